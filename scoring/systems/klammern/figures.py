"""What a player's games say in Klammern (seed 002): the games his team bid and won or lost
(decided as the rules decide them: cards, melds and the Bella), contra and re, the melds
and the small points his team won."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import gettext_lazy as _

from scoring.rules import KlammernEntry, Team, klammern_round_winner
from scoring.sheets.figures import Counts, Figure, StoredGame
from scoring.sheets.rows import team_of_seat
from scoring.systems.klammern.detail import DETAIL

FIGURES = (
    Figure("games", _("Games at the table"),
           _("Every game you sat at a table; a bye (staand nummer) has no games.")),
    Figure("declared", _("Games your team bid"),
           _("Games in which your team named trump.")),
    Figure("made", _("Won after bidding"), _("Of those, the games your team won."),
           share_of="declared"),
    Figure("nat", _("Lost after bidding"), _("Of those, the games your team lost."),
           share_of="declared"),
    Figure("small_points", _("Small points won"),
           _("The small points of every game your team won (2 after contra, 4 after re).")),
    Figure("contra", _("Contra said"), _("Games in which your team defended and said contra.")),
    Figure("re", _("Re said"), _("Games in which your team bid and answered contra with re.")),
    Figure("roem", _("Melds per game"),
           _("Your team's Terz and Fifty, divided by every game you sat at the table."),
           per="games"),
    Figure("roem_best", _("Highest meld in one game"),
           _("The most your team melded in one game."), highest=True),
)


def klammern_figures(games: Sequence[StoredGame], seat: int) -> Counts:
    team = team_of_seat(seat)
    won = [klammern_round_winner(_team(g.declarer), *_totals(g)) == team for g in games]
    doubling = [DETAIL.unpack(g.detail)["doubling"] for g in games]
    melds = [g.roem_a if team == "A" else g.roem_b for g in games]
    return {
        "games": len(games),
        "declared": sum(1 for g in games if g.declarer == team),
        "made": sum(1 for g, w in zip(games, won, strict=True) if g.declarer == team and w),
        "nat": sum(1 for g, w in zip(games, won, strict=True) if g.declarer == team and not w),
        "small_points": sum(d for d, w in zip(doubling, won, strict=True) if w),
        "contra": sum(1 for g, d in zip(games, doubling, strict=True)
                      if g.declarer != team and d >= 2),
        "re": sum(1 for g, d in zip(games, doubling, strict=True)
                  if g.declarer == team and d == 4),
        "roem": sum(melds),
        "roem_best": max(melds, default=0),
    }


def _totals(game: StoredGame) -> tuple[int, int]:
    """Each team's cards, melds and Bella, as the rules add them up."""
    own = DETAIL.unpack(game.detail)
    entry = KlammernEntry(declarer=_team(game.declarer), points_a=game.points_a,
                          points_b=game.points_b, melds_a=game.roem_a, melds_b=game.roem_b,
                          bella=_team(own["bella"]) if own["bella"] else None,
                          doubling=own["doubling"])
    return entry.total("A"), entry.total("B")


def _team(stored: str) -> Team:
    return "A" if stored == "A" else "B"
