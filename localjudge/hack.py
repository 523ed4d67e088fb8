"""Hack: a solution against the user's own brute force, on inputs from the
user's own generator, for any problem, ours or not.

  hack(source, brute, gen, ...)   -> Outcome   search for an input they differ on
  rejudge(source, case, ...)      -> Outcome   judge source on a case hack wrote

The generator (C, C++ or a Python 3 script) is called as `GEN SEED SIZE`
and prints one input; sizes grow from 1, TRIES_PER_SIZE seeds each, so the
first difference found is a small one. All three programs run in the
sandbox under limits: the solution under the problem's (or DEFAULT's), the
brute force and the generator under their own, more generous ones. Output
is compared by HDU's rule, or byte for byte (strict), or by a checker in
the Kattis protocol (`CHECKER input answer feedback_dir < output`, exit 42
accepted, 43 wrong), or, for a problem of ours with a checker, by its
oracle. A brute force, generator or checker that fails is reported as
such (HelperFailed), never as a difference in the solution.
"""

import base64
import contextlib
import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from typing import Dict, Optional

from common import casemodel as case_model
from common import paths, userfiles
from common.errors import UsageError
from localjudge import build, compare, judging, languages
from localjudge.limits import CASE_LIMIT
from localjudge.sandbox import Limits
from localjudge.submission import Submission
from localjudge.verdicts import Verdict

TRIES_PER_SIZE = 10
# A Python generator or brute force runs many inputs in one interpreter
# (script_batch.py), a round of the search at a time: a round is first
# FIRST_ROUND inputs, then as many as fill ROUND_SECONDS at the pace of the
# round before, up to MAX_ROUND.
SCRIPT_BATCH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "script_batch.py")
FIRST_ROUND, MAX_ROUND, ROUND_SECONDS = 8, 1000, 0.5
GROUP_CASES = 1000      # cases in one input of several inputs' cases, where the statement sets no bound
DEFAULT = Limits(2, 256)                       # the solution's, without --problem
BRUTE = Limits(10, 1024)                       # a brute force may be slow
HELPER = Limits(5, 512)                        # the generator and the checker
ACCEPTED_EXIT, WRONG_EXIT = 42, 43             # the Kattis protocol
STDERR_LINES = 10                              # of a failing helper's standard error, shown


class HelperFailed(UsageError):
    """The brute force, the generator or the checker failed: the user's
    tools, not the solution, need fixing."""


@dataclass
class Failure:
    """An input the solution gets wrong."""
    text: bytes                        # the input
    size: int
    seed: int
    verdict: Verdict
    detail: str                        # what differs, for a person
    answer: bytes                      # the brute force's output


@dataclass
class Outcome:
    """What a hack found."""
    tried: Dict[int, int] = field(default_factory=dict)    # size: inputs tried
    failure: Optional[Failure] = None
    seconds: float = 0.0


class Program:
    """One of the user's programs, built (C, C++) or not (a Python 3
    script), ready to run: the solution as a contestant's program (the
    judge's time rule), a helper (the brute force, the generator, the
    checker) under its own stated limits, once. Every run goes through
    Submission. Use as a context manager."""

    def __init__(self, role, path, limits, dialect, helper=True):
        self.role, self.path = role, path
        self.batch, self.stopped_at = None, None
        self.submission = Submission(path, limits, dialect, helper=helper)
        if not self.submission.compile_ok:
            messages = self.submission.compile_messages.strip().splitlines()
            self.close()
            raise HelperFailed("the %s %s does not build: %s" % (role, paths.shown_path(path),
                                                                 messages[-1] if messages else "?"))
        if helper and self.submission.language is languages.PYTHON:
            try:
                self.script = base64.b64encode(userfiles.read_file(path, CASE_LIMIT, "a script")).decode("ascii")
                self.batch = Submission(SCRIPT_BATCH, limits, dialect, helper=True)
            except BaseException:
                self.close()
                raise

    def outputs_of_batch(self, jobs):
        """The outputs of the first runs of jobs, [(args, stdin)], that the
        script ran right in one batch (script_batch.py), in order: [] for a
        program that is not a Python script, or a batch that failed as a
        whole. A job the batch stopped at is left to must_run, alone
        (output_of)."""
        self.stopped_at = None
        if self.batch is None or not jobs:
            return []
        payload = json.dumps({"script": self.script, "name": os.path.basename(self.path),
                              "jobs": [{"args": list(args), "input": base64.b64encode(stdin).decode("ascii")}
                                       for args, stdin in jobs]}).encode("ascii")
        run, verdict, _ = self.batch.run_on(payload, self.role)
        try:
            outputs = json.loads(run.stdout.decode("ascii"))["outputs"] if verdict is None else []
            outputs = [base64.b64decode(output) for output in outputs]
        except (ValueError, KeyError, TypeError):
            outputs = []
        self.stopped_at = len(outputs) if len(outputs) < len(jobs) else None
        return outputs

    def output_of(self, batched, position, args=(), stdin=b"", shown=b""):
        """The output of the job at position in the batch that gave batched
        (outputs_of_batch; position None for a job not in it): from batched
        if it holds it, else from a run of its own. A script that fails in a
        batch but runs right alone is run alone from then on."""
        if position is not None and position < len(batched):
            return batched[position]
        output = self.must_run(stdin, args, shown)
        if self.batch is not None and position is not None and position == self.stopped_at:
            self.batch.close()
            self.batch = None
        return output

    def run(self, stdin, args=(), files=None):
        """(Run, the verdict its ending earned or None, cause)."""
        return self.submission.run_on(stdin, self.role, args, files)

    def must_run(self, stdin, args=(), shown=b""):
        """The output of a run that must succeed: a HelperFailed if it
        crashes, hits a limit or prints nothing."""
        run, verdict, cause = self.run(stdin, args)
        if verdict is not None or not run.stdout.strip():
            lines = ["the %s %s failed: %s" % (self.role, paths.shown_path(self.path),
                                               "%s (%s)" % (verdict.value, cause) if verdict else "it printed nothing")]
            said = run.stderr.decode("utf-8", "replace").strip().splitlines()[-STDERR_LINES:]
            lines += ["  " + compare.shown_line(line) for line in said]
            if args:
                program = ("python3 " if self.path.endswith(".py") else "its build of ") + paths.here(self.path)
                lines.append("run it again as it ran: %s %s" % (program, " ".join(args)))
            raise HelperFailed("\n".join(lines) + _on_input(shown))
        return run.stdout

    def close(self):
        try:
            if self.batch is not None:
                self.batch.close()
        finally:
            self.submission.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _on_input(text):
    if not text:
        return ""
    lines = text.decode("utf-8", "replace").splitlines()
    shown = [compare.shown_line(line) for line in lines[:20]] + (["..."] if len(lines) > 20 else [])
    return ", on the input:\n" + "\n".join(shown)


class Judge:
    """How the solution's output is judged against the brute force's: by
    the user's checker (the Kattis protocol), or as judge.py test judges
    (judging.judge_against: the problem's checker, or HDU's rule)."""

    def __init__(self, strict=False, checker=None, oracle=None):
        self.strict, self.checker, self.oracle = strict, checker, oracle

    def verdict(self, text, output, answer):
        """(verdict, what differs) of output on the input text (bytes),
        answer being the brute force's output."""
        if self.checker is not None:
            return self._by_checker(text, output, answer)
        parsed = None
        if self.oracle is not None:
            try:
                parsed = case_model.read_input(self.oracle, text.decode("utf-8", "replace"), strict=False)
            except case_model.InputError:
                parsed = None
        verdict, said, _ = judging.judge_against(self.oracle, parsed, output, answer, self.strict)
        return verdict, said

    def _by_checker(self, text, output, answer):
        with tempfile.TemporaryDirectory(prefix="judge-hack-") as folder:
            files = {}
            for name, data in (("input", text), ("answer", answer)):
                files["/box/" + name] = (os.path.join(folder, name), "0444")
                with open(os.path.join(folder, name), "wb") as written:
                    written.write(data)
            run, verdict, cause = self.checker.run(output, ["/box/input", "/box/answer", "/tmp"], files)
        if run.exit_code == ACCEPTED_EXIT:
            return Verdict.ACCEPTED, ""
        if run.exit_code == WRONG_EXIT:
            said = (run.stdout + run.stderr).decode("utf-8", "replace").strip()
            return Verdict.WRONG_ANSWER, "the checker says: %s" % (compare.shown_line(said) or "wrong")
        raise HelperFailed("the checker %s failed: %s%s" % (
            paths.shown_path(self.checker.path), "%s (%s)" % (verdict.value, cause) if verdict else
            "exit status %s, not 42 or 43" % run.exit_code, _on_input(text)))


def hack(source, brute, gen, seed=0, seconds=10.0, checker=None, problem=None, strict=False, on_progress=None):
    """Search for an input source gets wrong, against brute, with inputs
    from gen, for seconds (one input at least): an Outcome. problem (a
    Problem or None) gives the dialect, the limits and a validator for
    each input. I/O: builds and runs the three programs in sandboxes."""
    dialect = problem.dialect if problem else build.DIALECTS["local"]
    oracle = problem.oracle if problem else None
    outcome = Outcome()
    with contextlib.ExitStack() as stack:
        solution, judge = _solution_and_judge(stack, source, checker, problem, strict)
        right = stack.enter_context(Program("brute force", brute, BRUTE, dialect))
        generator = stack.enter_context(Program("generator", gen, HELPER, dialect))
        started = time.monotonic()
        attempt, round_size = 0, FIRST_ROUND
        while attempt == 0 or time.monotonic() - started < seconds:
            round_started = time.monotonic()
            outcome.failure = _round(solution, right, generator, judge, oracle, outcome, seed, attempt,
                                     round_size, on_progress)
            attempt += round_size
            if outcome.failure:
                break
            pace = (time.monotonic() - round_started) / round_size
            left = max(0.0, seconds - (time.monotonic() - started))
            round_size = int(max(1, min(MAX_ROUND, 2 * round_size, min(ROUND_SECONDS, left) / max(pace, 1e-6))))
        outcome.seconds = time.monotonic() - started
    return outcome


def _round(solution, right, generator, judge, oracle, outcome, seed, first, count, on_progress):
    """The Failure of the solution on the first of count inputs, from
    attempt first on, it gets wrong, or None: each generated, checked, and
    judged in turn, as if one by one. The generator's and the brute force's
    runs are one batch each where they are Python scripts; and where the
    problem's input holds several cases, the solution first runs on the
    cases of several inputs together (_passed_together), and alone only on
    those of a group it got wrong."""
    jobs = [(str(seed + attempt), str(1 + attempt // TRIES_PER_SIZE)) for attempt in range(first, first + count)]
    texts = generator.outputs_of_batch([(args, b"") for args in jobs])
    passed = _passed_together(solution, right, judge, oracle, texts)
    alone = [index for index in range(len(texts)) if index not in passed]
    answers = right.outputs_of_batch([((), texts[index]) for index in alone])
    position = {index: at for at, index in enumerate(alone)}
    for index, (case_seed, size) in enumerate(jobs):
        text = generator.output_of(texts, index, (case_seed, size))
        _validate(oracle, text)
        outcome.tried[int(size)] = outcome.tried.get(int(size), 0) + 1
        if on_progress:
            on_progress("hack: size %s, %d inputs tried" % (size, first + index + 1))
        if index in passed:
            continue
        answer = right.output_of(answers, position.get(index), stdin=text, shown=text)
        failure = _try(solution, answer, judge, text, int(size), int(case_seed))
        if failure:
            return failure
    return None


def _passed_together(solution, right, judge, oracle, texts):
    """The indexes of texts (inputs of a problem whose input holds several
    cases) the solution got right together: their cases are put in groups
    of as many as the statement allows in one input, the brute force
    answers each group (one batch), and a group the solution answers as
    the brute force does passes whole. An input outside the statement
    stops the grouping there: it is reported when its turn comes."""
    most = (oracle.FRAMING.max_cases or GROUP_CASES) if oracle is not None else None
    if oracle is None or most == 1 or right.batch is None or len(texts) < 2:
        return set()
    # A brute force that fails on a group is run on its inputs one by one
    # as they come: so are those of every group after it.
    groups, cases = [[]], [[]]
    for index, text in enumerate(texts):
        try:
            found = case_model.read_cases(oracle, text.decode("utf-8", "replace"))
        except case_model.InputError:
            break
        if len(cases[-1]) + len(found) > most:
            groups.append([])
            cases.append([])
        groups[-1].append(index)
        cases[-1].extend(found)
    grouped = [(members, case_model.write_input(oracle, found).encode())
               for members, found in zip(groups, cases) if len(members) > 1]
    answers = right.outputs_of_batch([((), text) for _, text in grouped])
    passed = set()
    for (members, text), answer in zip(grouped, answers):
        run, verdict, _ = solution.run(text)
        if verdict is None and judge.verdict(text, run.stdout, answer)[0] is Verdict.ACCEPTED:
            passed.update(members)
    return passed


def _solution_and_judge(stack, source, checker, problem, strict):
    """(Program, Judge): the solution built as problem's judge builds it
    (or as one of ours), and how its output is judged; both closed with
    stack."""
    dialect = problem.dialect if problem else build.DIALECTS["local"]
    solution = stack.enter_context(Program("solution", source, problem.limits(source) if problem else DEFAULT, dialect,
                                           helper=False))
    judged_by = stack.enter_context(Program("checker", checker, HELPER, dialect)) if checker else None
    return solution, Judge(strict, judged_by, problem.oracle if problem else None)


def _validate(oracle, text):
    """A HelperFailed if the problem's validator rejects a generated input."""
    if oracle is None:
        return
    try:
        case_model.read_input(oracle, text.decode("utf-8", "replace"))
    except case_model.InputError as error:
        raise HelperFailed("the generator printed an input outside the statement (%s)%s" % (error, _on_input(text)))


def _try(solution, answer, judge, text, size, seed):
    """The Failure of the solution on text, or None if it is right, answer
    being the brute force's output."""
    run, verdict, cause = solution.run(text)
    if verdict is None:
        verdict, cause = judge.verdict(text, run.stdout, answer)
    if verdict is Verdict.ACCEPTED:
        return None
    return Failure(text, size, seed, verdict, cause, answer)


def rejudge(source, case, checker=None, problem=None, strict=False):
    """Judge source on the input case (a path) against its .ans beside it,
    as hack judges: an Outcome. I/O: reads both, builds and runs source."""
    answer_path = os.path.splitext(case)[0] + ".ans"
    if not os.path.lexists(answer_path):
        raise UsageError("%s needs its answer %s beside it" % (paths.shown_path(case), paths.shown_path(answer_path)))
    text = userfiles.read_file(case, CASE_LIMIT, "an input")
    answer = userfiles.read_file(answer_path, CASE_LIMIT, "an answer")
    with contextlib.ExitStack() as stack:
        solution, judge = _solution_and_judge(stack, source, checker, problem, strict)
        run, verdict, cause = solution.run(text)
        if verdict is None:
            verdict, cause = judge.verdict(text, run.stdout, answer)
    failure = None if verdict is Verdict.ACCEPTED else Failure(text, 0, 0, verdict, cause, answer)
    return Outcome({}, failure)


def write_case(failure, out_dir=None):
    """Write the failing input and the brute force's output as a test case,
    in out_dir (default: build/hack/); the input's path. I/O."""
    folder = out_dir or os.path.join(paths.BUILD_DIR, "hack")
    stem = os.path.join(folder, "hack-seed%d-size%d" % (failure.seed, failure.size))
    return userfiles.write_case(stem, failure.text, failure.answer)
