"""kayles' oracle (oracles/kayles.py): the Grundy values against a search from
the game's rules over every small position and against Guy and Smith's period,
the tables and remembered splits, the checker, the random cases, and the
winning moves."""

import itertools
import random

from oracles import kayles


def test_kayles_search_agrees_with_grundy_xor_on_every_small_position():
    for count, high in ((1, 30), (2, 16), (3, 9), (4, 6)):
        for rows in itertools.combinations_with_replacement(range(1, high + 1), count):
            assert kayles.search_wins(rows) == (kayles.position_value(rows) != 0), rows


def test_kayles_values_are_periodic_from_71_by_guy_and_smith():
    # Checked from 71 to 2 * 71 + 12 + 2 - 1, the theorem gives every n;
    # a longer table by the definition agrees, and 70 is the last exception.
    table = kayles.mex_table(2000)
    start, period = kayles.PERIOD_START, kayles.PERIOD
    assert all(table[n + period] == table[n] for n in range(start, 2 * start + period + 2))
    assert all(table[n + period] == table[n] for n in range(start, 2000 - period))
    assert table[start - 1 + period] != table[start - 1]
    assert all(kayles.grundy(n) == table[n] for n in range(2001))
    assert list(table[84:96]) == [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7] and max(table) == 8


def test_kayles_long_rows_take_the_value_of_their_residue():
    for n in (10 ** 9, 10 ** 9 - 1, 999999937, 2 ** 29, 241, 242):
        assert kayles.grundy(n) == kayles.mex_table()[84 + (n - 84) % 12], n


def test_kayles_values_read_from_tables_are_the_grundy_values():
    # values() reads every row's value from two tables, for speed; grundy(n) is the rule.
    rng = random.Random(15)
    rows = list(range(1, 2 * kayles.TABLE_SIZE)) + [kayles.MAX - i for i in range(2 * kayles.PERIOD)]
    rows += [rng.randint(1, kayles.MAX) for _ in range(2000)]
    assert kayles.values(rows) == [kayles.grundy(n) for n in rows]


def _every_move(rows):
    return [(r + 1, a, a + d) for r, n in enumerate(rows) for a in range(1, n + 1) for d in (0, 1) if a + d <= n]


def test_kayles_checker_takes_exactly_the_winning_moves_the_search_finds():
    for rows in itertools.chain(([n] for n in range(1, 13)), itertools.product(range(1, 8), repeat=2)):
        rows, case = list(rows), kayles.Case(list(rows))
        winning = {m for m in _every_move(rows)
                   if not kayles.search_wins(tuple(sorted(kayles.after_move(rows, m))))}
        assert kayles.check(case, kayles.answer(case)) is None
        for move in _every_move(rows):
            line = "First %d %d %d" % move
            assert (kayles.check(case, [line]) is None) == (move in winning), (rows, move)
        assert (kayles.check(case, ["Second"]) is None) == (not winning), rows


def test_kayles_checker_refuses_moves_off_the_rows_and_other_words():
    case = kayles.Case([3, 5])
    for line in ("First 3 1 1", "First 1 0 0", "First 1 2 4", "First 1 3 4", "First 2 1", "first 1 2 2",
                 "Second", "First 1 2 x"):
        assert kayles.check(case, [line]) is not None, line
    assert kayles.check(kayles.Case([4, 4]), ["First 1 2 3"]) is not None


def test_kayles_moves_win_in_long_rows():
    rng = random.Random(12)
    for _ in range(500):
        case = kayles.random_case(rng, True)
        move = kayles.winning_move(case.rows)
        assert kayles.position_value(kayles.after_move(case.rows, move)) == 0, case


def _plain_first_split(n, target, parts=None):
    """(knocked, left) of the first split of a row of n whose parts' values
    xor to target, one pin before two, left parts from 0 up: every split,
    or those with a left part below parts."""
    for knocked in (1, 2):
        for left in range(min(n - knocked + 1, parts or n)):
            if kayles.grundy(left) ^ kayles.grundy(n - knocked - left) == target:
                return knocked, left
    return None


def test_kayles_remembered_splits_are_the_first_of_all_splits():
    # winning_move remembers one split for every row of a class; here each row is split
    # afresh: over every split up to 2000 pins, over the small left parts beyond.
    rng = random.Random(13)
    long_rows = [rng.randint(2000, kayles.MAX) for _ in range(300)] + [kayles.MAX]
    for n in list(range(1, 2000)) + long_rows:
        parts = kayles.SMALL_PART if n >= 2000 else None
        for target in range(kayles.grundy(n)):          # the values a split of n reaches, by the mex
            found = kayles._split_reaching(kayles._split_class(n), target)
            assert found == _plain_first_split(n, target, parts), (n, target)
    for _ in range(300):
        case = kayles.random_case(rng, True)
        x = kayles.position_value(case.rows)
        r = next(i for i, n in enumerate(case.rows) if kayles.grundy(n) ^ x < kayles.grundy(n))
        knocked, left = _plain_first_split(case.rows[r], kayles.grundy(case.rows[r]) ^ x, kayles.SMALL_PART)
        assert kayles.winning_move(case.rows) == (r + 1, left + 1, left + knocked), case


def test_kayles_random_cases_are_of_the_statement_and_the_outcome_asked():
    # random_case draws with rng.random(), not as the data does: each case must still be
    # one the statement allows, of the outcome asked (by the search where it runs), and
    # of every kind: each number of rows, short rows and rows up to 10^9.
    rng = random.Random(14)
    searchable = {1: 30, 2: 16, 3: 9, 4: 6}         # where the first test searches
    counts, searched = set(), 0
    for i in range(3000):
        case = kayles.random_case(rng, i % 2 == 0)
        rows = case.rows
        assert 1 <= len(rows) <= kayles.MAX_ROWS and all(1 <= n <= kayles.MAX for n in rows), case
        assert kayles.wins(case) == (i % 2 == 0), case
        if max(rows) <= searchable.get(len(rows), 0):
            assert kayles.search_wins(tuple(sorted(rows))) == (i % 2 == 0), case
            searched += 1
        counts.add(len(rows))
    assert searched > 300 and {1, 2, 3, 4, 10} <= counts and max(counts) > 90
    assert max(max(kayles.random_case(rng, i % 2 == 0).rows) for i in range(300)) > 10 ** 8
