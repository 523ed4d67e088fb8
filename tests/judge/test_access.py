"""Run as root, the judge reads no file only root may read through a
symbolic link: not a source, an own case, nor a --case file
(tests/hostile/links/). As an ordinary user the kernel decides."""

import os
import stat
import subprocess
import sys

import pytest

from conftest import ROOT
from common import userfiles
from common.errors import UsageError

LINKS = os.path.join(ROOT, "tests", "hostile", "links")
SECRET = "/etc/shadow"

as_root_with_a_secret = pytest.mark.skipif(
    os.geteuid() != 0 or not os.path.isfile(SECRET) or bool(os.stat(SECRET).st_mode & stat.S_IROTH),
    reason="needs root and a %s that only root may read" % SECRET)


def expected_errors():
    """[(link, message)] from tests/hostile/links/EXPECTED."""
    with open(os.path.join(LINKS, "EXPECTED")) as listing:
        return [tuple(line.rstrip("\n").split("\t")) for line in listing if not line.startswith("#")]


def judge(*argv):
    return subprocess.run([sys.executable, "judge.py"] + list(argv), cwd=ROOT, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True, timeout=120)


@as_root_with_a_secret
@pytest.mark.parametrize("link,message", expected_errors())
def test_a_source_linked_to_a_root_only_file_is_a_usage_error_that_shows_nothing(link, message):
    for command in (["test", "cet4"], ["run", "cet4"], ["stress", "cet4"]):
        done = judge(*command + [os.path.relpath(os.path.join(LINKS, link), ROOT)])
        assert done.returncode == 2 and done.stderr == message + "\n", done.stderr
        assert "root:" not in done.stdout + done.stderr


@as_root_with_a_secret
def test_own_cases_and_case_files_linked_to_a_root_only_file_are_usage_errors(tmp_path, monkeypatch):
    case = tmp_path / "mine.in"
    case.symlink_to(SECRET)
    done = judge("test", "cet4", "--case", str(case))
    assert done.returncode == 2 and "%s is a symbolic link to %s" % (case, SECRET) in done.stderr
    done = judge("run", "cet4", "solutions/cet4.c", str(case))
    assert done.returncode == 2 and "root:" not in done.stdout + done.stderr
    own = tmp_path / "data" / "cet4" / "own"
    own.mkdir(parents=True)
    (own / "leak.in").symlink_to(SECRET)
    from common import paths
    from localjudge.problems import Problem
    monkeypatch.setattr(paths, "TESTDATA_DIR", str(tmp_path / "data"))
    with pytest.raises(UsageError, match="leak.in is a symbolic link to /etc/shadow"):
        Problem("cet4").tests()


@as_root_with_a_secret
@pytest.mark.parametrize("linked", [".in", ".ans"])
def test_hack_case_linked_to_a_root_only_file_is_a_usage_error_that_shows_nothing(tmp_path, linked):
    case = tmp_path / "found.in"
    for suffix in (".in", ".ans"):
        target = tmp_path / ("found" + suffix)
        if suffix == linked:
            target.symlink_to(SECRET)
        else:
            target.write_text("1\n3\n")
    done = judge("hack", "solutions/cet4.c", "--case", str(case))
    assert done.returncode == 2 and "is a symbolic link to %s" % SECRET in done.stderr, done.stderr
    assert "root:" not in done.stdout + done.stderr


def test_a_link_to_what_others_may_read_is_read_and_one_behind_a_private_folder_is_not(tmp_path, monkeypatch):
    monkeypatch.delenv("SUDO_UID", raising=False)
    public = tmp_path / "public.c"
    public.symlink_to("/etc/hostname")        # readable by all, in folders all may search
    userfiles.check_link(str(public))
    hidden = tmp_path / "private" / "source.c"
    hidden.parent.mkdir()
    hidden.write_text("int main(void) { return 0; }\n")
    os.chmod(str(hidden), 0o644)
    os.chmod(str(hidden.parent), 0o700)       # others may not search the folder
    link = tmp_path / "link.c"
    link.symlink_to(hidden)
    assert not userfiles.ordinary_user_may_read(str(hidden))
    if os.geteuid() == 0:
        with pytest.raises(UsageError, match="link.c is a symbolic link to .*source.c, which only root"):
            userfiles.check_link(str(link))


def test_as_an_ordinary_user_the_kernel_decides(monkeypatch, tmp_path):
    link = tmp_path / "link.c"
    link.symlink_to(SECRET)
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    userfiles.check_link(str(link))          # no error: opening it is the kernel's to refuse


def test_the_user_sudo_acts_for_may_read_their_own_files(monkeypatch, tmp_path):
    private = tmp_path / "private.c"
    private.write_text("")
    os.chmod(str(private), 0o600)
    owner = os.stat(str(private)).st_uid
    monkeypatch.setenv("SUDO_UID", str(owner or 1000))
    may = userfiles.ordinary_user_may_read(str(private))
    assert may == (owner != 0 and all(_searchable(f, owner) for f in _folders(str(private))))


def _folders(path):
    folder = os.path.dirname(path)
    while True:
        yield folder
        if folder == os.path.dirname(folder):
            return
        folder = os.path.dirname(folder)


def _searchable(folder, owner):
    status = os.stat(folder)
    return bool(status.st_mode & stat.S_IXOTH) or (status.st_uid == owner and bool(status.st_mode & stat.S_IXUSR))
