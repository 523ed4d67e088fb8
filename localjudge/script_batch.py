"""Runs a user's Python 3 script many times in one interpreter, as if each
run were a process of its own: hack's generator and brute force, whose
runs are each far shorter than Python's start. Run in the sandbox by
Debian's python3 (hack.py), never imported; the standard library only.

  python3 script_batch.py < BATCH

BATCH is JSON: {"script": base64 of the script's source, "name": its file
name, "jobs": a list of {"args": [...], "input": base64}}. For each job in
turn, the script runs with sys.argv = [name] + args, file descriptor 0
reading the input and 1 writing to a file of its own (so sys.stdin,
input(), open(0) and os.read(0, ...) all read the job's input), as
__main__, with the random module seeded anew as a new process's is.
What it printed is kept. The first job that raises, exits with a status
other than 0, or prints nothing ends the batch: the jobs from it on are
left for the caller to run one by one, each in a process of its own, for
the report a single run gives. The results go to the first standard
output as JSON: {"outputs": [base64 of each job's output, in order]}.
"""

import base64
import builtins
import json
import os
import random
import sys

INPUT, OUTPUT = "/tmp/script-batch.in", "/tmp/script-batch.out"


def run_job(code, name, args, data):
    """The output of one run of code (the script compiled), or None if it
    failed."""
    with open(INPUT, "wb") as written:
        written.write(data)
    for path, fd, flags in ((INPUT, 0, os.O_RDONLY), (OUTPUT, 1, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)):
        opened = os.open(path, flags, 0o600)
        os.dup2(opened, fd)
        os.close(opened)
    sys.stdin = open(0, "r", closefd=False)
    sys.stdout = open(1, "w", closefd=False)
    sys.argv = [name] + list(args)
    random.seed()
    limit = sys.getrecursionlimit()
    ok = True
    try:
        exec(code, {"__name__": "__main__", "__file__": name, "__builtins__": builtins})
    except SystemExit as ended:
        ok = ended.code in (None, 0)
    except BaseException:           # the report comes from the run alone, as a process of its own
        ok = False
    finally:
        sys.setrecursionlimit(limit)
        try:
            sys.stdout.flush()
        except (OSError, ValueError):
            ok = False
    with open(OUTPUT, "rb") as printed:
        output = printed.read()
    return output if ok and output.strip() else None


def main():
    results = os.fdopen(os.dup(1), "w")
    batch = json.loads(sys.stdin.read())
    name = batch["name"]
    code = compile(base64.b64decode(batch["script"]), name, "exec")
    outputs = []
    for job in batch["jobs"]:
        output = run_job(code, name, job["args"], base64.b64decode(job["input"]))
        if output is None:
            break
        outputs.append(base64.b64encode(output).decode("ascii"))
    results.write(json.dumps({"outputs": outputs}))
    results.flush()


if __name__ == "__main__":
    main()
