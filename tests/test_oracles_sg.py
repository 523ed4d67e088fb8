"""The oracles of wythoff-moves, fibonacci-nim, s-nim and chess-game: each
exact or Sprague-Grundy method against a search from the game's rules over
the whole range where both run, and their validators."""

import ctypes
import functools
import itertools
import math
import operator
import random

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import chess_game, fibonacci_nim, s_nim, wythoff_moves


# --- wythoff-moves ------------------------------------------------------------------------------

def test_wythoff_search_agrees_with_the_exact_pairs():
    size = wythoff_moves.SEARCH_SIZE
    searched = wythoff_moves.search_p_positions(size)
    exact = [p for p in wythoff_moves.exact_p_positions(size - 1)]
    assert searched == exact


def test_wythoff_exact_pairs_agree_with_the_mex_construction_up_to_the_bound():
    # a_k is the least number not yet used, b_k = a_k + k: the construction
    # the C solution uses, here as a third method over the whole range.
    used, a, k = bytearray(wythoff_moves.MAX + 2), 0, 0
    exact = wythoff_moves.exact_p_positions()
    while True:
        while a <= wythoff_moves.MAX and used[a]:
            a += 1
        if a + k > wythoff_moves.MAX:
            break
        assert exact[k] == (a, a + k), k
        used[a] = 1
        used[a + k] = 1
        k += 1
    assert k == len(exact)


def test_wythoff_indexed_moves_agree_with_trying_every_move():
    for b in range(0, 160):
        for a in range(0, b + 1):
            if (a, b) != (0, 0):
                assert wythoff_moves.winning_results(a, b) == wythoff_moves.moves_literal(a, b), (a, b)
    rng = random.Random(3)
    for _ in range(300):
        b = rng.randint(160, wythoff_moves.SEARCH_SIZE - 1)
        a = rng.randint(0, b)
        assert wythoff_moves.winning_results(a, b) == wythoff_moves.moves_literal(a, b), (a, b)


def test_wythoff_winning_moves_exist_exactly_for_winning_positions():
    for b in range(0, 200):
        for a in range(0, b + 1):
            if (a, b) != (0, 0):
                lines = wythoff_moves.answer(wythoff_moves.Case(a, b))
                assert (lines[0] == "1") == wythoff_moves.wins(wythoff_moves.Case(a, b)), (a, b)
                assert (len(lines) > 1) == (lines[0] == "1") and len(lines) <= 4, (a, b)
                assert len(set(lines[1:])) == len(lines) - 1, (a, b)


def test_wythoff_sample_and_the_documented_orders():
    answers = [wythoff_moves.answer(wythoff_moves.Case(a, b)) for a, b in ((1, 2), (5, 8), (4, 7), (2, 2))]
    assert answers == [["0"], ["1", "4 7", "3 5"], ["0"], ["1", "0 0", "1 2"]]
    assert wythoff_moves.answer(wythoff_moves.Case(10, 13)) == ["1", "4 7", "6 10", "8 13"]
    assert wythoff_moves.answer(wythoff_moves.Case(5, 7)) == ["1", "3 5", "4 7"]
    assert wythoff_moves.answer(wythoff_moves.Case(2, 3)) == ["1", "1 2"]


def test_wythoff_double_floor_is_exact_below_the_bound():
    # Why no rejected solution uses floor(k * phi) in double: it cannot fail here.
    phi = (1 + math.sqrt(5)) / 2
    for k, (a, _) in enumerate(wythoff_moves.exact_p_positions()):
        assert math.floor(k * phi) == a, k
    assert math.floor(102334155 * phi) != wythoff_moves.exact_pair(102334155)[0]


def test_wythoff_beyond_judge_file_holds_only_such_positions():
    files = dict(wythoff_moves.test_files())
    assert files["two-moves-or-shared-result"]
    assert all(wythoff_moves.is_beyond_judge(c) for c in files["two-moves-or-shared-result"])
    for slug, found in files.items():
        if slug != "two-moves-or-shared-result":
            assert not any(wythoff_moves.is_beyond_judge(c) for c in found), slug


def test_wythoff_validator_wants_a_not_above_b():
    with pytest.raises(InputError, match=r"^line 2: a = 3 is larger than b = 2"):
        cases.read_input(wythoff_moves, "1 2\n3 2\n0 0\n")


# --- fibonacci-nim --------------------------------------------------------------------------------

def test_fibonacci_nim_search_agrees_with_the_fibonacci_test():
    for n in range(2, fibonacci_nim.SEARCH_LIMIT + 1):
        assert fibonacci_nim.search_first_wins(n) == (not fibonacci_nim.is_fibonacci(n)), n


def test_fibonacci_nim_table_ends_below_two_to_the_31():
    fib = fibonacci_nim.fibonacci_numbers()
    assert len(fib) == 45 and fib[-1] == 1836311903
    assert fib[-1] + fib[-2] > 2 ** 31 - 1


def test_fibonacci_nim_wrapped_values_are_what_a_32_bit_int_table_holds():
    a, b, wrapped = ctypes.c_int32(1134903170), ctypes.c_int32(1836311903), set()
    for _ in range(60):
        a, b = b, ctypes.c_int32(a.value + b.value)
        wrapped.add(b.value)
    values = fibonacci_nim.overflow_values()
    assert values and set(values) <= wrapped
    assert not any(fibonacci_nim.is_fibonacci(n) for n in values)
    assert all(fibonacci_nim.wins(fibonacci_nim.Case(n)) for n in values)


def test_fibonacci_nim_double_square_errors_are_what_a_plain_scan_finds_around_them():
    # A scan of every n in windows around the first, a middle and the last
    # error (and the first n where 5n^2 + 4 passes 2^53) finds exactly the
    # listed ones there.
    errors = fibonacci_nim.double_square_errors()
    listed = set(errors)
    for centre in (42443373, errors[0], errors[1], errors[len(errors) // 2], errors[-1]):
        for n in range(max(2, centre - 3000), min(fibonacci_nim.MAX, centre + 3000) + 1):
            wrong = fibonacci_nim.double_square_test(n) != fibonacci_nim.is_fibonacci(n)
            assert wrong == (n in listed), n


def test_fibonacci_nim_double_square_errors_are_non_fibonacci_numbers_above_2_to_the_53_over_5():
    errors = fibonacci_nim.double_square_errors()
    assert errors[:3] == [70711162, 133957148, 173045317] and len(errors) == 396
    assert all(5 * n * n + 4 > 2 ** 53 and not fibonacci_nim.is_fibonacci(n) for n in errors)
    assert all(fibonacci_nim.double_square_test(n) for n in errors)
    assert all(fibonacci_nim.wins(fibonacci_nim.Case(n)) for n in errors)


# --- s-nim ----------------------------------------------------------------------------------------

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


# --- chess-game -----------------------------------------------------------------------------------

def test_chess_game_search_agrees_with_grundy_xor_on_every_small_graph():
    for n in range(1, 5):
        for edges in chess_game.all_dags(n):
            g = chess_game.grundy(edges)
            for count in (1, 2, 3):
                for men in itertools.combinations_with_replacement(range(n), count):
                    value = 0
                    for p in men:
                        value ^= g[p]
                    assert chess_game.search_wins(edges, men) == (value != 0), (edges, men)


def test_chess_game_search_agrees_with_answer_on_random_graphs():
    rng = random.Random(5)
    for _ in range(150):
        edges = chess_game.random_dag(rng, rng.randint(1, 8), rng.choice((1, 2, 4)))
        queries = [[rng.randrange(len(edges)) for _ in range(rng.randint(1, 3))] for _ in range(4)]
        expected = ["WIN" if chess_game.search_wins(edges, q) else "LOSE" for q in queries]
        assert chess_game.answer(chess_game.ChessCase(edges, queries)) == expected, (edges, queries)


def test_chess_game_counts_every_acyclic_graph():
    # The numbers of labelled DAGs on 1..4 positions (OEIS A003024).
    assert [len(chess_game.all_dags(n)) for n in range(1, 5)] == [1, 3, 25, 543]


def test_chess_game_values_of_the_dense_graph_reach_199():
    dense = [list(range(v + 1, 200)) for v in range(200)]
    assert chess_game.grundy(dense) == [199 - v for v in range(200)]


def test_chess_game_complete_graph_has_every_edge_and_values_up_to_999():
    case = chess_game.complete_graph_case()
    assert len(case.edges) == chess_game.MAX_N
    assert sum(len(out) for out in case.edges) == chess_game.MAX_N * (chess_game.MAX_N - 1) // 2
    assert sorted(chess_game.grundy(case.edges)) == list(range(chess_game.MAX_N))
    assert "WIN" in chess_game.answer(case) and "LOSE" in chess_game.answer(case)


def test_chess_game_validator_names_a_line_on_the_cycle():
    text = "4\n1 1\n1 2\n1 3\n1 1\n1 0\n0\n"          # 1 -> 2 -> 3 -> 1
    with pytest.raises(InputError, match=r"^line [345]: position [123] lies on a cycle"):
        cases.read_input(chess_game, text)
    with pytest.raises(InputError, match=r"^line 3: position 1 lies on a cycle"):
        cases.read_input(chess_game, "2\n0\n1 1\n1 0\n0\n")      # 1 -> 1


def test_chess_game_reads_the_judges_sample_with_its_blank_line_only_leniently():
    text = cases.write_input(chess_game, chess_game.SAMPLE).replace("0\n4\n1 1", "0\n\n4\n1 1")
    assert cases.read_cases(chess_game, text, strict=False) == chess_game.SAMPLE
    with pytest.raises(InputError, match="blank line"):
        cases.read_cases(chess_game, text)


def test_chess_game_random_graphs_are_acyclic_and_valid():
    rng = random.Random(8)
    for i in range(300):
        case = chess_game.random_case(rng, i % 2 == 0)
        assert chess_game._cycle_node(case.edges) is None
        assert cases.is_valid(chess_game, case)


def test_chess_game_quick_dag_is_acyclic_and_answer_agrees_with_search():
    rng = random.Random(1525)
    for _ in range(200):
        edges, values = chess_game.quick_dag(rng, rng.randint(1, 8), rng.choice((1, 2, 4)))
        assert values == chess_game.grundy(edges)
        assert chess_game._cycle_node(edges) is None
        assert all(len(set(out)) == len(out) for out in edges)
        queries = [[rng.randrange(len(edges)) for _ in range(rng.randint(1, 3))] for _ in range(3)]
        expected = ["WIN" if chess_game.search_wins(edges, q) else "LOSE" for q in queries]
        assert chess_game.answer(chess_game.ChessCase(edges, queries)) == expected, (edges, queries)
        assert chess_game.wins(chess_game.ChessCase(edges, queries)) == (expected[0] == "WIN")


def test_chess_game_values_drawn_with_a_random_graph_are_its_grundy_values():
    from localjudge import stress
    rng = random.Random(1527)
    for i in range(400):
        case = chess_game.random_case(rng, i % 2 == 0)
        assert case.edges.values == chess_game.grundy([list(out) for out in case.edges]), case
    # What shrinking makes of the out-lists carries no values: answer works them out again.
    assert all(type(c.edges) is list or c.edges is case.edges for c in stress.smaller(case))


def test_chess_game_random_case_gives_the_outcome_asked_by_search():
    rng = random.Random(1526)
    for i in range(300):
        case = chess_game.random_case(rng, i % 2 == 0)
        if len(case.edges) <= 12 and len(case.queries[0]) <= 2:
            assert chess_game.search_wins(case.edges, case.queries[0]) == (i % 2 == 0), case
        assert chess_game.wins(case) == (i % 2 == 0)


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
