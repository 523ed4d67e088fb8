"""Oracle for misere-nim (HDU 1907 "John"): Nim played misere: N piles; a
move takes any positive number of stones from one pile; whoever takes the
last stone LOSES. John moves first.

Two methods that share nothing:
  search_wins(position)  memoised win/lose search over whole positions from
                         the rules; used while there are at most
                         SEARCH_PILES piles of at most SEARCH_MAX stones;
  bouton_misere_wins(piles)  beyond that, Bouton's misere rule: if no pile
                         holds two stones or more, the player to move wins
                         iff the number of (one-stone) piles is even;
                         otherwise iff the xor of the piles is not 0.
Tests compare them over every position of up to 4 piles of up to 12.
"""

from common import casemodel as cases
from oracles import games

MAX_PILES, MAX_PILE = 47, 4747
MAX_CASES = 474
SEARCH_PILES, SEARCH_MAX = 4, 12
FRAMING = cases.CountFirst(1, MAX_CASES)
Case, read_case, write_case = cases.counted_lines("Case", "piles", ("N", 1, MAX_PILES), ("pile", 1, MAX_PILE))
INVALID_INPUTS = [                                  # the statement rules these out
    "1\n0\n\n",                                     # N = 0 (and an empty line of piles)
    "1\n2\n3 4748\n",                               # a pile above 4747
    "1\n48\n" + " ".join(["1"] * 48) + "\n",        # N above 47
    "1\n3\n3 0 1\n",                                # an empty pile
    "2\n1\n1\n",                                    # fewer cases than announced
    "475\n" + "1\n1\n" * 475,                       # more than 474 cases
]


def _takes(pile):
    """What a move leaves of a pile: any smaller pile."""
    return [(left,) for left in range(pile)]


_SEARCH = games.Search(games.position_moves(_takes), misere=True)


def search_wins(position):
    """The player to move wins the position (a sorted tuple of nonempty
    piles). With no stone left the opponent has just taken the last one and
    lost, so the player to move has won (misere play); otherwise some move
    must leave a position the opponent loses."""
    return _SEARCH.wins(position)


def bouton_misere_wins(piles):
    """Bouton's rule for misere Nim (see the module's docstring)."""
    if all(pile <= 1 for pile in piles):
        return sum(piles) % 2 == 0
    return games.nim_sum(piles) != 0


def searchable(piles):
    return len(piles) <= SEARCH_PILES and max(piles) <= SEARCH_MAX


def wins(case):
    if searchable(case.piles):
        return search_wins(tuple(sorted(case.piles)))
    return bouton_misere_wins(case.piles)


def answer(case):
    return ["John" if wins(case) else "Brother"]


def exhaustive():
    """Every position of 1 to 3 piles of 1..6 (ordered) and of 4 piles of 1..3."""
    r6, r3 = range(1, 7), range(1, 4)
    return ([Case([a]) for a in r6] + [Case([a, b]) for a in r6 for b in r6]
            + [Case([a, b, c]) for a in r6 for b in r6 for c in r6]
            + [Case([a, b, c, d]) for a in r3 for b in r3 for c in r3 for d in r3])


def all_ones():
    return [Case([1] * n) for n in range(1, MAX_PILES + 1)]


def one_big_pile():
    """Every pile 1 but one: the position where normal play and misere play
    part (the player to move wins either way, but by a different move)."""
    found = []
    for n in range(1, MAX_PILES + 1):
        for big in (2, 3, MAX_PILE):
            found.append(Case([1] * (n - 1) + [big]) if n % 2 else Case([big] + [1] * (n - 1)))
    return found


def bounds():
    top = MAX_PILE
    return [
        Case([1]), Case([2]), Case([top]), Case([1, 1]), Case([top, top]), Case([top, top - 1]),
        Case([top] * MAX_PILES), Case([top] * (MAX_PILES - 1) + [1]),
        Case([1] * MAX_PILES), Case([1] * (MAX_PILES - 1)), Case([1] * (MAX_PILES - 2) + [2, 2]),
        Case([1] * (MAX_PILES - 3) + [2, 2]), Case([2, 2]), Case([2, 2, 1]), Case([3, 2, 1]),
        Case([1, 2, 3, 1]), Case(list(range(1, MAX_PILES + 1))),
        Case(list(range(top - MAX_PILES + 1, top + 1))),
        Case([2 ** k for k in range(13)]), Case([2 ** k - 1 for k in range(1, 13)] + [1]),
        Case([4096, 651, 4747]),                     # 4096 ^ 651 = 4747: lost
    ]


def edge_cases():
    return bounds() + all_ones() + one_big_pile()


def _pile(rng):
    kind = rng.random()
    if kind < 0.35:
        return 1
    if kind < 0.7:
        return rng.randint(1, 8)
    return rng.randint(1, MAX_PILE)


def random_case(rng, first_wins):
    while True:
        n = rng.choice([rng.randint(1, 4), rng.randint(1, 10), rng.randint(1, MAX_PILES)])
        if rng.random() < 0.15:
            piles = [1] * n                       # the all-ones case: John wins iff n is even
        else:
            piles = [_pile(rng) for _ in range(n)]
            if not first_wins and n >= 2:
                piles = games.lost_by_xor(rng, piles, MAX_PILE)
        if piles is not None and wins(Case(piles)) == first_wins:
            return Case(piles)


def test_files():
    return [
        ("sample", [Case([3, 5, 1]), Case([1])]),
        ("all-small", exhaustive()),
        ("all-ones-and-one-big-pile", all_ones() + one_big_pile()),
        ("bounds", bounds()),
        ("random-up-to-bounds", games.alternating(random_case, 1907, 200)),
    ]


def layout_cases():
    return [Case([3, 5, 1]), Case([1]), Case([1, 1]), Case([MAX_PILE] * 3)]
