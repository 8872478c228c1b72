"""The results of closed evenings, written once and read back.

A closed evening's results are facts: its sheets, seats and attendance refuse changes and
the season's rules are frozen. ``store_evening_results`` writes them when the evening
closes, labelled with that CLOSED event. Readers take only the rows of an evening's latest
closing, so after a reopen and a new closing nothing old is read, by any worker, without a
cache to clear. An evening closed without them (closed before they were stored) is computed
from its sheets instead, as an evening in progress is.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import replace

from django.db import transaction
from django.db.models import OuterRef, Q, QuerySet, Subquery

from clubs.models import Member
from scoring.models import EveningEvent, EveningResult
from scoring.results.from_sheets import players_from_sheets
from scoring.results.ranking import EveningPlayer
from tournament.models import Evening, Season


def latest_closing(evening: int | OuterRef) -> QuerySet[EveningEvent, int]:
    """The pk of the evening's latest CLOSED event (a query, or a subquery of OuterRef)."""
    return (EveningEvent.objects.filter(Q(evening_id=evening), kind=EveningEvent.Kind.CLOSED)
            .order_by("-pk").values_list("pk", flat=True)[:1])


@transaction.atomic
def store_evening_results(evening: Evening) -> None:
    """Write the results of an evening that has just closed (after its CLOSED event)."""
    closing = latest_closing(evening.pk).first()
    if closing is None:
        raise ValueError(f"Evening {evening.pk} has no CLOSED event to store results for.")
    players = players_from_sheets(evening.season, [evening])[evening.pk]
    EveningResult.objects.filter(evening=evening).delete()
    EveningResult.objects.bulk_create(
        EveningResult(evening=evening, closing_id=closing, member_id=p.member,
                      rounds=list(p.rounds), byes=list(p.byes), penalty=p.penalty)
        for p in players)


def _player(member: int, name: str, rounds: list[int | None], byes: list[bool],
            penalty: int) -> EveningPlayer:
    return EveningPlayer(member=member, name=name, rounds=tuple(rounds), byes=tuple(byes),
                         penalty=penalty)


def stored_evening_players(evening: Evening) -> list[EveningPlayer]:
    """A closed evening's players with their current names (1 query; 3 more when the
    evening has no stored results)."""
    rows = EveningResult.objects.filter(
        evening=evening, closing=Subquery(latest_closing(evening.pk))
    ).values_list("member_id", "member__name", "rounds", "byes", "penalty")
    players = [_player(*row) for row in rows]
    return players or players_from_sheets(evening.season, [evening])[evening.pk]


def stored_season_players(
    season: Season, evenings: list[Evening], closings: Mapping[int, int | None],
    names: Mapping[int, str],
) -> dict[int, list[EveningPlayer]]:
    """The players of the season's closed ``evenings``, by evening pk (1 query; 3 more when
    an evening has no stored results of its latest closing).

    ``closings`` gives each evening's latest CLOSED event, ``names`` the current names."""
    found: dict[int, list[EveningPlayer]] = defaultdict(list)
    for evening_id, closing, member, rounds, byes, penalty in EveningResult.objects.filter(
        evening__in=evenings
    ).values_list("evening_id", "closing_id", "member_id", "rounds", "byes", "penalty"):
        if closing == closings.get(evening_id):
            found[evening_id].append(_player(member, names.get(member, ""), rounds, byes,
                                             penalty))
    unnamed = {p.member for players in found.values() for p in players if not p.name}
    if unnamed:  # a member moved to another club in the admin keeps their results
        moved = dict(Member.objects.filter(pk__in=unnamed).values_list("pk", "name"))
        for players in found.values():
            players[:] = [replace(p, name=moved[p.member]) if p.member in moved else p
                          for p in players]
    missing = [e for e in evenings if e.pk not in found]
    return {**found, **players_from_sheets(season, missing)}
