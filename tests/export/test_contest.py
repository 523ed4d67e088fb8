"""judge.py contest: one folder and one zip that DOMjudge imports as a
contest (contest.yaml with the fields its importer requires,
problemset.yaml with letters and distinct colours and each problem's
folder by its short-name), a printed problem set, the coach's limits and
credits, and nothing for teams to look a problem up by unless asked."""

import contextlib
import io
import re
import shutil
import zipfile

import pytest

import judge
from conftest import needs_sandbox
from localjudge import contest
from localjudge.problems import Problem

pytestmark = [needs_sandbox, pytest.mark.skipif(not shutil.which("pdflatex"), reason="no pdflatex here")]


def yaml_fields(path):
    """The top-level `key: value` pairs of a simple YAML file."""
    with open(path, encoding="utf-8") as text:
        return dict(re.findall(r"(?m)^([a-z_]+): (.*)$", text.read()))


SAID = {}


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    folder = tmp_path_factory.mktemp("contest") / "weekly-1"
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = judge.main(["contest", "cet4", "brave-game", "--to", str(folder), "--title", "Weekly training 1",
                             "--start", "2026-12-08 18:00", "--duration", "2:30", "--time-limit", "2",
                             "--memory-limit", "brave-game=64"])
    assert status == 0
    SAID["out"] = out.getvalue()
    return folder


def test_contest_yaml_holds_what_domjudges_importer_requires(made):
    fields = yaml_fields(str(made / "contest.yaml"))
    for required in ("start_time", "name", "id", "duration"):    # ImportExportService::importContestData
        assert required in fields, required
    assert fields["name"] == '"Weekly training 1"' and fields["id"] == '"weekly-training-1"'
    assert fields["duration"] == '"2:30:00"' and fields["start_time"].startswith('"2026-12-08T18:00:00')
    assert re.fullmatch(r'"[a-zA-Z0-9_.-]+"', fields["id"])          # DOMjudge's external identifier


def test_problemset_yaml_gives_letters_distinct_colours_and_each_problems_folder(made):
    with open(str(made / "problemset.yaml"), encoding="utf-8") as text:
        listed = text.read()
    letters = re.findall(r"letter: (\S+)", listed)
    short_names = re.findall(r"short-name: (\S+)", listed)
    colours = re.findall(r"rgb: '(#[0-9a-f]{6})'", listed)
    assert letters == ["A", "B"] and short_names == ["cet4", "bravegame"] and len(set(colours)) == 2
    for name in short_names:                         # import-contest finds each problem so
        assert (made / name / "problem.yaml").is_file() and (made / (name + ".zip")).is_file()
    assert len({colour for _, colour in contest.COLOURS}) == len(contest.COLOURS) == len(contest.LETTERS)


def test_the_coachs_limits_hold_and_no_judge_id_is_given_to_teams(made):
    assert (made / "cet4" / ".timelimit").read_text().strip() == "2"
    assert (made / "bravegame" / ".timelimit").read_text().strip() == "2"
    assert "memory: 64" in (made / "bravegame" / "problem.yaml").read_text()
    assert "memory: 32" in (made / "cet4" / "problem.yaml").read_text()
    for name in ("cet4", "bravegame"):
        meta = (made / name / "problem.yaml").read_text()
        page = (made / name / "problem.html").read_text()
        assert "source:" not in meta and "HDU" not in meta + page
        assert "Sources" not in page and "assumed" not in page and "Time: 2 seconds." in page


def test_the_problem_set_prints_each_problem_and_the_zip_holds_the_folder(made):
    pages = int(re.search(r"problemset.pdf of ([0-9]+) pages", SAID["out"]).group(1))
    assert (made / "problemset.pdf").read_bytes().startswith(b"%PDF") and pages >= 3    # a title page, A, B
    with zipfile.ZipFile(str(made) + ".zip") as packed:
        names = set(packed.namelist())
    assert {"contest.yaml", "problemset.yaml", "problemset.pdf", "cet4/problem.yaml", "bravegame.zip"} <= names
    assert not [name for name in names if name.startswith(".") or "/." in name.replace("/.timelimit", "")]


def test_with_source_names_the_judge_and_a_problem_of_ones_own_its_author(tmp_path, capsys):
    from localjudge import export
    meta = export.package_meta(Problem("cet4"), "educational", with_source=True)
    assert meta["source"] == "HDU 1847"
    meta = export.package_meta(Problem("kayles"), "cc by", author="A. Coach", source="Weekly training")
    assert (meta["author"], meta["source"], meta["license"]) == ("A. Coach", "Weekly training", "cc by")
    assert "source" not in export.package_meta(Problem("kayles"), "educational")


def test_a_package_without_author_or_source_names_a_rights_owner_as_its_license_needs():
    from localjudge import export
    assert export.package_meta(Problem("cet4"), "educational")["rights_owner"] == export.RIGHTS_OWNER
    assert "rights_owner" not in export.package_meta(Problem("cet4"), "public domain")
    assert "rights_owner" not in export.package_meta(Problem("cet4"), "educational", with_source=True)


@pytest.mark.parametrize("argv, said", [
    (["--duration", "forever"], "--duration is hours and minutes"),
    (["--start", "next week"], "--start is a date and a time"),
    (["--time-limit", "kiki-game=2"], "kiki-game is no problem of this contest"),
    (["--memory-limit", "0"], "--memory-limit takes MB"),
])
def test_a_contest_asked_wrong_is_one_line_before_anything_is_written(tmp_path, capsys, argv, said):
    folder = tmp_path / "c"
    assert judge.main(["contest", "cet4", "--to", str(folder), "--title", "T"] + argv) == 2
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1 and not folder.exists()
