"""Markdown as the statements, hints and analyses write it, as plain text
for a terminal of 80 columns (judge.py show, hint, analysis). Pure: no I/O.

  plain(markdown, pictures="problems/NAME") -> text, no line over WIDTH
                                              but a code block's own

What is drawn in the Markdown is given in words: a picture by what its
description says, with the file that holds it; a table too wide for the
terminal as one line of `heading: value` pairs per row. Code blocks (the
samples) are printed as they are, so that they can be copied.
"""

import re
import textwrap

WIDTH = 80
HEADING = re.compile(r"(#{1,6})\s+(.*?)\s*#*\s*\Z")
BULLET = re.compile(r"( *)([-*+]|[0-9]{1,3}[.)])\s+(.*)\Z")
PICTURE = re.compile(r"!\[([^\]]*)\]\(([^)\s]+)\)")
LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
FENCE = re.compile(r"\s*(```|~~~)")
COMMENT = re.compile(r"<!--.*?-->", re.S)
KEEP = "\u00a0"          # a blank no line is broken at (textwrap breaks only at ASCII blanks)


def plain(markdown, pictures=""):
    """markdown as text lines of at most WIDTH columns (but for code
    blocks), pictures named as files in the folder pictures."""
    lines = COMMENT.sub("", markdown).split("\n")
    out = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if FENCE.match(line):
            fence = FENCE.match(line).group(1)
            i += 1
            while i < len(lines) and not lines[i].strip().startswith(fence):
                out.append(lines[i])
                i += 1
            i += 1
            out.append("")
            continue
        if not line.strip():
            if out and out[-1] != "":
                out.append("")
            i += 1
            continue
        heading = HEADING.match(line)
        if heading:
            text = inline(heading.group(2), pictures)
            rule = {1: "=", 2: "-"}.get(len(heading.group(1)))
            _blank(out)
            out += textwrap.wrap(text, WIDTH) or [""]
            if rule:
                out.append(rule * min(len(text), WIDTH))
            out.append("")
            i += 1
            continue
        if line.startswith("    ") and (not out or out[-1] == ""):   # an indented code block
            while i < len(lines) and (lines[i].startswith("    ") or not lines[i].strip()):
                if not lines[i].strip() and not (i + 1 < len(lines) and lines[i + 1].startswith("    ")):
                    break
                out.append(lines[i][4:])
                i += 1
            out.append("")
            continue
        if line.lstrip().startswith("|"):
            rows = []
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                rows.append(lines[i])
                i += 1
            out += _table(rows, pictures)
            out.append("")
            continue
        bullet = BULLET.match(line)
        if bullet:
            indent, mark, text = len(bullet.group(1)), bullet.group(2), [bullet.group(3)]
            i += 1
            while i < len(lines) and lines[i].strip() and not BULLET.match(lines[i]) and \
                    not FENCE.match(lines[i]) and not lines[i].lstrip().startswith("|"):
                text.append(lines[i].strip())
                i += 1
            lead = " " * indent + (mark if mark[0].isdigit() else "-") + " "
            out += textwrap.wrap(inline(" ".join(text), pictures), WIDTH, initial_indent=lead,
                                 subsequent_indent=" " * len(lead), break_long_words=False,
                                 break_on_hyphens=False) or [lead]
            continue
        text = []
        while i < len(lines) and lines[i].strip() and not HEADING.match(lines[i]) and \
                not FENCE.match(lines[i]) and not _interrupts(lines[i]) and not lines[i].lstrip().startswith("|"):
            text.append(lines[i].strip())
            i += 1
        out += _wrap(inline(" ".join(text), pictures))
        out.append("")
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out).replace(KEEP, " ") + "\n"


def _interrupts(line):
    """Does line start a list inside a paragraph? A bullet does; a number
    only if it is 1 (as CommonMark has it: a wrapped "10. and more" does not)."""
    bullet = BULLET.match(line)
    return bool(bullet) and (not bullet.group(2)[0].isdigit() or bullet.group(2)[:-1] == "1")


def _blank(out):
    if out and out[-1] != "":
        out.append("")


def _wrap(text, indent=""):
    return textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=indent,
                         break_long_words=False, break_on_hyphens=False) or [""]


def inline(text, pictures=""):
    """One paragraph's Markdown as text: code spans and emphasis unmarked,
    a link as its text and address, a picture as its description and
    file."""
    def picture(match):
        where = "%s/%s" % (pictures, match.group(2)) if pictures else match.group(2)
        return "[Picture: %s. File: %s]" % (match.group(1).rstrip("."), where)
    text = PICTURE.sub(picture, text)
    text = LINK.sub(lambda m: m.group(1) if m.group(1) == m.group(2) else "%s (%s)" % (m.group(1), m.group(2)), text)
    # A short code span is kept on one line: its blanks become KEEP until wrapped.
    text = re.sub(r"`([^`]*)`", lambda m: m.group(1).replace(" ", KEEP) if len(m.group(1)) <= 24 else m.group(1),
                  text)
    text = re.sub(r"\*\*([^*]+)\*\*|__([^_]+)__", lambda m: m.group(1) or m.group(2), text)
    text = re.sub(r"(?<![\w*])\*([^*\s][^*]*)\*(?![\w*])", r"\1", text)
    return text.replace("\\|", "|")


def _cells(row, pictures):
    row = row.strip()
    if row.startswith("|"):
        row = row[1:]
    if row.endswith("|") and not row.endswith("\\|"):
        row = row[:-1]
    return [inline(cell.strip(), pictures) for cell in re.split(r"(?<!\\)\|", row)]


def _table(rows, pictures):
    """A Markdown table as aligned columns if it fits WIDTH, else one
    wrapped line per row of `heading: value` pairs."""
    cells = [_cells(row, pictures) for row in rows if not re.fullmatch(r"\s*\|?[\s:|-]+\|?\s*", row)]
    if not cells:
        return []
    head, body = cells[0], cells[1:]
    count = max(len(row) for row in cells)
    cells = [row + [""] * (count - len(row)) for row in cells]
    widths = [max(len(row[c]) for row in cells) for c in range(count)]
    if sum(widths) + 2 * (count - 1) <= WIDTH:
        lines = ["  ".join(cell.ljust(widths[c]) for c, cell in enumerate(row)).rstrip() for row in cells]
        lines.insert(1, "  ".join("-" * width for width in widths))
        return lines
    lines = []
    for row in body:
        pairs = "; ".join("%s: %s" % (head[c], cell) if head[c] else cell for c, cell in enumerate(row) if cell)
        lines += textwrap.wrap(pairs, WIDTH, initial_indent="- ", subsequent_indent="  ",
                               break_long_words=False, break_on_hyphens=False)
    return lines
