"""The box game (box-game, UVa 12293): two boxes hold n balls and 1 ball;
a move empties the box with fewer balls (either one if equal) and moves
some balls of the other box into it, at least one left in each. The
analysis: Alice, who moves first, loses iff n + 1 is a power of two."""


def moves(boxes):
    small, large = boxes
    found = set()
    for kept in ({large} if small < large else {small, large}):
        for moved in range(1, kept):
            found.add(tuple(sorted((moved, kept - moved))))
    return list(found)


def positions(size):
    return {n: (1, n) for n in range(2, size + 1)}
