"""The languages a submission may be written in, told by its file's
suffix, and how a program in each one runs: C and C++ as each real judge
builds them (build.py), Java as the judges run it (the public class Main,
on a JVM whose heap is held to the problem's Java limit), Python 3 by
Debian's python3, or pypy3 when asked for.

  language_of(path)            -> Language, or a UsageError naming what is taken
  run_limits(language, limits) -> what a run of a program in it may use
  start_of(language, limits)   -> how the sandbox starts it (a sandbox Start)
  runtime_verdict(language, run) -> (verdict, cause) the runtime's own report
                                  gives (Java's OutOfMemoryError, Python's
                                  MemoryError, an uncaught exception), or None

The facts and their evidence (docs/judging.md, "Java and Python"):
- HDU, POJ and UVa all take Java, with the public class named Main (their
  FAQs); UVa takes Python 3 (since 2016), HDU and POJ do not; Kattis and
  DOMjudge take both.
- HDU's pages give two limits, "Java/Others" and C/C++; the Others ones
  are the front matter's time_limit_others and memory_limit_others.
- The memory limit of a Java run is the JVM's heap (-Xmx), as Kattis
  runs Java (java ... -Xms{memlim}m -Xmx{memlim}m, its language page):
  the JVM's own memory (its code, metaspace, threads' stacks) is allowed
  beside it and not counted, up to JVM_OVERHEAD, so a Scanner solution
  within the limit is never Memory Limit Exceeded for the JVM it runs on.
"""

import copy
import os
import re
import shutil
from dataclasses import dataclass
from typing import Tuple

from common.errors import UsageError
from localjudge.limits import shown_memory
from localjudge import sandbox
from localjudge.sandbox import Limits
from localjudge.verdicts import Verdict


@dataclass(frozen=True)
class Language:
    """A language a submission may be written in."""
    name: str                      # as the judges' submit pages name it
    suffixes: Tuple[str, ...]
    others: bool                   # judged under a page's "Java/Others" limits, not its C/C++ ones
    judges: Tuple[str, ...]        # the real judges that offer it (local: our own problems', Kattis and DOMjudge)


ALL_JUDGES = ("HDU", "POJ", "UVa", "local", "package")
C = Language("C", (".c",), False, ALL_JUDGES)
CPP = Language("C++", (".cpp", ".cc"), False, ALL_JUDGES)
JAVA = Language("Java", (".java",), True, ALL_JUDGES)
PYTHON = Language("Python 3", (".py",), True, ("UVa", "local", "package"))
LANGUAGES = (C, CPP, JAVA, PYTHON)
SUFFIXES = tuple(suffix for language in LANGUAGES for suffix in language.suffixes)

# The JVM, as the judges run it: one class, Main, from the jar the build
# made. -XX:+UseSerialGC as Kattis and DOMjudge (one collector thread, the
# same times run after run); -Xss64m as Kattis, so a deep recursion that
# the real judge's own stack setting took is not a stack overflow here;
# -XX:-UsePerfData writes no file in /tmp; no attach listener is started.
JVM_FLAGS = ["-XX:+UseSerialGC", "-XX:-UsePerfData", "-XX:+DisableAttachMechanism", "-Xss64m",
             "-Dfile.encoding=UTF-8"]
MAIN_CLASS = "Main"
JVM_OVERHEAD = 512        # MiB a JVM may hold beside its heap: a hello holds about 40 MiB in all, a stack
                          # overflowing its 64 MiB, with the compiled code, about 400
JVM_ADDRESS_SPACE = 4096  # MiB of address space beside the heap: the JVM reserves its class space and code cache
JVM_THREADS = 64          # a JVM starts about 20 threads: its compilers, its collector, its service threads
JVM_MEMORY_NOTE = "Java: the memory limit, %%s, is the JVM's heap (-Xmx), as Kattis counts it; the memory shown " \
    "is all the JVM holds, its own beside the heap (up to %d MiB more) not counted" % JVM_OVERHEAD
INTERPRETER_ADDRESS_SPACE = 1024   # MiB of address space beside the limit for python3 or pypy3
PYTHON_INTERPRETERS = {"python3": "Debian's python3", "pypy3": "Debian's pypy3"}


def language_of(path):
    """The Language of a source, by its suffix; a UsageError for another."""
    suffix = os.path.splitext(path)[1]
    for language in LANGUAGES:
        if suffix in language.suffixes:
            return language
    raise UsageError("%s: a solution is C (.c), C++ (.cpp or .cc), Java (.java) or Python 3 (.py)" % path)


SYSTEM_PATH = "/usr/bin:/bin"     # the system's tools: the sandbox holds /usr, not a user's own installs


def tool(name, package):
    """The real path of a system tool (java, javac, python3, pypy3): inside
    the sandbox only /usr is there, not /etc/alternatives its link goes
    through. A UsageError that names the package if it is missing."""
    found = shutil.which(name, path=SYSTEM_PATH)
    if found is None:
        raise UsageError("%s is not installed: install Debian's %s (make test installs it when run as root)"
                         % (name, package))
    return os.path.realpath(found)


def jdk_dirs(java):
    """The folders a JDK reads outside /usr, given java's real path: Debian
    keeps its configuration (java.security among it) in /etc/java-N-openjdk,
    where the links in its conf/ lead."""
    found = set()
    for folder, _, names in os.walk(os.path.join(os.path.dirname(os.path.dirname(java)), "conf")):
        for name in names:
            target = os.path.realpath(os.path.join(folder, name))
            parts = target.split(os.sep)
            if not target.startswith("/usr/") and len(parts) > 2:
                found.add(os.sep.join(parts[:3]))         # /etc/java-17-openjdk
    return sorted(f for f in found if os.path.isdir(f))


def run_limits(language, limits):
    """What a run of a program in language may use, under a problem's
    limits: a JVM gets its threads, its own memory beside the heap and the
    address space it reserves; an interpreter the address space it maps
    (pypy3's, over 100 MiB before a line runs), its memory still counted."""
    if language is PYTHON:
        changed = copy.copy(limits)
        changed.address_space = limits.memory + INTERPRETER_ADDRESS_SPACE
        return changed
    if language is not JAVA:
        return limits
    changed = Limits(limits.time, limits.memory, limits.output, limits.stack, max(limits.processes, JVM_THREADS))
    changed.overhead = JVM_OVERHEAD
    changed.address_space = limits.memory + JVM_OVERHEAD + JVM_ADDRESS_SPACE
    return changed


def start_of(language, limits, interpreter="python3"):
    """How the sandbox starts a program in language (a sandbox Start)."""
    if language is JAVA:
        java = tool("java", "default-jdk-headless")
        return sandbox.jar([java] + JVM_FLAGS + ["-Xmx%dk" % round(limits.memory * 1024), "-cp", sandbox.JAR,
                                                 MAIN_CLASS], jdk_dirs(java))
    if language is PYTHON:
        return sandbox.script(tool(interpreter, interpreter))
    return sandbox.native()


# What a JVM prints when a program ends by an exception it did not catch;
# Python prints a traceback whose last line names it. Either earns the
# verdict below on every judge, whatever it makes of an exit status.
JAVA_UNCAUGHT = re.compile(r'Exception in thread "main" ([\w.$]+)(?:: ([^\n]*))?')
PYTHON_TRACEBACK = "Traceback (most recent call last):"
PYTHON_LAST_LINE = re.compile(r"([\w.]+)(?:: (.*))?")


def runtime_verdict(language, run, limits):
    """(verdict, cause) from what the runtime reported as a program ended
    (an exception it did not catch), or None: the run's end decides."""
    if language not in (JAVA, PYTHON) or run.ended_by is not None:
        return None
    said = run.stderr.decode("utf-8", "replace")
    if language is JAVA:
        found = JAVA_UNCAUGHT.search(said)
    else:
        lines = [line for line in said.splitlines() if line.strip()]
        found = PYTHON_LAST_LINE.fullmatch(lines[-1]) if PYTHON_TRACEBACK in said and lines else None
    if found is None:
        return None
    exception, message = found.group(1), (found.group(2) or "").strip()
    if exception.endswith("OutOfMemoryError") or exception == "MemoryError":
        return Verdict.MEMORY_LIMIT_EXCEEDED, "%s: the %s ran out at the %s limit" % (
            exception, "heap" if language is JAVA else "memory", shown_memory(limits.memory))
    if exception.endswith("StackOverflowError") or exception == "RecursionError":
        return Verdict.RUNTIME_ERROR, "%s: a stack overflow%s" % (
            exception, " (the stack is 64 MiB, -Xss64m)" if language is JAVA else
            " (Python's recursion limit; sys.setrecursionlimit raises it)")
    return Verdict.RUNTIME_ERROR, "an exception it did not catch: %s%s" % (
        exception, ": " + message[:200] if message else "")
