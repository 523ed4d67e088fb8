"""The judge's C helpers in native/: built with gcc into build/ when their
source or flags change, and what they were built with.

  native_helper(name)   the path of a built helper, or None (builds it: I/O)
  built_with(name)      the gcc flags it was built with
"""

import os
import subprocess

from localjudge import paths
from localjudge.errors import InternalError

# Where the allocation watch leaves its marks: the variables that name its
# files, defined when it is built.
REFUSED_VARIABLE = "JUDGE_REFUSED_ALLOCATION"   # an allocation the C library refused
STACK_VARIABLE = "JUDGE_STACK_REPORT"           # the stack's peak and an overflow

# The helpers: name in build/: (source in native/, gcc flags in order of
# preference; -l flags go after the source). The launcher's system-call
# filter needs Debian's libseccomp-dev; without it, the launcher is built
# without the filter and a note says so.
SECCOMP = ["-DWITH_SECCOMP", "-lseccomp"]
NATIVE_HELPERS = {
    "launcher": ("launcher.c", [["-O2", "-static"] + SECCOMP, ["-O2"] + SECCOMP, ["-O2", "-static"], ["-O2"]]),
    "allocation-watch.so": ("allocation-watch.c",
                            [["-O2", "-shared", "-fPIC", '-DREFUSED_VARIABLE="%s"' % REFUSED_VARIABLE,
                              '-DSTACK_VARIABLE="%s"' % STACK_VARIABLE]]),
    "follow.so": ("follow.c", [["-O2", "-shared", "-fPIC", "-pthread"]]),     # a run's I/O, for sandbox.py
    "floor": ("floor.c", [["-O2"]]),          # make bench's I/O floor
    "explore-octal": (os.path.join(paths.ROOT, "explorer", "native", "octal.c"), [["-O2"]]),  # explore.py's engine
}


def native_helper(name):
    """Path of a helper built from native/ into build/, or None when gcc
    cannot build it. Rebuilt when its source or flags change."""
    source_name, flag_choices = NATIVE_HELPERS[name]
    with open(os.path.join(paths.NATIVE_DIR, source_name)) as source:
        text = source.read()
    binary = os.path.join(paths.BUILD_DIR, name)
    stamp_path = binary + ".stamp"          # the source and flags it was built from
    wanted_stamp = repr(flag_choices) + "\n" + text
    if built_with(name, wanted_stamp) is not None and os.path.isfile(binary):
        return binary
    try:
        os.makedirs(paths.BUILD_DIR, exist_ok=True)
        suffix = ".%d" % os.getpid()          # builders in parallel do not collide
        for flags in flag_choices:
            libraries = [flag for flag in flags if flag.startswith("-l")]
            built = subprocess.run(["gcc"] + [flag for flag in flags if flag not in libraries]
                                   + ["-x", "c", "-", "-o", binary + suffix] + libraries,
                                   input=text.encode(), stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
            if built.returncode == 0:
                os.replace(binary + suffix, binary)
                with open(stamp_path + suffix, "w") as stamp:
                    stamp.write(wanted_stamp + "\0" + " ".join(flags))
                os.replace(stamp_path + suffix, stamp_path)
                return binary
    except OSError as error:
        raise InternalError("cannot build the judge's helper %s in %s: %s" % (
            name, paths.BUILD_DIR, error.strerror or error))
    return None


def built_with(name, wanted_stamp=None):
    """The gcc flags the helper name in build/ was built with (a list), or
    None if it is not built (from its source and flags as they are now, if
    wanted_stamp is given)."""
    try:
        with open(os.path.join(paths.BUILD_DIR, name + ".stamp")) as stamp:
            stamped, _, flags = stamp.read().partition("\0")
    except OSError:
        return None
    return flags.split() if wanted_stamp is None or stamped == wanted_stamp else None


