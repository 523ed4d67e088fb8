"""A Simple Nim (a-simple-nim, HDU 5795): a move takes any positive number
from one heap, or splits one heap into three non-empty heaps. The
analysis: g(n) = n, but g(8k + 7) = 8k + 8 and g(8k + 8) = 8k + 7."""


def moves(n):
    return list(range(n)) + [[a, b, n - a - b] for a in range(1, n // 3 + 1)
                             for b in range(a, (n - a) // 2 + 1)]
