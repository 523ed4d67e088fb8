"""The statements' pictures: every SVG a statement or analysis shows is in
its problem's folder, plain (no script, nothing fetched from elsewhere),
and shown by the statement or the analysis."""

import os
import xml.etree.ElementTree as ElementTree

import pytest

from conftest import PROBLEMS, ROOT
from localjudge import statements

FOLDER = os.path.join(ROOT, "problems")
SVGS = sorted(os.path.join(problem, name) for problem in PROBLEMS
              for name in os.listdir(os.path.join(FOLDER, problem)) if name.endswith(".svg"))


def shown(problem):
    found = []
    for part in ("statement.md", "analysis.md"):
        with open(os.path.join(FOLDER, problem, part), encoding="utf-8") as text:
            found += statements.pictures(text.read())
    return found


@pytest.mark.parametrize("problem", PROBLEMS)
def test_every_picture_a_problem_shows_is_in_its_folder(problem):
    for picture in shown(problem):
        assert os.path.isfile(os.path.join(FOLDER, problem, picture)), picture


def test_every_picture_is_shown():
    assert set(SVGS) == {os.path.join(problem, picture) for problem in PROBLEMS for picture in shown(problem)}


@pytest.mark.parametrize("picture", SVGS)
def test_a_picture_is_plain_svg(picture):
    root = ElementTree.parse(os.path.join(FOLDER, picture)).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    for element in root.iter():
        name = element.tag.rsplit("}", 1)[-1]
        assert name not in ("script", "foreignObject", "image", "iframe"), (picture, name)
        for attribute, value in element.attrib.items():
            assert not attribute.rsplit("}", 1)[-1].lower().startswith("on"), (picture, attribute)
            if attribute.rsplit("}", 1)[-1] == "href":
                assert value.startswith("#"), (picture, value)
