"""paint-chain's oracle (oracles/paint_chain.py): the line rule against the
search over the painted sets of the whole circle, the line values, the
cases built to break the wrong approaches."""

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import games, paint_chain as oracle


def test_the_line_rule_agrees_with_the_circle_search_on_every_small_circle():
    checked = 0
    for n in range(1, oracle.SEARCH_BEADS + 1):
        for m in range(1, n + 2):
            assert oracle.circle_wins(n, m) == oracle.line_wins(n, m), (n, m)
            checked += 1
    assert checked == 119


def test_circle_moves_paint_m_consecutive_unpainted_beads_around_the_end():
    moves = oracle._circle_moves(5, 2)
    assert sorted(moves(0)) == [0b00011, 0b00110, 0b01100, 0b10001, 0b11000]
    assert sorted(moves(0b00011)) == [0b01111, 0b11011]


def test_line_values_for_two_beads_a_move():
    assert oracle.line_values(2)[:12] == (0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3)
    assert all(v == l % 2 for l, v in enumerate(oracle.line_values(1)))


def test_the_sample_and_the_worked_example():
    assert [oracle.answer(c) for c in oracle.SAMPLE] == [["aekdycoin"], ["abcdxyzk"]]
    assert [oracle.wins(oracle.Case(n, 2)) for n in (5, 6, 7)] == [False, False, True]


def test_the_circle_is_not_a_line():
    line = games.heap_values(30, lambda l: [(a, l - 2 - a) for a in range(l - 1)])
    assert (line[4] != 0) != oracle.wins(oracle.Case(4, 2))


def test_no_move_when_m_exceeds_n():
    assert not any(oracle.wins(oracle.Case(n, m)) for n in range(1, 20) for m in range(n + 1, 25))


def test_random_cases_are_of_the_statement_and_the_outcome_asked():
    drawn = drawn_cases(oracle, 2000, seed=7)
    assert sum(c.n > oracle.SEARCH_BEADS for c in drawn) > 500


def test_validator_names_the_bound():
    with pytest.raises(InputError, match=r"^line 2: m = 1001 is outside 1\.\.1000"):
        cases.read_input(oracle, "1\n3 1001\n")
