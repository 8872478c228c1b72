"""Evening results, season standings and a player's history, from the loaders and the
plain ranking functions, with the season's rules applied."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.loaders import SeasonData, evening_players, season_data
from scoring.standings import (
    EveningLine,
    Prize,
    SeasonLine,
    champions,
    prizes,
    rank_evening,
    season_standings,
)
from tournament.models import Evening, EveningStatus, Season


def _tie_breaks(season: Season) -> list[str]:
    return [key for key in (season.tie_break_1, season.tie_break_2) if key]


@dataclass(frozen=True)
class EveningReport:
    evening: Evening
    lines: list[EveningLine]
    prizes: list[Prize]


def evening_report(evening: Evening) -> EveningReport:
    season = evening.season
    lines = rank_evening(evening_players(evening), tie_breaks=_tie_breaks(season))
    return EveningReport(
        evening=evening,
        lines=lines,
        prizes=prizes(lines, places=season.prize_place_list(),
                      players_per_prize=season.players_per_prize),
    )


@dataclass(frozen=True)
class SeasonReport:
    data: SeasonData
    lines: list[SeasonLine]

    @property
    def champions(self) -> list[SeasonLine]:
        return champions(self.lines)


def season_over(season: Season) -> bool:
    """True once every evening of the season is closed: the leader is then the champion."""
    return not season.evenings.exclude(status=EveningStatus.CLOSED).exists()


def season_report(season: Season) -> SeasonReport:
    data = season_data(season)
    lines = season_standings(
        data.season_players(),
        counting=season.season_counting,
        n=season.season_count_n,
        aggregate=season.season_aggregate,
        min_evenings=season.min_evenings,
        tie_breaks=_tie_breaks(season),
        evenings_held=len(data.evenings),
    )
    return SeasonReport(data=data, lines=lines)


@dataclass(frozen=True)
class PlayerEvening:
    evening: Evening
    total: int | None
    rank: int | None
    rounds: tuple[int | None, ...] = ()  # the bomen played (byes left out)
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
        scores = [s for e in self.played for s in e.rounds if s is not None]
        return sum(scores) / len(scores) if scores else None

    @property
    def byes(self) -> int:
        return sum(e.byes for e in self.evenings)

    @property
    def prizes(self) -> list[PlayerEvening]:
        return [e for e in self.evenings if e.prize is not None]


def player_report(report: SeasonReport, member: int) -> PlayerReport | None:
    """One player's season: every evening (absent ones too), best, averages and prizes."""
    season = report.data.season
    evenings: list[PlayerEvening] = []
    name = ""
    for evening in report.data.evenings:
        players = report.data.results[evening.pk]
        lines = rank_evening(players, tie_breaks=_tie_breaks(season))
        line = next((li for li in lines if li.player.member == member), None)
        if line is None:
            evenings.append(PlayerEvening(evening, None, None))
            continue
        name = line.player.name
        won = prizes(lines, places=season.prize_place_list(),
                     players_per_prize=season.players_per_prize)
        place = next((p.place for p in won if any(w.player.member == member for w in p.lines)),
                     None)
        played = tuple(s for s, bye in zip(line.player.rounds, line.player.byes, strict=True)
                       if not bye)
        evenings.append(PlayerEvening(
            evening, line.player.total, line.rank, played, sum(line.player.byes), place,
        ))
    if not name:
        return None
    season_line = next((li for li in report.lines if li.player.member == member), None)
    return PlayerReport(name=name, evenings=evenings, season_line=season_line)
