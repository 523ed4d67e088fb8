"""The patterns the analyses look for in a table of values, looked for by
machine: each finding says what was seen, and over which positions; none
claims more (a period seen is not a period proven).

  one_pile(labels, values)   -> [Finding] for positions numbered by whole
                                numbers (consecutive, from any first one)
  two_piles(labels, values)  -> [Finding] for positions numbered by pairs

Pure functions, no I/O. A Finding's text is a sentence for a person, its
data what --json gives. Cost: linear in the values, but for the known
sequences, linear in the largest label.
"""

from collections import namedtuple

Finding = namedtuple("Finding", "kind text data")

ROUNDS = 3              # a period is reported only when seen this many times over


# --- Known sequences -----------------------------------------------------------------------

def _fibonacci(top):
    found, a, b = [], 1, 2
    while a <= top:
        found.append(a)
        a, b = b, a + b
    return found


def _powers(top, minus=0):
    found, p = [], 1
    while p - minus <= top:
        found.append(p - minus)
        p *= 2
    return found


def _while(term, top):
    found, k = [], 0
    while term(k) <= top:
        found.append(term(k))
        k += 1
    return found


def _odious(n):
    return bin(n).count("1") % 2 == 1


def wythoff_pairs(top):
    """The pairs (a_k, b_k), b_k = a_k + k, a_k the least number not used
    before, with a_k <= top: Wythoff's P-positions, exact in integers."""
    used, pairs, a, k = set(), [], 0, 0
    while a <= top:
        while a in used:
            a += 1
        if a > top:
            break
        pairs.append((a, a + k))
        used.update((a, a + k))
        k += 1
    return pairs


def _sets(top):
    """(key, name, members up to top) of the sets the P-positions are
    compared with."""
    pairs = wythoff_pairs(top)
    return [
        ("fibonacci", "the Fibonacci numbers", _fibonacci(top)),
        ("powers of two", "the powers of two", _powers(top)),
        ("powers of two minus one", "one less than the powers of two", _powers(top, 1)),
        ("squares", "the squares", _while(lambda k: k * k, top)),
        ("triangular", "the triangular numbers", _while(lambda k: k * (k + 1) // 2, top)),
        ("odious", "the odious numbers (an odd number of 1-bits)", [n for n in range(top + 1) if _odious(n)]),
        ("evil", "the evil numbers (an even number of 1-bits)", [n for n in range(top + 1) if not _odious(n)]),
        ("lower wythoff", "the lower Wythoff numbers, floor(k phi)", [a for a, _ in pairs]),
        ("upper wythoff", "the upper Wythoff numbers, floor(k phi^2)", sorted(b for _, b in pairs if b <= top)),
    ]


def _odious_numbers(count):
    found, n = [], 0
    while len(found) < count:
        if _odious(n):
            found.append(n)
        n += 1
    return found


def _value_sequences(labels):
    """(key, name, the value it gives each label) of the sequences the
    values are compared with."""
    odious = _odious_numbers(max(labels) + 1)
    evil = [n for n in range(2 * max(labels) + 4) if not _odious(n)]
    found = [("odious", "the n-th odious number (1, 2, 4, 7, 8, 11, ...: 2n or 2n + 1, whichever has an "
              "odd number of 1-bits)", [odious[n] for n in labels]),
             ("evil", "the n-th evil number (0, 3, 5, 6, 9, ...)", [evil[n] for n in labels])]
    if labels[0] >= 1:
        found.append(("ruler", "the largest power of two dividing n", [n & -n for n in labels]))
    found.append(("ruler of n + 1", "the largest power of two dividing n + 1", [(n + 1) & -(n + 1) for n in labels]))
    return found


# --- One pile ----------------------------------------------------------------------------------

def one_pile(labels, values):
    """What the values of positions labels[i] = first + i show."""
    count = len(values)
    if count < 6:
        return []
    first, last = labels[0], labels[count - 1]
    seen = "seen for every n from %d to %d, not proven" % (first, last)
    found = []
    period = _period(values)
    if period:
        e, p = period
        found.append(Finding("period", "G(n + %d) = G(n) for every n >= %d: period %d, preperiod %d (%s)."
                             % (p, first + e, p, first + e, seen),
                             {"period": p, "preperiod": first + e}))
    else:
        arithmetic = _period(values, arithmetic=True)
        if arithmetic:
            e, p = arithmetic
            step = values[e + p] - values[e]
            found.append(Finding("arithmetic period", "G(n + %d) = G(n) %s %d for every n >= %d (%s)."
                                 % (p, "+" if step > 0 else "-", abs(step), first + e, seen),
                                 {"period": p, "step": step, "preperiod": first + e}))
    if values == list(labels[:count]) and not period:
        found.append(Finding("values", "G(n) = n, as in Nim (%s)." % seen, {"sequence": "n"}))
    if first >= 0:
        for key, name, sequence in _value_sequences(labels[:count]):
            if values == sequence:
                found.append(Finding("values", "G(n) = %s (%s)." % (name, seen), {"sequence": key}))
    found += _p_positions(labels[:count], values, period, seen)
    return found


def _z(sequence):
    """z[i]: how many items from i on repeat the sequence's first ones (the
    Z-function, in linear time; z[0] is left 0)."""
    z, left, right = [0] * len(sequence), 0, 0
    for i in range(1, len(sequence)):
        k = min(right - i, z[i - left]) if i < right else 0
        while i + k < len(sequence) and sequence[k] == sequence[i + k]:
            k += 1
        z[i] = k
        if i + k > right:
            left, right = i, i + k
    return z


def _period(values, arithmetic=False):
    """(preperiod, period) of the pattern G(n + p) = G(n) (+ s, a step not
    0 if arithmetic) that holds from the earliest n, the smaller period
    first among equals; only patterns seen ROUNDS times over and over half
    the values count. None if there is none.

    From the end backwards: G(n + p) = G(n) for every n >= e when the
    values read backwards repeat at distance p for count - e - p items,
    z[p] of them at most. G(n + p) = G(n) + s (s = G(last) - G(last - p))
    likewise, with the differences G(n + 1) - G(n) for the values."""
    count, best = len(values), None
    backwards = [b - a for a, b in zip(values, values[1:])][::-1] if arithmetic else values[::-1]
    z = _z(backwards)
    for p in range(1, count // ROUNDS + 1):
        if arithmetic and values[-1] == values[-1 - p]:
            continue
        e = len(backwards) - p - z[p]
        holds = arithmetic or z[p] > 0          # some pair at distance p, the last one at least
        if holds and count - e >= max(ROUNDS * p, (count + 1) // 2) and (best is None or e < best[0]):
            best = (e, p)
    return best


def _p_positions(labels, values, period, seen):
    p_labels = [n for n, v in zip(labels, values) if v == 0]
    first, last = labels[0], labels[-1]
    if not p_labels:
        return [Finding("p-positions", "No P-position: the player to move wins from every n from %d to %d."
                        % (first, last), {"p_positions": []})]
    found = []
    if period:
        e, p = period
        start = first + e
        residues = sorted({n % p for n in p_labels if n >= start})
        below = [n for n in p_labels if n < start]
        if residues:
            text = "P-positions: every n >= %d with n mod %d in {%s}" % (start, p, ", ".join(map(str, residues)))
            text += (", and n = %s below that" % ", ".join(map(str, below))) if below else ""
            found.append(Finding("p-positions", text + " (%s)." % seen,
                                 {"residues": residues, "modulus": p, "from": start, "below": below}))
    for key, name, members in _sets(last):
        inside = [m for m in members if first <= m <= last]
        if len(inside) >= 3 and inside == p_labels:
            found.append(Finding("p-positions", "P-positions: exactly %s (%s)." % (name, seen),
                                 {"sequence": key}))
    return found


# --- Two piles --------------------------------------------------------------------------------

def two_piles(labels, values):
    """What the values of positions labelled (a, b) show."""
    count = len(values)
    if count < 9:
        return []
    labels = labels[:count]
    value = dict(zip(labels, values))
    p_set = {label for label, v in value.items() if v == 0}
    seen = "seen for every (a, b) tabulated, %d of them, not proven" % count
    found = []
    if all(v == a ^ b for (a, b), v in value.items()):
        found.append(Finding("values", "G(a, b) = a xor b: two independent Nim heaps (%s)." % seen,
                             {"values": "a xor b"}))
    if not p_set:
        return found + [Finding("p-positions", "No P-position among the pairs tabulated.", {"p_positions": []})]
    lines = [("a = b", lambda a, b: a == b)]
    gaps = {abs(a - b) for a, b in p_set}
    if len(gaps) == 1 and gaps != {0}:
        gap = gaps.pop()
        lines.append(("|a - b| = %d" % gap, lambda a, b, gap=gap: abs(a - b) == gap))
    for name, test in lines:
        if all(test(*label) == (label in p_set) for label in value):
            found.append(Finding("p-positions", "P-positions: exactly the pairs with %s (%s)." % (name, seen),
                                 {"line": name}))
    classes = _classes(value, p_set)
    if classes and not found:
        m, residues = classes
        shown = ", ".join("(%d, %d)" % r for r in residues)
        found.append(Finding("p-positions", "P-positions: exactly the pairs with (a mod %d, b mod %d) in {%s} (%s)."
                             % (m, m, shown, seen), {"modulus": m, "classes": [list(r) for r in residues]}))
    top = max(max(label) for label in value)
    wythoff = {pair for a, b in wythoff_pairs(top) for pair in ((a, b), (b, a))}
    if p_set == {label for label in value if label in wythoff} and len(p_set) >= 5:
        found.append(Finding("p-positions", "P-positions: exactly Wythoff's pairs (floor(k phi), floor(k phi^2)), "
                             "either way round (%s)." % seen, {"sequence": "wythoff pairs"}))
    if len(p_set) >= 5 and all((label in p_set) == _below_golden(*label) for label in value):
        found.append(Finding("p-positions", "P-positions: exactly the pairs whose larger number is above the "
                             "smaller but below phi times it, a^2 - ab - b^2 < 0 for a > b (%s)." % seen,
                             {"cone": "b < a < phi b"}))
    return found


def _classes(value, p_set, largest=12):
    """(m, the residue pairs of the P-positions) for the smallest m whose
    residues of a and b alone tell P-positions, or None."""
    for m in range(2, largest + 1):
        status = {}
        for (a, b) in value:
            key, lost = (a % m, b % m), (a, b) in p_set
            if status.setdefault(key, lost) != lost:
                break
        else:
            residues = sorted(key for key, lost in status.items() if lost)
            if 0 < len(residues) < len(status):
                return m, residues
    return None


def _below_golden(a, b):
    big, small = max(a, b), min(a, b)
    return small < big and big * big - big * small - small * small < 0
