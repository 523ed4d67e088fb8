"""Reports that say what is wrong and where: robustness warnings only for a
layout, the input line whose answer differs (an extra line after a case's
answer, a line for the terminator), own cases outside the statement and
own answers the oracle disagrees with."""

import os

import pytest

import judge
from conftest import ROOT, needs_sandbox
from localjudge import judging, report
from localjudge.problems import Problem
from localjudge.verdicts import Verdict

pytestmark = needs_sandbox

KIKI = os.path.join(ROOT, "solutions", "kiki-game.c")
WYTHOFF = os.path.join(ROOT, "solutions", "wythoff-moves.c")


def judged(problem, source, cases=None, **options):
    p = Problem(problem)
    return judging.judge_source(p, str(source), p.limits(), tests=p.find_tests(cases) if cases else None,
                                **options)


def wythoff_printing(tmp_path, statement):
    """The reference solution of wythoff-moves with statement (C) run after
    each line a b it reads, the terminator's included."""
    with open(WYTHOFF) as reference:
        code = reference.read()
    loop = "while (read_number(&a) && read_number(&b) && !(a == 0 && b == 0))\n        answer(a, b);"
    assert loop in code
    source = tmp_path / "wythoff.c"
    source.write_text(code.replace(loop, "while (read_number(&a) && read_number(&b)) {\n"
                                         "        if (a || b) answer(a, b);\n        %s\n"
                                         "        if (!a && !b) break;\n    }" % statement))
    return source


def test_a_solution_wrong_on_every_test_gets_no_robustness_warning(tmp_path):
    source = tmp_path / "wrong.c"
    source.write_text('#include <stdio.h>\nint main(void) { puts("Wonderful!"); return 0; }\n')
    report = judged("kiki-game", source, run_all=True)
    assert report.verdict is Verdict.WRONG_ANSWER
    assert any(t.name.startswith("robustness/") and t.verdict is Verdict.WRONG_ANSWER for t in report.tests)
    assert report.warnings == []


def test_a_right_solution_with_robustness_warnings_is_summed_up_as_such(tmp_path):
    source = tmp_path / "no-end-of-file.c"           # loops on the last case when the terminator is missing
    source.write_text('#include <stdio.h>\nint main(void) {\n    int n = 0, m = 0;\n'
                      '    while (scanf("%d %d", &n, &m), n || m)\n'
                      '        puts(n % 2 && m % 2 ? "What a pity!" : "Wonderful!");\n    return 0;\n}\n')
    judged_report = judged("kiki-game", source)
    layouts = [t for t in judged_report.tests if t.group == "robustness"]
    warned = len(judged_report.warnings)
    assert judged_report.verdict is Verdict.ACCEPTED and warned >= 2
    assert report.tests_run(judged_report) == "all %d tests that count passed; %d of the %d robustness layouts warn" % (
        len(judged_report.tests) - len(layouts), warned, len(layouts))


@pytest.mark.parametrize("condition, blamed", [
    ("a == 2 && b == 2", "input line 3: 2 2"),         # once, after an answer of two lines
    ("partner(a) == b", "input line 2: 1 2")])         # after every losing position's answer, 0
def test_an_extra_line_after_a_cases_answer_names_that_case(tmp_path, condition, blamed):
    source = wythoff_printing(tmp_path, 'if (%s) put_text("0 1\\n");' % condition)
    report = judged("wythoff-moves", source, ["all-small-judge-kind"])
    detail = report.tests[0].detail
    assert report.verdict is Verdict.WRONG_ANSWER
    assert "(a line more after the answer to %s)" % blamed in detail, detail


def test_a_line_for_the_terminator_says_so(tmp_path):
    source = wythoff_printing(tmp_path, 'if (!a && !b) put_text("0\\n");')
    detail = judged("wythoff-moves", source, ["sample"]).tests[0].detail
    assert "the terminator `0 0`, which ends the input and is no case" in detail, detail


def test_an_own_case_outside_the_statement_names_the_bound_it_breaks(tmp_path, capsys):
    case = tmp_path / "big.in"
    case.write_text("1 1000001\n0 0\n")
    status = judge.main(["test", "wythoff-moves", WYTHOFF, "--case", str(case)])
    err = capsys.readouterr().err
    assert status == 2 and len(err.splitlines()) == 1
    assert "line 1: b = 1000001 is outside 0..1000000" in err, err


def test_an_own_answer_the_oracle_disagrees_with_is_reported_with_the_oracles_answer(tmp_path):
    (tmp_path / "mine.in").write_text("4 4\n1 1\n0 0\n")
    (tmp_path / "mine.ans").write_text("Wonderful!\nWonderful!\n")
    report = judged("kiki-game", KIKI, [str(tmp_path / "mine.in")])
    assert report.verdict is Verdict.ACCEPTED                # judged by the oracle's answer
    note, = [note for note in report.notes if "mine.ans" in note]
    assert "disagrees with the oracle" in note and "input line 2: 1 1" in note
    assert "What a pity!" in note
