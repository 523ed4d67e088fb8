"""christmas-game's oracle (oracles/christmas_game.py, the fusion principle):
the exact method against the search over edge sets, played from the rules, on
every small graph of the statement's shape (trees built as tree-game's, with
cycles), the values themselves (a graph with a path of v edges added at its
root is lost exactly when v is its value), the claims the analysis and picture
make, the data, and the validator."""

import random

import pytest

from oracle_helpers import _with_path_at_root
from common import casemodel as cases
from common.casemodel import InputError
from oracles import christmas_game, games, tree_game


def _value_by_search(edges):
    """A graph's value found by play alone: the v that makes it lost with a
    path of v edges added at its root."""
    for v in range(len(edges) + 2):
        if not christmas_game.search_wins([_with_path_at_root(edges, v)]):
            return v
    raise AssertionError("no value found for %r" % edges)


def test_christmas_game_a_cycle_is_worth_its_length_mod_2():
    # A self-loop, a double edge, a triangle, ... hanging from the root.
    for length in range(1, 9):
        cycle = christmas_game.build([], [(1, length)])
        assert _value_by_search(cycle) == length % 2 == christmas_game.fused_value(cycle), length


def test_christmas_game_search_agrees_with_fusion_on_every_small_graph():
    # Every tree of up to 4 nodes with up to two cycles of 1 to 4 edges.
    graphs = christmas_game.small_graphs(loops=True)
    assert len(graphs) == 854
    for edges in graphs:
        assert _value_by_search(edges) == christmas_game.fused_value(edges), edges


def test_christmas_game_cycles_below_paths_with_a_leaf_at_the_root():
    for length_of_path in range(3):
        for length in range(1, 7):
            for leaf in ((), (1,)):
                parents = tree_game.path_parents(length_of_path + 1) + list(leaf)
                edges = christmas_game.build(parents, [(length_of_path + 1, length)])
                assert christmas_game.fused_value(edges) == (length_of_path + length % 2) ^ len(leaf)
                assert _value_by_search(edges) == christmas_game.fused_value(edges), edges


def test_christmas_game_sums_of_graphs_are_decided_by_the_xor():
    rng = random.Random(5)
    small = christmas_game.small_graphs(loops=True)
    for _ in range(300):
        graphs = [g for g in rng.sample(small, rng.randint(2, 3)) if len(g) <= 4]
        if graphs:
            written = [christmas_game.written(g, rng) for g in graphs]
            by_fusion = games.nim_sum(map(christmas_game.fused_value, written)) != 0
            assert christmas_game.search_wins(written) == by_fusion, written


def test_christmas_game_sample_and_the_picture():
    assert christmas_game.answer(christmas_game.SAMPLE[0]) == ["Sally"]
    first, second = christmas_game.SAMPLE[0].graphs
    assert christmas_game.fused_value(first) == 1 and christmas_game.fused_value(second) == 2
    # Sally's winning move deletes 3-4: the second graph's value becomes 1.
    assert christmas_game.fused_value([(1, 2), (2, 3), (2, 4)]) == 1
    square = christmas_game.build([1], [(2, 4)])
    assert christmas_game.fused_value(square) == 1 == _value_by_search(square)


def test_christmas_game_edges_follow_from_nodes_and_cycles():
    # k = m - 1 + the number of cycles, so without self-loops k <= 2 (m - 1).
    rng = random.Random(6)
    for _ in range(300):
        edges = christmas_game.random_graph(rng, rng.randint(1, 60), rng.randint(0, 30), rng.random() < 0.5)
        m = christmas_game.nodes(edges)
        _, _, cycles, _ = christmas_game.structure(m, edges)
        assert len(edges) == m - 1 + len(cycles)
        if all(a != b for a, b in edges):
            assert len(edges) <= 2 * (m - 1)


def test_christmas_game_self_loops_are_only_in_the_test_beyond_the_judges_data():
    for slug, found in christmas_game.test_files():
        loops = sum(a == b for case in found for edges in case.graphs for a, b in edges)
        assert (loops > 0) == (slug == "self-loops"), slug
    most = max(len(edges) for case in christmas_game.self_loops() for edges in case.graphs)
    assert most == christmas_game.MAX_EDGES
    bounds = christmas_game.bounds()
    assert max(len(edges) for case in bounds for edges in case.graphs) == 2 * (christmas_game.MAX_NODES - 1)
    assert max(len(case.graphs) for case in bounds) == christmas_game.MAX_GRAPHS


def test_christmas_game_random_cases_are_of_the_shape_and_as_asked():
    rng = random.Random(7)
    drawn = [christmas_game.random_case(rng, i % 2 == 0) for i in range(400)]
    assert all(cases.is_valid(christmas_game, case) for case in drawn)
    assert all(christmas_game.wins(case) == (i % 2 == 0) for i, case in enumerate(drawn))
    assert max(len(case.graphs) for case in drawn) > 50
    assert max(christmas_game.nodes(edges) for case in drawn for edges in case.graphs) > 60
    assert any(a == b for case in drawn for edges in case.graphs for a, b in edges)
    assert not any(a == b for i in range(100) for edges in christmas_game.random_case(rng, i % 2 == 0, False).graphs
                   for a, b in edges)


@pytest.mark.parametrize("text,message", [
    ("1\n2 3\n1 2\n1 2\n2 1\n", r"^line 5: graph 1: the cycle this edge closes shares an edge"),
    ("1\n4 5\n1 2\n2 3\n3 1\n2 4\n4 3\n", r"^line 7: graph 1: the cycle this edge closes shares an edge"),
    ("1\n4 4\n1 2\n2 3\n3 1\n3 4\n", r"^line 4: graph 1: node 3 lies on the cycle"),     # a branch
    ("1\n4 5\n1 2\n2 3\n3 1\n3 4\n4 3\n", r"^line 4: graph 1: node 3 lies on the cycle"),  # a cycle
    ("2\n1 0\n3 1\n1 2\n", r"^line 3: graph 2: node 3 is not joined to the root"),
    ("1\n2 1\n1 3\n", r"^line 3: b = 3 is outside 1..2"),
    ("1\n1 500\n", r"^line 2: k = 500 is outside 0..499"),
])
def test_christmas_game_validator_names_the_line(text, message):
    with pytest.raises(InputError, match=message):
        cases.read_input(christmas_game, text)
