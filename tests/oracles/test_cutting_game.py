"""cutting-game's oracle (oracles/cutting_game.py): the search over real
positions (pieces of paper) against the Grundy values over every sheet it
reaches, and the values' own checks. Its validator is tested with
stone-game's, in test_stone_game.py."""

from oracles import cutting_game


def test_cutting_game_search_agrees_with_the_values_without_strips_on_every_small_sheet():
    g = cutting_game.values()
    for w in range(2, cutting_game.SEARCH_SIDE + 1):
        for h in range(2, cutting_game.SEARCH_SIDE + 1):
            assert cutting_game.search_wins(w, h) == (g[w][h] != 0), (w, h)


def test_cutting_game_values_are_symmetric_small_and_lose_where_the_statement_says():
    g = cutting_game.values()
    sides = range(2, cutting_game.MAX_SIDE + 1)
    assert all(g[w][h] == g[h][w] for w in sides for h in sides)
    assert max(g[w][h] for w in sides for h in sides) == 9
    assert [(w, h) for w in range(2, 11) for h in range(w, 11) if g[w][h] == 0] == \
        [(2, 2), (2, 3), (2, 7), (3, 3), (3, 7), (7, 7)]
    assert len(cutting_game.lost_sheets()) == 1089


def test_a_cut_leaving_a_single_square_ends_the_game():
    assert cutting_game._moves(cutting_game.CUT_OUT) == []
    assert cutting_game.CUT_OUT in cutting_game._moves(((1, 3),))
    assert cutting_game.CUT_OUT not in cutting_game._moves(((2, 2),))
