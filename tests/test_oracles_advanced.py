"""The oracles of be-the-winner (the SJ theorem), moore-nim (Moore's Nim_k)
and simple-stone-game (k-multiple subtraction): each exact method against
the search from the rules over the whole range where both run, the claims
their analyses make about other judges' problems, and the validators."""

import itertools
import random

import pytest

from oracles import be_the_winner, cases, games
from oracles.cases import InputError


def _nondecreasing(size, low, high):
    return list(itertools.combinations_with_replacement(range(low, high + 1), size))


# --- be-the-winner -------------------------------------------------------------------------

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


def _tree_moves(position):
    """Green Hackenbush on one rooted tree: position is (parents, standing),
    parents[v - 1] the parent of vertex v (the root is 0), standing the
    frozenset of vertices whose edge to their parent still stands and
    joins them to the root. A move cuts one such edge; what hangs below it
    falls too."""
    parents, standing = position
    for cut in standing:
        fallen, below = {cut}, [cut]
        while below:
            v = below.pop()
            children = [w for w in standing if parents[w - 1] == v and w not in fallen]
            fallen.update(children)
            below += children
        yield parents, standing - fallen


def _colon_value(parents):
    """The tree's Grundy value by the colon principle: a vertex's value is
    the xor of value(child) + 1 over its children (children come after
    their parents, so a pass from the last vertex back does it)."""
    value = [0] * (len(parents) + 1)
    for v in range(len(parents), 0, -1):
        value[parents[v - 1]] ^= value[v] + 1
    return value[0]


def _sj_says_first_wins(values):
    big = any(v > 1 for v in values)
    return big if games.nim_sum(values) else not big


def test_the_sj_rule_on_hackenbush_trees_fails_first_on_two_paths_of_two_edges():
    # be-the-winner's analysis: on HDU 3590's trees the same rule is wrong,
    # and the smallest counterexample is the tree 1-2, 2-3, 1-4, 4-5.
    misere = games.Search(_tree_moves, misere=True)
    wrong = {}
    for edges in range(1, 5):
        for parents in itertools.product(*[range(v) for v in range(1, edges + 1)]):
            exact = misere.wins((parents, frozenset(range(1, edges + 1))))
            if exact != _sj_says_first_wins([_colon_value(parents)]):
                wrong.setdefault(edges, []).append(parents)
    assert list(wrong) == [4]
    # Every tree found is two paths of two edges from the root, relabelled.
    for parents in wrong[4]:
        children = {v: [w for w in range(1, 5) if parents[w - 1] == v] for v in range(5)}
        assert len(children[0]) == 2 and all(len(children[c]) == 1 for c in children[0])
    two_paths = (0, 1, 0, 3)                        # 1-2, 2-3, 1-4, 4-5 with the root called 0
    assert two_paths in wrong[4] and _colon_value(two_paths) == 0
    assert not misere.wins((two_paths, frozenset(range(1, 5))))     # QQ, where the rule says PP


def test_be_the_winner_validator_names_the_group_out_of_range():
    with pytest.raises(InputError, match=r"^line 4: group = 101 is outside 1..100"):
        cases.read_input(be_the_winner, "1\n7\n2\n3 101\n")
