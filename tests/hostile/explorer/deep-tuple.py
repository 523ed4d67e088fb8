# A position nested a million tuples deep: hashing or printing it crashes
# C code; the explorer must say so in one line, never die silently.
def positions(size):
    deep = ()
    for _ in range(10 ** 6):
        deep = (deep,)
    return [deep]


def moves(position):
    return []
