"""Variety across the season in the database: who partnered and who opposed whom in the
season's last evenings before this one, for the draw (``tournament.draw.SeasonHistory``).

The rule ``variety_evenings`` says how many evenings (0: off). Only evenings with drawn
seats count, so an evening that was planned but not played does not shorten the memory.
At a table the seat numbers give the order; what counts as a partner and as an opponent
is the game's (``GameSpec.partners`` and ``tournament.draw.roles``).
"""

from __future__ import annotations

from collections import defaultdict

from clubs.games import game_spec
from tournament import draw as drawing
from tournament.models import Evening, Seat


def season_variety(evening: Evening) -> drawing.SeasonHistory | None:
    """The partners and opponents of the season's last ``variety_evenings`` evenings before
    ``evening``; None when the rule is off."""
    season = evening.season
    back = season.variety_evenings
    if not back:
        return None
    earlier = list(
        Evening.objects.filter(season=season, date__lt=evening.date,
                               rounds__seats__isnull=False)
        .distinct().order_by("-date").values_list("pk", flat=True)[:back])
    tables: dict[tuple[int, int | None], list[int]] = defaultdict(list)
    for round_id, table, member in (
            Seat.objects.filter(round__evening__in=earlier, table__isnull=False)
            .order_by("round_id", "table", "number")
            .values_list("round_id", "table", "member_id")):
        tables[round_id, table].append(member)
    history = drawing.SeasonHistory(evenings=len(earlier))
    return history.with_tables(tables.values(), partners=game_spec(season).partners)
