"""team-nim's oracle (oracles/team_nim.py): the table against the search
over (stones, seat), the misere turn, the reading of a line of 2n + 2
numbers, the cases built to break the wrong approaches."""

import itertools
import random

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import team_nim as oracle


def test_the_table_agrees_with_the_search_on_every_small_case():
    checked = 0
    for n in (1, 2):
        for takes in itertools.product(range(1, 5), repeat=2 * n):
            for stones in range(1, oracle.CHECK_STONES + 1):
                case = oracle.Case(stones, list(takes))
                assert oracle.search_wins(case) == oracle.table_wins(case), case
                checked += 1
    assert checked == (16 + 256) * 60


def test_the_table_agrees_with_the_search_on_random_teams_of_ten():
    rng = random.Random(9)
    for _ in range(200):
        case = oracle.Case(rng.randint(1, oracle.CHECK_STONES), [rng.randint(1, 16) for _ in range(20)])
        assert oracle.search_wins(case) == oracle.table_wins(case), case


def test_one_player_a_side_loses_when_s_minus_1_is_a_multiple_of_m_plus_1():
    for m in range(1, 17):
        for s in range(1, 200):
            assert oracle.table_wins(oracle.Case(s, [m, m])) == ((s - 1) % (m + 1) != 0), (m, s)


def test_the_sample():
    assert [oracle.answer(c) for c in oracle.SAMPLE] == [["0"], ["1"], ["1"]]


def test_seat_traps_alternate_and_the_two_seat_game_says_otherwise():
    found = oracle.seat_traps(random.Random(4), 30)
    assert [oracle.wins(c) for c in found] == [True, False] * 15
    assert all(oracle.table_wins(oracle.Case(c.stones, c.takes[:2])) != oracle.wins(c) for c in found)


def test_a_case_reads_back_as_written():
    case = oracle.Case(8192, [16, 1, 2, 3])
    assert oracle.write_case(case) == ["2 8192 16 1 2 3"]
    assert cases.read_cases(oracle, "2 8192 16 1 2 3\n0\n") == [case]


def test_random_cases_are_of_the_statement_and_the_outcome_asked():
    drawn = drawn_cases(oracle, 2000, seed=8)
    assert sum(c.stones > 4000 for c in drawn) > 20


def test_validator_names_what_is_wrong():
    with pytest.raises(InputError, match=r"^line 1: S = 8193 is outside 1\.\.8192"):
        cases.read_input(oracle, "1 8193 4 4\n0\n")
    with pytest.raises(InputError, match=r"^line 2: n = 2, so 2n \+ 2 = 6 integers, got 5"):
        cases.read_input(oracle, "1 5 4 4\n2 10 1 2 3\n0\n")
