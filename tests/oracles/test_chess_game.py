"""chess-game's oracle (oracles/chess_game.py): the Sprague-Grundy method
against a search from the game's rules on every small graph and on random
ones, the graphs it counts and draws, and the validator."""

import itertools
import random

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import chess_game


def test_chess_game_search_agrees_with_grundy_xor_on_every_small_graph():
    for n in range(1, 5):
        for edges in chess_game.all_dags(n):
            g = chess_game.grundy(edges)
            for count in (1, 2, 3):
                for men in itertools.combinations_with_replacement(range(n), count):
                    value = 0
                    for p in men:
                        value ^= g[p]
                    assert chess_game.search_wins(edges, men) == (value != 0), (edges, men)


def test_chess_game_search_agrees_with_answer_on_random_graphs():
    rng = random.Random(5)
    for _ in range(150):
        edges = chess_game.random_dag(rng, rng.randint(1, 8), rng.choice((1, 2, 4)))
        queries = [[rng.randrange(len(edges)) for _ in range(rng.randint(1, 3))] for _ in range(4)]
        expected = ["WIN" if chess_game.search_wins(edges, q) else "LOSE" for q in queries]
        assert chess_game.answer(chess_game.ChessCase(edges, queries)) == expected, (edges, queries)


def test_chess_game_counts_every_acyclic_graph():
    # The numbers of labelled DAGs on 1..4 positions (OEIS A003024).
    assert [len(chess_game.all_dags(n)) for n in range(1, 5)] == [1, 3, 25, 543]


def test_chess_game_values_of_the_dense_graph_reach_199():
    dense = [list(range(v + 1, 200)) for v in range(200)]
    assert chess_game.grundy(dense) == [199 - v for v in range(200)]


def test_chess_game_complete_graph_has_every_edge_and_values_up_to_999():
    case = chess_game.complete_graph_case()
    assert len(case.edges) == chess_game.MAX_N
    assert sum(len(out) for out in case.edges) == chess_game.MAX_N * (chess_game.MAX_N - 1) // 2
    assert sorted(chess_game.grundy(case.edges)) == list(range(chess_game.MAX_N))
    assert "WIN" in chess_game.answer(case) and "LOSE" in chess_game.answer(case)


def test_chess_game_validator_names_a_line_on_the_cycle():
    text = "4\n1 1\n1 2\n1 3\n1 1\n1 0\n0\n"          # 1 -> 2 -> 3 -> 1
    with pytest.raises(InputError, match=r"^line [345]: position [123] lies on a cycle"):
        cases.read_input(chess_game, text)
    with pytest.raises(InputError, match=r"^line 3: position 1 lies on a cycle"):
        cases.read_input(chess_game, "2\n0\n1 1\n1 0\n0\n")      # 1 -> 1


def test_chess_game_reads_the_judges_sample_with_its_blank_line_only_leniently():
    text = cases.write_input(chess_game, chess_game.SAMPLE).replace("0\n4\n1 1", "0\n\n4\n1 1")
    assert cases.read_cases(chess_game, text, strict=False) == chess_game.SAMPLE
    with pytest.raises(InputError, match="blank line"):
        cases.read_cases(chess_game, text)


def test_chess_game_random_graphs_are_acyclic_and_valid():
    rng = random.Random(8)
    for i in range(300):
        case = chess_game.random_case(rng, i % 2 == 0)
        assert chess_game._cycle_node(case.edges) is None
        assert cases.is_valid(chess_game, case)


def test_chess_game_quick_dag_is_acyclic_and_answer_agrees_with_search():
    rng = random.Random(1525)
    for _ in range(200):
        edges, values = chess_game.quick_dag(rng, rng.randint(1, 8), rng.choice((1, 2, 4)))
        assert values == chess_game.grundy(edges)
        assert chess_game._cycle_node(edges) is None
        assert all(len(set(out)) == len(out) for out in edges)
        queries = [[rng.randrange(len(edges)) for _ in range(rng.randint(1, 3))] for _ in range(3)]
        expected = ["WIN" if chess_game.search_wins(edges, q) else "LOSE" for q in queries]
        assert chess_game.answer(chess_game.ChessCase(edges, queries)) == expected, (edges, queries)
        assert chess_game.wins(chess_game.ChessCase(edges, queries)) == (expected[0] == "WIN")


def test_chess_game_values_drawn_with_a_random_graph_are_its_grundy_values():
    from localjudge import stress
    rng = random.Random(1527)
    for i in range(400):
        case = chess_game.random_case(rng, i % 2 == 0)
        assert case.edges.values == chess_game.grundy([list(out) for out in case.edges]), case
    # What shrinking makes of the out-lists carries no values: answer works them out again.
    assert all(type(c.edges) is list or c.edges is case.edges for c in stress.smaller(case))


def test_chess_game_random_case_gives_the_outcome_asked_by_search():
    rng = random.Random(1526)
    for i in range(300):
        case = chess_game.random_case(rng, i % 2 == 0)
        if len(case.edges) <= 12 and len(case.queries[0]) <= 2:
            assert chess_game.search_wins(case.edges, case.queries[0]) == (i % 2 == 0), case
        assert chess_game.wins(case) == (i % 2 == 0)
