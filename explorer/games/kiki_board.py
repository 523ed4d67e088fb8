"""kiki's game (kiki-game, HDU 2147): a coin on a board; a move takes it
one square left, down, or down-left; who cannot move loses. A position
is (squares below it, squares left of it). The analysis: lost iff both
are even (the board n x m with the coin in a corner: n and m odd)."""


def moves(position):
    down, left = position
    found = []
    if left:
        found.append((down, left - 1))
    if down:
        found.append((down - 1, left))
    if down and left:
        found.append((down - 1, left - 1))
    return found
