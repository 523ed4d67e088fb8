"""multiplication-game's oracle (oracles/multiplication_game.py): the band
method against the remembered search from the rules, over a range and at
every band edge up to the bound."""

import random

from oracles import multiplication_game as game


def test_multiplication_game_bands_agree_with_the_search_for_every_small_n():
    for n in range(2, 10001):
        assert game.wins(game.Case(n)) == game.search_wins(n), n


def test_multiplication_game_bands_agree_with_the_search_at_every_edge_and_bound():
    for case in game.edge_cases():
        assert game.wins(case) == game.search_wins(case.n), case


def test_multiplication_game_bands_agree_with_the_search_on_random_large_n():
    rng = random.Random(847)
    for _ in range(1000):
        n = rng.randint(2, game.MAX)
        assert game.wins(game.Case(n)) == game.search_wins(n), n


def test_multiplication_game_search_answers_the_sample():
    assert [game.search_wins(n) for n in (162, 17, 34012226)] == [True, False, True]


def test_multiplication_game_search_changes_hands_only_at_9_and_18_times_powers_of_18():
    changes = [n for n in range(3, 6001) if game.search_wins(n) != game.search_wins(n - 1)]
    assert changes == [10, 19, 163, 325, 2917, 5833]


def test_multiplication_game_bands_end_at_one():
    for n in (2, 9, 10, 18, 19, game.MAX):
        assert game.bands(n)[-1][0] == 1, n
