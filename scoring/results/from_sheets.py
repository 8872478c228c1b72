"""Players' evening results computed from the seats and the stored sheet totals.

The numbers come from the stored sheets (each game was scored by ``scoring.rules`` when it
was saved); boom scores, byes and penalties per player come from ``scoring.results.scores``.
Nothing here computes a score itself. Used for evenings in progress and, once, to write a
closed evening's results (``scoring.results.stored``).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from django.db.models import Sum

from clubs.models import GameSystem
from scoring.models import Game, ScoreSheet, SheetStatus
from scoring.results.ranking import EveningPlayer
from scoring.results.scores import SeatRecord, evening_scores
from scoring.systems import system_of
from tournament.draw.rotation import team_of_seat
from tournament.models import Evening, Season, Seat


@dataclass
class _Loaded:
    """Per evening pk: seats, (boom, table) totals and (boom, seat) penalties; and names."""

    seats: dict[int, list[SeatRecord]] = field(default_factory=lambda: defaultdict(list))
    totals: dict[int, dict[tuple[int, int], tuple[int, ...]]] = field(
        default_factory=lambda: defaultdict(dict))
    penalties: dict[int, dict[tuple[int, int], int]] = field(
        default_factory=lambda: defaultdict(lambda: defaultdict(int)))
    names: dict[int, str] = field(default_factory=dict)
    # Klammern: (boom, table) -> the card points of pair A and of pair B (complete sheets).
    cards: dict[int, dict[tuple[int, int], tuple[int, int]]] = field(
        default_factory=lambda: defaultdict(dict))


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
    for evening_id, number, table, a, b, per_seat in ScoreSheet.objects.filter(
        round__evening_id__in=evening_ids, status=SheetStatus.COMPLETE
    ).values_list("round__evening_id", "round__number", "table", "total_a", "total_b",
                  "seat_totals"):
        loaded.totals[evening_id][(number, table)] = (
            (a, b) if per_seat is None else _by_seat_number(loaded, evening_id, number, table,
                                                            per_seat))
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


def _load_cards(loaded: _Loaded, evening_ids: list[int]) -> None:
    """Klammern: each complete sheet's card points per pair (one query more)."""
    for evening_id, number, table, a, b in (
        Game.objects.filter(sheet__round__evening_id__in=evening_ids,
                            sheet__status=SheetStatus.COMPLETE)
        .values_list("sheet__round__evening_id", "sheet__round__number", "sheet__table")
        .annotate(a=Sum("points_a"), b=Sum("points_b")).order_by()
    ):
        loaded.cards[evening_id][(number, table)] = (a or 0, b or 0)


def _card_points(loaded: _Loaded, evening_id: int) -> dict[int, int]:
    """Member -> the card points of his pair over every boom of the evening."""
    points: dict[int, int] = defaultdict(int)
    sheets = loaded.cards.get(evening_id, {})
    for seat in loaded.seats.get(evening_id, []):
        if seat.table is not None and (seat.round, seat.table) in sheets:
            a, b = sheets[(seat.round, seat.table)]
            points[seat.member] += a if team_of_seat(seat.number) == "A" else b
    return points


def _by_seat_number(loaded: _Loaded, evening_id: int, number: int, table: int,
                    per_seat: list[int]) -> tuple[int, ...]:
    """issue 16: a Klabberjass table's totals per seat (table seat 1 first) as a tuple
    indexed by seat number - 1 (``scoring.systems.klabberjass``); other seats 0."""
    numbers = sorted(s.number for s in loaded.seats[evening_id]
                     if s.round == number and s.table == table)
    totals = [0] * (max(numbers, default=0))
    for seat_number, total in zip(numbers, per_seat, strict=False):
        totals[seat_number - 1] = total
    return tuple(totals)


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
    cards = _card_points(loaded, evening.pk)
    players = []
    for p in scores.values():
        rounds = p.rounds
        players.append(EveningPlayer(
            member=p.member,
            name=loaded.names[p.member],
            rounds=tuple(rounds[n].score if n in rounds else None for n in numbers),
            byes=tuple(n in rounds and rounds[n].bye for n in numbers),
            penalty=p.penalty,
            card_points=cards.get(p.member, 0),
        ))
    return players


def players_from_sheets(season: Season, evenings: list[Evening]
                        ) -> dict[int, list[EveningPlayer]]:
    """Every player of each evening of ``season`` with boom scores, byes and penalties
    (3 queries; a fourth for Klammern's card points)."""
    if not evenings:
        return {}
    loaded = _load([e.pk for e in evenings])
    if season.game_system == GameSystem.KLAMMERN:
        _load_cards(loaded, [e.pk for e in evenings])
    return {e.pk: _players(e, season, loaded) for e in evenings}
