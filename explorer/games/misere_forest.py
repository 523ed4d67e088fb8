"""The misere forest of HDU 3590 (be-the-winner's analysis, finding 1):
Green Hackenbush on trees rooted at 1, played misere (who cannot move
wins). A tree is the frozenset of its edges (parent, child); a move cuts
an edge, and what no longer reaches the root falls. A forest is the list
of its trees. Run with --misere: the SJ theorem's prediction, right when
no tree of value 0 has a move, is wrong on the tree 1-2, 2-3, 1-4, 4-5."""


def moves(tree):
    found = []
    for cut in tree:
        standing, reached = set(), {1}
        grew = True
        while grew:
            grew = False
            for edge in tree - {cut}:
                if edge not in standing and edge[0] in reached:
                    standing.add(edge)
                    reached.add(edge[1])
                    grew = True
        found.append(frozenset(standing))
    return found


def tree(*edges):
    return frozenset(edges)


def positions(size):
    return {
        "one edge": [tree((1, 2))],
        "two edges from the root": [tree((1, 2), (1, 3))],
        "a path of two": [tree((1, 2), (2, 3))],
        "two paths of two: 1-2, 2-3, 1-4, 4-5": [tree((1, 2), (2, 3), (1, 4), (4, 5))],
        "a fork and an edge": [tree((1, 2), (2, 3), (2, 4), (1, 5))],
        "two single edges": [tree((1, 2)), tree((1, 2))],
        "a path of two and an edge": [tree((1, 2), (2, 3)), tree((1, 2))],
        "1-2, 1-3, 3-4, 1-5, 5-6": [tree((1, 2), (1, 3), (3, 4), (1, 5), (5, 6))],
    }
