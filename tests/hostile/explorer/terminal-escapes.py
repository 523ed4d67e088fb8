# Labels and a message that hold escape sequences, a label of 5000 digits
# and a position whose repr() raises: nothing reaches the terminal raw, and
# nothing is an internal error.
class Opaque:
    def __repr__(self):
        raise ValueError("no repr")

    def __hash__(self):
        return 1

    def __eq__(self, other):
        return isinstance(other, Opaque)


def positions(size):
    return {"\x1b[2J\x1b[31mred": 1, 10 ** 5000: 2, 7: Opaque(), 8: "x" * 10 ** 6}


def moves(position):
    if isinstance(position, Opaque):
        raise KeyError("\x1b]0;a title\x07\x1b[31mboom")
    return []
