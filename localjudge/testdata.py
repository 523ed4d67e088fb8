"""Write the committed test data from the oracles.

  python3 -m localjudge.testdata [PROBLEM ...]           regenerate the problems' data (default: all)
  python3 -m localjudge.testdata --check [PROBLEM ...]   exit 1 if the committed data differs

A data file may have MAX_FILE_BYTES (LARGE_FILES names the few larger on
purpose); writing one larger says so and exits 1.

testdata/NAME/NN-slug.in and .ans hold the inputs of the oracle's
test_files(), each within the statement and laid out as the judges' data
is (checked by the strict validator). testdata/NAME/robustness/NN-layout.in
and .ans hold the cases of layout_cases() in the layouts outside the
statement (cases.layout_variants), which count only with --robust. Every
answer comes from the oracle.
"""

import argparse
import os
import sys

from common import casemodel as cases
from common import paths
from common.errors import UsageError
from localjudge.problems import OWN, Problem, ROBUSTNESS, problem_names, resolve

# A data file is committed, so it is kept small enough to review in a diff.
MAX_FILE_BYTES = 256 * 1024
# Larger on purpose: the largest input a statement allows, which no
# smaller file can stand for (chess-game: 1000 positions, 499500 edges;
# nim-or-not-nim and a-simple-nim: one case of 10^6 heaps, which an array
# sized below the bound cannot hold, and a-simple-nim's case of 150,000
# heaps before 99 others, which shows what an array of 100,001 overran
# when a million heaps happen not to crash it; tree-game: a path of 10^5 vertices,
# where a quadratic walk runs out of time and a deep recursion needs a
# large stack).
LARGE_FILES = {("chess-game", "06-complete-graph.in"): 2 * 1024 * 1024,
               ("nim-or-not-nim", "06-one-million-heaps.in"): 2 * 1024 * 1024,
               ("a-simple-nim", "06-one-million-heaps.in"): 2 * 1024 * 1024,
               ("a-simple-nim", "07-past-100001-heaps.in"): 512 * 1024,
               ("tree-game", "06-path-of-100000.in"): 2 * 1024 * 1024}


def size_limit(problem, name):
    """The bytes a data file (its name under testdata/PROBLEM) may have."""
    return LARGE_FILES.get((problem, os.path.basename(name)), MAX_FILE_BYTES)


def too_large(problem, files):
    """One line for each of files ({name: bytes}) over its size limit."""
    return ["%s/%s is %d KiB, over the %d KiB a data file may have: data is committed and reviewed in diffs, "
            "so make the test smaller, or, if it must be the largest input the statement allows, name it in "
            "localjudge/testdata.py's LARGE_FILES with why" % (problem, name, len(data) // 1024,
                                                                size_limit(problem, name) // 1024)
            for name, data in sorted(files.items()) if len(data) > size_limit(problem, name)]


def test_inputs(oracle):
    """{folder under testdata/NAME: [(slug, input text)]} of a problem."""
    files = []
    for slug, case_list in oracle.test_files():
        text = cases.write_input(oracle, case_list)
        if cases.read_cases(oracle, text) != case_list:
            raise cases.InputError("%s: does not read back as its cases" % slug)
        files.append((slug, text))
    return {"": files, ROBUSTNESS: cases.layout_variants(oracle, oracle.layout_cases())}


def case_files(problem):
    """{path under testdata/NAME: bytes} of a problem's data, as generated now."""
    oracle = Problem(problem).oracle
    files = {}
    for folder, inputs in test_inputs(oracle).items():
        for number, (slug, text) in enumerate(inputs, 1):
            stem = os.path.join(folder, "%02d-%s" % (number, slug))
            files[stem + ".in"] = text.encode()
            files[stem + ".ans"] = cases.expected_output(oracle, text, strict=not folder).encode()
    return files


def committed_files(problem):
    """{path under testdata/NAME: full path} of what is there now, but the
    own cases, which are not generated."""
    root = os.path.join(paths.TESTDATA_DIR, problem)
    found = {}
    for folder, subfolders, names in os.walk(root):
        subfolders[:] = [d for d in subfolders if not (folder == root and d == OWN)]
        for name in names:
            path = os.path.join(folder, name)
            found[os.path.relpath(path, root)] = path
    return found


def differences(problem):
    """Paths under testdata/PROBLEM that are missing, stale or extra."""
    wanted, present = case_files(problem), committed_files(problem)
    stale = []
    for name, data in wanted.items():
        if name not in present:
            stale.append(name)
            continue
        with open(present[name], "rb") as committed:
            if committed.read() != data:
                stale.append(name)
    return sorted(stale + list(set(present) - set(wanted)))


def write(problem):
    """Write a problem's data, removing what is no longer generated; the
    number of tests."""
    wanted, present = case_files(problem), committed_files(problem)
    for name in set(present) - set(wanted):
        os.remove(present[name])
    root = os.path.join(paths.TESTDATA_DIR, problem)
    for name, data in wanted.items():
        os.makedirs(os.path.dirname(os.path.join(root, name)), exist_ok=True)
        with open(os.path.join(root, name), "wb") as out:
            out.write(data)
    return len(wanted) // 2


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python3 -m localjudge.testdata",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("problems", nargs="*", metavar="PROBLEM", help="the problems (default: every one)")
    parser.add_argument("--check", action="store_true", help="compare with the committed data, write nothing")
    args = parser.parse_args(argv)
    status = 0
    try:
        chosen = [resolve(name) for name in args.problems] or problem_names()
    except UsageError as error:
        print("testdata: %s" % error, file=sys.stderr)
        return 2
    for problem in chosen:
        if Problem(problem).oracle is None:
            continue
        if args.check:
            stale = differences(problem)
            if stale:
                print("%s: differs from what the oracle generates: %s" % (problem, " ".join(stale)))
                status = 1
            continue
        print("%s: %d tests" % (problem, write(problem)))
        for line in too_large(problem, case_files(problem)):
            print(line, file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
