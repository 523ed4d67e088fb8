"""Stress testing: search for the smallest input a solution gets wrong.

Cases are packed by the thousand into one input (as many as the statement
allows in one input), and the solution's output is judged case by case
against the oracle: by the answer lines each case has, or by the problem's
checker. When a run fails, the failing case is isolated, the other cases
dropped, and what is left shrunk over its structure, with no code of the
problem's own: numbers made smaller, lists shorter, fewer cases, each
candidate kept only if the problem's validator accepts it.

The phases, in order: every case of a small range; one batch of random
cases anywhere up to the bounds, half of them first-player losses; the
edge cases; the input layouts (CRLF, blank lines, a missing terminator or
final newline, lines after the terminator), only with --robust; then
random batches until the budget ends. Every input comes from one random
generator seeded by --seed, so a seed always gives the same inputs. While
the program runs (the sandbox follows it in a thread of its own, outside
the interpreter), the oracle works out the answers and draws the next
batch.

The budget starts after the build, and at least one batch always runs. A
failure is shrunk whatever its verdict; the shrinking may add
shrink_allowance() seconds to the budget, never more.
"""

import contextlib
import ctypes
import gc
import os
import random
import time
from dataclasses import dataclass, field
from typing import Dict, List, Optional

from common import casemodel as case_model
from common import paths, userfiles
from common.errors import UsageError
from localjudge import compare, sanitize
from localjudge.problems import Problem
from localjudge.submission import Submission
from localjudge.verdicts import ANSWER_VERDICTS, Verdict

BATCH = 10000              # cases per run of the solution, at most
LAYOUT_ROUNDS = 3          # case lists tried in every input layout
SHRINK_SECONDS = 20        # time allowed to isolate and shrink a failure
NEAR = 32                  # values just below a number tried when shrinking it
SHRINK_COPIES = 4          # copies of a case (in size()) shrinking holds at once, at most
SHRINK_HELD = 1 << 16      # or this much, for a small case
YOUNG_OBJECTS = 20000      # objects allocated between two collections of the youngest, while stress runs
KEEP_FREED = 256 << 20     # bytes of freed memory malloc keeps for reuse, once stress has run
MMAP_FROM = 32 << 20       # blocks malloc maps apart from that memory: glibc's largest threshold
RANDOM = "random"          # the phase of random batches


@dataclass
class Check:
    """One run on one input: its verdict and, case by case, what was
    expected and what came out."""
    text: str                         # the input
    cases: list                       # the cases the program was asked
    verdict: Verdict
    cause: str
    expected: List[str]               # the oracle's lines
    output: List[str]                 # the program's lines
    wrong: List[int]                  # indexes of the cases answered wrong
    layout: Optional[str] = None      # the layout variant they were written in, if any
    sanitized: Optional[sanitize.Report] = None   # what a sanitized build reported (stress --sanitize)

    @property
    def failed(self):
        return self.verdict is not Verdict.ACCEPTED or self.sanitized is not None

    def first_wrong_line(self):
        """Index of the first output line that differs from the oracle's."""
        for i in range(max(len(self.expected), len(self.output))):
            if i >= len(self.expected) or i >= len(self.output) or self.expected[i] != self.output[i]:
                return i
        return None


class Tester:
    """Runs a built submission on inputs and judges them with the oracle.
    A run goes on while the oracle works out the answers and the next
    batch (start())."""

    def __init__(self, oracle, submission):
        self.oracle = oracle
        self.submission = submission
        self.runs = 0
        self.deadline = None      # no run starts after it (time.monotonic())

    def check(self, cases, layout=None):
        """Run on cases written plainly or in a layout: the Check."""
        return self.start(cases, layout)()

    def text_of(self, cases, layout=None):
        """The input text of cases, written plainly or in a layout."""
        if layout is None:
            return case_model.write_input(self.oracle, cases)
        return dict(case_model.layout_variants(self.oracle, cases))[layout]

    def start(self, cases, layout=None, text=None):
        """Start the run on cases (their text, if it is made already): a
        function that gives the Check once the run has ended. A layout may
        hide cases (after a terminator), so its text is read back."""
        oracle = self.oracle
        if text is None:
            text = self.text_of(cases, layout)
        self.runs += 1
        finish = self.submission.start_on(text.encode(), "stress input")

        def judged():
            asked = cases if layout is None else case_model.read_cases(oracle, text, strict=False)
            answers = case_model.answers(oracle, asked)
            run, verdict, cause = finish()
            found = compare.judge_cases(oracle, asked, run.stdout, verdict, answers)
            submission = self.submission
            reported = sanitize.report_of(run, sanitize.inside_path(submission.source), submission.source,
                                          submission.program) if submission.sanitizer else None
            return Check(text, cases, found.verdict, cause if verdict else found.message, found.expected,
                         found.output, found.wrong, layout, reported)
        return judged

    def past_deadline(self):
        return self.deadline is not None and time.monotonic() >= self.deadline

    def failing(self, cases, layout=None):
        """The Check of a run on cases if it fails, else None; None too when
        the shrinking deadline has passed (no run starts after it)."""
        if not cases or self.past_deadline():
            return None
        check = self.check(cases, layout)
        return check if check.failed else None


def batch_size(oracle):
    """How many cases go into one input: BATCH, or fewer if the statement
    allows fewer or the oracle asks for fewer (STRESS_BATCH)."""
    return min(BATCH, oracle.FRAMING.max_cases or BATCH, getattr(oracle, "STRESS_BATCH", BATCH))


# --- Isolating and shrinking a failure --------------------------------------------------

def minimise(tester, found):
    """A shorter list of cases that still fails, from the failing Check
    found: halves while one half fails alone, then single chunks removed
    while the rest still fails. The Check of the shortest."""
    while len(found.cases) > 1:
        half = len(found.cases) // 2
        shorter = tester.failing(found.cases[:half], found.layout) or \
            tester.failing(found.cases[half:], found.layout)
        if shorter is None:
            break
        found = shorter
    chunk = len(found.cases) // 2
    while chunk >= 1:
        start, removed = 0, False
        while start < len(found.cases):
            rest = tester.failing(found.cases[:start] + found.cases[start + chunk:], found.layout)
            if rest is not None:
                found, removed = rest, True
            elif tester.past_deadline():
                return found
            else:
                start += chunk
        if not removed:
            chunk //= 2
    return found


def smaller_values(value, low=0):
    """Values below value down to low, smallest first: the lowest few, steps
    that double away from both ends, and the NEAR values just below."""
    span = value - low
    candidates = {low + i for i in range(min(span, 6))}
    candidates.update(value - i for i in range(1, min(span, NEAR) + 1))
    step = 1
    while step < span:
        candidates.update((low + step, value - step))
        step *= 2
    return sorted(c for c in candidates if low <= c < value)


def smaller(value):
    """Values a little simpler than value, of the same shape: smaller
    numbers, shorter lists (tuples keep their length), recursively; made
    one at a time as they are asked for, so that the candidates of a
    large case never all exist at once (each is a copy of it)."""
    if isinstance(value, int):
        if value > 0:
            yield from smaller_values(value)
        return
    if isinstance(value, list):
        half = len(value) // 2
        if len(value) > 1:
            yield value[:half]
            yield value[half:]
        elif value:
            yield []
        if len(value) > 2:
            for i in range(len(value)):
                yield value[:i] + value[i + 1:]
        for i, element in enumerate(value):
            for item in smaller(element):
                yield value[:i] + [item] + value[i + 1:]
        return
    rebuild = (lambda items: type(value)(*items)) if hasattr(value, "_fields") else tuple
    for i, element in enumerate(value):
        for item in smaller(element):
            yield rebuild(value[:i] + (item,) + value[i + 1:])


def weight(value):
    """How big a value is, for trying the smallest candidates first."""
    if isinstance(value, int):
        return abs(value)
    return sum(weight(item) for item in value) + (len(value) if isinstance(value, list) else 0)


def size(value):
    """How many numbers and lists a value holds: what a copy of it costs."""
    if isinstance(value, int):
        return 1
    return 1 + sum(size(item) for item in value)


def _smallest_first(candidates):
    return sorted(candidates, key=lambda c: (weight(c), repr(c)))


def _rounds(tester, candidates, bound):
    """The candidates (an iterator) that the problem's validator accepts,
    in lists of at most batch_size and, together, at most bound in size
    (one candidate more than bound if it alone is over): what one round of
    shrinking holds in memory at once. A list goes out too once candidates
    of bound in size have been looked at since the last, valid or not, so
    that a run is never kept waiting behind a long search. It stops at the
    shrinking deadline."""
    oracle, most = tester.oracle, batch_size(tester.oracle)
    held, held_size, looked = [], 0, 0
    for candidate in candidates:
        if tester.past_deadline():
            break
        cost = size(candidate)
        looked += cost
        if case_model.is_valid(oracle, candidate):
            if held and (len(held) >= most or held_size + cost > bound):
                yield held
                held, held_size, looked = [], 0, cost
            held.append(candidate)
            held_size += cost
        if held and looked > bound:
            yield held
            held, held_size, looked = [], 0, 0
    if held:
        yield held


def _bound(case):
    """How much (in size()) shrinking one case may hold at once: a few
    copies of it, or SHRINK_HELD for a small one."""
    return max(SHRINK_COPIES * size(case), SHRINK_HELD)


def _candidates(oracle, case):
    """What to try in place of case, one at a time: the oracle's own
    smaller cases first (smaller_cases, for a structure that smaller() can
    only break, as a tree), then smaller()'s."""
    own = getattr(oracle, "smaller_cases", None)
    if own is not None:
        yield from own(case)
    yield from smaller(case)


def shrink_case(tester, found):
    """found (a failing Check of one case) made as small as it can be while
    it still fails alone. Candidates go into as few runs as the statement
    and the memory bound allow (the cases are independent); the suspects
    of those runs, smallest first, are confirmed alone."""
    while True:
        bound = _bound(found.cases[0])
        suspects, held = [], 0
        smaller_found = None
        for batch in _rounds(tester, _candidates(tester.oracle, found.cases[0]), bound):
            check = tester.failing(batch)
            if check is not None:
                died = check.verdict not in ANSWER_VERDICTS
                suspects += batch if died else [batch[i] for i in check.wrong if i < len(batch)]
                held = sum(map(size, suspects))
            if held > bound:            # confirm what is held before making more
                smaller_found = _confirmed(tester, suspects)
                suspects, held = [], 0
                if smaller_found is not None:
                    break
        if smaller_found is None:
            smaller_found = _confirmed(tester, suspects)
        if smaller_found is None:
            return found
        found = smaller_found


def _confirmed(tester, suspects):
    """The Check of the smallest suspect that fails alone, or None."""
    for candidate in _smallest_first(suspects):
        check = tester.failing([candidate])
        if check is not None:
            return check
    return None


def shrink_cases(tester, found):
    """found (a failing Check of several cases that fail only together)
    with each case made smaller while the whole input still fails. A case's
    candidates are tried smallest first, a memory bound's worth at a time."""
    while True:
        for index, case in enumerate(found.cases):
            trial = None
            for held in _rounds(tester, _candidates(tester.oracle, case), _bound(case)):
                for candidate in _smallest_first(held):
                    trial = tester.failing(found.cases[:index] + [candidate] + found.cases[index + 1:])
                    if trial is not None:
                        break
                if trial is not None or tester.past_deadline():
                    break
            if trial is not None:
                found = trial
                break
        else:
            return found


def isolate(tester, check):
    """The smallest failing input found from a failing Check, whatever its
    verdict: first the case the output went wrong on, then fewer cases,
    then smaller ones."""
    found = check
    if check.verdict in ANSWER_VERDICTS and check.layout is None and check.wrong:
        first = check.wrong[0]
        found = (tester.failing([check.cases[first]]) if first < len(check.cases) else None) \
            or tester.failing(check.cases[:first + 1]) or check
    found = minimise(tester, found)
    if found.layout is None:
        found = shrink_case(tester, found) if len(found.cases) == 1 else shrink_cases(tester, found)
    return found


# --- The search ----------------------------------------------------------------------------

@dataclass
class Outcome:
    """What a stress run found: counts, ranges covered, the failure if any."""
    problem: str
    source: str
    seed: int
    cases: int = 0
    runs: int = 0
    first_wins: int = 0
    first_loses: int = 0
    ranges: Dict[str, List[int]] = field(default_factory=dict)   # [low, high] covered; lists by length
    phase: Optional[str] = None       # where the failure was found
    failure: Optional[Check] = None
    compile_messages: str = ""
    build_seconds: float = 0.0        # the build and the oracle's tables, not part of the budget
    seconds: float = 0.0              # the search and any shrinking, after the build
    budget: float = 0.0               # seconds the search was given
    allowance: float = 0.0            # the most the shrinking may add to the budget
    shrinking: float = 0.0            # seconds spent isolating and shrinking the failure
    found_lines: int = 0              # lines of the failing input before shrinking
    note: Optional[str] = None        # the real judges would accept it (judging.beyond_judge_only)
    sanitizer: Optional[str] = None   # the sanitizers the source was built with (--sanitize)

    def count(self, oracle, cases, drawn=False):
        """Count cases in: outcomes and ranges. drawn: they are a random
        batch, drawn a first-player win, a loss, a win, ... (plan()), so
        their outcomes need no search."""
        wins = (len(cases) + 1) // 2 if drawn else sum(map(oracle.wins, cases))
        self.first_wins += wins
        self.first_loses += len(cases) - wins
        if cases:
            names = getattr(cases[0], "_fields", None) or ["#%d" % (i + 1) for i in range(len(cases[0]))]
            for name, values in zip(names, zip(*cases)):
                if not isinstance(values[0], int):
                    name, values = "len(%s)" % name, list(map(len, values))
                covered = self.ranges.setdefault(name, [min(values), max(values)])
                covered[0], covered[1] = min(covered[0], min(values)), max(covered[1], max(values))
        self.cases += len(cases)


def plan(oracle, rng, robust=False):
    """(phase, cases, layout) in the order they are tried; endless. The
    layouts outside the statement come only if robust."""
    size = batch_size(oracle)

    def random_batch():             # a win first, then a loss, ...: Outcome.count relies on it
        return [oracle.random_case(rng, i % 2 == 0) for i in range(size)]

    for cases in case_model.chunks(oracle.exhaustive(), size):
        yield "exhaustive", cases, None
    yield RANDOM, random_batch(), None
    for cases in case_model.chunks(oracle.edge_cases(), size):
        yield "edge", cases, None
    if robust:
        small = oracle.exhaustive()
        for _ in range(LAYOUT_ROUNDS):
            cases = rng.sample(small, 4)
            for layout, _ in case_model.layout_variants(oracle, cases):
                yield "layout " + layout, cases, layout
    while True:
        yield RANDOM, random_batch(), None


def shrink_allowance(submission):
    """Seconds stress may take past its budget: the batch running when the
    budget ends, then SHRINK_SECONDS of shrinking and the run going on when
    those end, each run at most its wall-clock limit, run twice if it ends
    just over the time limit (Submission's time rule)."""
    return SHRINK_SECONDS + 2 * 2 * submission.wall_clock()


def check_budget(seconds, count):
    """A UsageError unless the budget is a sane one."""
    if not 0 < seconds <= 24 * 3600 or (count is not None and count <= 0):
        raise UsageError("--time must be above 0 and at most a day, --count positive")


def stress(problem_name, source, seed=0, seconds=10.0, count=None, robust=False, on_progress=None,
           interpreter="python3", sanitizer=None):
    """Compare source with the problem's oracle until a difference, the
    time budget or the case count ends it: an Outcome. The budget starts
    after the build; one batch runs whatever the budget. on_progress(phase,
    cases checked) is called after each batch and when shrinking starts. A
    UsageError for a problem without an oracle or a budget out of range.
    With a sanitizer (sanitize.Sanitizer), the source is built with it, and
    an input it reports something on fails too, shrunk as any failure is.
    I/O: builds the source and runs it in a sandbox, many times."""
    check_budget(seconds, count)
    problem = Problem(problem_name)
    oracle = problem.oracle
    if oracle is None:
        raise UsageError("%s has no oracle in oracles/ to stress against" % problem.name)
    outcome = Outcome(problem_name, source, seed, budget=seconds)
    rng = random.Random(seed)
    building = time.monotonic()
    outcome.sanitizer = sanitizer.name if sanitizer else None
    with Submission(source, problem.limits(source), problem.dialect, interpreter=interpreter,
                    sanitizer=sanitizer) as submission:
        outcome.build_seconds = time.monotonic() - building
        outcome.allowance = shrink_allowance(submission)
        if not submission.compile_ok:
            outcome.compile_messages = submission.compile_messages
            outcome.failure = Check("", [], Verdict.COMPILATION_ERROR, "", [], [], [])
            return outcome
        oracle.wins(oracle.exhaustive()[0])   # the oracle's tables, like the build, before the clock
        _keep_freed_memory()
        outcome.build_seconds = time.monotonic() - building
        started = time.monotonic()
        with _collected_less():
            tester = Tester(oracle, submission)
            plans = plan(oracle, rng, robust)
            phase, cases, layout = next(plans)
            cases = cases if count is None else cases[:count]
            text = tester.text_of(cases, layout)
            while not (outcome.cases and time.monotonic() - started > seconds) and cases:
                judged = tester.start(cases, layout, text)
                next_phase, next_cases, next_layout = next(plans)     # drawn and written while it runs
                if count is not None:
                    next_cases = next_cases[:count - outcome.cases - len(cases)]
                next_text = tester.text_of(next_cases, next_layout)
                check = judged()
                outcome.count(oracle, cases, drawn=phase == RANDOM)
                if on_progress:
                    on_progress(phase if not check.failed else "shrinking a failure found in " + phase,
                                outcome.cases)
                if check.failed:
                    outcome.phase = phase
                    shrinking = time.monotonic()
                    tester.deadline = shrinking + SHRINK_SECONDS
                    outcome.found_lines = len(check.text.splitlines())
                    outcome.failure = isolate(tester, check)
                    outcome.shrinking = time.monotonic() - shrinking
                    break
                phase, cases, layout, text = next_phase, next_cases, next_layout, next_text
        outcome.runs = tester.runs
        outcome.seconds = time.monotonic() - started
    return outcome


def _keep_freed_memory():
    """Ask the C library's malloc, where it is glibc's, to keep the memory a
    batch frees for the next batch rather than hand it back to the system
    (and to serve blocks of megabytes from that memory too): a batch
    allocates megabytes (its input, the output, the answers), and where a
    page fault is slow (18 us a page measured on a small virtual machine)
    mapping them afresh for every batch took longer than the oracle's
    work. It changes nothing else, and stays for the rest of the process."""
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError, TypeError):        # not glibc
        return
    M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3
    mallopt(M_TRIM_THRESHOLD, KEEP_FREED)
    mallopt(M_MMAP_THRESHOLD, MMAP_FROM)


@contextlib.contextmanager
def _collected_less():
    """The garbage collector, for a while, leaving alone every object that
    exists now (the oracle's tables) and collecting the youngest objects
    every YOUNG_OBJECTS allocations instead of every 700: a batch makes
    tens of thousands of objects, and walking them, and the tables, again
    and again took as long as the oracle's own work."""
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(YOUNG_OBJECTS, *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()


def write_case(outcome, out_dir=None):
    """Write the failing input and the oracle's answer as a test case named
    for the problem, the source and the seed (PROBLEM.SOURCE-seedN), in
    out_dir (default: build/stress/); the input's path. I/O: writes the
    two files."""
    folder = out_dir or os.path.join(paths.BUILD_DIR, "stress")
    source = os.path.splitext(os.path.basename(outcome.source))[0]     # one source's case spares another's
    stem = os.path.join(folder, "%s.%s-seed%d" % (outcome.problem, source, outcome.seed))
    return userfiles.write_case(stem, outcome.failure.text, "".join(line + "\n" for line in outcome.failure.expected))
