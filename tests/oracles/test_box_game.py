"""box-game's oracle (oracles/box_game.py): the search against the
power-of-two rule."""

from oracles import box_game


def test_box_game_search_agrees_with_the_power_of_two_rule():
    for n in range(2, box_game.SEARCH_LIMIT + 1):
        assert box_game.wins(box_game.Case(n)) == (not box_game.bob_wins(n)), n
