"""A source built as the judges build it, ready to run on inputs."""

import copy
import os
import shutil
import signal
import tempfile

from localjudge import build, runner
from localjudge.limits import STACK_LIMIT
from localjudge.verdicts import Verdict, run_verdict


class Submission:
    """A source built in a private folder of its own, as the judge of a
    dialect (build.DIALECTS) builds it; std, if given, is the -std= of its
    language.

    Use as a context manager: the folder is removed on leaving it.
    compile_ok and compile_messages tell how the build went, notes what the
    real judge would make of it (one line each).
    """

    def __init__(self, source, limits, dialect=build.DIALECTS["local"], std=None):
        self.source = source
        self.dialect = dialect
        self.workdir = tempfile.mkdtemp(prefix="judge-")
        self.executable = os.path.join(self.workdir, "solution")
        try:
            built = build.judge_build(os.path.abspath(source), self.executable, self.workdir, dialect, std)
        except BaseException:
            self.close()
            raise
        self.compile_ok, self.compile_messages, self.notes = built.ok, built.messages, built.notes
        self.limits = copy.copy(limits)
        self.limits.stack = built.stack
        self.sandbox = runner.ProgramSandbox(self.executable)

    def execute(self, input_path):
        """(run, verdict, cause): how a run on input_path ended, and the
        verdict it earned before its output is judged (None if none)."""
        run = self.sandbox.run(input_path, self.limits)
        verdict, cause = run_verdict(run, self.limits, self.dialect.exit_status_counts)
        if verdict is Verdict.RUNTIME_ERROR and run.signal == signal.SIGSEGV and \
                self.limits.stack < STACK_LIMIT and self._runs_with_more_stack(input_path):
            cause += " (a stack overflow: %s gives a program %d MiB of stack, and it runs with %d MiB%s)" % (
                self.dialect.name, self.limits.stack, STACK_LIMIT,
                "; Visual C++ takes #pragma comment(linker, \"/STACK:...\")" if self.dialect.windows else "")
        return run, verdict, cause

    def _runs_with_more_stack(self, input_path):
        deeper = copy.copy(self.limits)
        deeper.stack = STACK_LIMIT
        return self.sandbox.run(input_path, deeper).signal != signal.SIGSEGV

    def close(self):
        if getattr(self, "sandbox", None) is not None:
            self.sandbox.close()
        shutil.rmtree(self.workdir, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
