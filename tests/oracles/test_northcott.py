"""northcott's oracle (oracles/northcott.py): the xor of the gaps' values
against the retrograde analysis of the board from the rules (draws
allowed), and the search against the sample."""

import pytest

from oracles import northcott as game


@pytest.mark.parametrize("m,count", [(m, 1) for m in range(2, 11)] + [(m, 2) for m in range(2, 8)] +
                         [(m, 3) for m in range(2, 6)])
def test_northcott_gap_values_agree_with_the_retrograde_analysis(m, count):
    for (rows, mover), outcome in game._outcomes(m, count).items():
        if mover == 0:
            assert outcome == ("win" if game.wins(game.Case(m, list(rows))) else "loss"), (m, rows)


@pytest.mark.parametrize("m,count", [(6, 2), (4, 3)])
def test_northcott_no_position_is_a_draw(m, count):
    assert "draw" not in game._outcomes(m, count).values()


def test_northcott_search_answers_the_sample():
    assert game.search_outcome(6, [(4, 5), (1, 2), (1, 2)]) == "loss"
    assert game.search_outcome(6, [(4, 5), (1, 3), (1, 2)]) == "win"


def test_northcott_retreats_are_moves_of_the_search():
    after = list(game._moves(6, ((4, 5),), 0))
    assert ((1, 5),) in after and ((3, 5),) in after and len(after) == 3


def test_northcott_a_gap_is_worth_its_size():
    assert list(game.gap_values()) == list(range(game.MAX_M - 1))


def test_northcott_the_search_sees_the_board_not_only_the_gaps():
    # Tom on square 1 beside Jerry has no move at all; with one empty
    # square between them he advances into it and Jerry is stuck (or retreats)
    assert game.search_outcome(3, [(1, 2)]) == "loss" and game.search_outcome(4, [(1, 3)]) == "win"
