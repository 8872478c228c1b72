"""A player's figures of one evening, from the stored games of its complete sheets.

The one place that counts them: ``evening_figures`` asks the season's game what each
player's games at each table say (``System.game_figures``) and who sat with whom
(``System.partner``), and adds them up per player. They are stored with the evening's
results at closing (``scoring.results.stored``) and read back by the player page and the
records page (``scoring.results.tally``); a reopened evening's next closing stores them anew.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from scoring.models import Game, SheetStatus
from scoring.results.ranking import EveningPlayer
from scoring.results.scores import SeatRecord
from scoring.sheets.figures import Counts, StoredGame
from scoring.systems import System
from tournament.models import Evening, Seat

# The way the figures are counted, raised whenever a count changes for games already stored
# (1: a revoke by the playing pair is not "made"), so every closed evening is counted again
# by the next ``migrate`` (``stored.store_missing_figures``), not only the ones closed after.
COUNTING = 1

TableGames = Mapping[tuple[int, int], Sequence[StoredGame]]  # (round, table) -> its games


class EveningFigures(NamedTuple):
    counts: Counts  # the game's figures, added up over the rounds played
    partners: list[list[int]]  # per round at a table: [partner, the player's round score]


def evening_figures(system: System, seats: Sequence[SeatRecord], games: TableGames,
                    players: Sequence[EveningPlayer]) -> dict[int, EveningFigures]:
    """Every player's figures of one evening: ``seats`` of every round, the ``games`` of
    each complete sheet, the ``players``' round scores. A bye, or a sheet of only the
    totals, has no games and adds nothing but its round score with the partner."""
    at_table: dict[tuple[int, int], list[SeatRecord]] = defaultdict(list)
    for seat in seats:
        if seat.table is not None:
            at_table[(seat.round, seat.table)].append(seat)
    scores = {(p.member, n + 1): score for p in players
              for n, score in enumerate(p.rounds) if score is not None}
    found: dict[int, EveningFigures] = {
        p.member: EveningFigures(defaultdict(int), []) for p in players}
    for (round_, table), table_seats in at_table.items():
        numbers = [s.number for s in table_seats]
        member_at = {s.number: s.member for s in table_seats}
        played = games.get((round_, table))
        for seat in table_seats:
            figures = found.get(seat.member)
            if figures is None:
                continue
            if played:
                for key, value in system.game_figures(played, seat.number, numbers).items():
                    figures.counts[key] = (max(figures.counts[key], value) if _highest(
                        system, key) else figures.counts[key] + value)
            partner = system.partner(seat.number, numbers)
            score = scores.get((seat.member, round_))
            if partner is not None and partner in member_at and score is not None:
                figures.partners.append([member_at[partner], score])
    return {m: EveningFigures(dict(f.counts), f.partners) for m, f in found.items()}


def _highest(system: System, key: str) -> bool:
    return any(f.key == key and f.highest for f in system.figures)


def figures_from_sheets(system: System, evenings: Sequence[Evening],
                        players: Mapping[int, Sequence[EveningPlayer]]
                        ) -> dict[int, dict[int, EveningFigures]]:
    """Per evening pk, every player's figures (2 queries: the seats, the games)."""
    ids = [e.pk for e in evenings]
    seats: dict[int, list[SeatRecord]] = defaultdict(list)
    for evening, member, number, seat, table in Seat.objects.filter(
            round__evening_id__in=ids).values_list(
            "round__evening_id", "member_id", "round__number", "number", "table"):
        seats[evening].append(SeatRecord(member, number, seat, table))
    games: dict[int, dict[tuple[int, int], list[StoredGame]]] = defaultdict(
        lambda: defaultdict(list))
    for game in Game.objects.filter(
            sheet__round__evening_id__in=ids, sheet__status=SheetStatus.COMPLETE
    ).select_related("sheet__round").order_by("sheet_id", "number"):
        round_ = game.sheet.round
        games[round_.evening_id][(round_.number, game.sheet.table)].append(game)
    return {e.pk: evening_figures(system, seats[e.pk], games[e.pk], players.get(e.pk, ()))
            for e in evenings}
