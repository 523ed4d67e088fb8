"""A contestant's record of their work: judge.py test of their own source,
hint and analysis are recorded in a history outside the checkout; status
shows it on the path; two judges at once both record; a damaged history
is set aside, never lost; a home that cannot be written still judges; a
checkout no user may write (a lab's shared install) judges, stresses and
exports for an ordinary user."""

import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile

import pytest

import judge
from conftest import ROOT, needs_sandbox
from common import paths
from localjudge import history, statements
from localjudge.problems import Problem


@pytest.fixture
def state(tmp_path, monkeypatch):
    """A history of its own for the test."""
    folder = tmp_path / "state"
    monkeypatch.setenv(paths.STATE_VARIABLE, str(folder))
    monkeypatch.setattr(history, "_warned", set())
    return folder


def recorded(folder):
    with open(os.path.join(str(folder), history.FILE), encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def test_the_history_is_kept_outside_the_checkout(monkeypatch):
    monkeypatch.delenv(paths.STATE_VARIABLE, raising=False)
    monkeypatch.setenv("XDG_STATE_HOME", "/home/someone/.local/state")
    assert paths.state_dir() == "/home/someone/.local/state/impartial-games"
    monkeypatch.setenv("XDG_STATE_HOME", "relative/path")      # not absolute: the specification ignores it
    assert paths.state_dir() == os.path.join(os.path.expanduser("~"), ".local", "state", "impartial-games")
    assert not paths.state_dir().startswith(ROOT + os.sep)


@needs_sandbox
def test_a_test_of_ones_own_source_is_recorded_with_its_first_failing_test(state, tmp_path, capsys):
    wrong = tmp_path / "cet4-wrong.c"
    wrong.write_text('#include <stdio.h>\nint main(void) { int n; while (scanf("%d", &n) == 1) '
                     'puts(n % 3 ? "Cici" : "Kiki"); return 0; }\n')
    assert judge.main(["test", "cet4", str(wrong)]) == 1
    assert judge.main(["test", "cet4", os.path.join(ROOT, "solutions", "cet4.c")]) == 0
    assert judge.main(["test", "cet4", os.path.join(ROOT, "solutions", "cet4.c"), "--case", "01"]) == 0
    assert judge.main(["test", "cet4"]) == 0                  # the reference, not the user's own: not recorded
    first, second, third = recorded(state)
    assert first["event"] == "test" and first["problem"] == "cet4" and first["verdict"] == "Wrong Answer"
    assert first["first_failing"] == "01-sample" and first["whole"] is True
    assert first["source_sha256"] == history.source_hash(str(wrong)) and len(first["source_sha256"]) == 64
    assert "T" in first["time"] and second["verdict"] == "Accepted" and second["first_failing"] is None
    assert third["whole"] is False
    capsys.readouterr()
    assert judge.main(["status", "--json"]) == 0
    cet4 = json.loads(capsys.readouterr().out)["problems"][0]
    assert cet4["name"] == "cet4" and cet4["state"] == "solved" and cet4["tries"] == 3


def test_hints_come_one_at_a_time_and_are_recorded(state, capsys):
    count = len(statements.hints(Problem("cet4")))
    seen = []
    for number in range(1, count + 2):
        assert judge.main(["hint", "cet4"]) == 0
        seen.append(capsys.readouterr().out)
    assert "hint 1 of %d" % count in seen[0] and "hint 2 of %d" % count in seen[1]
    assert "last hint" in seen[count - 1] and "seen all %d hints" % count in seen[count]
    assert judge.main(["hint", "cet4", "1"]) == 0 and "hint 1 of" in capsys.readouterr().out
    assert judge.main(["hint", "cet4", "99"]) == 2
    assert [event["hint"] for event in recorded(state)] == list(range(1, count + 1)) + [count, 1]


def test_status_shows_each_problem_on_the_path_and_what_to_take_next(state, capsys):
    history.record("test", problem="cet4", verdict="Accepted", first_failing=None, whole=True)
    history.record("test", problem="brave-game", verdict="Wrong Answer", first_failing="02-small", whole=True)
    history.record("hint", problem="brave-game", hint=1)
    history.record("analysis", problem="kiki-game")
    assert judge.main(["status"]) == 0
    out = capsys.readouterr().out
    rows = {line.split()[1]: line for line in out.splitlines() if line[:3].strip().isdigit()}
    assert "solved" in rows["cet4"] and "tried" in rows["brave-game"] and "Wrong Answer" in rows["brave-game"]
    assert "1/" in rows["brave-game"] and "seen" in rows["kiki-game"] and "not started" in rows["land-auction"]
    assert "Next on the path: brave-game" in out and "Solved 1 of" in out
    assert judge.main(["status", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["next"] == "brave-game" and shown["history"].endswith(history.FILE)
    brave = next(p for p in shown["problems"] if p["name"] == "brave-game")
    assert brave["first_failing"] == "02-small" and brave["hints_seen"] == 1 and brave["hints"] >= 3


def test_analysis_is_recorded_and_shows_the_model(state, capsys):
    assert judge.main(["analysis", "tree-game"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("A tree game: analysis") and "Model: " in out
    assert recorded(state)[0]["event"] == "analysis"


def test_two_judges_at_once_both_record(state):
    program = ("import sys; sys.path.insert(0, %r)\nfrom localjudge import history\n"
               "for i in range(200): history.record('hint', problem='p' + sys.argv[1], hint=i)\n" % ROOT)
    writers = [subprocess.Popen([sys.executable, "-c", program, str(n)]) for n in (1, 2)]
    assert [writer.wait() for writer in writers] == [0, 0]
    events = recorded(state)
    assert len(events) == 400 and {e["problem"] for e in events} == {"p1", "p2"}
    assert sorted(e["hint"] for e in events if e["problem"] == "p1") == list(range(200))


@pytest.mark.parametrize("damage", [b"not json\n", b'{"event": "test", "problem": "cet4"', b"\xff\xfe\n",
                                    b'["a list"]\n'])
def test_a_damaged_history_is_set_aside_and_a_new_one_started(state, capsys, damage):
    state.mkdir()
    (state / history.FILE).write_bytes(b'{"event": "hint", "problem": "cet4", "hint": 1}\n' + damage)
    assert judge.main(["status"]) == 0
    err = capsys.readouterr().err
    aside = [name for name in os.listdir(str(state)) if name.startswith(history.FILE + ".damaged-")]
    assert len(aside) == 1 and err.count("\n") == 1 and "damaged" in err and aside[0] in err
    assert (state / aside[0]).read_bytes().endswith(damage)            # kept as it was
    history.record("hint", problem="cet4", hint=2)
    assert [e["hint"] for e in recorded(state)] == [2]


@needs_sandbox
def test_a_home_that_cannot_be_written_still_judges_and_says_nothing_is_recorded(tmp_path, monkeypatch, capsys):
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    monkeypatch.setattr(history, "_warned", set())
    monkeypatch.delenv(paths.STATE_VARIABLE, raising=False)
    monkeypatch.delenv("XDG_STATE_HOME", raising=False)
    monkeypatch.setenv("HOME", str(blocked))                  # its state folder cannot be made
    assert judge.main(["test", "cet4", os.path.join(ROOT, "solutions", "cet4.c")]) == 0
    assert judge.main(["hint", "cet4"]) == 0
    err = capsys.readouterr().err
    assert err.count("nothing is recorded") == 1 and len(err.splitlines()) == 1, err


INSTALLED = ["judge.py", "common", "localjudge", "oracles", "problems", "solutions/cet4.c", "testdata/cet4"]


@needs_sandbox
def test_a_checkout_no_user_may_write_judges_stresses_and_exports_for_each_user():
    """A lab's shared install: the checkout belongs to someone else (as
    root, the judge runs as uid 65534), and each user's builds, outputs
    and history go to their own folders."""
    base = tempfile.mkdtemp(prefix="shared-install-", dir="/tmp")
    try:
        install, home = os.path.join(base, "install"), os.path.join(base, "home")
        for part in INSTALLED:
            source, copy = os.path.join(ROOT, part), os.path.join(install, part)
            os.makedirs(os.path.dirname(copy), exist_ok=True)
            (shutil.copytree if os.path.isdir(source) else shutil.copy)(source, copy)
        os.makedirs(os.path.join(install, "solutions", "rejected"))
        os.makedirs(home)
        before = _tree(install)
        os.chmod(base, 0o755)
        if os.geteuid() == 0:
            os.chown(home, 65534, 65534)
            as_user = ["setpriv", "--reuid", "65534", "--regid", "65534", "--clear-groups"]
        else:
            _chmod_tree(install, writable=False)
            as_user = []
        env = {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8"}

        def judged(*argv):
            return subprocess.run(as_user + ["/usr/bin/python3", "judge.py"] + list(argv), cwd=install, env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        test = judged("test", "cet4", "solutions/cet4.c")
        assert test.returncode == 0, test.stderr
        stress = judged("stress", "cet4", "--time", "0.5")
        assert stress.returncode == 0, stress.stderr
        status = judged("status")
        assert status.returncode == 0 and "solved" in status.stdout.decode(), status.stderr
        cache = os.path.join(home, ".cache", "impartial-games")
        assert os.path.isdir(os.path.join(cache, "cache"))
        assert os.path.isfile(os.path.join(home, ".local", "state", "impartial-games", history.FILE))
        if shutil.which("pandoc") and shutil.which("rsvg-convert"):
            export = judged("export", "cet4")
            assert export.returncode == 0, export.stderr
            assert os.path.isfile(os.path.join(cache, "export", "cet4.zip"))
        assert _tree(install) == before                        # nothing written in the install
    finally:
        _chmod_tree(base, writable=True)
        shutil.rmtree(base, ignore_errors=True)


def _tree(folder):
    return sorted(os.path.relpath(os.path.join(where, name), folder) for where, folders, files in os.walk(folder)
                  for name in folders + files if "__pycache__" not in where and name != "__pycache__")


def _chmod_tree(folder, writable):
    for where, folders, files in os.walk(folder):
        for name in [where] + [os.path.join(where, f) for f in files]:
            mode = os.lstat(name).st_mode
            if not stat.S_ISLNK(mode):
                os.chmod(name, (mode | stat.S_IWUSR) if writable else (mode & ~0o222))
