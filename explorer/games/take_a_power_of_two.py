"""cet4 (HDU 1847): n cards; a move takes 1, 2, 4, 8, ... of them; taking
the last card wins. The analysis: n is lost iff n mod 3 = 0."""


def moves(n):
    take, found = 1, []
    while take <= n:
        found.append(n - take)
        take *= 2
    return found
