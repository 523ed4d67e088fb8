"""wythoff-moves' oracle (oracles/wythoff_moves.py): the exact pairs against
the search and the mex construction, the indexed moves against trying every
move, the documented orders, the double floor, the beyond-judge file, and the
validator."""

import math
import random

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import wythoff_moves


def test_wythoff_search_agrees_with_the_exact_pairs():
    size = wythoff_moves.SEARCH_SIZE
    searched = wythoff_moves.search_p_positions(size)
    exact = [p for p in wythoff_moves.exact_p_positions(size - 1)]
    assert searched == exact


def test_wythoff_exact_pairs_agree_with_the_mex_construction_up_to_the_bound():
    # a_k is the least number not yet used, b_k = a_k + k: the construction
    # the C solution uses, here as a third method over the whole range.
    used, a, k = bytearray(wythoff_moves.MAX + 2), 0, 0
    exact = wythoff_moves.exact_p_positions()
    while True:
        while a <= wythoff_moves.MAX and used[a]:
            a += 1
        if a + k > wythoff_moves.MAX:
            break
        assert exact[k] == (a, a + k), k
        used[a] = 1
        used[a + k] = 1
        k += 1
    assert k == len(exact)


def test_wythoff_indexed_moves_agree_with_trying_every_move():
    for b in range(0, 160):
        for a in range(0, b + 1):
            if (a, b) != (0, 0):
                assert wythoff_moves.winning_results(a, b) == wythoff_moves.moves_literal(a, b), (a, b)
    rng = random.Random(3)
    for _ in range(300):
        b = rng.randint(160, wythoff_moves.SEARCH_SIZE - 1)
        a = rng.randint(0, b)
        assert wythoff_moves.winning_results(a, b) == wythoff_moves.moves_literal(a, b), (a, b)


def test_wythoff_winning_moves_exist_exactly_for_winning_positions():
    for b in range(0, 200):
        for a in range(0, b + 1):
            if (a, b) != (0, 0):
                lines = wythoff_moves.answer(wythoff_moves.Case(a, b))
                assert (lines[0] == "1") == wythoff_moves.wins(wythoff_moves.Case(a, b)), (a, b)
                assert (len(lines) > 1) == (lines[0] == "1") and len(lines) <= 4, (a, b)
                assert len(set(lines[1:])) == len(lines) - 1, (a, b)


def test_wythoff_sample_and_the_documented_orders():
    answers = [wythoff_moves.answer(wythoff_moves.Case(a, b)) for a, b in ((1, 2), (5, 8), (4, 7), (2, 2))]
    assert answers == [["0"], ["1", "4 7", "3 5"], ["0"], ["1", "0 0", "1 2"]]
    assert wythoff_moves.answer(wythoff_moves.Case(10, 13)) == ["1", "4 7", "6 10", "8 13"]
    assert wythoff_moves.answer(wythoff_moves.Case(5, 7)) == ["1", "3 5", "4 7"]
    assert wythoff_moves.answer(wythoff_moves.Case(2, 3)) == ["1", "1 2"]


def test_wythoff_double_floor_is_exact_below_the_bound():
    # Why no rejected solution uses floor(k * phi) in double: it cannot fail here.
    phi = (1 + math.sqrt(5)) / 2
    for k, (a, _) in enumerate(wythoff_moves.exact_p_positions()):
        assert math.floor(k * phi) == a, k
    assert math.floor(102334155 * phi) != wythoff_moves.exact_pair(102334155)[0]


def test_wythoff_beyond_judge_file_holds_only_such_positions():
    files = dict(wythoff_moves.test_files())
    assert files["winning-positions-beyond-judge"]
    assert all(wythoff_moves.is_beyond_judge(c) for c in files["winning-positions-beyond-judge"])
    for slug, found in files.items():
        if slug != "winning-positions-beyond-judge":
            assert not any(wythoff_moves.is_beyond_judge(c) for c in found), slug


def test_wythoff_validator_wants_a_not_above_b():
    with pytest.raises(InputError, match=r"^line 2: a = 3 is larger than b = 2"):
        cases.read_input(wythoff_moves, "1 2\n3 2\n0 0\n")
