# A game whose moves() stays inside one call of C code (no Python bytecode
# runs, so no signal handler of Python's can stop it): explore.py game must
# still stop near --seconds, in one line.
def moves(n):
    sum(range(10 ** 11))
    return []
