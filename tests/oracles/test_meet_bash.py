"""meet-bash's oracle (oracles/meet_bash.py): the cycle against the table
search from the rules, and the search against the residues 1..p."""

import pytest

from oracles import meet_bash


@pytest.mark.parametrize("q", range(1, 21))
def test_meet_bash_cycle_agrees_with_the_search_from_the_rules(q):
    for p in range(1, q + 1):
        table = meet_bash.search_table(400, p, q)
        for n in range(1, 401):
            assert meet_bash.wins(meet_bash.Case(n, p, q)) == table[n], (n, p, q)


@pytest.mark.parametrize("p,q", [(1, 99), (50, 99), (99, 99), (37, 64)])
def test_meet_bash_cycle_agrees_with_the_search_for_large_takes(p, q):
    table = meet_bash.search_table(4 * (p + q), p, q)
    for n in range(1, len(table)):
        assert meet_bash.wins(meet_bash.Case(n, p, q)) == table[n], (n, p, q)


def test_meet_bash_search_loses_exactly_on_residues_one_to_p():
    for q in range(1, 16):
        for p in range(1, q + 1):
            table = meet_bash.search_table(200, p, q)
            for n in range(1, 201):
                assert table[n] == (not 1 <= n % (p + q) <= p), (n, p, q)


def test_meet_bash_search_answers_the_sample():
    table = meet_bash.search_table(7, 2, 4)
    assert (table[7], table[6]) == (False, True)


def test_meet_bash_a_heap_below_the_least_take_is_lost():
    for p in range(2, 10):
        table = meet_bash.search_table(p, p, p + 3)
        assert not any(table[1:p + 1]), p


def test_meet_bash_cycle_at_the_bound_follows_the_period():
    for p, q in [(1, 1), (2, 4), (99, 99), (1, 99)]:
        period = p + q
        for n in range(meet_bash.MAX_N - 2 * period, meet_bash.MAX_N + 1):
            assert meet_bash.wins(meet_bash.Case(n, p, q)) == meet_bash.wins(
                meet_bash.Case(period + n % period, p, q)), (n, p, q)
