"""Export: packages a real judging system takes as they are, checked with
their own validators before the export says done. One problem of each
kind: plain answers (cet4) and a checker (the toy nim-move)."""

import base64
import contextlib
import os
import shutil
import signal
import subprocess
import sys
import time
import zipfile

import pytest

from conftest import ROOT, needs_sandbox
from common import casemodel as cases
from common import paths
from common.errors import UsageError
from localjudge import access, export, statements, testdata
from localjudge.problems import Problem

pytestmark = needs_sandbox

TOY = os.path.join(ROOT, "tests", "toy")


@contextlib.contextmanager
def toy_project(toy):
    """The project's paths pointed at a copy of the toy problem in toy, its data written."""
    for folder in ("problems", "oracles", "solutions"):
        shutil.copytree(os.path.join(TOY, folder), str(toy / folder))
    with pytest.MonkeyPatch.context() as patch:
        for name, folder in (("PROBLEMS_DIR", "problems"), ("ORACLES_DIR", "oracles"),
                             ("SOLUTIONS_DIR", "solutions"), ("TESTDATA_DIR", "testdata")):
            patch.setattr(paths, name, str(toy / folder))
        patch.setattr(paths, "REJECTED_DIR", str(toy / "solutions"))
        testdata.write("nim-move")
        yield


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """{problem name: Exported}: cet4 in the contest form, and the toy
    problem with a checker in the training form."""
    to = tmp_path_factory.mktemp("export")
    done = {"cet4": export.export(Problem("cet4"), str(to))}
    with toy_project(tmp_path_factory.mktemp("toy")):
        done["nim-move"] = export.export(Problem("nim-move"), str(to), training=True)
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
    assert "validation: \"custom\"" in text and "time_limit" not in text
    assert "source:" not in text and "HDU" not in text        # nothing for teams to look it up by


def test_the_contest_form_gives_teams_the_statement_limits_and_sample_only(exported):
    with open(os.path.join(exported["cet4"].folder, "problem.html")) as page:
        html = page.read()
    for section in ("Input", "Output", "Limits", "Sample"):
        assert "<h2>%s</h2>" % section in html
    assert "Analysis" not in html and "Files" not in html and "solutions/" not in html and "oracle" not in html
    with open(os.path.join(exported["nim-move"].folder, "problem.html")) as page:
        html = page.read()
    assert "<h2>Analysis</h2>" in html and "<h2>Files</h2>" not in html       # the training form
    with open(os.path.join(exported["cet4"].folder, "problem_statement", "problem.en.tex")) as statement:
        latex = statement.read()
    assert latex.startswith(statements.TIGHTLIST + "\\problemname{Good Luck in CET-4 Everybody!}\n")
    assert "\\section*{Input}" in latex and "\\section*{Limits}" in latex
    assert "\\section{" not in latex and "Analysis" not in latex and "Sample" not in latex   # problemtools adds it


def test_the_latex_statement_is_text_as_written(exported):
    with open(os.path.join(exported["nim-move"].folder, "problem_statement", "problem.en.tex")) as statement:
        latex = statement.read()
    assert "\\section*{Analysis}" in latex
    assert "\\verb|p'|" in latex                          # code with ' prints as typed in PDF and HTML
    assert "\\$1" in latex and "\\textbackslash input\\{/etc/hostname\\} 100\\%" in latex   # text, not TeX
    assert "\\input{" not in latex


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
    with open(os.path.join(exported["cet4"].folder, "input_validators", "validate", "validate.py")) as source:
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


def test_pictures_go_beside_the_latex_as_png_and_inline_into_the_page(exported):
    folder = exported["nim-move"].folder
    with open(os.path.join(TOY, "problems", "nim-move", "piles.svg"), "rb") as original:
        picture = original.read()
    with open(os.path.join(folder, "problem_statement", "piles.png"), "rb") as converted:
        assert converted.read(8) == b"\x89PNG\r\n\x1a\n"
    with open(os.path.join(folder, "problem_statement", "problem.en.tex")) as statement:
        assert "\\includegraphics[width=0.9\\textwidth]{piles.png}" in statement.read()
    with open(os.path.join(folder, "problem.html")) as page:
        html = page.read()
    assert 'src="data:image/svg+xml;base64,%s"' % base64.b64encode(picture).decode() in html
    assert os.listdir(os.path.join(exported["cet4"].folder, "problem_statement")) == ["problem.en.tex"]


def test_nothing_that_runs_reaches_the_page_given_to_teams(exported):
    with open(os.path.join(exported["nim-move"].folder, "problem.html")) as page:
        html = page.read().lower().split("</head>", 1)[1]       # the body; the head is our own stylesheet
    assert "xor is 0" in html and "a link" in html and "a paragraph" in html
    for unsafe in ("<script", "<iframe", "<svg", "onerror", "onload", "onclick", "javascript:", "data:text",
                   "background"):
        assert unsafe not in html, unsafe
    assert html.count("data:image/svg+xml;base64,") == 1


def test_a_package_holds_no_link_and_no_name_the_format_forbids(tmp_path):
    (tmp_path / "inside").mkdir()
    (tmp_path / "outside.in").write_text("1\n")
    os.symlink(str(tmp_path / "outside.in"), str(tmp_path / "inside" / "linked.in"))
    os.symlink(str(tmp_path), str(tmp_path / "inside" / "out"))
    os.mkfifo(str(tmp_path / "inside" / "fifo.in"))
    (tmp_path / "inside" / "plain.in").write_text("1\n")
    for path, words in (("inside/linked.in", "symbolic link"), ("inside/out/outside.in", "leads out of"),
                        ("inside/fifo.in", "not a regular file")):
        with pytest.raises(UsageError, match=words):
            access.read_own(str(tmp_path / path), str(tmp_path / "inside"))
    assert access.read_own(str(tmp_path / "inside" / "plain.in"), str(tmp_path / "inside")) == b"1\n"
    for name in ("data/secret/a b.in", "data/secret/.hidden.in", "data/s\u00e9cret/x.in", "../x.in"):
        with pytest.raises(UsageError, match="no name for a file in a package"):
            export._write(str(tmp_path / "package"), name, "1\n")


def test_an_export_that_fails_leaves_nothing_and_keeps_the_package_it_replaces(tmp_path):
    to = tmp_path / "export"
    with toy_project(tmp_path / "toy"):
        export.export(Problem("nim-move"), str(to))
        before = {path: path.read_bytes() for path in to.rglob("*") if path.is_file()}
        secret = tmp_path / "toy" / "testdata" / "nim-move" / "02-all-small.in"
        secret.unlink()
        os.symlink("/etc/passwd", str(secret))
        with pytest.raises(UsageError, match="symbolic link"):
            export.export(Problem("nim-move"), str(to))
        os.unlink(str(secret))
        testdata.write("nim-move")
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(export, "check", interrupt)
            with pytest.raises(KeyboardInterrupt):
                export.export(Problem("nim-move"), str(to), training=True)
    assert {path: path.read_bytes() for path in to.rglob("*") if path.is_file()} == before
    assert sorted(os.listdir(str(to))) == ["nimmove", "nimmove.zip"]


def test_a_rejected_solution_whose_verdict_rests_on_the_build_is_left_out(tmp_path):
    to = tmp_path / "export"
    with toy_project(tmp_path / "toy"):
        with open(os.path.join(TOY, "solutions", "nim-move.largest-pile.c")) as wrong:
            text = wrong.read().replace("/* Wrong Answer:", "/* Runtime Error:", 1)
        (tmp_path / "toy" / "solutions" / "nim-move.says-it-crashes.c").write_text(text)
        done = export.export(Problem("nim-move"), str(to))
    said = [line for line in done.left_out if line.startswith("nim-move.says-it-crashes.c")]
    assert len(said) == 1 and "it gets wrong_answer, not run_time_error" in said[0], done.left_out
    assert not (to / "nimmove" / "submissions" / "run_time_error").exists()
    with zipfile.ZipFile(str(to / "nimmove.zip")) as packed:
        assert not [name for name in packed.namelist() if "says-it-crashes" in name]
        assert "submissions/wrong_answer/nim-move.largest-pile.c" in packed.namelist()


def interrupt(*args):
    raise KeyboardInterrupt


def test_ctrl_c_during_an_export_leaves_nothing_behind(tmp_path):
    to = tmp_path / "export"
    to.mkdir()
    judge = subprocess.Popen([sys.executable, os.path.join(ROOT, "judge.py"), "export", "cet4", "--to", str(to)],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    while judge.poll() is None and not list(to.glob(".cet4-*/cet4/submissions")):
        time.sleep(0.01)
    judge.send_signal(signal.SIGINT)
    assert judge.wait(timeout=120) == 130, judge.stderr.read()
    assert os.listdir(str(to)) == []


def test_ctrl_c_as_the_package_is_put_in_place_leaves_it_whole_and_nothing_of_the_old(tmp_path, monkeypatch):
    """A Ctrl-C held back during the swap is taken, not delivered late: the
    new package is in place, the old one is gone, no hidden folder stays,
    and the export says it was interrupted after writing it."""
    to = tmp_path / "export"
    with toy_project(tmp_path / "toy"):
        export.export(Problem("nim-move"), str(to))
        replace = os.replace

        def interrupted_replace(source, target):
            os.kill(os.getpid(), signal.SIGINT)          # held back: it lands in the swap
            return replace(source, target)
        monkeypatch.setattr(export.os, "replace", interrupted_replace)
        done = export.export(Problem("nim-move"), str(to))
    assert done.interrupted
    assert sorted(os.listdir(str(to))) == ["nimmove", "nimmove.zip"]
    assert (to / "nimmove" / "problem.yaml").is_file()


@pytest.mark.parametrize("shown, said", [
    ("![a path](\\\\input/etc/passwd\\\\relax)", "not an SVG file of its own"),
    ("![an absolute path](/etc/passwd.svg)", "not an SVG file of its own"),
    ("![up and out](../../outside.svg)", "not an SVG file of its own"),
    ("![missing](nowhere.svg)", "not an SVG file of its own"),
    ("![too large](huge.svg)", "declares 12000 x 12000 pixels"),
])
def test_a_picture_that_is_not_one_of_the_problems_own_stops_the_export(tmp_path, shown, said):
    to = tmp_path / "export"
    with toy_project(tmp_path / "toy"):
        folder = tmp_path / "toy" / "problems" / "nim-move"
        (folder / "huge.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" width="12000" height="12000"/>')
        statement = folder / "statement.md"
        statement.write_text(statement.read_text() + "\n" + shown + "\n")
        with pytest.raises(UsageError, match=said):
            export.export(Problem("nim-move"), str(to))
    assert not to.exists() or not [p for p in to.iterdir() if p.name.startswith(".")]


def test_a_statement_whose_sample_is_not_its_data_is_refused_naming_the_line(tmp_path, capsys):
    """A coach who edits the sample output in the statement, and not in
    testdata/, would give teams a page that shows one output and a judge
    that wants another: export, and judge.py test of the problem, refuse."""
    to = tmp_path / "export"
    with toy_project(tmp_path / "toy"):
        statement = tmp_path / "toy" / "problems" / "nim-move" / "statement.md"
        statement.write_text(statement.read_text().replace("lose\n1 2\n```", "lose\n1 3\n```"))
        with pytest.raises(UsageError, match="the sample (input|output) differs from .*01-sample.* at its line"):
            export.export(Problem("nim-move"), str(to))
    assert not to.exists() or os.listdir(str(to)) == []


def test_judge_py_test_of_a_problem_checks_its_sample_first(tmp_path, capsys):
    import judge
    shutil.copytree(os.path.join(ROOT, "problems", "cet4"), str(tmp_path / "problems" / "cet4"))
    statement = tmp_path / "problems" / "cet4" / "statement.md"
    statement.write_text(statement.read_text().replace("Kiki\nCici\n```", "Kiki\nKiki\n```"))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(paths, "PROBLEMS_DIR", str(tmp_path / "problems"))
        assert judge.main(["test", "cet4"]) == 2
    err = capsys.readouterr().err
    assert "sample output differs from testdata/cet4/01-sample.ans at its line 2" in err and err.count("\n") == 1
