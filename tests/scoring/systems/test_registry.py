"""The registry: every game a season can choose has its system, and its row of base facts
(``clubs.games``)."""

from __future__ import annotations

from clubs.games import GAME_SPECS
from clubs.models import GameSystem
from scoring.systems import SYSTEMS, system_of
from tournament.models import Season


def rules(**fields: object) -> Season:
    """A season's rules in memory (no database): the model defaults plus ``fields``."""
    return Season(**fields)


def test_every_game_system_choice_has_a_system():
    assert list(SYSTEMS) == GameSystem.values
    assert all(system_of(rules(game_system=choice)).code == choice for choice in GameSystem)


def test_every_system_reads_its_own_row_of_base_facts():
    assert list(GAME_SPECS) == GameSystem.values
    assert all(system.spec is GAME_SPECS[code] for code, system in SYSTEMS.items())
