"""Nothing hidden, nothing kept: all the memory a program holds counts
where a memory cgroup can be made, what no limit sees is refused where it
cannot, the judge's keyrings are out of reach, compiles write executables
of bounded size and the build cache is bounded in bytes."""

import ctypes
import errno
import os
import platform

import pytest

from conftest import ROOT, make_layout, needs_sandbox, point_judge_at
from common import paths
from common.userfiles import MIB
from localjudge import build, cache, judging, limits
from localjudge.problems import Problem
from localjudge.sandbox import cgroup, helpers
from localjudge.verdicts import Verdict

pytestmark = needs_sandbox

HOSTILE_DIR = os.path.join(ROOT, "tests", "hostile")
CGROUP = cgroup.MemoryGroup.make()
if CGROUP is not None:
    CGROUP.remove()
needs_cgroup = pytest.mark.skipif(CGROUP is None, reason="no memory cgroup can be made here")


@pytest.fixture
def echo(tmp_path, monkeypatch):
    make_layout(str(tmp_path))
    point_judge_at(monkeypatch, tmp_path)
    return tmp_path


def judged(echo, code, **overrides):
    source = echo / "solution.c"
    source.write_text(code)
    problem = Problem("echo-sum")
    chosen = problem.limits()
    for name, value in overrides.items():
        setattr(chosen, name, value)
    return judging.judge_source(problem, str(source), chosen)


FILE_IN_TMP = """#include <stdio.h>
#include <string.h>
int main(void)
{
    static char block[1 << 20];
    FILE *held = fopen("/tmp/held", "wb");
    int a, b, i;
    memset(block, 'x', sizeof block);
    for (i = 0; i < MIB; i++)
        fwrite(block, 1, sizeof block, held);
    fflush(held);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\\n", a + b);
    return 0;
}
"""


@needs_cgroup
def test_files_in_tmp_count_toward_the_memory_limit(echo):
    over = judged(echo, FILE_IN_TMP.replace("MIB", "48"), memory=32, output=64)
    assert over.verdict is Verdict.MEMORY_LIMIT_EXCEEDED, over.tests[0].detail
    under = judged(echo, FILE_IN_TMP.replace("MIB", "8"), memory=32, output=64)
    assert under.verdict is Verdict.ACCEPTED and under.tests[0].memory >= 8 * 1024


@needs_cgroup
def test_every_group_the_judge_made_is_gone_afterwards(echo):
    judged(echo, FILE_IN_TMP.replace("MIB", "1"))
    parents = [parent for parent, _ in cgroup._own_groups()]
    mine = "%s%d-" % (cgroup.PREFIX, os.getpid())
    assert not [name for parent in parents if os.path.isdir(parent)
                for name in os.listdir(parent) if name.startswith(mine)]


@needs_cgroup
def test_a_group_takes_each_new_limit_it_is_given():
    group = cgroup.MemoryGroup.make()
    try:
        for mib in (64, 32, 48, 48):
            group.start_run(mib * MIB)
            with open(os.path.join(group.path, group.limit_file)) as limit:
                assert int(limit.read()) == mib * MIB
    finally:
        group.remove()
    assert not os.path.exists(group.path)


def test_a_group_the_kernel_still_counts_as_busy_for_a_moment_is_removed_all_the_same(tmp_path, monkeypatch):
    folder = tmp_path / "judge-1-0"
    folder.mkdir()
    busy = iter([True, True, False])
    real_rmdir = os.rmdir

    def rmdir(path):
        if next(busy):
            raise OSError(errno.EBUSY, "Device or resource busy")
        real_rmdir(path)
    monkeypatch.setattr(cgroup.os, "rmdir", rmdir)
    cgroup.MemoryGroup(str(folder), 2).remove()
    assert not folder.exists()


def test_without_a_memory_cgroup_a_note_says_what_counts(echo, monkeypatch):
    monkeypatch.setattr(cgroup.MemoryGroup, "make", classmethod(lambda cls: None))
    report = judged(echo, open(os.path.join(HOSTILE_DIR, "accepted.c")).read())
    assert report.verdict is Verdict.ACCEPTED
    assert any("no memory cgroup" in note for note in report.notes), report.notes


def add_key_to_session_keyring(payload):
    """Join a new session keyring and put a key holding payload in it;
    False where that cannot be done here."""
    numbers = {"x86_64": (248, 250), "aarch64": (217, 219)}.get(platform.machine())
    if numbers is None:
        return False
    add_key, keyctl = numbers
    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    if libc.syscall(keyctl, 1, None) < 0:                 # KEYCTL_JOIN_SESSION_KEYRING
        return False
    return libc.syscall(add_key, b"user", b"judge-secret", payload, len(payload), -3) >= 0


def test_a_program_can_neither_read_nor_add_keys(echo):
    secret = b"the-judges-secret-4711"
    if not add_key_to_session_keyring(secret):
        pytest.skip("no session keyring can be made here")
    report = judged(echo, open(os.path.join(HOSTILE_DIR, "keyrings.c")).read())
    assert report.verdict is Verdict.RUNTIME_ERROR and "exit status 2" in report.tests[0].detail
    assert secret.decode() not in repr([(t.detail, t.difference) for t in report.tests])


def test_an_executable_over_the_compile_limit_is_a_compilation_error_and_is_not_cached(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "BUILD_DIR", str(tmp_path / "build"))
    source = tmp_path / "big.c"
    source.write_text("char big[240 << 20] = {1};\nint main(void) { return big[0]; }\n")
    compiled = build.compile_source("gcc", ["-O2"], str(source), str(tmp_path / "exe"))
    assert not compiled.ok
    assert "%d MiB for a file it writes" % limits.COMPILE_FILE_LIMIT in compiled.messages
    held = sum(os.path.getsize(os.path.join(folder, name))
               for folder, _, names in os.walk(str(tmp_path / "build" / "cache")) for name in names)
    assert held < 1024 * 1024


def test_the_build_cache_is_bounded_in_bytes(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "BUILD_DIR", str(tmp_path / "build"))
    monkeypatch.setattr(cache, "KEEP_BYTES", 3 * 1000 * 1000)
    source = tmp_path / "source.c"
    source.write_text("")
    for number in range(5):
        cache.store(["/bin/sh", str(number)], {"/box/src": (str(source), "0444")}, True, "", b"x" * 1000 * 1000,
                    0.1)
    folder = tmp_path / "build" / "cache"
    entries = [name for name in os.listdir(str(folder)) if not name.startswith(".")]
    assert len(entries) == 2
    assert cache.lookup(["/bin/sh", "4"], {"/box/src": (str(source), "0444")}) is not None
    assert cache.lookup(["/bin/sh", "0"], {"/box/src": (str(source), "0444")}) is None


def test_the_launcher_is_built_with_its_system_call_filter():
    helpers.helper("launcher")
    assert "-DWITH_SECCOMP" in helpers.built_with("launcher"), \
        "install Debian's libseccomp-dev: without it the launcher has no system-call filter"
