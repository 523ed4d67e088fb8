"""misere-nim's oracle (oracles/misere_nim.py): the search against Bouton's
misere rule over every small position, and the all-ones positions."""

from oracle_helpers import _nondecreasing
from oracles import misere_nim


def test_misere_search_agrees_with_bouton_misere_rule_over_every_small_position():
    for size in range(1, misere_nim.SEARCH_PILES + 1):
        for piles in _nondecreasing(size, 1, misere_nim.SEARCH_MAX):
            assert misere_nim.search_wins(piles) == misere_nim.bouton_misere_wins(list(piles)), piles


def test_misere_all_ones_and_one_big_pile_by_search():
    # Beyond SEARCH_PILES, but cheap for the search: k piles of 1 are won iff
    # k is even; with one pile of 2 or more added, always won.
    for ones in range(0, 13):
        if ones:
            assert misere_nim.search_wins((1,) * ones) == (ones % 2 == 0), ones
            assert misere_nim.bouton_misere_wins([1] * ones) == (ones % 2 == 0), ones
        for big in (2, 3, 9):
            position = (1,) * ones + (big,)
            assert misere_nim.search_wins(position), position
            assert misere_nim.bouton_misere_wins(list(position)), position


def test_misere_answers_every_all_ones_case_up_to_the_bound():
    for n in range(1, misere_nim.MAX_PILES + 1):
        expected = "John" if n % 2 == 0 else "Brother"
        assert misere_nim.answer(misere_nim.Case([1] * n)) == [expected], n
