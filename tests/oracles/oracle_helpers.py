"""What the oracles' tests of more than one problem share: every nondecreasing
tuple of values (be-the-winner, moore-nim, nim-winning-moves, misere-nim), and
a graph with a path added at its root (tree-game, christmas-game). Not a test
file: the tests import it with `from oracle_helpers import ...`."""

import itertools


def _nondecreasing(size, low, high):
    """Every nondecreasing tuple of size values in low..high."""
    return list(itertools.combinations_with_replacement(range(low, high + 1), size))


def _with_path_at_root(edges, length, extra=()):
    """edges (a, b, *extra), with a path of length edges added at vertex 1
    through new vertices."""
    top = max([1] + [v for edge in edges for v in edge[:2]])
    ring = [1] + list(range(top + 1, top + length + 1))
    return list(edges) + [(a, b) + tuple(extra) for a, b in zip(ring, ring[1:])]
