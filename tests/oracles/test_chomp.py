"""chomp's oracle (oracles/chomp.py): the search against what strategy
stealing and the two-row rule say, its table against a plain search over every
shape, the checker, and the validator."""

import functools

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import chomp


def test_chomp_every_rectangle_but_the_poison_alone_is_won_as_strategy_stealing_says():
    for height in range(1, chomp.SIZE + 1):
        for width in range(1, chomp.SIZE + 1):
            assert chomp.mover_wins((width,) * height) == (width * height > 1), (height, width)


def test_chomp_two_rows_are_lost_exactly_when_they_differ_by_one():
    for a in range(1, chomp.SIZE + 1):
        for b in range(0, a + 1):
            rows = (a, b) if b else (a,)
            assert chomp.mover_wins(rows) == (b != a - 1), rows


def test_chomp_squares_are_won_by_the_bite_that_leaves_two_equal_arms():
    for n in range(2, chomp.SIZE + 1):
        assert (2, 2) in chomp.winning_bites((n,) * n)


def test_chomp_counts_every_staircase_and_the_lost_ones():
    assert len(chomp.all_shapes()) == 12869 and len(chomp.lost_shapes()) == 322


@functools.lru_cache(maxsize=None)
def _plain_first_winning_bite(rows):
    """The first bite in row-major order after which the opponent has no
    winning bite, by a search that shares nothing with the oracle's."""
    for i, length in enumerate(rows):
        for j in range(length):
            if (i, j) != (0, 0):
                after = tuple(r for r in (r if k < i else min(r, j) for k, r in enumerate(rows)) if r)
                if _plain_first_winning_bite(after) is None:
                    return i + 1, j + 1
    return None


def test_chomp_table_holds_what_the_searches_give_for_every_shape():
    # answer, wins and write_case read a table made once; each is worked out again here.
    for rows in chomp.all_shapes():
        case, bite = chomp.Case(rows), _plain_first_winning_bite(tuple(rows))
        assert chomp.answer(case) == ["First %d %d" % bite if bite else "Second"], rows
        assert chomp.wins(case) == (bite is not None) == chomp.mover_wins(tuple(rows)), rows
        assert chomp.write_case(case) == [" ".join(map(str, [len(rows)] + rows))]


def test_chomp_checker_takes_exactly_the_winning_bites():
    for rows in chomp.all_shapes(4):
        case, shape = chomp.Case(rows), tuple(rows)
        winning = set(chomp.winning_bites(shape))
        for i, j in chomp.bites(shape):
            assert (chomp.check(case, ["First %d %d" % (i, j)]) is None) == ((i, j) in winning), (rows, i, j)
        assert (chomp.check(case, ["Second"]) is None) == (not winning), rows
        assert chomp.check(case, chomp.answer(case)) is None


def test_chomp_checker_refuses_the_poison_and_squares_off_the_bar():
    case = chomp.Case([3, 2])
    for line in ("First 1 1", "First 2 3", "First 3 1", "First 0 2", "First 1", "first 1 2"):
        assert chomp.check(case, [line]) is not None, line


def test_chomp_validator_wants_a_staircase():
    with pytest.raises(InputError, match=r"^line 3: row 3 \(2 squares\) is longer than row 2"):
        cases.read_input(chomp, "2\n1 1\n3 3 1 2\n")
