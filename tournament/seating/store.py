"""Turn the pure-Python draw into database rows and back (the draw's "manager").

Rules live in ``tournament.draw``; this module only loads, checks what the database knows
(scores exist, evening status) and saves atomically.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol, TypeVar

from django.db import IntegrityError, transaction
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor
from clubs.constraints import violated
from clubs.errors import UserError
from clubs.games import GameSpec, game_spec
from clubs.log import record
from clubs.models import Action, Member
from tournament import draw as drawing
from tournament.formats import draw_mode, format_of
from tournament.lock import lock_evening
from tournament.models import DrawMode, Evening, EveningStatus, Round, Seat
from tournament.seating.byes import WithByes
from tournament.seating.threes import Threes
from tournament.seating.variety import season_variety

D = TypeVar("D", bound=drawing.Draw)


class Tables(Protocol[D]):
    """How a game's tables are drawn, stored and changed (``byes``, ``threes``)."""

    def stored(self, evening: Evening) -> dict[int, D]:
        """Every drawn round of the evening, rebuilt from its seats."""
        ...

    def draw(self, evening: Evening, number: int, players: list[int], seed: int,
             earlier: list[D], variety: drawing.SeasonHistory | None = None) -> D:
        """A new random draw of round ``number`` for ``players``; ``earlier``: the rounds before;
        ``variety``: the partners and opponents of the season's last evenings, if the
        club wants variety across the season (``tournament.seating.variety``)."""
        ...

    def swap(self, draw: D, member_a: int, member_b: int) -> D:
        """The draw with two players' seats exchanged."""
        ...


# Tables without byes, by their sizes: every player plays.
WITHOUT_BYES: dict[tuple[int, ...], Tables[Any]] = {(3, 4): Threes()}


def tables_of(spec: GameSpec) -> Tables[Any]:
    """A game's tables, by its row in ``clubs.games``: of its one size with byes (partners
    or each for himself), or bigger tables for the players left over."""
    if spec.byes:
        (size,) = spec.table_sizes  # the players left over sit out: one size of table
        return WithByes(size, spec.partners)
    return WITHOUT_BYES[spec.table_sizes]

DRAW_MESSAGES = {
    "too_few_players": _("At least four present players are needed for a draw."),
    "duplicate_player": _("A player is present twice."),
    "unknown_player": _("That player does not play in this boom."),
    "same_player": _("Choose two different players to swap."),
    "invalid_max_byes": _("The number of byes per player must be at least 1."),
    "fixed_tables_players_changed": _(
        "Fixed tables keep the players of the boom before together, but other players are "
        "present now. Choose a new random draw for this boom."),
}


def seating_key(seats: Iterable[tuple[int, int]]) -> str:
    """A round's or a table's seating as a short text a form carries: the member ids in
    seat-number order ("" when nothing is drawn). A form posts back the key it was opened
    with, so a change made in the meantime (a redraw, a swap) is noticed, not overwritten."""
    return "-".join(str(member) for _number, member in sorted(seats))


def draw_key(draw: drawing.Draw | None) -> str:
    return seating_key((s.number, s.player) for s in draw.seats) if draw else ""


def table_key(round_: Round, table: int) -> str:
    return seating_key(Seat.objects.filter(round=round_, table=table)
                       .values_list("number", "member_id"))


class SeatingChanged(UserError):
    """The seats changed after the organiser's page was opened."""


def _check_unchanged(number: int, expected: str | None,
                     draws: dict[int, drawing.Draw]) -> None:
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
    """The draw's refusal in words: the game's own (``clubs.games``), else the draw's."""
    own = game_spec(evening.season).draw_messages if evening is not None else {}
    if error.code in own:
        return UserError(error.code, own[error.code])
    return UserError(error.code, DRAW_MESSAGES.get(error.code, error.message))


def players_for_round(evening: Evening, number: int) -> list[int]:
    """Member ids present for round ``number`` (late arrivals and early leavers respected)."""
    return [a.member_id for a in evening.attendances.all() if a.plays_in(number)]


def stored_draws(evening: Evening) -> dict[int, drawing.Draw]:
    """Every drawn round of the evening, each with the history of the rounds before it."""
    return dict(tables_of(game_spec(evening.season)).stored(evening))


def _check_can_change(evening: Evening, number: int) -> None:
    if evening.status not in (EveningStatus.CHECK_IN, EveningStatus.PLAYING):
        raise UserError(
            "evening_not_open", _("Seats can only be drawn during check-in or play.")
        )
    if not 1 <= number <= evening.round_count:
        raise UserError("no_such_round", game_spec(evening.season).words.sentence(
            _("This evening has no %(round)s %(number)s."), number=number))
    if Round.objects.filter(evening=evening, number=number, sheets__isnull=False).exists():
        raise UserError(
            "scores_exist",
            game_spec(evening.season).words.sentence(
                _("%(round)s %(number)s already has scores; its seats can no longer change."),
                number=number),
        )


@transaction.atomic
def draw_round(
    evening: Evening, number: int, *, seed: int | None = None, mode: str | None = None,
    expected: str | None = None, user: Actor | None = None,
) -> drawing.Draw:
    """Draw (or redraw) round ``number`` and store its seats, in ``mode`` when the season's
    format offers it, else as the format usually draws (``tournament.formats``).

    Refused when the round has scores, when an earlier round is not drawn yet (its byes and
    partners feed this draw), when a later round is drawn (its history would change), or
    when the round's seating is no longer ``expected`` (someone drew it in the meantime).
    """
    evening = lock_evening(evening.pk)
    _check_can_change(evening, number)
    draws = stored_draws(evening)
    _check_unchanged(number, expected, draws)
    spec = game_spec(evening.season)
    if any(n > number for n in draws):
        raise UserError("later_round_drawn", spec.words.sentence(
            _("A later %(round)s is already drawn; redraw that one first.")))
    if number > 1 and number - 1 not in draws:
        raise UserError("previous_not_drawn", spec.words.sentence(
            _("Draw %(round)s %(number)s first."), number=number - 1))
    players = players_for_round(evening, number)
    mode = draw_mode(evening.season, mode)
    seed = seed if seed is not None else drawing.new_seed()
    earlier = [d for n, d in sorted(draws.items()) if n < number]
    try:
        variety = season_variety(evening)
        own = format_of(evening.season).draw(evening, number, players, seed, earlier,
                                             mode=mode, variety=variety)
        result: drawing.Draw = own if own is not None else tables_of(spec).draw(
            evening, number, players, seed, earlier, variety)
    except drawing.DrawError as error:
        raise draw_error(error, evening) from error
    old_seed = draws[number].seed if number in draws else None
    if isinstance(result, drawing.RoundDraw) and result.moved:
        mode = DrawMode.PAIR_MOVEMENT
    try:
        _save(evening, number, result, mode)
    except IntegrityError as error:  # the same round drawn twice at the same moment
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


def _save(evening: Evening, number: int, result: drawing.Draw, mode: str) -> None:
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
    """Exchange the seats of two players in a drawn round (the organiser's correction)."""
    evening = lock_evening(evening.pk)
    _check_can_change(evening, number)
    draws = stored_draws(evening)
    _check_unchanged(number, expected, draws)
    if number not in draws:
        raise UserError("not_drawn", game_spec(evening.season).words.sentence(
            _("%(round)s %(number)s is not drawn yet."), number=number))
    try:
        own = format_of(evening.season).swap(draws[number], member_a, member_b)
        result: drawing.Draw = own if own is not None else tables_of(
            game_spec(evening.season)).swap(draws[number], member_a, member_b)
    except drawing.DrawError as error:
        raise draw_error(error, evening) from error
    round_ = Round.objects.get(evening=evening, number=number)
    _save(evening, number, result, round_.mode)
    names = dict(Member.objects.filter(pk__in=(member_a, member_b)).values_list("pk", "name"))
    record(evening.club.pk, user, Action.SWAP, f"boom {number}", evening_id=evening.pk,
           new={"players": [names.get(member_a), names.get(member_b)]})
