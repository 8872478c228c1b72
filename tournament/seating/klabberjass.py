"""The Klabberjass tournament's draws in the database (seed 001): tables of three and four.

``tournament.draw.klabberjass`` draws a round; this module turns stored seats back into
those draws (the table of each seat is stored, since tables have three or four seats) and
swaps two players. ``tournament.seating.store`` calls it for a Klabberjass season, so
drawing, redrawing, swapping, the evening lock and the activity log stay one path.
"""

from __future__ import annotations

from collections import defaultdict

from django.utils.translation import gettext_lazy as _

from clubs.models import GameSystem
from tournament import draw as drawing
from tournament.models import Evening, Round, Seat

MESSAGES = {
    "too_few_players": _("At least three present players are needed for a Klabberjass draw."),
    "impossible_player_count": _(
        "Five players cannot be seated at tables of three and four; check in one more or "
        "one fewer."),
}


def is_klabberjass(evening: Evening) -> bool:
    return evening.season.game_system == GameSystem.KLABBERJASS


def klabberjass_draws(evening: Evening) -> dict[int, drawing.KlabberjassDraw]:
    """Every drawn round of the evening, each with the table-mates of the rounds before."""
    tables: dict[int, dict[int, list[drawing.Seat]]] = defaultdict(lambda: defaultdict(list))
    for round_id, number, member, table in Seat.objects.filter(
            round__evening=evening).order_by("number").values_list(
            "round_id", "number", "member_id", "table"):
        tables[round_id][table or 0].append(drawing.Seat(number=number, player=member))
    draws: dict[int, drawing.KlabberjassDraw] = {}
    for round_ in Round.objects.filter(evening=evening).order_by("number"):
        if not tables[round_.pk]:
            continue
        draws[round_.number] = drawing.KlabberjassDraw(
            seed=round_.seed,
            tables=tuple(drawing.Table(number=t, seats=tuple(seats))
                         for t, seats in sorted(tables[round_.pk].items())),
            history=drawing.klabberjass_history(draws.values()),
        )
    return draws


def draw_klabberjass(players: list[int], seed: int,
                     earlier: list[drawing.KlabberjassDraw]) -> drawing.KlabberjassDraw:
    return drawing.draw_klabberjass_round(
        players=players, seed=seed, history=drawing.klabberjass_history(earlier))


def swap_klabberjass(draw: drawing.KlabberjassDraw, member_a: int, member_b: int
                     ) -> drawing.KlabberjassDraw:
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
    return drawing.KlabberjassDraw(seed=draw.seed, tables=tables, history=draw.history)
