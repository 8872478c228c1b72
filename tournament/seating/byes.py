"""Draws at tables of one size in the database, the players left over sitting out the boom
with a bye (staande nummers): tables of four with partners opposite (klaverjas), or of
another size, each for himself. A random draw per boom (fair byes, no partner or no
table-mate twice), or, with partners, fixed tables with rotating partners
(``tournament.draw``). The seat numbers alone say the tables (1-4 table 1, ...), so a draw
is rebuilt from them with the evening's history.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _

from clubs.errors import UserError
from tournament import draw as drawing
from tournament.models import DrawMode, Evening, Round, Seat


@dataclass(frozen=True)
class WithByes:
    """Tables of ``size`` (with two pairs when ``partners``), and byes."""

    size: int = 4
    partners: bool = True

    def stored(self, evening: Evening) -> dict[int, drawing.RoundDraw]:
        """Every drawn boom of the evening, each with the history of the bomen before it."""
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

    def draw(self, evening: Evening, number: int, players: list[int], seed: int, mode: str,
             earlier: list[drawing.RoundDraw], variety: drawing.SeasonHistory | None = None
             ) -> drawing.RoundDraw:
        max_byes = evening.season.max_byes_per_evening
        if mode == DrawMode.FIXED_TABLES:  # only with partners (``store``)
            return _fixed_tables(evening, number, players, seed, max_byes, variety)
        return drawing.draw_round(players=players, seed=seed, max_byes=max_byes,
                                  history=drawing.summarise_history(earlier),
                                  table_size=self.size, partners=self.partners,
                                  variety=variety)

    def swap(self, draw: drawing.RoundDraw, member_a: int, member_b: int
             ) -> drawing.RoundDraw:
        return drawing.swap(draw, member_a, member_b)


def _fixed_tables(
    evening: Evening, number: int, players: list[int], seed: int, max_byes: int,
    variety: drawing.SeasonHistory | None,
) -> drawing.RoundDraw:
    """Fixed tables replay boom 1's seed, so all bomen need the same players."""
    if number > 1:
        first = Round.objects.filter(evening=evening, number=1).first()
        if first is None or sorted(players) != sorted(first.seats.values_list("member_id",
                                                                              flat=True)):
            raise UserError(
                "fixed_tables_players_changed",
                _("Fixed tables need the same players in every boom; use a random draw."),
            )
        seed = first.seed
    return drawing.fixed_table_draw(players=players, seed=seed, boom_index=number - 1,
                                    max_byes=max_byes, variety=variety)
