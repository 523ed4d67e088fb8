"""digital-deletions' oracle (oracles/digital_deletions.py): the table
against the remembered search from the rules, on every string of up to
five digits and on longer strings the search can reach."""

import itertools
import random

import pytest

from oracles import digital_deletions as game


def test_digital_deletions_moves_follow_the_rules():
    assert sorted(game.moves((2, 0))) == [(0, 0), (1, 0), (2,)]
    assert sorted(game.moves((0, 1))) == [(), (0, 0)]
    assert game.moves((0,)) == [()]


def test_digital_deletions_search_answers_the_sample():
    assert [game.search_wins(d) for d in [(0,), (0, 0), (1,), (2, 0)]] == [True, True, False, False]


@pytest.mark.parametrize("length", [1, 2, 3, 4, 5])
def test_digital_deletions_table_agrees_with_the_search_on_every_string(length):
    memo = {}
    for digits in itertools.product(range(10), repeat=length):
        assert game.wins(game.Case(list(digits))) == game.search_wins(digits, memo), digits


def test_digital_deletions_table_agrees_with_the_search_on_long_strings_of_small_digits():
    rng = random.Random(1404)
    checked = 0
    while checked < 300:
        length = rng.randint(5, 6)
        digits = tuple(rng.randint(0, 4) for _ in range(length))
        assert game.wins(game.Case(list(digits))) == game.search_wins(digits), digits
        checked += 1


def test_digital_deletions_table_agrees_with_the_search_on_some_six_digit_lost_strings():
    memo = {}
    for case in game.lost_strings(6)[:25]:
        assert not game.search_wins(tuple(case.digits), memo), case


def test_digital_deletions_every_string_with_a_leading_zero_is_won():
    for length in range(1, game.MAX_LENGTH + 1):
        table = game.lost_tables()[length]
        assert not any(table[:10 ** (length - 1)]), length


def test_digital_deletions_no_two_lost_strings_differ_in_one_digit():
    table = game.lost_tables()[4]
    for v in range(10000):
        if table[v]:
            for place in (1, 10, 100, 1000):
                d = v // place % 10
                assert not any(table[v + (e - d) * place] for e in range(10) if e != d), v
