"""A contest from a choice of problems, for DOMjudge (and each problem for
Kattis' problemtools too): one folder, and one zip of it, holding

  contest.yaml       the contest: id, name, start time, duration, penalty
  problemset.yaml    the problems in order, letters A, B, ... and a balloon
                     colour each, all different (name and RGB)
  problemset.pdf     the statements to print, one problem a page or more,
                     with their pictures (pandoc's LaTeX, by Debian's pdflatex)
  NAME/, NAME.zip    each problem's package as judge.py export makes it,
                     under the contest's limits

which DOMjudge's own import-contest reads as it is (it finds the problems
by problemset.yaml's short-name, each a folder with its problem.yaml).

  make_contest(problems, to, title, ...)  -> Contest   write and check it all, then put it in place
"""

import datetime
import os
import re
import resource
import shutil
import signal
import subprocess
import tempfile
import zipfile
from dataclasses import dataclass, field
from typing import List

from common import paths
from common.errors import UsageError
from localjudge import export, statements

# Balloon colours, each far from the others (and named, as balloons are).
COLOURS = [("red", "#e6194b"), ("blue", "#4363d8"), ("green", "#3cb44b"), ("yellow", "#ffe119"),
           ("orange", "#f58231"), ("purple", "#911eb4"), ("cyan", "#42d4f4"), ("magenta", "#f032e6"),
           ("lime", "#bfef45"), ("pink", "#fabed4"), ("teal", "#469990"), ("lavender", "#dcbeff"),
           ("brown", "#9a6324"), ("beige", "#fffac8"), ("maroon", "#800000"), ("mint", "#aaffc3"),
           ("olive", "#808000"), ("apricot", "#ffd8b1"), ("navy", "#000075"), ("grey", "#a9a9a9"),
           ("white", "#ffffff"), ("black", "#000000"), ("gold", "#d4af37"), ("coral", "#ff7f50"),
           ("indigo", "#4b0082"), ("turquoise", "#40e0d0")]
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
DURATION = re.compile(r"([0-9]{1,2}):([0-5][0-9])(?::([0-5][0-9]))?\Z")
PENALTY = 20                     # minutes a rejected run costs, as ICPC counts
LATEX_LIMITS = (120, 2 << 30)    # seconds of CPU time and bytes of memory pdflatex may take


@dataclass
class Contest:
    """What make_contest wrote and checked."""
    folder: str
    archive: str
    problems: List[export.Exported] = field(default_factory=list)
    pages: int = 0                # of problemset.pdf


def contest_id(title):
    """An id DOMjudge takes ([a-zA-Z0-9_.-]+) from a contest's title."""
    found = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return found[:40] or "contest"


def start_time(text=None, now=None):
    """The contest's start as contest.yaml writes it (ISO 8601 with its
    offset): text as `YYYY-MM-DD HH:MM` in local time, or tomorrow at 18:00."""
    now = now or datetime.datetime.now().astimezone()
    if text is None:
        when = (now + datetime.timedelta(days=1)).replace(hour=18, minute=0, second=0, microsecond=0)
    else:
        try:
            when = datetime.datetime.strptime(text.strip(), "%Y-%m-%d %H:%M").astimezone()
        except ValueError:
            raise UsageError("--start is a date and a time, like '2026-12-08 18:00', not %r" % text[:40])
    return when.isoformat(timespec="seconds")


def duration(text):
    """A contest's length as contest.yaml writes it, H:MM:SS, from H:MM or
    H:MM:SS (at most 99 hours)."""
    found = DURATION.match(text.strip())
    if found is None or (found.group(1), found.group(2)) == ("0", "00") and not found.group(3):
        raise UsageError("--duration is hours and minutes, like 3:00 or 4:30, not %r" % text[:40])
    return "%d:%s:%s" % (int(found.group(1)), found.group(2), found.group(3) or "00")


def limits_for(problems, time_limits, memory_limits):
    """{problem name: (time, memory)} from the coach's --time-limit and
    --memory-limit, each `VALUE` (every problem) or `NAME=VALUE` (one), the
    later winning; None where a problem keeps its own."""
    chosen = {problem.name: [None, None] for problem in problems}
    for index, given in ((0, time_limits or []), (1, memory_limits or [])):
        for item in given:
            name, _, value = item.rpartition("=")
            targets = [name] if name else list(chosen)
            for target in targets:
                if target not in chosen:
                    raise UsageError("%s is no problem of this contest (%s)" % (target, ", ".join(chosen)))
                try:
                    number = float(value)
                except ValueError:
                    number = -1
                if not 0 < number <= (600 if index == 0 else 65536):
                    kind, unit = ("time", "SECONDS") if index == 0 else ("memory", "MB")
                    raise UsageError("--%s-limit takes %s, or PROBLEM=%s, a number above 0: not %r" % (
                        kind, unit, unit, item))
                chosen[target][index] = number
    return {name: tuple(values) for name, values in chosen.items()}


def make_contest(problems, to, title, start=None, length="3:00", time_limits=None, memory_limits=None,
                 with_source=False, training=False, license=None, author=None, source=None, on_problem=None):
    """Write the contest of problems (in order) into the folder to and the
    zip beside it (to + ".zip"): a Contest. Each problem's package is
    checked as judge.py export checks it, under the contest's limits; the
    whole is made in a hidden folder beside, and put in place only when
    done, the old one (if any) out: an error or a Ctrl-C on the way leaves
    the old contest as it was. on_problem(problem, Exported), if given, is
    told as each package is done. I/O: writes; builds and runs."""
    if not problems:
        raise UsageError("a contest needs one problem at least")
    if len(problems) > len(LETTERS):
        raise UsageError("a contest holds %d problems at most (letters A to Z)" % len(LETTERS))
    if len({p.name for p in problems}) != len(problems):
        raise UsageError("a problem is named twice")
    chosen = limits_for(problems, time_limits, memory_limits)
    problems = [problem.with_limits(*chosen[problem.name]) for problem in problems]
    for problem in problems:
        statements.check_sample(problem)
    contest = {"id": contest_id(title), "name": title, "formal_name": title, "start_time": start_time(start),
               "duration": duration(length), "penalty_time": PENALTY}
    target = os.path.abspath(to)
    parent = os.path.dirname(target)
    try:
        os.makedirs(parent, exist_ok=True)
        staging = tempfile.mkdtemp(prefix=".%s-" % os.path.basename(target), dir=parent)
    except OSError as error:
        raise UsageError("cannot write the contest in %s: %s" % (paths.shown_path(parent), error.strerror))
    made = Contest(target, target + ".zip")
    try:
        folder = os.path.join(staging, "contest")
        os.makedirs(folder)
        for problem in problems:
            done = export.export(problem, folder, training=training, license=license, with_source=with_source,
                                 author=author, source=source)
            made.problems.append(done)
            if on_problem:
                on_problem(problem, done)
        _write(folder, "contest.yaml", _yaml_mapping(contest))
        _write(folder, "problemset.yaml", problemset_yaml(problems))
        made.pages = problemset_pdf(problems, title, os.path.join(folder, "problemset.pdf"), training)
        _zip_folder(folder, os.path.join(staging, "contest.zip"))
        _put_in_place(staging, target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    made.problems = [export.Exported(os.path.join(target, os.path.basename(p.folder)),
                                     os.path.join(target, os.path.basename(p.archive)), p.left_out, p.checked)
                     for p in made.problems]
    return made


def problemset_yaml(problems):
    """problemset.yaml: each problem's letter, its package's name (the
    short-name DOMjudge finds its folder by), its title, its balloon."""
    lines = ["problems:"]
    for letter, (name, rgb), problem in zip(LETTERS, COLOURS, problems):
        lines += ["  - letter: %s" % letter, "    short-name: %s" % export.package_name(problem.name),
                  "    name: %s" % _quoted(problem.title), "    color: %s" % name, "    rgb: '%s'" % rgb]
    return "\n".join(lines) + "\n"


def _yaml_mapping(values):
    return "".join("%s: %s\n" % (key, _quoted(value) if isinstance(value, str) else value)
                   for key, value in values.items())


def _quoted(text):
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"')


def _write(folder, name, text):
    with open(os.path.join(folder, name), "w", encoding="utf-8") as out:
        out.write(text)


def _zip_folder(folder, archive):
    """The folder's files in a zip, at their paths inside it (no hidden
    folder, nothing but what the contest holds)."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as packed:
        for where, folders, files in os.walk(folder):
            folders.sort()
            for name in sorted(files):
                path = os.path.join(where, name)
                packed.write(path, os.path.relpath(path, folder))


def _put_in_place(staging, target):
    """The staged contest folder and zip in place of the old ones, with
    Ctrl-C and SIGTERM held back meanwhile."""
    held = {signal.SIGINT, signal.SIGTERM}
    signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        if os.path.lexists(target):
            os.rename(target, os.path.join(staging, "replaced"))
        os.rename(os.path.join(staging, "contest"), target)
        os.replace(os.path.join(staging, "contest.zip"), target + ".zip")
        shutil.rmtree(staging, ignore_errors=True)
        for _ in held & signal.sigpending():
            signal.sigtimedwait(held, 0)
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, held)


# --- The problem set to print ----------------------------------------------------------------

PREAMBLE = r"""\documentclass[11pt,a4paper]{article}
\usepackage[utf8]{inputenc}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\usepackage[margin=2.2cm]{geometry}
\usepackage{graphicx}
\usepackage{longtable,booktabs,array,calc}
\usepackage[hidelinks]{hyperref}
\usepackage{fancyhdr}
\usepackage{fancyvrb}
\DeclareUnicodeCharacter{2264}{\ensuremath{\leq}}
\DeclareUnicodeCharacter{2265}{\ensuremath{\geq}}
\DeclareUnicodeCharacter{2260}{\ensuremath{\neq}}
\DeclareUnicodeCharacter{00D7}{\ensuremath{\times}}
\DeclareUnicodeCharacter{2212}{\ensuremath{-}}
%(tightlist)s\setlength{\parindent}{0pt}
\setlength{\parskip}{0.6em}
\pagestyle{fancy}
\fancyhf{}
\renewcommand{\headrulewidth}{0.4pt}
\fancyhead[L]{%(title)s}
\fancyhead[R]{\leftmark}
\fancyfoot[C]{\thepage}
\begin{document}
"""


def problemset_pdf(problems, title, path, training=False):
    """problemset.pdf: a title page, then each problem from a new page,
    `A: title`, its statement in the contest form (the training form if
    training), the sample boxed as input and output side by side, and its
    pictures; the number of pages. I/O: runs pandoc and pdflatex."""
    with tempfile.TemporaryDirectory(prefix="judge-problemset-") as folder:
        parts = [PREAMBLE % {"title": statements.latex_text(title), "tightlist": statements.TIGHTLIST},
                 "\\begin{center}\\vspace*{6cm}{\\Huge %s}\\\\[1.5em]{\\Large %d problems, %s to %s}\\end{center}\n"
                 "\\thispagestyle{empty}\n" % (statements.latex_text(title), len(problems), LETTERS[0],
                                              LETTERS[len(problems) - 1])]
        for letter, problem in zip(LETTERS, problems):
            pictures = os.path.join(folder, letter)
            os.makedirs(pictures)
            body, sample, after, images = statements.latex_for_print(problem, training)
            for name, data in images.items():
                with open(os.path.join(pictures, name), "wb") as out:
                    out.write(data)
            parts.append("\\clearpage\n\\section*{%s: %s}\\markboth{%s: %s}{%s: %s}\n\\graphicspath{{%s/}}\n%s\n"
                         % ((letter, statements.latex_text(problem.title)) * 3 + (letter, body)))
            parts.append(_sample_boxes(problem, sample) + after)
        parts.append("\\end{document}\n")
        source = os.path.join(folder, "problemset.tex")
        with open(source, "w", encoding="utf-8") as out:
            out.write("".join(parts))
        _pdflatex(folder, "problemset.tex")
        shutil.copyfile(os.path.join(folder, "problemset.pdf"), path)
        with open(os.path.join(folder, "problemset.log"), encoding="utf-8", errors="replace") as log:
            found = re.search(r"Output written on problemset\.pdf \(([0-9]+) page", log.read())
    return int(found.group(1)) if found else 0


def _sample_boxes(problem, sample):
    """The sample as two framed boxes side by side, each its lines as typed."""
    for text in sample:
        if "\\end{Verbatim}" in text:
            raise UsageError("%s: a sample line holds \\end{Verbatim}, which no printed box can show"
                             % paths.shown_path(problem.statement))
    box = "\\begin{minipage}[t]{0.48\\textwidth}\\textbf{Sample %s}\\par\\vspace{0.2em}" \
          "\\begin{Verbatim}[frame=single,fontsize=\\small]\n%s\\end{Verbatim}\n\\end{minipage}"
    return "\\subsection*{Sample}\n\\noindent %s\\hfill %s\n\n" % (box % ("input", sample[0]), box % ("output", sample[1]))


def _pdflatex(folder, name):
    """pdflatex on name in folder, no shell escape, within LATEX_LIMITS; a
    UsageError with its first error line if it fails."""
    def bounded():
        resource.setrlimit(resource.RLIMIT_CPU, (LATEX_LIMITS[0], LATEX_LIMITS[0] + 1))
        resource.setrlimit(resource.RLIMIT_AS, (LATEX_LIMITS[1], LATEX_LIMITS[1]))
    try:
        done = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "-no-shell-escape", name],
                              cwd=folder, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, preexec_fn=bounded)
    except OSError:
        raise UsageError("the problem set is printed with Debian's pdflatex: install texlive-latex-recommended "
                         "(make export installs it when run as root)")
    if done.returncode != 0:
        said = [line for line in done.stdout.decode("utf-8", "replace").splitlines() if line.startswith("!")]
        raise UsageError("printing the problem set: pdflatex failed: %s" % (said[0] if said else
                                                                             "exit status %d" % done.returncode))
