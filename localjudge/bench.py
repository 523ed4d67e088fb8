"""make bench: how fast the solutions, the judge and stress are, beside what
a user would use instead. A benchmark, not a test: it prints a table, writes
it to build/bench.md, and never fails for a number.

- A solution against the I/O floor (floor.c, beside this) on the problem's
  largest input: the floor reads the same integers and words with scanf and copies
  out the same bytes the solution printed. CPU time of each, measured in
  the sandbox by the launcher, medians of interleaved runs.
- judge.py test over all data against a plain loop that runs each binary
  and compares with cmp: wall time, medians of interleaved runs.
- Stress: cases checked per second, against one process per case.
- Hack: inputs checked per second with a Python generator and brute
  force, against a shell loop that runs the three programs once an input.
- explore.py: octal periods proven, and any game's values against a
  plain memoised mex loop (explorer/bench.py).
"""

import datetime
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import namedtuple

from common import casemodel as case_model
from common import paths
from common.errors import InternalError, UsageError
from common.userfiles import MIB, shown_size
from localjudge import build, hack, languages, stress
from localjudge.limits import INPUT_LIMIT
from localjudge.problems import Problem, problem_names
from localjudge.sandbox import Limits
from localjudge.submission import Submission

ROUNDS = 5                      # interleaved runs of each side, at least; the median counts
ROUND_SECONDS = 2.0             # and more, up to MAX_ROUNDS, until the rounds took this long:
MAX_ROUNDS = 61                 # a run of a few ms is mostly noise alone
MAX_CASES = 1000000             # cases in a solution's bench input, at most
MAX_INPUT = 16 * MIB     # bytes of it, at most
MAX_OUTPUT = 32 * MIB    # bytes a solution may print on it (fewer cases if more)
STRESS_SECONDS = 3.0
SINGLE_RUNS = 60                # runs of one process per case, for stress's baseline
AIM_SOLUTION = 1.2              # a solution's CPU time, times the floor's
# On an input of LARGE_INPUT bytes or more, a solution that reads in blocks
# (fread into a buffer, the same short reader in each) beats the floor's
# scanf clearly: its aim there. Below it, starting the program is most of
# the time, and AIM_SOLUTION holds.
AIM_LARGE = 0.8
LARGE_INPUT = 1 * MIB
AIM_JUDGE = 2.0                 # judge.py test's wall time, times the plain loop's
AIM_STRESS = 100000             # cases a second where a statement allows batches of 1000
AIM_HACK = 10                   # hack's inputs a second, times a shell loop's that starts the three programs
BATCHES_FOR_AIM = 1000
PACE_STEPS = 2000000            # the loop that tells the machine's own speed (pace())

FLOOR_SEPARATOR = b"#\n"         # between the input and the output the floor reads after it
FLOOR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "floor.c")   # the I/O floor, built as a solution is
Row = namedtuple("Row", "what ours baseline ratio aim")


def _median_pair(first, second, what="", progress=None):
    """Medians of interleaved calls of first() and second(): ROUNDS, or
    more while they take less than ROUND_SECONDS in all (up to MAX_ROUNDS);
    progress(line), if given, is told each round of what."""
    ours, theirs = [], []
    started = time.monotonic()
    while len(ours) < ROUNDS or (len(ours) < MAX_ROUNDS and time.monotonic() - started < ROUND_SECONDS):
        if progress:
            progress("bench: %s, round %d" % (what, len(ours) + 1))
        ours.append(first())
        theirs.append(second())
    return statistics.median(ours), statistics.median(theirs)


# --- Solutions against the floor -------------------------------------------------------

def _bench_cases(problem, draw, seed):
    """Cases from draw(rng, index), as many as the statement allows in one
    input, up to MAX_CASES and MAX_INPUT."""
    oracle = problem.oracle
    rng = random.Random(seed)
    wanted = min(MAX_CASES, oracle.FRAMING.max_cases or MAX_CASES)
    chosen, size = [], 0
    while len(chosen) < wanted and size < MAX_INPUT:
        case = draw(rng, len(chosen))
        chosen.append(case)
        size += sum(len(line) + 1 for line in oracle.write_case(case))
    return chosen


def largest_input(problem, seed=1):
    """The problem's bench input: random cases up to its bounds, half of
    them first-player wins."""
    return _bench_cases(problem, lambda rng, index: problem.oracle.random_case(rng, index % 2 == 0), seed)


def worst_input(problem, seed=1):
    """The problem's costliest input: cases as costly to answer as its
    statement allows (the oracle's worst_case), or None if it names none."""
    worst_case = getattr(problem.oracle, "worst_case", None)
    return _bench_cases(problem, lambda rng, index: worst_case(rng), seed) if worst_case else None


def solution_row(problem, source, progress=None, worst=False):
    """A Row: the source's CPU time on the problem's largest input (its
    worst input if worst), against the floor's; progress(line) is told each
    round. A UsageError for a problem without an oracle."""
    oracle = problem.oracle
    if oracle is None:
        raise UsageError("%s has no oracle to make its largest input" % problem.name)
    cases = worst_input(problem) if worst else largest_input(problem)
    limits = Limits(max(10, problem.time_limit), max(problem.memory_limit, 256), MAX_OUTPUT * 2 // MIB)
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as folder, \
            Submission(source, limits, problem.dialect) as submission, \
            Submission(FLOOR, limits, build.DIALECTS["local"], helper=True) as floor:
        if not submission.compile_ok:
            return Row("%s: %s" % (problem.name, source), "Compilation Error", "", "", "")
        given = os.path.join(folder, "input")
        while True:
            with open(given, "w") as data:
                data.write(case_model.write_input(oracle, cases))
            run = submission.execute(given)[0]
            kept = cases_that_fit(len(cases), os.path.getsize(given), len(run.stdout))
            if kept == len(cases):
                break
            cases = cases[:kept]
        size = os.path.getsize(given)
        floored = os.path.join(folder, "floor-input")
        with open(given, "rb") as data, open(floored, "wb") as out:
            out.write(data.read() + FLOOR_SEPARATOR + run.stdout)
        if not floor.compile_ok:
            raise InternalError("the I/O floor %s does not build: %s" % (paths.shown_path(FLOOR),
                                                                        floor.compile_messages.strip()[-200:]))

        def floor_cpu():
            floor_run = floor.execute(floored)[0]
            if floor_run.exit_code != 0 or floor_run.stdout != run.stdout:
                raise InternalError("the I/O floor did not read %s's input through: exit status %s"
                                    % (problem.name, floor_run.exit_code))
            return floor_run.cpu
        ours, theirs = _median_pair(lambda: submission.execute(given)[0].cpu, floor_cpu, problem.name, progress)
    what = "%s, %d %scases, %s" % (problem.name, len(cases), "worst " if worst else "", shown_size(size))
    return Row(what, "%.3f s" % ours, "%.3f s" % theirs, _ratio(ours, theirs),
               solution_aim(problem, size))


def cases_that_fit(count, input_bytes, output_bytes):
    """How many of count cases, whose input and a solution's output are so
    long, a bench input keeps: all, or about half of what fits, at least
    one. The output must be at most MAX_OUTPUT, and the floor reads the
    input and the output together, which the judge takes as an input of at
    most INPUT_LIMIT bytes."""
    allowed = min(MAX_OUTPUT, INPUT_LIMIT - input_bytes - len(FLOOR_SEPARATOR))
    if output_bytes <= allowed or count < 2:
        return count
    return max(1, count * max(allowed, 0) // output_bytes // 2)


def solution_aim(problem, input_bytes):
    """The aim for a solution's CPU time against the floor on an input of
    input_bytes: AIM_LARGE on a large input, else AIM_SOLUTION, unless its
    statement says why it does more work than reading (and gives its own
    aim, or none)."""
    if not problem.bench_work:
        return "<= %gx" % (AIM_LARGE if input_bytes >= LARGE_INPUT else AIM_SOLUTION)
    return ("<= %gx; " % problem.bench_aim if problem.bench_aim else "") + "more work than reading: see below"



def _ratio(ours, theirs):
    return "%.2fx" % (ours / theirs) if theirs > 0 else "-"


# --- The judge against a plain loop ------------------------------------------------------

def judge_row():
    """A Row: judge.py test over all data against a plain POSIX shell loop
    (/bin/sh, dash on Debian: bash costs nearly twice as much to start its
    commands) that runs each reference binary on each input and compares
    with cmp."""
    names = problem_names()
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as folder:
        lines = ["set -e"]
        for name in names:
            binary = os.path.join(folder, name)
            subprocess.run(["gcc", "-O2", "-DONLINE_JUDGE", Problem(name).solution, "-o", binary, "-lm"],
                           check=True)
            for test in Problem(name).tests():
                lines.append("%s < %s > %s/out; cmp -s %s/out %s" % (binary, test.input, folder, folder, test.answer))
        script = os.path.join(folder, "loop.sh")
        with open(script, "w") as out:
            out.write("\n".join(lines) + "\n")
        command = [sys.executable, os.path.join(paths.ROOT, "judge.py"), "test"]
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)      # warm the build cache
        ours, theirs = _median_pair(lambda: _wall(command), lambda: _wall(["/bin/sh", script]))
    return Row("judge.py test, all data, against a /bin/sh loop of run and cmp", "%.2f s" % ours, "%.2f s" % theirs,
               _ratio(ours, theirs),
               "<= %gx" % AIM_JUDGE)


def _wall(command):
    started = time.monotonic()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.monotonic() - started


# --- Stress against one process per case ---------------------------------------------------

def stress_row(problem):
    """A Row: cases stress checks a second, as judge.py stress runs on its
    own, against running the solution once per case."""
    command = [sys.executable, os.path.join(paths.ROOT, "judge.py"), "stress", problem.name, "--seed", "1",
               "--time", str(STRESS_SECONDS), "--json"]
    outcome = json.loads(subprocess.run(command, stdout=subprocess.PIPE).stdout)       # a difference is no failure here
    ours = outcome["cases"] / outcome["seconds"]
    oracle, rng = problem.oracle, random.Random(2)
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as folder:
        binary = os.path.join(folder, "solution")
        subprocess.run(["gcc", "-O2", problem.solution, "-o", binary, "-lm"], check=True)
        inputs = [case_model.write_input(oracle, [oracle.random_case(rng, i % 2 == 0)]).encode()
                  for i in range(SINGLE_RUNS)]
        started = time.monotonic()
        for data in inputs:
            subprocess.run([binary], input=data, stdout=subprocess.DEVNULL, check=True)
        theirs = SINGLE_RUNS / (time.monotonic() - started)
    batch = stress.batch_size(oracle)
    aim = "costlier cases: see below" if problem.stress_work else \
        ">= %d/s" % AIM_STRESS if batch >= BATCHES_FOR_AIM else "(batches of %d)" % batch
    return Row("stress %s" % problem.name, "%.0f/s" % ours, "%.0f/s" % theirs, _ratio(ours, theirs), aim)


# --- Hack against a shell loop --------------------------------------------------------------

HACK_PROBLEM = "brave-game"
HACK_GENERATOR = """import random, sys
rng = random.Random(int(sys.argv[1]) * 1000 + int(sys.argv[2]))
count = rng.randint(1, 3)
print(count)
for _ in range(count):
    print(rng.randint(1, 30), rng.randint(1, 10))
"""
HACK_BRUTE = """import sys
numbers = [int(word) for word in sys.stdin.read().split()]
for i in range(numbers[0]):
    n, m = numbers[1 + 2 * i], numbers[2 + 2 * i]
    won = [False] * (n + 1)
    for stones in range(1, n + 1):
        won[stones] = any(not won[stones - take] for take in range(1, min(m, stones) + 1))
    print("first" if won[n] else "second")
"""
HACK_SECONDS = 3.0
HACK_LOOP_CASES = 40


def hack_row():
    """A Row: inputs judge.py hack checks a second with a Python generator
    and brute force (brave-game's, small), against a /bin/sh loop that runs
    the generator, the brute force and the solution once an input and
    compares with cmp."""
    problem = Problem(HACK_PROBLEM)
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as folder:
        generator, brute = os.path.join(folder, "gen.py"), os.path.join(folder, "brute.py")
        for path, text in ((generator, HACK_GENERATOR), (brute, HACK_BRUTE)):
            with open(path, "w") as out:
                out.write(text)
        outcome = hack.hack(problem.solution, brute, generator, seconds=HACK_SECONDS, problem=problem)
        ours = sum(outcome.tried.values()) / outcome.seconds
        binary = os.path.join(folder, "solution")
        subprocess.run(["gcc", "-O2", problem.solution, "-o", binary, "-lm"], check=True)
        python = languages.tool("python3", "python3")
        lines = ["%s %s %d %d > %s/in; %s %s < %s/in > %s/ans; %s < %s/in > %s/out; cmp -s %s/out %s/ans" % (
            python, generator, seed, 1 + seed // 10, folder, python, brute, folder, folder, binary, folder, folder,
            folder, folder) for seed in range(HACK_LOOP_CASES)]
        script = os.path.join(folder, "loop.sh")
        with open(script, "w") as out:
            out.write("\n".join(lines) + "\n")
        theirs = HACK_LOOP_CASES / _wall(["/bin/sh", script])
    return Row("hack %s, Python generator and brute force, against a /bin/sh loop" % problem.name, "%.0f/s" % ours,
               "%.0f/s" % theirs, _ratio(ours, theirs), ">= %gx" % AIM_HACK)


# --- The table ----------------------------------------------------------------------------

def cpu_name():
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def solution_rows(problem, source, progress=None):
    """The Rows of a source: its largest input, and its worst one if the
    problem's oracle names one."""
    rows = [solution_row(problem, source, progress)]
    if hasattr(problem.oracle, "worst_case"):
        rows.append(solution_row(problem, source, progress, worst=True))
    return rows


def table(rows, problems=()):
    """The rows as a Markdown table, then why each of the problems whose
    solutions do more work than reading their input does so, and why
    stress has no aim in cases a second for those whose cases cost more."""
    header = ["| what | ours | floor or baseline | ratio | aim |", "|---|---|---|---|---|"]
    lines = header + ["| %s |" % " | ".join(row) for row in rows]
    for title, why in (("More work than reading the input:", "bench_work"),
                       ("Costlier cases for stress:", "stress_work")):
        said = ["- %s: %s" % (problem.name, getattr(problem, why)) for problem in problems if getattr(problem, why)]
        if said:
            lines += ["", title, ""] + said
    return "\n".join(lines)


def pace():
    """Milliseconds a fixed loop of Python takes now: how fast the machine
    itself is at the moment (a small virtual machine was seen to run at
    half its speed for minutes at a time), for reading the rest."""
    started = time.perf_counter()
    total = 0
    for i in range(PACE_STEPS):
        total += i
    return (time.perf_counter() - started) * 1000


def explorer_rows():
    """The explorer's rows (explore.py bench: its engine proving octal
    periods, and explore.py game against a plain memoised mex loop), from
    explore.py itself: the judge imports nothing of the explorer."""
    done = subprocess.run([sys.executable, os.path.join(paths.ROOT, "explore.py"), "bench"], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE)
    if done.returncode != 0:
        raise InternalError("explore.py bench failed: %s" % done.stderr.decode("utf-8", "replace").strip()[-300:])
    return [Row(*row) for row in json.loads(done.stdout.decode())]


def run_all(out=sys.stdout):
    """The whole benchmark; prints each row as it is measured, then writes
    the table to build/bench.md. Returns the table's text."""
    before = pace()
    title = "make bench, %s, %s, %d cores" % (datetime.date.today().isoformat(), cpu_name(), os.cpu_count() or 1)
    print(title, file=out, flush=True)
    rows = []

    def measured(row):
        rows.append(row)
        print("  " + " | ".join(row), file=out, flush=True)

    problems = [Problem(name) for name in problem_names()]
    for problem in problems:
        for row in solution_rows(problem, problem.solution):
            measured(row)
    measured(judge_row())
    measured(hack_row())
    for problem in problems:
        measured(stress_row(problem))
    for row in explorer_rows():                 # explore.py's engine proving octal periods, and game
        measured(row)
    paced = "The machine's pace (%d steps of a Python loop): %.0f ms before, %.0f ms after." % (
        PACE_STEPS, before, pace())
    text = "# %s\n\n%s\n\n%s\n" % (title, paced, table(rows, problems))
    os.makedirs(paths.BUILD_DIR, exist_ok=True)
    with open(os.path.join(paths.BUILD_DIR, "bench.md"), "w") as written:
        written.write(text)
    print("\n%s\n\n%s" % (paced, table(rows, problems)), file=out)
    print("written to %s" % os.path.relpath(os.path.join(paths.BUILD_DIR, "bench.md")), file=out)
    return text
