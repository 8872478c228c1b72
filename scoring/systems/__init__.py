"""The game systems: one package per game behind one interface, and the registry.

A season plays one game, chosen with the club's rules (``RuleFields.game_system``) and
frozen with the season's copy. ``SYSTEMS`` maps that choice to the game's system, which
implements ``interface.System``: its sheet and how it is scored and checked through
``scoring.rules``, a player's round score, its tie-breaks, its printed sheet, its words and
its part of the demo data. Shared code finds the system with ``system_of`` and calls its
members; it never asks which system it has (a test reads the source to keep it so). The
facts the lower layers need (table sizes, partners, byes, rule fields) are the game's row in
``clubs.games``. See docs/decisions.md, "Game systems".
"""

from __future__ import annotations

from clubs.models import RuleFields
from scoring.sheets.detail import DetailSchema
from scoring.systems.interface import System
from scoring.systems.klabberjass import KLABBERJASS
from scoring.systems.klammern import KLAMMERN
from scoring.systems.klaverjas import KLAVERJAS, KRAKEN
from scoring.systems.three_player import THREE_PLAYER

# Each system by the choice it plays (its ``code``, a ``GameSystem`` choice), in their order.
SYSTEMS: dict[str, System] = {system.code: system for system in (
    KLAVERJAS, KRAKEN, KLABBERJASS, KLAMMERN, THREE_PLAYER)}

# Every game's own values that shared code writes out, one key each: a line of the club's log
# does not say its game, so a key reads the same in every game that has it.
WRITTEN = DetailSchema(**{name: key for system in SYSTEMS.values()
                          for name, key in system.detail.keys.items() if key.words})


def system_of(rules: RuleFields) -> System:
    """The system of a season (or of a club's rules)."""
    return SYSTEMS[rules.game_system]


__all__ = ["SYSTEMS", "WRITTEN", "System", "system_of"]
