"""Game systems: what differs between the games a season can play.

A season plays one system, chosen with the club's rules (``RuleFields.game_system``) and
frozen with the season's copy. The system says what a sheet row holds, how a game is scored
and checked (through ``scoring.rules``), how long a boom is and what a player's boom score
is; the draw, evenings, closing, results, prizes, standings and exports are shared and call
the system only through ``system_of``. No registry: a dict from the choice to an object.
See docs/decisions.md, "Game systems".
"""

from __future__ import annotations

from clubs.models import GameSystem, RuleFields
from scoring.systems.boom import MAX_GAMES, Boom
from scoring.systems.klabberjass import KLABBERJASS, Klabberjass  # issue 16
from scoring.systems.klammern import KLAMMERN, Klammern  # issue 17
from scoring.systems.klaverjas import KLAVERJAS, KRAKEN, Klaverjas

System = Klaverjas | Klabberjass | Klammern

SYSTEMS: dict[str, System] = {
    GameSystem.KLAVERJAS: KLAVERJAS,
    GameSystem.KRAKEN: KRAKEN,
    GameSystem.KLABBERJASS: KLABBERJASS,  # issue 16
    GameSystem.KLAMMERN: KLAMMERN,  # Klammern (issue 17)
}


def system_of(rules: RuleFields) -> System:
    """The system of a season (or of a club's rules)."""
    return SYSTEMS[rules.game_system]


__all__ = [
    "MAX_GAMES", "SYSTEMS", "Boom", "Klabberjass", "Klammern", "Klaverjas", "System", "system_of",
]
