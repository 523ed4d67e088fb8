"""a-simple-nim's oracle (oracles/a_simple_nim.py, a Multi-SG game): the
residue table of the statement's proof. The Multi-SG tests it shares with
nim-or-not-nim (the closed form against the mex over the real moves over the
whole table, the xor rule against the search over every small position, the
residue cases, the samples, the random cases, the validators) are parametrized
over both oracles, with the id a-simple-nim, in test_nim_or_not_nim.py."""

import itertools


def test_three_split_residue_table_of_the_proof():
    # The lemma: where the last three bits of g(a) xor g(b) xor g(c) and of
    # the claimed g(a + b + c) agree, those bits alone carry at least 4.
    last_three = {r: 0 if r == 7 else 7 if r == 0 else r for r in range(8)}
    agreeing = 0
    for a, b, c in itertools.product(range(8), repeat=3):
        A, B, C = last_three[a], last_three[b], last_three[c]
        if A ^ B ^ C == last_three[(a + b + c) % 8]:
            agreeing += 1
            assert (A & B) + ((A ^ B) & C) >= 4, (a, b, c)
    assert agreeing == 80
