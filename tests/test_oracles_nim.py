"""The Nim-family oracles (brave-game, nim-winning-moves, misere-nim,
staircase-nim): each exact method against the search from the rules over
the whole range where both run, and the validators on what only these
statements rule out."""

import random

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import brave_game, misere_nim, nim_winning_moves, staircase_nim


def _nondecreasing(size, low, high):
    """Every nondecreasing tuple of size values in low..high."""
    if size == 0:
        return [()]
    return [rest + (last,) for rest in _nondecreasing(size - 1, low, high)
            for last in range(rest[-1] if rest else low, high + 1)]


# --- brave-game ---------------------------------------------------------------------------

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


# --- nim-winning-moves --------------------------------------------------------------------

def test_nim_search_count_agrees_with_bouton_over_every_small_position():
    for size in range(1, nim_winning_moves.SEARCH_PILES + 1):
        for piles in _nondecreasing(size, 1, nim_winning_moves.SEARCH_MAX):
            searched = nim_winning_moves.search_count(piles)
            assert searched == nim_winning_moves.bouton_count(list(piles)), piles
            assert (searched > 0) == nim_winning_moves.search_wins(piles), piles


def test_nim_search_count_remembered_by_position_counts_the_moves_in_any_order():
    rng = random.Random(6)
    for _ in range(500):
        piles = tuple(rng.randint(1, nim_winning_moves.SEARCH_MAX) for _ in range(rng.randint(1, 4)))
        plain = sum(1 for i, pile in enumerate(piles) for take in range(1, pile + 1)
                    if not nim_winning_moves.search_wins(nim_winning_moves._after(piles, i, take)))
        assert nim_winning_moves.search_count(list(piles)) == plain, piles


def test_nim_bouton_count_does_not_depend_on_the_order_of_the_piles():
    rng = random.Random(5)
    for _ in range(2000):
        piles = [rng.randint(1, 40) for _ in range(rng.randint(2, 6))]
        shuffled = piles[:]
        rng.shuffle(shuffled)
        assert nim_winning_moves.bouton_count(piles) == nim_winning_moves.bouton_count(shuffled)


def test_nim_counts_every_pile_of_equal_size_apart():
    # Equal piles are different piles: 2 2 2 has three winning moves.
    assert nim_winning_moves.answer(nim_winning_moves.Case([2, 2, 2])) == ["3"]
    assert nim_winning_moves.answer(nim_winning_moves.Case([5, 7, 9])) == ["1"]
    big = nim_winning_moves.Case([nim_winning_moves.MAX_PILE] * 3)
    assert nim_winning_moves.answer(big) == ["3"]


# --- misere-nim ---------------------------------------------------------------------------

def test_misere_search_agrees_with_bouton_misere_rule_over_every_small_position():
    for size in range(1, misere_nim.SEARCH_PILES + 1):
        for piles in _nondecreasing(size, 1, misere_nim.SEARCH_MAX):
            assert misere_nim.search_wins(piles) == misere_nim.bouton_misere_wins(list(piles)), piles


def test_misere_all_ones_and_one_big_pile_by_search():
    # Beyond SEARCH_PILES, but cheap for the search: k piles of 1 are won iff
    # k is even; with one pile of 2 or more added, always won.
    for ones in range(0, 13):
        if ones:
            assert misere_nim.search_wins((1,) * ones) == (ones % 2 == 0), ones
            assert misere_nim.bouton_misere_wins([1] * ones) == (ones % 2 == 0), ones
        for big in (2, 3, 9):
            position = (1,) * ones + (big,)
            assert misere_nim.search_wins(position), position
            assert misere_nim.bouton_misere_wins(list(position)), position


def test_misere_answers_every_all_ones_case_up_to_the_bound():
    for n in range(1, misere_nim.MAX_PILES + 1):
        expected = "John" if n % 2 == 0 else "Brother"
        assert misere_nim.answer(misere_nim.Case([1] * n)) == [expected], n


# --- staircase-nim ------------------------------------------------------------------------

def test_staircase_search_agrees_with_the_staircase_rule_on_every_board_up_to_grid_12():
    boards = staircase_nim.all_boards(staircase_nim.SEARCH_GRID, staircase_nim.SEARCH_GRID)
    assert len(boards) == 2 ** staircase_nim.SEARCH_GRID - 1
    for board in boards:
        searched = staircase_nim.search_wins(tuple(board))
        assert searched == staircase_nim.staircase_wins(board), board
        assert staircase_nim.staircase_wins(board[::-1]) == searched, board


def test_staircase_packed_boards_are_lost_and_have_no_move():
    for n in range(1, staircase_nim.SEARCH_GRID + 1):
        board = tuple(range(1, n + 1))
        assert list(staircase_nim._moves(board)) == []
        assert not staircase_nim.search_wins(board)
    assert staircase_nim.answer(staircase_nim.Case(list(range(1, 1001)))) == ["Bob will win"]


def test_staircase_random_boards_are_valid_reach_the_bounds_and_come_fast():
    drawn = drawn_cases(staircase_nim, 4000)
    assert max(len(c.positions) for c in drawn) > 900
    assert max(max(c.positions) for c in drawn) > 9900
    assert any(c.positions != sorted(c.positions) for c in drawn if not staircase_nim.wins(c))


def test_staircase_validator_rejects_two_chessmen_on_one_grid_naming_the_line():
    with pytest.raises(InputError, match=r"^line 5: two chessmen on grid 4"):
        cases.read_input(staircase_nim, "2\n1\n7\n3\n4 9 4\n")
