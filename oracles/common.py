"""What the oracles share: reading and writing the line-per-query inputs."""

import re
from collections import namedtuple

Query = namedtuple("Query", "line values")
"""One query: its 1-based line number in the input and its integers."""

_INTEGER = re.compile(r"-?[0-9]+\Z")


class InputError(ValueError):
    """An input the problem statement does not allow; the message says why."""


def read_queries(text, ranges, terminator=None, max_queries=None):
    """Parse and validate an input of one query per line.

    ranges: one (name, low, high) per integer of a query, inclusive. With a terminator (a tuple), the input ends at that line and
    nothing after it is read; without one it ends at end of file. Blank
    lines, CR before LF and a missing final newline are allowed.
    """
    queries = []
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split()
        if not words:
            continue
        if not all(_INTEGER.match(w) for w in words):
            raise InputError("line %d: expected integers, got %r" % (number, line.strip()))
        if len(words) != len(ranges):
            raise InputError("line %d: expected %d integers, got %d" % (number, len(ranges), len(words)))
        values = tuple(int(w) for w in words)
        if values == terminator:
            return queries
        for value, (name, low, high) in zip(values, ranges):
            if not low <= value <= high:
                raise InputError("line %d: %s = %d is outside %d..%d" % (number, name, value, low, high))
        queries.append(Query(number, values))
        if max_queries is not None and len(queries) > max_queries:
            raise InputError("line %d: more than %d queries" % (number, max_queries))
    return queries


def query_io(ranges, terminator=None, max_queries=None):
    """A problem's validator and writer: (read_queries(text), write_input(values_list))."""
    return (lambda text: read_queries(text, ranges, terminator, max_queries),
            lambda values_list: write_input(values_list, terminator))


def draw_until(draw, wins, first_wins):
    """Positions from draw() until one has the wanted outcome; that one."""
    while True:
        values = draw()
        if wins(values) == first_wins:
            return values


def write_input(values_list, terminator=None):
    """An input text with one query per line, and the terminator if any."""
    lines = [" ".join(map(str, values)) for values in values_list]
    if terminator is not None:
        lines.append(" ".join(map(str, terminator)))
    return "".join(line + "\n" for line in lines)


def format_cases(values_list, terminator=None):
    """Cases whose answers must not change with the input's layout.

    CRLF line endings, blank lines and extra blanks, a missing final newline;
    for terminated inputs also a missing terminator (the program must stop at
    end of file) and lines after the terminator (they must not be read).
    """
    plain = write_input(values_list, terminator)
    spaced = "\n".join("  " + "   ".join(line.split()) + " \t" for line in plain.splitlines())
    cases = [
        ("crlf", plain.replace("\n", "\r\n")),
        ("blank-lines-and-blanks", "\n" + spaced.replace("\n", "\n\n") + "\n\n"),
        ("no-final-newline", plain.rstrip("\n")),
    ]
    if terminator is not None:
        cases.append(("no-terminator", write_input(values_list)))
        cases.append(("no-terminator-no-newline", write_input(values_list).rstrip("\n")))
        cases.append(("after-terminator", plain + write_input(values_list[:3])))
    return cases


def chunks(values_list, size):
    """values_list cut into consecutive pieces of at most size queries."""
    return [values_list[i:i + size] for i in range(0, len(values_list), size)]
