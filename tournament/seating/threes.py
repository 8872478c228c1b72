"""Draws at tables of three (the last one or two of four) in the database: no byes, and
always a new random draw per round, avoiding the table-mates of earlier rounds
(``tournament.draw.threes``). The table of each seat is stored, since tables have three or
four seats. ``tournament.seating.store`` calls this for a game whose row in ``clubs.games``
has these tables, so drawing, redrawing, swapping, the evening lock and the activity log
stay one path.
"""

from __future__ import annotations

from collections import defaultdict

from tournament import draw as drawing
from tournament.models import Evening, Round, Seat


class Threes:
    """Tables of three and four, each player for himself, no byes."""

    def stored(self, evening: Evening) -> dict[int, drawing.ThreesDraw]:
        """Every drawn round of the evening, each with the table-mates of the rounds before."""
        tables: dict[int, dict[int, list[drawing.Seat]]] = defaultdict(
            lambda: defaultdict(list))
        for round_id, number, member, table in Seat.objects.filter(
                round__evening=evening).order_by("number").values_list(
                "round_id", "number", "member_id", "table"):
            tables[round_id][table or 0].append(drawing.Seat(number=number, player=member))
        draws: dict[int, drawing.ThreesDraw] = {}
        for round_ in Round.objects.filter(evening=evening).order_by("number"):
            if not tables[round_.pk]:
                continue
            draws[round_.number] = drawing.ThreesDraw(
                seed=round_.seed,
                tables=tuple(drawing.Table(number=t, seats=tuple(seats))
                             for t, seats in sorted(tables[round_.pk].items())),
                history=drawing.threes_history(draws.values()),
            )
        return draws

    def draw(self, evening: Evening, number: int, players: list[int], seed: int,
             earlier: list[drawing.ThreesDraw], variety: drawing.SeasonHistory | None = None
             ) -> drawing.ThreesDraw:
        """A new random draw (there are no fixed tables), away from earlier table-mates
        (and, with ``variety``, from the opponents of the season's last evenings)."""
        return drawing.draw_threes(players=players, seed=seed,
                                   history=drawing.threes_history(earlier), variety=variety)

    def swap(self, draw: drawing.ThreesDraw, member_a: int, member_b: int
             ) -> drawing.ThreesDraw:
        """The draw with the seats of two players exchanged."""
        if member_a == member_b:
            raise drawing.DrawError("same_player", "Choose two different players.")
        draw.table_of(member_a), draw.table_of(member_b)  # raise for a player not seated
        other = {member_a: member_b, member_b: member_a}
        tables = tuple(
            drawing.Table(number=t.number, seats=tuple(
                drawing.Seat(number=s.number, player=other.get(s.player, s.player))
                for s in t.seats))
            for t in draw.tables
        )
        return drawing.ThreesDraw(seed=draw.seed, tables=tables, history=draw.history)

