"""Load an evening's or a season's scores in a fixed number of queries.

The numbers come from the stored sheets (each game was scored by ``scoring.rules`` when it
was saved); boom scores, byes and penalties per player come from ``scoring.results``, and
ranking from ``scoring.standings``. Nothing here computes a score itself.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.db.models import Sum

from scoring.models import Game, ScoreSheet
from scoring.results import PlayerEvening, SeatRecord, evening_scores
from scoring.standings import EveningPlayer, SeasonPlayer
from tournament.models import Evening, EveningStatus, Season, Seat


@dataclass(frozen=True)
class EveningData:
    evening: Evening
    players: list[EveningPlayer]


Key = tuple[int, int, int]  # evening pk, boom number, table (or seat number)


def _table_totals(sheets: Iterable[dict[str, Any]]) -> dict[Key, tuple[int, int]]:
    """(evening, boom, table) -> (pair A, pair B): the typed totals of a totals-only sheet,
    else the sum of its games."""
    totals = {}
    for s in sheets:
        a = s["total_a"] if s["total_a"] is not None else s["sum_a"]
        b = s["total_b"] if s["total_b"] is not None else s["sum_b"]
        totals[(s["round__evening_id"], s["round__number"], s["table"])] = (a or 0, b or 0)
    return totals


def _load(evening_ids: list[int]) -> tuple[
    dict[int, list[SeatRecord]],
    dict[Key, tuple[int, int]],
    dict[Key, int],
    dict[int, str],
]:
    """Three queries: seats (with names), sheet totals, penalties."""
    seats: dict[int, list[SeatRecord]] = defaultdict(list)
    names: dict[int, str] = {}
    for row in Seat.objects.filter(round__evening_id__in=evening_ids).values_list(
        "round__evening_id", "member_id", "member__name", "round__number", "number", "table"
    ):
        evening_id, member, name, number, seat, table = row
        seats[evening_id].append(SeatRecord(member, number, seat, table))
        names[member] = name
    sheets = (
        ScoreSheet.objects.filter(round__evening_id__in=evening_ids)
        .values("round__evening_id", "round__number", "table", "total_a", "total_b")
        .annotate(sum_a=Sum("games__score_a"), sum_b=Sum("games__score_b"))
    )
    penalties: dict[Key, int] = defaultdict(int)
    for evening_id, number, revoke_seat, penalty in (
        Game.objects.filter(sheet__round__evening_id__in=evening_ids)
        .exclude(penalty=0)
        .exclude(revoke_seat__isnull=True)
        .values_list("sheet__round__evening_id", "sheet__round__number", "revoke_seat", "penalty")
    ):
        assert revoke_seat is not None  # excluded above
        penalties[(evening_id, number, revoke_seat)] += penalty
    return seats, _table_totals(sheets), penalties, names


def _players(
    evening: Evening,
    seats: list[SeatRecord],
    totals: dict[Key, tuple[int, int]],
    penalties: dict[Key, int],
    names: dict[int, str],
) -> list[EveningPlayer]:
    season = evening.season
    scores = evening_scores(
        seats=seats,
        table_totals={(n, t): v for (e, n, t), v in totals.items() if e == evening.pk},
        penalties={(n, s): p for (e, n, s), p in penalties.items() if e == evening.pk},
        bye_rule=season.bye_score_rule,
        bye_score=season.bye_score,
    )
    return [_evening_player(p, names[p.member], evening.rounds) for p in scores.values()]


def _evening_player(p: PlayerEvening, name: str, rounds: int) -> EveningPlayer:
    by_round = dict(p.rounds)
    return EveningPlayer(
        member=p.member,
        name=name,
        rounds=tuple(by_round[n].score if n in by_round else None for n in range(1, rounds + 1)),
        byes=tuple(n in by_round and by_round[n].bye for n in range(1, rounds + 1)),
        penalty=p.penalty,
    )


def evening_players(evening: Evening) -> list[EveningPlayer]:
    """Every player of the evening with boom scores, byes and penalties (3 queries)."""
    seats, totals, penalties, names = _load([evening.pk])
    return _players(evening, seats.get(evening.pk, []), totals, penalties, names)


@dataclass(frozen=True)
class SeasonData:
    season: Season
    evenings: list[Evening]
    results: dict[int, list[EveningPlayer]]  # evening pk -> players

    def season_players(self) -> list[SeasonPlayer]:
        index = {e.pk: i for i, e in enumerate(self.evenings)}
        scores: dict[int, list[int | None]] = {}
        names: dict[int, str] = {}
        best: dict[int, int] = defaultdict(int)
        byes: dict[int, int] = defaultdict(int)
        for evening_pk, players in self.results.items():
            for p in players:
                scores.setdefault(p.member, [None] * len(self.evenings))[index[evening_pk]] = (
                    p.total)
                names[p.member] = p.name
                played = [s for s, bye in zip(p.rounds, p.byes, strict=True)
                          if s is not None and not bye]
                best[p.member] = max([best[p.member], *played])
                byes[p.member] += sum(p.byes)
        return [
            SeasonPlayer(member=m, name=names[m], evenings=tuple(s), best_round=best[m],
                         byes=byes[m])
            for m, s in scores.items()
        ]


def season_data(season: Season, *, closed_only: bool = True) -> SeasonData:
    """All evening results of a season (4 queries, whatever its size)."""
    evenings = list(season.evenings.order_by("date"))
    if closed_only:
        evenings = [e for e in evenings if e.status == EveningStatus.CLOSED]
    for evening in evenings:
        evening.season = season  # avoid a query per evening for its season's rules
    seats, totals, penalties, names = _load([e.pk for e in evenings])
    return SeasonData(
        season=season,
        evenings=evenings,
        results={e.pk: _players(e, seats.get(e.pk, []), totals, penalties, names)
                 for e in evenings},
    )
