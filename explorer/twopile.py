"""Two-pile games given by move rules, and their P-positions (where the
player to move loses) on a square of piles 0 to size - 1.

A rule is two terms, X,Y: take X from one pile and Y from the other, for
some k >= 1, each term being
  C           exactly C tokens (a number, 0 included),
  k, Ck       k tokens, or C times k (the same k on both sides),
  <=k, <=Ck   any number from 0 to k, or to C times k,
  <=C         any number from 0 to C.
Every rule may be played on either pile (X from the first and Y from the
second, or the other way round), and a move takes at least one token.
Rules are separated by blanks or ';':
  nim       k,0           take any number from one pile
  wythoff   k,0 k,k       ... or the same number from both
  "k,<=k"                 take k from one pile and up to k from the other
  "1,0 1,1"               one from a pile, or one from each (a king's steps)

  parse_rules(text)          -> [Rule], or UsageError
  moves(rules, size)         -> the (x, y) a move may take, x, y < size
  p_positions(rules, size)   -> [(a, b)]: every P-position, a and b < size
Cost: O(size^2 + P * moves); moves is O(size) for rules without <=k,
O(size^2) with them.
"""

import re
from collections import namedtuple

from localjudge.errors import UsageError

MAX_SIZE = 2000
NAMED = {"nim": "k,0", "wythoff": "k,0 k,k"}

Term = namedtuple("Term", "kind factor")
"""kind: 'fixed' (factor tokens), 'times' (factor * k), 'upto_times' (0 to
factor * k) or 'upto' (0 to factor)."""
Rule = namedtuple("Rule", "first second")

_KINDS = {(False, False): "fixed", (False, True): "times", (True, False): "upto", (True, True): "upto_times"}
_TERM = re.compile(r"(<=)?([0-9]*)(k?)\Z")


def _term(text, rule):
    match = _TERM.match(text)
    if not match or not (match.group(2) or match.group(3)):
        raise UsageError("%r: each side of a rule is a number, k, Ck, <=k, <=Ck or <=C (in %r)" % (text, rule))
    factor = int(match.group(2) or "1")
    if match.group(3) and factor == 0:
        raise UsageError("%r: a multiple of k is at least 1k (in %r)" % (text, rule))
    return Term(_KINDS[bool(match.group(1)), bool(match.group(3))], factor)


def parse_rules(text):
    """The rules of a game: a name in NAMED, or rules as described above."""
    text = NAMED.get(text.strip().lower(), text)
    rules = []
    for part in re.split(r"[;\s]+", text.strip()):
        if part.count(",") != 1:
            raise UsageError("%r: a rule is two terms separated by a comma, like k,0 (or a game: %s)"
                             % (part, ", ".join(NAMED)))
        rule = Rule(*(_term(side, part) for side in part.split(",")))
        if all(term.kind in ("fixed", "upto") and term.factor == 0 for term in rule):
            raise UsageError("%r: a move must take at least one token" % part)
        rules.append(rule)
    return rules


def _amounts(term, k, size):
    """The numbers of tokens term allows for this k, below size."""
    top = term.factor * k if term.kind in ("times", "upto_times") else term.factor
    low = top if term.kind in ("fixed", "times") else 0
    return range(low, min(top, size - 1) + 1)


def moves(rules, size):
    """Every (x, y), x and y < size, x + y >= 1, that some rule allows
    (on either pile), sorted. A k past size - 1 allows nothing new."""
    found = set()
    for rule in rules:
        uses_k = any(term.kind.endswith("times") for term in rule)
        for k in range(1, size if uses_k else 2):
            firsts, seconds = _amounts(rule.first, k, size), _amounts(rule.second, k, size)
            if not firsts or not seconds:
                break               # and so for every larger k
            found.update((x, y) for x in firsts for y in seconds if x + y)
            found.update((y, x) for x in firsts for y in seconds if x + y)
    return sorted(found)


def p_positions(rules, size):
    """Every P-position (a, b), 0 <= a, b < size, in order: a position is P
    when no move reaches a P-position; each P-position found marks every
    position that reaches it."""
    if not 1 <= size <= MAX_SIZE:
        raise UsageError("--size is 1 to %d" % MAX_SIZE)
    vectors = moves(rules, size)
    wins = bytearray(size * size)
    found = []
    for a in range(size):
        for b in range(size):
            if wins[a * size + b]:
                continue
            found.append((a, b))
            for x, y in vectors:
                if a + x < size and b + y < size:
                    wins[(a + x) * size + b + y] = 1
    return found
