"""Write the committed test data: testdata/NAME/NN-slug.in and .ans.

  python3 -m oracles.generate           regenerate every problem's data
  python3 -m oracles.generate --check   exit 1 if the committed data differs

Every input is checked by its problem's validator, and every answer comes
from the oracle. Cases are numbered in the order each oracle lists them.
"""

import argparse
import os
import sys

from judge import TESTDATA_DIR, problem_names
from oracles import expected_output, load


def case_files(problem):
    """{file name: bytes} of a problem's test data, as generated now."""
    oracle = load(problem)
    files = {}
    for number, (slug, text) in enumerate(oracle.cases(), 1):
        stem = "%02d-%s" % (number, slug)
        files[stem + ".in"] = text.encode()
        files[stem + ".ans"] = expected_output(oracle, text).encode()
    return files


def differences(problem):
    """File names under testdata/PROBLEM that are missing, stale or extra."""
    folder = os.path.join(TESTDATA_DIR, problem)
    wanted = case_files(problem)
    present = set(os.listdir(folder)) if os.path.isdir(folder) else set()
    stale = []
    for name, data in wanted.items():
        path = os.path.join(folder, name)
        if name not in present or open(path, "rb").read() != data:
            stale.append(name)
    return sorted(stale + list(present - set(wanted)))


def write(problem):
    folder = os.path.join(TESTDATA_DIR, problem)
    os.makedirs(folder, exist_ok=True)
    wanted = case_files(problem)
    for name in set(os.listdir(folder)) - set(wanted):
        os.remove(os.path.join(folder, name))
    for name, data in wanted.items():
        with open(os.path.join(folder, name), "wb") as out:
            out.write(data)
    return len(wanted) // 2


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python3 -m oracles.generate", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed data, write nothing")
    args = parser.parse_args(argv)
    status = 0
    for problem in problem_names():
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
