"""The training form: what a contestant reads first tells the game and
nothing else (no model, theorem, method, formula or answer), in every
view of it (judge.py show and list, the README's table, the contest
export); every problem has three or more hints and an analysis apart; the
path holds every problem once; show fits an 80-column terminal."""

import os
import re
import subprocess
import sys

import pytest

from conftest import PROBLEMS, ROOT
from localjudge import learning_path, plaintext, statements, training
from localjudge.problems import Problem

# Words and phrases that name a model, a theorem, a method, a formula or
# an answer; none may appear in a statement view unless the problem's own
# title or rules use it (ALLOWED). Matched whole-word, case-insensitive.
SPOILERS = [
    "Bash", "Nim", "nim heap", "Grundy", "Sprague", "SG", "mex", "minimum excludant", "colon principle",
    "fusion", "Hackenbush", "Wythoff", "Lasker", "Moore", "Multi-SG", "Every-SG", "Anti-SG", "SJ",
    "misère", "misere", "xor", "exclusive or", "nim-sum", "mod", "modulo", "remainder", "residue", "period",
    "periodic", "symmetry", "symmetric", "mirror", "mirrors", "parity", "golden", "phi", "Zeckendorf",
    "Fibonacci", "staircase", "strategy stealing", "strategy-stealing", "minimax", "alpha-beta",
    "P-position", "N-position", "P-positions", "N-positions", "Nim product", "Nim multiplication", "odious",
    "evil", "Mock Turtles", "coin-turning", "coin turning", "Euclid", "octal", "take-and-break",
    "sum of games", "Bouton", "Winning Ways", "theorem", "principle", "lemma", "induction", "formula",
    "power of two", "powers of two", "multiple of", "memoised", "memoized", "dynamic programming",
    "game tree", "game-tree", "Kayles", "Dawson", "Chomp", "Ferguson", "pairing", "tiling", "domino",
]

# Where the problem's own title or rules use a word, it is the game, not its answer.
ALLOWED = {
    "nim-or-not-nim": {"Nim"}, "a-simple-nim": {"Nim"}, "s-nim": {"Nim"}, "team-nim": {"Nim"},
    "fibonacci-again": {"Fibonacci"}, "euclid-game": {"Euclid"}, "cet4": {"power of two", "powers of two"},
}

# What a problem's statement views must not say of its answer (beyond SPOILERS).
ANSWERS = {
    "box-game": ["n + 1"], "cet4": ["3"], "empty-and-divide": ["odd", "both counts"],
    "funny-game": ["n <= 2"], "coin-game": ["K >= N", "K = 1"], "kiki-game": ["both even", "n and m are odd"],
    "tree-game": ["value", "branch"], "christmas-game": ["value", "odd cycle", "even cycle"],
    "chomp": ["first player always wins", "every board but"], "play-a-game": ["even", "odd"],
}


def spoilers_in(problem, text):
    """The spoiler words and answer phrases text holds for problem, its
    short names (the folders: kayles, wythoff-moves) aside: a name may stay."""
    allowed = ALLOWED.get(problem, set())
    text = re.sub(r"(?<![\w-])(%s)(?![\w-])" % "|".join(map(re.escape, sorted(PROBLEMS, key=len, reverse=True))),
                  " ", text)
    found = [word for word in SPOILERS if word not in allowed and
             re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(word), text, re.I)]
    return found + [phrase for phrase in ANSWERS.get(problem, []) if phrase in text and phrase not in allowed
                    and not _answer_in_rules(problem, phrase)]


def _answer_in_rules(problem, phrase):
    return phrase.isdigit()            # a bare number may stand in a bound or a sample


def shown(argv):
    done = subprocess.run([sys.executable, os.path.join(ROOT, "judge.py")] + argv, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, env=dict(os.environ, JUDGE_STATE_DIR="/nonexistent/state"))
    assert done.returncode == 0, done.stderr
    return done.stdout.decode()


@pytest.fixture(scope="module")
def listed():
    return shown(["list"])


@pytest.mark.parametrize("problem", PROBLEMS)
def test_no_view_of_a_statement_names_the_method(problem, listed):
    p = Problem(problem)
    views = {"show": training.statement_page(p), "contest": statements.statement_text(p, statements.CONTEST),
             "title": p.title, "list": next(line for line in listed.splitlines() if " %s " % problem in line),
             "README": next(line for line in open(os.path.join(ROOT, "README.md"), encoding="utf-8")
                            if "[%s]" % problem in line)}
    for view, text in views.items():
        assert spoilers_in(problem, text) == [], view


@pytest.mark.parametrize("problem", PROBLEMS)
def test_a_statement_points_only_at_what_it_holds(problem):
    """A picture the text speaks of is there; no text sends the reader to
    the analysis or to a section the view leaves out."""
    for form in (statements.CONTEST, statements.READING):
        text = statements.statement_text(Problem(problem), form)
        words = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", text)
        if re.search(r"\b(drawn|pictured|figure|picture)\b|shown below|see below", words, re.I):
            assert statements.pictures(text), (form, "speaks of a picture and shows none")
        assert not re.search(r"\b(analysis|hints?)\b", words, re.I), form
        for section in ("Sources", "Files"):
            assert not re.search(r"\b%s section\b" % section, words), form


@pytest.mark.parametrize("problem", PROBLEMS)
def test_a_problem_has_three_graded_hints_or_more(problem):
    hints = statements.hints(Problem(problem))
    assert len(hints) >= 3
    assert all(len(hint.split()) >= 8 for hint in hints)
    assert len(set(hints)) == len(hints)


@pytest.mark.parametrize("problem", PROBLEMS)
def test_the_analysis_is_apart_and_whole(problem):
    p = Problem(problem)
    analysis = statements.analysis_text(p)
    assert len(analysis.split()) >= 150
    assert "## " in analysis
    assert analysis.strip() not in statements.statement_text(p, statements.READING)
    assert "## Analysis" not in open(p.statement, encoding="utf-8").read()


@pytest.mark.parametrize("problem", PROBLEMS)
def test_show_fits_an_80_column_terminal(problem):
    page = training.statement_page(Problem(problem))
    assert [line for line in page.splitlines() if len(line) > plaintext.WIDTH] == []
    assert "`" not in page and "](" not in page


def test_the_path_holds_every_problem_once_each_after_what_it_builds_on():
    path = learning_path.steps()
    assert sorted(step.name for step in path) == sorted(PROBLEMS)
    assert [step.number for step in path] == list(range(1, len(path) + 1))
    assert all(step.difficulty in range(1, 6) and step.model for step in path)
    place = {step.name: step.number for step in path}
    assert all(place[earlier] < step.number for step in path for earlier in step.builds_on)
    assert path[0].builds_on == () and path[-1].name == "christmas-game"


def test_the_readme_table_is_the_path():
    path = learning_path.steps()
    problems = {step.name: Problem(step.name) for step in path}
    table = learning_path.readme_table(path, {n: p.title for n, p in problems.items()},
                                       {n: p.judge for n, p in problems.items()})
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as readme:
        assert table in readme.read(), "python3 judge.py path --readme prints the table the README should hold"


def test_list_shows_the_problems_in_the_path_order_with_their_difficulty(listed):
    rows = [line.split() for line in listed.splitlines()[1:]]
    path = learning_path.steps()
    assert [row[1] for row in rows] == [step.name for step in path]
    assert all(row[0] == str(step.number) and str(step.difficulty) in row for row, step in zip(rows, path))


@pytest.mark.parametrize("line, said", [
    ("cet4 6 - x", "difficulty 1 to 5"),
    ("cet4 1", "name difficulty builds-on model"),
    ("cet4 1 brave-game x", "does not list before it"),
    ("cet4 1 - x\ncet4 1 - y", "twice"),
    ("cet4 1 - x\nbrave 1 cet4, x", "commas only"),
])
def test_a_path_file_that_is_wrong_is_one_line_naming_the_line(tmp_path, monkeypatch, line, said):
    from common import paths
    from common.errors import UsageError
    (tmp_path / "path.txt").write_text("# a comment\n" + line + "\n")
    monkeypatch.setattr(paths, "PROBLEMS_DIR", str(tmp_path))
    with pytest.raises(UsageError, match=said):
        learning_path.steps()


def test_next_step_is_the_first_not_solved_whose_ground_is_solved():
    a, b, c = (learning_path.Step(1, "a", 1, (), ""), learning_path.Step(2, "b", 2, ("a",), ""),
               learning_path.Step(3, "c", 1, (), ""))
    assert learning_path.next_step([a, b, c], set()).name == "a"
    assert learning_path.next_step([a, b, c], {"a"}).name == "b"
    assert learning_path.next_step([a, b, c], {"c"}).name == "a"
    assert learning_path.next_step([a, b, c], {"a", "b", "c"}) is None


def test_plain_text_wraps_and_describes_what_it_cannot_draw():
    text = plaintext.plain("## Title\n\nA `long code span` " + "word " * 40 + "\n\n![a tree of 3 vertices](t.svg)\n\n"
                           "| a | b |\n|---|---|\n| 1 | 2 |\n\n```\nsample  line\n```\n", "problems/x")
    lines = text.splitlines()
    assert lines[:2] == ["Title", "-----"] and all(len(line) <= 80 for line in lines)
    assert "long code span" in text and "[Picture: a tree of 3 vertices. File: problems/x/t.svg]" in text
    assert "a  b" in text and "sample  line" in lines
