"""A source built as the judges build it, ready to run on inputs."""

import os
import shutil
import tempfile

from localjudge import build, runner
from localjudge.verdicts import run_verdict


class Submission:
    """A source built in a private folder of its own.

    Use as a context manager: the folder is removed on leaving it.
    compile_ok and compile_messages tell how the build went.
    """

    def __init__(self, source, limits):
        self.source = source
        self.limits = limits
        self.workdir = tempfile.mkdtemp(prefix="judge-")
        self.executable = os.path.join(self.workdir, "solution")
        try:
            self.compile_ok, self.compile_messages = build.judge_build(
                os.path.abspath(source), self.executable, self.workdir)
        except BaseException:
            self.close()
            raise

    def execute(self, input_path):
        """(run, verdict, cause): how a run on input_path ended, and the
        verdict it earned before its output is judged (None if none)."""
        run = runner.run_program(self.executable, input_path, self.limits, self.workdir)
        verdict, cause = run_verdict(run, self.limits)
        return run, verdict, cause

    def close(self):
        shutil.rmtree(self.workdir, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
