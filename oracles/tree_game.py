"""Oracle for tree-game (HDU 3094 "A tree game"): Green Hackenbush on one
tree rooted at vertex 1. A move deletes one edge, and every edge no longer
joined to the root falls with it; who cannot move loses. Alice moves first.

Two methods that share nothing:
  search_wins(edges)   a remembered win/lose search over the set of edges
                       still joined to the root, from the rules alone;
                       used for trees of at most SEARCH_EDGES edges;
  colon_value(edges)   beyond that, the colon principle: a vertex's value
                       is the xor of (value(child) + 1) over its children,
                       the tree ordered from the root breadth first and the
                       values summed from the last vertex back (no
                       recursion); the first player wins iff the root's
                       value is not 0.
Tests compare them on every rooted tree of up to 10 vertices, and the
values themselves (a tree with a path of v edges added at its root is lost
exactly when v is its value).

The search's moves (hackenbush_moves, on edge sets (a, b, ...)) serve
christmas-game too, whose edges carry an index beside their ends.
"""

import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MAX_N, MAX_CASES = 100000, 100
SEARCH_EDGES = 6
FRAMING = cases.CountFirst(1, MAX_CASES)
Tree = namedtuple("Tree", "edges")         # edges: [(a, b)], undirected; the vertices are 1..len(edges) + 1
INVALID_INPUTS = [                                  # the statement rules these out
    "1\n3\n1 2\n2 1\n",                             # the same edge twice: a cycle, vertex 3 left out
    "1\n3\n1 2\n1 4\n",                             # a vertex beyond N
    "1\n2\n2 2\n",                                  # a vertex joined to itself
    "1\n4\n1 2\n2 3\n",                             # N - 2 edges: the input ends early
    "1\n0\n",                                       # N = 0
    "101\n" + "1\n" * 101,                          # more than 100 cases
]


def read_case(lines):
    n, = lines.ints(("N", 1, MAX_N))
    joined = _Components(n)
    edges = []
    for _ in range(n - 1):
        number = lines.number
        a, b = lines.ints(("I", 1, n), ("J", 1, n))
        if a == b:
            raise lines.error("I = J = %d: an edge joins two different vertices" % a, number)
        if not joined.join(a, b):
            raise lines.error("the edge %d %d closes a cycle: %d and %d are joined already" % (a, b, a, b),
                              number)
        edges.append((a, b))
    return Tree(edges)


def write_case(case):
    return [str(len(case.edges) + 1)] + ["%d %d" % edge for edge in case.edges]


def smaller_cases(case):
    """Trees smaller than case's, for stress to try before it shrinks the
    numbers: the first half, then three quarters, of its vertices in the
    order a breadth-first walk from the root meets them (a tree that still
    holds the root), numbered again in their old order, edges kept in
    theirs."""
    n = len(case.edges) + 1
    neighbours = [[] for _ in range(n + 1)]
    for a, b in case.edges:
        neighbours[a].append(b)
        neighbours[b].append(a)
    order, seen = [1], {1}
    for v in order:
        for w in neighbours[v]:
            if w not in seen:
                seen.add(w)
                order.append(w)
    for keep in sorted({n // 2, 3 * n // 4} - {0, n}):
        kept = sorted(order[:keep])
        label = {v: i + 1 for i, v in enumerate(kept)}
        yield Tree([(label[a], label[b]) for a, b in case.edges if a in label and b in label])


class _Components:
    """Which of the vertices 1..n are joined so far (union by size)."""

    def __init__(self, n):
        self.leader = list(range(n + 1))
        self.size = [1] * (n + 1)

    def find(self, v):
        leader = self.leader
        while leader[v] != v:
            leader[v] = leader[leader[v]]
            v = leader[v]
        return v

    def join(self, a, b):
        """Join a's part and b's; False if they were one part already."""
        a, b = self.find(a), self.find(b)
        if a == b:
            return False
        if self.size[a] < self.size[b]:
            a, b = b, a
        self.leader[b] = a
        self.size[a] += self.size[b]
        return True


# --- The search over edge sets -----------------------------------------------------------------

def joined_to_root(edges):
    """The edges of edges (tuples whose first two items are their ends) that
    a walk from vertex 1 reaches: those still standing after a cut."""
    touching = {}
    for edge in edges:
        touching.setdefault(edge[0], []).append(edge)
        touching.setdefault(edge[1], []).append(edge)
    kept, reached, todo = set(), {1}, [1]
    while todo:
        for edge in touching.get(todo.pop(), ()):
            if edge not in kept:
                kept.add(edge)
                for end in edge[:2]:
                    if end not in reached:
                        reached.add(end)
                        todo.append(end)
    return frozenset(kept)


def hackenbush_moves(position):
    """The positions one move leaves: delete one edge of position (a
    frozenset of the edges joined to the root), and whatever no longer
    reaches the root falls."""
    for edge in position:
        yield joined_to_root(position - {edge})


_SEARCH = games.Search(hackenbush_moves)


def search_wins(edges):
    """The player to move wins on the tree with these edges."""
    return _SEARCH.wins(joined_to_root(edges))


# --- The colon principle --------------------------------------------------------------------------

def colon_value(edges):
    """The root's value by the colon principle (see the module's docstring)."""
    n = len(edges) + 1
    neighbours = [[] for _ in range(n + 1)]
    for a, b in edges:
        neighbours[a].append(b)
        neighbours[b].append(a)
    parent, order = [0] * (n + 1), [1]
    for v in order:                         # breadth first: order grows as it is read
        for w in neighbours[v]:
            if w != parent[v]:
                parent[w] = v
                order.append(w)
    value = [0] * (n + 1)
    for v in reversed(order[1:]):
        value[parent[v]] ^= value[v] + 1
    return value[1]


def wins(case):
    if len(case.edges) <= SEARCH_EDGES:
        return search_wins(case.edges)
    return colon_value(case.edges) != 0


def answer(case):
    return ["Alice" if wins(case) else "Bob"]


# --- Trees ---------------------------------------------------------------------------------------

def _grown(shape):
    """Every shape one vertex larger: a leaf added under any vertex. A shape
    is the sorted tuple of its root's children's shapes."""
    yield tuple(sorted(shape + ((),)))
    for i, child in enumerate(shape):
        for bigger in _grown(child):
            yield tuple(sorted(shape[:i] + (bigger,) + shape[i + 1:]))


def rooted_shapes(n):
    """Every rooted tree of n vertices, once each up to isomorphism."""
    shapes = {()}
    for _ in range(n - 1):
        shapes = {bigger for shape in shapes for bigger in _grown(shape)}
    return sorted(shapes)


def shape_parents(shape):
    """The parent list of a shape, its vertices numbered breadth first from
    the root 1: parents[i] is the parent of vertex i + 2."""
    parents, queue = [], [(1, shape)]
    for v, children in queue:
        for child in children:
            parents.append(v)
            queue.append((len(parents) + 1, child))
    return parents


def written(parents, rng):
    """The tree of a parent list (parents[i] the parent of vertex i + 2) as
    a judge's data gives it: the vertices but the root renamed at random,
    each edge written either way round, the edges in random order."""
    n = len(parents) + 1
    names = [1] + rng.sample(range(2, n + 1), n - 1)        # names[v - 1]: what vertex v is called
    edges = []
    for child, parent in enumerate(parents, 2):
        a, b = names[parent - 1], names[child - 1]
        edges.append((a, b) if rng.random() < 0.5 else (b, a))
    rng.shuffle(edges)
    return Tree(edges)


def path_parents(n):
    return list(range(1, n))


def star_parents(n):
    return [1] * (n - 1)


def caterpillar_parents(spine, legs):
    """A path of spine vertices from the root, and legs leaves under each
    of them in turn until spine * (legs + 1) vertices."""
    parents = path_parents(spine)
    for v in range(1, spine + 1):
        parents += [v] * legs
    return parents


def spider_parents(legs):
    """Paths of the given lengths (in edges), each from the root."""
    parents = []
    for length in legs:
        parents.append(1)
        parents += [len(parents) + 1 + i for i in range(length - 1)]
    return parents


def random_parents(rng, n):
    """A random tree of n vertices, of a random kind: each vertex under one
    drawn from all before it, from the last few (long and thin), from the
    first few (wide), or from a caterpillar's spine."""
    kind = rng.random()
    if kind < 0.5:
        return [int(rng.random() * v) + 1 for v in range(1, n)]
    if kind < 0.7:
        return [max(1, v - int(rng.random() * 3)) for v in range(1, n)]
    if kind < 0.85:
        return [int(rng.random() * min(v, 4)) + 1 for v in range(1, n)]
    spine = max(1, int(n * rng.random()))
    return path_parents(spine) + [int(rng.random() * spine) + 1 for _ in range(n - spine)]


def lost_parents(parents):
    """parents with a path of v edges added at the root, v the tree's value,
    so that the tree is lost (its value xor v is 0); None if that makes
    more than MAX_N vertices."""
    n = len(parents) + 1
    value = colon_value(list(zip(range(2, n + 1), parents)))
    if n + value > MAX_N:
        return None
    return parents + ([1] + list(range(n + 1, n + value)) if value else [])


def _size(random):
    """A tree's size: mostly small, often a few hundred, now and then up to
    20000 vertices (a stress batch of 100 stays well under a megabyte; the
    bound itself is in the data and in worst_case)."""
    kind = random()
    if kind < 0.65:
        return 1 + int(random() * 10)
    if kind < 0.95:
        return 11 + int(random() * 290)
    if kind < 0.995:
        return 301 + int(random() * 2700)
    return 3001 + int(random() * 17000)


def random_case(rng, first_wins, size=_size):
    while True:
        parents = random_parents(rng, size(rng.random))
        if not first_wins:
            parents = lost_parents(parents)
        if parents is not None:
            case = written(parents, rng)
            if wins(case) == first_wins:
                return case


def worst_case(rng):
    """A tree of MAX_N vertices: the most a case may hold to read."""
    return written(random_parents(rng, MAX_N), rng)


# --- Cases -----------------------------------------------------------------------------------------

SAMPLE = [
    Tree([(1, 2), (2, 3)]),
    Tree([(1, 2), (1, 3)]),
    Tree([(6, 2), (4, 3), (8, 4), (9, 5), (8, 6), (2, 7), (5, 8), (1, 9), (6, 10)]),
]


def exhaustive():
    """Every rooted tree of 1 to 7 vertices (85 of them), written as the
    judges' data would: vertices renamed, edges either way round."""
    rng = random.Random(3094)
    return [written(shape_parents(shape), rng) for n in range(1, 8) for shape in rooted_shapes(n)]


def _child_first(parents):
    """Each edge written child first, the deepest edges first."""
    return Tree([(child, parent) for child, parent in reversed(list(enumerate(parents, 2)))])


def either_way():
    """What a program that takes an edge as directed from its first number,
    or that needs a parent named before its child, gets wrong; and N = 1,
    which has no edge line, between other cases."""
    rng = random.Random(30941)
    found = [Tree([]), Tree([(2, 1)]), Tree([(1, 2)]), Tree([]), _child_first(path_parents(3)),
             Tree([(2, 3), (1, 2)]), Tree([(3, 2), (2, 1), (4, 2)]), Tree([]),
             Tree([(2, 3), (3, 1), (4, 5), (1, 4)]),             # the root inside a path: 2-3-1-4-5, arms of 2
             Tree([(2, 3), (3, 1), (4, 5), (1, 4), (5, 6)]),     # arms of 2 and 3
             _child_first(star_parents(6)), _child_first(spider_parents([3, 1, 1])),
             _child_first(caterpillar_parents(5, 2))]
    for n in (4, 7, 12, 30, 100):
        for kind in (0, 1):
            parents = random_parents(rng, n)
            if kind:
                parents = lost_parents(parents)
            found.append(_child_first(parents))
            found.append(written(parents, rng))
    return found


def value_cases():
    """Trees whose values the colon principle gives and quick rules do not:
    stars (the parity of the leaves), paths (their length, 256 included for
    a value kept in 8 bits), spiders (the xor of the legs: equal legs lose,
    which the parity of leaves or of edges does not see), a fork under one
    edge (value 1, though its two leaves lie at depth 2 and xor to 0), and
    brooms and caterpillars."""
    rng = random.Random(30942)
    shapes = ([star_parents(n) for n in (2, 3, 4, 5, 100)] +
              [path_parents(n) for n in (2, 3, 4, 8, 257, 1000)] +
              [spider_parents(legs) for legs in ([1, 1], [2, 2], [3, 3], [1, 2, 3], [2, 3], [4, 4, 1],
                                                 [5, 6, 3], [256, 1], [128, 128], [7, 1, 6])] +
              [[1, 2, 2], [1, 2, 2, 1], [1, 2, 2, 3, 4], [1, 2, 3, 3, 1, 6, 6]] +
              [path_parents(k) + [k] * legs for k, legs in ((3, 2), (3, 3), (5, 4), (10, 1), (50, 51))] +
              [caterpillar_parents(spine, legs) for spine, legs in ((4, 1), (5, 2), (30, 3), (200, 1))])
    found = [written(parents, rng) for parents in shapes]
    found += [written(lost_parents(parents), rng) for parents in shapes[:8] + shapes[-4:]]
    return found


def random_file():
    """100 random trees of up to about 600 vertices, half of them lost."""
    def draw(rng, first_wins):
        return random_case(rng, first_wins, lambda random: 1 + int(random() ** 2 * 600))
    return games.alternating(draw, 3094, MAX_CASES)


def large_tree(parents, seed):
    """A tree at the bound, then small cases: a program must start each
    case afresh after a large one."""
    rng = random.Random(seed)
    return [written(parents, rng), Tree([]), written([1, 2, 2], rng), written([1, 1], rng)]


def path_of_100000():
    """A path from the root: 99999 levels, no recursion that deep."""
    return large_tree(path_parents(MAX_N), 1)


WIDE = 20000           # the wide trees' vertices: a file of them stays under 256 KiB


def wide_star():
    """The root with WIDE - 1 leaves: the widest tree a review-sized file
    holds."""
    return large_tree(star_parents(WIDE), 2)


def wide_caterpillar():
    """A spine of WIDE / 2 from the root, a leaf under each spine vertex."""
    return large_tree(caterpillar_parents(WIDE // 2, 1), 3)


def wide_random():
    """A random tree of about WIDE vertices with its value cancelled: lost."""
    rng = random.Random(4)
    parents = None
    while parents is None:
        parents = lost_parents(random_parents(rng, WIDE - 40))
    return large_tree(parents, 5)


def edge_cases():
    return SAMPLE + either_way() + value_cases() + path_of_100000() + wide_star()


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-trees-up-to-7-vertices", exhaustive()),
        ("edges-either-way", either_way()),
        ("values", value_cases()),
        ("random", random_file()),
        ("path-of-100000", path_of_100000()),
        ("star-of-20000", wide_star()),
        ("caterpillar-of-20000", wide_caterpillar()),
        ("random-of-20000", wide_random()),
    ]


def layout_cases():
    return SAMPLE + [Tree([]), Tree([(2, 1)])]
