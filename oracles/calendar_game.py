"""Oracle for calendar-game (HDU 1079 / POJ 1082): a date between
1900-01-01 and 2001-11-04; a move goes to the next day, or to the same day
of the next month when that date exists; whoever reaches 2001-11-04 wins,
and a move past it loses.

The answer is a search from the rules over every date, backwards from the
target (each move goes forward in time, so the dates after a date are
decided before it): a date is won for the player to move iff some move
reaches the target exactly, or reaches a date before it that is lost for
the opponent. A move past the target is a loss for the mover, never a
winning move. The calendar is Python's (datetime, the Gregorian rule).
"""

import datetime
import functools

from common import casemodel as cases
from oracles import games

FIRST = datetime.date(1900, 1, 1)
TARGET = datetime.date(2001, 11, 4)
MAX_CASES = 100000
FRAMING = cases.CountFirst(1, MAX_CASES)
_Fields = cases.single_line("Date", [("year", 1900, 2001), ("month", 1, 12), ("day", 1, 31)])
Case = _Fields[0]
INVALID_INPUTS = [                      # the statement rules these out
    "1\n1899 12 31\n",                  # before 1900-01-01
    "1\n2001 11 5\n",                   # after 2001-11-04
    "1\n1901 2 29\n",                   # no such date: 1901 is a common year
    "1\n1900 2 29\n",                   # nor 1900 (a century not divisible by 400)
    "1\n2000 4 31\n",                   # April has 30 days
    "1\n2000 4\n",                      # the day missing
    "2\n2000 4 3\n",                    # fewer dates than announced
]


def _as_date(case):
    return datetime.date(case.year, case.month, case.day)


def read_case(lines):
    number = lines.number
    case = _Fields[1](lines)
    try:
        date = _as_date(case)
    except ValueError:
        raise lines.error("%d %d %d is no date" % tuple(case), number)
    if not FIRST <= date <= TARGET:
        raise lines.error("%s is outside 1900-01-01 .. 2001-11-04" % date, number)
    return case


write_case = _Fields[2]


def moves(date):
    """The dates one move from date: the next day, and the same day of the
    next month if the calendar has it."""
    found = [date + datetime.timedelta(days=1)]
    year, month = (date.year + 1, 1) if date.month == 12 else (date.year, date.month + 1)
    try:
        found.append(datetime.date(year, month, date.day))
    except ValueError:
        pass
    return found


@functools.lru_cache(maxsize=None)
def won_table():
    """{date: won for the player to move} for every date from FIRST to
    TARGET; TARGET itself is lost (the opponent has just reached it)."""
    won = {TARGET: False}
    date = TARGET - datetime.timedelta(days=1)
    while date >= FIRST:
        won[date] = any(m == TARGET or (m < TARGET and not won[m]) for m in moves(date))
        date -= datetime.timedelta(days=1)
    return won


def wins(case):
    return won_table()[_as_date(case)]


def answer(case):
    return ["YES" if wins(case) else "NO"]


def _case(date):
    return Case(date.year, date.month, date.day)


@functools.lru_cache(maxsize=None)
def all_dates():
    return [_case(d) for d in sorted(won_table())]


def exhaustive():
    return [c for c in all_dates() if c.year >= 1999]


def edge_cases():
    """The ends of the range, month ends (30th, 31st, February 28 and 29)
    in common, leap and century years, and the days just before the
    target."""
    found = []
    for date in sorted(won_table()):
        nxt = date + datetime.timedelta(days=1)
        month_end = nxt.month != date.month
        if date in (FIRST, TARGET) or (date.year in (1900, 1903, 1904, 1999, 2000, 2001) and
                                       (month_end or date.day in (1, 28, 29, 30) or date >= TARGET - datetime.timedelta(days=40))):
            found.append(_case(date))
    return found


def random_case(rng, first_wins):
    dates = all_dates()
    return games.draw_until(lambda: rng.choice(dates), wins, first_wins)


def test_files():
    dates = all_dates()
    quarters = [("all-dates-%d-%d" % (chunk[0].year, chunk[-1].year), chunk)
                for chunk in cases.chunks(dates, (len(dates) + 3) // 4)]
    month_ends = [c for c in dates if c.day >= 28]
    return [
        ("sample", [Case(2001, 11, 3), Case(2001, 11, 2), Case(2001, 10, 3)]),
        ("edges", edge_cases()),
        ("month-ends", month_ends),
    ] + quarters


def layout_cases():
    return [Case(2001, 11, 3), Case(2001, 11, 2), Case(2001, 10, 3), Case(1900, 1, 1)]
