"""rabbit-and-grass's oracle (oracles/rabbit_and_grass.py): the
Sprague-Grundy method against the search over whole positions from the
rules, and both against the sample."""

import itertools

from oracles import games
from oracles import rabbit_and_grass as game


def _by_values(squares):
    values = game.piece_values()
    return games.nim_sum([values[k] for k in squares]) != 0


def test_rabbit_and_grass_values_agree_with_the_search_on_every_small_position():
    for count in range(1, 5):
        for squares in itertools.combinations_with_replacement(range(13), count):
            assert _by_values(squares) == game.search_wins(squares), squares


def test_rabbit_and_grass_search_answers_the_sample():
    assert game.search_wins((3, 5)) and not game.search_wins((3, 5, 6))


def test_rabbit_and_grass_pieces_on_square_zero_change_nothing():
    for squares in [(1,), (2, 3), (4, 4), (1, 2, 3)]:
        assert game.search_wins(squares + (0, 0)) == game.search_wins(squares), squares


def test_rabbit_and_grass_all_on_zero_is_lost_for_the_player_to_move():
    assert not game.search_wins((0, 0, 0)) and not game.wins(game.Case([0] * 1000))


def test_rabbit_and_grass_one_piece_is_worth_its_square():
    assert list(game.piece_values()[:1001]) == list(range(1001))


def test_rabbit_and_grass_wins_uses_the_values_beyond_the_search():
    case = game.Case([1000, 999, 15])
    assert sum(case.squares) > game.SEARCH_TOTAL
    assert not game.wins(case) and game.wins(game.Case([1000, 999, 14]))
