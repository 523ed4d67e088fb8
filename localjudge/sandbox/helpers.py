"""The sandbox's own C helpers in native/, built with gcc into the build
folder when their source or flags change (common.cbuild):

  launcher              PID 1 of every sandbox: runs each program under its
                        limits and reports on it (native/launcher.c)
  follow.so             the judge's side of a run, a thread of its own: the
                        input in, the output and the report out (native/follow.c)
  allocation-watch.so   loaded into a program: tells an allocation the C
                        library refused, and the stack's peak (native/allocation-watch.c);
                        allocation-watch32.so the same for a 32-bit program

  helper(name)          -> its path, or None if gcc cannot build it (I/O)
  built_with(name)      -> the flags it was built with
"""

import os

from common import cbuild

NATIVE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "native")

# Where the allocation watch leaves its marks: the variables that name its
# files, defined when it is built.
REFUSED_VARIABLE = "JUDGE_REFUSED_ALLOCATION"   # an allocation the C library refused
STACK_VARIABLE = "JUDGE_STACK_REPORT"           # the stack's peak and an overflow

# name: (source in native/, gcc flags in order of preference). The
# launcher's system-call filter needs Debian's libseccomp-dev; without it,
# the launcher is built without the filter and a note says so.
SECCOMP = ["-DWITH_SECCOMP", "-lseccomp"]
WATCH_FLAGS = ["-O2", "-shared", "-fPIC", '-DREFUSED_VARIABLE="%s"' % REFUSED_VARIABLE,
               '-DSTACK_VARIABLE="%s"' % STACK_VARIABLE]
HELPERS = {
    "launcher": ("launcher.c", [["-O2", "-static"] + SECCOMP, ["-O2"] + SECCOMP, ["-O2", "-static"], ["-O2"]]),
    "allocation-watch.so": ("allocation-watch.c", [WATCH_FLAGS]),
    # For a program built as HDU's and POJ's are (-m32): None where this
    # machine cannot build 32-bit code, and such a program has no watch.
    "allocation-watch32.so": ("allocation-watch.c", [["-m32"] + WATCH_FLAGS]),
    "follow.so": ("follow.c", [["-O2", "-shared", "-fPIC", "-pthread"]]),
}


def helper(name):
    """The path of helper name, built if need be, or None if gcc cannot."""
    source, flag_choices = HELPERS[name]
    return cbuild.built(name, os.path.join(NATIVE, source), flag_choices)


def built_with(name):
    return cbuild.built_with(name)
