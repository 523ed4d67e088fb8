"""Lasker's Nim (nim-or-not-nim, HDU 3032): a move takes any positive
number from one heap, or splits one heap into two non-empty heaps. A
split leaves two games, so the move is the list [a, n - a]. The analysis:
g(n) = n for n mod 4 = 1, 2; n + 1 for 3; n - 1 for 0."""


def moves(n):
    return list(range(n)) + [[a, n - a] for a in range(1, n // 2 + 1)]
