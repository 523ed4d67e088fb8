"""explore.py, the theory explorer: what it finds against what the
problems' analyses print and published values, its C engine against a
brute force written here from the rules, and its command line."""

import json
import math
import os
import re
import resource
import shlex
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ElementTree
from functools import lru_cache

import pytest

import explore
from conftest import PROBLEMS, ROOT, make_odd
from common import userfiles
from common.userfiles import MIB
from explorer import graph as game_graphs
from explorer import octal, twopile
from localjudge.build import STRICT_BUILDS

HOSTILE = os.path.join(ROOT, "tests", "hostile", "explorer")

# OEIS A002186, Kayles' Grundy values from a heap of 0.
A002186 = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8,
           6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2,
           1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]


def run(capsys, *argv):
    """explore.py's exit status, standard output and standard error."""
    status = explore.main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def said(out):
    """Output with its lines joined: prose is wrapped at 78 columns."""
    return " ".join(out.split())


def explore_process(*argv, timeout=120):
    """explore.py in a process of its own (what it does to a FIFO cannot
    hang the tests, nor /dev/zero fill the memory: 2 GiB of address space
    at most): its exit status, output, error output, and the CPU time it
    and its children took."""
    def bounded():
        resource.setrlimit(resource.RLIMIT_AS, (2048 * MIB, 2048 * MIB))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([sys.executable, os.path.join(ROOT, "explore.py")] + list(argv), cwd=ROOT,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=bounded, timeout=timeout)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return done.returncode, done.stdout.decode(), done.stderr.decode(), cpu


def run_json(capsys, *argv):
    status, out, _ = run(capsys, *argv, "--json")
    assert status == 0
    return json.loads(out)


def statement(name):
    """A problem's statement and analysis, as one text."""
    found = ""
    for part in ("statement.md", "analysis.md"):
        with open(os.path.join(ROOT, "problems", name, part)) as text:
            found += text.read()
    return found


# --- Brute force from the rules, sharing nothing with the engine --------------------------

def mex(values):
    value = 0
    while value in values:
        value += 1
    return value


def kayles_brute(count):
    """Kayles by its pins: knock down one pin or two neighbours of a row
    of n, leaving rows of l and r pins."""
    g = []
    for n in range(count):
        g.append(mex({g[left] ^ g[n - taken - left] for taken in (1, 2) if taken <= n
                      for left in range(n - taken + 1)}))
    return g


def octal_brute(digits, count):
    """Every option of a heap of n, as the code's digits describe it: take
    k, then leave nothing (bit 1), one heap (bit 2), or two (bit 4)."""
    g = []
    for n in range(count):
        options = set()
        for k, digit in enumerate(int(d) for d in digits):
            left = n - k
            if digit & 1 and k >= 1 and left == 0:
                options.add(0)
            if digit & 2 and k >= 1 and left >= 1:
                options.add(g[left])
            if digit & 4:
                options.update(g[a] ^ g[left - a] for a in range(1, left))
        g.append(mex(options))
    return g


@lru_cache(maxsize=None)
def explored(code, **options):
    return octal.explore(octal.parse_code(code), **options)


# --- Octal games --------------------------------------------------------------------------

def test_kayles_values_are_a002186_and_the_brute_force():
    assert kayles_brute(len(A002186)) == A002186
    assert explored("0.77").values[:len(A002186)] == A002186


def test_kayles_rows_are_those_the_statement_prints(capsys):
    rows = re.findall(r"^ *(\d+)\+ +([\d ]+)$", statement("kayles"), re.M)
    assert len(rows) == 8
    status, out, _ = run(capsys, "octal", ".77")
    assert status == 0
    shown = {start: values.replace("*", " ").split() for start, values in re.findall(r"^ *(\d+)\+ +([\d *]+)$",
                                                                                      out, re.M)}
    for start, values in rows:
        assert shown[start] == values.split(), start


def test_kayles_exceptions_are_those_the_statement_lists(capsys):
    wanted = re.search(r"^n +(0  3 .*)\ng\(n\) +(.*)\nperiod +(.*)$", statement("kayles"), re.M).groups()
    _, out, _ = run(capsys, "octal", "0.77")
    found = re.search(r"^ *n +(0  3 .*)\n *G\(n\) +(.*)\n *period +(.*)$", out, re.M).groups()
    assert [row.split() for row in found] == [row.split() for row in wanted]


def test_kayles_period_is_proven_from_71_and_the_values_bear_the_theorem_out(capsys):
    result = run_json(capsys, "octal", "0.77")
    e, p, t, g = result["preperiod"], result["period"], result["t"], result["values"]
    assert (e, p, t, result["proven"], result["exceptions"]) == (71, 12, 2, True, 14)
    assert result["checked"] == [71, 2 * 71 + 12 + 2]
    assert all(g[n + p] == g[n] for n in range(e, 2 * e + p + t))
    assert g[e - 1] != g[e - 1 + p]         # and no earlier start
    assert result["p_positions"] == {"below_preperiod": [0], "residues": []}


@pytest.mark.parametrize("code, preperiod, period", [
    ("0.07", 53, 34),       # Dawson's Kayles: the last exception is G(52)
    ("0.137", 52, 34),      # Dawson's chess, the same values one heap earlier
    ("0.16", 105351, 149459),
    ("0.56", 326640, 144),
])
def test_published_periods_are_proven(code, preperiod, period):
    result = explored(code)
    assert (result.preperiod, result.period) == (preperiod, period)
    assert result.heaps >= result.needed == 2 * preperiod + 2 * period + result.code.t - 1


def test_dawsons_chess_is_dawsons_kayles_one_heap_earlier():
    assert explored("0.137").values[:999] == explored("0.07").values[1:1000]


@pytest.mark.parametrize("digits", ["077", "007", "0137", "43", "4", "016", "056", "0354", "0376", "0165",
                                    "0644", "405", "0003", "4007"])
def test_the_engine_agrees_with_the_brute_force_on_small_heaps(digits):
    code = octal.parse_code(digits[0] + "." + digits[1:])
    assert octal.explore(code, heaps=300, values=301).values == octal_brute(code.digits, 301)


@pytest.mark.parametrize("code", ["0.16", "0.56", "0.354", "0.376", "0.165", "0.644"])
def test_the_sparse_space_method_gives_the_plain_mex_values(code):
    sparse = explored(code, heaps=20000, values=20001)
    assert sparse.sparse[0] != 0            # a mask was used
    assert sparse.values == explored(code, heaps=20000, values=20001, plain=True).values


def test_a_period_not_proven_yet_is_reported_with_the_heaps_it_needs(capsys):
    result = run_json(capsys, "octal", ".16", "--heaps", "300000")
    assert (result["period"], result["preperiod"], result["proven"], result["heaps"]) == (None, None, False, 300000)
    assert result["candidate"] == {"preperiod": 105351, "period": 149459, "needed_heaps": 509621}
    status, out, _ = run(capsys, "octal", ".16", "--heaps", "300000")
    assert "No period proven yet" in said(out) and "--heaps 509621" in said(out)


def test_a_game_without_a_period_in_sight_says_so(capsys):
    status, out, _ = run(capsys, "octal", ".007", "--heaps", "5000")
    assert status == 0 and "No period proven, none seen" in said(out) and "n = 0 to 5000" in said(out)


def test_octal_json_has_the_promised_shape(capsys):
    result = run_json(capsys, "octal", "0.07")
    for key in ("code", "preperiod", "period", "values", "heaps", "seconds"):
        assert key in result
    assert result["code"] == "0.07" and len(result["values"]) >= 200
    assert isinstance(result["seconds"], float) and result["heaps"] >= 175


@pytest.mark.parametrize("written, shown, digits", [
    (".77", "0.77", "077"), ("0.770", "0.77", "077"), ("4.3", "4.3", "43"), ("4.", "4.0", "4"),
    (".137", "0.137", "0137"),
])
def test_codes_are_read_in_the_usual_notation(written, shown, digits):
    assert octal.parse_code(written)[:2] == (shown, digits)


# --- Subtraction games --------------------------------------------------------------------

def test_subtraction_1_3_4_has_period_7_and_p_positions_0_and_2_mod_7(capsys):
    result = run_json(capsys, "subtract", "1,3,4")
    assert (result["preperiod"], result["period"], result["set"]) == (0, 7, [1, 3, 4])
    assert result["p_positions"] == {"below_preperiod": [], "residues": [0, 2]}
    row = re.search(r"^S = \{1, 3, 4\} +([\d ]+)$", statement("s-nim"), re.M).group(1).split()
    assert result["values"][:len(row)] == [int(v) for v in row]
    _, out, _ = run(capsys, "subtract", "1,3,4")
    assert "every n with n mod 7 = 0 or 2." in said(out)


def test_a_subtraction_game_with_a_preperiod(capsys):
    result = run_json(capsys, "subtract", "2,5")
    g = result["values"]
    assert g[:17] == [0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2, 1, 0, 0, 1]     # s-nim's row for {2, 5}
    assert result["proven"] and all(g[n + result["period"]] == g[n] for n in range(result["preperiod"], 300))


# --- Two-pile games -----------------------------------------------------------------------

def wythoff_pairs(below):
    """(floor(k phi), floor(k phi^2)) in integers: floor(k phi) =
    (k + isqrt(5 k^2)) // 2, and k phi^2 = k phi + k."""
    pairs, k = [], 0
    while True:
        a = (k + math.isqrt(5 * k * k)) // 2
        if a + k >= below:
            return pairs
        pairs.append((a, a + k))
        k += 1


def test_wythoff_p_positions_are_the_golden_ratio_pairs(capsys):
    found = run_json(capsys, "pn", "wythoff", "--size", "300")["p_positions"]
    wanted = wythoff_pairs(300)
    assert sorted(map(tuple, found)) == sorted(set(wanted + [(b, a) for a, b in wanted]))


def test_wythoff_pairs_match_the_statements_table(capsys):
    rows = re.search(r"^a_k +([\d ]+)\nb_k +([\d ]+)$", statement("wythoff-moves"), re.M).groups()
    table = list(zip(*([int(v) for v in row.split()] for row in rows)))
    assert wythoff_pairs(30)[:len(table)] == table
    found = [tuple(p) for p in run_json(capsys, "pn", "k,0 k,k", "--size", "30")["p_positions"] if p[0] <= p[1]]
    assert found[:len(table)] == table


def test_nim_loses_exactly_on_equal_piles():
    assert twopile.p_positions(twopile.parse_rules("nim"), 25).positions == [(a, a) for a in range(25)]


def test_move_vectors_and_up_to_rules():
    kings = twopile.p_positions(twopile.parse_rules("1,0 1,1"), 12).positions
    assert kings == [(a, b) for a in range(0, 12, 2) for b in range(0, 12, 2)]
    # take k from one pile and up to k from the other: only (0, 0) loses
    assert twopile.p_positions(twopile.parse_rules("k,<=k"), 15).positions == [(0, 0)]
    # take exactly 1 or 2 from one pile: a sum of two subtraction games with period 3
    assert twopile.p_positions(twopile.parse_rules("1,0;2,0"), 12).positions == \
        [(a, b) for a in range(12) for b in range(12) if a % 3 == b % 3]


def test_the_svg_grid_marks_each_p_position(capsys, tmp_path):
    picture = str(tmp_path / "wythoff.svg")
    status, out, _ = run(capsys, "pn", "wythoff", "--size", "20", "--svg", picture)
    assert status == 0 and picture in out
    root = ElementTree.parse(picture).getroot()
    marked = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("fill") == "black"]
    assert len(marked) == len(twopile.p_positions(twopile.parse_rules("wythoff"), 20).positions) == 15


# --- Game graphs --------------------------------------------------------------------------

GRAPH = "4\n1 1\n1 2\n0\n2 1 2\n1 0\n1 3\n2 0 2\n0\n"     # 0 -> 1 -> 2, 3 -> 1, 3 -> 2


def test_graph_values_of_a_small_chess_game_input(capsys, tmp_path):
    given = tmp_path / "graph.in"
    given.write_text(GRAPH)
    result = run_json(capsys, "graph", str(given))
    assert result["graphs"] == [{"values": [0, 1, 0, 2],
                                 "queries": [{"men": [0], "xor": 0}, {"men": [3], "xor": 2},
                                             {"men": [0, 2], "xor": 0}]}]
    _, out, _ = run(capsys, "graph", str(given))
    assert "chessmen on 0: xor 0, LOSE" in out


def test_graph_reads_the_problems_sample(capsys):
    result = run_json(capsys, "graph", os.path.join(ROOT, "testdata", "chess-game", "01-sample.in"))
    assert len(result["graphs"]) == 2


# --- The command line ---------------------------------------------------------------------

@pytest.mark.parametrize("argv, words", [
    (["octal", "0.78"], "digits are 0 to 7"),
    (["octal", "1.77"], "first digit is 0 or 4"),
    (["octal", "kayles"], "not an octal code"),
    (["octal", ".77", "--heaps", "0"], "--heaps is 1 to"),
    (["octal", ".77", "--seconds", "-1"], "--seconds"),
    (["subtract", "1,x"], "a subtraction set is integers from 1 to"),
    (["subtract", "0,3"], "a subtraction set is integers from 1 to"),
    (["pn", "queen"], "a rule is two terms"),
    (["pn", "k,q"], "each side of a rule"),
    (["pn", "0,<=0"], "at least one token"),
    (["pn", "nim", "--size", "0"], "--size is 1 to"),
    (["graph", "no-such-file.in"], "no such file: no-such-file.in"),
    (["graph", os.path.join(HOSTILE, "prose.txt")], "line 1"),
    ([], "say what to explore"),
])
def test_bad_input_is_one_line_and_exit_status_2(capsys, argv, words):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.startswith("explore.py: ") and err.count("\n") == 1 and words in err


def test_a_graph_with_a_cycle_names_its_line(capsys, tmp_path):
    given = tmp_path / "cycle.in"
    given.write_text("2\n1 1\n1 0\n1 0\n0\n")
    status, _, err = run(capsys, "graph", str(given))
    assert status == 2 and "line 2" in err and "cycle" in err


def test_every_explore_command_a_statement_shows_runs(capsys, monkeypatch):
    monkeypatch.chdir(ROOT)             # their paths are the repository's
    commands = [re.findall(r"`python3 explore.py ([^`]*)`", statement(name)) for name in PROBLEMS]
    commands = [command for found in commands for command in found]
    assert len(commands) >= 5
    for command in commands:
        assert run(capsys, *shlex.split(command))[0] == 0, command


@pytest.mark.parametrize("compiler", sorted(STRICT_BUILDS.keys() - {"g++"}))
def test_the_engine_builds_warning_free_as_c89(compiler, tmp_path):
    if shutil.which(compiler) is None:
        pytest.skip("no %s here" % compiler)
    built = subprocess.run([compiler] + STRICT_BUILDS[compiler] + [os.path.join(ROOT, "explorer", "native", "octal.c"),
                                                                   "-o", str(tmp_path / "octal")],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    assert built.returncode == 0 and built.stdout == b""


# --- What a user gives, and the CPU time it takes ------------------------------------------

def test_the_largest_graph_chess_game_allows_is_well_within_the_bound():
    assert 2 * os.path.getsize(os.path.join(ROOT, "testdata", "chess-game", "06-complete-graph.in")) \
        <= game_graphs.MAX_BYTES


@pytest.mark.parametrize("kind", ["dev-zero", "fifo", "folder", "huge"])
@pytest.mark.parametrize("command, name, limit", [("graph", "graph.in", game_graphs.MAX_BYTES),
                                                  ("game", "game.py", userfiles.SOURCE_LIMIT)])
def test_a_file_that_is_no_regular_file_or_too_large_is_refused_unread(tmp_path, kind, command, name, limit):
    path = str(tmp_path / name)
    said = make_odd(kind, path, limit)
    status, out, err, cpu = explore_process(command, path, timeout=30)
    assert status == 2 and out == "" and err.count("\n") == 1 and said in err, err
    assert cpu < 3


@pytest.mark.parametrize("argv, words", [
    (["graph", os.path.join(HOSTILE, "long-number.in")], "line 3"),    # chessman on 0, written with 5000 zeros
    (["octal", "0." + "7" * 130000], "at most 100000 digits"),
    (["octal", "0." + "8" * 130000], "digits are 0 to 7"),
    (["subtract", "1," + "9" * 5000], "a subtraction set is integers from 1 to 100000"),
    (["pn", "k," + "9" * 5000], "the numbers in a rule are 0 to 2000"),
    (["pn", "k," + "q" * 5000], "each side of a rule"),
    (["octal", ".77", "--heaps", "9" * 5000], "--heaps"),
    (["octal", ".77", "x" * 5000], "unrecognized arguments"),
])
def test_huge_numbers_and_arguments_are_one_short_line_and_exit_status_2(capsys, argv, words):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == "" and err.count("\n") == 1 and words in err, err[:300]
    assert len(err) < 300                   # the argument cut short, never echoed whole


def test_leading_zeros_make_a_number_no_longer(capsys):
    assert run_json(capsys, "subtract", "0" * 5000 + "1,3")["set"] == [1, 3]


def test_octal_honours_seconds_in_cpu_time_past_a_costly_first_stage():
    # No split before heap 3001, then 5000 of them: the heaps after 4096 are the costly ones.
    status, out, err, cpu = explore_process("octal", "0." + "0" * 2999 + "4" * 5000, "--seconds", "1", "--json")
    assert status == 0 and json.loads(out)["stopped"], err
    assert cpu < 3


def test_octal_reports_cpu_time_its_build_included_and_not_waiting(monkeypatch):
    real_run, real_built = subprocess.run, octal.cbuild.built

    def slow_to_start(*args, **options):            # half a second of waiting, no CPU time
        time.sleep(0.5)
        return real_run(*args, **options)

    def costly_build(*args):                        # a build of 0.3 s of CPU time
        started = time.process_time()
        while time.process_time() < started + 0.3:
            pass
        return real_built(*args)

    monkeypatch.setattr(octal.subprocess, "run", slow_to_start)
    monkeypatch.setattr(octal.cbuild, "built", costly_build)
    result = octal.explore(octal.parse_code(".6"), seconds=0.6)
    assert result.stopped and 0.5 <= result.seconds < 0.9          # the engine had what the build left


def test_pn_honours_seconds_and_says_how_far_it_got():
    status, out, err, cpu = explore_process("pn", "2k,1", "--size", "2000", "--seconds", "1", "--json")
    found = json.loads(out)
    assert status == 0 and found["stopped"] and 0 < found["rows"] < 2000, err
    assert all(a < found["rows"] for a, _ in found["p_positions"]) and found["seconds"] < 1.5
    assert cpu < 3
    status, out, err, cpu = explore_process("pn", "2k,1", "--size", "2000", "--seconds", "1")
    assert "The time ran out (--seconds) when" in said(out) and "s of CPU time" in said(out)
    assert cpu < 3


def test_pn_stopped_early_gives_exact_rows():
    rules = twopile.parse_rules("2k,1")
    partial = twopile.p_positions(rules, 2000, seconds=1.0)      # some 13 rows: one takes some 80 ms
    assert 0 < partial.rows < 2000
    whole = twopile.p_positions(rules, 60).positions
    rows = min(partial.rows, 60)
    assert [p for p in partial.positions if p[0] < rows and p[1] < 60] == [p for p in whole if p[0] < rows]


def test_pn_up_to_k_on_both_piles_at_the_largest_size_is_quick():
    status, out, err, cpu = explore_process("pn", "<=k,<=k", "--size", "2000", "--json", timeout=60)
    found = json.loads(out)
    assert status == 0 and found["p_positions"] == [[0, 0]] and not found["stopped"]
    assert cpu < twopile.DEFAULT_SECONDS + 3


def test_the_time_is_reported_as_cpu_time(capsys):
    for argv in (["octal", ".77"], ["subtract", "1,3,4"], ["pn", "wythoff"]):
        status, out, _ = run(capsys, *argv)
        assert status == 0 and "s of CPU time" in said(out), argv


def test_the_package_index_lists_every_module():
    with open(os.path.join(ROOT, "explorer", "__init__.py")) as index:
        text = index.read()
    for name in os.listdir(os.path.join(ROOT, "explorer")):
        if name.endswith(".py") and name != "__init__.py":
            assert "\n  %s " % name[:-3] in text, name


@pytest.mark.parametrize("argv,said", [
    (["octal", "."], "an octal code has a digit at least"),
    (["subtract", "-1,2"], "'-1': a subtraction set is integers from 1"),
])
def test_a_code_or_set_without_a_move_is_bad_input(capsys, argv, said):
    assert explore.main(argv) == 2
    assert said in capsys.readouterr().err


def test_an_empty_graph_file_is_bad_input(tmp_path, capsys):
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    assert explore.main(["graph", str(empty)]) == 2
    assert "empty.txt: it holds no game graph" in capsys.readouterr().err
