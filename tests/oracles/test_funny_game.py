"""funny-game's oracle (oracles/funny_game.py): the circle with two coins a
move, against coin-game's search over the real circle, the mirror strategy's
step itself, and the sample. Its validator is tested with coin-game's, in
test_coin_game.py."""

from oracles import coin_game, funny_game


def test_every_opening_leaves_a_row_whose_middle_splits_it_in_two_equal_rows():
    for n in range(3, 40):
        for t in (1, 2):
            row = n - t
            middle = 1 if row % 2 else 2
            assert (row - middle) % 2 == 0 and middle <= row, (n, t)


def test_funny_game_is_the_circle_with_two_coins_a_move():
    for n in range(1, coin_game.SEARCH_N + 1):
        assert coin_game.circle_wins(n, 2) == funny_game.alice_wins(n), n
    assert [funny_game.answer(case) for case in funny_game.SAMPLE] == [["Alice"], ["Alice"], ["Bob"]]
