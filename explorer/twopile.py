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

  parse_rules(text)                   -> [Rule], or UsageError
  moves(rules, size)                  -> [bits of the y]: the (x, y) a move may take, x, y < size
  p_positions(rules, size, seconds)   -> Found: the P-positions, a and b < size, in the
                                         rows a the CPU time allowed
Sets of numbers below size are kept as the bits of an integer. Cost:
O(size^2) operations on them at most for the moves, O(size) for each
P-position found.
"""

import re
from collections import namedtuple

from common.errors import UsageError
from explorer import bounds

MAX_SIZE = 2000
DEFAULT_SECONDS = 10.0
NAMED = {"nim": "k,0", "wythoff": "k,0 k,k"}

Term = namedtuple("Term", "kind factor")
"""kind: 'fixed' (factor tokens), 'times' (factor * k), 'upto_times' (0 to
factor * k) or 'upto' (0 to factor)."""
Rule = namedtuple("Rule", "first second")
Found = namedtuple("Found", "positions rows seconds")
"""positions: every P-position (a, b) with a < rows, in order; rows: size
unless the time ran out; seconds: the CPU time taken."""

_KINDS = {(False, False): "fixed", (False, True): "times", (True, False): "upto", (True, True): "upto_times"}
_TERM = re.compile(r"(<=)?([0-9]*)(k?)\Z")


def _term(text, rule):
    match = _TERM.match(text)
    if not match or not (match.group(2) or match.group(3)):
        raise UsageError("%s: each side of a rule is a number, k, Ck, <=k, <=Ck or <=C (in %s)"
                         % (bounds.shown(text), bounds.shown(rule)))
    factor = bounds.integer(match.group(2) or "1", 0, MAX_SIZE, "the numbers in a rule are 0 to %d, the largest "
                            "--size (in %s)" % (MAX_SIZE, bounds.shown(rule)))
    if match.group(3) and factor == 0:
        raise UsageError("%s: a multiple of k is at least 1k (in %s)" % (bounds.shown(text), bounds.shown(rule)))
    return Term(_KINDS[bool(match.group(1)), bool(match.group(3))], factor)


def parse_rules(text):
    """The rules of a game: a name in NAMED, or rules as described above."""
    text = NAMED.get(text.strip().lower(), text)
    rules = []
    for part in re.split(r"[;\s]+", text.strip()):
        if part.count(",") != 1:
            raise UsageError("%s: a rule is two terms separated by a comma, like k,0 (or a game: %s)"
                             % (bounds.shown(part), ", ".join(NAMED)))
        rule = Rule(*(_term(side, part) for side in part.split(",")))
        if all(term.kind in ("fixed", "upto") and term.factor == 0 for term in rule):
            raise UsageError("%s: a move must take at least one token" % bounds.shown(part))
        rules.append(rule)
    return rules


def _amounts(term, k, size):
    """The numbers of tokens term allows for this k, below size."""
    top = term.factor * k if term.kind in ("times", "upto_times") else term.factor
    low = top if term.kind in ("fixed", "times") else 0
    return range(low, min(top, size - 1) + 1)


def _bits(amounts):
    """The integer whose bits are the numbers of a range."""
    return (1 << amounts.stop) - (1 << amounts.start) if amounts else 0


def moves(rules, size):
    """reach[x] for each x < size: the bits of every y < size such that
    some rule (on either pile) allows taking x from the first pile and y
    from the second, x + y >= 1. A k past size - 1 allows nothing new."""
    reach = [0] * size
    for rule in rules:
        uses_k = any(term.kind.endswith("times") for term in rule)
        for k in range(1, size if uses_k else 2):
            firsts, seconds = _amounts(rule.first, k, size), _amounts(rule.second, k, size)
            if not firsts or not seconds:
                break               # and so for every larger k
            first_bits, second_bits = _bits(firsts), _bits(seconds)
            for x in firsts:
                reach[x] |= second_bits
            for y in seconds:
                reach[y] |= first_bits
    reach[0] &= ~1                  # a move takes a token
    return reach


def p_positions(rules, size, seconds=DEFAULT_SECONDS):
    """The P-positions (a, b), 0 <= a, b < size, in order, as far as seconds
    of CPU time allow (whole rows a): a position is P when no move reaches
    a P-position; each P-position found marks every position that reaches
    it, each row in one operation (wins[a]: the bits of the b marked in
    row a)."""
    if not 1 <= size <= MAX_SIZE:
        raise UsageError("--size is 1 to %d" % MAX_SIZE)
    started = bounds.cpu_time()
    everything = (1 << size) - 1
    found, a = [], 0
    try:
        with bounds.cpu_alarm(seconds):
            reach = moves(rules, size)
            takes = [x for x in range(size) if reach[x]]
            wins = [0] * size
            for a in range(size):
                free = everything & ~wins[a]
                while free:
                    b = (free & -free).bit_length() - 1
                    found.append((a, b))
                    for x in takes:
                        if a + x >= size:
                            break
                        wins[a + x] |= reach[x] << b
                    free = everything & ~wins[a] & -(2 << b)
            a = size
    except bounds.TimeUp:
        found = [position for position in found if position[0] < a]
    return Found(found, a, bounds.cpu_time() - started)
