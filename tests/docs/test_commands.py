"""The commands the README and docs/ show are real, and their links lead
somewhere. Nothing here runs a command: each is checked against the
checkout, fast.

A command is a line starting with "$ " inside a ```console block of
README.md or docs/*.md. Shell words are read as the shell reads them (a
comment after `#` is dropped, `VAR=value` and `sudo` before a command are
looked through, `|`, `&&` and `;` part commands, `< FILE` is read and
`> FILE` written). Then:

- `python3 judge.py ...` is parsed by judge.py's own parser; every problem
  it names exists (by name or judge id), and a `--case` that names a test
  names one of that problem's. The problem `judge.py new NAME` starts is a
  new one: it must not exist yet, and the lines after it on the same page
  may name it.
- `python3 explore.py ...` is parsed by explore.py's parser, and its octal
  code, subtraction set or two-pile rules are read as the explorer reads
  them.
- `python3 localjudge/checker.py INPUT ANSWER FEEDBACK_DIR PROBLEM` names
  a problem that exists.
- `make [TARGET ...]`: each TARGET is a target of the Makefile, and
  `PROBLEM=NAME` names a problem.
- Any other command must be one OTHER_COMMANDS names by its first word, so
  that a new kind of command in the docs is a deliberate choice.

In every command, a path into the project (one starting with solutions/,
testdata/, problems/, explorer/, oracles/, tests/ or docs/) exists, unless
it is where the command writes (after --to, --out, --svg, or `>`). A user's
own file (my-kiki.c) is not the project's and may be imaginary.

Beside the commands: every link to a local file or page
(`[text](path)`, `path#anchor`) leads to a file that exists and a heading
it has; every page opens with a paragraph of what it covers; the index
lists every page; and the README is at most README_LINES long.
"""

import argparse
import contextlib
import glob
import io
import os
import re
import shlex
import signal

import pytest

from conftest import ROOT

_sigint = signal.getsignal(signal.SIGINT)
import judge  # noqa: E402  (it sets its own Ctrl-C handler on import: put pytest's back)
signal.signal(signal.SIGINT, _sigint)
import explore  # noqa: E402
from common.errors import UsageError  # noqa: E402
from explorer import octal, twopile  # noqa: E402
from localjudge import newproblem  # noqa: E402
from localjudge.problems import Problem, resolve  # noqa: E402

PAGES = ["README.md"] + sorted(os.path.relpath(path, ROOT) for path in glob.glob(os.path.join(ROOT, "docs", "*.md")))
README_LINES = 250
PROJECT = ("solutions/", "testdata/", "problems/", "explorer/", "oracles/", "tests/", "docs/")
WRITTEN = ("--to", "--out", "--svg")           # options whose value is where a command writes
SEPARATORS = {"|", "||", "&&", ";", "&"}
REDIRECTIONS = {"<": "read", ">": "written", ">>": "written"}
# The commands other than ours the docs may show, by their first word, and why.
OTHER_COMMANDS = {
    "git": "git clone, for a lab's shared install",
    "sudo": "root for a shared install (the command after it is checked too)",
    "curl": "DOMjudge's API, to import a package",
    "verifyproblem": "Kattis' problemtools, to check a package",
    "mkdir": "the feedback folder an output validator writes to",
    "cd": "into a contest's folder, where DOMjudge's import-contest runs",
    "import-contest": "DOMjudge's misc-tools, to import a contest's folder",
}
OUR_SCRIPTS = ("judge.py", "explore.py", "localjudge/checker.py")


def _read(page):
    with open(os.path.join(ROOT, page), encoding="utf-8") as text:
        return text.read().splitlines()


def fenced_blocks(page):
    """(language, [(line number, line)]) for each fenced block of a page."""
    blocks, block = [], None
    for number, line in enumerate(_read(page), 1):
        stripped = line.strip()
        if block is None:
            if stripped.startswith("```"):
                block = (stripped[3:].strip(), [])
            continue
        if stripped.startswith("```"):
            blocks.append(block)
            block = None
            continue
        block[1].append((number, line))
    assert block is None, "%s: a ``` block is never closed" % page
    return blocks


def console_lines(page):
    """(line number, command) for each "$ " line of a page's console blocks."""
    return [(number, line.lstrip()[2:]) for language, lines in fenced_blocks(page) if language == "console"
            for number, line in lines if line.lstrip().startswith("$ ")]


def shell_words(command):
    lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    lexer.commenters = "#"
    return list(lexer)


def simple_commands(words):
    """The commands a shell line runs, each as (argv, files read, files
    written), its redirections taken out."""
    commands, argv, read, written = [], [], [], []
    words = list(words)
    while words:
        word = words.pop(0)
        if word in SEPARATORS:
            commands.append((argv, read, written))
            argv, read, written = [], [], []
        elif word in REDIRECTIONS and words:
            (read if REDIRECTIONS[word] == "read" else written).append(words.pop(0))
        else:
            argv.append(word)
    commands.append((argv, read, written))
    return [command for command in commands if command[0]]


def _missing_paths(argv, read=()):
    """The project paths a command reads that do not exist."""
    found, after_written = [], False
    for word in argv:
        if after_written:
            after_written = False
            continue
        if word in WRITTEN:
            after_written = True
            continue
        name, _, value = word.partition("=") if word.startswith("--") else ("", "", word)
        if name in WRITTEN:
            continue
        if value.startswith(PROJECT) and not os.path.exists(os.path.join(ROOT, value)):
            found.append(value)
    found += [path for path in read if path.startswith(PROJECT) and not os.path.exists(os.path.join(ROOT, path))]
    return ["%s does not exist in the checkout" % path for path in found]


def _parsed(parser, argv):
    """(args, None), or (None, what the parser says is wrong)."""
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            return parser.parse_args(argv), None
    except UsageError as error:
        return None, "the parser refuses it: %s" % error
    except SystemExit as done:              # --help: argparse printed it and exits 0
        return (None, None) if done.code == 0 else (None, "the parser exits with status %s" % done.code)


def _abbreviated(parser, args, argv):
    """The options of argv written other than in full: argparse takes a
    prefix (--out for --output-limit), the docs write each option whole."""
    chosen = parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) and getattr(args, action.dest, None):
            chosen = action.choices[getattr(args, action.dest)]
    known = set(parser._option_string_actions) | set(chosen._option_string_actions)
    return ["%s is not an option of its own (argparse takes it as a prefix); write it whole" % word
            for word in (word.split("=", 1)[0] for word in argv if word.startswith("--"))
            if word != "--" and word not in known]


def _problem_fault(name, new):
    if name in new:
        return None
    try:
        resolve(name)
    except UsageError as error:
        return "no such problem: %s" % error
    return None


def check_judge(argv, new):
    """What is wrong with `python3 judge.py ARGV`; the problem names a `new`
    line starts are added to new."""
    args, fault = _parsed(judge._parser(), argv)
    if fault or args is None:
        return [fault] if fault else []
    if args.command is None:
        return ["judge.py needs a command"]
    faults = _abbreviated(judge._parser(), args, argv)
    if args.command == "new":
        try:
            newproblem.check_new(args.name, args.judge)     # what new checks before it writes (it reads only)
        except UsageError as error:
            faults.append("judge.py new would refuse it: %s" % error)
        new.add(args.name)
        return faults
    problem = getattr(args, "problem", None)
    names = ([problem] if problem else []) + list(getattr(args, "problems", None) or [])
    faults += [fault for fault in (_problem_fault(name, new) for name in names) if fault]
    cases = getattr(args, "case", None)
    if args.command == "test" and cases:
        if problem is None:
            faults.append("judge.py test --case needs its PROBLEM")
        elif not faults and problem not in new:
            for case in cases:
                if case.endswith(".in"):
                    continue            # an input file: a project one is checked as a path
                try:
                    Problem(problem).find_tests([case])
                except UsageError as error:
                    faults.append("--case %s: %s" % (case, error))
    if args.command == "test" and problem is None and args.source:
        faults.append("judge.py test SOURCE needs its PROBLEM")
    return faults


def check_explore(argv, new):
    args, fault = _parsed(explore._parser(), argv)
    if fault or args is None:
        return [fault] if fault else []
    if args.command is None:
        return ["explore.py needs a command"]
    faults = _abbreviated(explore._parser(), args, argv)
    if faults:
        return faults
    try:
        if args.command == "octal":
            octal.parse_code(args.code)
        elif args.command == "subtract":
            octal.subtraction_code(args.set)
        elif args.command == "pn":
            twopile.parse_rules(args.game)
    except UsageError as error:
        return ["explore.py %s refuses it: %s" % (args.command, error)]
    return []


def check_checker(argv, new):
    if len(argv) != 4:
        return ["localjudge/checker.py takes INPUT ANSWER FEEDBACK_DIR PROBLEM, not %d arguments" % len(argv)]
    fault = _problem_fault(argv[3], new)
    return [fault] if fault else []


def make_targets():
    with open(os.path.join(ROOT, "Makefile")) as makefile:
        return set(re.findall(r"^([A-Za-z0-9_][A-Za-z0-9_.-]*)\s*:(?!=)", makefile.read(), re.M))


def check_make(argv, new):
    faults, words = [], list(argv)
    while words:
        word = words.pop(0)
        if word in ("-C", "-f", "-j"):
            words = words[1:]
        elif word.startswith("-"):
            continue
        elif "=" in word:
            variable, _, value = word.partition("=")
            if variable == "PROBLEM":
                faults += [fault for fault in [_problem_fault(value, new)] if fault]
        elif word not in make_targets():
            faults.append("make %s: no such target in the Makefile (it has %s)" % (
                word, ", ".join(sorted(make_targets()))))
    return faults


CHECKS = {"judge.py": check_judge, "explore.py": check_explore, "localjudge/checker.py": check_checker}


def check_command(command, new):
    """What is wrong with a command line the docs show ([] if nothing).
    new: the problems `judge.py new` started earlier on the page."""
    try:
        words = shell_words(command)
    except ValueError as error:
        return ["the shell cannot read it: %s" % error]
    faults = []
    for argv, read, _ in simple_commands(words):
        while argv and re.match(r"[A-Za-z_][A-Za-z0-9_]*=", argv[0]):
            argv = argv[1:]                 # VAR=value before the command
        if argv and argv[0] == "sudo":
            argv = argv[1:]
        if not argv:
            faults.append("no command")
            continue
        faults += _missing_paths(argv[1:], read)
        first = argv[0]
        if first == "python3":
            script = argv[1] if len(argv) > 1 else ""
            ours = os.path.basename(script) if os.path.basename(script) in ("judge.py", "explore.py") else script
            if ours not in CHECKS:
                faults.append("python3 runs %r here, which is none of %s" % (script, ", ".join(OUR_SCRIPTS)))
            else:
                faults += CHECKS[ours](argv[2:], new)
        elif first == "make":
            faults += check_make(argv[1:], new)
        elif first not in OTHER_COMMANDS:
            faults.append("%s is no command the docs show: OTHER_COMMANDS lists those (%s)" % (
                first, ", ".join(sorted(OTHER_COMMANDS))))
    return faults


def _commands():
    """pytest params: each command line of each page, with the problems
    started by `judge.py new` earlier on its page."""
    params = []
    for page in PAGES:
        new = set()
        for number, command in console_lines(page):
            params.append(pytest.param(page, number, command, frozenset(new), id="%s:%d" % (page, number)))
            check_command(command, new)           # records what a `new` line starts
    return params


COMMANDS = _commands()


@pytest.mark.parametrize("page, number, command, new", COMMANDS)
def test_each_command_is_real(page, number, command, new):
    faults = check_command(command, set(new))
    assert faults == [], "%s:%d: $ %s\n  %s" % (page, number, command, "\n  ".join(faults))


def test_the_pages_show_commands():
    shown = {page for page, *_ in (param.values for param in COMMANDS)}
    assert "README.md" in shown and len(shown) >= len(PAGES) // 2, "console blocks found only in %s" % sorted(shown)


@pytest.mark.parametrize("line", [
    "python3 judge.py test kiki-game my.c --no-such-flag",
    "python3 judge.py tset kiki-game my.c",
    "python3 judge.py test no-such-problem my.c",
    "python3 judge.py test kiki-game my.c --case 99-nothing",
    "python3 judge.py test kiki-game solutions/no-such-file.c",
    "python3 judge.py stress kiki-game --seed seven",
    "python3 explore.py octal 0.78",
    "python3 explore.py pn wythoff --sise 30",
    "python3 explore.py octal 0.77 --heap 9",
    "python3 judge.py test kiki-game my.c --out build/x",
    "python3 explore.py game explorer/games/no-such-game.py",
    "python3 localjudge/checker.py in ans feedback no-such-problem",
    "python3 tools/other.py",
    "make no-such-target",
    "make judge PROBLEM=no-such-problem",
    "rm -rf build",
    "python3 judge.py new kiki-game",
    "python3 judge.py new take-stones --judge \"HDU 2147\"",
    "echo hi | python3 judge.py show no-such-problem",
])
def test_a_wrong_command_is_refused(line):
    assert check_command(line, set()) != [], line


@pytest.mark.parametrize("line", [
    "python3 judge.py stress kiki-game my-kiki.c --out build/x --seed 3",
    "python3 judge.py test kiki-game my-kiki.c --case 03 --case robustness/01-crlf",
    "JUDGE_TRACEBACK=1 python3 judge.py test hdu2147 my.c  # a comment",
    "sudo make -C /opt/impartial-games build",
    "python3 explore.py pn wythoff --svg docs/not-yet.svg",
    "python3 judge.py --help",
])
def test_a_right_command_passes(line):
    assert check_command(line, set()) == [], line


def test_a_new_problem_may_be_named_after_new_starts_it():
    new = set()
    assert check_command("python3 judge.py new take-stones", new) == []
    assert check_command("make testdata PROBLEM=take-stones", new) == []
    assert check_command("python3 judge.py test take-stones", set()) != []


@pytest.mark.parametrize("page", PAGES)
def test_commands_are_shown_in_console_blocks(page):
    """Every command line is in a ```console block, one a line after "$ ",
    with its output (if any) after it; none is hidden in the prose."""
    for language, lines in fenced_blocks(page):
        if language == "console":
            first = next((line for _, line in lines if line.strip()), "")
            assert first.lstrip().startswith("$ "), "%s:%d: a console block starts with a command" % (
                page, lines[0][0] if lines else 0)
            continue
        for number, line in lines:
            assert not re.match(r"\s*(\$ |python3 |make\b)", line), \
                "%s:%d: a command outside a ```console block: %s" % (page, number, line)
    text = "\n".join(_unfenced(page))
    for span in re.finditer(r"`([^`]+)`", text):
        number = text.count("\n", 0, span.start()) + 1
        assert not re.match(r"\s*(\$ |python3 )", span.group(1)), \
            "%s:%d: a command line in the prose belongs in a ```console block: %s" % (page, number, span.group())


def _unfenced(page):
    """The lines of a page, those of its fenced blocks blanked."""
    shown, fenced = [], False
    for line in _read(page):
        fence = line.strip().startswith("```")
        shown.append("" if fenced or fence else line)
        fenced = fenced != fence
    return shown


def _prose(page):
    """The lines of a page without its fenced blocks and inline code."""
    text = re.sub(r"`[^`]*`", lambda span: "\n" * span.group().count("\n"), "\n".join(_unfenced(page)))
    return text.split("\n")


def slug(heading, seen):
    """The anchor a heading gets on GitHub."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
    count = seen.get(text, 0)
    seen[text] = count + 1
    return text if count == 0 else "%s-%d" % (text, count)


def anchors(page):
    seen = {}
    return {slug(line.lstrip("#"), seen) for line in _unfenced(page) if re.match(r"#{1,6} ", line)}


@pytest.mark.parametrize("page", PAGES)
def test_each_link_leads_to_a_file_and_heading_that_exist(page):
    folder = os.path.dirname(os.path.join(ROOT, page))
    for number, line in enumerate(_prose(page), 1):
        for target in re.findall(r"\]\(([^)\s]+)\)", line):
            if re.match(r"[a-z][a-z0-9+.-]*:", target):
                continue                                # the web
            path, _, anchor = target.partition("#")
            full = os.path.normpath(os.path.join(folder, path)) if path else os.path.join(ROOT, page)
            assert os.path.exists(full), "%s:%d: the link %s leads to no file" % (page, number, target)
            assert os.path.commonpath([ROOT, full]) == ROOT, "%s:%d: %s leads out of the checkout" % (
                page, number, target)
            if anchor and full.endswith(".md"):
                assert anchor in anchors(os.path.relpath(full, ROOT)), \
                    "%s:%d: %s has no heading for #%s" % (page, number, path or page, anchor)


@pytest.mark.parametrize("page", PAGES)
def test_each_page_opens_with_a_paragraph_of_what_it_covers(page):
    lines = _read(page)
    assert lines[0].startswith("# "), "%s:1: a page opens with its title" % page
    body = next((number for number, line in enumerate(lines[1:], 2) if line.strip()), None)
    assert body is not None and not re.match(r"(#|```|\||- |\d+\. )", lines[body - 1]), \
        "%s:%s: the title is followed by a paragraph of what the page covers" % (page, body)


def test_the_index_and_the_readme_link_every_page():
    pages = [page for page in PAGES if page.startswith("docs/") and page != "docs/README.md"]
    index = "\n".join(_read("docs/README.md"))
    readme = "\n".join(_read("README.md"))
    for page in pages:
        assert "](%s)" % os.path.basename(page) in index, "docs/README.md lists no %s" % page
        assert "](%s)" % page in readme, "README.md links no %s" % page


def test_the_readme_is_short_and_keeps_the_two_commands():
    lines = _read("README.md")
    assert len(lines) <= README_LINES, "README.md has %d lines, more than %d" % (len(lines), README_LINES)
    shown = [shell_words(command)[:2] for _, command in console_lines("README.md")]
    assert ["make", "judge"] in shown and ["make", "test"] in shown, "the README's two commands are the set-up"
