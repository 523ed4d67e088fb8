"""Oracle for team-nim (POJ 2068 "Nim"): S stones; 2n players sit around a
table, the two teams alternating seat by seat; player i takes 1 to M_i
stones on his turn; whoever takes the last stone loses for his team. Your
team's first player moves first.

Two methods, from the rules of one turn each:
  search_wins(case)  a remembered search over the positions (stones left,
                     seat to move), every take from the rules; a player
                     facing no stone has won (the one before took the last);
                     used for every case of at most SEARCH_STONES stones;
  table_wins(case)   beyond that, the same positions in order of stones, a
                     position being won iff some take reaches a lost one:
                     for each seat the last lost count of stones is kept,
                     so that "some take of 1..M_i reaches a lost position of
                     the next seat" is one comparison.
Tests check table_wins against search_wins on every case of up to
CHECK_STONES stones with n <= 2 and M_i <= 4, and on random larger ones.
"""

import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MAX_TEAM, MAX_STONES, MAX_TAKE = 10, 2 ** 13, 16
SEARCH_STONES = 20              # cases of up to this many stones are answered by the search
CHECK_STONES = 60               # tests: the table against the search up to here
STRESS_BATCH = 200              # a case of 8192 stones and 20 seats takes the oracle some milliseconds
Case = namedtuple("Case", "stones takes")
FRAMING = cases.Terminator("0")
INVALID_INPUTS = [
    "1 0 4 4\n0\n",                 # S = 0
    "1 8193 4 4\n0\n",              # S above 2^13
    "1 10 4 17\n0\n",               # a take above 16
    "2 10 1 2 3\n0\n",              # 3 takes for a team of 2 (4 players)
    "11 10 " + " ".join(["1"] * 22) + "\n0\n",      # a team of 11
    "1 10 0 4\n0\n",                # a take of 0
]


def read_case(lines):
    """One line: n, S, then M_1 ... M_2n. (The case model reads a line of
    a fixed count; this line's count is 2n + 2, known from its first
    number, so it is read as a whole and checked here.)"""
    number, line = lines._take()
    tokens = line.split()
    if not tokens:
        raise lines.error("expected n, S and 2n takes", number)
    n = lines._value(tokens[0], ("n", 1, MAX_TEAM), number)
    if len(tokens) != 2 * n + 2:
        raise lines.error("n = %d, so 2n + 2 = %d integers, got %d" % (n, 2 * n + 2, len(tokens)), number)
    stones = lines._value(tokens[1], ("S", 1, MAX_STONES), number)
    return Case(stones, [lines._value(t, ("M", 1, MAX_TAKE), number) for t in tokens[2:]])


def write_case(case):
    return [" ".join(map(str, [len(case.takes) // 2, case.stones] + list(case.takes)))]


def _moves(takes):
    seats = len(takes)

    def moves(position):
        stones, seat = position
        if stones == 0:
            return []
        return [(stones - t, (seat + 1) % seats) for t in range(1, min(takes[seat], stones) + 1)]
    return moves


def search_wins(case):
    """The player to move with no stone left has won (misere: no move, a
    win), so the search runs with misere set."""
    return games.Search(_moves(case.takes), misere=True).wins((case.stones, 0))


def table_wins(case):
    takes, seats = case.takes, len(case.takes)
    pairs = [(i, (i + 1) % seats, takes[i]) for i in range(seats)]
    # last_lost[j]: the largest count of stones so far that is lost for
    # seat j to move. With no stone the seat to move has won, so none is
    # lost yet: far below 0. Seat i wins with s stones iff some take
    # t <= M_i leaves a count lost for seat i + 1, that is iff
    # s - last_lost[i + 1] <= M_i.
    last_lost = [-2 * MAX_STONES] * seats
    for s in range(1, case.stones + 1):
        lost = [i for i, after, most in pairs if s - last_lost[after] > most]
        for i in lost:
            last_lost[i] = s
    return last_lost[0] != case.stones


def wins(case):
    if case.stones <= SEARCH_STONES:
        return search_wins(case)
    return table_wins(case)


def answer(case):
    return ["1" if wins(case) else "0"]


# --- Cases -----------------------------------------------------------------------------------

SAMPLE = [Case(101, [4, 4]), Case(100, [4, 4]), Case(97, [8, 7, 6, 5, 4, 3])]


def exhaustive():
    """Teams of one with takes up to 3, every S up to 12."""
    return [Case(s, [a, b]) for a in range(1, 4) for b in range(1, 4) for s in range(1, 13)]


def seat_traps(rng, count):
    """Cases where the answer differs from the one of two players each
    with the first take of his team (M_1 for your team, M_2 for the
    other), won and lost in turn."""
    found, want = [], True
    while len(found) < count:
        n = rng.randint(2, MAX_TEAM)
        takes = [rng.randint(1, MAX_TAKE) for _ in range(2 * n)]
        case = Case(rng.randint(1, 400), takes)
        two = Case(case.stones, takes[:2])
        if wins(case) == want and table_wins(two) != want:
            found.append(case)
            want = not want
    return found


def misere_traps():
    """Teams of one with equal takes: lost exactly when S - 1 is a
    multiple of M + 1, where taking the last stone to win would say S."""
    return [Case(s, [m, m]) for m in (1, 2, 3, 7, 16) for s in range(1, 3 * m + 5)]


def bounds():
    """S = 2^13 with the largest teams and takes, and the smallest."""
    rng = random.Random(2068)
    return [Case(MAX_STONES, [MAX_TAKE] * 20), Case(MAX_STONES, [1] * 20), Case(MAX_STONES, [1, 1]),
            Case(MAX_STONES, [16, 16]), Case(MAX_STONES - 1, [16, 16]), Case(8161, [16, 16]),
            Case(1, [1, 1]), Case(2, [1, 1]), Case(1, [16] * 20)] + \
        [Case(MAX_STONES, [rng.randint(1, MAX_TAKE) for _ in range(20)]) for _ in range(20)]


def random_case(rng, first_wins):
    while True:
        n = rng.randint(1, MAX_TEAM) if rng.random() < 0.5 else rng.randint(1, 3)
        high = rng.choice([2, 4, MAX_TAKE])
        takes = [rng.randint(1, high) for _ in range(2 * n)]
        kind = rng.random()
        stones = rng.randint(1, 40) if kind < 0.45 else rng.randint(1, 300) if kind < 0.96 else \
            rng.randint(1, MAX_STONES)
        case = Case(stones, takes)
        if wins(case) == first_wins:
            return case


def edge_cases():
    return SAMPLE + misere_traps() + seat_traps(random.Random(1), 10)


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("last-stone-loses", misere_traps()),
        ("seat-by-seat", seat_traps(random.Random(2068), 100)),
        ("bounds", bounds()),
        ("random", games.alternating(random_case, 2068, 300)),
    ]


def layout_cases():
    return SAMPLE + [Case(8192, [16] * 4)]


def worst_case(rng):
    """The largest table: 8192 stones, ten players a side, limits near 16."""
    return Case(MAX_STONES, [rng.randint(12, MAX_TAKE) for _ in range(2 * MAX_TEAM)])
