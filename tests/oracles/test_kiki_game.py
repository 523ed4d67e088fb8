"""kiki-game's oracle (oracles/kiki_game.py): its validator stops at the
terminator."""

from common import casemodel as cases
from localjudge.problems import Problem


def test_validator_stops_at_the_terminator():
    assert cases.read_cases(Problem("kiki-game").oracle, "2 3\n0 0\n9999 1\n", strict=False) == [(2, 3)]
