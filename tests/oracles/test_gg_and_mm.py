"""gg-and-mm's oracle (oracles/gg_and_mm.py, the Every-SG sum of Euclid's
games): the largest step against a search over whole positions, the step
recurrence the solution uses against the steps by definition (and the widely
copied wrong one), and the validator on what only this statement rules out."""

import itertools

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import euclid_game, gg_and_mm


def section_3_step(a, b):
    """The step of Euclid's game (a, b) by the recurrence of the statement's
    analysis (and of the solution): 1 if b divides a; else, with s the step
    of (b, a mod b), s + 1 after a forced move (a < 2b), and for a >= 2b
    s + 1 if s is even, s + 2 if it is odd."""
    a, b = euclid_game.pair(a, b)
    if b == 0:
        return 0
    if a % b == 0:
        return 1
    s = section_3_step(b, a % b)
    if a < 2 * b:
        return s + 1
    return s + 2 if s % 2 == 1 else s + 1


def copied_step(a, b):
    """The widely copied recurrence: + 2 after an odd s, forced move or not."""
    a, b = euclid_game.pair(a, b)
    if a % b == 0:
        return 1
    s = copied_step(b, a % b)
    return s + 2 if s % 2 == 1 else s + 1


SMALL_GAMES = [(a, b) for a in range(1, gg_and_mm.SEARCH_MAX + 1) for b in range(1, a + 1)]


def test_gg_steps_by_definition_of_the_smallest_games():
    assert [gg_and_mm.step(g) for g in [(1, 1), (2, 1), (3, 2), (2, 3), (5, 2), (5, 3), (7, 5)]] == [1, 1, 2, 2, 3, 3, 4]
    assert gg_and_mm.STEPS.step((4, 0)) == 0


def test_gg_every_sg_search_agrees_with_the_largest_step_on_every_pair_of_small_games():
    # The theorem against a search over whole positions, every pair of games
    # with piles up to SEARCH_MAX (one move in each game at once).
    for g, h in itertools.combinations_with_replacement(SMALL_GAMES, 2):
        searched = gg_and_mm.EVERY_SG.wins(tuple(sorted((g, h))))
        assert searched == (max(gg_and_mm.step(g), gg_and_mm.step(h)) % 2 == 1), (g, h)


def test_gg_every_sg_search_agrees_with_the_theorem_on_one_game_and_on_three():
    for g in SMALL_GAMES:
        assert gg_and_mm.EVERY_SG.wins((g,)) == euclid_game.SEARCH.wins(g) == (gg_and_mm.step(g) % 2 == 1), g
    tiny = [g for g in SMALL_GAMES if g[0] <= 5]
    for three in itertools.combinations_with_replacement(tiny, 3):
        searched = gg_and_mm.EVERY_SG.wins(tuple(sorted(three)))
        assert searched == (max(map(gg_and_mm.step, three)) % 2 == 1), three


def test_gg_section_3_recurrence_is_the_step_by_definition_on_every_game_of_the_statement():
    top = gg_and_mm.MAX_PILE
    for a in range(1, top + 1):
        for b in range(1, a + 1):
            assert section_3_step(a, b) == gg_and_mm.step((a, b)), (a, b)
    assert max(gg_and_mm.step((a, b)) for a in range(1, top + 1) for b in range(1, a + 1)) == 15
    assert [g for g in itertools.product(range(1, top + 1), repeat=2) if gg_and_mm.step(g) == 15] == \
        [(408, 985), (577, 985), (985, 408), (985, 577)]


def test_gg_the_copied_recurrence_adds_2_after_a_forced_move_and_is_wrong():
    assert copied_step(2, 3) == 3 and gg_and_mm.step((2, 3)) == 2
    differ = [(a, b) for a in range(1, 60) for b in range(1, 60) if copied_step(a, b) != gg_and_mm.step((a, b))]
    assert len(differ) == 2310                           # of 59 * 59 = 3481 pairs
    assert all(copied_step(a, b) % 2 == 1 for a in range(1, 200) for b in range(1, 200))


def test_gg_answers_the_sample_and_two_games_of_one_one():
    assert [gg_and_mm.answer(c) for c in gg_and_mm.test_files()[0][1]] == [["MM"], ["GG"]]
    both = gg_and_mm.Case([gg_and_mm.Game(1, 1)] * 2)
    assert gg_and_mm.answer(both) == ["MM"]          # the xor of their Grundy values, 1 ^ 1, is 0


def test_gg_lost_games_are_all_lost_and_bounds_reach_the_bounds():
    assert not any(gg_and_mm.wins(c) for c in gg_and_mm.lost_games())
    found = gg_and_mm.bounds()
    assert max(len(c.games) for c in found) == gg_and_mm.MAX_GAMES
    assert max(gg_and_mm.largest_step(c) for c in found) == 15


def test_gg_validator_names_an_empty_pile_and_too_many_cases():
    with pytest.raises(InputError, match=r"^line 3: p = 0 is outside 1\.\.1000"):
        cases.read_input(gg_and_mm, "2\n3 2\n0 5\n")
    with pytest.raises(InputError, match=r"^line 201: more than 100 cases"):
        cases.read_input(gg_and_mm, "1\n1 1\n" * 101)


def test_gg_random_cases_are_valid_reach_the_bounds_and_come_fast():
    drawn = drawn_cases(gg_and_mm, 1000)             # the step table filled on the way
    assert max(len(c.games) for c in drawn) > 900
    assert max(max(map(max, c.games)) for c in drawn) == gg_and_mm.MAX_PILE
