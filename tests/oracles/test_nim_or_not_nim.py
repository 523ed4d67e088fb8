"""nim-or-not-nim's oracle (oracles/nim_or_not_nim.py, Lasker's Nim) and,
where the Multi-SG tests are parametrized over both oracles (with the ids
nim-or-not-nim and a-simple-nim), a-simple-nim's (oracles/a_simple_nim.py):
each closed form against the mex over the real moves over the whole table, the
xor rule against the search over every small position, the residue steps of
Lasker's Nim's proof, and the validators on what only these statements rule
out."""

import itertools
import random

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import a_simple_nim, games, nim_or_not_nim


# Each oracle with its closed form for one heap and its answers (won, lost),
# named by the problem.
MULTI_SG = [
    pytest.param(nim_or_not_nim, nim_or_not_nim.lasker_value, ("Alice", "Bob"), id="nim-or-not-nim"),
    pytest.param(a_simple_nim, a_simple_nim.three_split_value, (a_simple_nim.FIRST, a_simple_nim.SECOND),
                 id="a-simple-nim"),
]

ORACLES = [pytest.param(p.values[0], id=p.id) for p in MULTI_SG]


@pytest.mark.parametrize("oracle,closed_form,words", MULTI_SG)
def test_closed_form_agrees_with_the_mex_over_the_real_moves_over_the_whole_table(oracle, closed_form, words):
    table = oracle.GAME.table
    assert len(table) == oracle.TABLE_SIZE + 1 and table[0] == 0
    assert [closed_form(n) for n in range(1, oracle.TABLE_SIZE + 1)] == list(table[1:])
    beyond = [oracle.TABLE_SIZE + i for i in range(1, 50)] + [oracle.MAX_HEAP - i for i in range(50)]
    assert [oracle.GAME.value(n) for n in beyond] == [closed_form(n) for n in beyond]


@pytest.mark.parametrize("oracle", ORACLES)
def test_xor_rule_agrees_with_the_search_on_every_position_it_searches(oracle):
    positions = list(games.small_positions(oracle.SEARCH_TOTAL))
    assert len(positions) == 28628                  # every position of 1 to 30 objects
    for position in positions:
        assert oracle.GAME.search.wins(position) == (oracle.GAME.position_value(position) != 0), position


@pytest.mark.parametrize("oracle", ORACLES)
def test_search_moves_are_every_take_and_split_of_one_heap(oracle):
    # 4 4 in Lasker's Nim: 3 4, 2 4, 1 4, 4, 1 3 4, 2 2 4; in a-simple-nim: 3 4, 2 4, 1 4, 4, 1 1 2 4.
    moves = sorted(set(games.position_moves(oracle.heap_moves)((4, 4))))
    splits = [(1, 3, 4), (2, 2, 4)] if oracle is nim_or_not_nim else [(1, 1, 2, 4)]
    assert moves == sorted([(3, 4), (2, 4), (1, 4), (4,)] + splits)


def test_lasker_splits_never_reach_the_claimed_value_mod_4():
    # The proof's second step: for a + b = n, g(a) xor g(b) differs from
    # the claimed g(n) already in its last two bits.
    last_two = {1: 1, 2: 2, 3: 0, 0: 3}          # g(m) mod 4 by m mod 4
    for a, b in itertools.product(range(4), repeat=2):
        assert last_two[a] ^ last_two[b] != last_two[(a + b) % 4], (a, b)


def test_lasker_value_of_the_largest_heap_needs_32_bits():
    top = nim_or_not_nim.MAX_HEAP
    assert nim_or_not_nim.GAME.value(top) == 2 ** 31
    for count in range(1, 6):
        expected = "Alice" if count % 2 else "Bob"
        assert nim_or_not_nim.answer(nim_or_not_nim.Case([top] * count)) == [expected], count


@pytest.mark.parametrize("oracle,closed_form,words", MULTI_SG)
def test_values_are_their_own_inverse(oracle, closed_form, words):
    # random_case makes a loss by giving the last heap the value of the rest.
    values = list(range(1, 5000)) + [oracle.MAX_HEAP - i for i in range(64)]
    assert all(closed_form(closed_form(v)) == v for v in values)


@pytest.mark.parametrize("oracle,closed_form,words", MULTI_SG)
def test_residue_cases_are_lost_and_won_as_built_and_nim_says_the_opposite(oracle, closed_form, words):
    near_top = [n for n in range(oracle.MAX_HEAP - 200, oracle.MAX_HEAP) if closed_form(n) != n]
    for found in (oracle.table_cases(),
                  [oracle.Case(heaps) for heaps in oracle.GAME.residue_positions(near_top, oracle.MAX_HEAP, 1)]):
        assert [oracle.wins(case) for case in found] == [False, True] * (len(found) // 2)
        assert [games.nim_sum(case.heaps) != 0 for case in found] == [True, False] * (len(found) // 2)
        assert all(cases.is_valid(oracle, case) for case in found)


@pytest.mark.parametrize("oracle,closed_form,words", MULTI_SG)
def test_samples_and_the_worked_examples(oracle, closed_form, words):
    won, lost = words
    sample = [won, lost] if oracle is nim_or_not_nim else [lost, won]
    assert [oracle.answer(case)[0] for case in oracle.SAMPLE] == sample
    worked = [1, 2, 3] if oracle is nim_or_not_nim else [7, 8, 15]
    assert oracle.answer(oracle.Case(worked)) == [won] and games.nim_sum(worked) == 0


@pytest.mark.parametrize("oracle", ORACLES)
def test_one_million_heaps_fails_a_program_that_keeps_only_the_first_heaps(oracle):
    # Whatever the program makes of the heaps it drops, those it keeps xor to 0 or 1, never 3.
    case, = oracle.one_million_heaps()
    assert len(case.heaps) == oracle.MAX_HEAPS and oracle.GAME.position_value(case.heaps) == 3 and oracle.wins(case)
    assert [oracle.GAME.position_value(case.heaps[:kept]) for kept in (100000, 100001, 999999)] == [0, 1, 1]


@pytest.mark.parametrize("oracle", ORACLES)
def test_random_cases_are_of_the_statement_the_outcome_asked_and_come_fast(oracle):
    drawn = drawn_cases(oracle, 4000, seed=30)
    assert sum(sum(case.heaps) <= oracle.SEARCH_TOTAL for case in drawn) > 200
    assert max(len(c.heaps) for c in drawn) > 1000
    assert sum(oracle.MAX_HEAP in c.heaps for c in drawn) > 200
    assert sum(not oracle.wins(c) and len(c.heaps) > 2 and max(c.heaps) > 10 ** 8 for c in drawn) > 200


@pytest.mark.parametrize("oracle", ORACLES)
def test_a_worst_case_is_large_and_within_the_statement(oracle):
    case = oracle.worst_case(random.Random(1))
    text = cases.write_input(oracle, [case] * 100)
    assert 4 * 10 ** 6 < len(text) < 6 * 10 ** 6
    assert min(case.heaps) >= oracle.MAX_HEAP // 2


def test_validators_name_the_heap_beyond_each_bound():
    with pytest.raises(InputError, match=r"^line 5: s = 2147483648 is outside 1\.\.2147483647"):
        cases.read_input(nim_or_not_nim, "2\n1\n2147483647\n2\n1 2147483648\n")
    with pytest.raises(InputError, match=r"^line 3: s = 1000000001 is outside 1\.\.1000000000"):
        cases.read_input(a_simple_nim, "1\n2\n1000000000 1000000001\n")
    with pytest.raises(InputError, match=r"^line 2: N = 1000001 is outside 1\.\.1000000"):
        cases.read_input(nim_or_not_nim, "1\n1000001\n1\n")
