"""Octal games and subtraction games: their codes, and the C engine
(native/octal.c) that computes their Grundy values and proves a period.

An octal code d0.d1d2...dt gives, for each k >= 1, the digit dk (0 to 7):
removing k tokens from a heap may leave no heap (bit 1: the heap had
exactly k), one heap (bit 2) or two non-empty heaps (bit 4). The leading
digit d0 is 0 or 4: 4 also lets a move split a heap into two non-empty
heaps without removing any. Kayles is 0.77 (or .77), Dawson's Kayles 0.07.
A subtraction game with set S is the octal game with digit 3 at each k in S.

  parse_code(text)          -> Code, or UsageError
  subtraction_code(text)    -> (Code, [s]) for "1,3,4", or UsageError
  explore(code, ...)        -> Result: runs the engine (I/O)
  exceptions(result)        -> [(n, G(n), the value its column settles on)]
  p_positions(result)       -> (heaps below the preperiod, residues mod the period)
"""

import os
import re
import subprocess
from collections import namedtuple
from dataclasses import dataclass, field
from typing import List, Optional

from common import cbuild
from common.errors import InternalError, UsageError
from explorer import bounds

MAX_HEAPS = 100000000       # --heaps at most: 2 bytes a heap in the engine
MAX_DIGITS = 100000         # digits after the point at most: the engine's MAX_DIGITS
MAX_SUBTRACT = MAX_DIGITS   # the largest element of a subtraction set
DEFAULT_HEAPS = MAX_HEAPS
DEFAULT_SECONDS = 60.0      # the engine's CPU time, by default
DEFAULT_VALUES = 1000       # values printed and kept, by default
ENGINE = "explore-octal"                    # in the build folder, built from native/octal.c
ENGINE_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "native", "octal.c")

_CODE = re.compile(r"([04]?)\.([0-7]*)\Z")

Code = namedtuple("Code", "text digits t")
"""text: the code as shown ("0.77"); digits: d0 d1 ... dt ("077");
t: the most tokens a move removes (the last non-zero digit's position)."""


def parse_code(text):
    """The Code of an octal code as written: 0.77, .77, 4.3, 0.137."""
    match = _CODE.match(text.strip())
    if not match:
        if re.fullmatch(r"[0-9]?\.[0-9]*", text.strip()):
            if not re.fullmatch(r"[0-9]?\.[0-7]*", text.strip()):
                raise UsageError("%s: an octal code's digits are 0 to 7" % bounds.shown(text))
            raise UsageError("%s: the first digit is 0 or 4 (4: a heap may also be split in two "
                             "without removing any token)" % bounds.shown(text))
        raise UsageError("%s is not an octal code: write it as 0.77, .77 or 4.3" % bounds.shown(text))
    if not match.group(1) and not match.group(2):
        raise UsageError("%s: an octal code has a digit at least, like .7, 0.77 or 4." % bounds.shown(text))
    digits = ((match.group(1) or "0") + match.group(2)).rstrip("0") or "0"
    if len(digits) - 1 > MAX_DIGITS:
        raise UsageError("%s: an octal code has at most %d digits after the point (up to its last "
                         "non-zero one)" % (bounds.shown(text), MAX_DIGITS))
    shown = digits[0] + "." + (digits[1:] or "0")
    return Code(shown, digits, len(digits) - 1)


def subtraction_code(text):
    """(Code, sorted set) of a subtraction set written 1,3,4."""
    rule = "a subtraction set is integers from 1 to %d separated by commas, like 1,3,4" % MAX_SUBTRACT
    elements = sorted({bounds.integer(part, 1, MAX_SUBTRACT, rule) for part in text.split(",")})
    digits = ["0"] * (elements[-1] + 1)
    for element in elements:
        digits[element] = "3"           # remove s: no heap left, or one
    digits = "".join(digits)
    return Code(digits[0] + "." + digits[1:], digits, len(digits) - 1), elements


@dataclass
class Result:
    """What the engine found. preperiod and period are those of a proven
    period (None otherwise); candidate is (preperiod, period, heaps the
    theorem needs) for one seen but not proven yet."""
    code: Code
    heaps: int                          # values G(0) to G(heaps) were computed
    stopped: bool                       # the time ran out before the heap limit
    seconds: float                      # CPU time, the engine's build on first use included
    max_value: int
    sparse: tuple                       # (mask, by heap parity, sparse heaps), mask 0 if unused
    window: int                         # how many of the last values were looked for again
    preperiod: Optional[int] = None
    period: Optional[int] = None
    candidate: Optional[tuple] = None
    exception_count: Optional[int] = None
    values: List[int] = field(default_factory=list)     # G(0), G(1), ... as far as printed

    @property
    def needed(self):
        """The last heap the octal periodicity theorem needs: 2e + 2p + t - 1."""
        return 2 * self.preperiod + 2 * self.period + self.code.t - 1


def engine():
    """The built engine's path (builds it into build/ on first use: I/O)."""
    binary = cbuild.built(ENGINE, ENGINE_SOURCE, [["-O2"]])
    if binary is None:
        raise InternalError("cannot build explorer/native/octal.c with gcc")
    return binary


def explore(code, heaps=DEFAULT_HEAPS, seconds=DEFAULT_SECONDS, values=DEFAULT_VALUES,
            plain=False, progress=False):
    """Runs the engine on code: values up to heap `heaps` at most, `seconds`
    of CPU time at most, the engine's build on first use included; keeps
    G(0) to G(values - 1). plain: every split, not the sparse-space method.
    progress: the engine's stage lines go to stderr."""
    started = bounds.cpu_time()
    binary = engine()
    left = seconds - (bounds.cpu_time() - started)
    command = [binary, code.digits, str(heaps), repr(max(left, 0.001)), str(values),
               "plain" if plain else "sparse"] + (["progress"] if progress else [])
    run = subprocess.run(command, stdout=subprocess.PIPE, stderr=None if progress else subprocess.PIPE)
    if run.returncode == 1:
        raise UsageError("%s: the engine stopped: %s" % (bounds.shown(code.text),
                                                         (run.stderr or b"").decode().strip()))
    if run.returncode != 0:
        raise InternalError("the octal engine failed (exit status %d) on %s"
                            % (run.returncode, bounds.shown(code.text)))
    return _parse(code, run.stdout.decode(), bounds.cpu_time() - started)


def _parse(code, text, seconds):
    lines = text.split("\n")
    fields = dict(line.split(" ", 1) for line in lines if " " in line and not line[0].isdigit())
    result = Result(code, int(fields["heaps"]), fields["stopped"] == "1", seconds, int(fields["max_value"]),
                    tuple(int(part) for part in fields["sparse"].split()), int(fields["window"]))
    result.values = [int(value) for value in lines[lines.index("values %s" % fields["values"]) + 1].split()]
    if "period" in fields:
        seen = (int(fields["preperiod"]), int(fields["period"]), int(fields["needed"]))
        if fields["status"] == "proven":
            result.preperiod, result.period = seen[:2]
            result.exception_count = int(fields["exceptions"])
        else:
            result.candidate = seen
    return result


def settled(result, n):
    """The value column n settles on: G(n + j * period) for n + j * period
    >= the preperiod; None past the values kept."""
    e, p = result.preperiod, result.period
    later = n if n >= e else n + (e - n + p - 1) // p * p
    return result.values[later] if later < len(result.values) else None


def exceptions(result):
    """[(n, G(n), settled value)] for the heaps n below the preperiod whose
    value differs from the one their column settles on; None when the values
    kept do not reach the preperiod plus a period."""
    if result.period is None or result.preperiod + result.period > len(result.values):
        return None
    return [(n, result.values[n], settled(result, n)) for n in range(result.preperiod)
            if result.values[n] != settled(result, n)]


def p_positions(result):
    """([heaps n below the preperiod with G(n) = 0], [residues r mod the
    period: G(n) = 0 for every n >= the preperiod with n = r mod it]), or
    None as for exceptions()."""
    if result.period is None or result.preperiod + result.period > len(result.values):
        return None
    e, p = result.preperiod, result.period
    return ([n for n in range(e) if result.values[n] == 0],
            sorted(n % p for n in range(e, e + p) if result.values[n] == 0))
