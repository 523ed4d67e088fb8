"""Java and Python 3 submissions judged as the real judges judge them, HDU's
and POJ's 32-bit long, and a build with the sanitizers that names the
first undefined behaviour."""

import dataclasses
import os

import pytest

from conftest import ROOT, needs_sandbox
from localjudge import build, judging, report as reports, sanitize, stress
from localjudge.problems import Problem
from localjudge.submission import Submission
from localjudge.verdicts import Verdict

pytestmark = needs_sandbox


def judged(tmp_path, code, problem, name, time_limit=None, **options):
    source = tmp_path / name
    source.write_text(code)
    p = Problem(problem)
    limits = p.limits(str(source))
    if time_limit is not None:
        limits = dataclasses.replace(limits, time=time_limit)
    return judging.judge_source(p, str(source), limits, **options)


# --- Java -------------------------------------------------------------------------

CET4_SCANNER = """import java.util.*;
public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        while (in.hasNextInt())
            System.out.println(in.nextInt() % 3 == 0 ? "Cici" : "Kiki");
    }
}
"""


def test_a_plain_scanner_solution_is_accepted_though_the_jvm_holds_more_than_the_limit(tmp_path):
    report = judged(tmp_path, CET4_SCANNER, "cet4", "mine.java")
    assert report.verdict is Verdict.ACCEPTED, report.tests[-1].detail
    limit_kib = Problem("cet4").memory_limit_others * 1024
    assert max(t.memory for t in report.tests) > limit_kib      # the JVM's own memory is not counted
    assert any("heap (-Xmx)" in note for note in report.notes)


def test_java_is_judged_under_the_java_limits_of_the_page():
    kiki = Problem("kiki-game")
    assert (kiki.limits("a.java").time, kiki.limits("a.java").memory) == (5, 40000 / 1024)
    assert (kiki.limits("a.c").time, kiki.limits("a.c").memory) == (1, 10000 / 1024)
    assert kiki.limits("a.py").time == 5
    cet4 = Problem("cet4")
    assert cet4.limits("a.java").time == cet4.limits("a.c").time == 1


@pytest.mark.parametrize("code,said", [
    (CET4_SCANNER.replace("public class Main", "public class Solution"), "public class is Main"),
    (CET4_SCANNER.replace("public class Main", "class Solution"), "no class Main was compiled"),
    (CET4_SCANNER.replace("import java.util.*;", "package mine;\nimport java.util.*;"), "outside any package"),
])
def test_a_class_that_is_not_main_is_a_compilation_error_that_says_what_the_judges_run(tmp_path, code, said):
    report = judged(tmp_path, code, "cet4", "mine.java")
    assert report.verdict is Verdict.COMPILATION_ERROR
    assert said in report.compile_messages + " ".join(report.notes)


HEAP = """public class Main {
    public static void main(String[] args) {
        int[][] held = new int[MEGABYTES][];
        for (int i = 0; i < held.length; i++)
            held[i] = new int[1 << 18];
        for (int i = 0; i < 10000; i++)
            System.out.println(i % 3 == 0 ? "Cici" : "Kiki");
    }
}
"""


def test_a_heap_over_the_limit_is_memory_limit_exceeded_and_one_within_is_not(tmp_path):
    over = judged(tmp_path, HEAP.replace("MEGABYTES", "64"), "cet4", "Main.java")
    assert over.verdict is Verdict.MEMORY_LIMIT_EXCEEDED
    assert "OutOfMemoryError" in over.tests[0].detail
    source = tmp_path / "Main.java"
    source.write_text(HEAP.replace("MEGABYTES", "16"))          # 16 MiB of a 32 MiB heap
    p = Problem("cet4")
    done = judging.run_on_input(p, str(source), b"", p.limits(str(source)))
    assert done.verdict is None and done.run.stdout.startswith(b"Cici\nKiki\n"), done.cause


@pytest.mark.parametrize("body,verdict,said", [
    ("int[] a = new int[2]; a[args.length + 5] = 1;", Verdict.RUNTIME_ERROR, "ArrayIndexOutOfBoundsException"),
    ("main(args);", Verdict.RUNTIME_ERROR, "StackOverflowError"),
])
def test_an_exception_is_a_runtime_error_even_where_the_exit_status_does_not_count(tmp_path, body, verdict, said):
    assert not Problem("cet4").dialect.exit_status_counts
    code = "public class Main { public static void main(String[] args) { %s } }" % body
    # Filling the 64 MiB stack takes 0.6 to 0.9 s of CPU time, near cet4's
    # 1 s: a busy machine made it a Time Limit Exceeded. The verdict asked
    # about is what an exception gives, so the run is given time.
    report = judged(tmp_path, code, "cet4", "Main.java", time_limit=5)
    assert report.verdict is verdict and said in report.tests[0].detail


THREADS_AND_FILES = """import java.io.*;
public class Main {
    public static void main(String[] args) throws Exception {
        Thread[] workers = new Thread[4];
        final int[] done = new int[4];
        for (int i = 0; i < 4; i++) {
            final int k = i;
            workers[i] = new Thread(new Runnable() { public void run() { done[k] = 1; } });
            workers[i].start();
        }
        for (Thread t : workers) t.join();
        File scratch = File.createTempFile("judge", ".txt");
        new FileWriter(scratch).close();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        for (String line = in.readLine(); line != null; line = in.readLine())
            if (line.trim().length() > 0)
                out.append(Integer.parseInt(line.trim()) % 3 == 0 ? "Cici" : "Kiki").append('\\n');
        System.out.print(done[0] + done[1] + done[2] + done[3] == 4 ? out : "");
    }
}
"""


def test_the_jvm_s_threads_and_its_files_in_tmp_need_no_special_case(tmp_path):
    report = judged(tmp_path, THREADS_AND_FILES, "cet4", "Main.java")
    assert report.verdict is Verdict.ACCEPTED, report.tests[-1].detail


# --- Python 3 ------------------------------------------------------------------------

CET4_PYTHON = """import sys
for word in sys.stdin.read().split():
    print("Cici" if int(word) % 3 == 0 else "Kiki")
"""
BOX_PYTHON_WRONG = "print('Alice')\n"


def test_python_is_judged_and_a_judge_without_python_is_named_in_one_line(tmp_path):
    hdu = judged(tmp_path, CET4_PYTHON, "cet4", "mine.py")
    assert hdu.verdict is Verdict.ACCEPTED
    assert [n for n in hdu.notes if "takes no Python 3" in n] == [
        "HDU takes no Python 3: the verdict is what its data gives, but a Python 3 solution cannot be submitted there"]
    uva = judged(tmp_path, BOX_PYTHON_WRONG, "box-game", "mine.py")
    assert uva.verdict is Verdict.WRONG_ANSWER
    assert not any("takes no Python" in n for n in uva.notes)


def test_a_syntax_error_is_a_compilation_error_with_its_line(tmp_path):
    report = judged(tmp_path, "import sys\nprint(\n", "cet4", "mine.py")
    assert report.verdict is Verdict.COMPILATION_ERROR
    assert "line 2" in report.compile_messages and str(tmp_path / "mine.py") in report.compile_messages


@pytest.mark.parametrize("code,verdict,said", [
    ("print(1 // 0)\n", Verdict.RUNTIME_ERROR, "ZeroDivisionError"),
    ("x = [0] * (200 * 1024 * 1024)\n", Verdict.MEMORY_LIMIT_EXCEEDED, ""),
])
def test_a_python_exception_or_too_much_memory_gets_its_verdict(tmp_path, code, verdict, said):
    report = judged(tmp_path, code, "cet4", "mine.py")
    assert report.verdict is verdict and said in report.tests[0].detail


def test_pypy3_runs_a_python_source_when_asked_for(tmp_path):
    source = tmp_path / "mine.py"
    source.write_text(CET4_PYTHON + "import platform\nprint(platform.python_implementation())\n")
    p = Problem("cet4")
    limits = judging.limits_for(p, {"memory": 256}, str(source))
    done = judging.run_on_input(p, str(source), b"3\n", limits, interpreter="pypy3")
    assert done.run.stdout == b"Cici\nPyPy\n"
    done = judging.run_on_input(p, str(source), b"3\n", limits)
    assert done.run.stdout == b"Cici\nCPython\n"


# --- HDU's and POJ's long -------------------------------------------------------------

SIZE_OF_LONG = '#include <stdio.h>\nint main(void) { printf("%d\\n", (int) sizeof(long)); return 0; }\n'


@pytest.mark.parametrize("problem,width", [("cet4", b"4"), ("funny-game", b"4"), ("box-game", b"8"),
                                           ("kayles", b"8")])
def test_long_is_as_wide_as_on_the_real_judge(tmp_path, problem, width):
    source = tmp_path / "width.c"
    source.write_text(SIZE_OF_LONG)
    p = Problem(problem)
    done = judging.run_on_input(p, str(source), b"", p.limits())
    assert done.run.stdout.strip() == width


LONG_REJECTED = sorted(f for f in os.listdir(os.path.join(ROOT, "solutions", "rejected")) if "-in-long." in f)


def test_the_problems_whose_values_pass_2_31_have_a_rejected_long_solution():
    assert {f.split(".")[0] for f in LONG_REJECTED} >= {"nim-or-not-nim", "euclid-game", "fibonacci-nim",
                                                          "moving-queen"}


@pytest.mark.parametrize("name", LONG_REJECTED)
def test_a_value_past_2_31_in_a_long_is_wrong_where_long_is_32_bits_and_right_where_64(name):
    problem = Problem(name.split(".")[0])
    source = os.path.join(ROOT, "solutions", "rejected", name)
    assert judging.judge_source(problem, source, problem.limits()).verdict is Verdict.WRONG_ANSWER
    wide = dataclasses.replace(problem.dialect, long_bits=64)
    with Submission(source, problem.limits(), wide) as linux:
        for test in problem.tests():
            run, verdict, _ = linux.execute(test.input)
            assert verdict is None
            assert judging.judge_output(problem, test, run.stdout)[0] is Verdict.ACCEPTED, test.name


def test_where_32_bit_programs_cannot_be_built_the_judge_says_so_once_and_falls_back(tmp_path, monkeypatch):
    monkeypatch.setitem(build.WORD_SIZE_FLAGS, 32, ["-m32", "-mno-such-option-anywhere"])
    monkeypatch.setattr(build, "_32_BIT_BUILDS", {})
    first = judged(tmp_path, SIZE_OF_LONG.replace("int main", "int unused(void);\nint main"), "cet4", "a.c")
    said = [n for n in first.notes if "cannot build 32-bit programs" in n]
    assert len(said) == 1 and "gcc-multilib" in said[0]
    again = judged(tmp_path, SIZE_OF_LONG, "cet4", "b.c")
    assert not any("cannot build 32-bit" in n for n in again.notes)


MALLOC_TOO_MUCH = """#include <stdio.h>
#include <stdlib.h>
int main(void) { char *p = malloc(200u << 20); if (p == NULL) return 3; p[0] = 1; puts("Kiki"); return 0; }
"""


def test_a_32_bit_program_s_refused_allocation_is_memory_limit_exceeded(tmp_path):
    report = judged(tmp_path, MALLOC_TOO_MUCH, "cet4", "big.c")
    assert report.verdict is Verdict.MEMORY_LIMIT_EXCEEDED
    assert "allocation was refused" in report.tests[0].detail


# --- The sanitizers ------------------------------------------------------------------

OVERFLOW = """#include <stdio.h>
int main(void)
{
    int n, big = 2147483600;
    while (scanf("%d", &n) == 1) {
        if (n > 990)
            big += n;
        puts(n % 3 ? "Kiki" : "Cici");
    }
    return big == 7;
}
"""
OUT_OF_BOUNDS = """#include <stdio.h>
int main(void)
{
    int n, seen[8] = {0};
    while (scanf("%d", &n) == 1) {
        seen[n % 9]++;
        puts(n % 3 ? "Kiki" : "Cici");
    }
    return seen[0] == -1;
}
"""
UNINITIALISED = """#include <stdio.h>
int main(void)
{
    int n, memo[1001], i;
    for (i = 1; i < 1000; i++)
        memo[i] = i % 3 != 0;
    while (scanf("%d", &n) == 1)
        puts(memo[n] ? "Kiki" : "Cici");
    return 0;
}
"""


@pytest.mark.parametrize("code,sanitizer,what,line,test", [
    (OVERFLOW, "UndefinedBehaviorSanitizer", "signed integer overflow", 7, "02-all-n"),
    (OUT_OF_BOUNDS, "UndefinedBehaviorSanitizer", "out of bounds", 6, "02-all-n"),
    (UNINITIALISED, "MemorySanitizer", "uninitialised", 8, "02-all-n"),
])
def test_sanitize_names_the_first_undefined_behaviour_its_line_and_test(tmp_path, code, sanitizer, what, line,
                                                                        test):
    report = judged(tmp_path, code, "cet4", "ub.c", sanitized=True)
    found = [r for r in report.sanitizer_reports if r.sanitizer == sanitizer]
    assert found, report.sanitizer_reports
    assert what in found[0].what and found[0].line == line and found[0].test == test
    assert found[0].file == str(tmp_path / "ub.c")
    summary = reports.format_summary(report, False)
    assert ("Accepted here, but it relies on undefined behaviour" in summary) == (report.verdict is Verdict.ACCEPTED)


def test_an_access_past_an_array_on_a_64_bit_linux_judge_is_named_by_address_sanitizer(tmp_path):
    heap = ("#include <stdio.h>\n#include <stdlib.h>\nint main(void)\n{\n    int n, *seen = calloc(4, sizeof *seen);\n"
            "    while (scanf(\"%d\", &n) == 1 && n)\n        seen[n % 7]++;\n    puts(\"Alice\");\n"
            "    return 0;\n}\n")
    report = judged(tmp_path, heap, "box-game", "heap.c", sanitized=True)
    found = report.sanitizer_reports[0]
    assert (found.file, found.line) == (str(tmp_path / "heap.c"), 7)


def test_sanitize_finds_nothing_in_a_reference_solution_and_says_so():
    p = Problem("cet4")
    report = judging.judge_source(p, p.solution, p.limits(), sanitized=True)
    assert report.verdict is Verdict.ACCEPTED and report.sanitizer_reports == []
    assert [n.split(":")[0] for n in report.sanitizer_notes] == [s.name for s in sanitize.SANITIZERS]


def test_sanitize_on_java_says_in_one_line_that_there_is_nothing_to_build(tmp_path):
    report = judged(tmp_path, CET4_SCANNER, "cet4", "Main.java", sanitized=True)
    assert report.verdict is Verdict.ACCEPTED and report.sanitizer_reports == []
    assert len(report.sanitizer_notes) == 1 and "Java" in report.sanitizer_notes[0]


def test_stress_with_a_sanitizer_shrinks_an_input_it_reports_on(tmp_path):
    source = tmp_path / "ub.c"
    source.write_text(OUT_OF_BOUNDS)
    outcome = stress.stress("cet4", str(source), seconds=5, sanitizer=sanitize.ADDRESS_AND_UNDEFINED)
    found = outcome.failure
    assert found is not None and found.sanitized is not None
    assert found.sanitized.line == 6 and "out of bounds" in found.sanitized.what
    assert found.text.split() == ["8"]          # 8 % 9 is the first index past seen[8]
