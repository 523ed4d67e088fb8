"""Export: packages a real judging system takes as they are, checked with
their own validators before the export says done. One problem of each
kind: plain answers (cet4) and a checker (the toy nim-move)."""

import base64
import os
import shutil
import subprocess
import sys
import zipfile

import pytest

from conftest import ROOT, needs_sandbox
from localjudge import export, paths, testdata
from localjudge.problems import Problem
from oracles import cases

pytestmark = needs_sandbox

TOY = os.path.join(ROOT, "tests", "toy")


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """{problem name: Exported}: cet4, and the toy problem with a checker."""
    to = tmp_path_factory.mktemp("export")
    done = {"cet4": export.export(Problem("cet4"), str(to), analysis=False)}
    toy = tmp_path_factory.mktemp("toy")
    for folder in ("problems", "oracles", "solutions"):
        shutil.copytree(os.path.join(TOY, folder), str(toy / folder))
    with pytest.MonkeyPatch.context() as patch:
        for name, folder in (("PROBLEMS_DIR", "problems"), ("ORACLES_DIR", "oracles"),
                             ("SOLUTIONS_DIR", "solutions"), ("TESTDATA_DIR", "testdata")):
            patch.setattr(paths, name, str(toy / folder))
        patch.setattr(paths, "REJECTED_DIR", str(toy / "solutions"))
        testdata.write("nim-move")
        done["nim-move"] = export.export(Problem("nim-move"), str(to))
    return done


def validate(exported, *argv, given=b""):
    """(exit status, judgemessage) of a package's validator, run with
    Python alone (-I: no project on the path) from another folder."""
    validator = os.path.join(exported.folder, "output_validators", "validate", "validate.py")
    feedback = os.path.join(os.path.dirname(exported.folder), "feedback")
    os.makedirs(feedback, exist_ok=True)
    done = subprocess.run([sys.executable, "-I", validator] + list(argv) + ([feedback] if argv else []),
                          input=given, stdout=subprocess.PIPE, cwd="/", timeout=60)
    if not argv:
        return done.returncode, ""
    message = os.path.join(feedback, "judgemessage.txt")
    with open(message) as said:
        text = said.read()
    os.remove(message)
    return done.returncode, text


def test_packages_are_named_for_both_targets_and_the_zip_has_its_files_at_the_root(exported):
    folder = exported["nim-move"].folder
    assert os.path.basename(folder) == "nimmove" and exported["nim-move"].archive.endswith("/nimmove.zip")
    with zipfile.ZipFile(exported["cet4"].archive) as packed:
        names = packed.namelist()
    for needed in ("problem.yaml", "domjudge-problem.ini", ".timelimit", "problem.html",
                   "data/sample/01-sample.in", "output_validators/validate/validate.py",
                   "submissions/accepted/cet4.c", "submissions/output_limit/cet4.waits-for-zero.c"):
        assert needed in names
    assert not [name for name in names if "robustness" in name or "/own/" in name]
    assert not os.path.exists(os.path.join(exported["cet4"].folder, "submissions", "output_limit"))


def test_the_time_limit_agrees_everywhere(exported):
    folder = exported["cet4"].folder
    with open(os.path.join(folder, ".timelimit")) as limit, open(os.path.join(folder, "domjudge-problem.ini")) as ini:
        assert limit.read().strip() == "1" and "timelimit = 1\n" in ini.read()
    with open(os.path.join(folder, "problem.yaml")) as meta:
        text = meta.read()
    assert "validation: \"custom\"" in text and "source: \"HDU 1847\"" in text and "time_limit" not in text


def test_the_statement_is_rendered_and_the_analysis_can_be_left_out(exported):
    with open(os.path.join(exported["cet4"].folder, "problem.html")) as page:
        html = page.read()
    assert "<h2>Input</h2>" in html and "Analysis" not in html
    with open(os.path.join(exported["nim-move"].folder, "problem_statement", "problem.en.md")) as statement:
        text = statement.read()
    assert not text.startswith("---") and "title:" not in text.split("\n", 1)[0]


def test_the_input_validator_refuses_what_the_statement_rules_out(exported):
    oracle = Problem("cet4").oracle
    assert validate(exported["cet4"], given=b"1\n3\n")[0] == 42
    for text in oracle.INVALID_INPUTS:
        assert validate(exported["cet4"], given=text.encode())[0] == 43, text


def test_the_output_validator_judges_as_the_judge_does(exported, tmp_path):
    case = tmp_path / "case.in"
    answer = tmp_path / "case.ans"
    case.write_text("1\n3\n")
    answer.write_text("Kiki\nCici\n")
    assert validate(exported["cet4"], str(case), str(answer), given=b"Kiki  \r\nCici\n\n")[0] == 42
    status, message = validate(exported["cet4"], str(case), str(answer), given=b"Kiki\n\nCici\n")
    assert status == 43 and message.startswith("Presentation Error")
    status, message = validate(exported["cet4"], str(case), str(answer), given=b"kiki\nCici\n")
    assert status == 43 and message.startswith("Wrong Answer")


def test_a_checker_problem_accepts_any_right_answer(exported, tmp_path):
    case, answer = tmp_path / "toy.in", tmp_path / "toy.ans"
    case.write_text("1\n3\n4 5 6\n")        # three winning moves: take 1, 3 or 5
    answer.write_text("1 1\n")
    assert validate(exported["nim-move"], str(case), str(answer), given=b"2 3\n")[0] == 42
    status, message = validate(exported["nim-move"], str(case), str(answer), given=b"2 2\n")
    assert status == 43 and message.startswith("Wrong Answer")


def test_the_export_checked_every_input_answer_and_submission(exported):
    for done in exported.values():
        assert any("inputs valid" in line for line in done.checked)
        assert any("submissions get their folders' verdicts" in line for line in done.checked)


def test_the_validator_embeds_the_judges_rules_as_they_are(exported):
    with open(os.path.join(exported["cet4"].folder, "input_format_validators", "validate", "validate.py")) as source:
        text = source.read()
    with open(cases.__file__) as model:
        assert repr(model.read()) in text


def test_a_validator_embeds_the_oracles_its_oracle_imports_and_runs_alone(tmp_path):
    # gg-and-mm's oracle plays Euclid's game from oracles/euclid_game.py.
    source = export.validator_source(Problem("gg-and-mm"))
    with open(os.path.join(ROOT, "oracles", "euclid_game.py")) as euclid:
        assert repr(euclid.read()) in source
    validator = tmp_path / "validate.py"
    validator.write_text(source)
    for given, status in ((b"1\n5 2\n", 42), (b"1\n5 1001\n", 43)):
        done = subprocess.run([sys.executable, "-I", str(validator)], input=given, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, cwd="/", timeout=60)
        assert done.returncode == status, given


def test_pictures_go_beside_the_markdown_and_inline_into_the_page(exported):
    folder = exported["nim-move"].folder
    with open(os.path.join(TOY, "problems", "nim-move-piles.svg"), "rb") as original:
        picture = original.read()
    with open(os.path.join(folder, "problem_statement", "nim-move-piles.svg"), "rb") as copied:
        assert copied.read() == picture
    with open(os.path.join(folder, "problem.html")) as page:
        html = page.read()
    assert 'src="data:image/svg+xml;base64,%s"' % base64.b64encode(picture).decode() in html
    assert not os.path.exists(os.path.join(exported["cet4"].folder, "problem_statement", "nim-move-piles.svg"))
