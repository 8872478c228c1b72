"""The words on the result exports, in the active language."""

from __future__ import annotations

from django.utils.translation import gettext as _

from clubs.models import TieBreak
from scoring.exports_common import ResultLabels


def result_labels(*, season_over: bool = True) -> ResultLabels:
    """``season_over`` False calls the season's number one the leader, not the champion."""
    return ResultLabels(
        page_of=_("Page {page} of {pages}"),
        continued=_("{title} (continued)"),
        prize_title=_("Prize list - Evening of {date}"),
        prize_place=_("Prize {place}"),
        prize_from_bottom=_("Place {place} from the bottom"),
        place_names={-1: _("Last place"), -2: _("Booby prize (second-to-last)")},
        tie_breaks={key: str(label).lower() for key, label in TieBreak.choices},
        decided_by=_("decided by: {tie_break}"),
        tie_break_heading=_("Decided by"),
        shared_prize=_("shared"),
        rank=_("Pl."),
        name=_("Name"),
        round=_("Boom {round}"),
        penalty=_("Penalty"),
        total=_("Total"),
        prize=_("Prize"),
        bye_mark=_("S"),
        bye_legend=_("S = bye (staand nummer)"),
        bye_comment=_("Bye (staand nummer)"),
        standings_title=_("Standings - {season}"),
        evenings_held=_("standings after {count} evenings"),
        played=_("Played"),
        score=_("Score"),
        champion=_("Champion") if season_over else _("Leader"),
        dropped_legend=_("struck through = does not count"),
        absent_legend=_("- = absent"),
        unqualified=_("Not ranked: too few evenings played"),
        unqualified_short=_("not ranked"),
        remark=_("Remark"),
        evening_sheet=_("Results"),
        prizes_sheet=_("Prizes"),
        standings_sheet=_("Standings"),
    )
