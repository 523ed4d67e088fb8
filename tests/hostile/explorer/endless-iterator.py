# A game whose moves() gives an endless iterator: the explorer must refuse
# it in one line, long before it fills the memory.
import itertools


def moves(n):
    return itertools.count()
