"""Load an evening's or a season's scores in a fixed number of queries.

The numbers come from the stored sheets (each game was scored by ``scoring.rules`` when it
was saved); boom scores, byes and penalties per player come from ``scoring.results.scores``, and
ranking from ``scoring.results.ranking``. Nothing here computes a score itself.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, replace

from django.core.cache import cache
from django.db.models import Max

from clubs.models import Member
from scoring.models import EveningEvent, Game, ScoreSheet, SheetStatus
from scoring.results.ranking import EveningPlayer
from scoring.results.scores import SeatRecord, evening_scores
from scoring.results.season import SeasonPlayer
from scoring.systems import system_of
from tournament.models import Evening, EveningStatus, Season, Seat


@dataclass
class _Loaded:
    """Per evening pk: seats, (boom, table) totals and (boom, seat) penalties; and names."""

    seats: dict[int, list[SeatRecord]] = field(default_factory=lambda: defaultdict(list))
    totals: dict[int, dict[tuple[int, int], tuple[int, int]]] = field(
        default_factory=lambda: defaultdict(dict))
    penalties: dict[int, dict[tuple[int, int], int]] = field(
        default_factory=lambda: defaultdict(lambda: defaultdict(int)))
    names: dict[int, str] = field(default_factory=dict)


def _load(evening_ids: list[int]) -> _Loaded:
    """Three queries: seats with names, the sheets' stored pair totals, penalties."""
    loaded = _Loaded()
    for evening_id, member, name, number, seat, table in Seat.objects.filter(
        round__evening_id__in=evening_ids
    ).values_list("round__evening_id", "member_id", "member__name", "round__number", "number",
                  "table"):
        loaded.seats[evening_id].append(SeatRecord(member, number, seat, table))
        loaded.names[member] = name
    # Only complete sheets count: a half-entered sheet would give its players a low boom
    # score in the provisional results and pull down a boom average for byes.
    for evening_id, number, table, a, b in ScoreSheet.objects.filter(
        round__evening_id__in=evening_ids, status=SheetStatus.COMPLETE
    ).values_list("round__evening_id", "round__number", "table", "total_a", "total_b"):
        loaded.totals[evening_id][(number, table)] = (a, b)
    for evening_id, number, revoke_seat, penalty in (
        Game.objects.filter(sheet__round__evening_id__in=evening_ids,
                            sheet__status=SheetStatus.COMPLETE)
        .exclude(penalty=0)
        .exclude(revoke_seat__isnull=True)
        .values_list("sheet__round__evening_id", "sheet__round__number", "revoke_seat", "penalty")
    ):
        assert revoke_seat is not None  # excluded above
        loaded.penalties[evening_id][(number, revoke_seat)] += penalty
    return loaded


def _players(evening: Evening, season: Season, loaded: _Loaded) -> list[EveningPlayer]:
    scores = evening_scores(
        seats=loaded.seats.get(evening.pk, []),
        table_totals=loaded.totals.get(evening.pk, {}),
        penalties=loaded.penalties.get(evening.pk, {}),
        bye_rule=season.bye_score_rule,
        bye_score=season.bye_score,
        boom_score=system_of(season).boom_score,
    )
    numbers = range(1, evening.rounds + 1)
    players = []
    for p in scores.values():
        rounds = p.rounds
        players.append(EveningPlayer(
            member=p.member,
            name=loaded.names[p.member],
            rounds=tuple(rounds[n].score if n in rounds else None for n in numbers),
            byes=tuple(n in rounds and rounds[n].bye for n in numbers),
            penalty=p.penalty,
        ))
    return players


def evening_players(evening: Evening) -> list[EveningPlayer]:
    """Every player of the evening with boom scores, byes and penalties (3 queries)."""
    return _players(evening, evening.season, _load([evening.pk]))


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
                best[p.member] = max([best[p.member], *p.played_rounds])
                byes[p.member] += p.bye_count
        return [
            SeasonPlayer(member=m, name=names[m], evenings=tuple(s), best_round=best[m],
                         byes=byes[m])
            for m, s in scores.items()
        ]


def _cache_keys(evenings: list[Evening]) -> dict[int, str]:
    """A cache key per closed evening that changes whenever it is closed again.

    A closed evening's results cannot change: its sheets, seats and attendance refuse
    changes and the season's rules are frozen. Reopening and closing again records a new
    CLOSED event, so the key moves on and the old results are never read again."""
    closings = dict(
        EveningEvent.objects.filter(evening__in=evenings, kind=EveningEvent.Kind.CLOSED)
        .values("evening").annotate(last=Max("pk")).values_list("evening", "last")
    )
    return {e.pk: f"scoring:evening-players:{e.pk}:{closings.get(e.pk, 0)}" for e in evenings}


def season_data(season: Season) -> SeasonData:
    """The results of every closed evening of a season.

    A fixed number of queries whatever the season's size: the evenings, their closings and
    the current names (3), plus three to load the evenings not in the cache yet."""
    evenings = [e for e in season.evenings.order_by("date") if e.status == EveningStatus.CLOSED]
    keys = _cache_keys(evenings)
    cached: dict[str, list[EveningPlayer]] = cache.get_many(keys.values()) if evenings else {}
    missing = [e for e in evenings if keys[e.pk] not in cached]
    if missing:
        loaded = _load([e.pk for e in missing])
        fresh = {keys[e.pk]: _players(e, season, loaded) for e in missing}
        cache.set_many(fresh, timeout=None)
        cached.update(fresh)
    names = dict(Member.objects.filter(club_id=season.club_id).values_list("id", "name"))
    return SeasonData(
        season=season,
        evenings=evenings,
        results={e.pk: _renamed(cached[keys[e.pk]], names) for e in evenings},
    )


def _renamed(players: list[EveningPlayer], names: dict[int, str]) -> list[EveningPlayer]:
    """Cached results with the members' current names (a member may be renamed later)."""
    return [p if names.get(p.member, p.name) == p.name else replace(p, name=names[p.member])
            for p in players]
