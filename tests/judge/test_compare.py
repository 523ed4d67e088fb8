"""The comparator and first_difference(): pure functions of bytes, one
behaviour per test."""

import pytest

from localjudge import compare
from localjudge.verdicts import Verdict

# --- compare() -------------------------------------------------------------------

A = Verdict.ACCEPTED
PE = Verdict.PRESENTATION_ERROR
WA = Verdict.WRONG_ANSWER


def test_compare_exact_match_is_accepted():
    assert compare.compare(b"3\n7\n", b"3\n7\n") is A


def test_compare_crlf_against_lf_is_accepted():
    assert compare.compare(b"3\r\n7\r\n", b"3\n7\n") is A


def test_compare_trailing_blanks_at_line_ends_are_accepted():
    assert compare.compare(b"3  \n7\t\n", b"3\n7\n") is A


def test_compare_trailing_blank_lines_are_accepted():
    assert compare.compare(b"3\n7\n\n\n", b"3\n7\n") is A


def test_compare_missing_final_newline_is_accepted():
    assert compare.compare(b"3\n7", b"3\n7\n") is A


def test_compare_extra_blank_between_tokens_is_presentation_error():
    assert compare.compare(b"1  2\n", b"1 2\n") is PE


def test_compare_tokens_split_across_lines_differently_is_presentation_error():
    assert compare.compare(b"3 7\n", b"3\n7\n") is PE


def test_compare_leading_blank_line_is_presentation_error():
    assert compare.compare(b"\n3\n7\n", b"3\n7\n") is PE


def test_compare_different_token_is_wrong_answer():
    assert compare.compare(b"3\n8\n", b"3\n7\n") is WA


def test_compare_missing_line_is_wrong_answer():
    assert compare.compare(b"3\n", b"3\n7\n") is WA


def test_compare_empty_output_against_an_answer_is_wrong_answer():
    assert compare.compare(b"", b"3\n") is WA


def test_compare_strict_trailing_blank_is_presentation_error():
    assert compare.compare(b"3 \n", b"3\n", strict=True) is PE


def test_compare_strict_final_newline_alone_is_accepted():
    assert compare.compare(b"3\n7", b"3\n7\n", strict=True) is A


# --- first_difference() ------------------------------------------------------------

D = compare.Difference


def test_first_difference_of_equal_output_is_none():
    assert compare.first_difference(b"3\n7\n", b"3\n7\n") is None


def test_first_difference_names_the_line_column_and_both_texts():
    assert compare.first_difference(b"3\n8\n30\n", b"3\n7\n30\n") == D(2, 1, b"7", b"8", "token 1 differs")


def test_first_difference_of_a_missing_line_is_none_on_that_side():
    found = compare.first_difference(b"3\n", b"3\n7\n")
    assert (found.line, found.expected, found.actual) == (2, b"7", None)


def test_first_difference_of_an_extra_line_has_no_expected_line():
    found = compare.first_difference(b"3\n7\n9\n", b"3\n7\n")
    assert (found.line, found.expected, found.actual) == (3, None, b"9")


def test_first_difference_ignores_crlf_before_the_line():
    found = compare.first_difference(b"3\r\n8\r\n", b"3\n7\n")
    assert (found.line, found.column, found.expected, found.actual) == (2, 1, b"7", b"8")


def test_first_difference_finds_a_leading_blank_line_and_calls_it_empty():
    assert compare.first_difference(b"\n3\n", b"3\n") == D(1, 1, b"3", b"", "an empty line where the answer has text")


def test_first_difference_points_at_the_first_differing_token_of_a_long_line():
    answer = " ".join(str(n) for n in range(1, 1100)).encode() + b"\n"
    output = answer.replace(b" 1000 ", b" 1001 ")
    found = compare.first_difference(output, answer)
    assert found.what == "token 1000 differs"
    assert answer[found.column - 1:found.column + 3] == b"1000"


def test_first_difference_says_when_only_case_differs():
    assert compare.first_difference(b"kiki\n", b"Kiki\n").what == "the letters differ only in case"


def test_first_difference_of_a_missing_token_points_past_the_line():
    found = compare.first_difference(b"1 2\n", b"1 2 3\n")
    assert (found.column, found.expected, found.actual, found.what) == (4, b"1 2 3", b"1 2", "token 3 is missing")


@pytest.mark.parametrize("output, answer, column, what", [
    (b"Case 1:lose\n", b"Case 1: lose\n", 8, "a blank missing"),
    (b"Case 1: lo se\n", b"Case 1: lose\n", 11, "a blank where the answer has none"),
    (b"Case 1:\nlose\n", b"Case 1: lose\n", 8, "a line break where the answer has a blank"),
    (b"1 2 3\n", b"1 2\n3\n", 4, "the output goes on where the answer breaks the line"),
])
def test_a_blank_that_merges_or_splits_tokens_is_a_presentation_error_pointed_at(output, answer, column, what):
    """HDU's rule: what differs only in blanks and line breaks, with all of
    them taken out, is a Presentation Error, whatever the tokens."""
    assert compare.compare(output, answer) is Verdict.PRESENTATION_ERROR
    found = compare.first_difference(output, answer)
    assert (found.line, found.column) == (1, column) and what in found.what


def test_a_merged_token_that_also_differs_is_a_wrong_answer():
    assert compare.compare(b"Case 1:lost\n", b"Case 1: lose\n") is Verdict.WRONG_ANSWER


def test_first_difference_comes_after_a_different_token_before_blanks():
    assert compare.first_difference(b"1  2\n3\n", b"1 2\n4\n").line == 2
    assert compare.first_difference(b"1  2\n4\n", b"1 2\n4\n").what.startswith("the same tokens")


def test_strict_first_difference_names_a_trailing_blank_and_a_carriage_return():
    assert compare.first_difference(b"3 \n", b"3\n", strict=True).what == "blanks at the end of the line"
    assert compare.first_difference(b"3\r\n", b"3\n", strict=True).what == \
        "a carriage return at the end of the line"
    assert compare.first_difference(b"3 \n", b"3\n") is None


# --- judge_cases() ---------------------------------------------------------------

class _Doubling:
    """An oracle whose case n is answered 2n, and whose checker takes 2n or
    -2n, counting what it is asked."""

    def __init__(self, checked):
        self.asked = []
        if checked:
            self.check = self._check

    @staticmethod
    def answer(n):
        return [str(2 * n)]

    def _check(self, n, lines):
        self.asked.append(n)
        return None if lines[0] in (str(2 * n), str(-2 * n)) else "not 2n or -2n"


def test_judge_cases_asks_the_checker_only_about_lines_other_than_the_oracles():
    oracle = _Doubling(checked=True)
    assert compare.judge_cases(oracle, [1, 2, 3], b"2\n4\n6\n").verdict is A
    assert oracle.asked == []
    assert compare.judge_cases(oracle, [1, 2, 3], b"2\n-4\n6\n").verdict is A
    assert oracle.asked == [2]
    judged = compare.judge_cases(oracle, [1, 2, 3], b"2\n5\n6\n")
    assert (judged.verdict, judged.wrong, judged.message) == (WA, [1], "not 2n or -2n")


def test_judge_cases_without_a_checker_compares_with_the_oracles_lines():
    oracle = _Doubling(checked=False)
    assert compare.judge_cases(oracle, [1, 2], b"2\n4\n").verdict is A
    assert compare.judge_cases(oracle, [1, 2], b"2 \r\n4\n\n").verdict is A
    assert compare.judge_cases(oracle, [1, 2], b"2 4\n").verdict is PE
    judged = compare.judge_cases(oracle, [1, 2], b"2\n-4\n")
    assert (judged.verdict, judged.wrong) == (WA, [1])
    assert compare.judge_cases(oracle, [], b"").verdict is A


def test_strict_points_at_the_first_line_that_differs_at_all():
    found = compare.first_difference(b"1 \n2\n3\n5\n", b"1\n2\n3\n4\n", strict=True)
    assert found.line == 1 and "blanks at the end" in found.what
    assert compare.first_difference(b"1 \n2\n3\n5\n", b"1\n2\n3\n4\n").line == 4


def test_the_streaming_comparisons_equal_the_whole_ones_on_random_outputs(monkeypatch):
    """compare_stream and checker_lines_stream, which an exported validator
    reads an output with a piece at a time, give what compare and
    checker_lines give for the whole, whatever the pieces' size."""
    import io
    import random
    rng = random.Random(1729)
    alphabet = [b"a", b"b", b"1", b" ", b"\n", b"\r", b"\t", b"  ", b"\n\n", b"\r\n", b"\x0b"]
    for _ in range(5000):
        answer = b"".join(rng.choice(alphabet) for _ in range(rng.randint(0, 8)))
        output = answer
        for _ in range(rng.randint(0, 3)):
            at = rng.randint(0, len(output))
            output = output[:at] + rng.choice(alphabet) + output[at:]
        for chunk in (1, 2, 3, 1 << 16):
            monkeypatch.setattr(compare, "CHUNK", chunk)
            assert compare.compare_stream(io.BytesIO(output).read, answer)[0] is compare.compare(output, answer)
            assert compare.checker_lines_stream(io.BytesIO(output).read, 100, 100) == \
                (compare.checker_lines(output), None)
