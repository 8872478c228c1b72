"""Substitutes (invallers): one evening a partner of a pair plays with a member who is in no
pair of the season, or with a guest. The pair's score is the pair's whatever the
substitute; both players are checked in, so the draw, the sheets and the results see them
as the pair that evening (``tournament.formats.competitor.Lineup``).

Every refusal is a ``UserError`` whose code names the form field it belongs to
(``FIELD_OF``); nothing is saved then. Under the evening's lock, as every tick: two
organisers checking in at the same moment are taken one after the other, and the database's
named constraints keep a doubled row out all the same.
"""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from clubs.actors import Actor
from clubs.constraints import violated
from clubs.errors import UserError
from clubs.log import record
from clubs.models import Action, Member
from tournament.lock import lock_evening
from tournament.models import (
    Attendance,
    Evening,
    EveningStatus,
    Pair,
    PairMember,
    Seat,
    Substitute,
)

# The form field each refusal belongs to (None: the form as a whole).
FIELD_OF = {
    "partner_present": "away",
    "not_partner": "away",
    "in_pair": "substitute",
    "plays_already": "substitute",
    "guest_name_taken": "guest",
    "pair_has_substitute": None,
    "pair_retired": None,
    "evening_closed": None,
}
UNIQUE = {
    "substitute_one_per_pair": "pair_has_substitute",
    "substitute_once_per_evening": "plays_already",
    "attendance_unique": "plays_already",
    "member_name_unique_per_club": "guest_name_taken",
}


def substitutes_of(evening: Evening) -> dict[int, Substitute]:
    """The evening's substitutes by pair pk."""
    return {s.pair_id: s for s in evening.substitutes.select_related("substitute", "partner")}


def _plays_already(evening: Evening, member: Member) -> UserError | None:
    other = Substitute.objects.filter(evening=evening, substitute=member).select_related(
        "pair").first()
    if other is not None:
        return UserError("plays_already", _(
            "%(name)s already plays tonight, as substitute for pair %(number)s.") % {
            "name": member.name, "number": other.pair.number})
    if Attendance.objects.filter(evening=evening, member=member).exists():
        return UserError("plays_already", _(
            "%(name)s already plays tonight: checked in as a player.") % {"name": member.name})
    return None


def _refusal(evening: Evening, pair: Pair, partner: Member, member: Member | None
             ) -> UserError | None:
    """Why ``member`` (None: a new guest) cannot play for ``pair`` beside ``partner``."""
    if evening.status == EveningStatus.CLOSED:
        return UserError("evening_closed", _("This evening is closed."))
    if pair.retired:
        return UserError("pair_retired", _("Pair %(number)s is retired.") % {
            "number": pair.number})
    partners = {place.member_id: place.member for place in pair.members.select_related("member")}
    if partner.pk not in partners:
        return UserError("not_partner", _("%(name)s is not in pair %(number)s.") % {
            "name": partner.name, "number": pair.number})
    if (existing := Substitute.objects.filter(evening=evening, pair=pair).select_related(
            "substitute").first()) is not None:
        return UserError("pair_has_substitute", _(
            "Pair %(number)s already plays with substitute %(name)s tonight.") % {
            "number": pair.number, "name": existing.substitute.name})
    away = next(m for pk, m in partners.items() if pk != partner.pk)
    if Attendance.objects.filter(evening=evening, member=away).exists():
        return UserError("partner_present", _(
            "%(name)s is present tonight: tick pair %(number)s present without a "
            "substitute.") % {"name": away.name, "number": pair.number})
    if member is None:
        return None
    return _free(evening, member)


def _free(evening: Evening, member: Member) -> UserError | None:
    """Why ``member`` cannot be anybody's substitute tonight, if so."""
    place = PairMember.objects.filter(season=evening.season, member=member, active=True
                                      ).select_related("pair").first()
    if place is not None:
        return UserError("in_pair", _(
            "%(name)s is in pair %(number)s of this season; a substitute is in no pair.") % {
            "name": member.name, "number": place.pair.number})
    return _plays_already(evening, member)


@transaction.atomic
def check_in_substitute(evening: Evening, pair: Pair, partner: Member, *,
                        member: Member | None = None, guest: str = "",
                        user: Actor | None = None) -> Substitute:
    """``partner`` of ``pair`` plays tonight with ``member``, or with a new guest named
    ``guest``: both are checked in and the pair's substitute is kept."""
    evening = lock_evening(evening.pk)
    if refusal := _refusal(evening, pair, partner, member):
        raise refusal
    if member is None and Member.objects.filter(club=evening.club, name__iexact=guest).exists():
        raise UserError("guest_name_taken", _(
            "There is already a member called %(name)s: choose them in the list.") % {
            "name": guest})
    try:
        with transaction.atomic():
            if member is None:
                member = Member.objects.create(club=evening.club, name=guest, is_guest=True)
                record(evening.club.pk, user, Action.GUEST, guest, evening_id=evening.pk)
            substitute = Substitute.objects.create(evening=evening, pair=pair, partner=partner,
                                                   substitute=member)
            _attendance, created = Attendance.objects.get_or_create(evening=evening,
                                                                    member=partner)
            if created:
                record(evening.club.pk, user, Action.CHECKED_IN, partner.name,
                       evening_id=evening.pk)
            Attendance.objects.create(evening=evening, member=member)
    except IntegrityError as error:
        code = UNIQUE.get(violated(error) or "")
        if code is None:
            raise
        name = member.name if member is not None else guest
        raise UserError(code, _("%(name)s: someone else saved this at the same moment; "
                                "nothing is saved. Look at the list and try again.") % {
            "name": name}) from error
    record(evening.club.pk, user, Action.SUBSTITUTE, _(
        "%(name)s for pair %(number)s") % {"name": member.name, "number": pair.number},
           evening_id=evening.pk)
    return substitute


@transaction.atomic
def remove_substitute(evening: Evening, pair: Pair, *, user: Actor | None = None) -> None:
    """The pair plays without its substitute after all: he is checked out (refused once he
    has a seat); the partner stays present."""
    evening = lock_evening(evening.pk)
    substitute = Substitute.objects.filter(evening=evening, pair=pair).select_related(
        "substitute").first()
    if substitute is None:
        return  # a second tap from an old page: already gone
    member = substitute.substitute
    if Seat.objects.filter(round__evening=evening, member=member).exists():
        raise UserError("has_played", _(
            "%(name)s already has a seat this evening: the substitute stays.") % {
            "name": member.name})
    if Attendance.objects.filter(evening=evening, member=member, paid__isnull=False).exists():
        raise UserError("has_paid", _("This player has paid the inleg: undo the payment first."))
    substitute.delete()
    Attendance.objects.filter(evening=evening, member=member).delete()
    record(evening.club.pk, user, Action.CHECKED_OUT, member.name, evening_id=evening.pk)
    record(evening.club.pk, user, Action.SUBSTITUTE_REMOVED, _(
        "%(name)s for pair %(number)s") % {"name": member.name, "number": pair.number},
           evening_id=evening.pk)
