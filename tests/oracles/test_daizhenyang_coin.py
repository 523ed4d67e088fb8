"""daizhenyang-coin's oracle (oracles/daizhenyang_coin.py, a coin-turning
game): the exact method against a search over real rows of coins, from the
rules, on everything small enough; the claims the statement's analysis makes
(the odious numbers, the evil numbers' error); and the validator on what only
this statement rules out."""

import random

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import daizhenyang_coin, games


Coins = daizhenyang_coin.Case


def _heads(row):
    return [x for x in range(row.bit_length()) if row >> x & 1]


def test_coin_turns_flip_one_two_or_three_coins_the_rightmost_from_heads_to_tails():
    # Heads at 2 alone: turn 2, and with it nothing, 0, 1, or both.
    assert sorted(map(_heads, daizhenyang_coin._turns(0b100))) == [[], [0], [0, 1], [1]]
    # Heads at 0 and 2: the head at 0 may go alone; a tails coin left of 2 turns to heads.
    assert sorted(map(_heads, daizhenyang_coin._turns(0b101))) == [[], [0], [0, 1], [1], [2]]
    assert list(daizhenyang_coin._turns(0)) == []
    assert all(len(list(daizhenyang_coin._turns(1 << x))) == 1 + x + x * (x - 1) // 2 for x in range(12))


def test_coin_search_agrees_with_the_odious_values_on_every_row_of_16_coins():
    # Every row the oracle searches (heads below SEARCH_ROW) and more.
    assert daizhenyang_coin.SEARCH_ROW <= 16
    for row in range(1 << 16):
        assert daizhenyang_coin.search_wins(row) == daizhenyang_coin.odious_wins(_heads(row)), _heads(row)


def test_coin_mex_over_one_heads_real_moves_gives_the_odious_numbers():
    # What a head alone is worth, by the mex over what its moves leave (one
    # or two heads to its left, or none), against the closed form.
    values = games.heap_values(150, daizhenyang_coin.one_head_moves)
    assert list(values) == [daizhenyang_coin.odious(x) for x in range(151)]
    assert list(values[:12]) == [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22]


def test_coin_values_are_the_odious_numbers_in_order_up_to_the_bound():
    odious = [v for v in range(200000) if bin(v).count("1") % 2]
    assert [daizhenyang_coin.odious(x) for x in range(len(odious))] == odious
    top = daizhenyang_coin.MAX_POSITION
    assert daizhenyang_coin.odious(top) in (2 * top, 2 * top + 1) and daizhenyang_coin.odious(top) < 2 ** 28
    for v in list(range(1, 5000)) + [2 ** 28 - 1, 2 * top + 1]:
        x = daizhenyang_coin.odious_inverse(v)
        assert (x is not None) == (bin(v).count("1") % 2 == 1 and v // 2 <= top), v
        assert x is None or daizhenyang_coin.odious(x) == v


def test_coin_a_position_listed_twice_is_one_coin():
    # The search plays the row itself; a repeat must not cancel the coin.
    for x in range(daizhenyang_coin.SEARCH_ROW):
        for times in (1, 2, 3, 4):
            assert daizhenyang_coin.wins(Coins([x] * times)), (x, times)
    assert daizhenyang_coin.answer(Coins([5, 5])) == ["No"]
    assert daizhenyang_coin.answer(Coins([0, 1, 0, 1])) == ["No"]
    assert daizhenyang_coin.answer(Coins([3, 0, 6, 5, 3, 0])) == ["Yes"]         # values 7, 1, 13, 11
    top = daizhenyang_coin.MAX_POSITION
    assert daizhenyang_coin.answer(Coins([top] * daizhenyang_coin.MAX_N)) == ["No"]


def test_coin_evil_numbers_err_exactly_on_odd_rows_whose_values_xor_to_1():
    # The analysis' claim about the evil numbers, over every row below 12.
    for row in range(1 << 12):
        heads = _heads(row)
        truth = daizhenyang_coin.wins(Coins(heads))
        evil = games.nim_sum(daizhenyang_coin.odious(x) ^ 1 for x in heads) != 0
        xor = games.nim_sum(daizhenyang_coin.odious(x) for x in heads)
        assert (evil != truth) == (len(heads) % 2 == 1 and xor == 1), heads


def test_coin_answers_the_sample_and_the_worked_example():
    assert [daizhenyang_coin.answer(c) for c in daizhenyang_coin.SAMPLE] == [["Yes"], ["No"], ["Yes"]]
    assert cases.write_input(daizhenyang_coin, daizhenyang_coin.SAMPLE) == "0\n1\n0\n4\n0 1 2 3\n"
    values = [daizhenyang_coin.odious(x) for x in (2, 5, 9)]
    assert values == [4, 11, 19] and games.nim_sum(values) == 28
    assert not daizhenyang_coin.search_wins(daizhenyang_coin.row_of([2, 3, 4, 5]))
    assert daizhenyang_coin.row_of([2, 3, 4, 5]) in daizhenyang_coin._SEARCH.winning_moves(
        daizhenyang_coin.row_of([2, 5, 9]))


def test_coin_validator_reads_no_line_after_n_0_and_names_a_bad_position():
    assert cases.read_cases(daizhenyang_coin, "0\n0\n2\n7 7\n") == [Coins([]), Coins([]), Coins([7, 7])]
    with pytest.raises(InputError, match=r"^line 2: a blank line"):
        cases.read_cases(daizhenyang_coin, "0\n\n1\n3\n")
    assert cases.read_cases(daizhenyang_coin, "0\n\n1\n3\n", strict=False) == [Coins([]), Coins([3])]
    with pytest.raises(InputError, match=r"^line 5: position = 100000000 is outside 0\.\.99999999"):
        cases.read_input(daizhenyang_coin, "0\n1\n5\n2\n1 100000000\n")
    with pytest.raises(InputError, match=r"^line 1: n = 101 is outside 0\.\.100"):
        cases.read_input(daizhenyang_coin, "101\n1\n")


def test_coin_lost_rows_are_lost_and_hold_an_even_number_of_coins():
    rng = random.Random(2)
    for distinct in (3, 5, 9, 99):
        for high in (2 * distinct + 10, daizhenyang_coin.MAX_POSITION):
            heads = daizhenyang_coin.lost_heads(rng, distinct, high)
            assert len(set(heads)) == len(heads) == distinct + 1
            assert not daizhenyang_coin.wins(Coins(heads)) and max(heads) <= daizhenyang_coin.MAX_POSITION


def test_coin_random_cases_are_valid_reach_the_bounds_list_repeats_apart_and_come_fast():
    drawn = drawn_cases(daizhenyang_coin, 20000, checked=3000)
    assert max(len(c.heads) for c in drawn) == daizhenyang_coin.MAX_N
    assert max(max(c.heads) for c in drawn) > daizhenyang_coin.MAX_POSITION - 10 ** 6
    apart = [c for c in drawn if any(x in c.heads[i + 2:] for i, x in enumerate(c.heads))]
    assert len(apart) > 2000
    assert sum(daizhenyang_coin.searchable(c.heads) for c in drawn) > 3000
