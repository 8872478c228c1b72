"""Evening results, season standings and a player's history, from the loaders and the
plain ranking functions, with the season's rules applied."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from scoring.results import memo
from scoring.results.loaders import (
    SeasonData,
    SeasonState,
    evening_players,
    season_data,
    season_state,
)
from scoring.results.prizes import Prize, prizes
from scoring.results.ranking import EveningLine, EveningPlayer, rank_evening
from scoring.results.season import SeasonLine, champions, season_standings
from tournament.models import Evening, EveningStatus, Season


def _tie_breaks(season: Season) -> list[str]:
    return [key for key in (season.tie_break_1, season.tie_break_2) if key]


@dataclass(frozen=True)
class EveningReport:
    evening: Evening
    lines: list[EveningLine]
    prizes: list[Prize]


def evening_report(evening: Evening) -> EveningReport:
    return ranked_evening(evening, evening_players(evening))


def ranked_evening(evening: Evening, players: list[EveningPlayer]) -> EveningReport:
    """The ranking and the prizes of an evening under its season's rules: the one place
    that decides them, for the results page, the exports and a player's season alike."""
    season = evening.season
    lines = rank_evening(players, tie_breaks=_tie_breaks(season))
    return EveningReport(
        evening=evening,
        lines=lines,
        prizes=prizes(lines, places=season.prize_place_list(),
                      players_per_prize=season.players_per_prize),
    )


@dataclass(frozen=True)
class SeasonReport:
    state: SeasonState
    data: SeasonData
    lines: list[SeasonLine]

    @property
    def champions(self) -> list[SeasonLine]:
        return champions(self.lines)

    @cached_property
    def evening_reports(self) -> dict[int, EveningReport]:
        """Every closed evening ranked, with its prizes: computed once per report."""
        return {e.pk: ranked_evening(e, self.data.results[e.pk]) for e in self.data.evenings}


def season_over(season: Season) -> bool:
    """True once every evening of the season is closed: the leader is then the champion."""
    return not season.evenings.exclude(status=EveningStatus.CLOSED).exists()


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
        tie_breaks=_tie_breaks(season),
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


def player_report(report: SeasonReport, member: int) -> PlayerReport | None:
    """One player's season: every evening (absent ones too), best, averages and prizes."""
    evenings: list[PlayerEvening] = []
    name = ""
    for evening in report.data.evenings:
        ranked = report.evening_reports[evening.pk]
        line = next((li for li in ranked.lines if li.player.member == member), None)
        if line is None:
            evenings.append(PlayerEvening(evening, None, None))
            continue
        name = line.player.name
        place = next((prize.place for prize in ranked.prizes
                      if any(w.line.player.member == member for w in prize.winners)), None)
        evenings.append(PlayerEvening(
            evening, line.player.total, line.rank, line.player.played_rounds,
            line.player.bye_count, place,
        ))
    if not name:
        return None
    season_line = next((li for li in report.lines if li.player.member == member), None)
    return PlayerReport(name=name, evenings=evenings, season_line=season_line)
