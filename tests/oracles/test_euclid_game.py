"""euclid-game's oracle (oracles/euclid_game.py, Euclid's game): the rule
against a search from the game's rules over the whole range where both run,
the golden ratio as a third method, the consecutive Fibonacci numbers, and the
validator on what only this statement rules out."""

import random

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import euclid_game


def test_euclid_moves_subtract_every_multiple_of_the_smaller_and_end_at_a_zero():
    assert euclid_game.moves((7, 3)) == [(4, 3), (3, 1)]
    assert euclid_game.moves((4, 4)) == [(4, 0)]
    assert euclid_game.moves((9, 2)) == [(7, 2), (5, 2), (3, 2), (2, 1)]
    assert euclid_game.moves((5, 0)) == []
    assert not euclid_game.SEARCH.wins((5, 0))           # the mover faces a 0: the other player made it


def test_euclid_search_agrees_with_the_rule_on_every_pair_up_to_the_search_bound():
    top = euclid_game.SEARCH_MAX
    for a in range(1, top + 1):
        for b in range(1, top + 1):
            assert euclid_game.SEARCH.wins(euclid_game.pair(a, b)) == euclid_game.rule_wins(a, b), (a, b)


def _below_golden_ratio(a, b):
    """b < a < phi * b, exactly: a / b < phi iff a^2 - a b - b^2 < 0."""
    a, b = euclid_game.pair(a, b)
    return b < a and a * a - a * b - b * b < 0


def test_euclid_rule_loses_exactly_below_the_golden_ratio_up_to_the_bounds():
    # A third method, exact in integers: the losing pairs are b < a < phi b.
    rng = random.Random(1525)
    asked = euclid_game.exhaustive(100) + euclid_game.edge_cases()
    asked += [euclid_game._draw(rng) for _ in range(20000)]
    for a, b in asked:
        assert euclid_game.rule_wins(a, b) == (not _below_golden_ratio(a, b)), (a, b)


def test_euclid_consecutive_fibonacci_numbers_force_every_move_down_to_two_and_one():
    def forced_moves(a, b):
        count = 0
        while a % b != 0 and a < 2 * b:
            a, b, count = b, a - b, count + 1
        return count

    fib = euclid_game.FIBONACCI
    assert fib[-1] == 1836311903 and fib[-1] + fib[-2] > euclid_game.MAX
    assert forced_moves(fib[-1], fib[-2]) == 43
    assert [forced_moves(large, small) for small, large in zip(fib, fib[1:])] == list(range(len(fib) - 1))
    assert euclid_game.answer(euclid_game.Case(fib[-1], fib[-2])) == ["Ollie wins"]


def test_euclid_answers_the_sample():
    assert [euclid_game.answer(c) for c in euclid_game.test_files()[0][1]] == [["Stan wins"], ["Ollie wins"]]


def test_euclid_validator_names_a_zero_and_stops_at_the_terminator():
    with pytest.raises(InputError, match=r"^line 2: b = 0 is outside 1\.\.2147483647"):
        cases.read_input(euclid_game, "34 12\n5 0\n0 0\n")
    assert cases.read_cases(euclid_game, "34 12\n0 0\n15 24\n", strict=False) == [(34, 12)]


def test_euclid_random_pairs_are_valid_reach_the_bounds_and_come_fast():
    drawn = drawn_cases(euclid_game, 20000, checked=2000)
    assert max(max(c) for c in drawn) > euclid_game.MAX - 1000
    assert any(min(c) >= 2 ** 30 and max(c) < 2 * min(c) and not euclid_game.wins(c) for c in drawn)
