"""What the oracles share (oracles/games.py): the mex, heap games' values,
the remembered search, and drawing cases by outcome."""

import functools
import itertools
import random

import pytest

from oracles import games


def test_mex_is_the_least_value_missing():
    assert games.mex([]) == 0
    assert games.mex({1, 2}) == 0
    assert games.mex([0, 1, 3, 0]) == 2
    assert games.mex(range(5)) == 5


def test_nim_sum_is_the_xor():
    assert games.nim_sum([]) == 0
    assert games.nim_sum([3, 5, 6]) == 0
    assert games.nim_sum(iter([1, 2, 4])) == 7


def test_heap_values_of_nim_and_of_a_subtraction_game():
    assert games.heap_values(9, lambda n: [(m,) for m in range(n)]) == tuple(range(10))
    # take 1 or 2: n mod 3
    assert games.heap_values(11, lambda n: [(n - t,) for t in (1, 2) if t <= n]) == tuple(n % 3 for n in range(12))


def test_heap_values_of_a_split_are_the_xor_of_the_parts():
    # Split a heap into two nonempty unequal heaps (Grundy's game): its
    # known values start 0 0 0 1 0 2 1 0 2 1 0 2 1 3.
    values = games.heap_values(13, lambda n: [(a, n - a) for a in range(1, (n + 1) // 2) if a != n - a])
    assert values == (0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3)


def plain_wins(moves, misere):
    """The same outcome by plain recursion, for comparison."""
    @functools.lru_cache(maxsize=None)
    def wins(position):
        options = list(moves(position))
        if not options:
            return misere
        return any(not wins(after) for after in options)
    return wins


def nim_moves(position):
    for i, pile in enumerate(position):
        for left in range(pile):
            yield tuple(sorted(position[:i] + (left,) + position[i + 1:]))


def test_search_agrees_with_plain_recursion_in_normal_and_misere_play():
    for misere in (False, True):
        search, plain = games.Search(nim_moves, misere), plain_wins(nim_moves, misere)
        for piles in itertools.product(range(5), repeat=3):
            position = tuple(sorted(piles))
            assert search.wins(position) == plain(position), (misere, position)


def test_search_gives_bouton_and_the_misere_rule():
    normal, misere = games.Search(nim_moves), games.Search(nim_moves, misere=True)
    for piles in itertools.product(range(6), repeat=3):
        position = tuple(sorted(piles))
        x = games.nim_sum(position)
        assert normal.wins(position) == (x != 0)
        big = max(position) > 1
        assert misere.wins(position) == ((x != 0) if big else (sum(position) % 2 == 0))


def test_search_goes_deeper_than_the_recursion_limit():
    # Take 1 or 2 from one pile of 100000: lost iff n mod 3 == 0.
    search = games.Search(lambda n: [n - t for t in (1, 2) if t <= n])
    assert search.wins(100000) == (100000 % 3 != 0)
    assert search.wins(99999) is False


def test_winning_moves_are_the_moves_into_lost_positions():
    search = games.Search(nim_moves)
    assert search.winning_moves((3, 5, 7)) == [(2, 5, 7), (3, 4, 7), (3, 5, 6)]
    assert search.winning_moves((1, 2, 3)) == []


def test_alternating_draws_wins_and_losses_in_turn_and_the_same_for_a_seed():
    def draw(rng, first_wins):
        return (rng.randint(0, 9), first_wins)
    drawn = games.alternating(draw, 5, 6)
    assert [w for _, w in drawn] == [True, False] * 3
    assert drawn == games.alternating(draw, 5, 6)
    rng = random.Random(5)
    assert [n for n, _ in drawn] == [rng.randint(0, 9) for _ in range(6)]


def test_by_outcome_and_draw_until_sort_by_who_wins():
    split = games.by_outcome(range(10), lambda n: n % 3 != 0)
    assert split == {True: [1, 2, 4, 5, 7, 8], False: [0, 3, 6, 9]}
    drawn = iter(range(100))
    assert games.draw_until(lambda: next(drawn), lambda n: n > 4 and n % 2 == 0, True) == 6


def test_position_moves_play_one_heap_drop_empty_heaps_and_try_equal_heaps_once():
    moves = games.position_moves(lambda n: [(m,) for m in range(n)])
    assert sorted(moves((1, 2))) == [(1,), (1, 1), (2,)]
    assert sorted(moves((2, 2))) == [(1, 2), (2,)]
    splits = games.position_moves(lambda n: [(a, n - a) for a in range(1, n)])
    assert sorted(splits((3,))) == [(1, 2), (1, 2)]


def test_small_positions_are_the_partitions_of_every_total():
    assert list(games.small_positions(3)) == [(1,), (1, 1), (1, 1, 1), (1, 2), (2,), (3,)]
    assert len(list(games.small_positions(10))) == sum((1, 2, 3, 5, 7, 11, 15, 22, 30, 42))


def test_steps_by_definition_on_a_forced_chain_and_on_nim():
    chain = games.Steps(games.Search(lambda n: [n - 1] if n else []))
    assert [chain.step(n) for n in range(8)] == list(range(8))     # each move forced: as long as the chain
    nim = games.Steps(games.Search(lambda n: list(range(n))))
    assert [nim.step(n) for n in range(8)] == [0] + [1] * 7        # the winner takes the heap at once
    subtract = games.Steps(games.Search(lambda n: [n - t for t in (1, 2) if t <= n]))
    # Lost piles (multiples of 3) last as long as the loser can make them
    # short; won piles as long as the winner can make them long.
    assert [subtract.step(n) for n in range(10)] == [0, 1, 1, 2, 3, 3, 4, 5, 5, 6]


def test_lost_by_xor_makes_the_xor_zero_or_gives_up():
    rng = random.Random(4)
    heaps = games.lost_by_xor(rng, [5, 9, 1], 100)
    assert sorted(heaps) == [5, 9, 12] and games.nim_sum(heaps) == 0
    assert games.lost_by_xor(rng, [5, 5, 1], 100) is None                  # the last would be 0
    assert games.lost_by_xor(rng, [64, 32, 1], 90) is None                 # and here 96


def test_a_heap_sum_with_nims_moves_and_its_formula_is_nim():
    nim = games.HeapSum(lambda n: [(m,) for m in range(n)], lambda n: n, 20, 8)
    assert nim.table == tuple(range(21)) and nim.value(10 ** 9) == 10 ** 9
    for heaps in itertools.combinations_with_replacement(range(1, 7), 3):
        assert nim.wins(list(heaps)) == (games.nim_sum(heaps) != 0), heaps
    rng = random.Random(2)
    for i in range(200):
        heaps = nim.random_heaps(rng, i % 2 == 0, 1000, 5)
        assert nim.wins(heaps) == (i % 2 == 0) and max(heaps) <= 1000


def test_grundy_values_of_a_game_whose_moves_split_heaps():
    lasker = games.Grundy(lambda n: list(range(n)) + [[a, n - a] for a in range(1, n // 2 + 1)])
    assert [lasker.value(n) for n in range(9)] == [0, 1, 2, 4, 3, 5, 6, 8, 7]
    grundys_game = games.Grundy(lambda n: [[a, n - a] for a in range(1, (n + 1) // 2) if a != n - a])
    assert [grundys_game.value(n) for n in range(14)] == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3]
    assert games.Grundy(lambda n: [[]] if n else []).value(5) == 1      # a move that leaves nothing


def test_grundy_needs_no_recursion_and_finds_cycles_and_bad_moves():
    chain = games.Grundy(lambda n: [n - 1] if n else [])
    assert chain.value(100000) == 0 and chain.value(99999) == 1
    with pytest.raises(games.Cycle) as raised:
        games.Grundy(lambda n: [(n + 1) % 4]).value(0)
    assert raised.value.position in range(4)
    with pytest.raises(games.Cycle):
        games.Search(lambda n: [(n + 1) % 4]).wins(0)
    with pytest.raises(games.BadMove, match=r"moves\(1\) gave \{0\}"):
        games.Grundy(lambda n: [{n - 1}] if n else []).value(1)


def test_grundy_names_the_position_whose_moves_raised():
    def moves(n):
        if n == 3:
            raise ValueError("three")
        return list(range(n))
    grundy = games.Grundy(moves)
    with pytest.raises(ValueError):
        grundy.value(5)
    assert grundy.asked == 3
