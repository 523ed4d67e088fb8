"""Compilers and flags: how the real judges build a submission, and how our
own solutions must build.

Each real judge is a dialect: what its C and C++ compilers accept, what it
makes of a non-zero exit status and how much stack a program gets. The
evidence for each fact, and what is unknown, is in the README's section
"The real judges"; where a fact is unknown the dialect takes the reading
that does not reject what the real judge accepts.
"""

import os
import re
import shutil
import signal
from dataclasses import dataclass
from typing import List, Optional

from common import paths
from common.errors import InternalError, UsageError
from common.userfiles import MIB
from localjudge import cache, limits
from localjudge.languages import JVM_ADDRESS_SPACE, JVM_THREADS, MAIN_CLASS, jdk_dirs, tool
from localjudge.sandbox import Limits, compile_in_sandbox, runs
from localjudge.verdicts import signal_name

# The compiler for a source, by its suffix (G++ and GCC on HDU and POJ).
JUDGE_COMPILERS = {".c": "gcc", ".cpp": "g++", ".cc": "g++"}
SOURCE_SUFFIXES = tuple(JUDGE_COMPILERS)
PROGRAM_SUFFIXES = SOURCE_SUFFIXES + (".py",)        # a generator or checker may be a Python 3 script
JUDGE_FLAGS = ["-O2", "-DONLINE_JUDGE"]
WARNINGS = ["-Wall"]            # shown above the results; they change nothing in the build
JUDGE_LIBS = ["-lm"]
WINDOWS_HEADERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "windows")   # <conio.h>, <iostream>
# Where the compiler's sandbox holds the source, the Windows headers and its output.
SOURCE_INSIDE, WINDOWS_INSIDE, OUTPUT_INSIDE = "/box/src", "/box/windows", "/box/out/solution"
MODERN_CPP = "gnu++14"           # tried when a C++ source fails as C++98, for the hint
MODERN_C = "gnu11"               # tried when a C source fails as C89, for the hint
COMPILE_TRIES = 2                # a compile the wall clock stopped is tried again once
HINT_BUDGET = 2.0                # CPU seconds: a failed compile cheaper than this is compiled again for a hint


@dataclass(frozen=True)
class Dialect:
    """How one real judge builds and runs a submission."""
    name: str
    windows: bool                     # __int64, %I64d, <conio.h>, the old <iostream>
    c_std: Optional[str]              # -std= of C, or None for the compiler's own
    cpp_std: Optional[str]            # -std= of C++, or None
    exit_status_counts: bool          # non-zero exit: Runtime Error?
    stack: int                        # MiB of stack a default build gets there
    static: bool = False              # linked statically (-static)
    # Compilers from before GCC 10 took no UTF-8 in identifiers, so a
    # Chinese full stop inside #if 0 was skipped text, where GCC 10 on
    # lexes it as part of an identifier and fails (HDU-era accepted code).
    old_identifiers: bool = False
    long_bits: int = 64               # how wide long is: 32 on Windows, 64 on a 64-bit Linux

    @property
    def std(self):
        """{compiler: its -std= or None}."""
        return {"gcc": self.c_std, "g++": self.cpp_std}

    def run_stack(self, memory):
        """MiB of stack a program runs with under a memory limit of memory
        MiB. On Windows the stack is whatever the program was linked with,
        and accepted HDU runs need more than a default build's 1 MB, so a
        program may have as much as the memory limit allows."""
        return memory if self.windows else min(self.stack, memory)


DIALECTS = {
    # Windows (Visual C++ and MinGW): 64-bit integers as __int64 and %I64d;
    # old MinGW G++ compiled C++98; the C compiler's version is unknown, so
    # gcc's own default; the exit status is not known to count; a Visual
    # C++ build gets 1 MB of stack unless linked with more; long is 32 bits
    # wide (LLP64), pointers too on their 32-bit compilers.
    "HDU": Dialect("HDU", True, None, "gnu++98", False, 1, old_identifiers=True, long_bits=32),
    "POJ": Dialect("POJ", True, None, "gnu++98", False, 1, old_identifiers=True, long_bits=32),
    # Linux, gcc 5.3: C with -ansi, C++ as gcc 5 defaults (gnu++98), C++11
    # offered apart; the exit status is not known to count; stack unknown,
    # so Linux's usual 8 MiB.
    "UVa": Dialect("UVa", False, "c89", "gnu++98", False, 8, old_identifiers=True),
    # Problems of our own: the conventions of Kattis and DOMjudge, built
    # dynamically so that the allocation watch (LD_PRELOAD) can tell a
    # failed allocation from a crash.
    "local": Dialect("local", False, None, None, True, runs.STACK_LIMIT),
    # The packages export writes, judged as Kattis and DOMjudge judge them:
    # both link a C or C++ program statically (problemtools'
    # languages.yaml, DOMjudge's compile scripts).
    "package": Dialect("package", False, None, None, True, runs.STACK_LIMIT, static=True),
}


def dialect_for(judges):
    """The dialect of the first of a problem's judges that has one."""
    return next((DIALECTS[name] for name in judges if name in DIALECTS), DIALECTS["local"])


# How our own solutions must build: strict C89, and as C++ where a judge
# offers only that.
STRICT_BUILDS = {
    "gcc": ["-std=c89", "-pedantic-errors", "-Wall", "-Wextra", "-Werror"],
    "clang": ["-std=c89", "-pedantic-errors", "-Wall", "-Wextra", "-Werror"],
    "g++": ["-x", "c++", "-pedantic-errors", "-Wall", "-Wextra", "-Werror"],
}


@dataclass
class Compiled:
    """How a compile went."""
    ok: bool
    messages: str                     # the compiler's, and a line on a limit it ran out of
    cpu: float                        # seconds of CPU time it took


def compile_source(compiler, flags, source, executable):
    """Build source with compiler and flags, in a sandbox that holds only
    the source, the Windows headers and the toolchain: a Compiled. A source
    that makes the compiler run out of the compile limits fails with a
    message naming the limit. Builds are cached: the same compiler, flags
    and source are not compiled twice. A compiler that is not installed is
    an InternalError. I/O: reads the source, runs the compiler in a
    sandbox, reads and writes build/cache/, writes executable."""
    path = shutil.which(compiler)
    if path is None:
        raise InternalError("%s is not installed: the judge needs it to build %s sources"
                            % (compiler, " and ".join(s for s, c in JUDGE_COMPILERS.items() if c == compiler)
                               or "our solutions"))
    inside = SOURCE_INSIDE + "/solution" + os.path.splitext(source)[1]    # whatever its name outside
    files = {inside: (source, "0444")}
    for name in sorted(os.listdir(WINDOWS_HEADERS)):
        files[WINDOWS_INSIDE + "/" + name] = (os.path.join(WINDOWS_HEADERS, name), "0444")
    argv = [os.path.realpath(path)] + flags + [inside, "-o", OUTPUT_INSIDE] + JUDGE_LIBS
    return _cached_compile(compiler, argv, files, executable, {inside: source})


def _cached_compile(compiler, argv, files, executable, shown, budget=None, system_dirs=()):
    """A Compiled: argv (a compiler, or a shell that runs one) run on files
    in the compiler's sandbox, or what the cache kept of the same run; the
    output written to executable. shown: {path inside: the path a person
    knows}, for its messages."""
    cached = cache.lookup(argv, files)
    if cached is None:
        cached = _compile(compiler, argv, files, budget, system_dirs)
        cache.store(argv, files, *cached)
    ok, messages, binary, cpu = cached
    if ok:
        with open(executable, "wb") as out:
            out.write(binary)
        os.chmod(executable, 0o755)
    for inside, outside in shown.items():
        messages = messages.replace(inside, outside)
    return Compiled(ok, messages, cpu)


# A compiler that ran out of memory, or of room for a file, says so in one of these ways.
OUT_OF_MEMORY = re.compile(r"out of memory|virtual memory exhausted|cannot allocate memory|std::bad_alloc", re.I)
TOO_LARGE = re.compile(r"file size limit exceeded|no space left on device", re.I)


def _compile(compiler, argv, files, budget=None, system_dirs=()):
    """(ok, messages, executable bytes or None, CPU seconds) of one
    sandboxed compile, under the compile limits (limits.COMPILE_*, or
    budget if given). A
    compile the wall clock stopped while it ran (the machine was too busy,
    not the source too hard) is tried again, and then is an InternalError:
    it is never a Compilation Error, and so never cached. One stopped while
    it waited, running nothing (it read a device that never answers, say,
    #include "/dev/ptmx"), is a Compilation Error that says so."""
    budget = budget or compile_limits()
    for _ in range(COMPILE_TRIES):
        run, binary = compile_in_sandbox(argv, files, budget, runs.MESSAGE_LIMIT, limits.COMPILE_FILE_LIMIT * MIB,
                                         OUTPUT_INSIDE, system_dirs)
        if run.ended_by != runs.WALL:
            break
        if run.waited:
            return False, "%s waited, running nothing, until the wall clock stopped it after %.1f s of CPU " \
                "time: the source makes it read what never ends (a device such as /dev/ptmx, say)" % (
                    compiler, run.cpu), None, run.cpu
    else:
        raise InternalError("%s was stopped by the wall clock %d times, after %.1f s of CPU time: the "
                            "machine is too busy to compile; try again" % (compiler, COMPILE_TRIES, run.cpu))
    messages = (run.stdout + run.stderr).decode("utf-8", "replace")
    limit = _compile_limit_hit(run, messages)
    if limit:
        return False, messages + "\n%s ran out of %s, the limit of a compile" % (compiler, limit), None, run.cpu
    if run.exit_code != 0 or binary is None:
        why = "killed by %s" % signal_name(run.signal) if run.signal else "exit status %s" % run.exit_code
        return False, messages + "\n%s failed (%s)" % (compiler, why), None, run.cpu
    return True, messages, binary, run.cpu


def compile_limits():
    """The limits of a compile (limits.COMPILE_*)."""
    return Limits(limits.COMPILE_TIME_LIMIT, limits.COMPILE_MEMORY_LIMIT, processes=limits.COMPILE_PROCESSES)


def _compile_limit_hit(run, messages):
    """Which compile limit a compile ran out of, for a person, or None."""
    if run.ended_by == runs.CPU or run.cpu > limits.COMPILE_TIME_LIMIT or run.signal == signal.SIGXCPU:
        return "%g s of CPU time" % limits.COMPILE_TIME_LIMIT
    if run.exit_code != 0 and OUT_OF_MEMORY.search(messages):
        return "%d MiB of memory" % limits.COMPILE_MEMORY_LIMIT
    if run.ended_by == runs.OUTPUT or run.signal == signal.SIGXFSZ or TOO_LARGE.search(messages):
        return "%d MiB for a file it writes (an object file or the executable)" % limits.COMPILE_FILE_LIMIT
    return None


@dataclass
class Build:
    """How a submission built, and what the real judge would make of it."""
    ok: bool
    messages: str                     # the compiler's
    notes: List[str]                  # one line each on what the real judge would do otherwise
    stack_kib: int                    # the stack a build on the real judge has: its default, or the pragma's


# A printf/scanf conversion with Windows' 64-bit length, and the pieces of C
# source it may stand in: comments and character literals are passed over.
WINDOWS_FORMAT = re.compile(r"%%|(%[-+ #0*]*[0-9]*(?:\.[0-9]*)?)I64([diouxX])")
C_TOKENS = re.compile(r'//[^\n]*|/\*.*?\*/|\'(?:[^\'\\\n]|\\.)*\'|"(?:[^"\\\n]|\\.)*"', re.S)
STACK_PRAGMA = re.compile(r'#\s*pragma\s+comment\s*\(\s*linker\s*,\s*"/STACK:(0x[0-9a-fA-F]+|[0-9]+)')


# Visual C++ (HDU's and POJ's C++) takes `void main()`, which G++ refuses;
# such a main is renamed and called from an int main added at the end, so
# that every line keeps its number.
VOID_MAIN = re.compile(r"\bvoid(\s+)main(\s*)\(\s*(?:void\s*)?\)")
VISUAL_MAIN = "main_as_visual_cpp_calls_it"


def windows_source(text, compiler="gcc"):
    """The source with %I64d (and %I64u, %I64x, ...) in its string literals
    written as %lld: glibc reads %I64d as a flag, a width of 64 and %d; and,
    for C++, a void main() as Visual C++ runs it."""
    def conversion(match):
        return match.group(0) if match.group(0) == "%%" else match.expand(r"\1ll\2")

    def literal(match):
        token = match.group(0)
        return WINDOWS_FORMAT.sub(conversion, token) if token.startswith('"') else token
    text = C_TOKENS.sub(literal, text)
    found = visual_cpp_main(text) if compiler == "g++" else None
    if found:
        text = text[:found.start()] + found.expand(r"static void\1%s\2()" % VISUAL_MAIN) + text[found.end():] + \
            "\nint main() { %s(); return 0; }\n" % VISUAL_MAIN
    return text


def visual_cpp_main(text):
    """The match of a void main() in a C++ source (outside comments and
    literals), as only Visual C++ takes, or None."""
    return VOID_MAIN.search(C_TOKENS.sub(lambda m: " " * len(m.group(0)), text))


def judge_build(source, executable, workdir, dialect, std=None, sanitizer=None):
    """Build a submission as the judge of dialect builds it: a Build; with
    a sanitizer (sanitize.Sanitizer), its compiler and flags besides. I/O:
    the source is read, prepared for the dialect in workdir and compiled."""
    compiler = JUDGE_COMPILERS.get(os.path.splitext(source)[1])
    with open(source, encoding="utf-8", errors="surrogateescape") as original:
        text = original.read()
    prepared = os.path.join(workdir, os.path.basename(source))
    with open(prepared, "w", encoding="utf-8", errors="surrogateescape") as out:
        out.write(windows_source(text, compiler) if dialect.windows else text)
    notes = []
    flags = dialect_flags(dialect, compiler, std)
    if sanitizer is None or sanitizer.word_sizes_32:
        flags += word_flags(dialect, compiler, workdir, notes)
    builder = compiler if sanitizer is None else sanitizer.compilers[compiler]
    if sanitizer is not None:
        flags = [f for f in flags if f not in sanitizer.drops] + list(sanitizer.flags)
    compiled = compile_source(builder, flags, prepared, executable)
    ok, messages = compiled.ok, compiled.messages.replace(prepared, source)
    stack_kib = dialect.stack * 1024
    pragma = STACK_PRAGMA.search(text) if dialect.windows else None
    if pragma:      # Visual C++ links the program with that stack
        stack_kib = max(stack_kib, int(pragma.group(1), 0) // 1024)
    notes += dialect_notes(text, dialect, compiler)
    if not ok and sanitizer is None:
        notes += build_failure_hints(text, dialect, compiler, prepared, workdir, std,
                                     compile_again=compiled.cpu < HINT_BUDGET)
    return Build(ok, messages, notes, stack_kib)


# HDU's and POJ's Windows compilers make long 32 bits wide, as wide as
# int; -m32 builds the same here (Debian's gcc-multilib and g++-multilib),
# where a machine can build 32-bit programs at all. Its doubles are SSE2's,
# as in a 64-bit build and as Visual C++ rounds them (53 bits), not the
# x87's 80 bits, which would make a double-precision test right by luck.
WORD_SIZE_FLAGS = {32: ["-m32", "-msse2", "-mfpmath=sse"], 64: []}
PROBES = {"gcc": ("probe.c", "int main(void) { return 0; }\n"),
          "g++": ("probe.cpp", "#include <string>\nint main() { return (int) std::string().size(); }\n")}
_32_BIT_BUILDS = {}          # compiler: can it build a 32-bit program here? (asked once a process)


def word_flags(dialect, compiler, workdir, notes):
    """The flags that give long the width it has on dialect's judge: -m32
    for HDU and POJ. Where compiler cannot build a 32-bit program here, none,
    and a note the first time (appended to notes)."""
    if dialect.long_bits == 64:
        return []
    if compiler not in _32_BIT_BUILDS:
        name, text = PROBES[compiler]
        probe = os.path.join(workdir, name)
        with open(probe, "w") as out:
            out.write(text)
        # Not through the cache: the answer changes when multilib is installed, gcc does not.
        inside = SOURCE_INSIDE + "/" + name
        _32_BIT_BUILDS[compiler] = _compile(compiler, [os.path.realpath(shutil.which(compiler))] + WORD_SIZE_FLAGS[32]
                                            + [inside, "-o", OUTPUT_INSIDE], {inside: (probe, "0444")})[0]
        os.remove(probe)
        if not _32_BIT_BUILDS[compiler]:
            notes.append("%s cannot build 32-bit programs on this machine (install Debian's gcc-multilib and "
                         "g++-multilib), so long is 64 bits wide here where %s's is 32: a value past 2^31 kept "
                         "in a long passes here and fails there" % (compiler, dialect.name))
    return WORD_SIZE_FLAGS[32] if _32_BIT_BUILDS[compiler] else []


# A Java submission is compiled as Main.java, whatever its name outside:
# the judges run the public class Main. javac and jar run in the
# compiler's sandbox with a heap of their own and the address space a
# JVM reserves; the classes are packed into one jar, the program's file.
JAVA_INSIDE = SOURCE_INSIDE + "/Main.java"
JAVAC_HEAP = 512                 # MiB
NO_MAIN_CLASS = "no class Main was compiled: the judges (HDU, POJ and UVa alike) run the public class " \
    "Main, so the class with main() is `public class Main`, outside any package"


def java_build(source, jar):
    """Build a Java submission into the jar at jar: a Build. I/O: runs javac
    and jar in the compiler's sandbox."""
    javac, packer = tool("javac", "default-jdk-headless"), tool("jar", "default-jdk-headless")
    jvm = "-J-Xmx%dm -J-XX:+UseSerialGC -J-XX:-UsePerfData" % JAVAC_HEAP
    script = ("mkdir /tmp/classes && {javac} {jvm} -encoding UTF-8 -d /tmp/classes {source} && "
              "{{ [ -f /tmp/classes/{main}.class ] || {{ echo '{missing}' >&2; exit 1; }}; }} && "
              "{jar} {jvm} --create --file {out} -C /tmp/classes .").format(
        javac=javac, jvm=jvm, source=JAVA_INSIDE, main=MAIN_CLASS, missing=NO_MAIN_CLASS, jar=packer,
        out=OUTPUT_INSIDE)
    budget = compile_limits()
    budget.processes = max(budget.processes, JVM_THREADS)
    budget.address_space = JAVAC_HEAP + JVM_ADDRESS_SPACE
    compiled = _cached_compile("javac", ["/usr/bin/sh", "-c", script], {JAVA_INSIDE: (source, "0444")}, jar,
                               {JAVA_INSIDE: source}, budget, jdk_dirs(javac))
    notes = []
    if not compiled.ok and re.search(r"class \w+ is public, should be declared in a file named", compiled.messages):
        notes.append("the judges compile a Java submission as Main.java: its public class is Main")
    return Build(compiled.ok, compiled.messages, notes, 0)


# A Python submission is compiled, not run, to find a syntax error before
# any test (as Kattis does, with py_compile); the checked source is the
# program's file.
PYTHON_INSIDE = SOURCE_INSIDE + "/solution.py"
PYTHON_CHECK = "import sys; s = open(sys.argv[1], 'rb').read(); compile(s, sys.argv[1], 'exec'); " \
    "open(sys.argv[2], 'wb').write(s)"


def python_check(source, script, interpreter):
    """Check that a Python 3 submission compiles under interpreter (its real
    path), and copy it to script: a Build."""
    compiled = _cached_compile(os.path.basename(interpreter), [interpreter, "-c", PYTHON_CHECK, PYTHON_INSIDE,
                                                               OUTPUT_INSIDE],
                               {PYTHON_INSIDE: (source, "0444")}, script, {PYTHON_INSIDE: source})
    return Build(compiled.ok, compiled.messages, [], 0)


def dialect_flags(dialect, compiler, std=None):
    """The flags the judge of dialect builds with, for a compiler, and -Wall."""
    flags = JUDGE_FLAGS + WARNINGS
    if dialect.windows:
        flags += ["-D__int64=long long", "-isystem", WINDOWS_INSIDE]
    if dialect.old_identifiers:
        flags += ["-fno-extended-identifiers"]
    language_std = std or dialect.std[compiler]
    return flags + (["-std=" + language_std] if language_std else []) + (["-static"] if dialect.static else [])


# What <iostream> brought with it on HDU's and POJ's compilers: each header
# (as C++ and C name it) and the calls it declares that code relies on.
IOSTREAM_BROUGHT = [
    (("cstdio", "stdio.h"), r"scanf|printf|sscanf|sprintf|puts|gets|getchar|putchar|fgets|freopen"),
    (("cstdlib", "stdlib.h"), r"abs|atoi|atol|malloc|calloc|free|qsort|exit|rand|srand"),
    (("cstring", "string.h"), r"memset|memcpy|memcmp|strlen|strcmp|strcpy|strcat|strncmp"),
    (("algorithm",), r"sort|stable_sort|reverse|unique|lower_bound|upper_bound|binary_search|next_permutation"
                     r"|min_element|max_element|nth_element|random_shuffle"),
]


def iostream_reliance(text):
    """The headers a C++ source relies on <iostream> to bring: it includes
    <iostream>, calls what they declare, and does not include them."""
    if not re.search(r"#\s*include\s*<iostream>", text):
        return []
    code = C_TOKENS.sub(" ", text)
    defined = set(re.findall(r"\b(\w+)\s*\([^()]*\)\s*\{", code))     # its own abs(), say
    return ["<%s>" % names[0] for names, calls in IOSTREAM_BROUGHT
            if set(re.findall(r"\b(%s)\s*\(" % calls, code)) - defined
            and not re.search(r"#\s*include\s*<(%s)>" % "|".join(re.escape(n) for n in names), text)]


def dialect_notes(text, dialect, compiler):
    """Notes on Windows-only idioms in a source, and on headers it relies
    on <iostream> to bring."""
    notes = []
    relied = iostream_reliance(text) if compiler == "g++" else []
    if relied:
        named = relied[0] if len(relied) == 1 else "%s and %s" % (", ".join(relied[:-1]), relied[-1])
        notes.append("it calls what %s declare%s with only <iostream> included: %s" % (
            named, "s" if len(relied) == 1 else "",
            "%s's Windows compilers brought %s with <iostream>, and so does this judge; g++ 4.4 and later "
            "(Linux judges) need the #include" % (dialect.name, "it" if len(relied) == 1 else "them")
            if dialect.windows else
            "%s's g++ 5 does not bring them with <iostream> (g++ 4.4 and later do not): add the #include"
            % dialect.name))
    if re.search(r"__int64|%I64[diouxX]", text):
        notes.append("__int64 and %%I64d are Windows-only: %s" % (
            "they work here as on %s; on Linux judges write long long and %%lld" % dialect.name
            if dialect.windows else "%s runs Linux; write long long and %%lld" % dialect.name))
    if compiler == "g++" and visual_cpp_main(text):
        notes.append("void main is taken only by Visual C++: %s" % (
            "%s's C++ takes it, so it is judged here as Visual C++ runs it; their G++ and Linux judges give "
            "Compilation Error: declare int main" % dialect.name if dialect.windows else
            "%s's G++ gives Compilation Error: declare int main" % dialect.name))
    if re.search(r"#\s*include\s*<iostream\.h>", text):
        notes.append("<iostream.h> is the pre-standard header of Visual C++ 6: %s" % (
            "%s's C++ has it, so it is found here; G++ has none: include <iostream> and use std" % dialect.name
            if dialect.windows else "%s's G++ has none: include <iostream> and use std" % dialect.name))
    if re.search(r"#\s*include\s*<conio\.h>", text):
        notes.append("<conio.h> is Windows-only: %s" % (
            "%s has it; Linux judges do not, so leave it out" % dialect.name if dialect.windows
            else "%s runs Linux and has no <conio.h>; leave it out" % dialect.name))
    return notes


def build_failure_hints(text, dialect, compiler, prepared, workdir, std, compile_again=True):
    """One-line hints on why a source that fails to build would build
    elsewhere: C99 under a C89 judge, C++ saved as .c (only if it is no
    newer C), C++11 under a C++98 judge (these compile it again, so only
    if compile_again), void main."""
    hints = []
    scratch = os.path.join(workdir, "hint-build")
    newer_c = compile_again and compiler == "gcc" and not std and dialect.std["gcc"] == "c89" and compile_source(
        "gcc", dialect_flags(dialect, "gcc", MODERN_C), prepared, scratch).ok
    if newer_c:
        hints.append("it builds as C99/C11 but not as C89, which %s's C compiler takes; --std %s judges it as "
                     "a newer compiler would" % (dialect.name, MODERN_C))
    compile_again = compile_again and shutil.which("g++") is not None
    if compile_again and compiler == "gcc" and not newer_c and compile_source(
            "g++", ["-x", "c++"] + dialect_flags(dialect, "g++"), prepared, scratch).ok:
        hints.append("this is C++ saved as .c: name it .cpp (on %s, submit it as G++)" % dialect.name)
    if compile_again and compiler == "g++" and not std and dialect.std["g++"] == "gnu++98" and compile_source(
            "g++", dialect_flags(dialect, "g++", MODERN_CPP), prepared, scratch).ok:
        hints.append("it builds as C++14 but not as C++98, which %s's G++ compiles; "
                     "--std %s judges it as a newer compiler would" % (dialect.name, MODERN_CPP))
    if os.path.exists(scratch):
        os.remove(scratch)
    return hints


def strict_build(compiler, source, executable):
    """(ok, messages): build one of our solutions with the strict flags of
    that compiler."""
    compiled = compile_source(compiler, STRICT_BUILDS[compiler], source, executable)
    return compiled.ok, compiled.messages


def is_source(path):
    """Does path end in a suffix the judges build?"""
    return os.path.splitext(path)[1] in JUDGE_COMPILERS


def check_std(std, source=None):
    """A --std value, checked so that it cannot smuggle other flags in, and
    of the language of source (a C standard for a .c file) if given."""
    if std is not None and not re.fullmatch(r"(c|gnu|c\+\+|gnu\+\+)[0-9a-z]{2}", std):
        raise UsageError("--std takes a language standard such as gnu++98, c++14 or c99, not %r" % std)
    if std is not None and source is not None and ("++" in std) != (JUDGE_COMPILERS.get(
            os.path.splitext(source)[1]) == "g++"):
        raise UsageError("--std %s is not a standard of %s's language: %s" % (
            std, paths.shown_path(source), "c99 or gnu11, say" if "++" in std else "gnu++98 or c++14, say"))
    return std


def strict_build_all(solutions):
    """(name, compiler, ok, messages) for each (name, source) of solutions
    and each strict build, as each is done. I/O: writes build/NAME.COMPILER."""
    os.makedirs(paths.BUILD_DIR, exist_ok=True)
    for name, source in solutions:
        for compiler in STRICT_BUILDS:
            executable = os.path.join(paths.BUILD_DIR, "%s.%s" % (name, compiler))
            yield (name, compiler) + tuple(strict_build(compiler, source, executable))
