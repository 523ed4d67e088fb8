"""moore-nim's oracle (oracles/moore_nim.py, Moore's Nim_k): Moore's theorem
against the search from the rules over every small position, its lost
positions and random cases, the claim its analysis makes about POJ 2315's
capped formula, and the validator."""

import itertools
import random

import pytest

from oracle_helpers import _nondecreasing
from common import casemodel as cases
from common.casemodel import InputError
from oracles import games, moore_nim


def test_moore_nim_search_agrees_with_moores_theorem_over_every_small_position():
    for k in range(1, 5):
        for size in range(1, moore_nim.SEARCH_HEAPS + 1):
            for heaps in _nondecreasing(size, 1, moore_nim.SEARCH_MAX):
                assert moore_nim.search_wins(k, heaps) == moore_nim.moore_wins(k, heaps), (k, heaps)


def test_moore_nim_with_one_heap_a_move_is_nim():
    for heaps in _nondecreasing(3, 1, 12):
        assert moore_nim.moore_wins(1, heaps) == (games.nim_sum(heaps) != 0), heaps


def test_moore_nim_lost_positions_are_lost_and_random_cases_valid():
    rng = random.Random(5)
    for _ in range(300):
        n = rng.randint(2, moore_nim.MAX_HEAPS)
        k = rng.randint(1, n - 1)
        heaps = moore_nim.lost(rng, n, k)
        if heaps is not None:
            assert not moore_nim.moore_wins(k, heaps)
            assert cases.is_valid(moore_nim, moore_nim.Case(k, heaps))
    drawn = [moore_nim.random_case(rng, i % 2 == 0) for i in range(3000)]
    assert all(cases.is_valid(moore_nim, case) for case in drawn)
    assert max(case.k for case in drawn) == moore_nim.MAX_K
    assert max(len(case.heaps) for case in drawn) == moore_nim.MAX_HEAPS
    assert max(max(case.heaps) for case in drawn) > 2 ** 30


def _capped_moves(cap):
    """POJ 2315's game: up to k heaps a move, at most cap stones from each."""
    def moves(position):
        k, heaps = position
        for count in range(1, min(k, len(heaps)) + 1):
            for chosen in itertools.combinations(range(len(heaps)), count):
                for takes in itertools.product(*[range(1, min(cap, heaps[i]) + 1) for i in chosen]):
                    after = list(heaps)
                    for i, take in zip(chosen, takes):
                        after[i] -= take
                    yield k, tuple(sorted(after))
    return moves


def test_the_capped_formula_of_poj_2315_is_wrong_as_moore_nims_analysis_says():
    # The residues mod cap + 1 under Moore's test, against a search of the
    # capped game, over every position of four heaps of 0..7 with k = 2.
    wrong = {}
    for cap in (1, 2, 3):
        capped = games.Search(_capped_moves(cap))
        wrong[cap] = [heaps for heaps in _nondecreasing(4, 0, 7)
                      if capped.wins((2, heaps)) != moore_nim.moore_wins(2, [h % (cap + 1) for h in heaps])]
    assert len(_nondecreasing(4, 0, 7)) == 330
    assert [len(wrong[cap]) for cap in (1, 2, 3)] == [45, 36, 25]
    assert wrong[1][0] == (1, 1, 1, 2) and (1, 1, 4, 6) in wrong[3]
    # With one heap a move, the reduction is right.
    for cap in (1, 2, 3):
        capped = games.Search(_capped_moves(cap))
        assert all(capped.wins((1, heaps)) == moore_nim.moore_wins(1, [h % (cap + 1) for h in heaps])
                   for heaps in _nondecreasing(4, 0, 7))


def test_moore_nim_validator_names_k_out_of_range():
    with pytest.raises(InputError, match=r"^line 2: k = 0 is outside 1..100"):
        cases.read_input(moore_nim, "1\n2 0\n3 4\n")
