"""The results of closed evenings, written once and read back.

A closed evening's results are facts: its sheets, seats and attendance refuse changes and
the season's rules are frozen. ``store_evening_results`` writes them when the evening
closes, labelled with that CLOSED event: every player's boom scores, total, place and prize,
ranked by ``scoring.results.ranked`` as the results page ranks them. Readers take only the
rows of an evening's latest closing, so after a reopen and a new closing nothing old is
read, by any worker, without a cache to clear. An evening closed without them (closed
before they were stored) is computed from its sheets instead, as an evening in progress is.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from functools import cache
from typing import NamedTuple

from django.db import connection, transaction
from django.db.models import OuterRef, Q, QuerySet, Subquery

from clubs.models import Member
from clubs.prepared import Prepared
from scoring.models import EveningEvent, EveningResult
from scoring.results.from_sheets import players_from_sheets
from scoring.results.ranked import ranked_evening
from scoring.results.ranking import EveningPlayer
from tournament.models import Evening, Season


class SeasonRow(NamedTuple):
    """What the season standings need of one player's evening."""

    member: int
    total: int
    best_round: int
    bye_count: int
    card_points: int = 0  # the CARD_POINTS tie-break (clubs.games)


class PlayerRow(NamedTuple):
    """What a player's page shows of one of their evenings."""

    total: int
    rank: int
    rounds: tuple[int | None, ...]
    byes: tuple[bool, ...]
    prize: int | None


def latest_closing(evening: int | OuterRef) -> QuerySet[EveningEvent, int]:
    """The pk of the evening's latest CLOSED event (a query, or a subquery of OuterRef)."""
    return (EveningEvent.objects.filter(Q(evening_id=evening), kind=EveningEvent.Kind.CLOSED)
            .order_by("-pk").values_list("pk", flat=True)[:1])


def _results(evening: Evening, players: list[EveningPlayer]) -> list[EveningResult]:
    """The rows of an evening (unsaved): each player's scores, place and prize."""
    report = ranked_evening(evening, players)
    places = report.prize_places()
    return [
        EveningResult(
            evening=evening, member_id=line.player.member, rounds=list(line.player.rounds),
            byes=list(line.player.byes), penalty=line.player.penalty, total=line.player.total,
            best_round=max(line.player.played_rounds, default=0),
            bye_count=line.player.bye_count, rank=line.position,
            prize=places.get(line.player.member), card_points=line.player.card_points)
        for line in report.lines
    ]


@transaction.atomic
def store_evening_results(evening: Evening) -> None:
    """Write the results of an evening that has just closed (after its CLOSED event)."""
    closing = latest_closing(evening.pk).first()
    if closing is None:
        raise ValueError(f"Evening {evening.pk} has no CLOSED event to store results for.")
    rows = _results(evening, players_from_sheets(evening.season, [evening])[evening.pk])
    EveningResult.objects.filter(evening=evening).delete()
    for row in rows:
        row.closing_id = closing
    EveningResult.objects.bulk_create(rows)


def stored_fingerprint(evening: Evening) -> tuple[int, list[str]] | None:
    """What a closed evening's stored results depend on, in one plain SQL read: its latest
    closing and its players' current names (no scores: those are facts of the closing).
    None when nothing is stored for that closing. Written out: building this query with
    the ORM costs more than running it."""
    with connection.cursor() as cursor:
        cursor.execute(_fingerprint_sql(), [evening.pk, evening.pk, EveningEvent.Kind.CLOSED])
        rows = cursor.fetchall()
    return (rows[0][0], [name for _closing, name in rows]) if rows else None


@cache
def _fingerprint_sql() -> str:
    result, event = EveningResult._meta.db_table, EveningEvent._meta.db_table
    member = Member._meta.db_table
    return (f"SELECT r.closing_id, m.name FROM {result} r JOIN {member} m ON m.id = "
            f"r.member_id WHERE r.evening_id = %s AND r.closing_id = (SELECT MAX(v.id) "
            f"FROM {event} v WHERE v.evening_id = %s AND v.kind = %s) ORDER BY r.id")


def stored_evening_players(evening: Evening) -> list[EveningPlayer]:
    """A closed evening's players with their current names (1 query; 3 more when the
    evening has no stored results)."""
    rows = EveningResult.objects.filter(
        evening=evening, closing=Subquery(latest_closing(evening.pk))
    ).values_list("member_id", "member__name", "rounds", "byes", "penalty", "card_points")
    players = [EveningPlayer(member=member, name=name, rounds=tuple(rounds), byes=tuple(byes),
                             penalty=penalty, card_points=cards)
               for member, name, rounds, byes, penalty, cards in rows]
    return players or players_from_sheets(evening.season, [evening])[evening.pk]


def _computed(season: Season, evenings: Iterable[Evening]) -> dict[int, list[EveningResult]]:
    """Rows for closed evenings stored without them (3 queries)."""
    missing = list(evenings)
    players = players_from_sheets(season, missing)
    return {e.pk: _results(e, players[e.pk]) for e in missing}


def season_rows(season: Season, evenings: list[Evening], closings: Mapping[int, int | None]
                ) -> dict[int, list[SeasonRow]]:
    """Every player's result of the season's closed ``evenings``, by evening pk (1 query;
    3 more when an evening has no stored results of its latest closing)."""
    found: dict[int, list[SeasonRow]] = defaultdict(list)
    for evening, closing, *row in EveningResult.objects.filter(evening__in=evenings).values_list(
            "evening_id", "closing_id", "member_id", "total", "best_round", "bye_count",
            "card_points"):
        if closing == closings.get(evening):
            found[evening].append(SeasonRow(*row))
    computed = _computed(season, (e for e in evenings if e.pk not in found))
    for evening_pk, results in computed.items():
        found[evening_pk] = [SeasonRow(r.member_id, r.total, r.best_round, r.bye_count,
                                       r.card_points) for r in results]
    return found


# A player's stored results in a season, of every closing (compiled once: the player page).
_PLAYER_RESULTS = Prepared(lambda season, member: EveningResult.objects.filter(
    evening__season_id=season, member_id=member).values_list(
    "evening_id", "closing_id", "total", "rank", "rounds", "byes", "prize"),
    season=-7_003, member=-7_004)


def player_rows(season: Season, member: int, played: list[Evening],
                closings: Mapping[int, int | None]) -> dict[int, PlayerRow]:
    """One player's results of the closed evenings they ``played``, by evening pk (1 query;
    3 more when an evening has no stored results of its latest closing)."""
    found: dict[int, PlayerRow] = {}
    for evening, closing, total, rank, rounds, byes, prize in _PLAYER_RESULTS.rows(
            season=season.pk, member=member):
        if closing == closings.get(evening):
            found[evening] = PlayerRow(total, rank, tuple(rounds), tuple(byes), prize)
    computed = _computed(season, (e for e in played if e.pk not in found))
    for evening_pk, results in computed.items():
        for r in results:
            if r.member_id == member:
                found[evening_pk] = PlayerRow(r.total, r.rank, tuple(r.rounds), tuple(r.byes),
                                              r.prize)
    return found
