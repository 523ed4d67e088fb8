"""The case model: an input is a list of cases inside a framing.

A framing says how the cases follow one another: until end of file
(UntilEnd), up to a line that ends the input (Terminator), or after a first
line that gives their number (CountFirst). A case is a value an oracle
chooses, built from integers, tuples (records of a fixed shape, usually
namedtuples) and lists (of any length); it may span several lines of input,
and its answer several lines of output. Generic code (the writer, stress
and its shrinking) relies on that shape and nothing else. A line of
characters, such as a row of a board, is read as the list of their indexes
in an alphabet (Lines.symbols), so that it shrinks as numbers do.

Reading is strict by default: the layout the judges' data has, LF line
endings, tokens one space apart, no blank line, a final newline, the
terminator present and nothing after it. Lenient reading takes what a
tolerant program would: CRLF, blank lines and any blanks, no final newline,
a missing terminator, lines after it.
"""

import functools
import io
import re
from collections import namedtuple

_INTEGER = re.compile(r"-?[0-9]+\Z")                    # what a tolerant reader takes: 007 and -0 too
_PLAIN_INTEGER = re.compile(r"(0|-?[1-9][0-9]*)\Z")     # what the statements mean: no sign on 0, no leading 0
_TOKEN = re.compile(r"\S+")
_NOT_ONE_SPACE = re.compile(r"\A\s|\s\Z|\s\s|[^\S ]")   # a blank at an end, two blanks, a blank not a space
MAX_LINE = 1 << 24
"""The longest line read, in characters (the newline included): a longer
one is refused before it is read whole. No statement allows one as long:
the longest, a million heaps below 2^31 on one line, is under 11 million."""

Parsed = namedtuple("Parsed", "line case")
"""A case as read from an input: the 1-based number of its first line."""


class InputError(ValueError):
    """An input the problem statement does not allow; the message names
    the line and says what is wrong."""


class Lines:
    """The non-blank lines of an input, read one at a time as they are
    asked for (never more than the next one ahead), with their numbers.

    The input is a text or a binary stream (such as sys.stdin.buffer):
    read from a stream, an input of any size takes the memory of its
    longest line and of the case being read, and time in proportion."""

    def __init__(self, source, strict=True):
        if isinstance(source, str):
            text = io.StringIO(source, newline="\n")
            self._read = lambda: text.readline(MAX_LINE + 1)
        else:
            self._read = lambda: source.readline(MAX_LINE + 1).decode("utf-8", "replace")
        self._strict = strict
        self._integer = _PLAIN_INTEGER if strict else _INTEGER
        self._count = 0                 # lines read so far, blank ones too
        self._next = _UNREAD            # (number, line) of the next non-blank line, None at the end

    def at_end(self):
        return self._ahead() is None

    def next_is(self, line):
        """Is the next line the tokens of line (such as a terminator "0 0")?"""
        tokens = line.split()
        ahead = self._ahead()
        return ahead is not None and ahead[1].split(None, len(tokens)) == tokens

    @property
    def number(self):
        """The number of the next line (one past the last at the end)."""
        ahead = self._ahead()
        return self._count + 1 if ahead is None else ahead[0]

    def error(self, message, number=None):
        return InputError("line %d: %s" % (self.number if number is None else number, message))

    def skip(self):
        """Pass over the next line."""
        self._take()

    def skip_rest(self):
        """Pass over every line left (reading them, so that a stream is read to its end)."""
        while self._read():
            pass
        self._next = None

    def ints(self, *fields):
        """The next line as exactly one integer per field (name, low, high),
        each within its inclusive bounds: a tuple."""
        number, line = self._take()
        tokens = self._split(number, line, len(fields), "integer")
        return tuple(self._value(token, field, number) for token, field in zip(tokens, fields))

    def int_list(self, count, name, low, high):
        """The next line as exactly count integers, each within low..high."""
        number, line = self._take()
        field = (name, low, high)
        return [self._value(token, field, number) for token in self._split(number, line, count, "integer")]

    def symbols(self, name, alphabet, low, high):
        """The next line as one word of low..high characters, each one of
        alphabet (a string): the list of their indexes in alphabet."""
        number, line = self._take()
        tokens = line.split(None, 1)
        if len(tokens) != 1:
            raise self.error("expected %s, one word, got %s" % (name, shown(line)), number)
        word, = tokens
        stray = [c for c in word if c not in alphabet]
        if stray:
            raise self.error("%s holds %r: only the characters %r may appear" % (name, stray[0], alphabet), number)
        if not low <= len(word) <= high:
            raise self.error("%s has %d characters, outside %d..%d" % (name, len(word), low, high), number)
        return [alphabet.index(c) for c in word]

    def counted_list(self, count, item):
        """The next line as a count k within count's (name, low, high),
        then exactly k integers each within item's: the list of the k."""
        number, line = self._take()
        first = line.split(None, 1)
        k = self._value(first[0], count, number)
        values = first[1].split(None, k) if len(first) == 2 else []
        if len(values) != k:
            got = len(values) if len(values) < k else _token_count(first[1])
            raise self.error("%s = %d, but %d values follow it" % (count[0], k, got), number)
        return [self._value(token, item, number) for token in values]

    def _ahead(self):
        """(number, line) of the next non-blank line, reading it if it is
        not read yet; None at the end. The strict layout is checked here,
        line by line."""
        while self._next is _UNREAD:
            raw = self._read()
            if not raw:
                self._next = None
                break
            self._count += 1
            if len(raw) > MAX_LINE:
                raise InputError("line %d: longer than %d characters; no statement allows a line as long"
                                 % (self._count, MAX_LINE))
            if self._strict:
                _check_layout(raw, self._count)
            if not raw.isspace():
                self._next = (self._count, raw)
        return self._next

    def _take(self):
        ahead = self._ahead()
        if ahead is None:
            raise self.error("the input ends early")
        self._next = _UNREAD
        return ahead

    def _split(self, number, line, count, what):
        """The count tokens of a line, or an InputError saying how many it
        has (what: the name of one, like integer)."""
        tokens = line.split(None, count)
        if len(tokens) != count:
            got = len(tokens) if len(tokens) < count else _token_count(line)
            raise self.error("expected %d %s%s, got %d" % (count, what, "" if count == 1 else "s", got), number)
        return tokens

    def _value(self, token, field, number):
        """The integer a token stands for, within field's (name, low, high)."""
        name, low, high = field
        if not self._integer.match(token):
            if _INTEGER.match(token):
                raise self.error("%s = %s: the statement's integers have no leading 0 and no -0"
                                 % (name, shown(token)), number)
            raise self.error("expected an integer for %s, got %s" % (name, shown(token)), number)
        if len(token) > 18 and len(token.lstrip("-0")) > _digits(low, high):    # too long to be in range:
            raise self.error("%s = %s is outside %d..%d" % (name, shown(token), low, high), number)  # no int()
        value = int(token)
        if not low <= value <= high:
            raise self.error("%s = %d is outside %d..%d" % (name, value, low, high), number)
        return value


_UNREAD = object()


@functools.lru_cache(maxsize=None)
def _digits(low, high):
    """How many digits the widest number within low..high has."""
    return max(len(str(abs(low))), len(str(abs(high))))


def _token_count(text):
    return sum(1 for _ in _TOKEN.finditer(text))


def shown(text, width=24):
    """text quoted for a message, cut to width characters if longer: no
    message echoes a huge token in full."""
    text = text.rstrip("\n")
    return repr(text) if len(text) <= width else "%r... (%d characters)" % (text[:width], len(text))


def _check_layout(raw, number):
    """InputError unless a line as read (with its newline) is laid out as
    the judges' data is."""
    if not raw.endswith("\n"):
        raise InputError("line %d: no newline at the end of the input" % number)
    line = raw[:-1]
    if "\r" in line:
        raise InputError("line %d: a carriage return (CRLF line ending)" % number)
    if not line:
        raise InputError("line %d: a blank line" % number)
    if _NOT_ONE_SPACE.search(line):
        raise InputError("line %d: blanks other than one space between tokens" % number)


# --- Framings -------------------------------------------------------------------------
# A framing's parse(lines, read_case, strict) yields each case (a Parsed) as it is read,
# then checks the end of the input: a reader keeps only what it wants.

NO_CASE = "no test case: every input holds one at least"


class UntilEnd:
    """Cases until end of file, at most max_cases of them."""

    def __init__(self, max_cases=None):
        self.max_cases = max_cases

    def parse(self, lines, read_case, strict):
        count = 0
        while not lines.at_end():
            count += 1
            number = lines.number
            if self.max_cases is not None and count > self.max_cases:
                raise lines.error("more than %d cases" % self.max_cases, number)
            yield Parsed(number, read_case(lines))
        if strict and count == 0:
            raise lines.error(NO_CASE)

    def head(self, cases):
        return []

    def tail(self):
        return []


class Terminator(UntilEnd):
    """Cases up to the line `line` (for example "0 0"), which ends the input."""

    def __init__(self, line, max_cases=None):
        super().__init__(max_cases)
        self.line = line

    def parse(self, lines, read_case, strict):
        count = 0
        while not lines.next_is(self.line):
            if lines.at_end():
                if strict:
                    raise lines.error("the input ends without the line %r" % self.line)
                return
            count += 1
            number = lines.number
            if self.max_cases is not None and count > self.max_cases:
                raise lines.error("more than %d cases" % self.max_cases, number)
            yield Parsed(number, read_case(lines))
        if strict and count == 0:
            raise lines.error(NO_CASE)
        number = lines.number
        lines.skip()
        if strict and not lines.at_end():
            raise lines.error("a line after the terminator %r on line %d" % (self.line, number))
        lines.skip_rest()

    def tail(self):
        return [self.line]


class CountFirst:
    """A first line with the number of cases, low..high, then the cases."""

    def __init__(self, low, high):
        self.low, self.high = low, high
        self.max_cases = high

    def parse(self, lines, read_case, strict):
        count, = lines.ints(("the number of cases", self.low, self.high))
        for _ in range(count):
            number = lines.number
            yield Parsed(number, read_case(lines))
        if strict and not lines.at_end():
            raise lines.error("more lines than the %d cases the first line announces" % count)
        lines.skip_rest()

    def head(self, cases):
        return [str(len(cases))]

    def tail(self):
        return []


# --- Reading and writing whole inputs ---------------------------------------------------

def parse_input(oracle, source, strict=True):
    """Each case of an input as it is read, a Parsed, then an InputError
    for anything its statement (strict) or a tolerant reader (not strict)
    does not allow; source is the input's text or a binary stream."""
    return oracle.FRAMING.parse(Lines(source, strict), oracle.read_case, strict)


def read_input(oracle, source, strict=True):
    """[Parsed] of a whole input (see parse_input)."""
    return list(parse_input(oracle, source, strict))


def read_cases(oracle, source, strict=True):
    """The cases of an input (see parse_input)."""
    return [parsed.case for parsed in parse_input(oracle, source, strict)]


def write_input(oracle, cases, terminated=True):
    """The input text for cases, laid out as the judges' data is (without
    the terminator line if not terminated)."""
    framing, write_case = oracle.FRAMING, oracle.write_case
    lines = framing.head(cases) + [line for case in cases for line in write_case(case)]
    return text_of(lines + (framing.tail() if terminated else []))


def answers(oracle, cases):
    """Each case's answer lines, in order: oracle.answer(case), numbered
    where the statement numbers the answers (the oracle's CASE_NUMBER, a
    format of the case's number from 1 put before its first line, such as
    "Case %d: "; a newline in it makes the number a line of its own)."""
    answer = oracle.answer
    found = [answer(case) for case in cases]
    label = getattr(oracle, "CASE_NUMBER", None)
    if label is None:
        return found
    return [(label % number + lines[0]).split("\n") + lines[1:] for number, lines in enumerate(found, 1)]


def expected_lines(oracle, cases):
    """The oracle's answer lines for cases, in order."""
    return [line for lines in answers(oracle, cases) for line in lines]


def expected_output(oracle, text, strict=True):
    """The answer file for an input text."""
    return text_of(expected_lines(oracle, read_cases(oracle, text, strict)))


def text_of(lines):
    """The text of lines, each ended by a newline."""
    return "\n".join(lines) + "\n" if lines else ""


def is_valid(oracle, case):
    """Does a case, written alone, read back as itself under the statement?"""
    try:
        return read_cases(oracle, write_input(oracle, [case])) == [case]
    except InputError:
        return False


# What a program that fails a layout variant does not do, and why it does
# not count: the judges' data is laid out as the statement promises.
LAYOUT_FAILURES = {
    "crlf": "does not read CRLF line endings; the judges' data has LF only "
            "(and HDU and POJ read it in text mode on Windows)",
    "blank-lines-and-blanks": "does not skip blank lines and extra blanks; "
                              "the judges' data has neither",
    "no-final-newline": "does not read a last line that has no newline; the judges' data ends with one",
    "no-terminator": "does not stop at end of file when the `{terminator}` line is missing; "
                     "the statement promises that line",
    "no-terminator-no-newline": "does not stop at end of file when the `{terminator}` line and the "
                                "final newline are missing; the statement promises that line",
    "after-terminator": "reads on past the `{terminator}` line, which ends the input; "
                        "the judges' data has nothing after it",
}


def layout_variants(oracle, cases):
    """(name, text) of the same cases in the layouts a program should read
    as the judges' layout: CRLF line endings, blank lines and extra blanks,
    a missing final newline; with a terminator also a missing terminator
    (the program must stop at end of file) and lines after the terminator
    (they must not be read)."""
    plain = write_input(oracle, cases)
    spaced = "\n".join("  " + "   ".join(line.split()) + " \t" for line in plain.splitlines())
    variants = [
        ("crlf", plain.replace("\n", "\r\n")),
        ("blank-lines-and-blanks", "\n" + spaced.replace("\n", "\n\n") + "\n\n"),
        ("no-final-newline", plain.rstrip("\n")),
    ]
    if isinstance(oracle.FRAMING, Terminator):
        unterminated = write_input(oracle, cases, terminated=False)
        variants.append(("no-terminator", unterminated))
        variants.append(("no-terminator-no-newline", unterminated.rstrip("\n")))
        variants.append(("after-terminator", plain + write_input(oracle, cases[:3], terminated=False)))
    return variants


# --- Helpers for oracles ------------------------------------------------------------------

def single_line(type_name, fields):
    """(record type, read_case, write_case) for a case that is one line of
    integers, fields being (name, low, high) each."""
    record = namedtuple(type_name, [name for name, _, _ in fields])

    def read_case(lines):
        return record(*lines.ints(*fields))

    def write_case(case):
        return [" ".join(map(str, case))]

    return record, read_case, write_case


def counted_lines(type_name, field, count, item):
    """(record type, read_case, write_case) for a case of two lines: a
    count k within count's (name, low, high), then k integers, each within
    item's; the record holds the list of them as field. A count of 0 has
    no second line (an empty line is no line of the input)."""
    record = namedtuple(type_name, [field])

    def read_case(lines):
        k, = lines.ints(count)
        return record(lines.int_list(k, *item) if k else [])

    def write_case(case):
        values, = case
        return [str(len(values))] + ([" ".join(map(str, values))] if values else [])

    return record, read_case, write_case


_WRITTEN_INTEGER = re.compile(r"-?[0-9]{1,18}\Z")


def written_ints(tokens):
    """The integers a program wrote as tokens (a checker reads them as
    C's scanf would: ASCII digits, a leading 0 allowed), or None if a token
    is not one, or has more than 18 digits, more than any answer needs."""
    if not all(_WRITTEN_INTEGER.match(token) for token in tokens):
        return None
    return [int(token) for token in tokens]


def symbol_word(values, alphabet):
    """The word a list of indexes in alphabet stands for (see Lines.symbols)."""
    return "".join(alphabet[v] for v in values)


def chunks(cases, size):
    """cases cut into consecutive pieces of at most size."""
    return [cases[i:i + size] for i in range(0, len(cases), size)]
