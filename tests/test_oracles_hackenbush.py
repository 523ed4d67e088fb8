"""The oracles of tree-game (the colon principle) and christmas-game (the
fusion principle): each exact method against the search over edge sets,
played from the rules, on every small tree and graph of the statements'
shape, the values themselves (a graph with a path of v edges added at its
root is lost exactly when v is its value), the claims the analyses and
pictures make, the data's traps, and the validators."""

import random
import re
from os import path

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import christmas_game, games, tree_game

PROBLEMS = path.join(path.dirname(path.dirname(path.abspath(__file__))), "problems")


def _with_path_at_root(edges, length, extra=()):
    """edges (a, b, *extra), with a path of length edges added at vertex 1
    through new vertices."""
    top = max([1] + [v for edge in edges for v in edge[:2]])
    ring = [1] + list(range(top + 1, top + length + 1))
    return list(edges) + [(a, b) + tuple(extra) for a, b in zip(ring, ring[1:])]


# --- tree-game ---------------------------------------------------------------------------------

def test_tree_game_shapes_are_every_rooted_tree_once():
    # The number of rooted trees of n vertices (OEIS A000081).
    assert [len(tree_game.rooted_shapes(n)) for n in range(1, 11)] == [1, 1, 2, 4, 9, 20, 48, 115, 286, 719]


def test_tree_game_search_agrees_with_the_colon_principle_on_every_tree_up_to_10_vertices():
    rng = random.Random(1)
    for n in range(1, 11):
        for shape in tree_game.rooted_shapes(n):
            tree = tree_game.written(tree_game.shape_parents(shape), rng)
            assert tree_game.search_wins(tree.edges) == (tree_game.colon_value(tree.edges) != 0), tree


def test_tree_game_colon_values_are_the_values_of_play():
    # A path of v edges at the root is a Nim heap of v: the sum is lost
    # exactly when v is the tree's value, for every tree up to 7 vertices.
    rng = random.Random(2)
    for n in range(1, 8):
        for shape in tree_game.rooted_shapes(n):
            edges = tree_game.written(tree_game.shape_parents(shape), rng).edges
            value = tree_game.colon_value(edges)
            for v in range(5):
                assert tree_game.search_wins(_with_path_at_root(edges, v)) == (v != value), (edges, v)


def test_tree_game_closed_forms_up_to_the_bound_without_recursion():
    rng = random.Random(3)
    value = tree_game.colon_value
    assert value(tree_game.written(tree_game.path_parents(tree_game.MAX_N), rng).edges) == tree_game.MAX_N - 1
    assert value(tree_game.written(tree_game.star_parents(tree_game.MAX_N), rng).edges) == 1
    assert value(tree_game.written(tree_game.star_parents(8), rng).edges) == 1
    assert value(tree_game.written(tree_game.spider_parents([5, 6, 3]), rng).edges) == 5 ^ 6 ^ 3
    assert value([(1, 2), (2, 3), (2, 4)]) == 1           # a fork under one edge: leaves at depth 2 and 2


def test_tree_game_sample_and_its_worked_example():
    assert [tree_game.answer(c) for c in tree_game.SAMPLE] == [["Alice"], ["Bob"], ["Alice"]]
    assert tree_game.colon_value(tree_game.SAMPLE[2].edges) == 9


def _subtree(edges, v):
    """The edges below v in the tree rooted at 1, renamed 1.. from v."""
    neighbours = {}
    for a, b in edges:
        neighbours.setdefault(a, []).append(b)
        neighbours.setdefault(b, []).append(a)
    parent, order = {1: 0}, [1]
    for u in order:
        for w in neighbours.get(u, ()):
            if w != parent[u]:
                parent[w] = u
                order.append(w)
    names, below = {v: 1}, []
    for u in order:
        if parent.get(u) in names:
            names[u] = len(names) + 1
            below.append((names[parent[u]], names[u]))
    return below


def test_tree_game_picture_shows_each_vertex_with_its_value():
    with open(path.join(PROBLEMS, "tree-game", "colon.svg"), encoding="utf-8") as picture:
        svg = picture.read()
    names = re.findall(r'<text class="name" x="\d+" y="\d+">(\d+)</text>\s*<text class="value" [^>]*>g = (\d+)', svg)
    assert sorted(int(v) for v, _ in names) == list(range(1, 11))
    edges = tree_game.SAMPLE[2].edges
    for vertex, shown in names:
        assert tree_game.colon_value(_subtree(edges, int(vertex))) == int(shown), vertex


def _directed_value(edges):
    """What a program that takes "I J" as an edge from parent I to child J
    finds at the root."""
    children = {}
    for a, b in edges:
        children.setdefault(a, []).append(b)
    order = [1]
    for v in order:
        order += children.get(v, [])
    value = {}
    for v in reversed(order):
        value[v] = games.nim_sum(value[c] + 1 for c in children.get(v, []))
    return value[1]


def test_tree_game_edges_either_way_fail_a_program_that_reads_them_directed():
    found = tree_game.either_way()
    misread = [c for c in found if (_directed_value(c.edges) != 0) != tree_game.wins(c)]
    assert len(misread) >= len(found) // 3
    assert tree_game.Tree([]) in found and tree_game.Tree([(2, 1)]) in misread


def test_tree_game_data_holds_the_traps_for_quick_rules():
    leaves_parity = edges_parity = depths = 0
    for case in tree_game.exhaustive() + tree_game.value_cases():
        degree, wins = {}, tree_game.wins(case)
        for a, b in case.edges:
            degree[a], degree[b] = degree.get(a, 0) + 1, degree.get(b, 0) + 1
        leaves_parity += (sum(1 for v, d in degree.items() if d == 1 and v != 1) % 2 == 1) != wins
        edges_parity += (len(case.edges) % 2 == 1) != wins
        depths += (_leaf_depths_xor(case.edges) != 0) != wins
    assert min(leaves_parity, edges_parity, depths) >= 10


def _leaf_depths_xor(edges):
    neighbours = {}
    for a, b in edges:
        neighbours.setdefault(a, []).append(b)
        neighbours.setdefault(b, []).append(a)
    depth, order, x = {1: 0}, [1], 0
    for v in order:
        children = [w for w in neighbours.get(v, ()) if w not in depth]
        for w in children:
            depth[w] = depth[v] + 1
            order.append(w)
        if not children:
            x ^= depth[v]
    return x


def test_tree_game_random_and_lost_trees_are_valid_and_as_asked():
    rng = random.Random(4)
    drawn = [tree_game.random_case(rng, i % 2 == 0) for i in range(600)]
    assert all(cases.is_valid(tree_game, case) for case in drawn)
    assert all(tree_game.wins(case) == (i % 2 == 0) for i, case in enumerate(drawn))
    assert max(len(case.edges) for case in drawn) > 3000 and min(len(case.edges) for case in drawn) == 0
    for n in (1, 5, 50, 5000):
        parents = tree_game.lost_parents(tree_game.random_parents(rng, n))
        assert tree_game.colon_value(list(zip(range(2, len(parents) + 2), parents))) == 0
    worst = tree_game.worst_case(rng)
    assert len(worst.edges) == tree_game.MAX_N - 1 and cases.is_valid(tree_game, worst)


@pytest.mark.parametrize("text,message", [
    ("1\n3\n1 2\n2 1\n", r"^line 4: the edge 2 1 closes a cycle"),
    ("1\n3\n1 2\n1 4\n", r"^line 4: J = 4 is outside 1..3"),
    ("2\n1\n2\n2 2\n", r"^line 4: I = J = 2"),
    ("1\n4\n1 2\n2 3\n", r"^line 5: the input ends early"),
])
def test_tree_game_validator_names_the_line(text, message):
    with pytest.raises(InputError, match=message):
        cases.read_input(tree_game, text)


# --- christmas-game ----------------------------------------------------------------------------

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
