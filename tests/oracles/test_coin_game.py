"""coin-game's oracle (oracles/coin_game.py): the search over the real circle
and rows against the mirror rule over every circle it reaches, the mirror
strategy's position (two equal rows), the numbered answers, and the validators
(funny-game's with coin-game's: one test names both)."""

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import coin_game, funny_game


def test_coin_game_search_agrees_with_the_mirror_rule_on_every_circle_it_reaches():
    for k in range(1, coin_game.MAX_K + 1):
        for n in range(1, coin_game.SEARCH_N + 1):
            assert coin_game.circle_wins(n, k) == coin_game.mirror_wins(n, k), (n, k)


def test_two_equal_rows_are_lost_for_the_player_to_move():
    # The mirror strategy's position: whatever is taken from one row, the
    # same is taken from the other.
    for k in range(2, coin_game.MAX_K + 1):
        search = coin_game._search(k)
        for a in range(1, 13):
            assert not search.wins((a, a)), (a, k)


def test_coin_game_answers_are_numbered_and_take_all_comes_first():
    assert cases.expected_lines(coin_game, coin_game.SAMPLE) == ["Case 1: first", "Case 2: second"]
    assert coin_game.wins(coin_game.Case(4, 5)) and coin_game.wins(coin_game.Case(3, 3))
    assert not coin_game.wins(coin_game.Case(10 ** 9, 10)) and not coin_game.wins(coin_game.Case(10 ** 9, 1))


def test_validators_name_the_line_and_the_bound():
    with pytest.raises(InputError, match=r"^line 3: N = 2 is outside 3..1000000000"):
        cases.read_input(coin_game, "2\n5 2\n2 1\n")
    with pytest.raises(InputError, match=r"^line 2: n = 1000001 is outside 1..1000000"):
        cases.read_input(funny_game, "3\n1000001\n0\n")
