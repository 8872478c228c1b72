"""What klaverjas with Kraken (seed 000) counts besides the team game's figures: the kraken
a player's pair said, and how many of them the playing pair went nat."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import gettext_lazy as _

from scoring.sheets.figures import Counts, Figure, StoredGame
from scoring.systems.klaverjas.detail import DETAIL

KRAKEN_FIGURES = (
    Figure("kraken", _("Kraak called"),
           _("Games in which your pair defended and said kraak.")),
    Figure("kraken_won", _("Kraak won"),
           _("Of those, the games the playing pair went nat."), share_of="kraken"),
)


def kraken_figures(games: Sequence[StoredGame], team: str) -> Counts:
    """The games in which ``team`` defended and said kraak (a doubling of 2 or more:
    herkraak and superkraak follow a kraak), and of those the games the declarers went
    nat."""
    called = [g for g in games if g.declarer and g.declarer != team
              and DETAIL.unpack(g.detail)["doubling"] >= 2]
    return {"kraken": len(called), "kraken_won": sum(1 for g in called if g.nat)}
