"""Turn the pure-Python draw into database rows and back (the draw's "manager").

Rules live in ``tournament.draw``; this module only loads, checks what the database knows
(scores exist, evening status) and saves atomically.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from django.db import IntegrityError, transaction
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor
from clubs.constraints import violated
from clubs.errors import UserError
from clubs.log import record
from clubs.models import Action, Member
from tournament import draw as drawing
from tournament.draw import fixed_table_draw
from tournament.evenings.lock import lock_evening
from tournament.models import DrawMode, Evening, EveningStatus, Round, Seat
from tournament.seating import klabberjass  # issue 16

# A klaverjas boom's draw, or a Klabberjass round's (tables of three and four, no byes).
AnyDraw = drawing.RoundDraw | drawing.KlabberjassDraw

DRAW_MESSAGES = {
    "too_few_players": _("At least four present players are needed for a draw."),
    "duplicate_player": _("A player is present twice."),
    "unknown_player": _("That player does not play in this boom."),
    "same_player": _("Choose two different players to swap."),
    "invalid_max_byes": _("The number of byes per player must be at least 1."),
    "invalid_boom_index": _("That boom does not exist."),
}


def seating_key(seats: Iterable[tuple[int, int]]) -> str:
    """A boom's or a table's seating as a short text a form carries: the member ids in
    seat-number order ("" when nothing is drawn). A form posts back the key it was opened
    with, so a change made in the meantime (a redraw, a swap) is noticed, not overwritten."""
    return "-".join(str(member) for _number, member in sorted(seats))


def draw_key(draw: AnyDraw | None) -> str:
    return seating_key((s.number, s.player) for s in draw.seats) if draw else ""


def table_key(round_: Round, table: int) -> str:
    return seating_key(Seat.objects.filter(round=round_, table=table)
                       .values_list("number", "member_id"))


class SeatingChanged(UserError):
    """The seats changed after the organiser's page was opened."""


def _check_unchanged(number: int, expected: str | None, draws: dict[int, AnyDraw]
                     ) -> None:
    """``expected`` is the key the form was opened with; None skips the check (internal
    callers such as the demo, which have no form)."""
    if expected is not None and expected != draw_key(draws.get(number)):
        raise SeatingChanged(
            "seating_changed",
            _("Someone else drew or changed boom %(number)s in the meantime. Nothing is "
              "changed: look at the seats as they are now and try again if needed.")
            % {"number": number},
        )


def draw_error(error: drawing.DrawError, evening: Evening | None = None) -> UserError:
    if (evening is not None and klabberjass.is_klabberjass(evening)  # issue 16
            and error.code in klabberjass.MESSAGES):
        return UserError(error.code, klabberjass.MESSAGES[error.code])
    return UserError(error.code, DRAW_MESSAGES.get(error.code, error.message))


def players_for_round(evening: Evening, number: int) -> list[int]:
    """Member ids present for boom ``number`` (late arrivals and early leavers respected)."""
    return [a.member_id for a in evening.attendances.all() if a.plays_in(number)]


def stored_draws(evening: Evening) -> dict[int, AnyDraw]:
    """Every drawn boom of the evening, each with the history of the bomen before it."""
    if klabberjass.is_klabberjass(evening):  # issue 16
        return dict(klabberjass.klabberjass_draws(evening))
    return dict(_klaverjas_draws(evening))


def _klaverjas_draws(evening: Evening) -> dict[int, drawing.RoundDraw]:
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
            seats[round_.pk], seed=round_.seed, history=history, max_byes=max_byes
        )
        draws[round_.number] = draw
        history = history.with_draw(draw)
    return draws


def _check_can_change(evening: Evening, number: int) -> None:
    if evening.status not in (EveningStatus.CHECK_IN, EveningStatus.PLAYING):
        raise UserError(
            "evening_not_open", _("Seats can only be drawn during check-in or play.")
        )
    if not 1 <= number <= evening.rounds:
        raise UserError("no_such_round", _("This evening has no boom %(number)s.") % {
            "number": number})
    if Round.objects.filter(evening=evening, number=number, sheets__isnull=False).exists():
        raise UserError(
            "scores_exist",
            _("Boom %(number)s already has scores; its seats can no longer change.")
            % {"number": number},
        )


@transaction.atomic
def draw_round(
    evening: Evening, number: int, *, seed: int | None = None, mode: str = DrawMode.RANDOM,
    expected: str | None = None, user: Actor | None = None,
) -> AnyDraw:
    """Draw (or redraw) boom ``number`` and store its seats.

    Refused when the boom has scores, when an earlier boom is not drawn yet (its byes and
    partners feed this draw), when a later boom is drawn (its history would change), or
    when the boom's seating is no longer ``expected`` (someone drew it in the meantime).
    """
    evening = lock_evening(evening.pk)
    _check_can_change(evening, number)
    draws = stored_draws(evening)
    _check_unchanged(number, expected, draws)
    if any(n > number for n in draws):
        raise UserError(
            "later_round_drawn", _("A later boom is already drawn; redraw that one first.")
        )
    if number > 1 and number - 1 not in draws:
        raise UserError(
            "previous_not_drawn",
            _("Draw boom %(number)s first.") % {"number": number - 1},
        )
    players = players_for_round(evening, number)
    max_byes = evening.season.max_byes_per_evening
    seed = seed if seed is not None else drawing.new_seed()
    result: AnyDraw
    try:
        if klabberjass.is_klabberjass(evening):  # issue 16: always a new random draw
            mode = DrawMode.RANDOM
            result = klabberjass.draw_klabberjass(players, seed, [
                d for n, d in sorted(draws.items())
                if n < number and isinstance(d, drawing.KlabberjassDraw)])
        elif mode == DrawMode.FIXED_TABLES:
            result = _fixed_tables(evening, number, players, seed, max_byes)
        else:
            history = drawing.summarise_history(
                d for n, d in draws.items() if n < number and isinstance(d, drawing.RoundDraw))
            result = drawing.draw_round(
                players=players, seed=seed, history=history, max_byes=max_byes
            )
    except drawing.DrawError as error:
        raise draw_error(error, evening) from error
    old_seed = draws[number].seed if number in draws else None
    try:
        _save(evening, number, result, mode)
    except IntegrityError as error:  # the same boom drawn twice at the same moment
        if violated(error) != "round_number_unique_per_evening":
            raise
        raise UserError(
            "draw_conflict",
            _("Someone else drew this boom at the same moment; look at the seats and draw "
              "again if needed."),
        ) from error
    record(evening.club.pk, user, Action.DRAW, f"boom {number}", evening_id=evening.pk,
           old={"seed": old_seed} if old_seed is not None else None,
           new={"seed": result.seed, "mode": mode})
    return result


def _fixed_tables(
    evening: Evening, number: int, players: list[int], seed: int, max_byes: int
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
    return fixed_table_draw(players=players, seed=seed, boom_index=number - 1, max_byes=max_byes)


def _save(evening: Evening, number: int, result: AnyDraw, mode: str) -> None:
    round_, _created = Round.objects.update_or_create(
        evening=evening, number=number, defaults={"seed": result.seed, "mode": mode}
    )
    round_.seats.all().delete()
    Seat.objects.bulk_create(
        Seat(
            round=round_,
            member_id=seat.player,
            number=seat.number,
            table=table.number if (table := result.table_of(seat.player)) else None,
        )
        for seat in result.seats
    )
    if evening.status == EveningStatus.CHECK_IN:
        evening.status = EveningStatus.PLAYING
        evening.save(update_fields=["status"])


@transaction.atomic
def swap_players(
    evening: Evening, number: int, member_a: int, member_b: int, *, expected: str | None = None,
    user: Actor | None = None,
) -> None:
    """Exchange the seats of two players in a drawn boom (the organiser's correction)."""
    evening = lock_evening(evening.pk)
    _check_can_change(evening, number)
    draws = stored_draws(evening)
    _check_unchanged(number, expected, draws)
    if number not in draws:
        raise UserError("not_drawn", _("Boom %(number)s is not drawn yet.") % {"number": number})
    draw = draws[number]
    result: AnyDraw
    try:
        if isinstance(draw, drawing.KlabberjassDraw):  # issue 16
            result = klabberjass.swap_klabberjass(draw, member_a, member_b)
        else:
            result = drawing.swap(draw, member_a, member_b)
    except drawing.DrawError as error:
        raise draw_error(error, evening) from error
    round_ = Round.objects.get(evening=evening, number=number)
    _save(evening, number, result, round_.mode)
    names = dict(Member.objects.filter(pk__in=(member_a, member_b)).values_list("pk", "name"))
    record(evening.club.pk, user, Action.SWAP, f"boom {number}", evening_id=evening.pk,
           new={"players": [names.get(member_a), names.get(member_b)]})
