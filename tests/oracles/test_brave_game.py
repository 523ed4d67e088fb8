"""brave-game's oracle (oracles/brave_game.py): the window search against a
plain scan of every move, and the search against the multiples of m + 1."""

import pytest

from oracles import brave_game


@pytest.mark.parametrize("m", list(range(1, 81)) + [333, 500, 999, 1000])
def test_brave_game_window_search_agrees_with_a_plain_scan_of_every_move(m):
    table = brave_game.search_table(m)
    plain = [False]
    for pile in range(1, brave_game.MAX + 1):
        plain.append(any(not plain[pile - take] for take in range(1, min(m, pile) + 1)))
    assert table == plain


def test_brave_game_search_agrees_with_the_multiples_of_m_plus_one():
    for m in range(1, brave_game.MAX + 1):
        table = brave_game.search_table(m)
        for n in range(brave_game.MAX + 1):
            assert table[n] == (n % (m + 1) != 0), (n, m)


def test_brave_game_plain_search_helper_agrees_with_the_table():
    for m in (1, 2, 7):
        for n in range(0, 60):
            assert brave_game.plain_search(n, m) == brave_game.search_table(m)[n], (n, m)
