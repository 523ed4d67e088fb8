"""Export: each problem as a package that real judging systems take as it
is: a folder in the legacy problem package format (problemtools'
verifyproblem reads it) and a zip that DOMjudge imports. Both are named
[a-z0-9]+ (kiki-game becomes kikigame).

  export(problem, to, analysis=True)   -> Exported   write and check one package

A package holds problem.yaml (name, source, a stable uuid, the memory
limit, custom validation), the time limit as DOMjudge reads it (.timelimit
and domjudge-problem.ini) and problemtools (it takes .timelimit too), the
statement as HTML for DOMjudge (rendered from our Markdown by Debian's
python3-markdown, its SVG pictures inlined) and as Markdown for
problemtools (its pictures beside it), data/sample and data/secret (never
own/; the robustness layouts are left out: the format has no place for
inputs that should be accepted though outside the statement), one standalone validator (templates/validator.py, with the
judge's own rules embedded) as both input and output validator, and the
reference and rejected solutions in the folder each one's verdict maps to.
Before it says done, the export checks what it wrote (check()).
"""

import ast
import base64
import os
import re
import shutil
import subprocess
import sys
import tempfile
import uuid
import zipfile
from dataclasses import dataclass, field
from typing import List

from localjudge import paths, rejected
from localjudge.errors import UsageError
from localjudge.problems import BEYOND_JUDGE, STATEMENT
from localjudge.submission import Submission
from localjudge.verdicts import Verdict

UUID_NAMESPACE = uuid.UUID("6f3c2a52-8d4e-4f55-9a61-2f0c1b7e9d10")   # this project's: uuids stay stable
VALIDATOR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "templates", "validator.py")
MARKDOWN = ["/usr/bin/python3", "-m", "markdown", "-x", "fenced_code", "-x", "tables"]
ACCEPTED, WRONG = 42, 43
VALIDATOR_SECONDS = 60                       # a validator slower than this on one file has failed

# The judge's own modules the validator embeds, in the order they import one another.
EMBEDDED = [("localjudge", None), ("localjudge.errors", "localjudge/errors.py"),
            ("localjudge.limits", "localjudge/limits.py"), ("localjudge.runs", "localjudge/runs.py"),
            ("localjudge.verdicts", "localjudge/verdicts.py"), ("oracles", None), ("oracles.cases", "oracles/cases.py"),
            ("oracles.games", "oracles/games.py"), ("localjudge.compare", "localjudge/compare.py")]

# The folder each verdict's known-wrong solutions go to: (problemtools, DOMjudge), None where a
# target has none. A Presentation Error is a wrong answer there: neither has the verdict.
SUBMISSION_FOLDERS = {
    Verdict.ACCEPTED: ("accepted", "accepted"),
    Verdict.WRONG_ANSWER: ("wrong_answer", "wrong_answer"),
    Verdict.PRESENTATION_ERROR: ("wrong_answer", "wrong_answer"),
    Verdict.TIME_LIMIT_EXCEEDED: ("time_limit_exceeded", "time_limit_exceeded"),
    Verdict.RUNTIME_ERROR: ("run_time_error", "run_time_error"),
    Verdict.OUTPUT_LIMIT_EXCEEDED: (None, "output_limit"),
    Verdict.MEMORY_LIMIT_EXCEEDED: (None, None),
    Verdict.COMPILATION_ERROR: (None, None),
}


@dataclass
class Exported:
    """What export wrote, what it left out, and what it checked."""
    folder: str
    archive: str
    left_out: List[str] = field(default_factory=list)     # one line each, for a person
    checked: List[str] = field(default_factory=list)


def package_name(problem_name):
    """The [a-z0-9]+ name both targets want."""
    return re.sub(r"[^a-z0-9]", "", problem_name.lower())


def export(problem, to, analysis=True):
    """Write problem's package folder and zip under to, then check them: an
    Exported. I/O: writes under to; builds and runs the solutions."""
    name = package_name(problem.name)
    folder, archive = os.path.join(to, name), os.path.join(to, name + ".zip")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    done = Exported(folder, archive)
    domjudge_only = _write_package(problem, folder, analysis, done)
    _zip(folder, archive, domjudge_only)
    check(problem, folder, done)
    return done


def _write_package(problem, folder, analysis, done):
    """Write the package's files; the paths (under folder) of submissions
    in a folder only DOMjudge has, which the zip holds and problemtools is
    spared."""
    meta = {"name": problem.title, "source": problem.judge,
            "uuid": str(uuid.uuid5(UUID_NAMESPACE, problem.name)), "validation": "custom"}
    _write(folder, "problem.yaml", "".join("%s: %s\n" % (key, _yaml(value)) for key, value in meta.items())
           + "limits:\n  memory: %d\n" % problem.memory_limit)
    _write(folder, ".timelimit", "%g\n" % problem.time_limit)
    _write(folder, "domjudge-problem.ini", "name = %s\ntimelimit = %g\n" % (_yaml(problem.title), problem.time_limit))
    text = _statement(problem, analysis)
    _write(folder, "problem_statement/problem.en.md", text)
    for picture in pictures(text):
        shutil.copyfile(os.path.join(os.path.dirname(problem.statement), picture),
                        os.path.join(folder, "problem_statement", picture))
    _write(folder, "problem.html", _html(problem.title, _inline_pictures(problem, text)))
    _copy_data(problem, folder, done)
    validator = validator_source(problem)
    for place in ("input_format_validators", "output_validators"):
        _write(folder, "%s/validate/validate.py" % place, validator, executable=True)
    return _copy_submissions(problem, folder, done)


def _yaml(text):
    """A YAML (and ini) string, quoted."""
    return '"%s"' % str(text).replace("\\", "\\\\").replace('"', '\\"')


def _write(folder, relative, text, executable=False):
    path = os.path.join(folder, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as out:
        out.write(text)
    if executable:
        os.chmod(path, 0o755)


def _statement(problem, analysis):
    """The statement's Markdown without its front matter and title (the
    targets show the name), and without the analysis if not analysis."""
    with open(problem.statement, encoding="utf-8") as source:
        text = source.read()
    body = text.split("\n---\n", 1)[1] if text.startswith("---\n") else text
    body = re.sub(r"\A\s*# [^\n]*\n", "", body)
    if not analysis:
        body = re.sub(r"\n## Analysis\n.*?(?=\n## |\Z)", "\n", body, flags=re.S)
    return body.strip() + "\n"


PICTURE = re.compile(r"!\[([^\]]*)\]\(([A-Za-z0-9_.-]+\.svg)\)")     # ![what it shows](NAME-WHAT.svg)


def pictures(markdown_text):
    """The SVG files beside the statement that its Markdown shows, in order."""
    return list(dict.fromkeys(match.group(2) for match in PICTURE.finditer(markdown_text)))


def _inline_pictures(problem, markdown_text):
    """The Markdown with each picture given as a data: URI, so that the one
    page DOMjudge serves shows it (an <img> of SVG runs no script)."""
    def inline(match):
        with open(os.path.join(os.path.dirname(problem.statement), match.group(2)), "rb") as picture:
            data = base64.b64encode(picture.read()).decode()
        return "![%s](data:image/svg+xml;base64,%s)" % (match.group(1), data)
    return PICTURE.sub(inline, markdown_text)


def _html(title, markdown_text):
    """The statement as a whole HTML page, rendered by python3-markdown."""
    try:
        rendered = subprocess.run(MARKDOWN, input=markdown_text.encode(), stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, check=True).stdout.decode()
    except (OSError, subprocess.CalledProcessError):
        raise UsageError("the statement is rendered by Debian's python3-markdown: install it "
                         "(apt-get install python3-markdown; make export installs it when run as root)")
    return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title></head>\n<body>\n<h1>%s</h1>\n" \
        "%s</body></html>\n" % (_escape(title), _escape(title), rendered)


def _escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _copy_data(problem, folder, done):
    """data/sample from the sample, data/secret from the rest that counts."""
    skipped = 0
    for test in problem.tests():
        if test.group not in (STATEMENT, BEYOND_JUDGE):
            skipped += 1
            continue
        stem = os.path.basename(test.name)
        place = "sample" if stem.split("-", 1)[-1] == "sample" else "secret"
        for source, suffix in ((test.input, ".in"), (test.answer, ".ans")):
            target = os.path.join(folder, "data", place, stem + suffix)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(source, target)
    if skipped:
        done.left_out.append("%d tests outside the statement (the robustness layouts): the format has no "
                             "place for inputs a program should accept though the statement rules them out" % skipped)


def _copy_submissions(problem, folder, done):
    """The reference in submissions/accepted, each rejected solution in
    its verdict's folder; the paths that only DOMjudge has a folder for."""
    domjudge_only = []
    chosen = [(problem.solution, Verdict.ACCEPTED)] + [
        (path, rejected.expected_verdict(path)) for path in rejected.rejected_sources()
        if rejected.problem_of(path) == problem.name]
    for path, verdict in chosen:
        problemtools, domjudge = SUBMISSION_FOLDERS[verdict]
        if domjudge is None:
            done.left_out.append("%s (%s): neither target has a folder for it" % (os.path.basename(path), verdict.value))
            continue
        relative = "submissions/%s/%s" % (domjudge, os.path.basename(path))
        with open(path) as source:
            _write(folder, relative, source.read())
        if problemtools is None:
            domjudge_only.append(relative)
            done.left_out.append("%s (%s): in the zip only, problemtools has no folder for it"
                                 % (os.path.basename(path), verdict.value))
    return domjudge_only


def _zip(folder, archive, domjudge_only):
    """The zip DOMjudge imports: the package's files at its root. The files
    only DOMjudge reads then leave the folder problemtools reads."""
    with zipfile.ZipFile(archive + ".new", "w", zipfile.ZIP_DEFLATED) as packed:
        for root, _, names in os.walk(folder):
            for name in sorted(names):
                path = os.path.join(root, name)
                info = zipfile.ZipInfo.from_file(path, os.path.relpath(path, folder))
                with open(path, "rb") as data:
                    packed.writestr(info, data.read(), zipfile.ZIP_DEFLATED)
    os.replace(archive + ".new", archive)
    for relative in domjudge_only:
        os.remove(os.path.join(folder, relative))
        try:
            os.rmdir(os.path.dirname(os.path.join(folder, relative)))
        except OSError:
            pass                        # other files are left there


def validator_source(problem):
    """The standalone validator of a problem: the template with the judge's
    modules, the oracle modules the problem's oracle imports and the
    problem's oracle itself (as oracles.problem) embedded."""
    if problem.oracle is None:
        raise UsageError("%s has no oracle: its validators are made from it" % problem.name)
    modules = []
    oracle = problem.oracle.__file__
    for name, relative in EMBEDDED + imported_oracles(oracle) + [("oracles.problem", oracle)]:
        if relative is None:
            modules.append((name, None))
        else:
            with open(os.path.join(paths.ROOT, relative), encoding="utf-8") as source:
                modules.append((name, source.read()))
    with open(VALIDATOR, encoding="utf-8") as template:
        text = template.read()
    embedded = "MODULES = {\n%s}" % "".join("    %r: %r,\n" % module for module in modules)
    return text.replace("MODULES = {}", embedded, 1).replace("PROBLEM", problem.name, 1)


def imported_oracles(path):
    """(dotted name, path) of every oracle module beside the one at path
    that it imports (from oracles import NAME), directly or through another,
    each after the ones it imports; but those EMBEDDED holds already."""
    found, seen = [], {name for name, _ in EMBEDDED}

    def visit(source_path):
        with open(source_path, encoding="utf-8") as source:
            tree = ast.parse(source.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "oracles":
                for alias in node.names:
                    name = "oracles." + alias.name
                    if name not in seen:
                        seen.add(name)
                        module_path = os.path.join(os.path.dirname(source_path), alias.name + ".py")
                        visit(module_path)
                        found.append((name, module_path))

    visit(path)
    return found


# --- The check ---------------------------------------------------------------------------

def check(problem, folder, done):
    """Check a written package with its own validators and limits: every
    input valid, every answer accepted, every submission its folder's
    verdict. A UsageError says what fails. I/O: runs the validators and,
    in sandboxes, the submissions."""
    validator = os.path.join(folder, "output_validators", "validate", "validate.py")
    tests = sorted(os.path.join(root, name[:-3]) for root, _, names in os.walk(os.path.join(folder, "data"))
                   for name in names if name.endswith(".in"))
    for stem in tests:
        if _validate(validator, stem + ".in") != ACCEPTED:
            raise UsageError("export of %s: the input validator refuses %s" % (problem.name, stem + ".in"))
        if _validate(validator, stem + ".in", stem + ".ans", stem + ".ans") != ACCEPTED:
            raise UsageError("export of %s: the output validator refuses the answer %s" % (problem.name, stem + ".ans"))
    done.checked.append("%d inputs valid, %d answers accepted" % (len(tests), len(tests)))
    submissions = os.path.join(folder, "submissions")
    count = 0
    for place in sorted(os.listdir(submissions)):
        for name in sorted(os.listdir(os.path.join(submissions, place))):
            got = _judge(problem, os.path.join(submissions, place, name), validator, tests)
            if got != place:
                raise UsageError("export of %s: %s/%s gets %s under the package's validators" % (
                    problem.name, place, name, got))
            count += 1
    done.checked.append("%d submissions get their folders' verdicts" % count)


def _validate(validator, input_path, answer_path=None, output_path=None):
    """The validator's exit status: as input validator, or as output
    validator with output_path as the program's output."""
    with tempfile.TemporaryDirectory(prefix="judge-feedback-") as feedback, \
            open(output_path or input_path, "rb") as given:
        argv = [sys.executable, validator] + ([input_path, answer_path, feedback] if answer_path else [])
        return subprocess.run(argv, stdin=given, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=VALIDATOR_SECONDS).returncode


def _judge(problem, source, validator, tests):
    """The folder name of the verdict source gets on the tests, as a
    target judges: built as the problem's own, run under its limits, each
    output judged by the package's output validator."""
    with Submission(source, problem.limits()) as submission:
        if not submission.compile_ok:
            return "compile_error"
        for stem in tests:
            run, verdict, _ = submission.execute(stem + ".in")
            if verdict is not None:
                return SUBMISSION_FOLDERS[verdict][1]
            with tempfile.NamedTemporaryFile(prefix="judge-output-") as output:
                output.write(run.stdout)
                output.flush()
                if _validate(validator, stem + ".in", stem + ".ans", output.name) != ACCEPTED:
                    return "wrong_answer"
    return "accepted"
