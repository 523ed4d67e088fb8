"""How a program's output is judged: pure functions of bytes and cases.

With an answer file, as HDU compares (its FAQ, and POJ alike): trailing
blanks at line ends, trailing blank lines and CRLF do not matter; other
differences in blanks or line breaks are a Presentation Error, a blank
missing between two tokens (`Case 1:lose` for `Case 1: lose`) or one too
many inside a token included (what is left with every blank and line
break taken out is the same); anything else is a Wrong Answer. With a problem's checker (several right answers),
each case's output lines are judged by the checker instead.
"""

from dataclasses import dataclass, field
from typing import List, Optional

from common import casemodel as case_model
from localjudge.verdicts import Verdict


def normal_lines(data):
    """Lines without CR, without blanks at their ends, without blank lines
    at the end: what HDU ignores."""
    lines = [line.rstrip(b" \t\r") for line in data.replace(b"\r\n", b"\n").split(b"\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def _without_final_newline(data):
    return data[:-1] if data.endswith(b"\n") else data


def compare(output, answer, strict=False):
    """The verdict for a program's output against the answer (both bytes).

    Accepted when they are equal once CRLF, trailing blanks of lines and
    trailing blank lines are ignored (with strict: equal bytes apart from a
    final newline); Presentation Error when only the blanks or line breaks
    between tokens differ; Wrong Answer otherwise.
    """
    if output == answer:
        return Verdict.ACCEPTED
    if strict:
        same = _without_final_newline(output) == _without_final_newline(answer)
    else:
        same = normal_lines(output) == normal_lines(answer)
    if same:
        return Verdict.ACCEPTED
    if unblanked(output) == unblanked(answer):
        return Verdict.PRESENTATION_ERROR
    return Verdict.WRONG_ANSWER


def unblanked(data):
    """data with every blank and line break taken out: what is the same in
    an output that differs from the answer only in its format."""
    return b"".join(data.split())


CHUNK = 1 << 16                  # bytes of an output read at once by the streaming judgements
BLANKS = b" \t\r"


def compare_stream(read, answer):
    """compare(output, answer) for an output read a CHUNK at a time
    (read(n) -> bytes, b"" at its end), in memory that follows the answer,
    not the output: (the verdict, the output's first bytes, up to twice the
    answer's size and a CHUNK, for a report). Exact: what compare() gives
    for the whole output."""
    want_lines, want_solid = normal_lines(answer), unblanked(answer)
    keep, head, held = 2 * len(answer) + CHUNK, [], 0
    same = True                  # every output line so far equals the answer's (as normal_lines sees them)
    solid_same, at = True, 0     # the output's bytes but blanks so far equal want_solid's first `at`
    line, number = bytearray(), 0    # the line being read (its trailing blanks cut short), and its index

    def wanted(index):
        return want_lines[index] if index < len(want_lines) else b""    # past the answer: blank lines only

    while True:
        chunk = read(CHUNK)
        if not chunk:
            break
        if held < keep:
            head.append(chunk[:keep - held])
            held += len(head[-1])
        parts = chunk.split(b"\n")
        for index, part in enumerate(parts):
            if index:                                 # a line ended before this part
                same = same and bytes(line).rstrip(BLANKS) == wanted(number)
                line, number = bytearray(), number + 1
            if solid_same:
                solid = unblanked(part)
                solid_same = want_solid[at:at + len(solid)] == solid
                at += len(solid)
            if same:
                line.extend(part)
                limit = len(wanted(number))
                if len(line) > limit + CHUNK:
                    if len(line.rstrip(BLANKS)) > limit:
                        same = False                  # longer than the answer's line: it cannot equal it
                    del line[limit + 1:]              # past the limit all is blank: keep it short
        if not same and not solid_same:
            break                                     # a Wrong Answer whatever follows
    if same and line:
        same = bytes(line).rstrip(BLANKS) == wanted(number)
        number += 1
    same = same and number >= len(want_lines)
    verdict = Verdict.ACCEPTED if same else Verdict.PRESENTATION_ERROR if solid_same and at == len(want_solid) \
        else Verdict.WRONG_ANSWER
    return verdict, b"".join(head)


def checker_lines_stream(read, most_lines, most_length):
    """checker_lines of an output read a CHUNK at a time, in memory that
    follows the answer: (its first text lines, up to most_lines + 1, what
    was cut or None). A line of more than most_length bytes is cut, and
    stands as one no checker takes; reading stops past most_lines lines."""
    lines, cut, line = [], None, bytearray()

    def end_line():
        nonlocal cut
        if len(line) > most_length:
            cut = "a line of more than %d bytes, far longer than any answer" % most_length
            lines.append("(a line too long to be an answer)")
        elif line.split():
            lines.append(b" ".join(bytes(line).split()).decode("utf-8", "replace"))
    while len(lines) <= most_lines and cut is None:
        chunk = read(CHUNK)
        if not chunk:
            break
        for index, part in enumerate(chunk.split(b"\n")):
            if index:
                end_line()
                line = bytearray()
            line.extend(part[:most_length + 1 - len(line)])
        if len(line) > most_length:
            end_line()                                # a Wrong Answer: no need to read on
    else:
        return lines[:most_lines + 1], cut or "more lines than the answer has"
    end_line()
    return lines[:most_lines + 1], cut


@dataclass(frozen=True)
class Difference:
    """Where output first differs from the answer."""
    line: int                         # 1-based
    column: int                       # 1-based
    expected: Optional[bytes]         # the answer's line; None for a missing line
    actual: Optional[bytes]           # the output's line; None for a missing line
    what: str                         # what differs, in words


def first_difference(output, answer, strict=False):
    """The first Difference between output and answer (bytes), as the
    comparison sees them (HDU's rules, or byte for byte if strict), or None.
    By HDU's rules a line whose tokens all match but whose blanks differ
    (a Presentation Error) is a difference too, after any line with a
    different token (the Wrong Answer); byte for byte, the first line that
    differs at all is."""
    got, want = compared_lines(output, strict), compared_lines(answer, strict)
    if not strict and got != want and unblanked(output) == unblanked(answer):
        index = next(i for i in range(max(len(got), len(want)))
                     if i >= len(got) or i >= len(want) or got[i] != want[i])
        return _blank_difference(index + 1, want[index] if index < len(want) else None,
                                 got[index] if index < len(got) else None)
    for index in range(max(len(got), len(want))):
        actual = got[index] if index < len(got) else None
        expected = want[index] if index < len(want) else None
        if actual != expected and (strict or actual is None or expected is None or actual.split() != expected.split()):
            return _line_difference(index + 1, expected, actual)
    for index in range(min(len(got), len(want))):
        if got[index] != want[index]:
            return _line_difference(index + 1, want[index], got[index])
    return None


def compared_lines(data, strict=False):
    """The lines of output or answer as the comparison sees them: without
    what HDU ignores (normal_lines), or exactly as written but a final
    newline if strict."""
    if not strict:
        return normal_lines(data)
    return (data[:-1] if data.endswith(b"\n") else data).split(b"\n")


def _line_difference(line, expected, actual):
    if actual is None:
        return Difference(line, 1, expected, None, "the output ends before this line")
    if expected is None:
        return Difference(line, 1, None, actual, "an extra line after the answer's last")
    if not actual.strip() and expected.strip():
        return Difference(line, 1, expected, actual, "an empty line where the answer has text")
    column = next((i for i, (a, b) in enumerate(zip(actual, expected)) if a != b),
                  min(len(actual), len(expected))) + 1
    if actual.split() == expected.split():
        what = "the same tokens, but the blanks between them differ"
        if actual.endswith(b"\r") and actual[:-1] == expected:
            what = "a carriage return at the end of the line"
        elif actual.rstrip(b" \t") == expected:
            what = "blanks at the end of the line"
    elif actual.lower().split() == expected.lower().split():
        what = "the letters differ only in case"
    else:
        tokens, wanted = actual.split(), expected.split()
        index = next(i for i, (a, b) in enumerate(zip(tokens + [None], wanted + [None])) if a != b)
        column = _token_column(actual, index) if index < len(tokens) else len(actual) + 1
        what = "token %d %s" % (index + 1, "is missing" if index >= len(tokens) else
                                "is one too many" if index >= len(wanted) else "differs")
    return Difference(line, column, expected, actual, what)


def _blank_difference(line, expected, actual):
    """The Difference at the first blank or line break where an output that
    differs only in its format (a Presentation Error) parts from the answer."""
    if actual is None or expected is None or not actual.strip() or actual.split() == expected.split():
        return _line_difference(line, expected, actual)
    column = next((i for i, (a, b) in enumerate(zip(actual, expected)) if a != b), min(len(actual), len(expected)))
    blanks = b" \t\r"
    if column >= len(actual):
        what = "the line ends here, where the answer goes on: a line break where the answer has %s" % (
            "a blank" if expected[column:column + 1] in (b" ", b"\t") else "none")
    elif column >= len(expected):
        what = "the answer's line ends here: the output goes on where the answer breaks the line"
    elif actual[column:column + 1] in (b" ", b"\t") and expected[column:column + 1] not in blanks:
        what = "a blank where the answer has none"
    elif expected[column:column + 1] in (b" ", b"\t"):
        what = "a blank missing: the answer has one here"
    else:
        what = "the same tokens, but the blanks between them differ"
    return Difference(line, column + 1, expected, actual, what)


def _token_column(line, index):
    """The 1-based column where token index (0-based) of line starts."""
    column, seen, inside = 0, -1, False
    for column, char in enumerate(line):
        blank = char in b" \t\r"
        if not blank and not inside:
            seen += 1
            if seen == index:
                return column + 1
        inside = not blank
    return len(line) + 1


def checker_lines(output):
    """A program's output as a checker reads it: text lines with their
    blanks folded to single spaces, blank lines dropped. Blanks and line
    ends are ASCII ones, as C's scanf sees them."""
    return [b" ".join(line.split()).decode("utf-8", "replace") for line in output.split(b"\n") if line.split()]


@dataclass
class CasesJudged:
    """The output of a run on a list of cases, judged case by case."""
    verdict: Verdict
    expected: List[str]          # the oracle's lines
    output: List[str] = field(default_factory=list)   # the program's lines as judged; [] if Accepted
    wrong: List[int] = field(default_factory=list)    # cases answered wrong, len(cases) for lines past
    #                                                   the last answer; [] if Accepted
    message: str = ""            # what the checker found wrong in the first wrong case


def judge_cases(oracle, cases, output, verdict=None, answers=None, lines=None):
    """The one judgement of a program's output (bytes) on cases: by the
    oracle's checker (oracle.check(case, lines) says what is wrong) where
    it has one, else by HDU's comparison with the oracle's answers (worked
    out here unless given). A verdict the run already earned (a crash, a
    limit) stands; the output is still matched to the cases, to tell which
    it answered wrong. For a checker, lines may be the output's
    checker_lines, read already (checker_lines_stream)."""
    if answers is None:
        answers = case_model.answers(oracle, cases)
    expected = [line for lines in answers for line in lines]
    checked = hasattr(oracle, "check")
    message = ""
    if verdict is None and checked:
        lines = checker_lines(output) if lines is None else lines
        # The oracle's own lines pass its checker (tests hold every checker to it).
        first = None if lines == expected else next(_case_faults(oracle, cases, answers, lines), None)
        verdict, message = (Verdict.WRONG_ANSWER, first[1]) if first else (Verdict.ACCEPTED, "")
    elif verdict is None:
        verdict = compare(output, "".join(line + "\n" for line in expected).encode())
    if verdict is Verdict.ACCEPTED:
        return CasesJudged(verdict, expected)
    if lines is None:
        lines = checker_lines(output) if checked else \
            [line.decode("utf-8", "replace") for line in normal_lines(output)]
    wrong = [index for index, _ in _case_faults(oracle, cases, answers, lines)]
    return CasesJudged(verdict, expected, lines, wrong, message)


def _case_faults(oracle, cases, answers, lines):
    """(index, what is wrong) for each case whose lines are wrong or
    missing, in order, and (len(cases), ...) if lines follow the last
    answer: answers[i] tells how many lines are case i's. The oracle's
    own lines are right, and its checker is asked only about others."""
    check = getattr(oracle, "check", None)
    start = 0
    for index, (case, wanted) in enumerate(zip(cases, answers)):
        piece = lines[start:start + len(wanted)]
        start += len(wanted)
        if len(piece) < len(wanted):
            yield index, "the output ends before this case's answer"
            continue
        fault = None if piece == wanted else check(case, piece) if check else "its answer differs"
        if fault:
            yield index, fault
    if start < len(lines):
        yield len(cases), "output after the last case's answer"


# --- Differences, for a person ---------------------------------------------------------

SHOWN_WIDTH = 200           # characters shown of one line of an input or an output


def shown_line(line, width=SHOWN_WIDTH):
    """A line of an input or an output, cut to width characters."""
    return line if len(line) <= width else "%s... (%d more characters)" % (line[:width], len(line) - width)


WINDOW = 30        # characters shown on each side of a difference


def describe(difference, where=""):
    """The lines a person reads for a compare.Difference: where it is, what
    differs, and both lines in a window around the column, with a caret."""
    blanks = "blank" in difference.what or "carriage" in difference.what
    start = max(0, difference.column - 1 - WINDOW)

    def excerpt(line):
        if line is None:
            return "(no line)"
        if not line.strip():
            return "(empty line)" if not line else "(a line of blanks only)"
        text = line.decode("utf-8", "replace").replace("\t", "\\t").replace("\r", "\\r")
        if blanks:
            text = text.replace(" ", "\u00b7")
        end = difference.column - 1 + WINDOW
        return ("..." if start else "") + text[start:end] + ("..." if len(text) > end else "")

    caret = (3 if start else 0) + difference.column - 1 - start
    return "\n".join([
        "first difference at output line %d, column %d%s: %s" % (
            difference.line, difference.column, " (%s)" % where if where else "", difference.what),
        "  expected: " + excerpt(difference.expected),
        "  actual:   " + excerpt(difference.actual),
        "            " + " " * caret + "^"])
