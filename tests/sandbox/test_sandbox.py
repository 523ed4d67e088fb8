"""The sandbox itself (localjudge/sandbox/): what a program sees, that
every process it starts ends with its run even when it may fork, that
and that nothing it writes survives its run."""

import os
import signal
import subprocess
import time

import pytest

from conftest import left_running, needs_sandbox
from localjudge.sandbox import Limits, ProgramSandbox, SANDBOX_UID, descendant_states, sandbox_problem
from localjudge.sandbox.bubblewrap import Sandbox

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
        made.append(ProgramSandbox(executable))
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
    assert set(names.split()) - {"lib32"} == {"bin", "box", "dev", "lib", "lib64", "proc", "tmp", "usr"}   # lib32: multilib
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
    monkeypatch.setattr("localjudge.sandbox.bubblewrap.shutil.which", lambda name: None)
    assert "apt-get install bubblewrap" in sandbox_problem()


ECHO = r"""#include <stdio.h>
int main(void)
{
    static char block[1 << 16];
    size_t got;
    while ((got = fread(block, 1, sizeof block, stdin)) > 0)
        fwrite(block, 1, got, stdout);
    return 0;
}
"""


def test_a_started_run_goes_to_its_end_while_the_judge_does_other_work(built):
    # Input and output far larger than a pipe holds: the helper's thread
    # feeds and collects them with no call from the judge's thread.
    sandbox = built(ECHO)
    data = bytes(range(256)) * 8192                 # 2 MiB
    finish = sandbox.start_on(data, LIMITS)
    under_way = sandbox.sandbox.under_way
    deadline = time.monotonic() + 60                # a bound on a stuck helper, not a timing
    while under_way.state.report_length < 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert under_way.state.report_length > 0
    result = finish()
    assert result.exit_code == 0 and result.stdout == data


def test_closing_a_sandbox_ends_the_run_under_way_and_leaves_nothing(built):
    # As when a Ctrl-C comes while stress's oracle works beside a run.
    sandbox = built("#include <unistd.h>\nint main(void) { for (;;) pause(); }\n")
    finish = sandbox.start_on(b"", LIMITS)
    under_way = sandbox.sandbox.under_way
    pipes = [under_way.state.out.fd, under_way.state.err.fd]
    started = until_started("solution")
    sandbox.close()
    assert not under_way.running                    # the helper's thread has ended
    assert not set(started) & set(descendant_states(os.getpid()))
    for fd in pipes:
        with pytest.raises(OSError):
            os.fstat(fd)
    del finish


def until_started(name, tries=10000):
    """The processes below the test once one of them is name (the run is
    started, not yet running: the launcher may still be starting it)."""
    for _ in range(tries):
        started = descendant_states(os.getpid())
        if name in map(comm, started):
            return started
        time.sleep(0.001)
    raise AssertionError("%s never started" % name)


def comm(pid):
    try:
        with open("/proc/%d/comm" % pid) as name:
            return name.read().strip()
    except OSError:
        return None


def test_a_judge_that_dies_while_its_sandbox_starts_leaves_no_process(tmp_path):
    # As when a Ctrl-C ends a worker of judge.py rejected at any moment: the
    # sandbox still ends, whatever point bubblewrap had reached.
    mark = b"JUDGE_SANDBOX_TEST=" + os.fsencode(str(tmp_path))
    for attempt in range(40):
        child = os.fork()
        if child == 0:                          # the judge, ended 1 to 21 ms into making a sandbox
            try:
                os.environ["JUDGE_SANDBOX_TEST"] = str(tmp_path)
                signal.signal(signal.SIGALRM, lambda *_: os._exit(0))
                signal.setitimer(signal.ITIMER_REAL, 0.001 + attempt * 0.0005)
                Sandbox({}, memory_group=None)
            finally:
                os._exit(0)
        os.waitpid(child, 0)
    left = left_running(mark, 10)               # a sandbox ends once its launcher sees the judge gone
    for pid in left:
        os.kill(int(pid), signal.SIGKILL)
    assert not left, "still running: %s" % "; ".join(left.values())
