"""The judge's own failures and the compile limits: a fault of the judge or
of the machine is one line and exit status 3, never a traceback and never a
verdict; a source that makes the compiler run out of a limit is a
Compilation Error that names it; a compile the wall clock alone stopped is
tried again, and never cached."""

import errno
import os
import subprocess

import pytest

import judge
from conftest import make_layout, needs_sandbox, point_judge_at
from common import paths
from common.errors import InternalError
from localjudge import build, cache, limits
from localjudge.sandbox import bubblewrap, runs

pytestmark = needs_sandbox

SUM = '#include <stdio.h>\nint main(void)\n{\n    int a, b;\n    while (scanf("%d %d", &a, &b) == 2)\n' \
      '        printf("%d\\n", a + b);\n    return 0;\n}\n'


@pytest.fixture
def echo(tmp_path, monkeypatch):
    """echo-sum, with a source of its own (so that no compile is cached)."""
    make_layout(str(tmp_path))
    point_judge_at(monkeypatch, tmp_path)
    source = tmp_path / "sum.c"
    source.write_text("/* %s */\n%s" % (tmp_path, SUM))
    return str(source)


def judged_as_internal_error(capsys, source):
    """judge.py test on source: exit status 3 and one line, no traceback."""
    status = judge.main(["test", "echo-sum", source])
    err = capsys.readouterr().err
    assert status == 3, err
    assert err.startswith("judge.py: internal error: ") and err.count("\n") == 1, err
    return err


def test_an_unwritable_build_folder_is_an_internal_error(echo, capsys, monkeypatch, tmp_path):
    (tmp_path / "a-file").write_text("")
    monkeypatch.setattr(paths, "BUILD_DIR", str(tmp_path / "a-file" / "build"))
    assert "cannot build the helper launcher" in judged_as_internal_error(capsys, echo)


def test_an_unwritable_build_cache_is_an_internal_error(echo, capsys, monkeypatch, tmp_path):
    (tmp_path / "a-file").write_text("")
    monkeypatch.setattr(cache, "_folder", lambda: str(tmp_path / "a-file" / "cache"))
    assert "cannot write the build cache" in judged_as_internal_error(capsys, echo)


def test_a_missing_compiler_is_an_internal_error_not_a_compilation_error(echo, capsys, monkeypatch):
    found = build.shutil.which
    monkeypatch.setattr(build.shutil, "which", lambda name: None if name == "gcc" else found(name))
    assert "gcc is not installed" in judged_as_internal_error(capsys, echo)


def test_a_full_disk_is_an_internal_error(echo, capsys, monkeypatch):
    def full(path, mode="r", *args, **kwargs):
        if "w" in mode:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), path)
        return open(path, mode, *args, **kwargs)
    monkeypatch.setattr(build, "open", full, raising=False)
    assert os.strerror(errno.ENOSPC) in judged_as_internal_error(capsys, echo)


def test_a_lost_launcher_is_an_internal_error(echo, capsys, monkeypatch, tmp_path):
    quitter = tmp_path / "quitter"
    # Says it is ready, then leaves before the run it is sent.
    subprocess.run(["gcc", "-static", "-x", "c", "-", "-o", str(quitter)], check=True,
                   input=b"#include <stdlib.h>\n#include <unistd.h>\n"
                         b"int main(int argc, char **argv) { (void)argc; return write(atoi(argv[1]), \"READY\\n\", 6) != 6; }\n")
    built = bubblewrap.helper
    monkeypatch.setattr(bubblewrap, "helper", lambda name: str(quitter) if name == "launcher" else built(name))
    said = judged_as_internal_error(capsys, echo)
    # Gone before the run was sent, or before it reported: the same fault.
    assert "the launcher's report on the run was lost" in said or "the sandbox is gone" in said, said


# --- The compile limits ---------------------------------------------------------------

def fake_compiles(monkeypatch, *outcomes):
    """Make the sandboxed compiler report outcomes in turn, each
    (ended_by, cpu, exit_code); returns the list of calls made."""
    calls = []

    def compile_in_sandbox(argv, files, budget, *args):
        ended_by, cpu, exit_code = outcomes[min(len(calls), len(outcomes) - 1)]
        calls.append(argv)
        run = runs.Run()
        run.ended_by, run.cpu, run.exit_code = ended_by, cpu, exit_code
        run.stderr = b"solution.c:1: error: something" if exit_code else b""
        return run, (b"\x7fELF" if exit_code == 0 else None)
    monkeypatch.setattr(build, "compile_in_sandbox", compile_in_sandbox)
    monkeypatch.setattr(build, "_32_BIT_BUILDS", {"gcc": True, "g++": True})    # no probe among the calls
    return calls


def fresh_source(tmp_path, name="fresh.c"):
    source = tmp_path / name
    source.write_text("/* %s */\nint main(void) { return 0; }\n" % source)
    return str(source)


def test_a_compile_the_wall_clock_stopped_is_tried_again_and_not_cached_if_it_stops_again(
        tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "BUILD_DIR", str(tmp_path / "build"))
    calls = fake_compiles(monkeypatch, (runs.WALL, 0.5, None), (None, 0.5, 0))
    assert build.compile_source("gcc", [], fresh_source(tmp_path), str(tmp_path / "exe")).ok
    assert len(calls) == 2
    calls = fake_compiles(monkeypatch, (runs.WALL, 0.5, None))
    with pytest.raises(InternalError, match="wall clock"):
        build.compile_source("gcc", [], fresh_source(tmp_path, "other.c"), str(tmp_path / "exe"))
    assert len(calls) == build.COMPILE_TRIES
    assert len(os.listdir(str(tmp_path / "build" / "cache"))) == 1      # the first source's build only


def test_a_compile_over_the_cpu_limit_is_a_compilation_error_that_names_it(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "BUILD_DIR", str(tmp_path / "build"))
    fake_compiles(monkeypatch, (None, limits.COMPILE_TIME_LIMIT + 1, 1))
    compiled = build.compile_source("gcc", [], fresh_source(tmp_path), str(tmp_path / "exe"))
    assert not compiled.ok
    assert "ran out of %g s of CPU time, the limit of a compile" % limits.COMPILE_TIME_LIMIT in compiled.messages


def test_a_failed_compile_is_compiled_again_for_a_hint_only_when_that_is_cheap(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "BUILD_DIR", str(tmp_path / "build"))
    workdir = tmp_path / "work"
    for cpu, compiles in ((build.HINT_BUDGET + 1, 1), (0.1, 2)):
        calls = fake_compiles(monkeypatch, (None, cpu, 1))
        workdir.mkdir()
        build.judge_build(fresh_source(tmp_path, "hint-%g.c" % cpu), str(workdir / "exe"), str(workdir),
                          build.DIALECTS["HDU"])
        assert len(calls) == compiles
        subprocess.run(["rm", "-r", str(workdir)], check=True)


def test_a_compiler_out_of_memory_is_a_compilation_error_that_names_the_limit(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "BUILD_DIR", str(tmp_path / "build"))
    monkeypatch.setattr(limits, "COMPILE_MEMORY_LIMIT", 256)
    # An array of 2^22 initialisers, written in 24 lines: the compiler needs gigabytes.
    doubling = ["#define X%d X%d,X%d" % (i, i - 1, i - 1) for i in range(1, 23)]
    source = tmp_path / "huge.c"
    source.write_text("\n".join(["#define X0 1"] + doubling + ["int a[] = {X22};", "int main(void) { return a[0]; }"]))
    compiled = build.compile_source("gcc", [], str(source), str(tmp_path / "exe"))
    assert not compiled.ok
    assert "256 MiB of memory, the limit of a compile" in compiled.messages, compiled.messages[-500:]
