"""A period's standings: the season's closed evenings within the period's dates, ranked
as the season is (its score, its absence rule, its tie-breaks) but with the period's own
counting rule, and the period's prizes. A season without periods is not touched."""

from __future__ import annotations

from dataclasses import replace

from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from clubs.models import AbsentScore
from scoring.results.competitors import competitors_key
from scoring.results.counting import BEST_N, DROP_LOWEST
from scoring.results.loaders import SeasonData, SeasonState
from scoring.results.reports import SeasonReport, season_report, standings_lines
from tournament import memo
from tournament.memo import digest
from tournament.models import EveningStatus, Period


def period_counting(period: Period) -> tuple[str, int]:
    """The counting rule of ``period``: its best N evenings; 0: every evening counts (none
    dropped)."""
    if period.best_evenings:
        return BEST_N, period.best_evenings
    return DROP_LOWEST, 0


def period_data(data: SeasonData, period: Period) -> SeasonData:
    """The season's results of the evenings within ``period``'s dates."""
    evenings = [e for e in data.evenings if period.holds(e.date)]
    return replace(data, evenings=evenings, rows={e.pk: data.rows[e.pk] for e in evenings})


def period_over(period: Period, state: SeasonState) -> bool:
    """Whether the period is over, so that its number one is its champion: it has evenings,
    every one of them is closed and its last date has passed."""
    days = [status for _pk, day, _r, status, _c in state.evenings if period.holds(day)]
    return (bool(days) and period.last_date < timezone.localdate()
            and all(status == EveningStatus.CLOSED for status in days))


def period_key(period: Period) -> str:
    """What the period's standings depend on beyond the season's state."""
    return digest(period.pk, period.name, period.first_date, period.last_date,
                  period.best_evenings, period.prize_worth)


def period_report(period: Period, state: SeasonState) -> SeasonReport:
    """The period's standings (``period.season`` is ``state.season``); a worker remembers
    them as it remembers the season's."""
    season = state.season

    def make() -> SeasonReport:
        data = period_data(season_report(season, state).data, period)
        counting, n = period_counting(period)
        return SeasonReport(state=state, data=data,
                            lines=standings_lines(data, counting=counting, n=n, min_evenings=0))

    return memo.seasons.get_or_make(
        f"{state.key}{competitors_key(season)}:period:{period_key(period)}", make)


def period_counting_text(period: Period) -> str:
    """The period's counting rule in words, with the season's rule for an absence."""
    if period.best_evenings:
        text = ngettext("The best evening of this period counts.",
                        "The best %(n)s evenings of this period count.",
                        period.best_evenings) % {"n": period.best_evenings}
    else:
        text = _("Every evening of this period counts.")
    if period.season.absent_score == AbsentScore.LOWEST:
        return text + " " + _("An absence counts as the lowest score of that evening.")
    return text + " " + _("An absence counts as 0.")
