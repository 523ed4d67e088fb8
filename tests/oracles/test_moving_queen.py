"""moving-queen's oracle (oracles/moving_queen.py): the search against the
exact pairs, these against the mex construction, and the first floating-point
failure."""

from oracles import moving_queen


def test_moving_queen_search_agrees_with_the_exact_pairs():
    losing = moving_queen.search_table(moving_queen.SEARCH_SIZE)
    for a in range(moving_queen.SEARCH_SIZE):
        for b in range(moving_queen.SEARCH_SIZE):
            assert losing[a][b] == moving_queen.is_losing(a, b), (a, b)


def test_moving_queen_exact_pairs_agree_with_the_mex_construction():
    # a_k is the least number not yet used, b_k = a_k + k: a third method.
    used, a = set(), 0
    for k in range(200000):
        while a in used:
            a += 1
        assert moving_queen.lower_wythoff(k) == a, k
        used.update((a, a + k))
        a += 1


def test_moving_queen_finds_the_first_floating_point_failure():
    # Documented on the judges' pages: the first wrong k is a Fibonacci number.
    assert moving_queen.float_failures()[0] == 102334155
