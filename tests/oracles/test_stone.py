"""stone's oracle (oracles/stone.py): the periodic recurrence against the
table search from the rules, and both against the sample and the bounds."""

import pytest

from oracles import stone


@pytest.mark.parametrize("k", range(1, 31))
def test_stone_cycle_agrees_with_the_search_from_the_rules(k):
    for n in range(1, 400):
        assert stone.wins(stone.Case(n, k)) == stone.search_wins(n, k), (n, k)


@pytest.mark.parametrize("k", [37, 64, 99, 100])
def test_stone_cycle_agrees_with_the_search_for_large_k(k):
    for n in range(1, 3 * (k + 1) + 5):
        assert stone.wins(stone.Case(n, k)) == stone.search_wins(n, k), (n, k)


def test_stone_search_answers_the_sample():
    assert [stone.search_wins(1, 1), stone.search_wins(30, 3), stone.search_wins(10, 2)] == [False, True, False]


def test_stone_n_of_one_is_lost_for_tang_whatever_k():
    assert not any(stone.search_wins(1, k) for k in range(1, stone.MAX_K + 1))


def test_stone_every_k_has_period_k_plus_one_from_the_start():
    for k in range(1, stone.MAX_K + 1):
        lost, start, period = stone._cycle(k)
        assert period == k + 1, k
        assert [d for d in range(len(lost)) if lost[d]][:2] == [0, k + 1], k


def test_stone_answers_at_the_bound_follow_the_period():
    for k in (1, 2, 99, 100):
        for n in range(stone.MAX_N - 2 * (k + 1), stone.MAX_N + 1):
            assert stone.wins(stone.Case(n, k)) == stone.wins(stone.Case(1 + (n - 1) % (k + 1), k)), (n, k)
