"""The verdict a real judge would give: never stricter than the statement
(the loop idioms that rely on the terminator), HDU's Windows dialect, the
real judges' compilers, honest stress and limit verdicts that hold on a
busy machine."""

import os
import re
import subprocess
import sys
import threading
import time

import pytest

from conftest import PROBLEM, ROOT, make_layout, needs_sandbox, point_judge_at
from common import paths
from common.errors import InternalError
from localjudge import build, judging, stress
from localjudge.problems import Problem
from localjudge.sandbox import Limits, ProgramSandbox
from localjudge.sandbox.bubblewrap import Sandbox
from localjudge.sandbox.runs import CPU
from localjudge.verdicts import Verdict, run_verdict

pytestmark = needs_sandbox


def judged(tmp_path, code, problem="kiki-game", suffix=".c", **options):
    source = tmp_path / ("solution" + suffix)
    source.write_text(code)
    p = Problem(problem)
    return judging.judge_source(p, str(source), p.limits(), **options)


# --- The loop idioms that rely on the terminator ----------------------------------

KIKI = """#include <stdio.h>
int main(void)
{
    int n, m;
    while (LOOP)
        puts(n % 2 == 0 || m % 2 == 0 ? "Wonderful!" : "What a pity!");
    return 0;
}
"""


@pytest.mark.parametrize("loop", ['scanf("%d %d", &n, &m), n || m', 'scanf("%d %d", &n, &m) && (n || m)'])
def test_a_loop_that_needs_the_terminator_is_accepted_with_a_warning(tmp_path, loop):
    report = judged(tmp_path, KIKI.replace("LOOP", loop))
    assert report.verdict is Verdict.ACCEPTED
    assert any("robustness/04-no-terminator" in w and "`0 0` line is missing" in w for w in report.warnings)
    assert judged(tmp_path, KIKI.replace("LOOP", loop), robust=True).verdict is not Verdict.ACCEPTED


def test_a_loop_that_stops_at_end_of_file_has_no_warning(tmp_path):
    report = judged(tmp_path, KIKI.replace("LOOP", 'scanf("%d %d", &n, &m) == 2 && (n || m)'), robust=True)
    assert report.verdict is Verdict.ACCEPTED and report.warnings == []


# --- HDU's dialect -------------------------------------------------------------------------

SUM_INT64 = """#include <stdio.h>
int main(void)
{
    __int64 a, b;
    while (scanf("%I64d %I64d", &a, &b) == 2)
        printf("%I64d\\n", a + b);
    return 0;
}
"""


@pytest.fixture
def echo(tmp_path, monkeypatch):
    """echo-sum as an HDU problem and as a UVa problem."""
    make_layout(str(tmp_path), problems=("echo-hdu",), judge="HDU 1")
    make_layout(str(tmp_path), problems=("echo-uva",), judge="UVa 1")
    point_judge_at(monkeypatch, tmp_path)
    return tmp_path


def test_int64_and_i64d_work_as_on_hdu_with_a_note(echo):
    report = judged(echo, SUM_INT64, "echo-hdu")
    assert report.verdict is Verdict.ACCEPTED, report.compile_messages
    assert any("Windows-only" in note and "long long and %lld" in note for note in report.notes)


def test_int64_is_a_compilation_error_on_a_linux_judge_with_a_note(echo):
    report = judged(echo, SUM_INT64, "echo-uva")
    assert report.verdict is Verdict.COMPILATION_ERROR
    assert any("UVa runs Linux" in note for note in report.notes)


def test_windows_formats_are_rewritten_only_inside_string_literals():
    text = 'printf("%I64u %5I64x %%I64d"); /* "%I64d" */ c = \'"\'; // "%I64d"\n'
    assert build.windows_source(text) == 'printf("%llu %5llx %%I64d"); /* "%I64d" */ c = \'"\'; // "%I64d"\n'


HASH_CPP = """#include <cstdio>
#include <algorithm>
#include <functional>
using namespace std;
int hash[100];
int main()
{
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) { hash[0] = 1; printf("%lld\\n", a + b); }
    return 0;
}
"""

CPP11 = """#include <cstdio>
int main()
{
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) { auto sum = a + b; printf("%lld\\n", sum); }
    return 0;
}
"""


def test_a_hash_array_with_using_namespace_std_builds_as_on_hdus_g_plus_plus(echo):
    assert judged(echo, HASH_CPP, "echo-hdu", ".cpp").verdict is Verdict.ACCEPTED
    assert judged(echo, HASH_CPP, "echo-hdu", ".cpp", std="gnu++14").verdict is Verdict.COMPILATION_ERROR


def test_cpp11_is_a_compilation_error_under_cpp98_with_a_hint_and_std_chooses(echo):
    report = judged(echo, CPP11, "echo-hdu", ".cpp")
    assert report.verdict is Verdict.COMPILATION_ERROR
    assert any("builds as C++14 but not as C++98" in note for note in report.notes)
    assert judged(echo, CPP11, "echo-hdu", ".cpp", std="gnu++14").verdict is Verdict.ACCEPTED


CHINESE_IN_IF_0 = """#include <stdio.h>
#if 0
简单的解法。先读入 a 和 b
abc。def
#endif
int main(void)
{
    long a, b;
    while (scanf("%ld %ld", &a, &b) == 2) printf("%ld\\n", a + b);
    return 0;
}
"""


@pytest.mark.parametrize("suffix", [".c", ".cpp"])
@pytest.mark.parametrize("problem", ["echo-hdu", "echo-uva"])
def test_chinese_inside_if_0_builds_as_on_the_judges_older_compilers(echo, suffix, problem):
    """GCC 10 and later lex text inside #if 0 for UTF-8 identifiers and
    refuse a full stop 。 there; the compilers HDU, POJ and UVa ran did not."""
    assert judged(echo, CHINESE_IN_IF_0, problem, suffix).verdict is Verdict.ACCEPTED


def test_cpp_saved_as_c_is_a_compilation_error_with_a_hint(echo):
    report = judged(echo, HASH_CPP, "echo-hdu", ".c")
    assert report.verdict is Verdict.COMPILATION_ERROR
    assert any("C++ saved as .c" in note for note in report.notes)


VOID_MAIN = """#include <stdio.h>
void main()
{
    long a, b;
    while (scanf("%ld %ld", &a, &b) == 2)
        printf("%ld\\n", a + b);
}
"""


def test_void_main_in_c_is_accepted_on_hdu_with_a_note_on_its_exit_status(echo):
    report = judged(echo, VOID_MAIN, "echo-hdu")
    assert report.verdict is Verdict.ACCEPTED
    assert any(note.startswith("main returned ") and "the output was right" in note for note in report.notes)


def test_a_non_zero_exit_status_is_a_runtime_error_on_a_local_problem(echo, monkeypatch, tmp_path):
    make_layout(str(tmp_path), problems=(PROBLEM,), judge="local 1")
    assert judged(echo, VOID_MAIN, PROBLEM).verdict is Verdict.RUNTIME_ERROR


def test_void_main_in_cpp_is_judged_as_visual_cpp_takes_it_on_hdu_and_refused_on_uva(echo):
    code = VOID_MAIN.replace("stdio.h", "cstdio")
    hdu = judged(echo, "// void main() in a comment\n" + code, "echo-hdu", ".cpp")
    assert hdu.verdict is Verdict.ACCEPTED
    assert any("void main is taken only by Visual C++" in note and "declare int main" in note for note in hdu.notes)
    uva = judged(echo, code, "echo-uva", ".cpp")
    assert uva.verdict is Verdict.COMPILATION_ERROR
    assert any("void main is taken only by Visual C++" in note for note in uva.notes)


VISUAL_CPP_6 = """#include <iostream.h>
void main()
{
    long a, b;
    while (cin >> a >> b)
        cout << a + b << endl;
}
"""


def test_visual_cpp_6_s_iostream_h_builds_on_hdu_with_a_note(echo):
    report = judged(echo, VISUAL_CPP_6, "echo-hdu", ".cpp")
    assert report.verdict is Verdict.ACCEPTED
    assert any("<iostream.h> is the pre-standard header" in note for note in report.notes)
    assert judged(echo, VISUAL_CPP_6, "echo-uva", ".cpp").verdict is Verdict.COMPILATION_ERROR


def test_iostream_brings_sort_as_it_did_on_poj_s_g_plus_plus(echo):
    code = ("#include <iostream>\nusing namespace std;\nint main() { int a[2], i; "
            "while (cin >> a[0] >> a[1]) { sort(a, a + 2); cout << a[0] + a[1] << endl; } return 0; }\n")
    report = judged(echo, code, "echo-hdu", ".cpp")
    assert report.verdict is Verdict.ACCEPTED
    assert any("<algorithm>" in note for note in report.notes)


def test_conio_builds_on_hdu_and_not_on_uva_with_notes(echo):
    code = VOID_MAIN.replace("void main()", "int main(void)").replace(
        "#include <stdio.h>", "#include <stdio.h>\n#include <conio.h>")
    hdu = judged(echo, code, "echo-hdu")
    assert hdu.verdict is Verdict.ACCEPTED and any("<conio.h> is Windows-only" in n for n in hdu.notes)
    uva = judged(echo, code, "echo-uva")
    assert uva.verdict is Verdict.COMPILATION_ERROR and any("no <conio.h>" in n for n in uva.notes)


DEEP = """PRAGMA
#include <stdio.h>
static long depth(long n) { volatile char pad[64]; pad[0] = (char)n; return n ? depth(n - 1) + pad[0] % 2 : 0; }
int main(void)
{
    long a, b;
    while (scanf("%ld %ld", &a, &b) == 2)
        printf("%ld\\n", a + b + depth(DEPTH) * 0);
    return 0;
}
"""


def deep(depth, pragma=""):
    return DEEP.replace("PRAGMA", pragma).replace("DEPTH", str(depth))


def stack_notes(report):
    return [note for note in report.notes if "KiB of stack" in note]


def test_a_stack_over_windows_1_mb_passes_on_hdu_with_a_note_unless_the_pragma_covers_it(echo):
    report = judged(echo, deep(40000), "echo-hdu")            # about 4 MiB of stack
    assert report.verdict is Verdict.ACCEPTED, report.tests[0].detail
    assert len(stack_notes(report)) == 1 and "1 MB a Visual C++ build gets" in stack_notes(report)[0]
    covered = judged(echo, deep(40000, '#pragma comment(linker, "/STACK:16000000")'), "echo-hdu")
    assert covered.verdict is Verdict.ACCEPTED and stack_notes(covered) == []
    short = judged(echo, deep(40000, '#pragma comment(linker, "/STACK:2000000")'), "echo-hdu")
    assert short.verdict is Verdict.ACCEPTED and "its #pragma" in stack_notes(short)[0]
    assert stack_notes(judged(echo, deep(100), "echo-hdu")) == []


def test_a_stack_overflow_is_a_runtime_error_that_says_it_was_the_stack(echo):
    for problem, stack in (("echo-hdu", "as large as the memory limit allows, 32 MiB"),
                           ("echo-uva", "the stack is 8 MiB, as on UVa")):
        report = judged(echo, deep(10 ** 9), problem)
        assert report.verdict is Verdict.RUNTIME_ERROR
        assert "a stack overflow" in report.tests[0].detail and stack in report.tests[0].detail
    assert judged(echo, deep(40000), "echo-uva").verdict is Verdict.ACCEPTED


SEGFAULT = "#include <stdio.h>\nint main(void)\n{\n    int *p = 0;\n    return *p;\n}\n"


def test_a_null_pointer_is_not_called_a_stack_overflow(echo):
    report = judged(echo, SEGFAULT, "echo-hdu")
    assert report.verdict is Verdict.RUNTIME_ERROR and "stack" not in report.tests[0].detail


IOSTREAM_ONLY = """#include <iostream>
using namespace std;
int main()
{
    int a, b;
    char line[8];
    memset(line, 0, sizeof line);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\\n", a + b + abs(0));
    return 0;
}
"""


def test_iostream_brings_the_c_headers_on_hdu_as_its_compilers_did_but_not_on_uva(echo):
    hdu = judged(echo, IOSTREAM_ONLY, "echo-hdu", suffix=".cpp")
    assert hdu.verdict is Verdict.ACCEPTED, hdu.compile_messages
    assert any("<cstdio>, <cstdlib> and <cstring>" in n and "brought them" in n for n in hdu.notes)
    uva = judged(echo, IOSTREAM_ONLY, "echo-uva", suffix=".cpp")
    assert uva.verdict is Verdict.COMPILATION_ERROR and any("add the #include" in n for n in uva.notes)
    included = IOSTREAM_ONLY.replace("#include <iostream>", "#include <iostream>\n#include <cstdio>\n"
                                     "#include <cstdlib>\n#include <cstring>")
    assert judged(echo, included, "echo-uva", suffix=".cpp").verdict is Verdict.ACCEPTED


def test_a_function_of_the_sources_own_is_no_reliance_on_iostream():
    own_abs = "#include <iostream>\nint abs(int x)\n{\n    return x > 0 ? x : -x;\n}\nint main() { return abs(0); }\n"
    assert build.iostream_reliance(own_abs) == []
    assert build.iostream_reliance(own_abs.replace("int abs(int x)", "int absolute(int x)")) == ["<cstdlib>"]


# --- Honest stress ---------------------------------------------------------------------------

def test_stress_with_a_budget_shorter_than_the_build_still_checks_a_batch():
    wrong = os.path.join(paths.REJECTED_DIR, "moving-queen.unsorted.c")
    assert stress.stress("moving-queen", wrong, seconds=0.001).failure is not None
    outcome = stress.stress("cet4", Problem("cet4").solution, seconds=0.001)
    assert outcome.failure is None and outcome.cases > 0


def test_stress_shrinks_a_time_limit_exceeded_and_keeps_its_stated_bound(tmp_path):
    source = tmp_path / "spins.c"
    source.write_text('#include <stdio.h>\nint main(void)\n{\n    int n;\n'
                      '    while (scanf("%d", &n) == 1) {\n        while (n == 777) ;\n'
                      '        puts(n % 3 ? "Kiki" : "Cici");\n    }\n    return 0;\n}\n')
    outcome = stress.stress("cet4", str(source), seconds=1)
    assert outcome.failure.verdict is Verdict.TIME_LIMIT_EXCEEDED
    assert outcome.failure.text == "777\n"
    assert outcome.seconds <= 1 + outcome.allowance       # the bound stress states, 27 s; idle, 11 s are taken


# --- Limit verdicts ------------------------------------------------------------------------

def test_a_lost_launcher_report_is_an_internal_error_not_a_verdict():
    sandbox = Sandbox({})
    sandbox.process.kill()
    sandbox.process.wait()
    with pytest.raises(InternalError):
        sandbox.run(["/usr/bin/true"], b"", Limits(1, 32))
    sandbox.close()


def sandboxed(tmp_path, code):
    """A ProgramSandbox for C code, and the path of an empty input."""
    source = tmp_path / "program.c"
    source.write_text(code)
    subprocess.run(["gcc", "-o", str(tmp_path / "program"), str(source)], check=True)
    (tmp_path / "input").write_bytes(b"")
    return ProgramSandbox(str(tmp_path / "program")), str(tmp_path / "input")


def test_the_wall_clock_ends_a_program_that_waits_at_twice_the_time_limit_and_a_second(tmp_path):
    program, empty = sandboxed(tmp_path, "#include <stdio.h>\n#include <unistd.h>\nint main(void)\n{\n"
                                         "    if (getchar() != EOF)\n        for (;;)\n            pause();\n"
                                         "    return 0;\n}\n")
    program.run(empty, Limits(1, 32))                   # the sandbox is up
    (tmp_path / "waits").write_bytes(b"1\n")
    started = time.monotonic()
    run = program.run(str(tmp_path / "waits"), Limits(1, 32))
    waited = time.monotonic() - started
    program.close()
    verdict, cause = run_verdict(run, Limits(1, 32))
    assert verdict is Verdict.TIME_LIMIT_EXCEEDED and cause.startswith("waiting: no process running"), cause
    # 3 s is the wall-clock limit of a 1 s time limit. The judge looks every
    # 50 ms, then ends the run at once; 1.5 s more leaves room for a machine
    # whose every core is busy, far less than a limit twice too long would add.
    assert 3 <= waited <= 4.5, waited


def test_the_wall_clock_sees_a_running_program_as_running(tmp_path):
    program, empty = sandboxed(tmp_path, "int main(void)\n{\n    for (;;)\n        ;\n}\n")
    program.run(empty, Limits(1, 32))          # the sandbox is up
    seen = []
    watcher = threading.Thread(target=lambda: [seen.append(program.sandbox.waiting()) or time.sleep(0.1)
                                               for _ in range(8)])
    watcher.start()
    run = program.run(empty, Limits(2, 32))
    watcher.join()
    program.close()
    assert run.ended_by == CPU and False in seen


FLOOD = '#include <stdio.h>\nint main(void)\n{\n    for (;;)\n        puts("flood");\n}\n'


def test_a_flood_is_output_limit_exceeded_every_time_under_load(echo):
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(3)]
    try:
        for _ in range(4):
            report = judged(echo, FLOOD, "echo-hdu")
            assert report.verdict is Verdict.OUTPUT_LIMIT_EXCEEDED, report.tests[0].detail
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()


def test_a_cpu_limit_kill_names_the_cpu_time(echo):
    report = judged(echo, "int main(void)\n{\n    for (;;)\n        ;\n}\n", "echo-hdu")
    assert report.verdict is Verdict.TIME_LIMIT_EXCEEDED
    found = re.search(r"killed after ([0-9.]+) s of CPU time, limit 1 s", report.tests[0].detail)
    assert found and float(found.group(1)) >= 1.5, report.tests[0].detail      # ended at half again the limit


# Spins until it has used SECONDS of CPU time, then answers the first test
# right: with SIGXCPU ignored, or caught to answer and exit 0.
SPIN_THEN_ANSWER = """#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static void answer(int signal_number)
{
    (void)signal_number;
    printf("3\\n");
    exit(0);
}
int main(void)
{
    signal(SIGXCPU, HANDLER);
    while ((double)clock() / CLOCKS_PER_SEC < SECONDS)
        ;
    answer(0);
    return 0;
}
"""


@pytest.mark.parametrize("handler", ["SIG_IGN", "answer"])
@pytest.mark.parametrize("limit", [0.3, 1.0])
def test_time_limit_exceeded_shows_at_least_the_limit_whatever_the_program_does_with_sigxcpu(
        echo, handler, limit):
    code = SPIN_THEN_ANSWER.replace("HANDLER", handler).replace("SECONDS", "5.0")
    source = echo / "spin.c"
    source.write_text(code)
    problem = Problem("echo-hdu")
    limits = problem.limits()
    limits.time = limit
    report = judging.judge_source(problem, str(source), limits, tests=problem.tests()[:1])
    test = report.tests[0]
    assert test.verdict is Verdict.TIME_LIMIT_EXCEEDED, test.detail
    assert test.time >= limit and "after %.2f s" % test.time in test.detail


def test_a_program_within_a_fractional_limit_is_accepted_and_one_over_it_is_not(echo):
    problem = Problem("echo-hdu")
    limits = problem.limits()
    limits.time = 0.6
    source = echo / "spin.c"
    # Seconds of CPU time: 0.65 is over the limit by less than a tenth, so
    # a judge that allowed 1.1 times the limit or more would accept it.
    for seconds, verdict in (("0.5", Verdict.ACCEPTED), ("0.65", Verdict.TIME_LIMIT_EXCEEDED)):
        source.write_text(SPIN_THEN_ANSWER.replace("HANDLER", "SIG_IGN").replace("SECONDS", seconds))
        report = judging.judge_source(problem, str(source), limits, tests=problem.tests()[:1])
        assert report.verdict is verdict, report.tests[0].detail


def test_code_the_real_judge_accepts_is_accepted_with_a_warning_naming_the_test_beyond_its_data(capsys):
    """moving-queen's double-precision golden ratio: HDU accepted it, and it
    is wrong only on positions HDU's data lacks (04-golden-edge). Accepted
    here, with a warning that names the test and the case; --beyond makes
    that test count, as judge.py rejected does."""
    import judge
    source = os.path.join(ROOT, "solutions", "rejected", "moving-queen.double-golden-ratio.c")
    assert judge.main(["test", "moving-queen", source]) == 0
    out = capsys.readouterr().out
    assert "beyond the judge's data" in out and "04-golden-edge" in out and "Wrong Answer" in out
    assert "Accepted: all" in out.splitlines()[-1]
    assert judge.main(["test", "moving-queen", source, "--beyond"]) == 1
    assert "Wrong Answer" in capsys.readouterr().out.splitlines()[-1]
