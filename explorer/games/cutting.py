"""The cutting game (cutting-game, POJ 2311): a sheet of w x h squares; a
move cuts one piece in two along a grid line; who cuts out a single
square wins. A cut that leaves a strip of width 1 loses at once (the
opponent cuts a square off it), so the game is played with the other
cuts, each leaving two pieces: the list of both. The analysis: the lost
sheets up to 10 x 10 are 2 x 2, 2 x 3, 2 x 7, 3 x 3, 3 x 7, 7 x 7 and
their mirrors."""


def moves(sheet):
    w, h = sheet
    return ([[(i, h), (w - i, h)] for i in range(2, w - 1)]
            + [[(w, j), (w, h - j)] for j in range(2, h - 1)])


def positions(size):
    return {(w, h): (w, h) for w in range(2, size + 1) for h in range(2, size + 1)}
