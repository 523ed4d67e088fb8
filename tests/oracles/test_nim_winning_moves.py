"""nim-winning-moves' oracle (oracles/nim_winning_moves.py): the count of
winning moves by Bouton against the search over every small position, in any
order of the piles."""

import random

from oracle_helpers import _nondecreasing
from oracles import nim_winning_moves


def test_nim_search_count_agrees_with_bouton_over_every_small_position():
    for size in range(1, nim_winning_moves.SEARCH_PILES + 1):
        for piles in _nondecreasing(size, 1, nim_winning_moves.SEARCH_MAX):
            searched = nim_winning_moves.search_count(piles)
            assert searched == nim_winning_moves.bouton_count(list(piles)), piles
            assert (searched > 0) == nim_winning_moves.search_wins(piles), piles


def test_nim_search_count_remembered_by_position_counts_the_moves_in_any_order():
    rng = random.Random(6)
    for _ in range(500):
        piles = tuple(rng.randint(1, nim_winning_moves.SEARCH_MAX) for _ in range(rng.randint(1, 4)))
        plain = sum(1 for i, pile in enumerate(piles) for take in range(1, pile + 1)
                    if not nim_winning_moves.search_wins(nim_winning_moves._after(piles, i, take)))
        assert nim_winning_moves.search_count(list(piles)) == plain, piles


def test_nim_bouton_count_does_not_depend_on_the_order_of_the_piles():
    rng = random.Random(5)
    for _ in range(2000):
        piles = [rng.randint(1, 40) for _ in range(rng.randint(2, 6))]
        shuffled = piles[:]
        rng.shuffle(shuffled)
        assert nim_winning_moves.bouton_count(piles) == nim_winning_moves.bouton_count(shuffled)


def test_nim_counts_every_pile_of_equal_size_apart():
    # Equal piles are different piles: 2 2 2 has three winning moves.
    assert nim_winning_moves.answer(nim_winning_moves.Case([2, 2, 2])) == ["3"]
    assert nim_winning_moves.answer(nim_winning_moves.Case([5, 7, 9])) == ["1"]
    big = nim_winning_moves.Case([nim_winning_moves.MAX_PILE] * 3)
    assert nim_winning_moves.answer(big) == ["3"]
