"""The page DOMjudge shows teams, as a real browser draws it (Debian's
Chromium, headless): its own stylesheet holds the text to a readable
width, and the sample is two boxes side by side, input and output; the
page's body is what the cleaning lets through, unchanged by another pass."""

import os
import re
import shutil
import struct
import subprocess
import zlib

import pytest

from conftest import ROOT
from localjudge import statements
from localjudge.problems import Problem

BROWSER = shutil.which("chromium")
pytestmark = pytest.mark.skipif(BROWSER is None or not shutil.which("pandoc"),
                                reason="no Chromium here (Debian's chromium) to draw the page")
WIDTH, HEIGHT = 1200, 1400
HEADER_GREY = (0xe8, 0xe8, 0xe8)         # table.sample th, in statements.STYLE


def pixels(png):
    """[row of (r, g, b)] of an 8-bit RGB or RGBA PNG (what Chromium writes)."""
    width, height, depth, colour = struct.unpack(">IIBB", png[16:26])
    assert depth == 8 and colour in (2, 6), (depth, colour)
    channels = 3 if colour == 2 else 4
    data, at = b"", 8
    while at < len(png):
        length, kind = struct.unpack(">I4s", png[at:at + 8])
        if kind == b"IDAT":
            data += png[at + 8:at + 8 + length]
        at += 12 + length
    raw, stride, rows, previous = zlib.decompress(data), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up, corner = previous[x], previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                nearest = min((abs(p - left), 0, left), (abs(p - up), 1, up), (abs(p - corner), 2, corner))[2]
                line[x] = (line[x] + nearest) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return rows


@pytest.fixture(scope="module")
def drawn(tmp_path_factory):
    folder = tmp_path_factory.mktemp("page")
    problem = Problem("cet4")
    page = folder / "problem.html"
    page.write_text(statements.html_page(problem, statements.statement_text(problem, statements.CONTEST)))
    shot = folder / "page.png"
    subprocess.run([BROWSER, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--user-data-dir=%s" % (folder / "profile"), "--hide-scrollbars",
                    "--window-size=%d,%d" % (WIDTH, HEIGHT), "--screenshot=%s" % shot, page.as_uri()],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120, check=True)
    return page.read_text(), pixels(shot.read_bytes())


def test_the_text_stands_in_a_readable_column(drawn):
    _, rows = drawn
    inked = [x for row in rows for x, (r, g, b) in enumerate(row) if r + g + b < 300]
    assert inked, "nothing drawn"
    assert max(inked) - min(inked) < 0.75 * WIDTH          # about 46em, centred, not the window's width
    assert min(inked) > 0.1 * WIDTH


def test_the_sample_is_two_boxes_side_by_side(drawn):
    _, rows = drawn
    header = [row for row in rows if sum(pixel == HEADER_GREY for pixel in row) > 100]
    assert header, "no sample header drawn"
    row = header[len(header) // 2]
    runs, inside = [], False
    for x, pixel in enumerate(row + [(255, 255, 255)]):
        if (pixel == HEADER_GREY) != inside:
            inside = not inside
            runs.append(x)
    boxes = [(start, end) for start, end in zip(runs[::2], runs[1::2]) if end - start > 100]
    assert len(boxes) == 2, boxes                          # input, output: one header cell each


def test_the_body_is_what_the_cleaning_keeps_and_signs_are_signs(drawn):
    page, _ = drawn
    body = page.split("<body>\n", 1)[1].rsplit("</body>", 1)[0].split("</h1>\n", 1)[1]
    again = subprocess.run(statements.SAFE_HTML[:1] + [os.path.join(ROOT, "localjudge", "safe_html.py")],
                           input=body.encode(), stdout=subprocess.PIPE, check=True).stdout.decode()
    assert "<table class=\"sample\">" in body and "<script" not in page and "≤" in body and "&lt;=" not in body

    def tags(html):                                    # every tag with its attributes
        return sorted(re.findall(r"<([a-z0-9]+)((?:\s+[a-z-]+=\"[^\"]*\")*)\s*/?>", html))
    assert tags(again) == tags(body) and len(tags(body)) > 20
