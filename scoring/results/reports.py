"""Evening results, season standings and a player's history, from the loaders and the
plain ranking functions, with the season's rules applied."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

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
    return memo.seasons.get_or_make(known.key, lambda: _season_report(known))


def _season_report(state: SeasonState) -> SeasonReport:
    season = state.season
    data = season_data(state)
    lines = season_standings(
        data.season_players(),
        counting=season.season_counting,
        n=season.season_count_n,
        aggregate=season.season_aggregate,
        min_evenings=season.min_evenings,
        tie_breaks=season_tie_breaks(season),
        evenings_held=len(data.evenings),
    )
    return SeasonReport(state=state, data=data, lines=lines)


@dataclass(frozen=True)
class PlayerEvening:
    evening: Evening
    total: int | None
    rank: int | None
    rounds: tuple[int, ...] = ()  # the bomen played (byes left out)
    byes: int = 0
    prize: int | None = None  # the prize place won, if any


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


def player_report(report: SeasonReport, member: int, stored: Sequence[ResultRow]
                  ) -> PlayerReport | None:
    """One player's season: every evening (absent ones too), best, averages and prizes;
    ``stored`` are their stored results of every season (``stored.member_rows``)."""
    data, state = report.data, report.state
    played = data.played(member)
    if not played:
        return None
    rows = player_rows(data.season, member, played, state.closings, stored)
    evenings = []
    for evening in data.evenings:
        row = rows.get(evening.pk)
        if row is None:
            evenings.append(PlayerEvening(evening, None, None))
            continue
        played_rounds = tuple(score for score, bye in zip(row.rounds, row.byes, strict=False)
                              if score is not None and not bye)
        evenings.append(PlayerEvening(evening, row.total, row.rank, played_rounds,
                                      sum(row.byes), row.prize))
    season_line = next((li for li in report.lines if li.player.member == member), None)
    return PlayerReport(name=data.names.get(member, ""), evenings=evenings,
                        season_line=season_line)
