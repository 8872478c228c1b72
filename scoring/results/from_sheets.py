"""Players' evening results computed from the seats and the stored sheet totals.

The numbers come from the stored sheets (each game was scored by ``scoring.rules`` when it
was saved); round scores, byes and penalties per player come from ``scoring.results.scores``.
Nothing here computes a score itself. Used for evenings in progress and, once, to write a
closed evening's results (``scoring.results.stored``).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from scoring.models import Game, ScoreSheet, SheetStatus
from scoring.results.ranking import EveningPlayer
from scoring.results.scores import SeatRecord, evening_scores
from scoring.systems import System, system_of
from tournament.models import Evening, Season, Seat


@dataclass
class _Loaded:
    """Per evening pk: seats, (round, table) totals and (round, seat) penalties; and names."""

    seats: dict[int, list[SeatRecord]] = field(default_factory=lambda: defaultdict(list))
    totals: dict[int, dict[tuple[int, int], tuple[int, ...]]] = field(
        default_factory=lambda: defaultdict(dict))
    penalties: dict[int, dict[tuple[int, int], int]] = field(
        default_factory=lambda: defaultdict(lambda: defaultdict(int)))
    names: dict[int, str] = field(default_factory=dict)
    # (round, table) -> the card points of each side, for the card-points tie-break.
    cards: dict[int, dict[tuple[int, int], tuple[int, ...]]] = field(default_factory=dict)


def _load(evening_ids: list[int], system: System) -> _Loaded:
    """Three queries: seats with names, the sheets' stored totals, penalties; a fourth for
    a game's card points (``System.card_points``)."""
    loaded = _Loaded()
    at_table: dict[tuple[int, int, int | None], list[int]] = defaultdict(list)
    for evening_id, member, name, number, seat, table in Seat.objects.filter(
        round__evening_id__in=evening_ids
    ).values_list("round__evening_id", "member_id", "member__name", "round__number", "number",
                  "table"):
        loaded.seats[evening_id].append(SeatRecord(member, number, seat, table))
        loaded.names[member] = name
        at_table[(evening_id, number, table)].append(seat)
    # Only complete sheets count: a half-entered sheet would give its players a low round
    # score in the provisional results and pull down a round average for byes.
    for evening_id, number, table, a, b, per_seat in ScoreSheet.objects.filter(
        round__evening_id__in=evening_ids, status=SheetStatus.COMPLETE
    ).values_list("round__evening_id", "round__number", "table", "total_a", "total_b",
                  "seat_totals"):
        loaded.totals[evening_id][(number, table)] = system.table_totals(
            a, b, per_seat, at_table[(evening_id, number, table)])
    for evening_id, number, revoke_seat, penalty in (
        Game.objects.filter(sheet__round__evening_id__in=evening_ids,
                            sheet__status=SheetStatus.COMPLETE)
        .exclude(penalty=0)
        .exclude(revoke_seat__isnull=True)
        .values_list("sheet__round__evening_id", "sheet__round__number", "revoke_seat", "penalty")
    ):
        assert revoke_seat is not None  # excluded above
        loaded.penalties[evening_id][(number, revoke_seat)] += penalty
    loaded.cards = system.card_points(evening_ids)
    return loaded


def _card_points(loaded: _Loaded, evening_id: int, system: System) -> dict[int, int]:
    """Member -> the card points of his side over every round of the evening: what his seat
    takes of each table's card points, as of its totals (``System.round_score``)."""
    points: dict[int, int] = defaultdict(int)
    sheets = loaded.cards.get(evening_id, {})
    for seat in loaded.seats.get(evening_id, []):
        if seat.table is not None and (seat.round, seat.table) in sheets:
            points[seat.member] += system.round_score(seat.number, sheets[(seat.round, seat.table)])
    return points


def _players(evening: Evening, season: Season, loaded: _Loaded, system: System
             ) -> list[EveningPlayer]:
    scores = evening_scores(
        seats=loaded.seats.get(evening.pk, []),
        table_totals=loaded.totals.get(evening.pk, {}),
        penalties=loaded.penalties.get(evening.pk, {}),
        bye_rule=season.bye_score_rule,
        bye_score=season.bye_score,
        round_score=system.round_score,
    )
    numbers = range(1, evening.round_count + 1)
    cards = _card_points(loaded, evening.pk, system)
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
    """Every player of each evening of ``season`` with round scores, byes and penalties
    (3 queries; a fourth for a game with the card-points tie-break)."""
    if not evenings:
        return {}
    system = system_of(season)
    loaded = _load([e.pk for e in evenings], system)
    return {e.pk: _players(e, season, loaded, system) for e in evenings}
