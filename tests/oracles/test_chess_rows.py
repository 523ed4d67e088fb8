"""chess-rows' oracle (oracles/chess_rows.py): the blocks' staircase value
against the mex over the real moves, the xor of the rows against the
search over whole boards, the moves with their jumps, the reading."""

import itertools
import random

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import chess_rows as oracle, games


def test_blocks_agree_with_the_mex_on_every_row_of_few_or_many_pieces():
    checked = 0
    for k in list(range(0, 7)) + list(range(14, 21)):
        for columns in itertools.combinations(range(oracle.WIDTH), k):
            mask = sum(1 << c for c in columns)
            assert oracle.GRUNDY.value(mask) == oracle.blocks_value(mask), columns
            checked += 1
    assert checked == 2 * sum(len(list(itertools.combinations(range(20), k))) for k in range(7))


def test_blocks_agree_with_the_mex_on_random_rows():
    rng = random.Random(3)
    for _ in range(300):
        mask = rng.getrandbits(oracle.WIDTH)
        assert oracle.GRUNDY.value(mask) == oracle.blocks_value(mask), bin(mask)


def test_the_xor_of_the_rows_agrees_with_the_search_on_small_boards():
    rows = [m for m in range(1 << oracle.WIDTH) if bin(m).count("1") <= 2 and m < 1 << 20 and
            (m == 0 or m.bit_length() > 15)]
    checked = 0
    for a, b in itertools.combinations_with_replacement(rows, 2):
        if bin(a).count("1") + bin(b).count("1") <= oracle.CHECK_PIECES:
            board = tuple(sorted((a, b)))
            assert oracle.SEARCH.wins(board) == (oracle.GRUNDY.value(a) ^ oracle.GRUNDY.value(b) != 0), board
            checked += 1
    assert checked > 100


def test_a_piece_steps_or_jumps_the_whole_run_and_never_leaves_the_board():
    # Columns 17 18 20: 17 jumps to 19, 18 steps to 19; 20 cannot move.
    after = sorted(oracle.columns_of(m) for m in oracle.row_moves(oracle.mask_of([17, 18, 20])))
    assert after == [[17, 19, 20], [18, 19, 20]]
    assert oracle.row_moves(oracle.mask_of([19, 20])) == []


def test_the_sample():
    assert [oracle.answer(c) for c in oracle.SAMPLE] == [["NO"], ["YES"]]


def test_bounds_hold_1000_rows_and_their_outcomes():
    found = oracle.bounds()
    assert [len(c.rows) for c in found[:5]] == [1000, 1000, 999, 1000, 999]
    assert [oracle.wins(c) for c in found[:5]] == [False, False, True, False, True]


def test_random_cases_are_of_the_statement_and_the_outcome_asked():
    drawn_cases(oracle, 2000, seed=9)


def test_validator_names_what_is_wrong():
    with pytest.raises(InputError, match=r"^line 3: two pieces in one cell"):
        cases.read_input(oracle, "1\n1\n2 5 5\n")
    with pytest.raises(InputError, match=r"^line 3: p = 21 is outside 1\.\.20"):
        cases.read_input(oracle, "1\n1\n1 21\n")
