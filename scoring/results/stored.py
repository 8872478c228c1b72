"""The results of closed evenings, written once and read back.

A closed evening's results are facts: its sheets, seats and attendance refuse changes and
the season's rules are frozen. ``store_evening_results`` writes them when the evening
closes, labelled with that CLOSED event: every player's round scores, total, place and prize,
ranked by ``scoring.results.ranked`` as the results page ranks them. Readers take only the
rows of an evening's latest closing, so after a reopen and a new closing nothing old is
read, by any worker, without a cache to clear. An evening closed without them (closed
before they were stored) is computed from its sheets instead, as an evening in progress is.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import NamedTuple

from django.db import connection, transaction
from django.db.models import OuterRef, Q, QuerySet, Subquery

from clubs.models import Member
from scoring.models import EveningEvent, EveningResult
from scoring.results.figures import COUNTING, EveningFigures, figures_from_sheets
from scoring.results.from_sheets import players_from_sheets
from scoring.results.ranked import ranked_evening
from scoring.results.ranking import EveningPlayer
from scoring.results.tally import ResultRow
from scoring.systems import system_of
from tournament.models import Evening, EveningStatus, Season


class SeasonRow(NamedTuple):
    """What the season standings need of one player's evening."""

    member: int
    total: int
    best_round: int
    bye_count: int
    card_points: int = 0  # the CARD_POINTS tie-break (clubs.games)
    penalty: int = 0  # the personal penalty, in the total (a pair's counts both partners')


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


def _results(evening: Evening, players: list[EveningPlayer],
             figures: Mapping[int, EveningFigures]) -> list[EveningResult]:
    """The rows of an evening (unsaved): each player's scores, place, prize and figures."""
    report = ranked_evening(evening, players)
    places = report.prize_places()
    none = EveningFigures({}, [])
    # A competitor's members (a fixed pair) each keep their own row, with its place.
    return [
        EveningResult(
            evening=evening, member_id=player.member, rounds=list(player.rounds),
            byes=list(player.byes), penalty=player.penalty, total=player.total,
            best_round=max(player.played_rounds, default=0),
            bye_count=player.bye_count, rank=line.position,
            prize=places.get(line.player.member), card_points=player.card_points,
            figures=figures.get(player.member, none).counts,
            partners=figures.get(player.member, none).partners, figures_counting=COUNTING)
        for line in report.lines for player in (line.player.members or (line.player,))
    ]


@transaction.atomic
def store_evening_results(evening: Evening) -> None:
    """Write the results of an evening that has just closed (after its CLOSED event)."""
    closing = latest_closing(evening.pk).first()
    if closing is None:
        raise ValueError(f"Evening {evening.pk} has no CLOSED event to store results for.")
    rows = _computed(evening.season, [evening])[evening.pk]
    EveningResult.objects.filter(evening=evening).delete()
    for row in rows:
        row.closing_id = closing
    EveningResult.objects.bulk_create(rows)


@transaction.atomic
def store_missing_figures() -> int:
    """Add the figures to the stored results of closed evenings stored before figures were,
    or count them again where they were counted another way (``figures.COUNTING``): a
    player's numbers and the club records read them. The number of evenings. Only the
    figures: scores, places and prizes stay as they were stored at the closing. Run at the
    end of ``migrate`` (``scoring.apps``) and after a restore of an older backup (4 queries
    and 5 per season with such evenings)."""
    rows = list(EveningResult.objects.filter(
        Q(figures__isnull=True) | Q(figures_counting__lt=COUNTING),
        evening__status=EveningStatus.CLOSED))
    evenings = Evening.objects.filter(pk__in={r.evening_id for r in rows}).select_related(
        "season").order_by("season_id", "date", "pk")
    by_season: dict[Season, list[Evening]] = defaultdict(list)
    for evening in evenings:
        by_season[evening.season].append(evening)
    counted: dict[tuple[int, int], EveningResult] = {}
    for season, closed in by_season.items():
        for evening_pk, results in _computed(season, closed).items():
            counted.update(((evening_pk, r.member_id), r) for r in results)
    for row in rows:
        made = counted.get((row.evening_id, row.member_id))
        row.figures = made.figures if made else {}
        row.partners = made.partners if made else []
        row.figures_counting = COUNTING
    EveningResult.objects.bulk_update(rows, ["figures", "partners", "figures_counting"],
                                      batch_size=500)
    return len(evenings)


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
    """Rows for closed evenings stored without them (5 queries), and for an evening that
    is being closed."""
    missing = list(evenings)
    if not missing:
        return {}
    players = players_from_sheets(season, missing)
    figures = figures_from_sheets(system_of(season), missing, players)
    return {e.pk: _results(e, players[e.pk], figures[e.pk]) for e in missing}


def season_rows(season: Season, evenings: list[Evening], closings: Mapping[int, int | None]
                ) -> dict[int, list[SeasonRow]]:
    """Every player's result of the season's closed ``evenings``, by evening pk (1 query;
    3 more when an evening has no stored results of its latest closing)."""
    found: dict[int, list[SeasonRow]] = defaultdict(list)
    wanted = {e.pk for e in evenings}
    every_closing = EveningResult.objects.filter(evening__season_id=season.pk).values_list(
        "evening_id", "closing_id", "member_id", "total", "best_round", "bye_count",
        "card_points", "penalty")
    for evening, closing, *row in every_closing:
        if evening in wanted and closing == closings.get(evening):
            found[evening].append(SeasonRow(*row))
    computed = _computed(season, (e for e in evenings if e.pk not in found))
    for evening_pk, results in computed.items():
        found[evening_pk] = [SeasonRow(r.member_id, r.total, r.best_round, r.bye_count,
                                       r.card_points, r.penalty) for r in results]
    return found


def player_rows(season: Season, member: int, played: list[Evening],
                closings: Mapping[int, int | None], rows: Sequence[ResultRow]
                ) -> dict[int, PlayerRow]:
    """One player's results of the closed evenings they ``played``, by evening pk, from
    their stored ``rows`` of every season (``member_rows``) of the latest ``closings`` (3
    queries when an evening has no stored results of its latest closing)."""
    found = {r.evening: PlayerRow(r.total, r.rank, tuple(r.rounds), tuple(r.byes), r.prize)
             for r in rows if r.season == season.pk and r.closing == closings.get(r.evening)}
    computed = _computed(season, (e for e in played if e.pk not in found))
    for evening_pk, results in computed.items():
        for r in results:
            if r.member_id == member:
                found[evening_pk] = PlayerRow(r.total, r.rank, tuple(r.rounds), tuple(r.byes),
                                              r.prize)
    return found


def _club_results(club: int) -> QuerySet[EveningResult]:
    """The club's stored results of closed evenings, of each evening's latest closing."""
    latest = (EveningEvent.objects.filter(evening_id=OuterRef("evening_id"),
                                          kind=EveningEvent.Kind.CLOSED)
              .order_by("-pk").values_list("pk", flat=True)[:1])
    return EveningResult.objects.filter(
        evening__season__club_id=club, evening__status=EveningStatus.CLOSED,
        closing=Subquery(latest))


_ROW_FIELDS = ("evening_id", "evening__season_id", "evening__date", "member_id", "total",
               "rank", "prize", "rounds", "byes", "figures", "partners", "closing_id")


def member_rows(club: int, member: int) -> list[ResultRow]:
    """A player's stored results of every closed evening of the club, by date (1 query).
    An evening closed before results were stored is left out."""
    rows = _club_results(club).filter(member_id=member).values_list(*_ROW_FIELDS)
    return sorted((ResultRow(*row) for row in rows), key=lambda r: r.date)


def club_rows(club: int) -> list[ResultRow]:
    """Every player's stored results of every closed evening of the club (1 query)."""
    return [ResultRow(*row) for row in _club_results(club).values_list(*_ROW_FIELDS)
            .order_by("evening__date", "evening_id", "member_id")]


def club_mark(club: int) -> int:
    """The club's latest closing or reopening (or approval): every stored result of the
    club is of a closing at or before it, so it names them all (1 plain SQL read)."""
    with connection.cursor() as cursor:
        cursor.execute(club_mark_sql(), [club])
        (mark,) = cursor.fetchone() or (None,)
    return mark or 0


@cache
def club_mark_sql() -> str:
    """``club_mark``'s query, with the club as its one parameter."""
    event, evening = EveningEvent._meta.db_table, Evening._meta.db_table
    season = Season._meta.db_table
    return (f"SELECT MAX(cv.id) FROM {event} cv JOIN {evening} ce ON ce.id = cv.evening_id "
            f"JOIN {season} cs ON cs.id = ce.season_id WHERE cs.club_id = %s")
