"""The oracles against each other where two exist, and their validators."""

import functools

import pytest

from conftest import PROBLEMS
from common import casemodel as cases
from common.casemodel import InputError
from localjudge.problems import Problem
from oracles import box_game, fibonacci_again, land_auction, moving_queen


def test_moving_queen_search_agrees_with_the_exact_pairs():
    losing = moving_queen.search_table(moving_queen.SEARCH_SIZE)
    for a in range(moving_queen.SEARCH_SIZE):
        for b in range(moving_queen.SEARCH_SIZE):
            assert losing[a][b] == moving_queen.is_losing(a, b), (a, b)


def test_moving_queen_exact_pairs_agree_with_the_mex_construction():
    # a_k is the least number not yet used, b_k = a_k + k: a third method.
    used, a = set(), 0
    for k in range(200000):
        while a in used:
            a += 1
        assert moving_queen.lower_wythoff(k) == a, k
        used.update((a, a + k))
        a += 1


def test_moving_queen_finds_the_first_floating_point_failure():
    # Documented on the judges' pages: the first wrong k is a Fibonacci number.
    assert moving_queen.float_failures()[0] == 102334155


def test_fibonacci_again_search_agrees_with_grundy_xor():
    for m in range(16):
        for n in range(m, 16):
            for p in range(n, 16):
                searched = fibonacci_again.search_wins((m, n, p))
                assert searched == fibonacci_again.wins((m, n, p)), (m, n, p)


def test_box_game_search_agrees_with_the_power_of_two_rule():
    for n in range(2, box_game.SEARCH_LIMIT + 1):
        assert box_game.wins(box_game.Case(n)) == (not box_game.bob_wins(n)), n


def test_land_auction_agrees_with_a_search_over_prices():
    def literal(m, n):
        @functools.lru_cache(maxsize=None)
        def mover_wins(price):
            return any(price + bid >= m or not mover_wins(price + bid) for bid in range(1, n + 1))
        return [bid for bid in range(1, n + 1) if bid >= m or not mover_wins(bid)]

    for m in range(1, 70):
        for n in range(1, 70):
            bids = literal(m, n)
            assert land_auction.winning_first_bids((m, n)) == bids, (m, n)
            assert land_auction.answer((m, n)) == [" ".join(map(str, bids)) or "none"], (m, n)


@pytest.mark.parametrize("problem", PROBLEMS)
def test_random_cases_have_the_outcome_asked_for(problem):
    import random
    oracle, rng = Problem(problem).oracle, random.Random(7)
    for first_wins in (True, False) * 20:
        assert oracle.wins(oracle.random_case(rng, first_wins)) == first_wins


@pytest.mark.parametrize("problem", PROBLEMS)
def test_a_stress_batch_reads_back_under_the_statement_and_stays_under_a_megabyte(problem):
    import random
    from localjudge import stress
    oracle, rng = Problem(problem).oracle, random.Random(11)
    for _ in range(2):
        batch = [oracle.random_case(rng, i % 2 == 0) for i in range(stress.batch_size(oracle))]
        text = cases.write_input(oracle, batch)
        assert len(text) < 1024 * 1024
        assert cases.read_cases(oracle, text) == batch


@pytest.mark.parametrize("problem", [p for p in PROBLEMS if hasattr(Problem(p).oracle, "check")])
def test_a_checker_accepts_its_oracles_own_answers(problem):
    # The judgement relies on it: it asks a checker only about other lines.
    import random
    oracle, rng = Problem(problem).oracle, random.Random(17)
    drawn = [oracle.random_case(rng, i % 2 == 0) for i in range(2000)]
    for case in oracle.exhaustive() + oracle.edge_cases() + drawn:
        assert oracle.check(case, oracle.answer(case)) is None, case


@pytest.mark.parametrize("problem", PROBLEMS)
def test_every_oracle_names_inputs_its_statement_rules_out(problem):
    assert len(Problem(problem).oracle.INVALID_INPUTS) >= 3


@pytest.mark.parametrize("problem,text", [(p, t) for p in PROBLEMS for t in Problem(p).oracle.INVALID_INPUTS])
def test_validator_rejects_input_outside_the_statement(problem, text):
    with pytest.raises(InputError, match=r"^line \d+: "):
        cases.read_input(Problem(problem).oracle, text, strict=False)


def test_validator_stops_at_the_terminator():
    assert cases.read_cases(Problem("kiki-game").oracle, "2 3\n0 0\n9999 1\n", strict=False) == [(2, 3)]


def test_validator_reports_the_line_of_each_query():
    assert [p.line for p in cases.read_input(Problem("cet4").oracle, "\r\n5\r\n\r\n7", strict=False)] == [2, 4]


def test_land_auction_outcome_agrees_with_the_list_of_winning_bids():
    for m in range(1, land_auction.MAX + 1, 3):
        for n in range(1, land_auction.MAX + 1, 11):
            assert land_auction.wins((m, n)) == bool(land_auction.winning_first_bids((m, n))), (m, n)
