"""What a Klabberjass player's games say (seed 001): the games he played alone against the
two others (the soloist), how many he won and lost, and what they brought him."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import gettext_lazy as _

from scoring.sheets.figures import Counts, Figure, StoredGame, table_seat
from scoring.systems.klabberjass.detail import DETAIL

FIGURES = (
    Figure("games", _("Games at the table"),
           _("Every game played at your table.")),
    Figure("solo", _("Games as soloist"), _("Games you played alone against the others.")),
    Figure("solo_won", _("Won as soloist"), _("Of those, the games you won."),
           share_of="solo"),
    Figure("solo_lost", _("Lost as soloist"), _("Of those, the games you lost."),
           share_of="solo"),
    Figure("solo_points", _("Game value per solo game"),
           _("What your solo games brought you together, divided by their number."),
           per="solo"),
    Figure("best_game", _("Highest game value"),
           _("The most one of your solo games brought you."), highest=True),
)


def klabberjass_figures(games: Sequence[StoredGame], seat: int, seats: Sequence[int]) -> Counts:
    """The player at ``seat``: his own score of each game (``seat_scores``) decides won or
    lost, as a revoke decides a game whatever "won" says."""
    mine = table_seat(seat, seats)
    details = [DETAIL.unpack(g.detail) for g in games]
    dealt = [d for d in details if d["seat_scores"] is not None and len(d["seat_scores"]) >= mine]
    solo = [d["seat_scores"][mine - 1] for d in dealt if d["soloist"] == mine]
    return {
        "games": len(dealt),
        "solo": len(solo),
        "solo_won": sum(1 for score in solo if score > 0),
        "solo_lost": sum(1 for score in solo if score <= 0),
        "solo_points": sum(solo),
        "best_game": max(solo, default=0),
    }

