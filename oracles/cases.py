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

import re
from collections import namedtuple

_INTEGER = re.compile(r"-?[0-9]+\Z")

Parsed = namedtuple("Parsed", "line case")
"""A case as read from an input: the 1-based number of its first line."""


class InputError(ValueError):
    """An input the problem statement does not allow; the message names
    the line and says what is wrong."""


class Lines:
    """The non-blank lines of an input, read one at a time, with numbers."""

    def __init__(self, text, strict=True):
        if strict:
            _check_layout(text)
        numbered = enumerate(text.splitlines() if not strict else text.split("\n")[:-1], 1)
        self._lines = [(number, line.split()) for number, line in numbered if line.split()]
        self._next = 0
        self._last = len(text.splitlines())

    def at_end(self):
        return self._next >= len(self._lines)

    def peek(self):
        """The tokens of the next line, or None at the end."""
        return None if self.at_end() else self._lines[self._next][1]

    @property
    def number(self):
        """The number of the next line (one past the last at the end)."""
        return self._last + 1 if self.at_end() else self._lines[self._next][0]

    def error(self, message, number=None):
        return InputError("line %d: %s" % (self.number if number is None else number, message))

    def skip(self):
        """Pass over the next line."""
        self._take()

    def skip_rest(self):
        self._next = len(self._lines)

    def ints(self, *fields):
        """The next line as exactly one integer per field (name, low, high),
        each within its inclusive bounds: a tuple."""
        return tuple(self._values(self._take(), fields))

    def int_list(self, count, name, low, high):
        """The next line as exactly count integers, each within low..high."""
        return list(self._values(self._take(), [(name, low, high)] * count))

    def symbols(self, name, alphabet, low, high):
        """The next line as one word of low..high characters, each one of
        alphabet (a string): the list of their indexes in alphabet."""
        number, tokens = self._take()
        if len(tokens) != 1:
            raise self.error("expected %s, one word, got %r" % (name, " ".join(tokens)), number)
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
        number, tokens = self._take()
        if not tokens or not _INTEGER.match(tokens[0]):
            raise self.error("expected %s first, got %r" % (count[0], " ".join(tokens)), number)
        k, = self._values((number, tokens[:1]), [count])
        if len(tokens) - 1 != k:
            raise self.error("%s = %d, but %d values follow it" % (count[0], k, len(tokens) - 1), number)
        return list(self._values((number, tokens[1:]), [item] * k))

    def _take(self):
        if self.at_end():
            raise self.error("the input ends early")
        number, tokens = self._lines[self._next]
        self._next += 1
        return number, tokens

    def _values(self, numbered, fields):
        number, tokens = numbered
        if not all(_INTEGER.match(token) for token in tokens):
            raise self.error("expected integers, got %r" % " ".join(tokens), number)
        if len(tokens) != len(fields):
            raise self.error("expected %d integers, got %d" % (len(fields), len(tokens)), number)
        for token, (name, low, high) in zip(tokens, fields):
            value = int(token)
            if not low <= value <= high:
                raise self.error("%s = %d is outside %d..%d" % (name, value, low, high), number)
            yield value


def _check_layout(text):
    """InputError unless text is laid out as the judges' data is."""
    if not text:
        return
    lines = text.split("\n")
    for number, line in enumerate(lines[:-1], 1):
        if "\r" in line:
            raise InputError("line %d: a carriage return (CRLF line ending)" % number)
        if not line:
            raise InputError("line %d: a blank line" % number)
        if line != " ".join(line.split()):
            raise InputError("line %d: blanks other than one space between tokens" % number)
    if lines[-1]:
        raise InputError("line %d: no newline at the end of the input" % len(lines))


# --- Framings -------------------------------------------------------------------------

class UntilEnd:
    """Cases until end of file, at most max_cases of them."""

    def __init__(self, max_cases=None):
        self.max_cases = max_cases

    def read(self, lines, read_case, strict):
        parsed = []
        while not lines.at_end():
            number = lines.number
            parsed.append(Parsed(number, read_case(lines)))
            if self.max_cases is not None and len(parsed) > self.max_cases:
                raise lines.error("more than %d cases" % self.max_cases, number)
        return parsed

    def head(self, cases):
        return []

    def tail(self):
        return []


class Terminator(UntilEnd):
    """Cases up to the line `line` (for example "0 0"), which ends the input."""

    def __init__(self, line, max_cases=None):
        super().__init__(max_cases)
        self.line = line

    def read(self, lines, read_case, strict):
        parsed = []
        while lines.peek() != self.line.split():
            if lines.at_end():
                if strict:
                    raise lines.error("the input ends without the line %r" % self.line)
                return parsed
            number = lines.number
            parsed.append(Parsed(number, read_case(lines)))
            if self.max_cases is not None and len(parsed) > self.max_cases:
                raise lines.error("more than %d cases" % self.max_cases, number)
        number = lines.number
        lines.skip()
        if not lines.at_end():
            if strict:
                raise lines.error("a line after the terminator %r on line %d" % (self.line, number))
            lines.skip_rest()
        return parsed

    def tail(self):
        return [self.line]


class CountFirst:
    """A first line with the number of cases, low..high, then the cases."""

    def __init__(self, low, high):
        self.low, self.high = low, high
        self.max_cases = high

    def read(self, lines, read_case, strict):
        count, = lines.ints(("the number of cases", self.low, self.high))
        parsed = []
        for _ in range(count):
            number = lines.number
            parsed.append(Parsed(number, read_case(lines)))
        if not lines.at_end():
            if strict:
                raise lines.error("more lines than the %d cases the first line announces" % count)
            lines.skip_rest()
        return parsed

    def head(self, cases):
        return [str(len(cases))]

    def tail(self):
        return []


# --- Reading and writing whole inputs ---------------------------------------------------

def read_input(oracle, text, strict=True):
    """[Parsed] of an input text; InputError for anything its statement
    (strict) or a tolerant reader (not strict) does not allow."""
    return oracle.FRAMING.read(Lines(text, strict), oracle.read_case, strict)


def read_cases(oracle, text, strict=True):
    """The cases of an input text (see read_input)."""
    return [parsed.case for parsed in read_input(oracle, text, strict)]


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


def symbol_word(values, alphabet):
    """The word a list of indexes in alphabet stands for (see Lines.symbols)."""
    return "".join(alphabet[v] for v in values)


def chunks(cases, size):
    """cases cut into consecutive pieces of at most size."""
    return [cases[i:i + size] for i in range(0, len(cases), size)]
