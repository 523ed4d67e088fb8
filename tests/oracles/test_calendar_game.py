"""calendar-game's oracle (oracles/calendar_game.py): its moves against the
calendar, its table against the sample and against the rule of the
parity of month + day with its two exceptions."""

import datetime

from oracles import calendar_game as game


def test_calendar_game_table_holds_every_date_of_the_range():
    table = game.won_table()
    assert len(table) == (game.TARGET - game.FIRST).days + 1 == 37198


def test_calendar_game_moves_skip_a_missing_day_of_the_next_month():
    assert game.moves(datetime.date(2001, 1, 31)) == [datetime.date(2001, 2, 1)]
    assert game.moves(datetime.date(2000, 1, 29)) == [datetime.date(2000, 1, 30), datetime.date(2000, 2, 29)]
    assert game.moves(datetime.date(1900, 1, 29)) == [datetime.date(1900, 1, 30)]
    assert game.moves(datetime.date(1999, 12, 31)) == [datetime.date(2000, 1, 1), datetime.date(2000, 1, 31)]


def test_calendar_game_table_answers_the_sample():
    assert [game.wins(game.Case(2001, 11, d)) for d in (3, 2)] == [True, False]
    assert not game.wins(game.Case(2001, 10, 3))


def test_calendar_game_target_is_lost_for_the_player_to_move():
    assert not game.wins(game.Case(2001, 11, 4))


def test_calendar_game_table_agrees_with_the_parity_rule_and_its_two_exceptions():
    for case in game.all_dates():
        rule = (case.month + case.day) % 2 == 0 or (case.month in (9, 11) and case.day == 30)
        assert game.wins(case) == rule, case


def test_calendar_game_reader_refuses_a_date_the_calendar_lacks():
    from common import casemodel as cases
    for text in ("1\n1900 2 29\n", "1\n2001 6 31\n"):
        try:
            cases.read_input(game, text)
        except cases.InputError as error:
            assert "no date" in str(error)
        else:
            raise AssertionError(text)
    assert cases.read_cases(game, "1\n2000 2 29\n") == [game.Case(2000, 2, 29)]
