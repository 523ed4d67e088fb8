"""A problem's output judged as a Kattis output validator would judge it.

  python3 localjudge/checker.py INPUT ANSWER FEEDBACK_DIR PROBLEM < OUTPUT

Exit status 42 when the output is accepted, 43 when it is not (with what is
wrong in FEEDBACK_DIR/judgemessage.txt), 1 when the call itself is wrong.
PROBLEM comes after the three standard arguments, where Kattis and DOMjudge
pass a problem's output_validator_flags. A problem with a checker is judged
by it; any other against ANSWER by HDU's rules (compare.py).
"""

import os
import sys

if __package__ in (None, ""):       # run as a script: the repository on the path
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from common.errors import UsageError                     # noqa: E402
from localjudge import judging                               # noqa: E402
from localjudge.problems import Problem, STATEMENT, Test     # noqa: E402
from localjudge.verdicts import Verdict                      # noqa: E402

ACCEPTED_EXIT = 42
WRONG_EXIT = 43


def main(argv=None, output=None):
    argv = sys.argv[1:] if argv is None else argv
    try:
        if len(argv) != 4:
            raise UsageError("usage: checker.py INPUT ANSWER FEEDBACK_DIR PROBLEM < OUTPUT")
        input_path, answer_path, feedback_dir, name = argv
        for path in (input_path, answer_path):
            if not os.path.isfile(path):
                raise UsageError("no such file: %s" % path)
        if not os.path.isdir(feedback_dir):
            raise UsageError("no such folder: %s" % feedback_dir)
        problem = Problem(name)
        data = sys.stdin.buffer.read() if output is None else output
        verdict, detail, _ = judging.judge_output(problem, Test("", input_path, answer_path, STATEMENT), data)
    except UsageError as error:
        print("checker.py: %s" % error, file=sys.stderr)
        return 1
    with open(os.path.join(feedback_dir, "judgemessage.txt"), "w") as message:
        message.write("%s\n%s\n" % (verdict.value, detail) if detail else verdict.value + "\n")
    return ACCEPTED_EXIT if verdict is Verdict.ACCEPTED else WRONG_EXIT


if __name__ == "__main__":
    sys.exit(main())
