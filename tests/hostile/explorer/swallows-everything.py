# A game whose moves() catches every exception and carries on, the time
# running out included: explore.py game must still stop near --seconds.
def moves(n):
    while True:
        try:
            while True:
                n += 1
        except BaseException:
            pass
