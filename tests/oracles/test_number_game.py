"""number-game's oracle (oracles/number_game.py): the closure step against
a direct enumeration of sums of multiples, the reachable positions against
the closed sets, the sample, the format, the reading."""

import itertools
import random

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import number_game as oracle


def _sums_of_multiples(chosen):
    """Every number up to 20 that is a sum of multiples of chosen numbers."""
    found = set()
    for counts in itertools.product(*[range(20 // c + 1) for c in chosen]):
        total = sum(c * m for c, m in zip(chosen, counts))
        if 2 <= total <= 20:
            found.add(total)
    return found


def test_choosing_forbids_exactly_the_sums_of_multiples():
    rng = random.Random(1)
    for _ in range(300):
        chosen = rng.sample(range(2, 21), rng.randint(1, 4))
        forbidden = frozenset()
        for x in chosen:
            if x not in forbidden:
                forbidden = oracle.forbidden_after(forbidden, x)
        assert forbidden == _sums_of_multiples([c for c in chosen]), chosen


def test_the_reachable_positions_are_the_complements_of_the_closed_sets():
    reached = {frozenset(a) for a in oracle.reachable()}
    assert len(reached) == 3514
    assert all(oracle.closed(oracle.NUMBERS - a) for a in reached)
    rng = random.Random(2)
    for _ in range(2000):
        allowed = frozenset(rng.sample(range(2, 21), rng.randint(1, 19)))
        assert (allowed in reached) == oracle.closed(oracle.NUMBERS - allowed), sorted(allowed)


def test_the_sample_and_the_whole_game():
    assert [oracle.answer(c) for c in oracle.SAMPLE] == [["The winning moves are: 2", ""],
                                                         ["The winning moves are: 4 5 6", ""]]
    assert oracle.winning_moves(oracle.Case(sorted(oracle.NUMBERS))) == [5, 7, 12, 16, 18, 19]


def test_a_lost_position_says_so():
    lost = [a for a in oracle.reachable() if not oracle.wins(oracle.Case(a))]
    assert lost and oracle.answer(oracle.Case(lost[0])) == ["There's no winning move.", ""]


def test_the_case_number_is_a_line_of_its_own():
    assert cases.expected_lines(oracle, oracle.SAMPLE)[:3] == ["Test Case #1", "The winning moves are: 2", ""]


def test_random_cases_are_of_the_statement_and_the_outcome_asked():
    drawn_cases(oracle, 2000, seed=11)


def test_validator_refuses_a_position_no_game_reaches():
    with pytest.raises(InputError, match=r"^line 1: no game reaches this position"):
        cases.read_input(oracle, "2 3 4\n0\n")
    with pytest.raises(InputError, match=r"^line 1: a = 21 is outside 2\.\.20"):
        cases.read_input(oracle, "1 21\n0\n")
