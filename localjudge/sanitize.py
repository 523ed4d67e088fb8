"""Undefined behaviour named: a C or C++ source built with the sanitizers
and run on tests, and the first thing they report, with its file, line and
the test that showed it (judge.py test --sanitize, stress --sanitize).

Two builds, as no one build can have both: AddressSanitizer with
UndefinedBehaviorSanitizer (gcc and g++: an access out of bounds, a signed
overflow, a shift too far, a division by zero), and MemorySanitizer (clang,
C only: the use of uninitialised memory; for C++ it would need a C++
library built with it, and reports what the uninstrumented one writes).
The verdict is never theirs: the judge's own build gives it, and what a
sanitizer saw is told beside it.

  SANITIZERS                          the two builds
  usable(sanitizer, language)         -> None, or why it cannot look at a source in language
  report_of(run, inside, shown)       -> the Report of a sanitized run, or None
  first_reports(source, tests, ...)   -> ([Report], [notes]): each sanitizer's first, over tests
"""

import copy
import math
import os
import re
import shutil
from dataclasses import dataclass
from typing import Optional, Tuple

from localjudge import build, languages
from localjudge import sandbox
from localjudge.submission import Submission

# What a sanitized run may use: sanitizers slow a program (about twice for
# AddressSanitizer; MemorySanitizer builds without optimisation, which
# would otherwise fold a read of an uninitialised variable away, and is
# slower still) and hold shadow memory beside its own, and reserve
# terabytes of address space they never touch.
MEMORY_FACTOR = 3
MEMORY_ALLOWANCE = 512       # MiB
PROCESSES = 4                # a symbolizer it starts to name file and line
EXIT_CODE = 86               # a sanitizer's exit status after a report


@dataclass(frozen=True)
class Sanitizer:
    """One sanitized build."""
    name: str
    looks_for: str                           # for a person
    compilers: dict                          # {the judge's compiler: the one that builds with it}
    flags: Tuple[str, ...]
    environment: Tuple[str, ...]
    languages: Tuple[languages.Language, ...]
    word_sizes_32: bool                      # can it build 32-bit programs (-m32) too
    slowdown: float                          # its runs may take this many times the time limit
    symbolizer_variable: str                 # where it is told which symbolizer to run
    drops: Tuple[str, ...] = ()              # the judge's flags its compiler does not take

    def run_limits(self, limits):
        """A sanitized run's limits, from the judge's."""
        changed = copy.copy(limits)
        changed.time = limits.time * self.slowdown
        changed.overhead = limits.memory * (MEMORY_FACTOR - 1) + MEMORY_ALLOWANCE
        changed.address_space = math.inf
        changed.stack = limits.stack * 2     # its red zones widen every frame
        changed.processes = max(limits.processes, PROCESSES)
        return changed

    def start(self, start):
        """A native Start with the sanitizer's options in its environment,
        and llvm-symbolizer (where installed) to name a report's file and line."""
        symbolizer = shutil.which("llvm-symbolizer", path=languages.SYSTEM_PATH)
        named = ("%s=%s" % (self.symbolizer_variable, os.path.realpath(symbolizer)),) if symbolizer else ()
        return sandbox.Start(start.inside, start.mode, start.command, start.environment + self.environment + named,
                             start.executable, watched=False)     # the sanitizer's malloc is its own


ADDRESS_AND_UNDEFINED = Sanitizer(
    "AddressSanitizer and UndefinedBehaviorSanitizer",
    "accesses out of bounds, signed overflow and other undefined behaviour",
    {"gcc": "gcc", "g++": "g++"},
    ("-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"),
    ("ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:exitcode=%d:detect_stack_use_after_return=0" % EXIT_CODE,
     "UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:exitcode=%d" % EXIT_CODE),
    (languages.C, languages.CPP), True, 5, "ASAN_SYMBOLIZER_PATH")
MEMORY = Sanitizer(
    "MemorySanitizer",
    "the use of uninitialised memory",
    {"gcc": "clang"},
    ("-g", "-O0", "-fsanitize=memory", "-fsanitize-memory-param-retval", "-fno-omit-frame-pointer"),
    ("MSAN_OPTIONS=halt_on_error=1:exitcode=%d" % EXIT_CODE,),
    (languages.C,), False, 20, "MSAN_SYMBOLIZER_PATH", ("-fno-extended-identifiers",))
SANITIZERS = (ADDRESS_AND_UNDEFINED, MEMORY)


def usable(sanitizer, language):
    """None if sanitizer can look at a source in language here, or why not
    (one line)."""
    if language not in sanitizer.languages:
        return "%s builds %s only%s" % (
            sanitizer.name, " and ".join(l.name for l in sanitizer.languages),
            ": a C++ program's uninitialised memory is not looked for" if language is languages.CPP else "")
    missing = sorted({c for c in sanitizer.compilers.values() if shutil.which(c) is None})
    if missing:
        return "%s needs %s, which is not installed (Debian's %s)" % (
            sanitizer.name, " and ".join(missing), " and ".join(missing))
    return None


@dataclass
class Report:
    """The first thing a sanitizer reported."""
    sanitizer: str
    what: str                         # "signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'"
    file: Optional[str]
    line: Optional[int]
    test: str = ""

    def shown(self):
        where = "%s:%d" % (self.file, self.line) if self.file and self.line else "a line it could not name"
        return "%s: %s, at %s, on %s" % (self.sanitizer, self.what, where, self.test)


# UndefinedBehaviorSanitizer: "FILE:LINE:COLUMN: runtime error: WHAT".
UNDEFINED = re.compile(r"^(.+?):(\d+):\d+: runtime error: (.+)$", re.M)
# AddressSanitizer and MemorySanitizer: "ERROR: AddressSanitizer: KIND ..."
# (or "WARNING: MemorySanitizer: KIND"), then the stack, frame #0 first,
# each "#N 0x... in FUNCTION FILE:LINE[:COLUMN]".
HEADLINE = re.compile(r"^==\d+==(?:ERROR|WARNING): (AddressSanitizer|MemorySanitizer): ([\w-]+)(.*)$", re.M)
FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-f]+ in \S+ (\S+?):(\d+)(?::\d+)?$", re.M)
# What a sanitizer says of a limit rather than of undefined behaviour: the
# judge's own build gives that its verdict.
OF_LIMITS = ("stack-overflow", "out-of-memory", "allocation-size-too-big", "rss-limit-exceeded",
             "requested allocation size")
KINDS = {
    "heap-buffer-overflow": "an access out of bounds of an array on the heap",
    "stack-buffer-overflow": "an access out of bounds of an array on the stack",
    "global-buffer-overflow": "an access out of bounds of a static array",
    "stack-buffer-underflow": "an access before the start of an array on the stack",
    "heap-use-after-free": "a use of memory after it was freed",
    "stack-use-after-scope": "a use of a variable after its block ended",
    "use-of-uninitialized-value": "a use of uninitialised memory",
    "SEGV": "a read or write at an address it does not own",
    "double-free": "memory freed twice",
}


def report_of(run, inside, shown, executable=None):
    """The Report of a sanitized run, or None: the first thing its
    sanitizers reported about the program (inside: the source's path in
    the compiler's sandbox, written as shown). What they say of its limits
    (a stack overflow, too much memory) is not undefined behaviour. A
    frame the sanitizer could not name (its symbolizer cannot open the
    program inside the sandbox) is named from executable."""
    said = run.stderr.decode("utf-8", "replace")
    undefined = UNDEFINED.search(said)
    headline = HEADLINE.search(said)
    if undefined and (headline is None or undefined.start() < headline.start()):
        return Report("UndefinedBehaviorSanitizer", undefined.group(3).strip(), _shown_file(undefined.group(1),
                      inside, shown), int(undefined.group(2)))
    if headline is None or headline.group(2) in OF_LIMITS or any(k in headline.group(3) for k in OF_LIMITS):
        return None
    frames = [(f.group(1), int(f.group(2))) for f in FRAME.finditer(said, headline.end())
              if os.path.basename(f.group(1)) == os.path.basename(inside)]
    if not frames and executable:
        offset = UNNAMED_FRAME.search(said, headline.end())
        frames = symbolized(executable, offset.group(1), inside) if offset else []
    kind = headline.group(2)
    return Report(headline.group(1), KINDS.get(kind, kind), _shown_file(frames[0][0], inside, shown)
                  if frames else None, frames[0][1] if frames else None)


# A frame of the program's own the sanitizer could not name: "(/box/solution
# (deleted)+0x1234)", the executable as the sandbox holds it.
UNNAMED_FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-f]+\s+\(%s(?: \(deleted\))?\+(0x[0-9a-f]+)\)" % re.escape(
    sandbox.native().inside), re.M)
SYMBOLIZED = re.compile(r"^(\S+?):(\d+)(?::\d+)?$", re.M)


def symbolized(executable, offset, inside):
    """[(file, line)] of an offset in executable, by llvm-symbolizer run in
    the compiler's sandbox (the program's debug information is untrusted
    input), or [] if it cannot say."""
    symbolizer = shutil.which("llvm-symbolizer", path=languages.SYSTEM_PATH)
    if symbolizer is None:
        return []
    there = build.SOURCE_INSIDE + "/program"
    run, _ = sandbox.compile_in_sandbox([os.path.realpath(symbolizer), "--obj=" + there, offset],
                                        {there: (executable, "0444")}, build.compile_limits(),
                                        64 * 1024, 1024 * 1024)
    return [(m.group(1), int(m.group(2))) for m in SYMBOLIZED.finditer(run.stdout.decode("utf-8", "replace"))
            if os.path.basename(m.group(1)) == os.path.basename(inside)]


def _shown_file(path, inside, shown):
    return shown if os.path.basename(path) == os.path.basename(inside) else path


def inside_path(source):
    """Where the compiler's sandbox held source: the path a report names."""
    return build.SOURCE_INSIDE + "/solution" + os.path.splitext(source)[1]


def first_reports(source, tests, limits, dialect, std=None):
    """(reports, notes): for each sanitizer that can look at source, the
    first Report over tests (each a problems.Test) in their order, and a
    line for each that cannot, or could not build it. I/O: builds the
    source with each and runs it in the sandbox."""
    language = languages.language_of(source)
    if language not in (languages.C, languages.CPP):
        return [], ["the sanitizers build C and C++ sources: a %s one has nothing for them" % language.name]
    reports, notes = [], []
    for sanitizer in SANITIZERS:
        why = usable(sanitizer, language)
        if why:
            notes.append(why)
            continue
        with Submission(source, limits, dialect, std, sanitizer=sanitizer) as built:
            if not built.compile_ok:
                notes.append("%s could not build it: %s" % (sanitizer.name, _first_line(built.compile_messages)))
                continue
            for looked, test in enumerate(tests, 1):
                run, _, _ = built.execute(test.input, test.name)
                found = report_of(run, inside_path(source), source, built.program)
                if found is not None:
                    found.test = test.name
                    reports.append(found)
                    break
                if run.ended_by is not None:
                    notes.append("%s's build ran out of its %g s on %s (a sanitized build is slower): the tests "
                                 "after it were not looked at" % (sanitizer.name, built.run_limits.time, test.name))
                    break
            else:
                notes.append("%s: nothing reported on %s" % (sanitizer.name, "the test" if len(tests) == 1 else
                                                             "the %d tests" % len(tests)))
    return reports, notes


def _first_line(messages):
    lines = [line for line in messages.splitlines() if "error" in line] or messages.splitlines() or ["(nothing)"]
    return lines[0].strip()[:200]
