"""be-the-winner's oracle (oracles/be_the_winner.py, the SJ theorem): the
exact method against the search from the rules over the whole range where both
run, the claim its analysis makes about HDU 3590's trees (played by
tree-game's moves), and the validator."""

import itertools

import pytest

from oracle_helpers import _nondecreasing
from common import casemodel as cases
from common.casemodel import InputError
from oracles import be_the_winner, games, tree_game


def test_be_the_winner_line_values_are_the_line_lengths():
    # So a line of value 0 is an empty line, with no move: the SJ theorem's condition.
    assert be_the_winner.line_values() == tuple(range(be_the_winner.MAX_APPLES + 1))


def test_be_the_winner_search_agrees_with_the_sj_theorem_over_every_small_position():
    for size in range(1, be_the_winner.SEARCH_GROUPS + 1):
        for groups in _nondecreasing(size, 1, be_the_winner.SEARCH_MAX):
            assert be_the_winner.search_wins(groups) == be_the_winner.sj_wins(list(groups)), groups


def test_be_the_winner_search_beyond_the_range_agrees_on_ones_and_one_big_line():
    for ones in range(0, 15):
        for big in (None, 2, 5, 9):
            position = tuple(sorted((1,) * ones + ((big,) if big else ())))
            if position:
                assert be_the_winner.search_wins(position) == be_the_winner.sj_wins(list(position)), position


def test_be_the_winner_sample_and_the_all_ones_parity():
    assert [be_the_winner.answer(c) for c in be_the_winner.SAMPLE] == [["No"], ["Yes"]]
    for n in range(1, be_the_winner.MAX_GROUPS + 1):
        assert be_the_winner.answer(be_the_winner.Case([1] * n)) == ["Yes" if n % 2 == 0 else "No"], n


def _sj_says_first_wins(values):
    big = any(v > 1 for v in values)
    return big if games.nim_sum(values) else not big


def test_the_sj_rule_on_hackenbush_trees_fails_first_on_two_paths_of_two_edges():
    # be-the-winner's analysis: on HDU 3590's trees the same rule is wrong,
    # and the smallest counterexample is the tree 1-2, 2-3, 1-4, 4-5. The
    # trees are played by tree-game's moves, in misere play.
    misere = games.Search(tree_game.hackenbush_moves, misere=True)
    wrong = {}
    for edges in range(1, 5):
        for parents in itertools.product(*[range(1, v + 1) for v in range(1, edges + 1)]):
            tree = [(parent, v + 1) for v, parent in enumerate(parents, 1)]
            exact = misere.wins(tree_game.joined_to_root(tree))
            if exact != _sj_says_first_wins([tree_game.colon_value(tree)]):
                wrong.setdefault(edges, []).append(tree)
    assert list(wrong) == [4]
    for tree in wrong[4]:                       # each is two paths of two edges from the root, relabelled
        children = {v: [b for a, b in tree if a == v] for v in range(1, 6)}
        assert len(children[1]) == 2 and all(len(children[c]) == 1 for c in children[1])
    two_paths = [(1, 2), (2, 3), (1, 4), (4, 5)]
    assert two_paths in wrong[4] and tree_game.colon_value(two_paths) == 0
    assert not misere.wins(tree_game.joined_to_root(two_paths))       # QQ, where the rule says PP


def test_be_the_winner_validator_names_the_group_out_of_range():
    with pytest.raises(InputError, match=r"^line 4: group = 101 is outside 1..100"):
        cases.read_input(be_the_winner, "1\n7\n2\n3 101\n")
