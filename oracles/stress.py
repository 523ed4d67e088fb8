"""Stress testing: search for the smallest input a solution gets wrong.

Queries are packed by the thousand into one run of the solution, and its
answers are compared line by line with the oracle's; when a run fails, the
failing query is isolated and its numbers shrunk. The phases, in order:
every position of a small range; one batch of random positions anywhere
up to the bounds, half of them first-player losses found with the oracle;
the structured edge cases; the input layouts (CRLF, blank lines, a missing
terminator or final newline, lines after the terminator); then random
batches until the budget ends. Every input comes from one random generator
seeded by --seed, so a seed always gives the same inputs.

Every problem here answers each query on a line of its own.
"""

import os
import random
import time

import judge
from oracles import common, load

BATCH = 10000              # queries per run of the solution
LAYOUT_ROUNDS = 3          # query lists tried in every input layout
SHRINK_SECONDS = 20        # time allowed to isolate and shrink a failure
NEAR = 32                  # values just below a number tried when shrinking it
ANSWER_VERDICTS = (judge.Verdict.WRONG_ANSWER, judge.Verdict.PRESENTATION_ERROR)


class Check:
    """One run on one input: its verdict and, line by line, what was
    expected and what came out."""

    def __init__(self, text, verdict, cause, expected, output):
        self.text = text
        self.verdict = verdict
        self.cause = cause
        self.expected = expected      # list of str, one per query
        self.output = output          # list of str, the program's lines

    @property
    def failed(self):
        return self.verdict is not judge.Verdict.ACCEPTED

    def wrong_lines(self):
        """Indexes of the queries whose line is wrong or missing, and one
        past the last query if there is extra output."""
        wrong = [i for i, want in enumerate(self.expected)
                 if i >= len(self.output) or self.output[i] != want]
        if not wrong and len(self.output) > len(self.expected):
            wrong = [len(self.expected)]
        return wrong


class Tester:
    """Runs a built submission on inputs and judges them with the oracle."""

    def __init__(self, problem, submission):
        self.oracle = load(problem)
        self.submission = submission
        self.input_path = os.path.join(submission.workdir, "stress.in")
        self.runs = 0

    def text(self, values_list, layout=None):
        """The input for values_list, plain or in one of the layouts."""
        if layout is None:
            return common.write_input(values_list, self.oracle.TERMINATOR)
        return dict(common.format_cases(values_list, self.oracle.TERMINATOR))[layout]

    def check(self, text, values_list=None):
        """Run on text; values_list, when given, are its queries in order
        (this spares reading them back from the text)."""
        with open(self.input_path, "w", newline="") as data:
            data.write(text)
        self.runs += 1
        run, verdict, cause = self.submission.execute(self.input_path)
        if values_list is None:
            values_list = [query.values for query in self.oracle.read_queries(text)]
        expected = [self.oracle.answer(values) for values in values_list]
        if verdict is None:
            verdict = judge.compare(run.stdout, "".join(line + "\n" for line in expected).encode())
        output = [line.decode("utf-8", "replace") for line in judge.normal_lines(run.stdout)]
        return Check(text, verdict, cause, expected, output)

    def check_queries(self, values_list, layout=None):
        """Run on values_list written plainly or in a layout. A layout may
        hide queries (after a terminator), so its text is read back."""
        return self.check(self.text(values_list, layout), None if layout else values_list)

    def fails(self, values_list, layout=None):
        return bool(values_list) and self.check_queries(values_list, layout).failed


def minimise(tester, values_list, layout, deadline):
    """A shorter list of queries that still fails: halves while one half
    fails alone, then single chunks removed while the rest still fails."""
    while len(values_list) > 1 and time.monotonic() < deadline:
        half = len(values_list) // 2
        if tester.fails(values_list[:half], layout):
            values_list = values_list[:half]
        elif tester.fails(values_list[half:], layout):
            values_list = values_list[half:]
        else:
            break
    chunk = len(values_list) // 2
    while chunk >= 1 and time.monotonic() < deadline:
        start, removed = 0, False
        while start < len(values_list) and time.monotonic() < deadline:
            rest = values_list[:start] + values_list[start + chunk:]
            if tester.fails(rest, layout):
                values_list, removed = rest, True
            else:
                start += chunk
        if not removed:
            chunk //= 2
    return values_list


def smaller_values(value, low):
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


def _valid(oracle, values):
    try:
        return len(oracle.read_queries(common.write_input([values], oracle.TERMINATOR))) == 1
    except common.InputError:
        return False


def shrink(tester, values, deadline):
    """Make the numbers of a failing query as small as they can be while
    the query still fails alone. All candidates of a round go in one run
    (the queries are independent); the pick is confirmed alone."""
    oracle = tester.oracle
    while time.monotonic() < deadline:
        candidates = [values[:i] + (smaller,) + values[i + 1:]
                      for i, (_, low, _) in enumerate(oracle.RANGES)
                      for smaller in smaller_values(values[i], low)]
        candidates = [c for c in candidates if _valid(oracle, c)]
        if not candidates:
            return values
        batch = tester.check_queries(candidates)
        if batch.verdict in ANSWER_VERDICTS:
            suspects = [candidates[i] for i in batch.wrong_lines() if i < len(candidates)]
        else:
            suspects = candidates          # the run died: try each alone
        for candidate in sorted(suspects, key=lambda v: (sum(v), v)):
            if time.monotonic() > deadline:
                return values
            if tester.fails([candidate]):
                values = candidate
                break
        else:
            return values
    return values


def isolate(tester, check, values_list, layout):
    """The smallest failing input found from a failing run: a Check."""
    deadline = time.monotonic() + SHRINK_SECONDS
    if check.verdict in ANSWER_VERDICTS and layout is None:
        first = check.wrong_lines()[0]
        if first < len(values_list) and tester.fails([values_list[first]]):
            values_list = [values_list[first]]
        else:
            values_list = values_list[:first + 1]
    values_list = minimise(tester, values_list, layout, deadline)
    if len(values_list) == 1 and layout is None:
        values_list = [shrink(tester, values_list[0], deadline)]
    smallest = tester.check_queries(values_list, layout)
    return smallest if smallest.failed else check


class Outcome:
    """What a stress run found: counts, ranges covered, the failure if any."""

    def __init__(self, problem, source, seed):
        self.problem = problem
        self.source = source
        self.seed = seed
        self.queries = 0
        self.runs = 0
        self.first_wins = 0
        self.first_loses = 0
        self.ranges = []          # [low, high] covered, per number of a query
        self.phase = None         # where the failure was found
        self.failure = None       # a Check
        self.compile_messages = ""
        self.seconds = 0.0

    def count(self, oracle, values_list):
        for values in values_list:
            if oracle.wins(values):
                self.first_wins += 1
            else:
                self.first_loses += 1
            if not self.ranges:
                self.ranges = [[v, v] for v in values]
            for covered, v in zip(self.ranges, values):
                covered[0], covered[1] = min(covered[0], v), max(covered[1], v)
        self.queries += len(values_list)


def plan(oracle, rng):
    """(phase, query list, layout) in the order they are tried; endless."""
    size = min(BATCH, getattr(oracle, "MAX_QUERIES", BATCH))

    def random_batch():
        return [oracle.random_query(rng, i % 2 == 0) for i in range(size)]

    for values_list in common.chunks(oracle.exhaustive(), size):
        yield "exhaustive", values_list, None
    yield "random", random_batch(), None
    for values_list in common.chunks(oracle.edge_queries(), size):
        yield "edge", values_list, None
    small = oracle.exhaustive()
    for _ in range(LAYOUT_ROUNDS):
        values_list = rng.sample(small, 4)
        for layout, _ in common.format_cases(values_list, oracle.TERMINATOR):
            yield "layout " + layout, values_list, layout
    while True:
        yield "random", random_batch(), None


def stress(problem, source, seed=0, seconds=10.0, count=None):
    """Compare source with the problem's oracle until a difference, the
    time budget or the query count ends it: an Outcome."""
    started = time.monotonic()
    problem_meta = judge.Problem(problem)
    limits = judge.Limits(problem_meta.time_limit, problem_meta.memory_limit)
    oracle = load(problem)
    outcome = Outcome(problem, source, seed)
    rng = random.Random(seed)
    with judge.Submission(source, limits) as submission:
        if not submission.compile_ok:
            outcome.compile_messages = submission.compile_messages
            outcome.failure = Check("", judge.Verdict.COMPILATION_ERROR, "", [], [])
            return outcome
        tester = Tester(problem, submission)
        for phase, values_list, layout in plan(oracle, rng):
            if time.monotonic() - started > seconds:
                break
            if count is not None:
                if outcome.queries >= count:
                    break
                values_list = values_list[:count - outcome.queries]
            check = tester.check_queries(values_list, layout)
            outcome.count(oracle, values_list)
            if check.failed:
                outcome.phase = phase
                outcome.failure = isolate(tester, check, values_list, layout)
                break
        outcome.runs = tester.runs
    outcome.seconds = time.monotonic() - started
    return outcome


def write_case(outcome, out_dir):
    """Write the failing input and the oracle's answer as a test case named
    for the problem and seed; the input's path."""
    stem = os.path.join(out_dir, "%s-stress-seed%d" % (outcome.problem, outcome.seed))
    with open(stem + ".in", "w", newline="") as data:
        data.write(outcome.failure.text)
    with open(stem + ".ans", "w") as answer:
        answer.write("".join(line + "\n" for line in outcome.failure.expected))
    return stem + ".in"
