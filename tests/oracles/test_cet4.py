"""cet4's oracle (oracles/cet4.py): its validator reports the line of each
query."""

from common import casemodel as cases
from localjudge.problems import Problem


def test_validator_reports_the_line_of_each_query():
    assert [p.line for p in cases.read_input(Problem("cet4").oracle, "\r\n5\r\n\r\n7", strict=False)] == [2, 4]
