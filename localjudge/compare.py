"""How a program's output is judged: pure functions of bytes and cases.

With an answer file, as HDU compares (its FAQ, and POJ alike): trailing
blanks at line ends, trailing blank lines and CRLF do not matter; other
differences in blanks or line breaks are a Presentation Error; anything
else is a Wrong Answer. With a problem's checker (several right answers),
each case's output lines are judged by the checker instead.
"""

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
    if strict:
        same = _without_final_newline(output) == _without_final_newline(answer)
    else:
        same = normal_lines(output) == normal_lines(answer)
    if same:
        return Verdict.ACCEPTED
    if output.split() == answer.split():
        return Verdict.PRESENTATION_ERROR
    return Verdict.WRONG_ANSWER


def first_difference(output, answer):
    """(line number, expected line, actual line) of the first line that
    differs once the blanks HDU ignores are dropped, or None. A missing
    line is None."""
    got, want = normal_lines(output), normal_lines(answer)
    for index in range(max(len(got), len(want))):
        actual = got[index] if index < len(got) else None
        expected = want[index] if index < len(want) else None
        if actual != expected:
            return index + 1, expected, actual
    if output != answer:
        # Equal lines but different bytes: strict mode, or a blank that moved.
        for index, (a, b) in enumerate(zip(output.split(b"\n"), answer.split(b"\n"))):
            if a != b:
                return index + 1, b, a
    return None


def checker_lines(output):
    """A program's output as a checker reads it: text lines with their
    blanks folded to single spaces, blank lines dropped."""
    text = output.decode("utf-8", "replace")
    return [" ".join(line.split()) for line in text.splitlines() if line.split()]


def check_cases(check, cases, counts, output):
    """(verdict, index, what is wrong) for output bytes judged case by case:
    counts[i] output lines belong to cases[i], and check(case, lines) says
    what is wrong with them (None if nothing). index is the first case
    judged wrong (len(cases) for extra output), or None when Accepted."""
    lines = checker_lines(output)
    start = 0
    for index, (case, count) in enumerate(zip(cases, counts)):
        piece = lines[start:start + count]
        start += count
        if len(piece) < count:
            return Verdict.WRONG_ANSWER, index, "the output ends before this case's answer"
        wrong = check(case, piece)
        if wrong:
            return Verdict.WRONG_ANSWER, index, wrong
    if start < len(lines):
        return Verdict.WRONG_ANSWER, len(cases), "output after the last case's answer"
    return Verdict.ACCEPTED, None, ""
