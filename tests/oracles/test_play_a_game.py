"""play-a-game's oracle (oracles/play_a_game.py): the matching criterion
against the search from the rules on every small board and start, and the
step from n - 2 to n that carries the answer past the matchings."""

import pytest

from oracles import play_a_game as game


@pytest.mark.parametrize("rows", range(1, 6))
def test_play_a_game_matching_agrees_with_the_search_on_every_small_board_and_start(rows):
    for cols in range(1, 21 // rows + 1):
        for start in range(rows * cols):
            assert game.matching_wins(rows, cols, start) == game.search_wins(rows, cols, start), (rows, cols, start)


def test_play_a_game_matching_agrees_with_the_search_on_squares_up_to_seven():
    for n in range(1, 8):
        assert game.matching_wins(n, n) == game.search_wins(n, n), n


def test_play_a_game_search_answers_the_sample():
    assert game.search_wins(2, 2)


def test_play_a_game_a_single_square_is_lost_for_the_player_to_move():
    assert not game.search_wins(1, 1) and not game.matching_wins(1, 1)


def test_play_a_game_a_centre_start_differs_from_a_corner_start():
    # on 3 x 3 the corner is lost for the mover but the square beside it is won
    assert not game.search_wins(3, 3, 0) and game.search_wins(3, 3, 1)


def test_play_a_game_the_answer_steps_from_n_minus_2_to_n():
    for n in range(3, 81):
        assert game.matching_wins(n, n) == game.matching_wins(n - 2, n - 2), n


def test_play_a_game_wins_beyond_the_matchings_follows_the_board_of_the_same_parity():
    for n in (61, 62, 9999, game.MAX):
        assert game.wins(game.Case(n)) == game.matching_wins(60 - n % 2, 60 - n % 2), n
