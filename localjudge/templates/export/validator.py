#!/usr/bin/env python3
"""The input and output validator of PROBLEM, exported by the
impartial-games judge (judge.py export).

  input validator:  validate < INPUT                          exit 42 if valid, 43 if not
  output validator: validate INPUT ANSWER FEEDBACK_DIR < OUTPUT   exit 42 accepted, 43 not

It judges as the judge does: the modules below are the judge's own rules
(its case model, the problem's oracle, HDU's comparison), embedded as they
are, so this file needs Python 3.7 or newer and its standard library only.
An input is read as a stream, a line at a time: any input takes the memory
of its longest line and largest case, and time in proportion to its size.
An output is judged by the problem's checker where it has one, else
against ANSWER by HDU's rule: blanks at line ends and blank lines at the
end do not matter, other differences in blanks or line breaks are a
Presentation Error. An output is read in pieces, in memory and time that
follow the answer, whatever a submission prints. What is wrong goes to
FEEDBACK_DIR/judgemessage.txt.
"""

import sys
import types

MODULES = {}    # filled in by the export: {dotted name: source}
ACCEPTED, WRONG = 42, 43


def load():
    """Make the embedded modules importable, in the order given."""
    for name, source in MODULES.items():
        module = types.ModuleType(name)
        if source is None:              # a package
            module.__path__ = []
        sys.modules[name] = module
        package, _, leaf = name.rpartition(".")
        if package:
            setattr(sys.modules[package], leaf, module)
        if source is not None:
            exec(compile(source, "<%s>" % name, "exec"), module.__dict__)


def validate_input():
    from common import casemodel as cases
    from oracles import problem
    try:
        for _ in cases.parse_input(problem, sys.stdin.buffer):
            pass
    except cases.InputError as error:
        print(error)
        return WRONG
    return ACCEPTED


def validate_output(input_path, answer_path, feedback_dir):
    from localjudge import compare
    from localjudge.verdicts import Verdict
    from common import casemodel as cases
    from oracles import problem
    with open(answer_path, "rb") as answer_file:
        answer = answer_file.read()
    read = sys.stdin.buffer.read           # the output, read in pieces: what it holds past the answer is not kept
    if hasattr(problem, "check"):
        with open(input_path, "rb") as input_file:
            asked = cases.read_cases(problem, input_file, strict=False)
        answers = cases.answers(problem, asked)
        expected = [line for lines in answers for line in lines]
        most_length = 4 * max([len(line) for line in expected] + [0]) + 256
        lines, cut = compare.checker_lines_stream(read, len(expected), most_length)
        judged = compare.judge_cases(problem, asked, b"", answers=answers, lines=lines)
        verdict, detail = judged.verdict, judged.message
        if cut and verdict is Verdict.ACCEPTED:
            verdict = Verdict.WRONG_ANSWER
        detail = cut or detail
    else:
        verdict, head = compare.compare_stream(read, answer)
        detail = "" if verdict is Verdict.ACCEPTED else compare.describe(compare.first_difference(head, answer))
    with open(feedback_dir.rstrip("/") + "/judgemessage.txt", "w") as message:
        message.write(verdict.value + ("\n" + detail if detail else "") + "\n")
    return ACCEPTED if verdict is Verdict.ACCEPTED else WRONG


def main(argv):
    load()
    if len(argv) == 1:
        return validate_input()
    if len(argv) >= 4:
        return validate_output(argv[1], argv[2], argv[3])
    print("usage: validate < INPUT, or validate INPUT ANSWER FEEDBACK_DIR < OUTPUT", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
