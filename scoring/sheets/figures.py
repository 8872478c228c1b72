"""What a player's games say: the figures a game system counts of one player's games at one
table of one round (``System.game_figures``), and how the player page shows them (``Figure``).

A figure is a whole number per player and evening, stored with the evening's results at
closing (``scoring.results.figures``); a season adds them up, or takes the highest for a
figure that is the most in one game. Plain Python over the stored games: the scores in
them were given by ``scoring.rules`` when the sheet was saved, nothing is scored again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from django.utils.translation import gettext_lazy as _
from django_stubs_ext import StrOrPromise

Counts = dict[str, int]


@dataclass(frozen=True)
class Figure:
    """One figure a game counts, with its words for the player page."""

    key: str
    label: StrOrPromise
    help: StrOrPromise  # its definition, one short sentence under the number
    share_of: str = ""  # shown with its percentage of that figure ("3 (25%)")
    per: str = ""  # shown divided by that figure, one decimal (roem per game)
    highest: bool = False  # the most in one game or evening: a season takes the highest


class StoredGame(Protocol):
    """What the figures read of a stored game (``scoring.models.Game``)."""

    declarer: str
    points_a: int
    points_b: int
    roem_a: int
    roem_b: int
    pit: str
    revoke: str
    nat: bool
    revoke_seat: int | None
    detail: dict[str, Any]  # what the game's own schema declares (``scoring.sheets.detail``)


def team_figures(games: Sequence[StoredGame], team: str) -> Counts:
    """The figures of a team game for the pair (or team) ``team`` ("A" or "B")."""
    other = "B" if team == "A" else "A"
    declared = [g for g in games if g.declarer == team]
    roem = [g.roem_a if team == "A" else g.roem_b for g in games]
    return {
        "games": len(games),
        "declared": len(declared),
        # A game the playing pair revoked is not made, whatever its points were.
        "made": sum(1 for g in declared if not g.nat and g.revoke != team),
        "nat": sum(1 for g in declared if g.nat),
        "pits": sum(1 for g in games if g.pit == team),
        "pits_against": sum(1 for g in games if g.pit == other),
        "revokes": sum(1 for g in games if g.revoke == team),
        "roem": sum(roem),
        "roem_best": max(roem, default=0),
    }


def table_seat(seat: int, seats: Sequence[int]) -> int:
    """A player's seat at his table, 1 for the lowest number (the seat the sheet names)."""
    return sorted(seats).index(seat) + 1


# What the team games show of the counts above (a game may add to them or count its own).
TEAM_FIGURES = (
    Figure("games", _("Games at the table"),
           _("Every game you sat at a table; a bye (staand nummer) has no games.")),
    Figure("declared", _("Games as the playing pair"),
           _("Games in which your pair made trump (the playing side).")),
    Figure("made", _("Made"), _("Of those, the games your pair did not go nat; a game your "
                                "pair revoked is not made."),
           share_of="declared"),
    Figure("nat", _("Nat"), _("Of those, the games your pair went nat: scored 0."),
           share_of="declared"),
    Figure("pits", _("Pits made"), _("Games in which your pair took every trick.")),
    Figure("pits_against", _("Pits suffered"),
           _("Games in which the other pair took every trick.")),
    Figure("revokes", _("Revoked"), _("Games in which your pair revoked (verzaakt); as the "
                                      "playing pair such a game is not made.")),
    Figure("roem", _("Roem per game"),
           _("Your pair's roem, divided by every game you sat at the table."),
           per="games"),
    Figure("roem_best", _("Most roem in one game"),
           _("The highest roem your pair had in one game."), highest=True),
)
