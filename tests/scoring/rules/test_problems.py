"""Every problem code the rules module can report has a description the site can show."""

import re
from pathlib import Path

import scoring.rules
from scoring.rules import PROBLEM_DESCRIPTIONS, GameProblem

RULES = Path(scoring.rules.__file__).parent


def codes_in_source() -> set[str]:
    pattern = re.compile(r'GameProblem\(\s*"([a-z_0-9]+)"')
    return {
        code
        for path in RULES.rglob("*.py")
        for code in pattern.findall(path.read_text(encoding="utf-8"))
    }


def test_every_code_reported_has_a_description():
    codes = codes_in_source()
    assert len(codes) > 25  # the scan finds the calls (klaverjas, Kraken, target, both seeds)
    assert codes <= set(PROBLEM_DESCRIPTIONS)


def test_no_description_is_left_without_a_code_that_reports_it():
    assert set(PROBLEM_DESCRIPTIONS) <= codes_in_source()


def test_an_unknown_code_describes_itself():
    assert GameProblem("something_new").description == "something_new"
