"""Every figure of a season counted apart from the site's own counting, from the stored
games and seats: what the stored figures and the pits prize are checked against."""

from __future__ import annotations

from collections import defaultdict

from scoring.models import Game, SheetStatus
from tournament.models import Seat


def counted_apart(season) -> tuple[dict[int, dict[str, int]], dict[int, dict[int, list[int]]]]:
    """Per member: every figure counted from the stored games and seats; and per member,
    per partner, his round scores together (the pair's total of the round's sheet)."""
    seats = defaultdict(list)  # (evening, round, table) -> [(number, member)]
    for evening, round_, table, number, member in Seat.objects.filter(
            round__evening__season=season, table__isnull=False).values_list(
            "round__evening_id", "round__number", "table", "number", "member_id"):
        seats[(evening, round_, table)].append((number, member))
    counts: dict[int, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    partners: dict[int, dict[int, list[int]]] = defaultdict(lambda: defaultdict(list))
    games = Game.objects.filter(sheet__round__evening__season=season,
                                sheet__status=SheetStatus.COMPLETE).select_related("sheet__round")
    by_sheet = defaultdict(list)
    for game in games:
        by_sheet[game.sheet].append(game)
    for sheet, sheet_games in by_sheet.items():
        at_table = sorted(seats[(sheet.round.evening_id, sheet.round.number, sheet.table)])
        for position, (_number, member) in enumerate(at_table):
            side = "A" if position % 2 == 0 else "B"  # seats 1+3 against 2+4
            mine = counts[member]
            for g in sheet_games:
                roem = g.roem_a if side == "A" else g.roem_b
                mine["games"] += 1
                mine["declared"] += g.declarer == side
                mine["made"] += g.declarer == side and not g.nat
                mine["nat"] += g.declarer == side and g.nat
                mine["pits"] += g.pit == side
                mine["pits_against"] += g.pit not in ("", side)
                mine["revokes"] += g.revoke == side
                mine["roem"] += roem
                mine["roem_best"] = max(mine["roem_best"], roem)
                kraak = g.declarer != side and g.detail.get("doubling", 1) > 1
                mine["kraken"] += kraak
                mine["kraken_won"] += kraak and g.nat
            partner = at_table[(position + 2) % 4][1]
            partners[member][partner].append(sheet.total_a if side == "A" else sheet.total_b)
    return counts, partners
