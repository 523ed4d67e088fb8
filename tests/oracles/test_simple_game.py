"""simple-game's oracle (oracles/simple_game.py): each pile's Grundy
values against the search over whole positions from the rules, and the
answer's sense (Yes when the second player wins)."""

import itertools
import random

from oracles import games
from oracles import simple_game as game


def _by_values(piles):
    return games.nim_sum([game.pile_values(l)[m] for m, l in piles]) != 0


def test_simple_game_values_agree_with_the_search_on_every_small_position():
    one = [(m, l) for m in range(1, 7) for l in range(1, 8)]
    for count in (1, 2, 3):
        for piles in itertools.combinations_with_replacement(one, count):
            if sum(m for m, _ in piles) <= 14:
                assert _by_values(piles) == game.search_wins(piles), piles


def test_simple_game_values_agree_with_the_search_on_random_positions():
    rng = random.Random(1851)
    for _ in range(300):
        piles = [(rng.randint(1, 6), rng.randint(1, 20)) for _ in range(rng.randint(2, 5))]
        assert _by_values(piles) == game.search_wins(piles), piles


def test_simple_game_a_pile_is_worth_its_residue():
    for cap in range(1, game.MAX_CAP + 1):
        assert list(game.pile_values(cap)) == [m % (cap + 1) for m in range(game.MAX_STONES + 1)], cap


def test_simple_game_answers_the_sample_for_the_second_player():
    assert not game.search_wins([(5, 4)]) and game.search_wins([(1, 1), (2, 2)])
    assert game.answer(game.Case([(5, 4)])) == ["Yes"] and game.answer(game.Case([(1, 1), (2, 2)])) == ["No"]


def test_simple_game_a_cap_above_the_pile_takes_it_whole():
    assert all(game.search_wins([(m, 20)]) for m in range(1, 15))
