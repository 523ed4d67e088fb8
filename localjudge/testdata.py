"""Write the committed test data: testdata/NAME/NN-slug.in and .ans.

  python3 -m localjudge.testdata           regenerate every problem's data
  python3 -m localjudge.testdata --check   exit 1 if the committed data differs

Every input comes from its oracle's test_files() and is checked by its
validator; the layout variants of layout_cases() follow. Every answer comes
from the oracle. Cases are numbered in the order each oracle lists them.
"""

import argparse
import os
import sys

from localjudge import paths
from localjudge.problems import Problem, problem_names
from oracles import cases


def test_inputs(oracle):
    """[(slug, input text)] of a problem's test data."""
    files = []
    for slug, case_list in oracle.test_files():
        text = cases.write_input(oracle, case_list)
        if cases.read_cases(oracle, text) != case_list:
            raise cases.InputError("%s: does not read back as its cases" % slug)
        files.append((slug, text))
    return files + cases.layout_variants(oracle, oracle.layout_cases())


def case_files(problem):
    """{file name: bytes} of a problem's test data, as generated now."""
    oracle = Problem(problem).oracle
    files = {}
    for number, (slug, text) in enumerate(test_inputs(oracle), 1):
        stem = "%02d-%s" % (number, slug)
        files[stem + ".in"] = text.encode()
        files[stem + ".ans"] = cases.expected_output(oracle, text, strict=False).encode()
    return files


def differences(problem):
    """File names under testdata/PROBLEM that are missing, stale or extra."""
    folder = os.path.join(paths.TESTDATA_DIR, problem)
    wanted = case_files(problem)
    present = set(os.listdir(folder)) if os.path.isdir(folder) else set()
    stale = []
    for name, data in wanted.items():
        if name not in present:
            stale.append(name)
            continue
        with open(os.path.join(folder, name), "rb") as committed:
            if committed.read() != data:
                stale.append(name)
    return sorted(stale + list(present - set(wanted)))


def write(problem):
    folder = os.path.join(paths.TESTDATA_DIR, problem)
    os.makedirs(folder, exist_ok=True)
    wanted = case_files(problem)
    for name in set(os.listdir(folder)) - set(wanted):
        os.remove(os.path.join(folder, name))
    for name, data in wanted.items():
        with open(os.path.join(folder, name), "wb") as out:
            out.write(data)
    return len(wanted) // 2


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python3 -m localjudge.testdata",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed data, write nothing")
    args = parser.parse_args(argv)
    status = 0
    for problem in problem_names():
        if Problem(problem).oracle is None:
            continue
        if args.check:
            stale = differences(problem)
            if stale:
                print("%s: differs from what the oracle generates: %s" % (problem, " ".join(stale)))
                status = 1
        else:
            print("%s: %d cases" % (problem, write(problem)))
    return status


if __name__ == "__main__":
    sys.exit(main())
