"""An evening ranked with its prizes under its season's rules: the one place that decides
them, for the results page, the exports, the stored results and a player's season alike."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.results.competitors import competitors_of, grouped_players
from scoring.results.decided import Deciders, deciders
from scoring.results.prizes import Prize, prizes
from scoring.results.ranking import EveningLine, EveningPlayer, rank_evening
from tournament.models import Evening, Season


def season_tie_breaks(season: Season) -> list[str]:
    return [key for key in (season.tie_break_1, season.tie_break_2) if key]


@dataclass(frozen=True)
class EveningReport:
    evening: Evening
    lines: list[EveningLine]
    prizes: list[Prize]

    def deciders(self) -> Deciders:
        """What decided places between equal totals."""
        ordered = sorted(self.lines, key=lambda line: line.position)
        return deciders(ordered, season_tie_breaks(self.evening.season),
                        score=lambda line: line.player.total)

    def prize_places(self) -> dict[int, int]:
        """Member -> the prize place they won (1, 2, -2 for second-to-last, ...)."""
        places: dict[int, int] = {}
        for prize in self.prizes:
            for winner in prize.winners:
                places.setdefault(winner.line.player.member, prize.place)
        return places


def ranked_evening(evening: Evening, players: list[EveningPlayer]) -> EveningReport:
    season = evening.season
    players = grouped_players(players, competitors_of(season), evening.pk)
    lines = rank_evening(players, tie_breaks=season_tie_breaks(season))
    return EveningReport(
        evening=evening,
        lines=lines,
        prizes=prizes(lines, places=season.prize_place_list(),
                      players_per_prize=season.players_per_prize, ties=season.prize_ties),
    )
