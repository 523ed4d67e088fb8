# A game whose moves() never returns: explore.py game must stop at its
# --seconds bound (CPU time) with one line, exit status 2.
def moves(n):
    while True:
        n += 1
