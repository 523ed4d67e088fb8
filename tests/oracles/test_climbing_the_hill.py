"""climbing-the-hill's oracle (oracles/climbing_the_hill.py): the pairing
rule against the search over whole positions, the moves from the rules,
the published rule's smallest counterexample, the reading."""

import itertools

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import climbing_the_hill as oracle


def _every(people, top):
    for n in range(1, people + 1):
        for cells in itertools.combinations(range(1, top + 1), n):
            for king in range(1, n + 1):
                yield oracle.Case(king, list(cells))


def test_the_rule_agrees_with_the_search_up_to_7_people_in_cells_up_to_9():
    found = list(_every(7, 9))
    assert len(found) == 2223
    for case in found:
        assert oracle.search_wins(case) == oracle.paired_wins(case), case


def test_the_rule_agrees_with_the_search_up_to_6_people_in_cells_up_to_11():
    found = list(_every(6, 11))
    for case in found:
        assert oracle.search_wins(case) == oracle.paired_wins(case), case


def test_moves_never_pass_the_person_above_and_share_only_the_top():
    # Cells 0 2 5, king 3rd: the 2 may go to 1 or 0; the 5 to 4 or 3.
    after = oracle.moves(((0, 2, 5), 2))
    assert sorted(after) == [((0, 0, 5), 2), ((0, 1, 5), 2), ((0, 2, 3), 2), ((0, 2, 4), 2)]
    assert oracle.END in oracle.moves(((0, 0, 5), 2))


def test_the_sample_and_the_published_rules_counterexample():
    assert [oracle.answer(c) for c in oracle.SAMPLE] == [["Bob"], ["Alice"]]
    case = oracle.Case(4, [1, 2, 3, 4, 5])
    assert oracle.search_wins(case) and not oracle._report_rule(case)


def test_even_rank_kings_are_where_the_published_rule_fails():
    found = oracle.report_traps()
    assert len(found) == 150
    assert all(oracle._report_rule(c) != oracle.wins(c) for c in found)
    assert sum(oracle.wins(c) for c in found) > 20 and sum(not oracle.wins(c) for c in found) > 20


def test_random_cases_are_of_the_statement_and_the_outcome_asked():
    drawn = drawn_cases(oracle, 2000, seed=10)
    assert sum(len(c.cells) > 100 for c in drawn) > 50


def test_validator_names_what_is_wrong():
    with pytest.raises(InputError, match=r"^line 1: k = 4 is more than N = 3"):
        cases.read_input(oracle, "3 4\n1 2 3\n")
    with pytest.raises(InputError, match=r"^line 2: the cells are not increasing"):
        cases.read_input(oracle, "2 1\n4 3\n")
