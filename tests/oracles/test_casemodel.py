"""The case model (common/casemodel.py): strict and lenient reading in each
framing, writing, layout variants, and the shapes stress shrinks over."""

import io
from collections import namedtuple

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from localjudge import stress

Pair, read_pair, write_pair = cases.single_line("Pair", [("a", 1, 9), ("b", 1, 9)])
Piles = namedtuple("Piles", "piles")


class Framed:
    """A test oracle: pairs of numbers 1..9 in a framing."""

    def __init__(self, framing, multi_line=False):
        self.FRAMING = framing
        if multi_line:        # n on a line, then n numbers
            self.read_case = lambda lines: Piles(lines.int_list(lines.ints(("n", 1, 5))[0], "pile", 1, 9))
            self.write_case = lambda case: [str(len(case.piles)), " ".join(map(str, case.piles))]
        else:
            self.read_case, self.write_case = read_pair, write_pair


UNTIL_END = Framed(cases.UntilEnd())
TERMINATED = Framed(cases.Terminator("0 0"))
COUNTED = Framed(cases.CountFirst(1, 3), multi_line=True)


@pytest.mark.parametrize("oracle, text, line, words", [
    (UNTIL_END, "1 2\r\n", 1, "carriage return"),
    (UNTIL_END, "1 2\n\n3 4\n", 2, "blank line"),
    (UNTIL_END, "1  2\n", 1, "blanks"),
    (UNTIL_END, " 1 2\n", 1, "blanks"),
    (UNTIL_END, "1 2 \n", 1, "blanks"),
    (UNTIL_END, "1 2\n3 4", 2, "no newline at the end"),
    (UNTIL_END, "1 2\n3\n", 2, "expected 2 integers, got 1"),
    (UNTIL_END, "1 x\n", 1, "expected an integer for b, got 'x'"),
    (UNTIL_END, "1 2\n03 4\n", 2, "a = '03': the statement's integers have no leading 0"),
    (UNTIL_END, "1 -0\n", 1, "b = '-0'"),
    (UNTIL_END, "1 ²\n", 1, "expected an integer for b, got '²'"),
    (UNTIL_END, "1 ٣\n", 1, "expected an integer for b"),
    (UNTIL_END, "1 %s\n" % ("9" * 5000), 1, "b = '999999999999999999999999'... (5000 characters) is outside 1..9"),
    (UNTIL_END, "1\u00a02\n", 1, "blanks other than one space"),
    (UNTIL_END, "1\t2\n", 1, "blanks other than one space"),
    (UNTIL_END, "1 2 3 4 5\n", 1, "expected 2 integers, got 5"),
    (UNTIL_END, "1 2\n3 10\n", 2, "b = 10 is outside 1..9"),
    (TERMINATED, "1 2\n3 4\n", 3, "ends without the line '0 0'"),
    (TERMINATED, "0 0\n", 1, "no test case"),
    (UNTIL_END, "", 1, "no test case"),
    (TERMINATED, "1 2\n0 0\n3 4\n", 3, "after the terminator"),
    (COUNTED, "2\n1\n5\n", 4, "ends early"),
    (COUNTED, "1\n1\n5\n2\n", 4, "more lines than the 1 cases"),
    (COUNTED, "4\n", 1, "the number of cases = 4 is outside 1..3"),
    (COUNTED, "1\n2\n5\n", 3, "expected 2 integers, got 1"),
])
def test_strict_reading_names_the_line_and_what_is_wrong(oracle, text, line, words):
    with pytest.raises(InputError) as error:
        cases.read_input(oracle, text)
    assert str(error.value).startswith("line %d: " % line)
    assert words in str(error.value)


@pytest.mark.parametrize("oracle, text, expected", [
    (UNTIL_END, "\r\n 1   2 \r\n\r\n3 4", [Pair(1, 2), Pair(3, 4)]),
    (UNTIL_END, "01 -0\n", None),          # b = 0 is out of range, but read as a number
    (UNTIL_END, "01 002\n", [Pair(1, 2)]),
    (TERMINATED, "1 2\n3 4", [Pair(1, 2), Pair(3, 4)]),
    (TERMINATED, "1 2\n0 0\n3 4\n", [Pair(1, 2)]),
    (COUNTED, "1\n2\n5 6\n9 9 9\n", [Piles([5, 6])]),
])
def test_lenient_reading_takes_what_a_tolerant_program_would(oracle, text, expected):
    if expected is None:
        with pytest.raises(InputError, match="b = 0 is outside"):
            cases.read_cases(oracle, text, strict=False)
    else:
        assert cases.read_cases(oracle, text, strict=False) == expected


def test_a_stream_reads_as_its_text_does_a_line_at_a_time():
    text = cases.write_input(COUNTED, [Piles([1, 2, 3]), Piles([9])])
    assert cases.read_input(COUNTED, io.BytesIO(text.encode())) == cases.read_input(COUNTED, text)
    stream = io.BytesIO(b"1 2\n3 x\n" + b"4 5\n" * 1000)
    with pytest.raises(InputError, match="^line 2: expected an integer for b"):
        for _ in cases.parse_input(UNTIL_END, stream):
            pass
    assert stream.tell() == len("1 2\n3 x\n")         # nothing read past the line at fault
    for source in ("1 " * cases.MAX_LINE + "\n", io.BytesIO(b"1 " * cases.MAX_LINE + b"\n")):
        with pytest.raises(InputError, match="^line 1: longer than %d characters" % cases.MAX_LINE):
            cases.read_cases(UNTIL_END, source)


@pytest.mark.parametrize("oracle, written", [
    (UNTIL_END, [Pair(1, 2), Pair(3, 4)]),
    (TERMINATED, [Pair(1, 2), Pair(3, 4)]),
    (COUNTED, [Piles([1, 2, 3]), Piles([9])]),
])
def test_what_is_written_reads_back_strictly_and_every_layout_leniently(oracle, written):
    text = cases.write_input(oracle, written)
    assert cases.read_cases(oracle, text) == written
    for name, variant in cases.layout_variants(oracle, written):
        assert variant != text, name
        assert cases.read_cases(oracle, variant, strict=False) == written, name
        with pytest.raises(InputError):
            cases.read_cases(oracle, variant)


def test_a_count_first_input_writes_its_count_and_cases_span_lines():
    assert cases.write_input(COUNTED, [Piles([1, 2]), Piles([3])]) == "2\n2\n1 2\n1\n3\n"
    assert [p.line for p in cases.read_input(COUNTED, "2\n2\n1 2\n1\n3\n")] == [2, 4]


def test_layouts_of_a_terminated_input_include_the_missing_terminator():
    names = [name for name, _ in cases.layout_variants(TERMINATED, [Pair(1, 2)])]
    assert "no-terminator" in names and "after-terminator" in names
    assert "no-terminator" not in [name for name, _ in cases.layout_variants(UNTIL_END, [Pair(1, 2)])]


def test_is_valid_is_the_validator_on_one_case():
    assert cases.is_valid(UNTIL_END, Pair(9, 1))
    assert not cases.is_valid(UNTIL_END, Pair(0, 1))
    assert not cases.is_valid(COUNTED, Piles([]))


def test_symbols_reads_a_word_as_indexes_in_the_alphabet_and_names_what_is_wrong():
    lines = cases.Lines("x.o\nx o\nxq.\nxx\n")
    assert lines.symbols("row 1", ".xo", 3, 3) == [1, 0, 2]
    assert cases.symbol_word([1, 0, 2], ".xo") == "x.o"
    for name, words in (("row 2", "line 2: expected row 2, one word"), ("row 3", "line 3: row 3 holds 'q'"),
                        ("row 4", "line 4: row 4 has 2 characters, outside 3..3")):
        with pytest.raises(InputError, match="^" + words):
            lines.symbols(name, ".xo", 3, 3)


def test_counted_lines_read_a_count_then_that_many_values_and_write_them_back():
    Heaps, read_heaps, write_heaps = cases.counted_lines("Heaps", "heaps", ("n", 1, 3), ("heap", 1, 9))
    oracle = Framed(cases.UntilEnd())
    oracle.read_case, oracle.write_case = read_heaps, write_heaps
    assert cases.read_cases(oracle, "2\n4 5\n1\n9\n") == [Heaps([4, 5]), Heaps([9])]
    assert write_heaps(Heaps([4, 5])) == ["2", "4 5"]
    with pytest.raises(InputError, match=r"^line 2: expected 2 integers, got 3"):
        cases.read_cases(oracle, "2\n4 5 6\n")
    with pytest.raises(InputError, match=r"^line 1: n = 4 is outside 1..3"):
        cases.read_cases(oracle, "4\n1 2 3 4\n")
    Row, read_row, write_row = cases.counted_lines("Row", "heads", ("n", 0, 3), ("head", 0, 9))
    oracle.read_case, oracle.write_case = read_row, write_row
    assert cases.read_cases(oracle, "0\n2\n4 5\n") == [Row([]), Row([4, 5])]       # a count of 0: no list line
    assert write_row(Row([])) == ["0"]


def test_numbered_answers_carry_the_case_number_before_their_first_line():
    class Numbered(Framed):
        def answer(self, case):
            return [str(sum(case)), "ok"]

    numbered = Numbered(cases.UntilEnd())
    assert cases.answers(numbered, [(1, 2), (3, 4)]) == [["3", "ok"], ["7", "ok"]]
    numbered.CASE_NUMBER = "Case %d: "
    assert cases.expected_lines(numbered, [(1, 2), (3, 4)]) == ["Case 1: 3", "ok", "Case 2: 7", "ok"]
    numbered.CASE_NUMBER = "Case #%d:\n"
    assert cases.answers(numbered, [(1, 2), (3, 4)]) == [["Case #1:", "3", "ok"], ["Case #2:", "7", "ok"]]


def test_smaller_keeps_record_shapes_and_shortens_lists():
    assert Pair(1, 1) in stress.smaller(Pair(2, 1))
    assert all(isinstance(c, Pair) for c in stress.smaller(Pair(5, 7)))
    found = list(stress.smaller(Piles([4, 2, 9])))
    assert Piles([4, 9]) in found and Piles([4]) in found and Piles([4, 2, 8]) in found
    assert all(len(c.piles) <= 3 for c in found)
    assert list(stress.smaller(0)) == [] and list(stress.smaller([])) == []


def test_smaller_makes_its_candidates_one_at_a_time():
    """The candidates of a list of a million are a million copies of it:
    they are made as they are asked for, never all at once."""
    candidates = stress.smaller(Piles(list(range(1, 10 ** 6))))
    first, second = next(candidates), next(candidates)
    assert len(first.piles) + len(second.piles) == 10 ** 6 - 1
