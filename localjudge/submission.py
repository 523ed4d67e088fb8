"""A program as the judges run it: the one place every run of a
contestant's program goes through (judge.py test, run, stress, hack,
rejected, bench, the export's check), where a problem's limits become what
the sandbox enforces and a run's end becomes its verdict, by one time rule:

- a run is ended at half again its time limit (limits.RERUN_WITHIN), so
  that a run just over the limit is seen to end, and the verdict is by the
  limit;
- one that ends over the limit but within half again of it is run once
  more, with a note of both times (on a busy machine the other core's work
  slows CPU time too);
- one that waits, no process of it runnable, is ended by the wall clock
  at twice the CPU time it is ended at and a second (sandbox.Limits.
  wall_clock): 3 times the limit and a second.

The helpers that run beside it (hack's brute force, generator and checker,
bench's I/O floor) go through here too, with helper=True: under their own
stated limits, as they are, run once.
"""

import copy
import os
import shutil
import tempfile

from common import userfiles
from localjudge import build, languages
from localjudge.limits import INPUT_LIMIT, RERUN_WITHIN, shown_memory
from localjudge.sandbox import ProgramSandbox, memory_note
from localjudge.verdicts import Verdict, run_verdict

class Submission:
    """A source built in a private folder of its own, as the judge of a
    dialect (build.DIALECTS) builds one in its language (languages.py): C
    or C++ compiled, Java compiled into a jar, Python 3 checked to compile
    (and run by interpreter, python3 or pypy3); std, if given, is the -std=
    of C or C++. helper: a tool beside a contestant's program, run under
    limits as they are stated, once. sanitizer: a sanitize.Sanitizer to
    build a C or C++ source with (its runs under the sanitizer's limits).

    Use as a context manager: the folder is removed on leaving it.
    compile_ok and compile_messages tell how the build went, notes what the
    real judge would make of it (one line each; runs may add to them).
    """

    def __init__(self, source, limits, dialect=build.DIALECTS["local"], std=None, helper=False,
                 interpreter="python3", sanitizer=None):
        self.source = source
        self.dialect = dialect
        self.helper = helper
        self.language = languages.language_of(source)
        self.workdir = tempfile.mkdtemp(prefix="judge-")
        self.program = os.path.join(self.workdir, "solution")
        self.compile_ok, self.compile_messages, self.notes, self.declared_stack_kib = True, "", [], 0
        try:
            built = self._build(os.path.abspath(source), std, interpreter, sanitizer)
        except BaseException:
            self.close()
            raise
        self.compile_ok, self.compile_messages, self.notes = built.ok, built.messages, built.notes
        self.declared_stack_kib = built.stack_kib
        if not helper and dialect.name not in self.language.judges:
            self.notes.append("%s takes no %s: the verdict is what its data gives, but a %s solution cannot be "
                              "submitted there" % (dialect.name, self.language.name, self.language.name))
        if self.language is languages.JAVA and not helper:
            self.notes.append(languages.JVM_MEMORY_NOTE % shown_memory(limits.memory))
        self.limits = copy.copy(limits)
        self.limits.stack = limits.stack if helper else dialect.run_stack(limits.memory)
        self.limits = languages.run_limits(self.language, self.limits)     # a JVM's threads and its own memory
        # The limits the sandbox enforces: a contestant's run is ended at half
        # again its time limit, not at it, so that a run over the limit by less
        # is seen to end (and is run again); the verdict is still by the limit.
        self.run_limits = copy.copy(self.limits)
        self.sanitizer = sanitizer
        if sanitizer is not None:      # a sanitized program is slower and holds more: judged by its own limits
            self.limits = self.run_limits = sanitizer.run_limits(self.limits)
        elif not helper:
            self.run_limits.time = self.limits.time * RERUN_WITHIN
        start = languages.start_of(self.language, self.limits, interpreter)
        if sanitizer is not None:
            start = sanitizer.start(start)
        self.sandbox = ProgramSandbox(self.program, start)
        self.stack_noted = self.memory_noted = False

    def _build(self, source, std, interpreter, sanitizer):
        """The build.Build of the source, in its language."""
        if self.language is languages.JAVA:
            return build.java_build(source, self.program)
        if self.language is languages.PYTHON:
            return build.python_check(source, self.program, languages.tool(interpreter, interpreter))
        return build.judge_build(source, self.program, self.workdir, self.dialect, std, sanitizer)

    def wall_clock(self):
        """Seconds of wall-clock time after which a run that waits is ended."""
        return self.run_limits.wall_clock()

    def execute(self, input_path, name=None, args=()):
        """(run, verdict, cause) of a run on the file input_path (a test
        called name; args after the program's name): how it ended, and the
        verdict it earned before its output is judged (None if none). I/O:
        reads the input; see start_on."""
        data = userfiles.read_file(input_path, INPUT_LIMIT, "an input")
        return self.start_on(data, name or os.path.basename(input_path), args)()

    def run_on(self, stdin, name="the input", args=(), files=None):
        """execute() on stdin (bytes) rather than a file; files, {path
        inside: (path outside, mode)}, are there beside it for this run."""
        return self.start_on(stdin, name, args, files)()

    def start_on(self, stdin, name, args=(), files=None):
        """Start a run on stdin (bytes), the input of the test called name: a
        function that waits for it to end and gives what execute() does. A
        contestant's run that ends over the time limit but within half again
        of it is run once more, there, with a note of both times. A note is
        added the first time a program needs more stack than a build on the
        real judge has by default, and after the first run where no memory
        cgroup counts its memory. I/O: runs the program in its sandbox."""
        finish = self.sandbox.start_on(stdin, self.run_limits, args, files)

        def finished():
            run, verdict, cause = self._judged_run(finish(), name)
            if not self.helper and not self.sanitizer and verdict is Verdict.TIME_LIMIT_EXCEEDED \
                    and run.ended_by is None:
                first = run.cpu
                run, verdict, cause = self._judged_run(self.sandbox.run_on(stdin, self.run_limits, args, files), name)
                self.notes.append("%s: %.2f s of CPU time, less than half again the %g s limit, so it ran once "
                                  "more: %.2f s, %s (a busy machine slows CPU time too)" % (
                                      name, first, self.limits.time, run.cpu,
                                      "over the limit again" if verdict is Verdict.TIME_LIMIT_EXCEEDED else
                                      "within it"))
            return run, verdict, cause
        return finished

    def _judged_run(self, run, name):
        """(run, verdict, cause) of a run that has ended, and its notes."""
        verdict, cause = run_verdict(run, self.limits, self.dialect.exit_status_counts and not self.helper)
        reported = languages.runtime_verdict(self.language, run, self.limits)
        if reported is not None and verdict in (None, Verdict.RUNTIME_ERROR):
            verdict, cause = reported
        if verdict is Verdict.RUNTIME_ERROR and run.stack_overflow:
            cause += " (%s)" % self._stack_story()
        if not self.memory_noted and self.sandbox.memory_counted is False:
            self.memory_noted = True
            self.notes.append(memory_note())
        if run.stack_kib > self.declared_stack_kib and self.dialect.windows and not self.stack_noted \
                and not self.helper and self.declared_stack_kib:
            self.stack_noted = True
            self.notes.append(self._stack_note(run.stack_kib, name))
        return run, verdict, cause

    def _stack_story(self):
        if self.dialect.windows and not self.helper:
            return "the stack here is as large as the memory limit allows, %d MiB" % self.limits.stack
        return "the stack is %d MiB, as on %s" % (self.limits.stack, self.dialect.name)

    def _stack_note(self, used_kib, test):
        default = self.declared_stack_kib == self.dialect.stack * 1024
        return "it needed %d KiB of stack on %s, more than %s: crawled Accepted %s runs show that such " \
            "programs pass there, so it passes here too%s" % (
                used_kib, test, "the 1 MB a Visual C++ build gets by default (MinGW's, 2 MB)" if default else
                "the %d KiB its #pragma comment(linker, \"/STACK:...\") asks for" % self.declared_stack_kib,
                self.dialect.name,
                "; #pragma comment(linker, \"/STACK:...\") makes sure under Visual C++" if default else "")

    def close(self):
        """End the sandbox and remove the folder, even if a Ctrl-C comes
        while the sandbox ends."""
        try:
            if getattr(self, "sandbox", None) is not None:
                self.sandbox.close()
        finally:
            shutil.rmtree(self.workdir, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
