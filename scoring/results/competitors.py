"""The players ranked as one (``tournament.formats`` says who: the two partners of a fixed
pair), grouped for the evening's ranking and prizes and the season's standings. Shared
code: it asks the season's format and never which format it is.

A competitor's evening is its first present member's round scores (the partners sit
together, so their round scores are the same) plus every member's personal penalty. Each
member keeps his own stored result with the competitor's place and prize
(``scoring.results.stored``), so a player's page still finds his evenings.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from django.utils.translation import get_language

from scoring.results.ranking import EveningPlayer
from tournament.formats import format_of
from tournament.formats.competitor import Competitor
from tournament.memo import digest
from tournament.models import Season

if TYPE_CHECKING:
    from scoring.results.stored import SeasonRow


def competitors_of(season: Season) -> tuple[Competitor, ...]:
    return format_of(season).competitors(season)


def competitors_key(season: Season) -> str:
    """What a remembered ranking of ``season`` depends on besides its results: the
    competitors' names in the active language ("" when each player is ranked for himself,
    without a query); a pair renamed, made or retired is a new key."""
    competitors = competitors_of(season)
    if not competitors:
        return ""
    return ":competitors:" + digest(get_language(), competitors)


def grouped_players(players: Sequence[EveningPlayer], competitors: Sequence[Competitor],
                    evening: int = 0) -> list[EveningPlayer]:
    """The evening's players with each competitor whose members that ``evening`` (its pk:
    a pair's substitute plays for an absent partner) all played as one line, named after
    the competitor; a player of no such competitor stays himself. The competitors come in
    the format's order (a season's active pairs before its retired ones), so a member who
    changed pairs counts with the pair he played in that evening."""
    by_member = {player.member: player for player in players}
    grouped: list[EveningPlayer] = []
    used: set[int] = set()
    for competitor in competitors:
        members = competitor.members_on(evening)
        present = [by_member[m] for m in members if m in by_member and m not in used]
        if not present or len(present) < len(members):
            continue
        first = present[0]
        used.update(player.member for player in present)
        grouped.append(EveningPlayer(
            member=competitor.key, name=competitor.name_on(evening), rounds=first.rounds,
            byes=first.byes,
            penalty=sum(player.penalty for player in present), card_points=first.card_points,
            members=tuple(present)))
    grouped.extend(player for player in players if player.member not in used)
    return grouped


def grouped_rows(rows: Mapping[int, list[SeasonRow]], competitors: Sequence[Competitor]
                 ) -> dict[int, list[SeasonRow]]:
    """Each evening's stored rows (by evening pk) with each competitor's members as one
    row under the competitor's key: the first present member's total plus the others'
    personal penalties (a pair's substitute counts for the pair that evening)."""
    grouped: dict[int, list[SeasonRow]] = {}
    for evening, evening_rows in rows.items():
        by_member = {row.member: row for row in evening_rows}
        used: set[int] = set()
        merged: list[SeasonRow] = []
        for competitor in competitors:
            members = competitor.members_on(evening)
            present = [by_member[m] for m in members if m in by_member and m not in used]
            if not present or len(present) < len(members):
                continue
            first = present[0]
            used.update(row.member for row in present)
            merged.append(first._replace(
                member=competitor.key,
                total=first.total + sum(row.penalty for row in present[1:])))
        merged.extend(row for row in evening_rows if row.member not in used)
        grouped[evening] = merged
    return grouped


def competitor_names(names: Mapping[int, str], competitors: Sequence[Competitor]
                     ) -> dict[int, str]:
    """The club's names with each competitor's key named after the competitor."""
    return {**names, **{competitor.key: competitor.name for competitor in competitors}}
