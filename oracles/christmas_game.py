"""Oracle for christmas-game (POJ 3710 "Christmas Game"): Hackenbush on
several rooted graphs at once. Each graph is a tree with polygons hanging
from it: every edge lies on at most one cycle, and every cycle meets the
rest of its graph at one vertex; a cycle may be a double edge (two edges
between the same vertices) or a self-loop. A move deletes one edge of one
graph, and every edge of that graph no longer joined to its root (vertex
1) falls with it; who cannot move loses. Sally moves first.

Two methods that share nothing:
  search_wins(graphs)   a remembered win/lose search over the edges still
                        standing in every graph (tree_game's moves, each
                        edge keeping its index, so that two parallel edges
                        stay two); used for cases of at most SEARCH_EDGES
                        edges in all;
  fused_value(edges)    beyond that, the fusion principle: a cycle of odd
                        length plays as one edge at the vertex it hangs
                        from, one of even length as nothing; then the colon
                        principle on what is left, a tree. The first player
                        wins iff the xor of the graphs' values is not 0.
The cycles are found from a breadth-first tree: each edge outside it
closes one cycle, the tree path between its ends and itself. Tests compare
the two methods on every small graph of the shape and on sums of them.
"""

import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games, tree_game

MAX_GRAPHS, MAX_NODES, MAX_EDGES = 99, 99, 499     # N < 100, m < 100, k < 500
SEARCH_EDGES = 6
FRAMING = cases.UntilEnd()
Forest = namedtuple("Forest", "graphs")      # graphs: [[(a, b)]]; a graph's nodes are 1..its largest (1 if none)
STRESS_BATCH = 1000
INVALID_INPUTS = [                                  # the statement rules these out
    "1\n2 3\n1 2\n1 2\n2 1\n",                      # three edges between 1 and 2: each on two cycles
    "1\n3 1\n1 2\n",                                # node 3 is not joined to the root
    "1\n4 4\n1 2\n2 3\n3 1\n3 4\n",                 # a branch hangs from a cycle away from its top
    "1\n2 1\n1 3\n",                                # a node beyond m
    "1\n100 0\n",                                   # m = 100
    "0\n",                                          # no graph
    "1\n3 2\n1 2\n",                                # fewer edges than k
]


class _Shape(ValueError):
    """A graph not of the statement's shape: what is wrong, and the index
    of the edge it is found at (None: the graph as a whole)."""

    def __init__(self, message, edge=None):
        super().__init__(message)
        self.edge = edge


def nodes(edges):
    """m: the nodes of a graph are 1 to its largest, 1 alone if no edge."""
    return max([1] + [v for edge in edges for v in edge])


def structure(m, edges):
    """(order, parent, cycles, on_cycle) of a graph of the statement's
    shape: its nodes breadth first from the root and each one's parent in
    that tree, the cycles as (the node they hang from, their length), and
    the other nodes of the cycles. _Shape for any other graph."""
    touching = [[] for _ in range(m + 1)]
    degree = [0] * (m + 1)
    for index, (a, b) in enumerate(edges):
        touching[a].append(index)
        touching[b].append(index)
        degree[a] += 1
        degree[b] += 1
    parent, parent_edge, depth = [0] * (m + 1), [None] * (m + 1), [None] * (m + 1)
    depth[1], order = 0, [1]
    for v in order:                                 # breadth first: order grows as it is read
        for index in touching[v]:
            a, b = edges[index]
            w = b if a == v else a
            if depth[w] is None:
                depth[w], parent[w], parent_edge[w] = depth[v] + 1, v, index
                order.append(w)
    if len(order) < m:
        raise _Shape("node %d is not joined to the root" % next(v for v in range(1, m + 1) if depth[v] is None))
    in_tree = set(parent_edge[2:])
    closed_by = {}                                  # a tree edge: the edge whose cycle holds it
    cycles = []                                     # (the edge that closes it, its top, its other nodes)
    for index, (a, b) in enumerate(edges):
        if index in in_tree:
            continue
        inner = []
        while a != b:                               # up to where the two tree paths meet
            if depth[a] < depth[b]:
                a, b = b, a
            if parent_edge[a] in closed_by:
                raise _Shape("the cycle this edge closes shares an edge with the cycle the edge %d %d closes"
                             % edges[closed_by[parent_edge[a]]], index)
            closed_by[parent_edge[a]] = index
            inner.append(a)
            a = parent[a]
        cycles.append((index, a, inner))
    on_cycle = set()
    for index, top, inner in cycles:
        for v in inner:
            if degree[v] != 2:
                raise _Shape("node %d lies on the cycle this edge closes and on other edges: a cycle meets "
                             "the rest of its graph at one node only" % v, index)
        on_cycle.update(inner)
    cycles = [(top, len(inner) + 1) for _, top, inner in cycles]
    return order, parent, cycles, on_cycle


def read_case(lines):
    count, = lines.ints(("N", 1, MAX_GRAPHS))
    graphs = []
    for number in range(1, count + 1):
        first = lines.number
        m, k = lines.ints(("m", 1, MAX_NODES), ("k", 0, MAX_EDGES))
        edges, line_of = [], []
        for _ in range(k):
            line_of.append(lines.number)
            edges.append(lines.ints(("a", 1, m), ("b", 1, m)))
        try:
            structure(m, edges)
        except _Shape as wrong:
            raise lines.error("graph %d: %s" % (number, wrong), first if wrong.edge is None else line_of[wrong.edge])
        graphs.append(edges)
    return Forest(graphs)


def write_case(case):
    lines = [str(len(case.graphs))]
    for edges in case.graphs:
        lines.append("%d %d" % (nodes(edges), len(edges)))
        lines += ["%d %d" % edge for edge in edges]
    return lines


# --- The search over edge sets -----------------------------------------------------------------

def _sum_moves(position):
    """A move in one graph of a tuple of graphs (each the frozenset of its
    standing edges (a, b, index))."""
    for i, graph in enumerate(position):
        for after in tree_game.hackenbush_moves(graph):
            yield position[:i] + (after,) + position[i + 1:]


_SEARCH = games.Search(_sum_moves)


def search_wins(graphs):
    """The player to move wins on these graphs, each a list of edges (a, b)."""
    return _SEARCH.wins(tuple(tree_game.joined_to_root([(a, b, i) for i, (a, b) in enumerate(edges)])
                              for edges in graphs))


# --- Fusion, then the colon principle ------------------------------------------------------------

def fused_value(edges):
    """A graph's value (see the module's docstring)."""
    m = nodes(edges)
    order, parent, cycles, on_cycle = structure(m, edges)
    value = [0] * (m + 1)
    for top, length in cycles:
        value[top] ^= length % 2
    for v in reversed(order[1:]):
        if v not in on_cycle:
            value[parent[v]] ^= value[v] + 1
    return value[1]


def wins(case):
    if sum(map(len, case.graphs)) <= SEARCH_EDGES:
        return search_wins(case.graphs)
    return games.nim_sum(map(fused_value, case.graphs)) != 0


def answer(case):
    return ["Sally" if wins(case) else "Harry"]


# --- Graphs ----------------------------------------------------------------------------------------

def build(parents, cycles):
    """A graph: the tree of a parent list (parents[i] the parent of node
    i + 2, the root 1), and cycles (top, length) hung from its nodes, each
    with length - 1 new nodes: length 1 is a self-loop, 2 a double edge.
    The edges come in the order made, each from the upper end."""
    edges = list(zip(parents, range(2, len(parents) + 2)))
    m = len(parents) + 1
    for top, length in cycles:
        ring = [top] + list(range(m + 1, m + length)) + [top]
        edges += list(zip(ring, ring[1:]))
        m += length - 1
    return edges


def written(edges, rng):
    """A graph as a judge's data might give it: the nodes but the root
    renamed, each edge either way round, the edges in random order."""
    m = nodes(edges)
    names = [0, 1] + rng.sample(range(2, m + 1), m - 1)
    found = [(names[a], names[b]) if rng.random() < 0.5 else (names[b], names[a]) for a, b in edges]
    rng.shuffle(found)
    return found


def stalk(value, rng, loops):
    """(parents, cycles) of a branch of the given value from the root: a
    path of value edges; or of value - 1 edges, then an odd cycle (a
    self-loop only if loops); or of value edges, then an even cycle."""
    kind = rng.random() if value else 0
    path = tree_game.path_parents(value + 1)
    if kind < 0.4:
        return path, []
    if kind < 0.7:
        return path[:-1], [(value, rng.choice((1, 3, 5) if loops else (3, 5)))]
    return path, [(value + 1, rng.choice((2, 4)))]


def random_graph(rng, tree_nodes, cycle_count, loops):
    """A random graph: a random tree of tree_nodes nodes and cycle_count
    cycles hung from its nodes (self-loops only if loops), within m < 100."""
    parents = tree_game.random_parents(rng, tree_nodes)
    return build(parents, _random_cycles(rng, tree_nodes, cycle_count, loops))


def _random_cycles(rng, tree_nodes, count, loops):
    cycles, room = [], MAX_NODES - tree_nodes
    for _ in range(count):
        length = rng.choice((1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 9, 12, 20) if loops else (2, 2, 3, 3, 4, 5, 6, 7, 9, 12))
        if length - 1 <= room:
            cycles.append((rng.randint(1, tree_nodes), length))
            room -= length - 1
    return cycles


def _random_size(rng):
    """(tree nodes, cycles) of a random graph: mostly small."""
    if rng.random() < 0.8:
        return rng.randint(1, 6), rng.randint(0, 2)
    return rng.randint(1, 60), rng.randint(0, 12)


def random_case(rng, first_wins, loops=True):
    """One to three graphs mostly, now and then up to 99 (in three cases of
    a hundred)."""
    count = rng.randint(1, 3) if rng.random() < 0.97 else rng.randint(1, MAX_GRAPHS)
    return random_forest(rng, count, first_wins, loops)


def random_forest(rng, count, first_wins, loops):
    """count random graphs, the last one given a branch that cancels the
    others' value when the first player is to lose."""
    while True:
        graphs = [random_graph(rng, *_random_size(rng), loops) for _ in range(count)]
        if not first_wins:
            last = graphs.pop()
            parents, cycles = stalk(games.nim_sum(map(fused_value, graphs + [last])), rng, loops)
            if len(parents) + sum(length - 1 for _, length in cycles) + nodes(last) > MAX_NODES:
                continue
            graphs.append(_hang(last, build(parents, cycles)))
        case = Forest([written(edges, rng) for edges in graphs])
        if wins(case) == first_wins:
            return case


def _hang(graph, branch):
    """graph with branch (another graph) hung from its root too."""
    shift = nodes(graph) - 1
    renamed = [tuple(v + shift if v > 1 else 1 for v in edge) for edge in branch]
    return graph + renamed


# --- Cases -----------------------------------------------------------------------------------------

SAMPLE = [Forest([[(1, 2)], [(1, 2), (2, 3), (2, 4), (3, 4)]])]


def small_graphs(loops=False):
    """Every tree of 1 to 4 nodes with no cycle, one or two cycles of
    length 2 to 4 (and 1, if loops) hung from its nodes, up to 11 edges."""
    lengths = (1, 2, 3, 4) if loops else (2, 3, 4)
    found = []
    for n in range(1, 5):
        for shape in tree_game.rooted_shapes(n):
            parents = tree_game.shape_parents(shape)
            hooks = [(top, length) for top in range(1, n + 1) for length in lengths]
            for count in range(3):
                for chosen in _multisets(hooks, count):
                    found.append(build(parents, chosen))
    return found


def _multisets(items, count, start=0):
    if count == 0:
        yield []
        return
    for i in range(start, len(items)):
        for rest in _multisets(items, count - 1, i):
            yield [items[i]] + rest


def exhaustive(loops=True):
    """Each small graph (small_graphs) alone, written as the judges' data
    might be: nodes renamed, edges either way round and in any order."""
    rng = random.Random(3710)
    return [Forest([written(edges, rng)]) for edges in small_graphs(loops)]


def _alone(*graphs):
    return Forest(list(graphs))


def parallel_edges():
    """Double edges (cycles of two, worth nothing) where a single edge
    would change who wins: alone at the root, beside a leaf, at the end of
    paths, many at one node, listed far apart, with other cycles."""
    rng = random.Random(37101)
    double = [(1, 2), (1, 2)]
    found = [_alone(double), _alone([(1, 2), (2, 1)]), _alone(double, [(1, 2)]),
             _alone(double + [(1, 3)]), _alone([(1, 2), (2, 3), (3, 2)]),
             _alone([(1, 2), (2, 3), (3, 2), (1, 4)]), _alone([(2, 3), (1, 2), (1, 4), (3, 2)]),
             _alone([(1, 2), (1, 3), (3, 1), (1, 2)]), _alone([(1, 2), (2, 1), (1, 3), (3, 4), (4, 1)]),
             _alone([(1, 2), (2, 3), (2, 4), (4, 2), (3, 5), (5, 3)])]
    for tops in ([1] * 97, [1] * 98, [2] * 3, [1, 2, 3, 4]):
        path = tree_game.path_parents(max(tops))
        for parents in (path, path + [1]):                  # and a leaf at the root
            if len(parents) + 1 + len(tops) <= MAX_NODES:
                found.append(_alone(written(build(parents, [(t, 2) for t in tops]), rng)))
    for i in range(30):
        parents = tree_game.random_parents(rng, rng.randint(1, 30))
        cycles = [(rng.randint(1, len(parents) + 1), rng.choice((2, 2, 2, 3, 4))) for _ in range(rng.randint(1, 8))]
        found.append(_alone(written(build(parents, cycles), rng)))
    return found


def cycle_lengths():
    """Cycles of every length from 2 to 98 at the root; cycles of 2 to 9
    below paths of 0 to 3 edges, with a leaf at the root or not; two cycles
    at one node; a cycle and a branch at one node. A cycle counted one
    short, or an even cycle taken for an edge, or a cycle walked as a path
    (the search's tree alone), each gets some of them wrong."""
    rng = random.Random(37102)
    found = [_alone(written(build([], [(1, length)]), rng)) for length in range(2, MAX_NODES)]
    for path in range(4):
        for length in range(2, 10):
            for leaf in (False, True):
                parents = tree_game.path_parents(path + 1) + ([1] if leaf else [])
                found.append(_alone(written(build(parents, [(path + 1, length)]), rng)))
    for first in range(2, 7):
        for second in range(first, 7):
            found.append(_alone(written(build([1], [(2, first), (2, second)]), rng)))
            found.append(_alone(written(build([1, 2, 2], [(2, first)]), rng), written(build([], [(1, second)]), rng)))
    return found


def sums():
    """Several graphs in a case, their values cancelling or not, up to 99."""
    rng = random.Random(37103)
    return [random_forest(rng, count, first_wins, False)
            for count in (2, 3, 5, 20, MAX_GRAPHS) for first_wins in (True, False)]


def bounds():
    """m = 99: a cycle of 99 at the root, a path of 98 edges, 98 double
    edges at the root (k = 196, the most without self-loops), the deepest
    paths with a cycle at their end; m = 1 with no edge; 99 graphs of one
    node, 99 of 98 double edges, 98 cycles of 99."""
    rng = random.Random(37104)
    cycle = build([], [(1, MAX_NODES)])
    path = build(tree_game.path_parents(MAX_NODES), [])
    doubles = build([], [(1, 2)] * (MAX_NODES - 1))
    deep_odd = build(tree_game.path_parents(MAX_NODES - 2), [(MAX_NODES - 2, 3)])
    deep_even = build(tree_game.path_parents(MAX_NODES - 1), [(MAX_NODES - 1, 2)])
    alone = []
    return [_alone(written(cycle, rng)), _alone(written(path, rng)), _alone(written(doubles, rng)),
            _alone(written(doubles[2:] + [(1, 2)], rng)), _alone(written(deep_odd, rng)),
            _alone(written(deep_even, rng)), _alone(alone), _alone(*[alone] * MAX_GRAPHS),
            _alone(*[written(doubles, rng) for _ in range(MAX_GRAPHS)]),
            _alone(*[written(cycle, rng) for _ in range(MAX_GRAPHS - 1)])]


def random_file():
    """200 random cases without self-loops, half of them lost."""
    return games.alternating(lambda rng, first_wins: random_case(rng, first_wins, loops=False), 3710, 200)


def self_loops():
    """Self-loops (cycles of one, worth one edge): alone and in pairs at
    the root, beside a leaf, at a leaf, beside other cycles, and 499 edges
    in a graph, which only self-loops reach (m < 100)."""
    rng = random.Random(37105)
    loop = [(1, 1)]
    found = [_alone(loop), _alone(loop * 2), _alone(loop + [(1, 2)]), _alone([(1, 2), (2, 2)]),
             _alone([(1, 2), (2, 2), (1, 3)]), _alone([(1, 2), (2, 2), (2, 2)]), _alone(loop, [(1, 2)]),
             _alone([(1, 2), (2, 1), (1, 1)]), _alone([(1, 2), (2, 3), (3, 1), (1, 1)]),
             _alone(loop * MAX_EDGES), _alone(loop * (MAX_EDGES - 1)),
             _alone(written(build(tree_game.path_parents(MAX_NODES), [(MAX_NODES, 1)] * (MAX_EDGES - 98)), rng)),
             _alone(written(build(tree_game.star_parents(50), [(v, 1) for v in range(1, 51)]), rng))]
    found += [case for case in exhaustive() if any(a == b for a, b in case.graphs[0]) and len(case.graphs[0]) <= 6]
    found += [random_case(rng, i % 2 == 0) for i in range(40)]
    return found


def edge_cases():
    return SAMPLE + parallel_edges() + cycle_lengths() + sums() + bounds() + self_loops()


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive(loops=False)),
        ("parallel-edges", parallel_edges()),
        ("cycle-lengths", cycle_lengths()),
        ("sums", sums()),
        ("bounds", bounds()),
        ("random", random_file()),
        ("self-loops", self_loops()),
    ]


def layout_cases():
    return SAMPLE + [_alone([(1, 2), (2, 1)], [(1, 2)]), _alone([])]
