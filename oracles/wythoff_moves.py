"""Oracle for wythoff-moves (HDU 2177), Wythoff's game with the winning
moves listed: two piles a <= b; a move takes any positive number from one
pile, or the same positive number from both; whoever takes the last stone
wins. A winning position is answered with every position a winning first
move leaves, in the statement's order.

Two ways to know the P-positions (the losing ones), sharing nothing:
  search_p_positions(size)  marks them from the move rules alone, for
                            piles below size (SEARCH_SIZE);
  exact_pair(k)             the Wythoff pair (a_k, a_k + k) with
                            a_k = floor(k * phi) = (k + isqrt(5 k^2)) // 2,
                            used for piles beyond the searched range.
The winning moves are then the moves, enumerated from the rules, that
reach a P-position: moves_literal() tries every move (small piles, used
to check the fast form), winning_results() asks an index of the
P-positions by pile and by difference which of them a move can reach.
"""

import functools
import math

from common import casemodel as cases

MAX = 1000000
SEARCH_SIZE = 2001
FRAMING = cases.Terminator("0 0")
INVALID_INPUTS = [
    "3 2\n0 0\n",                 # a > b
    "1 1000001\n0 0\n",           # b above the bound
    "-1 2\n0 0\n",                # a negative
    "4 7 1\n0 0\n",               # three numbers on a line
]
Case, _read_pair, write_case = cases.single_line("Case", [("a", 0, MAX), ("b", 0, MAX)])


def read_case(lines):
    number = lines.number
    case = _read_pair(lines)
    if case.a > case.b:
        raise lines.error("a = %d is larger than b = %d; the statement promises a <= b" % case, number)
    return case


# --- The P-positions ------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def search_p_positions(size):
    """The P-positions (a, b), a <= b < size, from the rules alone.

    (x, y) is an N-position iff a move reaches a P-position: one in the same
    row (same x, smaller y), the same column (same y, smaller x), or on the
    same diagonal (same y - x) closer to (0, 0). Scanning x and y upwards,
    a flag per row, column and diagonal records whether it already holds a
    P-position, so each square is decided when it is reached."""
    row_has_p = [False] * size
    column_has_p = [False] * size
    diagonal_has_p = {}
    found = []
    for x in range(size):
        for y in range(size):
            if not (row_has_p[x] or column_has_p[y] or diagonal_has_p.get(y - x)):
                row_has_p[x] = column_has_p[y] = diagonal_has_p[y - x] = True
                if x <= y:
                    found.append((x, y))
    return found


def exact_pair(k):
    """(a_k, a_k + k), a_k = floor(k * phi), in integers: k * phi =
    (k + sqrt(5 k^2)) / 2, and sqrt(5 k^2) is irrational for k >= 1."""
    a = (k + math.isqrt(5 * k * k)) // 2
    return a, a + k


@functools.lru_cache(maxsize=None)
def exact_p_positions(limit=MAX):
    """Every Wythoff pair with both piles <= limit."""
    found, k = [], 0
    while exact_pair(k)[1] <= limit:
        found.append(exact_pair(k))
        k += 1
    return found


@functools.lru_cache(maxsize=None)
def p_index():
    """(partner, by_difference), lists indexed 0..MAX: for each pile size,
    the other pile of the P-position (a <= b <= MAX) that holds it, and for
    each difference b - a the P-position with it; None where there is none.
    The searched ones where the search reaches, the exact pairs beyond.
    Each number is in one P-position and each difference in one (a second
    would be a move away from the first): checked here."""
    searched = search_p_positions(SEARCH_SIZE)
    positions = searched + [p for p in exact_p_positions() if p[1] >= SEARCH_SIZE]
    partner, by_difference = [None] * (MAX + 1), [None] * (MAX + 1)
    for a, b in positions:
        if partner[a] is not None or partner[b] is not None or by_difference[b - a] is not None:
            raise AssertionError("two P-positions share a pile or a difference: %r" % ((a, b),))
        partner[a], partner[b] = b, a
        by_difference[b - a] = (a, b)
    return partner, by_difference


def is_p_position(a, b):
    return p_index()[0][a] == b


def wins(case):
    return not is_p_position(case.a, case.b)


# --- The winning moves ------------------------------------------------------------------------

def winning_results(a, b):
    """(equal, others): the position (x, y), x <= y, left by the winning
    move that takes the same number from both piles (or None), and the
    sorted set of positions left by winning moves that take from one pile.
    Each is a move from (a, b) reaching a P-position: from the index, the
    P-positions that keep one pile and have the other smaller (one pile
    taken from), or keep the difference with both piles smaller (both)."""
    partner, by_difference = p_index()
    equal = by_difference[b - a]
    if equal is not None and equal[0] >= a:
        equal = None
    others = []
    for kept, other in ((a, b), (b, a)):          # the pile kept, the pile taken from
        rest = partner[kept]
        if rest is not None and rest < other:
            position = (kept, rest) if kept < rest else (rest, kept)
            if position not in others:
                others.append(position)
    others.sort()
    return equal, others


def moves_literal(a, b):
    """The same, by trying every move from (a, b) (for small piles)."""
    p_set = set(search_p_positions(SEARCH_SIZE))
    equal = [(a - d, b - d) for d in range(1, a + 1) if (a - d, b - d) in p_set]
    others = set()
    for rest in range(a):
        if tuple(sorted((rest, b))) in p_set:
            others.add(tuple(sorted((rest, b))))
    for rest in range(b):
        if tuple(sorted((a, rest))) in p_set:
            others.add(tuple(sorted((a, rest))))
    assert len(equal) <= 1
    return (equal[0] if equal else None), sorted(others)


def answer_lines(equal, others):
    if equal is None and not others:
        return ["0"]
    ordered = ([equal] if equal else []) + [p for p in others if p != equal]
    return ["1"] + ["%d %d" % p for p in ordered]


def answer(case):
    return answer_lines(*winning_results(case.a, case.b))


def is_beyond_judge(case):
    """The winning positions HDU's data never asks (a HDU-accepted run,
    Visual C++, 2014, answers them wrong): a < b where no equal-removal
    move wins, or a move taking from the smaller pile wins, or both
    one-pile moves win, or the equal-removal move leaves the same position
    as a one-pile move. HDU's data holds losing positions, a = b (where
    both one-pile moves are one and the same, as in the sample's 2 2), and
    a < b won by the equal-removal move and by no move from the smaller
    pile."""
    equal, others = winning_results(case.a, case.b)
    if case.a == case.b or not (equal or others):
        return False
    from_smaller = p_index()[0][case.b]
    smaller_pile_wins = from_smaller is not None and from_smaller < case.a
    return equal is None or smaller_pile_wins or len(others) >= 2 or equal in others


# --- Cases ------------------------------------------------------------------------------------

SMALL = 60


def exhaustive(size=SMALL):
    return [Case(a, b) for b in range(size + 1) for a in range(b + 1) if (a, b) != (0, 0)]


def exact_pairs_near_bound(count=25):
    return exact_p_positions()[-count:]


def bound_cases():
    """The corners of the range, the last P-positions below the bound and
    their neighbours, and the first steps over SEARCH_SIZE."""
    found = [Case(0, 1), Case(0, MAX), Case(1, MAX), Case(MAX - 1, MAX), Case(MAX, MAX), Case(1, 1),
             Case(MAX // 2, MAX)]
    for a, b in exact_pairs_near_bound():
        found += [Case(a, b), Case(a, MAX), Case(a + 1, b), Case(b, MAX), Case(a + 5, b + 5)]
    for a, b in exact_p_positions()[:2000]:
        if SEARCH_SIZE - 20 <= b <= SEARCH_SIZE + 20:
            found += [Case(a, b), Case(a + 1, b + 1), Case(b, b + 3)]
    return [c for c in dict.fromkeys(found) if c.a <= c.b <= MAX]


def special_cases(limit=300):
    """Positions beyond the judge's data with both piles up to limit, the
    ones of two moves or a shared result all, of the others one in five."""
    found = []
    for b in range(limit + 1):
        for a in range(b):
            equal, others = winning_results(a, b)
            if (a, b) != (0, 0) and is_beyond_judge(Case(a, b)) and \
                    (len(others) >= 2 or equal in others or (a + b) % 5 == 0):
                found.append(Case(a, b))
    return found


def random_large(count=100, seed=2177):
    """Positions anywhere in the range, half of them losing; the winning
    ones drawn near a losing pair, where several moves may win."""
    import random
    rng = random.Random(seed)
    pairs = exact_p_positions()
    found = []
    while len(found) < count:
        if len(found) % 2:
            a, b = pairs[rng.randint(1, len(pairs) - 1)]
            a, b = a + rng.randint(0, 3), b + rng.randint(0, 3)
            if b <= MAX and a <= b:
                found.append(Case(a, b))
        else:
            found.append(random_case(rng, False))
    return found


def many_large_positions(count=4000, seed=21770):
    """Positions with the larger pile from 990000 to 1000000, of the kind
    the judge's data asks, in a fixed pseudo-random order, a quarter of
    them lost: building the P-positions again for each one (about 10^6
    steps) takes seconds over them all."""
    import random
    rng = random.Random(seed)
    near = [p for p in exact_p_positions() if p[1] >= 990000]
    found = []
    while len(found) < count:
        if len(found) % 4 == 0:
            case = Case(*rng.choice(near))
        else:
            b = rng.randint(990000, MAX)
            case = Case(rng.randint(0, b), b)
        if not is_beyond_judge(case):
            found.append(case)
    return found


def edge_cases():
    return bound_cases() + special_cases(120)


def judge_kind(found):
    return [c for c in found if not is_beyond_judge(c)]


def random_case(rng, first_wins):
    if first_wins:
        random = rng.random
        while True:
            a, b = sorted((int(random() * (MAX + 1)), int(random() * (MAX + 1))))
            if random() < 0.3:
                a = max(0, b - int(random() * 101))
            if (a, b) != (0, 0) and not is_p_position(a, b):       # wins
                return Case(a, b)
    pairs = exact_p_positions()
    a, b = pairs[rng.randint(1, len(pairs) - 1)]
    return Case(a, b)


def test_files():
    small = exhaustive()
    return [
        ("sample", [Case(1, 2), Case(5, 8), Case(4, 7), Case(2, 2)]),
        ("all-small-judge-kind", judge_kind(small)),
        ("bounds-and-pairs-near-bound", judge_kind(bound_cases())),
        ("random-large", judge_kind(random_large())),
        ("winning-positions-beyond-judge",
         special_cases() + [c for c in bound_cases() + random_large() if is_beyond_judge(c)]),
        ("many-large-positions", many_large_positions()),
    ]


def layout_cases():
    return [Case(1, 2), Case(5, 8), Case(4, 7), Case(2, 2), Case(MAX, MAX)]
