"""The oracle contract, on every problem (each test parametrized over them
all): every oracle provides the case model, draws random cases of the outcome
asked, writes stress batches that read back under its statement and stay under
a megabyte, has a checker that accepts its own answers (where it has one), and
names inputs its statement rules out, which its validator refuses."""

import pytest

from conftest import PROBLEMS
from common import casemodel as cases
from common.casemodel import InputError
from localjudge.problems import Problem


@pytest.mark.parametrize("problem", PROBLEMS)
def test_every_oracle_provides_the_case_model(problem):
    oracle = Problem(problem).oracle
    for name in ("FRAMING", "read_case", "write_case", "answer", "wins", "exhaustive",
                 "edge_cases", "random_case", "test_files", "layout_cases"):
        assert hasattr(oracle, name), name
    for case in oracle.edge_cases()[:50] + oracle.exhaustive()[:50]:
        assert cases.is_valid(oracle, case), case
        assert oracle.answer(case) and all(isinstance(line, str) for line in oracle.answer(case))


@pytest.mark.parametrize("problem", PROBLEMS)
def test_random_cases_have_the_outcome_asked_for(problem):
    import random
    oracle, rng = Problem(problem).oracle, random.Random(7)
    for first_wins in (True, False) * 20:
        assert oracle.wins(oracle.random_case(rng, first_wins)) == first_wins


@pytest.mark.parametrize("problem", PROBLEMS)
def test_a_stress_batch_reads_back_under_the_statement_and_stays_under_a_megabyte(problem):
    import random
    from localjudge import stress
    oracle, rng = Problem(problem).oracle, random.Random(11)
    for _ in range(2):
        batch = [oracle.random_case(rng, i % 2 == 0) for i in range(stress.batch_size(oracle))]
        text = cases.write_input(oracle, batch)
        assert len(text) < 1024 * 1024
        assert cases.read_cases(oracle, text) == batch


@pytest.mark.parametrize("problem", [p for p in PROBLEMS if hasattr(Problem(p).oracle, "check")])
def test_a_checker_accepts_its_oracles_own_answers(problem):
    # The judgement relies on it: it asks a checker only about other lines.
    import random
    oracle, rng = Problem(problem).oracle, random.Random(17)
    drawn = [oracle.random_case(rng, i % 2 == 0) for i in range(2000)]
    for case in oracle.exhaustive() + oracle.edge_cases() + drawn:
        assert oracle.check(case, oracle.answer(case)) is None, case


@pytest.mark.parametrize("problem", PROBLEMS)
def test_every_oracle_names_inputs_its_statement_rules_out(problem):
    assert len(Problem(problem).oracle.INVALID_INPUTS) >= 3


@pytest.mark.parametrize("problem,text", [(p, t) for p in PROBLEMS for t in Problem(p).oracle.INVALID_INPUTS])
def test_validator_rejects_input_outside_the_statement(problem, text):
    with pytest.raises(InputError, match=r"^line \d+: "):
        cases.read_input(Problem(problem).oracle, text, strict=False)
