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
    files = {"problem.html": _html_page(problem.title, _inline_pictures(problem, text)).encode(),
             "problem_statement/problem.en.tex": ("\\problemname{%s}\n\n" % latex_text(problem.title)
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
    are written."""
    return "## Limits\n\n- Time: %s.\n- Memory: %s.\n" % (_seconds(problem.time_limit), shown_memory(problem.memory_limit))


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


def _html_page(title, markdown_text):
    """The statement as a whole HTML page."""
    body = _run(SAFE_HTML, markdown_text, "python3-markdown, python3-bleach and python3-tinycss2")
    return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title></head>\n<body>\n<h1>%s</h1>\n" \
        "%s</body></html>\n" % (_escape(title), _escape(title), body)


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
