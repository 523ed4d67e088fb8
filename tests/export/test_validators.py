"""The exported validators against what a contestant's output or a
setter's input can hold: whatever the bytes, an output validator answers
42 or 43 and an input validator refuses what the statement rules out,
each in bounded memory; and the judge's own verdict on such an output is
a Wrong Answer, never an internal error.

Each problem's validator is run as it ships (python3 -I, nothing of the
project on the path); the many mutations of one problem go through one
process that calls the validator's own entry points, as its main does."""

import json
import random
import resource
import subprocess
import sys

import pytest

from conftest import PROBLEMS
from common import casemodel as cases
from localjudge import compare, export
from localjudge.problems import Problem
from localjudge.verdicts import Verdict

# Tokens no input and no answer of any problem holds: non-ASCII digits and
# blanks, numbers of thousands of digits, other spellings of numbers, NUL.
NEVER_RIGHT = ["²", "٣", "9" * 5000, "-" + "1" * 4400, "1e9", "0x10", "+1", "\x00", "1\u00a02", "ｘ"]
# Tokens some statement might allow somewhere, and so only never a crash.
ODD = ["-0", "007", "-1", "0", "2147483648", "-9223372036854775809", "First", "Second", "draw", "$", "x", "."]

# Runs in the validator's process: MODULES loaded once, then each mutation
# through validate_input or validate_output with stdin replaced; prints the
# statuses, or what escaped the validator, as JSON.
DRIVER = r'''
import io, json, sys
namespace = {"__name__": "validator"}
exec(compile(open(sys.argv[1]).read(), sys.argv[1], "exec"), namespace)
namespace["load"]()
plan = json.load(open(sys.argv[2]))
statuses = []
for given, output_of in plan["runs"]:
    sys.stdin = io.TextIOWrapper(io.BytesIO(given.encode("utf-8", "surrogateescape")))
    try:
        if output_of is None:
            status = namespace["validate_input"]()
        else:
            status = namespace["validate_output"](plan["input"], plan["answer"], plan["feedback"])
    except BaseException as escaped:
        status = "%s: %s" % (type(escaped).__name__, str(escaped)[:200])
    statuses.append(status)
sys.stdout = sys.__stdout__
print(json.dumps(statuses))
'''


def run_driver(tmp_path, problem, runs, sample=None):
    """The validator's status (42, 43, or what escaped it) for each run,
    (text, None) for an input or (text, True) for an output on sample."""
    validator, driver, plan = tmp_path / "validate.py", tmp_path / "driver.py", tmp_path / "plan.json"
    validator.write_text(export.validator_source(problem))
    driver.write_text(DRIVER)
    feedback = tmp_path / "feedback"
    feedback.mkdir(exist_ok=True)
    plan.write_text(json.dumps({"runs": runs, "feedback": str(feedback),
                                "input": sample and sample.input, "answer": sample and sample.answer}))
    done = subprocess.run([sys.executable, "-I", str(driver), str(validator), str(plan)], stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, cwd="/", timeout=600)
    return json.loads(done.stdout.decode().splitlines()[-1])


def sample_of(problem):
    return next(test for test in problem.tests() if test.name.endswith("sample"))


def read(path):
    with open(path, encoding="utf-8") as given:
        return given.read()


def token_swaps(text, replacements, limit=40):
    """text with each of its first limit tokens replaced by each replacement."""
    lines = [line.split(" ") for line in text.split("\n")]
    places = [(row, column) for row, tokens in enumerate(lines) for column in range(len(tokens)) if tokens[column]]
    for row, column in places[:limit]:
        for replacement in replacements:
            changed = [list(tokens) for tokens in lines]
            changed[row][column] = replacement
            yield "\n".join(" ".join(tokens) for tokens in changed)


def noise(seed, count=30):
    """Random texts: bytes of any value (as surrogate escapes) and random ASCII."""
    rng = random.Random(seed)
    found = []
    for _ in range(count):
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
        found.append(data.decode("utf-8", "surrogateescape"))
        found.append("".join(rng.choice("0123456789 -\n\r\t") for _ in range(rng.randrange(1, 200))))
    return found


@pytest.mark.parametrize("name", PROBLEMS)
def test_an_input_validator_refuses_every_token_no_statement_allows_and_never_crashes(name, tmp_path):
    problem = Problem(name)
    text = read(sample_of(problem).input)
    refused = list(token_swaps(text, NEVER_RIGHT))
    odd = list(token_swaps(text, ODD)) + noise(name) + [
        "", "\n", text[:-1], text + text, text.replace("\n", "\r\n"), text + "\n", "\n" + text,
        text.replace(" ", "  ", 1), text + "0\n"] + [text[:cut] for cut in range(len(text))]
    statuses = run_driver(tmp_path, problem, [[given, None] for given in [text] + refused + odd])
    assert statuses[0] == 42
    assert statuses[1:1 + len(refused)] == [43] * len(refused), [
        (given, status) for given, status in zip(refused, statuses[1:]) if status != 43][:3]
    assert set(statuses[1 + len(refused):]) <= {42, 43}, [
        (given, status) for given, status in zip(odd, statuses[1 + len(refused):]) if status not in (42, 43)][:3]


@pytest.mark.parametrize("name", PROBLEMS)
def test_an_output_validator_answers_42_or_43_whatever_the_output_holds(name, tmp_path):
    problem = Problem(name)
    sample = sample_of(problem)
    answer = read(sample.answer)
    wrong = list(token_swaps(answer, NEVER_RIGHT))
    odd = list(token_swaps(answer, ODD)) + noise(name) + [
        "", "\n" * 1000, answer * 2, answer.replace("\n", "\r\n"), answer.replace("\n", "\x0b"),
        answer.replace(" ", "\u00a0"), answer.replace("\n", "\u2028"), "9" * 100000 + "\n"] + [
        answer[:cut] for cut in range(len(answer))]
    statuses = run_driver(tmp_path, problem, [[given, True] for given in [answer] + wrong + odd], sample)
    assert statuses[0] == 42
    assert statuses[1:1 + len(wrong)] == [43] * len(wrong), [
        (given, status) for given, status in zip(wrong, statuses[1:]) if status != 43][:3]
    assert set(statuses[1 + len(wrong):]) <= {42, 43}, [
        (given, status) for given, status in zip(odd, statuses[1 + len(wrong):]) if status not in (42, 43)][:3]


CHECKED = [name for name in PROBLEMS if hasattr(Problem(name).oracle, "check")]


@pytest.mark.parametrize("name", CHECKED)
@pytest.mark.parametrize("token", NEVER_RIGHT, ids=lambda token: ascii(token)[:12])
def test_the_judge_calls_an_output_with_a_token_no_answer_holds_a_wrong_answer(name, token):
    oracle = Problem(name).oracle
    asked = cases.read_cases(oracle, read(sample_of(Problem(name)).input))
    expected = cases.expected_lines(oracle, asked)
    for given in token_swaps("\n".join(expected) + "\n", [token]):
        judged = compare.judge_cases(oracle, asked, given.encode("utf-8", "surrogateescape"))
        assert judged.verdict is Verdict.WRONG_ANSWER, given


def test_a_checker_reads_only_ascii_blanks_and_digits():
    oracle = Problem("tic-tac-toe").oracle
    case, = cases.read_cases(oracle, "1\nx..\n...\n...\n")
    right, = cases.expected_lines(oracle, [case])
    result, row, column = right.split()
    assert compare.judge_cases(oracle, [case], ("%s %s %s\n" % (result, row, column)).encode()).verdict \
        is Verdict.ACCEPTED
    for given in (result + " \u0663 " + column, result + " " + row + "\u00a0" + column,
                  result + " " + row + "\u2028" + column):
        output = (given + "\n").encode()
        assert compare.judge_cases(oracle, [case], output).verdict is Verdict.WRONG_ANSWER, given


def limited(megabytes):
    """A preexec_fn: address space and CPU time bounded, so that a
    validator that grows with its input fails rather than swaps."""
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (megabytes << 20, megabytes << 20))
        resource.setrlimit(resource.RLIMIT_CPU, (120, 120))
    return limit


BIG_INPUTS = {      # name: (problem, its text, the validator's status)
    "10-MB-of-cases-a-line-each": ("cet4", lambda: "1000\n" * 2000000, 42),
    "one-line-of-40-MB": ("cet4", lambda: "1 " * 20000000 + "\n", 43),
    "a-number-of-30-million-digits": ("cet4", lambda: "9" * 30000000 + "\n", 43),
    "ten-million-blanks-in-a-line": ("cet4", lambda: "1" + " " * 10000000 + "1\n", 43),
    "the-widest-line-allowed": ("a-simple-nim", lambda: "1\n1000000\n" + "1000000000 " * 999999 + "1000000000\n", 42),
}


@pytest.mark.parametrize("name", sorted(BIG_INPUTS))
def test_an_input_validator_reads_any_input_in_bounded_memory(name, tmp_path):
    problem, text, status = BIG_INPUTS[name]
    validator, given = tmp_path / "validate.py", tmp_path / "given.in"
    validator.write_text(export.validator_source(Problem(problem)))
    given.write_text(text())
    with open(str(given), "rb") as stdin:
        done = subprocess.run([sys.executable, "-I", str(validator)], stdin=stdin, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, cwd="/", preexec_fn=limited(400), timeout=600)
    assert done.returncode == status


@pytest.mark.parametrize("name", CHECKED)
def test_a_checker_problems_validator_exits_43_on_a_superscript_two(name, tmp_path):
    problem = Problem(name)
    sample = sample_of(problem)
    validator, feedback = tmp_path / "validate.py", tmp_path / "feedback"
    validator.write_text(export.validator_source(problem))
    feedback.mkdir()
    output = read(sample.answer).replace("1", "²").encode()
    done = subprocess.run([sys.executable, "-I", str(validator), sample.input, sample.answer, str(feedback)],
                          input=output, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd="/", timeout=60)
    assert done.returncode == 43 and not done.stderr
    assert (feedback / "judgemessage.txt").read_text().startswith("Wrong Answer")


@pytest.mark.parametrize("name", ["cet4"] + CHECKED)
def test_an_output_validator_reads_a_huge_output_in_the_memory_and_time_of_the_answer(name, tmp_path):
    """50 MB of `1 1 1 ...` on the sample: the answer decides how much is
    read and kept (the validator stops at what cannot be right), not what a
    contestant prints. 200 MiB of address space and 20 s of CPU time at most."""
    problem = Problem(name)
    sample = sample_of(problem)
    validator, feedback, output = tmp_path / "validate.py", tmp_path / "feedback", tmp_path / "output"
    validator.write_text(export.validator_source(problem))
    feedback.mkdir()
    output.write_bytes(b"1 " * 25000000 + b"\n")

    def bounded():
        resource.setrlimit(resource.RLIMIT_AS, (200 << 20, 200 << 20))
        resource.setrlimit(resource.RLIMIT_CPU, (20, 20))
    with open(str(output), "rb") as stdin:
        done = subprocess.run([sys.executable, "-I", str(validator), sample.input, sample.answer, str(feedback)],
                              stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd="/",
                              preexec_fn=bounded, timeout=120)
    assert done.returncode == 43 and not done.stderr, done.stderr[-500:]
    assert (feedback / "judgemessage.txt").read_text().startswith("Wrong Answer")


@pytest.mark.parametrize("output, verdict", [
    (b"Kiki\nCici\n" + b" " * (4 << 20) + b"\n\n\n", Verdict.ACCEPTED),       # trailing blanks, megabytes of them
    (b"Kiki\n" + b"\n" * 100000 + b"Cici\n", Verdict.PRESENTATION_ERROR),    # blank lines between lines
    (b"Kiki\nCici\n" + b"x" * (4 << 20), Verdict.WRONG_ANSWER),
])
def test_the_streaming_comparison_is_hdus_on_outputs_far_larger_than_the_answer(output, verdict):
    import io
    got, head = compare.compare_stream(io.BytesIO(output).read, b"Kiki\nCici\n")
    assert got is verdict is compare.compare(output, b"Kiki\nCici\n") and len(head) <= 20 + compare.CHUNK
