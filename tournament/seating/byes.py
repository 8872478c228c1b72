"""Draws at tables of one size in the database, the players left over sitting out the round
with a bye (staande nummers): tables of four with partners opposite (klaverjas), or of
another size, each for himself. A random draw per round (fair byes, no partner or no
table-mate twice); a format's own draws (the fixed table's rotation, fixed pairs) are the
format's (``tournament.formats``). The seat numbers alone say the tables (1-4 table 1,
...), so a draw is rebuilt from them with the evening's history.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from tournament import draw as drawing
from tournament.models import Evening, Round, Seat


@dataclass(frozen=True)
class WithByes:
    """Tables of ``size`` (with two pairs when ``partners``), and byes."""

    size: int = 4
    partners: bool = True

    def stored(self, evening: Evening) -> dict[int, drawing.RoundDraw]:
        """Every drawn round of the evening, each with the history of the rounds before it."""
        seats: dict[int, dict[int, int]] = defaultdict(dict)
        # No ordering: the default one (by the evening's date) joins every evening's rows.
        for seat in Seat.objects.filter(round__evening=evening).order_by().values(
                "round_id", "number", "member_id"):
            seats[seat["round_id"]][seat["number"]] = seat["member_id"]
        max_byes = evening.season.max_byes_per_evening
        draws: dict[int, drawing.RoundDraw] = {}
        history = drawing.EveningHistory()
        for round_ in Round.objects.filter(evening=evening).order_by("number"):
            if not seats[round_.pk]:
                continue
            draw = drawing.from_numbers(
                seats[round_.pk], seed=round_.seed, history=history, max_byes=max_byes,
                table_size=self.size, partners=self.partners)
            draws[round_.number] = draw
            history = history.with_draw(draw)
        return draws

    def draw(self, evening: Evening, number: int, players: list[int], seed: int,
             earlier: list[drawing.RoundDraw], variety: drawing.SeasonHistory | None = None
             ) -> drawing.RoundDraw:
        max_byes = evening.season.max_byes_per_evening
        return drawing.draw_round(players=players, seed=seed, max_byes=max_byes,
                                  history=drawing.summarise_history(earlier),
                                  table_size=self.size, partners=self.partners,
                                  variety=variety)

    def swap(self, draw: drawing.RoundDraw, member_a: int, member_b: int
             ) -> drawing.RoundDraw:
        return drawing.swap(draw, member_a, member_b)
