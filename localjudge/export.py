"""Export: each problem as a package that real judging systems take as it
is: a folder in the legacy problem package format (Kattis' problemtools
verifyproblem reads it) and a zip that DOMjudge imports. Both are named
[a-z0-9]+ (kiki-game becomes kikigame).

  export(problem, to, training=False, license=LICENSE)  -> Exported   write, check, put in place

A package holds problem.yaml (name, source, license, a stable uuid, the
memory limit, custom validation); the time limit for DOMjudge (.timelimit
and domjudge-problem.ini; problemtools sets its own from the accepted
submissions' times, and tolerates .timelimit); the statement in the
contest form or, for training, with its analysis (statements.py:
problem.html for DOMjudge, problem_statement/problem.en.tex for
problemtools); data/sample and data/secret (never own/; the robustness
layouts are left out: the format has no place for inputs that should be
accepted though outside the statement); one standalone validator
(templates/export/validator.py, with the judge's own rules embedded) as both input
and output validator; and the reference and rejected solutions in the
folder each one's verdict maps to. Only the project's own files go in
(access.read_own: no symbolic link), under names the format allows.

A package is made in a hidden folder beside its place, checked there with
its own validators (check()), and only then moved in place, old one out;
an error or a Ctrl-C on the way leaves the old package as it was.
"""

import ast
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import uuid
import zipfile
from dataclasses import dataclass, field
from typing import List

from common import paths
from common.errors import UsageError
from localjudge import access, build, rejected, statements
from localjudge.problems import BEYOND_JUDGE, STATEMENT
from localjudge.submission import Submission
from localjudge.verdicts import Verdict

UUID_NAMESPACE = uuid.UUID("6f3c2a52-8d4e-4f55-9a61-2f0c1b7e9d10")   # this project's: uuids stay stable
VALIDATOR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "templates", "export", "validator.py")
ACCEPTED, WRONG = 42, 43
LICENSE = "educational"      # problemtools' word for "free to use for teaching"; export --license says otherwise
# Who holds the rights where a package names no author and no source (a
# contest's, without --with-source): the statement in our words and the
# data are this suite's. problemtools refuses a license other than public
# domain or unknown with none of author, source and rights_owner.
RIGHTS_OWNER = "Impartial games on the online judges"
UNOWNED_LICENSES = ("public domain", "unknown")
LICENSES = ("unknown", "public domain", "cc0", "cc by", "cc by-sa", "educational", "permission")
FILE_NAME = re.compile(r"[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}\Z")     # a file or folder name in a package
VALIDATOR_SECONDS = 60                       # a validator slower than this on one file has failed

# The judge's own modules the validator embeds, in the order they import one another.
EMBEDDED = [("common", None), ("common.casemodel", "common/casemodel.py"), ("localjudge", None),
            ("localjudge.sandbox", None), ("localjudge.sandbox.runs", "localjudge/sandbox/runs.py"),
            ("localjudge.verdicts", "localjudge/verdicts.py"), ("oracles", None), ("oracles.games", "oracles/games.py"),
            ("localjudge.compare", "localjudge/compare.py")]

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
    interrupted: bool = False         # Ctrl-C or SIGTERM came as it was put in place (it is, whole)


def package_name(problem_name):
    """The [a-z0-9]+ name both targets want."""
    return re.sub(r"[^a-z0-9]", "", problem_name.lower())


def export(problem, to, training=False, license=None, with_source=False, author=None, source=None):
    """Write problem's package folder and zip under to, check them, then
    put them in place: an Exported. The package is written whole or not
    at all: it is made in a hidden folder beside, and moved in place only
    once checked. problem.yaml names the license (license, else the
    problem's own, else LICENSE), the author and source of a problem of
    one's own (author, source, else its front matter's), and the real
    judge's id only with_source. The limits are problem's (a coach's, for
    a contest: Problem.with_limits). A UsageError, before anything is
    written, for a statement whose sample is not its data's. I/O: writes
    under to; builds and runs the solutions."""
    license = license or problem.license or LICENSE
    if license not in LICENSES:
        raise UsageError("no license %r: problemtools knows %s" % (license, ", ".join(LICENSES)))
    statements.check_sample(problem)
    name = package_name(problem.name)
    try:
        os.makedirs(to, exist_ok=True)
        staging = tempfile.mkdtemp(prefix=".%s-" % name, dir=to)
    except OSError as error:
        raise UsageError("cannot write packages in %s: %s" % (paths.shown_path(to), error.strerror))
    done = Exported(os.path.join(to, name), os.path.join(to, name + ".zip"))
    try:
        folder = os.path.join(staging, name)
        meta = package_meta(problem, license, with_source, author, source)
        domjudge_only = _write_package(problem, folder, training, meta, done)
        check(problem, folder, done)
        _zip(folder, folder + ".zip", [path for path in domjudge_only if os.path.exists(os.path.join(folder, path))])
        done.interrupted = _put_in_place(staging, name, to)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return done


def _put_in_place(staging, name, to):
    """Move the staged folder and zip in place of the old ones and remove
    the old folder (and staging), with Ctrl-C and SIGTERM held back
    meanwhile, so that both are replaced or neither and nothing of the old
    stays behind. Did one come meanwhile? It is taken, not delivered: the
    package is in place whole, and the caller says so and stops."""
    held = {signal.SIGINT, signal.SIGTERM}
    signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        target = os.path.join(to, name)
        if os.path.lexists(target):
            os.rename(target, os.path.join(staging, "replaced"))
        os.rename(os.path.join(staging, name), target)
        os.replace(os.path.join(staging, name + ".zip"), target + ".zip")
        shutil.rmtree(staging, ignore_errors=True)
        came = held & signal.sigpending()
        for _ in came:
            signal.sigtimedwait(held, 0)
        return bool(came)
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, held)


def package_meta(problem, license, with_source=False, author=None, source=None):
    """problem.yaml's fields but the limits, in order: the real judge's id
    as source only with_source (a contest gives teams nothing to look the
    problem up by), a problem of one's own's author and source as given;
    where neither is, the suite as rights_owner, as the license needs one."""
    meta = {"name": problem.title}
    author = author or problem.author
    source = source or problem.source or (problem.judge if with_source and problem.judge != "local" else None)
    if author:
        meta["author"] = author
    if source:
        meta["source"] = source
    meta["license"] = license
    if not author and not source and license not in UNOWNED_LICENSES:
        meta["rights_owner"] = RIGHTS_OWNER
    meta.update({"uuid": str(uuid.uuid5(UUID_NAMESPACE, problem.name)), "validation": "custom"})
    return meta


def _write_package(problem, folder, training, meta, done):
    """Write the package's files; the paths (under folder) of submissions
    in a folder only DOMjudge has, which the zip holds and problemtools is
    spared."""
    _write(folder, "problem.yaml", "".join("%s: %s\n" % (key, _yaml(value)) for key, value in meta.items())
           + "limits:\n  memory: %d\n" % math.ceil(problem.memory_limit))    # whole MiB: never less
    _write(folder, ".timelimit", "%g\n" % problem.time_limit)
    _write(folder, "domjudge-problem.ini", "name = %s\ntimelimit = %g\n" % (_yaml(problem.title), problem.time_limit))
    for relative, data in statements.package_files(problem, training).items():
        _write(folder, relative, data)
    _copy_data(problem, folder, done)
    validator = validator_source(problem)
    for place in ("input_validators", "output_validators"):
        _write(folder, "%s/validate/validate.py" % place, validator, executable=True)
    return _copy_submissions(problem, folder, done)


def _yaml(text):
    """A YAML (and ini) string, quoted."""
    return '"%s"' % str(text).replace("\\", "\\\\").replace('"', '\\"')


def _write(folder, relative, data, executable=False):
    """Write data (text or bytes) to folder/relative, each part of whose
    path must be a name the format allows."""
    for part in relative.split("/"):
        if not FILE_NAME.match(part) and relative != ".timelimit":
            raise UsageError("%r is no name for a file in a package (the format allows %s)" % (
                part, FILE_NAME.pattern))
    path = os.path.join(folder, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as out:
        out.write(data.encode() if isinstance(data, str) else data)
    if executable:
        os.chmod(path, 0o755)


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
            _write(folder, "data/%s/%s%s" % (place, stem, suffix), access.read_own(source, paths.TESTDATA_DIR))
    if skipped:
        done.left_out.append("%d tests outside the statement (the robustness layouts): the format has no "
                             "place for inputs a program should accept though the statement rules them out" % skipped)


def _copy_submissions(problem, folder, done):
    """The reference in submissions/accepted, each rejected solution in
    its verdict's folder; the paths that only DOMjudge has a folder for."""
    domjudge_only = []
    chosen = [(problem.solution, Verdict.ACCEPTED, paths.SOLUTIONS_DIR)] + [
        (path, rejected.expected_verdict(path), paths.REJECTED_DIR) for path in rejected.rejected_sources()
        if rejected.problem_of(path) == problem.name]
    for path, verdict, home in chosen:
        problemtools, domjudge = SUBMISSION_FOLDERS[verdict]
        if domjudge is None:
            done.left_out.append("%s (%s): neither target has a folder for it" % (os.path.basename(path), verdict.value))
            continue
        relative = "submissions/%s/%s" % (domjudge, os.path.basename(path))
        _write(folder, relative, access.read_own(path, home))
        if problemtools is None:
            domjudge_only.append(relative)
            done.left_out.append("%s (%s): in the zip only, problemtools has no folder for it"
                                 % (os.path.basename(path), verdict.value))
    return domjudge_only


def _zip(folder, archive, domjudge_only):
    """The zip DOMjudge imports: the package's files at its root. The files
    only DOMjudge reads then leave the folder problemtools reads."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as packed:
        for root, _, names in os.walk(folder):
            for name in sorted(names):
                path = os.path.join(root, name)
                info = zipfile.ZipInfo.from_file(path, os.path.relpath(path, folder))
                with open(path, "rb") as data:
                    packed.writestr(info, data.read(), zipfile.ZIP_DEFLATED)
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
    input valid, every answer accepted, the reference accepted (a
    UsageError says what fails otherwise), and each rejected solution its
    folder's verdict, or out of the package (done.left_out says why): its
    verdict rests on how it is built, as a write past the end of an array
    that crashes one build and hangs another. I/O: runs the validators
    and, in sandboxes, the submissions."""
    validator = os.path.join(folder, "output_validators", "validate", "validate.py")
    tests = sorted(os.path.join(root, name[:-3]) for root, _, names in os.walk(os.path.join(folder, "data"))
                   for name in names if name.endswith(".in"))
    for stem in tests:
        shown = os.path.relpath(stem, folder)
        if _validate(validator, stem + ".in") != ACCEPTED:
            raise UsageError("export of %s: the input validator refuses %s.in" % (problem.name, shown))
        if _validate(validator, stem + ".in", stem + ".ans", stem + ".ans") != ACCEPTED:
            raise UsageError("export of %s: the output validator refuses the answer %s.ans" % (problem.name, shown))
    done.checked.append("%d inputs valid, %d answers accepted" % (len(tests), len(tests)))
    submissions = os.path.join(folder, "submissions")
    count = 0
    for place in sorted(os.listdir(submissions)):
        for name in sorted(os.listdir(os.path.join(submissions, place))):
            path = os.path.join(submissions, place, name)
            got, why = _judge(problem, path, validator, tests)
            if got == place:
                count += 1
            elif place == "accepted":
                raise UsageError("export of %s: %s/%s gets %s under the package's validators (%s)" % (
                    problem.name, place, name, got, why))
            else:
                os.remove(path)
                done.left_out.append("%s: built as Kattis and DOMjudge build it (statically), under the package's "
                                     "limits, it gets %s, not %s (%s); a package holds no submission whose verdict "
                                     "its folder does not name" % (name, got, place, why))
        if not os.listdir(os.path.join(submissions, place)):
            os.rmdir(os.path.join(submissions, place))
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
    """(folder name, why) of the verdict source gets on the tests, as the
    targets judge: built as they build (the package dialect), run under the
    problem's limits, each output judged by the package's output validator."""
    with Submission(source, problem.limits(), build.DIALECTS["package"]) as submission:
        if not submission.compile_ok:
            return "compile_error", submission.compile_messages.strip()[:200]
        for stem in tests:
            test = os.path.basename(stem)
            run, verdict, cause = submission.execute(stem + ".in")
            if verdict is not None:
                return SUBMISSION_FOLDERS[verdict][1], "%s on %s" % (cause, test)
            with tempfile.NamedTemporaryFile(prefix="judge-output-") as output:
                output.write(run.stdout)
                output.flush()
                if _validate(validator, stem + ".in", stem + ".ans", output.name) != ACCEPTED:
                    return "wrong_answer", "a wrong answer on %s" % test
    return "accepted", "every test passed"
