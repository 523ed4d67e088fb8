"""fibonacci-again's oracle (oracles/fibonacci_again.py): the search against
the xor of the Grundy values."""

from oracles import fibonacci_again


def test_fibonacci_again_search_agrees_with_grundy_xor():
    for m in range(16):
        for n in range(m, 16):
            for p in range(n, 16):
                searched = fibonacci_again.search_wins((m, n, p))
                assert searched == fibonacci_again.wins((m, n, p)), (m, n, p)
