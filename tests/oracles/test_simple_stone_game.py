"""simple-stone-game's oracle (oracles/simple_stone_game.py, k-multiple
subtraction): the sequences against the search from the rules for every small
pile, the lost piles, the numbered answers, the random cases, and the
validator."""

import random

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import simple_stone_game


def test_simple_stone_game_search_agrees_with_the_sequences_for_every_small_pile():
    for k in range(1, simple_stone_game.SEARCH_K + 1):
        for n in range(2, simple_stone_game.SEARCH_N + 1):
            moves = simple_stone_game.search_first_moves(n, k)
            assert (moves[0] if moves else None) == simple_stone_game.sequence_first_move(n, k), (n, k)


def test_simple_stone_game_lost_piles_are_powers_of_two_then_fibonacci_numbers():
    assert list(simple_stone_game.lost_sizes(1)) == [2 ** i for i in range(28)]
    fibonacci = [1, 2]
    while fibonacci[-1] <= simple_stone_game.MAX_N:
        fibonacci.append(fibonacci[-1] + fibonacci[-2])
    assert list(simple_stone_game.lost_sizes(2)) == fibonacci
    assert 55 in fibonacci and 57 not in fibonacci          # the statement's hint has a typo


def test_simple_stone_game_largest_k_has_748551_terms_below_the_bound():
    a = simple_stone_game.lost_sizes(simple_stone_game.MAX_K)
    assert len(a) == 748551 and a[-2] <= simple_stone_game.MAX_N < a[-1] == 100000088
    assert list(a[:100001]) == list(range(1, 100002))


def test_simple_stone_game_every_pile_is_lost_when_the_opponent_may_take_the_rest():
    for n in range(2, 200):
        assert simple_stone_game.sequence_first_move(n, n - 1) is None, n
        assert simple_stone_game.sequence_first_move(n, 10 ** 5) is None, n


def test_simple_stone_game_answers_are_numbered_from_one():
    assert cases.expected_lines(simple_stone_game, simple_stone_game.SAMPLE) == [
        "Case 1: lose", "Case 2: 1", "Case 3: 3", "Case 4: lose", "Case 5: 4"]


def test_simple_stone_game_random_cases_are_valid_and_reach_the_bounds():
    rng = random.Random(8)
    drawn = [simple_stone_game.random_case(rng, i % 2 == 0) for i in range(2000)]
    assert all(cases.is_valid(simple_stone_game, case) for case in drawn)
    assert max(case.n for case in drawn) > 9 * 10 ** 7 and max(case.k for case in drawn) == simple_stone_game.MAX_K


def test_simple_stone_game_validator_wants_at_most_20_cases():
    with pytest.raises(InputError, match=r"^line 1: the number of cases = 21 is outside 1..20"):
        cases.read_input(simple_stone_game, "21\n" + "2 1\n" * 21)
