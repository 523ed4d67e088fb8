"""A problem's statement as it is shown: the Markdown of
problems/NAME/statement.md in the form wanted (statement_text), with its
Limits made from the front matter, then rendered for each package target.

  statement_text(problem, form)     -> Markdown (CONTEST, READING, TRAINING)
  analysis_text(problem), hints(problem)   the analysis, the hints
  package_files(problem, training)  -> {path in the package: bytes}

The contest form (the default) is the statement, its limits and sample,
nothing else: no Sources section (the judge id, the stored pages, what is
assumed); the training form keeps the analysis too. DOMjudge shows teams problem.html:
python3-markdown's HTML with only safe HTML left in it (safe_html.py), its
pictures inlined. problemtools reads problem_statement/problem.en.tex:
pandoc's LaTeX (statement.lua), the pictures beside it as PNG made by
rsvg-convert, and no Sample section, since problemtools adds the sample
from data/sample itself. Each tool is Debian's (pandoc, librsvg2-bin,
python3-markdown, python3-bleach, python3-tinycss2); `make export` installs
them when run as root.
"""

import base64
import os
import re
import resource
import subprocess

from common import paths
from common.errors import UsageError
from localjudge import access
from localjudge.limits import shown_memory

HERE = os.path.dirname(os.path.abspath(__file__))
SAFE_HTML = ["/usr/bin/python3", os.path.join(HERE, "safe_html.py")]
# Markdown as our statements write it: no raw TeX or HTML, no $ math, no
# identifiers on headings; a backslash or a dollar is text.
LATEX_FILTER = os.path.join(HERE, "templates", "export", "statement.lua")
PANDOC = ["pandoc", "--from", "markdown-auto_identifiers-tex_math_dollars-raw_tex-raw_html-raw_attribute",
          "--to", "latex", "--shift-heading-level-by=-1", "--lua-filter", LATEX_FILTER]
SVG_TO_PNG = ["rsvg-convert", "--format", "png", "--zoom", "2"]
PICTURE = re.compile(r"!\[([^\]]*)\]\(([A-Za-z0-9_.-]+\.svg)\)")     # ![what it shows](NAME-WHAT.svg)
SVG_DATA = "data:image/svg+xml;base64,"
# pandoc writes \tightlist in every short list, a command of its own
# templates: a package's problem.en.tex and the printed set define it.
TIGHTLIST = "\\providecommand{\\tightlist}{\\setlength{\\itemsep}{0pt}\\setlength{\\parskip}{0pt}}\n"
LATEX_SPECIALS = {c: "\\" + c for c in "&%$#_{}"}
LATEX_SPECIALS.update({"~": "\\textasciitilde{}", "^": "\\textasciicircum{}", "\\": "\\textbackslash{}"})


def package_files(problem, training=False):
    """{path in a package: bytes} of problem's statement, in the contest
    form or, if training, with the analysis. A UsageError for a picture
    that is not one of the problem's own (a path, a link, TeX in its name)
    or too large to draw."""
    text = statement_text(problem, TRAINING if training else CONTEST)
    _own_pictures_only(problem, text)
    for_latex = _without(text, "Sample")
    files = {"problem.html": html_page(problem, text).encode(),
             "problem_statement/problem.en.tex": (TIGHTLIST + "\\problemname{%s}\n\n" % latex_text(problem.title)
                                                  + _run(PANDOC, for_latex, "pandoc")).encode()}
    for name in pictures(for_latex):
        files["problem_statement/" + name[:-len(".svg")] + ".png"] = _run_bytes(
            SVG_TO_PNG, _picture(problem, name), "librsvg2-bin", PICTURE_LIMITS)
    return files


# The forms a statement is given in. CONTEST: what teams need, the game,
# input, output, limits and sample; READING (judge.py show): that and where
# the facts come from (the Sources section); TRAINING (export --training):
# the contest form and the analysis after it.
CONTEST, READING, TRAINING = "contest", "reading", "training"


def latex_for_print(problem, training=False):
    """The statement for a printed problem set (contest.py): (its LaTeX
    without the Sample section, its sections one level below the problem's
    title; the sample (input, output) as typed; the LaTeX of what the
    Sample section says after them; {picture.png: bytes}). <= and >= are
    printed as the signs. I/O: runs pandoc and rsvg-convert."""
    text = statement_text(problem, TRAINING if training else CONTEST)
    _own_pictures_only(problem, text)
    sample = re.search(r"(?ms)^## Sample\s*\n(.*?)(?=^## |\Z)", text)
    after = ""
    if sample:
        after = re.sub(r"(?s)\A.*?```\n.*?```\n?.*?```\n.*?```\n?", "", sample.group(1), count=1).strip()
    body = _without(text, "Sample")
    print_argv = [word for word in PANDOC if not word.startswith("--shift-heading-level-by")]
    images = {name[:-len(".svg")] + ".png": _run_bytes(SVG_TO_PNG, _picture(problem, name), "librsvg2-bin",
                                                       PICTURE_LIMITS) for name in pictures(text)}
    return (_run(print_argv, _signs(body), "pandoc"), sample_blocks(problem),
            _run(print_argv, _signs(after), "pandoc") if after else "", images)


def statement_text(problem, form=CONTEST):
    """The statement's Markdown in a form: without its front matter (the
    targets show the title), with its Limits section made from the front
    matter before the Sample, the Sources section only when READING, the
    analysis after it only when TRAINING."""
    text = _own_text(problem.statement)
    body = text.split("\n---\n", 1)[1] if text.startswith("---\n") else text
    if form != READING:
        body = _without(body, "Sources")
    body = _with_limits(body, limits_markdown(problem))
    if form == TRAINING:
        body = body.rstrip("\n") + "\n\n## Analysis\n\n" + re.sub(
            r"(?m)^(#+) ", r"#\1 ", analysis_text(problem))
    return body.strip() + "\n"


def analysis_text(problem):
    """The analysis's Markdown, its sections at level 2 (## ...)."""
    return _own_text(problem.analysis).strip() + "\n"


def hints(problem):
    """[Markdown of each hint], in order: the sections `## Hint N` of
    hints.md, each without its heading."""
    text = _own_text(problem.hints)
    parts = re.split(r"(?m)^## Hint [0-9]+\s*$", text)
    return [part.strip() + "\n" for part in parts[1:]]


def limits_markdown(problem):
    """The Limits section, from the front matter: the one place the limits
    are written; Java's and Python's beside them where they differ."""
    def both(c_value, others, shown):
        return shown(c_value) + (" (Java and Python 3: %s)" % shown(others) if others != c_value else "")
    return "## Limits\n\n- Time: %s.\n- Memory: %s.\n" % (
        both(problem.time_limit, problem.time_limit_others, _seconds),
        both(problem.memory_limit, problem.memory_limit_others, shown_memory))


def _seconds(value):
    return "%g second%s" % (value, "" if value == 1 else "s")


def _with_limits(body, limits):
    """body with the Limits section before its Sample (at its end if it has
    none)."""
    at = re.search(r"(?m)^## Sample\s*$", body)
    if at is None:
        return body.rstrip("\n") + "\n\n" + limits
    return body[:at.start()] + limits + "\n" + body[at.start():]


def _own_text(path):
    return access.read_own(path, paths.PROBLEMS_DIR).decode("utf-8")


def _without(markdown_text, section):
    """The Markdown without the section '## section'."""
    return re.sub(r"(?:\A|\n)## %s\n.*?(?=\n## |\Z)" % re.escape(section), "\n", markdown_text, flags=re.S)


ANY_PICTURE = re.compile(r"!\[[^\]]*\]\(\s*<?([^)>\s]*)")
MAX_PICTURE_SIDE = 4096          # pixels a picture may declare on a side (drawn at twice that)
PICTURE_LIMITS = (30, 1 << 30)   # seconds of CPU time and bytes of memory rsvg-convert may take


def _own_pictures_only(problem, markdown_text):
    """A UsageError unless every picture markdown_text shows is an SVG file
    beside the statement, under a plain name, no larger than
    MAX_PICTURE_SIDE pixels on a side."""
    for match in ANY_PICTURE.finditer(markdown_text):
        name = match.group(1)
        if not re.fullmatch(r"[A-Za-z0-9_][A-Za-z0-9_.-]*\.svg", name) or \
                not os.path.isfile(os.path.join(problem.folder, name)):
            raise UsageError("%s shows a picture that is not an SVG file of its own beside it: %s" % (
                paths.shown_path(problem.statement), paths.one_line(name[:80])))
        width, height = _declared_size(_picture(problem, name))
        if max(width, height) > MAX_PICTURE_SIDE:
            raise UsageError("%s: %s declares %g x %g pixels; a picture has at most %d on a side" % (
                paths.shown_path(problem.statement), name, width, height, MAX_PICTURE_SIDE))


def _declared_size(svg):
    """(width, height) an SVG declares on its root, in pixels (its width and
    height, else its viewBox; 0 where it declares none)."""
    head = svg[:4096].decode("utf-8", "replace")
    root = re.search(r"<svg\b[^>]*>", head, re.S)
    attributes = dict(re.findall(r"([\w:-]+)\s*=\s*[\"']([^\"']*)[\"']", root.group(0))) if root else {}
    box = attributes.get("viewBox", "").replace(",", " ").split()

    def number(text, fallback):
        found = re.match(r"\s*([0-9.]+(?:e[0-9]+)?)", text or "")
        return float(found.group(1)) if found else fallback
    return (number(attributes.get("width"), number(box[2], 0) if len(box) == 4 else 0),
            number(attributes.get("height"), number(box[3], 0) if len(box) == 4 else 0))


def pictures(markdown_text):
    """The SVG files beside the statement that its Markdown shows, in order."""
    return list(dict.fromkeys(match.group(2) for match in PICTURE.finditer(markdown_text)))


def latex_text(text):
    """Plain text as LaTeX prints it."""
    return "".join(LATEX_SPECIALS.get(c, c) for c in text)


def _picture(problem, name):
    """The bytes of a picture beside the statement."""
    return access.read_own(os.path.join(problem.folder, name), paths.PROBLEMS_DIR)


def _inline_pictures(problem, markdown_text):
    """The Markdown with each picture given as a data: URI, so that the one
    page DOMjudge serves shows it (an <img> of SVG runs no script)."""
    def inline(match):
        return "![%s](%s%s)" % (match.group(1), SVG_DATA, base64.b64encode(_picture(problem, match.group(2))).decode())
    return PICTURE.sub(inline, markdown_text)


# The page's own style, inlined so that it works offline and inside
# DOMjudge: a readable line length, a sans face, the sample boxed with its
# input and output side by side (as Kattis shows it), code on a light ground.
STYLE = """
body { font-family: "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; line-height: 1.5; color: #1b1b1b;
       max-width: 46em; margin: 2em auto; padding: 0 1em; }
h1 { font-size: 1.8em; margin-bottom: 0.2em; }
h2 { font-size: 1.25em; margin-top: 1.6em; border-bottom: 1px solid #d0d0d0; }
code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 0.92em; }
p code, li code { background: #f2f2f2; padding: 0 0.2em; border-radius: 3px; }
pre { background: #f6f6f6; padding: 0.6em 0.8em; overflow-x: auto; margin: 0; }
img { max-width: 100%; }
table.sample { border-collapse: collapse; width: 100%; margin: 0.8em 0; table-layout: fixed; }
table.sample th { text-align: left; background: #e8e8e8; border: 1px solid #b0b0b0; padding: 0.3em 0.6em;
                  font-weight: bold; }
table.sample td { border: 1px solid #b0b0b0; vertical-align: top; padding: 0; background: #fbfbfb; }
table.sample pre { background: transparent; }
"""


def html_page(problem, markdown_text):
    """The statement as a whole HTML page: its Markdown with the pictures
    inlined and the sample as a box of input and output side by side,
    cleaned (safe_html.py), and the page's own stylesheet."""
    body = _run(SAFE_HTML, _shown_for_html(problem, markdown_text),
                "python3-markdown, python3-bleach and python3-tinycss2")
    title = _escape(problem.title)
    return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n" \
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>%s</title>\n" \
        "<style>%s</style></head>\n<body>\n<h1>%s</h1>\n%s</body></html>\n" % (title, STYLE, title, body)


def _shown_for_html(problem, markdown_text):
    """The Markdown as the page shows it: pictures as data, <= and >= as
    the signs a reader expects, the Sample section's two code blocks as a
    table of input and output side by side (HTML that the cleaning keeps)."""
    text = _inline_pictures(problem, markdown_text)
    sample = re.search(r"(?ms)^## Sample\s*\n(.*?)(?=^## |\Z)", text)
    if sample:
        blocks = re.findall(r"```\n(.*?)```\n?", sample.group(1), re.S)
        if len(blocks) >= 2:
            table = ("<table class=\"sample\"><thead><tr><th>Sample input</th><th>Sample output</th></tr></thead>"
                     "<tbody><tr><td><pre>%s</pre></td><td><pre>%s</pre></td></tr></tbody></table>\n\n"
                     % (_escape(blocks[0]), _escape(blocks[1])))
            rest = re.sub(r"(?s)\A.*?```\n.*?```\n?.*?```\n.*?```\n?", "", sample.group(1), count=1)
            text = text[:sample.start(1)] + "\n" + table + rest.lstrip("\n") + text[sample.end(1):]
    return _signs(text)


def _signs(markdown_text):
    """<= and >= as the signs, outside the code blocks (the sample is typed)."""
    parts = re.split(r"(```.*?```|<table class=\"sample\">.*?</table>)", markdown_text, flags=re.S)
    return "".join(part if index % 2 else part.replace("<=", "\u2264").replace(">=", "\u2265")
                   for index, part in enumerate(parts))


def sample_blocks(problem):
    """(input, output): the first two code blocks of the statement's Sample
    section, or None where it has not two."""
    text = _own_text(problem.statement)
    sample = re.search(r"(?ms)^## Sample\s*\n(.*?)(?=^## |\Z)", text)
    blocks = re.findall(r"```\n(.*?)```", sample.group(1), re.S) if sample else []
    return (blocks[0], blocks[1]) if len(blocks) >= 2 else None


def check_sample(problem):
    """A UsageError, one line naming the file and the line that differs,
    unless the statement's sample is its data's (testdata/NAME/01-sample):
    a package would show teams one sample and judge another."""
    shown = sample_blocks(problem)
    sample = next((test for test in problem.tests() if test.name.endswith("-sample") and "/" not in test.name), None)
    if shown is None or sample is None:
        raise UsageError("%s: a statement's Sample section holds the input and the output in two code blocks, "
                         "and the data holds them as 01-sample.in and .ans" % paths.shown_path(problem.statement))
    for written, path, what in ((shown[0], sample.input, "input"), (shown[1], sample.answer, "output")):
        data = access.read_own(path, paths.TESTDATA_DIR).decode("utf-8", "replace")
        if written != data:
            ours, theirs = written.split("\n"), data.split("\n")
            line = next(i for i in range(max(len(ours), len(theirs)))
                        if i >= len(ours) or i >= len(theirs) or ours[i] != theirs[i])
            raise UsageError("%s: the sample %s differs from %s at its line %d: %r in the statement, %r in the "
                             "data" % (paths.shown_path(problem.statement), what, paths.shown_path(path), line + 1,
                                       ours[line] if line < len(ours) else "(no line)",
                                       theirs[line] if line < len(theirs) else "(no line)"))


def _escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _run(argv, text, package):
    return _run_bytes(argv, text.encode(), package).decode()


def _run_bytes(argv, data, package, bounds=None):
    """What a converter writes for data; a UsageError naming the Debian
    package to install if it is missing, or what it said if it fails.
    bounds: (seconds of CPU time, bytes of memory) the converter may take."""
    def bounded():
        if bounds:
            resource.setrlimit(resource.RLIMIT_CPU, (bounds[0], bounds[0] + 1))
            resource.setrlimit(resource.RLIMIT_AS, (bounds[1], bounds[1]))
    try:
        done = subprocess.run(argv, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              preexec_fn=bounded if bounds else None)
    except OSError:
        raise UsageError("the statement is rendered with Debian's %s: install it (make export installs it "
                         "when run as root)" % package)
    if done.returncode != 0:
        said = done.stderr.decode("utf-8", "replace").strip().splitlines() or ["exit status %d" % done.returncode]
        raise UsageError("rendering the statement: %s" % said[-1])
    return done.stdout
