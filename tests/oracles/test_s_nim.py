"""s-nim's oracle (oracles/s_nim.py): the Grundy values against a search from
the game's rules, its table (grown in steps, its heaps of a value, its small
tables) against a plain mex, and the random cases."""

import functools
import itertools
import math
import operator
import random

from oracles import s_nim


def _small_sets():
    return [list(s) for r in range(1, 4) for s in itertools.combinations(range(1, 6), r)]


def test_s_nim_search_agrees_with_grundy_xor():
    for moves in _small_sets():
        for count in (1, 2, 3):
            for heaps in itertools.combinations_with_replacement(range(9), count):
                searched = s_nim.search_wins(moves, heaps)
                assert searched == (s_nim.position_value(moves, heaps) != 0), (moves, heaps)


def test_s_nim_answer_agrees_with_search_on_random_small_cases():
    rng = random.Random(11)
    for _ in range(200):
        moves = [rng.randint(1, 7) for _ in range(rng.randint(1, 4))]
        positions = [[rng.randint(0, 10) for _ in range(rng.randint(1, 3))] for _ in range(rng.randint(1, 5))]
        expected = "".join("W" if s_nim.search_wins(moves, p) else "L" for p in positions)
        assert s_nim.answer(s_nim.SNimCase(moves, positions)) == [expected], (moves, positions)


def test_s_nim_values_reach_100():
    values = s_nim.grundy_values(list(range(1, 101)), s_nim.MAX_H)
    assert values == [h % 101 for h in range(s_nim.MAX_H + 1)]
    files = dict(s_nim.test_files())
    assert any(max(s_nim.grundy_values(c.subtractions, max(map(max, c.positions)))) == 100
               for c in files["large-grundy-values"])


def test_s_nim_order_and_repeats_of_the_moves_do_not_matter():
    for moves in ([5, 2], [2, 5, 5, 2], [7, 1, 3]):
        assert s_nim.grundy_values(moves, 200) == s_nim.grundy_values(sorted(set(moves)), 200)
    assert s_nim.answer(s_nim.SAMPLE[0]) == ["LWW"] and s_nim.answer(s_nim.SAMPLE[1]) == ["WWL"]


def test_s_nim_table_agrees_with_search_on_single_heaps_and_pairs():
    rng = random.Random(1539)
    for _ in range(60):
        # Up to 4 moves, and 8 or 10: values in fields of 8 bits and of 16.
        moves = [rng.randint(1, 9) for _ in range(rng.choice((1, 2, 3, 4, 1, 2, 3, 4, 8, 10)))]
        values = s_nim.grundy_values(moves, 40)
        assert len(values) >= 41
        for h in range(41):
            assert s_nim.search_wins(moves, [h]) == (values[h] != 0), (moves, h)
        for a in range(0, 14):
            for b in range(a, 14):
                assert s_nim.search_wins(moves, [a, b]) == (values[a] != values[b]), (moves, a, b)


def _plain_values(moves, n):
    """g(0), ..., g(n - 1) by the definition, heap by heap: the least value
    that no move reaches."""
    values = []
    for x in range(n):
        reachable = {values[x - s] for s in moves if s <= x}
        values.append(min(set(range(len(reachable) + 1)) - reachable))
    return values


def _s_nim_sets(rng):
    """Sets for the table: of every size (below 8 moves a field of 8 bits a
    heap, up to 15 of 16, then heap by heap), with repeats, given unsorted,
    with moves of 1 and moves above every heap; and sets whose values reach
    the top bit of a field (1..7, 1..15) or need more (1..8, 1..16)."""
    sets = [[rng.randint(1, top) for _ in range(rng.randint(1, 20))] for top in (3, 12, 60, 500) for _ in range(15)]
    return sets + [list(range(7, 0, -1)), list(range(1, 9)), list(range(15, 0, -1)), list(range(1, 17)),
                   [3, 3, 1, 3], [400, 7, 7], [1], [250], [2, 2], [1, 2, 4, 8, 16, 32, 64, 128]]


def test_s_nim_table_grown_in_steps_matches_a_plain_mex():
    """Heap by heap, and packed in blocks as long as the move _block_length
    picks and as a few others (any gives the same values)."""
    rng = random.Random(1540)
    for moves in _s_nim_sets(rng):
        plain = _plain_values(moves, 400)
        steps = sorted(rng.sample(range(400), 4)) + [399]
        blocks = {None, s_nim._Table(moves)._block}
        if len(set(moves)) < 16:
            blocks |= set(rng.sample(sorted(set(moves)), min(3, len(set(moves)))))
        for block in blocks:
            table = s_nim._Table(moves)
            table._block = block
            for h in steps:
                known = len(table.values)
                values = table.upto(h)
                assert list(values) == plain[:max(known, h + 1)], (moves, block, h)     # up to h, no further
                assert table.distinct == max(values) + 1, (moves, block, h)


def test_s_nim_heaps_of_a_value_are_what_a_plain_scan_finds():
    rng = random.Random(1541)
    for moves in _s_nim_sets(rng):
        table = s_nim._Table(moves)
        for h in sorted(rng.sample(range(400), 3)) + [399]:
            values = list(table.upto(h))
            for g in {0, 1, max(values), max(values) + 1, rng.randrange(max(values) + 1)}:
                assert table.heaps_of(g) == [x for x, v in enumerate(values) if v == g], (moves, h, g)


def test_s_nim_random_heap_is_the_drawn_one_of_a_plain_scan():
    """Each heap of value g up to high for each draw, from a table whose
    heaps are listed (heaps_of) and from one that counts them; one draw,
    of 1, and None where there is none."""
    rng = random.Random(1542)
    for moves in _s_nim_sets(rng):
        plain = _plain_values(moves, 400)
        fresh, listed = s_nim._Table(moves), s_nim._Table(moves)
        fresh.upto(399)
        listed.upto(399)
        for g in range(listed.distinct + 1):
            listed.heaps_of(g)
        for high in (0, 1, rng.randrange(400), 399):
            for g in {0, 1, max(plain), max(plain) + 1, rng.randrange(max(plain) + 1)}:
                heaps = [x for x in range(high + 1) if plain[x] == g]
                for j in {0, len(heaps) // 2, max(len(heaps) - 1, 0)}:
                    for table in (fresh, listed):
                        asked = []

                        def below(n):
                            asked.append(n)
                            return j
                        drawn = table.random_heap(g, high, below)
                        assert asked == [len(heaps) or 1], (moves, high, g, j)
                        assert drawn == (heaps[j] if heaps else None), (moves, high, g, j, table is listed)


def test_s_nim_random_case_gives_the_outcome_asked_and_answer_agrees_with_a_plain_mex():
    """Small sets (whose tables are worked out at once), sets up to 200 (a
    table a case) and the pool's: the first position's outcome is the one
    asked, and answer and wins read the drawn table as a plain mex would."""
    rng = random.Random(1543)
    plain = {}
    for i in range(1500):
        case = s_nim.random_case(rng, i % 2 == 0)
        moves = frozenset(case.subtractions)
        top = max(map(max, case.positions))
        if len(plain.get(moves, ())) <= top:
            plain[moves] = _plain_values(sorted(moves), max(top + 1, 501))
        values = plain[moves]
        xors = [functools.reduce(operator.xor, (values[h] for h in heaps)) for heaps in case.positions]
        assert (xors[0] != 0) == (i % 2 == 0), case
        assert s_nim.wins(case) == (i % 2 == 0), case
        assert s_nim.answer(case) == ["".join("W" if x else "L" for x in xors)], case
        assert s_nim.answer(s_nim.SNimCase(list(case.subtractions), case.positions)) == s_nim.answer(case)
    assert len(plain) > 500


def test_s_nim_small_tables_are_a_plain_mex_and_list_their_heaps():
    small = s_nim._small_tables()
    assert len(small) == sum(math.comb(s_nim.SMALL_S, k) for k in range(1, s_nim.SMALL_K + 1))
    for moves, table in small.items():
        values = _plain_values(sorted(moves), s_nim.SMALL_H + 1)
        assert list(table.values) == values, moves
        for g in range(table.distinct):
            assert table.heaps_of(g) == [x for x, v in enumerate(values) if v == g], (moves, g)
