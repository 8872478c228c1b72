"""Load an evening's or a season's players in a fixed number of queries.

Closed evenings are read from their stored results (``scoring.results.stored``); an evening
in progress is computed from its seats and sheets (``scoring.results.from_sheets``).
``SeasonState`` is what a request reads to know which results it needs: the key of
everything a worker remembers about the season (``scoring.results.memo``).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from functools import cache, cached_property

from django.db import connection
from django.utils import timezone

from clubs.models import Member
from scoring.models import EveningEvent
from scoring.results.from_sheets import players_from_sheets
from scoring.results.ranking import EveningPlayer
from scoring.results.season import SeasonPlayer, season_over
from scoring.results.stored import (
    SeasonRow,
    club_mark_sql,
    season_rows,
    stored_evening_players,
)
from tournament.memo import digest
from tournament.models import Evening, EveningStatus, Season, Seat


def evening_players(evening: Evening) -> list[EveningPlayer]:
    """Every player of the evening with round scores, byes and penalties: stored when the
    evening is closed (1 query), else from the sheets (3 queries)."""
    if evening.status == EveningStatus.CLOSED:
        return stored_evening_players(evening)
    return players_from_sheets(evening.season, [evening])[evening.pk]


@dataclass(frozen=True)
class SeasonState:
    """The season's evenings (pk, date, rounds, status, latest closing) and the club's
    current names (2 queries of plain values): what the season's results depend on, and
    so their ``key``. ``club_mark`` names every stored result of the club in any season
    (``stored.club_mark``; read only when asked for, else 0, as for a season without
    evenings): what a player's numbers over every season depend on. It is not part of
    ``key``, so a remembered report's state may carry an older one: read it from the
    request's own state."""

    season: Season
    evenings: list[tuple[int, date, int, str, int | None]]  # every evening, by date
    names: dict[int, str]
    club_mark: int = 0

    @cached_property
    def closings(self) -> dict[int, int | None]:
        """Closed evening pk -> its latest CLOSED event."""
        return {pk: closing for pk, _d, _r, status, closing in self.evenings
                if status == EveningStatus.CLOSED}

    @property
    def held(self) -> int:
        """The number of closed evenings."""
        return len(self.closings)

    @property
    def over(self) -> bool:
        """Whether the season is over and its leader the champion (``season_over``), as of
        today. The club's next season is read only when every evening is closed (1 query
        then, on every call: read it once per request)."""
        every_closed = bool(self.evenings) and self.held == len(self.evenings)
        return season_over(
            evenings=len(self.evenings), closed=self.held,
            next_start=next_season_start(self.season) if every_closed else None,
            today=timezone.localdate())

    @cached_property
    def key(self) -> str:
        closed = [e for e in self.evenings if e[3] == EveningStatus.CLOSED]
        rules = sorted(self.season.rule_values().items())  # frozen, but cheap to be sure
        return f"season:{self.season.pk}:{digest(closed, sorted(self.names.items()), rules)}"

    def closed(self) -> list[Evening]:
        """The closed evenings, by date (1 query: only when results are computed)."""
        closed = [e for e in Evening.objects.filter(season_id=self.season.pk).order_by("date")
                  if e.pk in self.closings]
        for evening in closed:
            evening.season = self.season  # as the season's related manager sets it
        return closed


def season_state(season: Season, *, club_mark: bool = False) -> SeasonState:
    """Two plain SQL reads on every request for a season's public pages. Written out
    rather than built by the ORM: building these two queries (a subquery for the latest
    closing, an EXISTS for who played) cost 4 to 7 ms a request, running them 0.2 to 1.
    ``club_mark``: with the club's latest closing (the player page)."""
    with connection.cursor() as cursor:
        if club_mark:
            cursor.execute(_evenings_sql(True),
                           [EveningEvent.Kind.CLOSED, season.club_id, season.pk])
        else:
            cursor.execute(_evenings_sql(False), [EveningEvent.Kind.CLOSED, season.pk])
        rows = cursor.fetchall()
        # Only members who played in the club: the public pages show nobody else.
        cursor.execute(_played_sql(), [season.club_id])
        names = dict(cursor.fetchall())
    evenings = [(pk, _as_date(day), rounds, status, closing)
                for pk, day, rounds, status, closing, *_mark in rows]
    return SeasonState(season=season, evenings=evenings, names=names,
                       club_mark=(rows[0][5] or 0) if club_mark and rows else 0)


def next_season_start(season: Season) -> date | None:
    """The start of the club's earliest season that starts after ``season``."""
    with connection.cursor() as cursor:
        cursor.execute(_next_season_sql(), [season.club_id, season.start_date])
        (start,) = cursor.fetchone() or (None,)
    return None if start is None else _as_date(start)


@cache
def _next_season_sql() -> str:
    return (f"SELECT MIN(s.start_date) FROM {Season._meta.db_table} s "
            f"WHERE s.club_id = %s AND s.start_date > %s")


@cache
def _evenings_sql(club_mark: bool) -> str:
    evening, event = Evening._meta.db_table, EveningEvent._meta.db_table
    # The club's mark does not depend on the row: both databases read it once.
    mark = f", ({club_mark_sql()})" if club_mark else ""
    return (f"SELECT e.id, e.date, e.round_count, e.status, (SELECT MAX(v.id) FROM {event} v "
            f"WHERE v.evening_id = e.id AND v.kind = %s){mark} FROM {evening} e "
            f"WHERE e.season_id = %s ORDER BY e.date")


@cache
def _played_sql() -> str:
    member, seat = Member._meta.db_table, Seat._meta.db_table
    return (f"SELECT m.id, m.name FROM {member} m WHERE m.club_id = %s AND EXISTS "
            f"(SELECT 1 FROM {seat} s WHERE s.member_id = m.id)")


def _as_date(value: date | str) -> date:
    return value if isinstance(value, date) else date.fromisoformat(value)


@dataclass(frozen=True)
class SeasonData:
    season: Season
    evenings: list[Evening]  # the closed evenings, by date
    rows: dict[int, list[SeasonRow]]  # evening pk -> every player's result
    names: dict[int, str]

    def season_players(self) -> list[SeasonPlayer]:
        index = {e.pk: i for i, e in enumerate(self.evenings)}
        scores: dict[int, list[int | None]] = {}
        best: dict[int, int] = {}  # not from 0: a round of game values may be below it
        byes: dict[int, int] = defaultdict(int)
        cards: dict[int, int] = defaultdict(int)
        for evening_pk, rows in self.rows.items():
            for row in rows:
                member = row.member
                scores.setdefault(member, [None] * len(self.evenings))[index[evening_pk]] = (
                    row.total)
                best[member] = max(best.get(member, row.best_round), row.best_round)
                byes[member] += row.bye_count
                cards[member] += row.card_points
        return [
            SeasonPlayer(member=m, name=self.names.get(m, ""), evenings=tuple(s),
                         best_round=best.get(m, 0), byes=byes[m], card_points=cards[m])
            for m, s in scores.items()
        ]

    def played(self, member: int) -> list[Evening]:
        """The closed evenings ``member`` played."""
        return [e for e in self.evenings if e.pk in self._played_by.get(member, ())]

    @cached_property
    def _played_by(self) -> dict[int, set[int]]:
        """Member -> the pks of the evenings they played (built once per season report:
        a player page asked every evening's every row)."""
        played: dict[int, set[int]] = defaultdict(set)
        for evening_pk, rows in self.rows.items():
            for row in rows:
                played[row.member].add(evening_pk)
        return played


def season_data(state: SeasonState) -> SeasonData:
    """The results of every closed evening of the season (1 query when they are stored)."""
    closed = state.closed()
    rows = season_rows(state.season, closed, state.closings)
    members = {r.member for evening_rows in rows.values() for r in evening_rows}
    names = state.names
    if members - names.keys():  # a member moved to another club in the admin
        names = {**names, **dict(Member.objects.filter(pk__in=members - names.keys())
                                 .values_list("pk", "name"))}
    return SeasonData(season=state.season, evenings=closed, names=names,
                      rows={e.pk: rows.get(e.pk, []) for e in closed})
