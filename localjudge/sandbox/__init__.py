"""The sandbox: the one part of the judge that starts untrusted code (a
submission, its compiler, the helpers a user gives hack), always inside
bubblewrap, under limits, and ended with every process it started.

  ProgramSandbox(path[, start])           a sandbox for one program, kept across its runs:
      .start_on(stdin, limits, args)      -> finish(), which waits and gives its Run
      .run_on(stdin, limits, args)        -> Run
  Start, native(), script(interpreter), jar(command), JAR
                                          how a program starts: an executable, a script, a jar
  compile_in_sandbox(argv, files, limits, output_cap, file_size)
                                          -> (Run, the executable's bytes or None)
  Limits, Run                             what a run may use, what it did (runs.py)
  memory_note()                           how memory is counted where no cgroup can be made
  sandbox_problem()                       why no sandbox can be made here, or None

Inside (imported by nothing outside this package but through here, and
runs.py, the records, which the verdicts read):

  bubblewrap  the bubblewrap sandbox and its PID 1, the launcher; one run under limits
  programs    a program's sandbox across its runs; a compiler's
  runs        Limits and Run: what a run may use and what it did (no I/O)
  cgroup      memory cgroups that count all the memory a sandbox holds
  elf         how much memory an executable maps before it runs
  helpers     the C helpers in native/ (launcher.c, follow.c, allocation-watch.c)

It imports nothing of the judge but itself (and common/).
"""

import importlib

# Each public name and the module inside that holds it, loaded when first
# asked for: importing the records (runs) costs nothing of the rest.
_PUBLIC = {"ProgramSandbox": "programs", "compile_in_sandbox": "programs", "memory_note": "programs",
           "Start": "programs", "native": "programs", "script": "programs", "jar": "programs", "JAR": "programs",
           "sandbox_problem": "bubblewrap", "SANDBOX_UID": "bubblewrap", "process_table": "bubblewrap",
           "descendant_states": "bubblewrap", "Limits": "runs", "Run": "runs"}
__all__ = sorted(_PUBLIC)


def __getattr__(name):
    if name not in _PUBLIC:
        raise AttributeError("localjudge.sandbox has no %s" % name)
    return getattr(importlib.import_module("localjudge.sandbox." + _PUBLIC[name]), name)
