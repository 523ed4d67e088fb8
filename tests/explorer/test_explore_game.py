"""explore.py game FILE: any game a contestant writes the moves of. Every
example under explorer/games/ finds the pattern its problem's analysis
states; the patterns are found, and only found, where they hold; the
contestant's mistakes come back as theirs."""

import json
import os
import xml.etree.ElementTree as ElementTree

import pytest

import explore
from conftest import ROOT
from explorer import anygame, bounds, patterns
from test_explore import HOSTILE, explore_process

GAMES = os.path.join(ROOT, "explorer", "games")

# Each example, and what must be among its findings (kind, data).
EXPECTED = {
    "take_a_power_of_two.py": [("period", {"period": 3, "preperiod": 0}),
                               ("p-positions", {"residues": [0], "modulus": 3, "from": 0, "below": []})],
    "bash.py": [("period", {"period": 4, "preperiod": 0})],
    "wythoff.py": [("p-positions", {"sequence": "wythoff pairs"})],
    "fibonacci_nim.py": [("p-positions", {"sequence": "fibonacci"})],
    "box_game.py": [("p-positions", {"sequence": "powers of two minus one"})],
    "kiki_board.py": [("p-positions", {"modulus": 2, "classes": [[0, 0]]})],
    "empty_and_divide.py": [("p-positions", {"modulus": 2, "classes": [[1, 1]]})],
    "lasker.py": [("arithmetic period", {"period": 4, "step": 4, "preperiod": 1})],
    "split_into_three.py": [("arithmetic period", {"period": 8, "step": 8, "preperiod": 1})],
    "mock_turtles.py": [("values", {"sequence": "odious"})],
    "ruler.py": [("values", {"sequence": "ruler"})],
    "euclid.py": [("p-positions", {"cone": "b < a < phi b"})],
    "k_multiple.py": [("p-positions", {"sequence": "powers of two"})],
    "boxes_of_squares.py": [("arithmetic period", {"period": 1, "step": -1, "preperiod": 10})],
    "cutting.py": [],
    "misere_forest.py": [],
}


def run(capsys, *argv):
    status = explore.main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def explored(capsys, path, *argv):
    status, out, err = run(capsys, "game", path, "--json", *argv)
    assert status == 0, err
    return json.loads(out)


def write(tmp_path, text, name="game.py"):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_every_model_the_suite_teaches_has_an_example():
    assert sorted(EXPECTED) == sorted(name for name in os.listdir(GAMES) if name.endswith(".py"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_example_finds_the_pattern_its_analysis_states(capsys, name):
    found = explored(capsys, os.path.join(GAMES, name), *(["--misere"] if "misere" in name else []))
    assert not found["stopped"]
    kinds = [(p["kind"], {k: v for k, v in p.items() if k not in ("kind", "text")}) for p in found["patterns"]]
    for expected in EXPECTED[name]:
        assert expected in kinds, (name, kinds)
    if not EXPECTED[name]:
        assert kinds == [] or name == "misere_forest.py"


def test_the_cutting_example_lists_the_lost_sheets_its_analysis_gives(capsys):
    found = explored(capsys, os.path.join(GAMES, "cutting.py"), "--size", "10")
    lost = sorted(tuple(p) for p in found["p_positions"] if p[0] <= p[1])
    assert lost == [(2, 2), (2, 3), (2, 7), (3, 3), (3, 7), (7, 7)]


def test_the_misere_forest_shows_where_the_sj_theorem_fails(capsys):
    found = explored(capsys, os.path.join(GAMES, "misere_forest.py"), "--misere")
    rows = {row["position"]: row for row in found["misere"]}
    two_paths = rows["two paths of two: 1-2, 2-3, 1-4, 4-5"]
    assert (two_paths["wins"], two_paths["sj_wins"], two_paths["condition"], two_paths["values"]) == \
        (False, True, False, [0])
    wrong = {row["position"] for row in found["misere"] if row["wins"] != row["sj_wins"]}
    assert wrong == {"two paths of two: 1-2, 2-3, 1-4, 4-5", "1-2, 1-3, 3-4, 1-5, 5-6"}
    status, out, _ = run(capsys, "game", os.path.join(GAMES, "misere_forest.py"), "--misere")
    assert status == 0 and "the condition fails" in " ".join(out.split())


def test_misere_outcomes_are_searched_not_taken_from_a_theorem(capsys, tmp_path):
    # Misere Nim on one heap: only the heap of 1 is lost (the mover takes the last).
    path = write(tmp_path, "def moves(n):\n    return list(range(n))\n")
    found = explored(capsys, path, "--misere", "--size", "6")
    assert [row["wins"] for row in found["misere"]] == [True, False, True, True, True, True]


def test_octal_and_subtraction_games_are_named_with_the_command_that_proves_their_period(capsys, tmp_path):
    kayles = write(tmp_path, "def moves(n):\n    return [[a, n - k - a] for k in (1, 2) for a in range(n - k + 1)]\n")
    assert explored(capsys, kayles)["recognised"] == {"kind": "octal", "code": "0.77"}
    status, out, _ = run(capsys, "game", kayles)
    assert "python3 explore.py octal 0.77" in out
    subtraction = write(tmp_path, "def moves(n):\n    return [n - s for s in (1, 3, 4) if s <= n]\n", "sub.py")
    assert explored(capsys, subtraction)["recognised"] == {"kind": "subtract", "code": [1, 3, 4]}
    nim = write(tmp_path, "def moves(n):\n    return list(range(n))\n", "nim.py")
    assert explored(capsys, nim)["recognised"] is None          # take any number: no finite code


def test_a_long_game_needs_no_recursion(capsys, tmp_path):
    path = write(tmp_path, "def moves(n):\n    return [n - 1] if n else []\n\n"
                           "def positions(size):\n    return [size]\n")
    found = explored(capsys, path, "--size", "200000")
    assert found["values"] == [[200000, 0]] and found["worked_out"] == 200001


def test_the_time_bound_says_how_far_it_got(capsys, tmp_path):
    path = write(tmp_path, "def moves(n):\n    return [n - s for s in range(1, 400) if s <= n]\n")
    found = explored(capsys, path, "--size", "1000000", "--seconds", "0.3")
    assert found["stopped"] and 0 < found["valued"] < 1000000
    status, out, _ = run(capsys, "game", path, "--size", "1000000", "--seconds", "0.3")
    assert "The time ran out" in out


def test_a_game_that_never_ends_is_named_as_such_at_the_time_bound(capsys, tmp_path):
    path = write(tmp_path, "def moves(n):\n    return [n - 1]\n")
    status, out, _ = run(capsys, "game", path, "--seconds", "0.5")
    assert status == 0 and "never ends" in " ".join(out.split())


def test_a_cycle_is_one_line_naming_a_position_on_it(capsys, tmp_path):
    path = write(tmp_path, "def moves(n):\n    return [(n + 1) % 5]\n")
    status, out, err = run(capsys, "game", path)
    assert status == 2 and err.count("\n") == 1 and "cycle" in err and "reached from itself" in err


def test_the_contestants_exception_shows_their_traceback_and_the_position(capsys, tmp_path):
    path = write(tmp_path, "def helper(n):\n    return [n - 1 + 0 * (10 // (n - 3))]\n\n"
                           "def moves(n):\n    return helper(n) if n >= 3 else list(range(n))\n")
    status, out, err = run(capsys, "game", path)
    assert status == 2 and "in moves(3)" in err and "ZeroDivisionError" in err
    assert 'line 2, in helper' in err and 'line 5, in moves' in err
    assert "explorer" not in err.replace(path, "")            # none of our frames


def test_mistakes_in_the_file_are_usage_errors(capsys, tmp_path):
    cases = [
        ("def moves(n)\n    return []\n", "does not compile"),
        ("x = 1\n", "defines no function moves"),
        ("def moves(n):\n    return [{n - 1}] if n else []\n", "a position is a number, a tuple"),
        ("import nothing_such_module\n", "ModuleNotFoundError"),
    ]
    for text, words in cases:
        status, out, err = run(capsys, "game", write(tmp_path, text))
        assert status == 2 and words in err, (text, err)
    status, _, err = run(capsys, "game", str(tmp_path / "missing.py"))
    assert status == 2 and "no such file" in err


@pytest.mark.parametrize("name, words", [
    ("endless-moves.py", "ran out while listing the positions"),        # moves(0) never returns
    ("endless-top-level.py", "top level"),                             # nor does the file itself
    ("swallows-everything.py", "caught what stops it"),                # and catches BaseException
])
def test_a_game_that_never_returns_stops_at_its_seconds_in_one_line(name, words):
    status, out, err, cpu = explore_process("game", os.path.join(HOSTILE, name), "--seconds", "1", timeout=60)
    assert status == 2 and out == "" and err.count("\n") == 1 and words in err, err
    assert cpu < 3


@pytest.mark.parametrize("name, seconds, words", [
    ("one-c-call.py", 1, "inside one call"),                      # sum(range(10**11)): no signal stops it
    ("endless-iterator.py", 1, "more than 1000000 positions"),    # moves(0) is itertools.count()
    ("memory-hog.py", 20, "GiB of memory"),                       # moves(0) takes memory until none is left
    ("deep-tuple.py", 1, "nested too deeply"),                    # a tuple a million deep crashes C code
])
def test_a_game_whose_code_no_signal_stops_is_ended_by_the_kernels_bounds_in_one_line(name, seconds, words):
    """The time and memory bounds hold whatever the file's code does: its
    process has the kernel's limits of CPU time and address space."""
    status, out, err, cpu = explore_process("game", os.path.join(HOSTILE, name), "--seconds", str(seconds),
                                            timeout=90)
    assert status == 2 and out == "" and err.count("\n") == 1 and words in err, err
    assert cpu < seconds + bounds.GRACE + 3


def test_a_game_files_labels_names_and_messages_reach_the_terminal_escaped(tmp_path):
    status, out, err, cpu = explore_process("game", os.path.join(HOSTILE, "terminal-escapes.py"), "--seconds", "5")
    assert status == 2 and "\x1b" not in out + err and "\x07" not in out + err, (out, err)
    assert "boom" in err and "repr() raised" in err and len(err) < 2000
    named = tmp_path / "name\x1b[31m.py"
    named.write_text("def moves(n):\n    return [n - 1] if n > 0 else []\n")
    status, out, err, cpu = explore_process("game", str(named), "--size", "3")
    assert status == 0 and "\x1b" not in out and "name\\x1b[31m.py" in out, out
    labels = tmp_path / "labels.py"
    labels.write_text("def positions(size):\n    return {'\\x1b[2J': 1, 10 ** 5000: 2, 3: 'x' * 10 ** 6}\n"
                      "def moves(p):\n    return []\n")
    status, out, err, cpu = explore_process("game", str(labels))
    assert status == 0 and "\x1b" not in out and "repr() raised" in out and len(out) < 5000, (out, err)


@pytest.mark.parametrize("argv", [
    ["game", os.path.join(GAMES, "bash.py"), "--size", "1000000", "--seconds", "1"],
    ["game", os.path.join(GAMES, "lasker.py"), "--size", "1000000", "--seconds", "1"],
])
def test_the_seconds_bound_the_patterns_too(argv):
    status, out, err, cpu = explore_process(*argv, timeout=60)
    assert status == 0 and "s of CPU time" in " ".join(out.split()), err
    assert cpu < 3


def test_the_seconds_bound_the_misere_search_too(tmp_path):
    path = write(tmp_path, "def moves(n):\n    return [n - s for s in range(1, 400) if s <= n]\n")
    status, out, err, cpu = explore_process("game", path, "--size", "1000000", "--seconds", "3", "--misere",
                                            "--json", timeout=60)
    found = json.loads(out)
    assert status == 0 and found["stopped"] and len(found["misere"]) > 0, err
    assert cpu < 4.5


def test_pictures_of_a_strip_and_of_a_grid(capsys, tmp_path):
    strip, grid = tmp_path / "strip.svg", tmp_path / "grid.svg"
    status, out, _ = run(capsys, "game", os.path.join(GAMES, "bash.py"), "--svg", str(strip))
    assert status == 0 and ElementTree.parse(str(strip)).getroot().tag.endswith("svg")
    status, out, _ = run(capsys, "game", os.path.join(GAMES, "wythoff.py"), "--svg", str(grid), "--size", "10")
    assert status == 0 and ElementTree.parse(str(grid)).getroot().tag.endswith("svg")
    status, _, err = run(capsys, "game", os.path.join(GAMES, "misere_forest.py"), "--svg", str(grid))
    assert status == 2 and "--svg" in err


# --- The patterns themselves -------------------------------------------------------------------

def kinds(found):
    return [(f.kind, f.data) for f in found]


def test_a_period_is_the_one_from_the_earliest_n_and_seen_over_half_the_values():
    # Kayles' values: period 12 from 71 (seen in a table of 300).
    kayles = anygame.Game("kayles", "kayles", lambda n: [[a, n - k - a] for k in (1, 2) for a in range(n - k + 1)],
                          None)
    table = anygame.tabulate(kayles, 300)
    assert ("period", {"period": 12, "preperiod": 71}) in kinds(patterns.one_pile(table.labels, table.values))
    # A value repeated at the end only is no period.
    values = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9]
    assert not [f for f in patterns.one_pile(list(range(12)), values) if f.kind == "period"]


def test_arithmetic_periods_and_known_sequences_are_exact():
    labels = list(range(40))
    assert kinds(patterns.one_pile(labels, [n + 1 if n % 4 == 3 else n - 1 if n % 4 == 0 and n else n
                                            for n in labels]))[0] == \
        ("arithmetic period", {"period": 4, "step": 4, "preperiod": 1})
    assert ("values", {"sequence": "n"}) in kinds(patterns.one_pile(labels, labels))
    # From 2, the P-positions are the Fibonacci numbers; but for one, no finding.
    labels = list(range(2, 40))
    values = [0 if n in (2, 3, 5, 8, 13, 21, 34) else 1 for n in labels]
    assert ("p-positions", {"sequence": "fibonacci"}) in kinds(patterns.one_pile(labels, values))
    values[21 - 2] = 1
    assert ("p-positions", {"sequence": "fibonacci"}) not in kinds(patterns.one_pile(labels, values))


def test_pair_patterns_lines_classes_wythoff_and_the_golden_cone():
    square = [(a, b) for a in range(12) for b in range(12)]
    assert ("p-positions", {"line": "a = b"}) in kinds(patterns.two_piles(square, [a ^ b for a, b in square]))
    assert ("values", {"values": "a xor b"}) in kinds(patterns.two_piles(square, [a ^ b for a, b in square]))
    odd = [0 if a % 2 and b % 2 else 1 for a, b in square]
    assert ("p-positions", {"modulus": 2, "classes": [[1, 1]]}) in kinds(patterns.two_piles(square, odd))
    assert [pair for pair in patterns.wythoff_pairs(20) if pair[1] <= 20] == \
        [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18), (12, 20)]
    cone = [1 if a == 0 or b == 0 or a == b or max(a, b) * max(a, b) - a * b - min(a, b) ** 2 >= 0 else 0
            for a, b in square]
    assert ("p-positions", {"cone": "b < a < phi b"}) in kinds(patterns.two_piles(square, cone))
