"""What a player's games say in klaverjas for three (seed 000): the games he named trump and
played alone against the two others, made or nat, and the games he took all ten tricks."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import gettext_lazy as _

from scoring.sheets.figures import Counts, Figure, StoredGame, table_seat
from scoring.systems.three_player.detail import DETAIL

FIGURES = (
    Figure("games", _("Games at the table"),
           _("Every game you were dealt in; at a table of four the dealer sits out.")),
    Figure("declared", _("Games as the player"),
           _("Games in which you named trump and played against the other two.")),
    Figure("made", _("Made"), _("Of those, the games you did not go nat."),
           share_of="declared"),
    Figure("nat", _("Nat"), _("Of those, the games you went nat."), share_of="declared"),
    Figure("pits", _("Pits made"), _("Games in which you took all ten tricks.")),
    Figure("roem", _("Roem per game"), _("Your roem, divided by the games you were dealt in."),
           per="games"),
    Figure("roem_best", _("Most roem in one game"), _("The highest roem you had in one game."),
           highest=True),
)


def three_player_figures(games: Sequence[StoredGame], seat: int, seats: Sequence[int]
                         ) -> Counts:
    """The player at ``seat``; a game he sat out as the dealer (no points typed for his
    seat) is not his."""
    mine = table_seat(seat, seats)
    details = [(g, DETAIL.unpack(g.detail)) for g in games]
    dealt = [(g, d) for g, d in details
             if d["seat_points"] is not None and len(d["seat_points"]) >= mine
             and d["seat_points"][mine - 1] is not None]
    declared = [g for g, d in dealt if d["soloist"] == mine]
    roem = [(d["seat_roem"] or [])[mine - 1] or 0 if len(d["seat_roem"] or []) >= mine else 0
            for _g, d in dealt]
    return {
        "games": len(dealt),
        "declared": len(declared),
        "made": sum(1 for g in declared if not g.nat),
        "nat": sum(1 for g in declared if g.nat),
        "pits": sum(1 for _g, d in dealt if d["pit_seat"] == mine),
        "roem": sum(roem),
        "roem_best": max(roem, default=0),
    }
