# A game whose moves() takes memory until there is none: explore.py game
# must end it at its own memory bound, in one line.
def moves(n):
    held = []
    while True:
        held.append(bytearray(10 ** 7))
