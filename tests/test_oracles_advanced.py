"""The oracles of be-the-winner (the SJ theorem), moore-nim (Moore's Nim_k)
and simple-stone-game (k-multiple subtraction): each exact method against
the search from the rules over the whole range where both run, the claims
their analyses make about other judges' problems, and the validators."""

import itertools
import random

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import be_the_winner, games, moore_nim, simple_stone_game, tree_game


def _nondecreasing(size, low, high):
    return list(itertools.combinations_with_replacement(range(low, high + 1), size))


# --- be-the-winner -------------------------------------------------------------------------

def test_be_the_winner_line_values_are_the_line_lengths():
    # So a line of value 0 is an empty line, with no move: the SJ theorem's condition.
    assert be_the_winner.line_values() == tuple(range(be_the_winner.MAX_APPLES + 1))


def test_be_the_winner_search_agrees_with_the_sj_theorem_over_every_small_position():
    for size in range(1, be_the_winner.SEARCH_GROUPS + 1):
        for groups in _nondecreasing(size, 1, be_the_winner.SEARCH_MAX):
            assert be_the_winner.search_wins(groups) == be_the_winner.sj_wins(list(groups)), groups


def test_be_the_winner_search_beyond_the_range_agrees_on_ones_and_one_big_line():
    for ones in range(0, 15):
        for big in (None, 2, 5, 9):
            position = tuple(sorted((1,) * ones + ((big,) if big else ())))
            if position:
                assert be_the_winner.search_wins(position) == be_the_winner.sj_wins(list(position)), position


def test_be_the_winner_sample_and_the_all_ones_parity():
    assert [be_the_winner.answer(c) for c in be_the_winner.SAMPLE] == [["No"], ["Yes"]]
    for n in range(1, be_the_winner.MAX_GROUPS + 1):
        assert be_the_winner.answer(be_the_winner.Case([1] * n)) == ["Yes" if n % 2 == 0 else "No"], n


def _sj_says_first_wins(values):
    big = any(v > 1 for v in values)
    return big if games.nim_sum(values) else not big


def test_the_sj_rule_on_hackenbush_trees_fails_first_on_two_paths_of_two_edges():
    # be-the-winner's analysis: on HDU 3590's trees the same rule is wrong,
    # and the smallest counterexample is the tree 1-2, 2-3, 1-4, 4-5. The
    # trees are played by tree-game's moves, in misere play.
    misere = games.Search(tree_game.hackenbush_moves, misere=True)
    wrong = {}
    for edges in range(1, 5):
        for parents in itertools.product(*[range(1, v + 1) for v in range(1, edges + 1)]):
            tree = [(parent, v + 1) for v, parent in enumerate(parents, 1)]
            exact = misere.wins(tree_game.joined_to_root(tree))
            if exact != _sj_says_first_wins([tree_game.colon_value(tree)]):
                wrong.setdefault(edges, []).append(tree)
    assert list(wrong) == [4]
    for tree in wrong[4]:                       # each is two paths of two edges from the root, relabelled
        children = {v: [b for a, b in tree if a == v] for v in range(1, 6)}
        assert len(children[1]) == 2 and all(len(children[c]) == 1 for c in children[1])
    two_paths = [(1, 2), (2, 3), (1, 4), (4, 5)]
    assert two_paths in wrong[4] and tree_game.colon_value(two_paths) == 0
    assert not misere.wins(tree_game.joined_to_root(two_paths))       # QQ, where the rule says PP


def test_be_the_winner_validator_names_the_group_out_of_range():
    with pytest.raises(InputError, match=r"^line 4: group = 101 is outside 1..100"):
        cases.read_input(be_the_winner, "1\n7\n2\n3 101\n")


# --- moore-nim -----------------------------------------------------------------------------

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


# --- simple-stone-game ----------------------------------------------------------------------

def test_simple_stone_game_search_agrees_with_the_sequences_for_every_small_pile():
    for k in range(1, simple_stone_game.SEARCH_K + 1):
        for n in range(2, simple_stone_game.SEARCH_N + 1):
            moves = simple_stone_game.search_first_moves(n, k)
            assert (moves[0] if moves else None) == simple_stone_game.sequence_first_move(n, k), (n, k)


def test_simple_stone_game_lost_piles_are_powers_of_two_then_fibonacci_numbers():
    assert list(simple_stone_game.lost_sizes(1)) == [2 ** i for i in range(28)]
    fibonacci = [1, 2]
    while fibonacci[-1] <= simple_stone_game.MAX_N:
        fibonacci.append(fibonacci[-1] + fibonacci[-2])
    assert list(simple_stone_game.lost_sizes(2)) == fibonacci
    assert 55 in fibonacci and 57 not in fibonacci          # the statement's hint has a typo


def test_simple_stone_game_largest_k_has_748551_terms_below_the_bound():
    a = simple_stone_game.lost_sizes(simple_stone_game.MAX_K)
    assert len(a) == 748551 and a[-2] <= simple_stone_game.MAX_N < a[-1] == 100000088
    assert list(a[:100001]) == list(range(1, 100002))


def test_simple_stone_game_every_pile_is_lost_when_the_opponent_may_take_the_rest():
    for n in range(2, 200):
        assert simple_stone_game.sequence_first_move(n, n - 1) is None, n
        assert simple_stone_game.sequence_first_move(n, 10 ** 5) is None, n


def test_simple_stone_game_answers_are_numbered_from_one():
    assert cases.expected_lines(simple_stone_game, simple_stone_game.SAMPLE) == [
        "Case 1: lose", "Case 2: 1", "Case 3: 3", "Case 4: lose", "Case 5: 4"]


def test_simple_stone_game_random_cases_are_valid_and_reach_the_bounds():
    rng = random.Random(8)
    drawn = [simple_stone_game.random_case(rng, i % 2 == 0) for i in range(2000)]
    assert all(cases.is_valid(simple_stone_game, case) for case in drawn)
    assert max(case.n for case in drawn) > 9 * 10 ** 7 and max(case.k for case in drawn) == simple_stone_game.MAX_K


def test_simple_stone_game_validator_wants_at_most_20_cases():
    with pytest.raises(InputError, match=r"^line 1: the number of cases = 21 is outside 1..20"):
        cases.read_input(simple_stone_game, "21\n" + "2 1\n" * 21)
