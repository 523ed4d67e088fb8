# A game file whose top level never ends, before moves() is ever called:
# explore.py game must stop at its --seconds bound with one line, exit status 2.
while True:
    pass


def moves(n):
    return []
