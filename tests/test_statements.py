"""The statements' pictures: every SVG a statement shows is beside it,
named for its problem, plain (no script, nothing fetched from elsewhere),
and shown by some statement."""

import os
import xml.etree.ElementTree as ElementTree

import pytest

from conftest import PROBLEMS, ROOT
from localjudge import statements

FOLDER = os.path.join(ROOT, "problems")
SVGS = sorted(name for name in os.listdir(FOLDER) if name.endswith(".svg"))


def shown(problem):
    with open(os.path.join(FOLDER, problem + ".md"), encoding="utf-8") as statement:
        return statements.pictures(statement.read())


@pytest.mark.parametrize("problem", PROBLEMS)
def test_every_picture_a_statement_shows_is_its_own_and_beside_it(problem):
    for picture in shown(problem):
        assert picture.startswith(problem + "-") and os.path.isfile(os.path.join(FOLDER, picture)), picture


def test_every_picture_is_shown_by_a_statement():
    assert set(SVGS) == {picture for problem in PROBLEMS for picture in shown(problem)}


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
