"""Evening results, season standings and a player's history, from the loaders and the
plain ranking functions, with the season's rules applied."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from django.utils.translation import gettext

from clubs.models import AbsentScore
from scoring.results.competitors import (
    competitor_names,
    competitors_key,
    competitors_of,
    grouped_rows,
)
from scoring.results.decided import Deciders, deciders
from scoring.results.loaders import (
    SeasonData,
    SeasonState,
    evening_players,
    season_data,
    season_state,
)
from scoring.results.ranked import EveningReport, ranked_evening, season_tie_breaks
from scoring.results.season import SeasonLine, champions, season_standings
from scoring.results.stored import player_rows
from scoring.results.tally import ResultRow
from tournament import memo
from tournament.formats.competitor import Competitor
from tournament.models import Evening, Season


def evening_report(evening: Evening) -> EveningReport:
    return ranked_evening(evening, evening_players(evening))


@dataclass(frozen=True)
class SeasonReport:
    state: SeasonState
    data: SeasonData
    lines: list[SeasonLine]

    @property
    def champions(self) -> list[SeasonLine]:
        return champions(self.lines)

    def deciders(self) -> Deciders:
        """What decided places between equal scores (the lines are in place order)."""
        return deciders(self.lines, season_tie_breaks(self.state.season),
                        score=lambda line: (line.qualified, line.score))


def season_report(season: Season, state: SeasonState | None = None) -> SeasonReport:
    """The season's standings; a worker remembers them until an evening closes or reopens
    or a name changes (``state.key``)."""
    known = state or season_state(season)
    return memo.seasons.get_or_make(known.key + competitors_key(season),
                                    lambda: _season_report(known))


def _season_report(state: SeasonState) -> SeasonReport:
    season = state.season
    data = season_data(state)
    lines = standings_lines(data, counting=season.season_counting, n=season.season_count_n,
                            min_evenings=season.min_evenings)
    return SeasonReport(state=state, data=data, lines=lines)


def standings_lines(data: SeasonData, *, counting: str, n: int, min_evenings: int
                    ) -> list[SeasonLine]:
    """The standings of ``data``'s evenings under this counting rule and the season's
    other rules (score, absence, tie-breaks): the season's, or a period's
    (``scoring.results.periods``)."""
    season = data.season
    # The players ranked as one (a fixed pair) stand as one in the standings too.
    competitors = competitors_of(season)
    ranked = replace(data, rows=grouped_rows(data.rows, competitors),
                     names=competitor_names(data.names, competitors)) if competitors else data
    return season_standings(
        ranked.season_players(),
        counting=counting,
        n=n,
        aggregate=season.season_aggregate,
        min_evenings=min_evenings,
        tie_breaks=season_tie_breaks(season),
        evenings_held=len(data.evenings),
        absent_scores=absent_scores(data),
    )


def absent_scores(data: SeasonData) -> list[int] | None:
    """Each held evening's lowest score, when the season counts an absence as that
    (``AbsentScore.LOWEST``); None when an absence counts 0."""
    if data.season.absent_score != AbsentScore.LOWEST:
        return None
    return [min((row.total for row in data.rows.get(evening.pk, ())), default=0)
            for evening in data.evenings]


@dataclass(frozen=True)
class PlayerEvening:
    evening: Evening
    total: int | None
    rank: int | None
    rounds: tuple[int, ...] = ()  # the rounds played (byes left out)
    byes: int = 0
    prize: int | None = None  # the prize place won, if any
    # With whom the evening was played, when ranked as one (a fixed pair), as said on the
    # player's page: the pair's name, or "substitute for ..." (``substitute_role``).
    role: str = ""


@dataclass(frozen=True)
class PlayerReport:
    name: str
    evenings: list[PlayerEvening]
    season_line: SeasonLine | None

    @property
    def played(self) -> list[PlayerEvening]:
        return [e for e in self.evenings if e.total is not None]

    @property
    def best(self) -> PlayerEvening | None:
        return max(self.played, key=lambda e: e.total or 0, default=None)

    @property
    def average_per_round(self) -> float | None:
        scores = [s for e in self.played for s in e.rounds]
        return sum(scores) / len(scores) if scores else None

    @property
    def byes(self) -> int:
        return sum(e.byes for e in self.evenings)

    @property
    def prizes(self) -> list[PlayerEvening]:
        return [e for e in self.evenings if e.prize is not None]


def substitute_role(season: Season, competitors: Sequence[Competitor], member: int,
                    evening: int) -> tuple[str, bool]:
    """With whom ``member`` played ``evening`` when ranked as one ("" for himself), and
    whether the evening counts on his page: a pair's substitute's only by the season's rule
    ``substitute_counts``."""
    for competitor in competitors:
        if member not in competitor.members_on(evening):
            continue
        if member in competitor.members:
            return competitor.name_on(evening), True
        return (gettext("substitute for %(pair)s") % {"pair": competitor.name},
                season.substitute_counts)
    return "", True


def player_report(report: SeasonReport, member: int, stored: Sequence[ResultRow]
                  ) -> PlayerReport | None:
    """One player's season: every evening (absent ones too), best, averages and prizes;
    ``stored`` are their stored results of every season (``stored.member_rows``)."""
    data, state = report.data, report.state
    played = data.played(member)
    if not played:
        return None
    rows = player_rows(data.season, member, played, state.closings, stored)
    competitors = competitors_of(data.season)
    evenings = []
    for evening in data.evenings:
        row = rows.get(evening.pk)
        if row is None:
            evenings.append(PlayerEvening(evening, None, None))
            continue
        role, counts = substitute_role(data.season, competitors, member, evening.pk)
        if not counts:
            evenings.append(PlayerEvening(evening, None, None, role=role))
            continue
        played_rounds = tuple(score for score, bye in zip(row.rounds, row.byes, strict=False)
                              if score is not None and not bye)
        evenings.append(PlayerEvening(evening, row.total, row.rank, played_rounds,
                                      sum(row.byes), row.prize, role))
    # A partner of a fixed pair finds the pair's line (it stands under its first member).
    standing = next((c.key for c in competitors if member in c.members), member)
    season_line = next((li for li in report.lines if li.player.member == standing), None)
    return PlayerReport(name=data.names.get(member, ""), evenings=evenings,
                        season_line=season_line)
