"""The sandbox itself (localjudge/sandbox.py, runner.py): what a program sees, that
every process it starts ends with its run even when it may fork, that
and that nothing it writes survives its run."""

import subprocess

import pytest

from conftest import needs_sandbox
from localjudge import runner
from localjudge.sandbox import SANDBOX_UID, descendant_states, sandbox_problem
from localjudge.limits import Limits

pytestmark = needs_sandbox

LIMITS = Limits(2, 64)


@pytest.fixture
def built(tmp_path):
    """built(C source) -> a ProgramSandbox for it, closed at the end."""
    made = []

    def build(code):
        source = tmp_path / ("p%d.c" % len(made))
        source.write_text(code)
        executable = str(source)[:-2]
        subprocess.run(["gcc", "-O2", "-o", executable, str(source)], check=True)
        made.append(runner.ProgramSandbox(executable))
        return made[-1]

    yield build
    for sandbox in made:
        sandbox.close()


def run(sandbox, tmp_path, stdin=b"", limits=LIMITS):
    data = tmp_path / "input"
    data.write_bytes(stdin)
    return sandbox.run(str(data), limits)


SEES = r"""#include <stdio.h>
#include <dirent.h>
#include <unistd.h>
int main(void)
{
    DIR *d = opendir("/");
    struct dirent *e;
    char link[256];
    ssize_t n = readlink("/proc/self/fd/0", link, sizeof link - 1);
    link[n > 0 ? n : 0] = 0;
    while ((e = readdir(d)) != NULL)
        if (e->d_name[0] != '.')
            printf("%s ", e->d_name);
    printf("\nstdin %.5s uid %d pid %d fork %d\n", link, (int)getuid(), (int)getpid(), (int)fork());
    return 0;
}
"""


def test_a_program_sees_only_the_toolchain_its_folder_and_a_pipe(built, tmp_path):
    result = run(built(SEES), tmp_path, b"1 2\n")
    names, facts = result.stdout.decode().splitlines()
    assert set(names.split()) == {"bin", "box", "dev", "lib", "lib64", "proc", "tmp", "usr"}
    assert facts == "stdin pipe: uid %d pid 2 fork -1" % SANDBOX_UID


LEAVES = r"""#include <stdio.h>
#include <unistd.h>
int main(void)
{
    int i;
    for (i = 0; i < 3; i++)
        if (fork() == 0) {
            setsid();
            fork();
            for (;;)
                sleep(100);
        }
    puts("left");
    return 0;
}
"""


def test_every_process_ends_with_its_run_even_where_forks_are_allowed(built, tmp_path):
    sandbox = built(LEAVES)
    result = run(sandbox, tmp_path, limits=Limits(2, 64, processes=32))
    # Ended when its first process did, not by the wall clock while the others slept.
    assert result.stdout == b"left\n" and result.ended_by is None
    left = descendant_states(sandbox.sandbox.process.pid)
    assert len(left) == 1, left       # the launcher alone, waiting for the next run


WRITES = r"""#include <stdio.h>
#include <dirent.h>
int main(void)
{
    DIR *d = opendir("/tmp");
    struct dirent *e;
    int found = 0;
    FILE *f;
    while ((e = readdir(d)) != NULL)
        found += e->d_name[0] != '.';
    f = fopen("/tmp/left-behind", "w");
    fputs("x", f);
    fclose(f);
    printf("%d\n", found);
    return 0;
}
"""


def test_nothing_a_run_writes_is_there_for_the_next(built, tmp_path):
    sandbox = built(WRITES)
    assert run(sandbox, tmp_path).stdout == b"0\n"
    assert run(sandbox, tmp_path).stdout == b"0\n"


def test_a_missing_bubblewrap_is_a_one_line_instruction(monkeypatch):
    monkeypatch.setattr("localjudge.sandbox.shutil.which", lambda name: None)
    assert "apt-get install bubblewrap" in sandbox_problem()
