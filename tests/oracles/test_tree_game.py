"""tree-game's oracle (oracles/tree_game.py, the colon principle): the exact
method against the search over edge sets, played from the rules, on every
small tree, the values themselves (a tree with a path of v edges added at its
root is lost exactly when v is its value), the claims the analysis and picture
make, the data's traps, and the validator."""

import random
import re
from os import path

import pytest

from conftest import ROOT
from oracle_helpers import _with_path_at_root
from common import casemodel as cases
from common.casemodel import InputError
from oracles import games, tree_game


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
    with open(path.join(ROOT, "problems", "tree-game", "colon.svg"), encoding="utf-8") as picture:
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
