"""Who is present: ticking a member in or out of an evening."""

from __future__ import annotations

from django.db import transaction
from django.db.models import Sum
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor
from clubs.errors import UserError
from clubs.log import record
from clubs.models import Action, Member
from clubs.money import euro
from clubs.versions import Difference, Logged, save_if_current
from tournament.checkin.forms import AttendanceForm
from tournament.lock import lock_evening
from tournament.models import Attendance, Evening, EveningStatus, Season, Seat, Substitute


@transaction.atomic
def check_in(evening: Evening, member_id: int, present: bool, *, user: Actor | None = None
             ) -> None:
    """Tick a member in or out. Under the evening's lock, so a player is never ticked out
    between a draw's reading of who is present and its seating them."""
    evening = lock_evening(evening.pk)
    if evening.status == EveningStatus.CLOSED:
        raise UserError("evening_closed", _("This evening is closed."))
    name = Member.objects.filter(pk=member_id).values_list("name", flat=True).first() or ""
    if present:
        _attendance, created = Attendance.objects.get_or_create(evening=evening,
                                                                member_id=member_id)
        if created:
            record(evening.club.pk, user, Action.CHECKED_IN, name, evening_id=evening.pk)
        return
    if Seat.objects.filter(round__evening=evening, member_id=member_id).exists():
        raise UserError(
            "has_played",
            _("This player already has a seat this evening; mark them as leaving early instead."),
        )
    if Attendance.objects.filter(evening=evening, member_id=member_id,
                                 paid__isnull=False).exists():
        raise UserError("has_paid", _("This player has paid the inleg: undo the payment first."))
    # A pair's substitute who goes home leaves the pair without him (its partner stays).
    Substitute.objects.filter(evening=evening, substitute_id=member_id).delete()
    deleted, _rows = Attendance.objects.filter(evening=evening, member_id=member_id).delete()
    if deleted:
        record(evening.club.pk, user, Action.CHECKED_OUT, name, evening_id=evening.pk)


@transaction.atomic
def save_attendance(evening: Evening, form: AttendanceForm, *, user: Actor
                    ) -> list[Difference] | None:
    """Save a player's first and last round, unless someone else changed them meanwhile
    (``clubs.versions``); under the evening's lock, like every change of the evening."""
    evening = lock_evening(evening.pk)
    if evening.status == EveningStatus.CLOSED:
        raise UserError("evening_closed", _("This evening is closed."))
    return save_if_current(form, Logged(evening.club.pk, user, Action.ATTENDANCE,
                                        form.instance.member.name, evening_id=evening.pk))


def inleg_in(evening: Evening) -> int | None:
    """The inleg paid tonight, in cents; None when the season has no inleg and nobody paid."""
    total = evening.attendances.aggregate(total=Sum("paid"))["total"]
    if total is None and not (evening.season.inleg_member or evening.season.inleg_guest):
        return None
    return total or 0


def inleg_for(season: Season, member: Member) -> int:
    """What ``member`` pays per evening of ``season``, in cents (0: no inleg)."""
    return season.inleg_guest if member.is_guest else season.inleg_member


@transaction.atomic
def tick_paid(evening: Evening, member: Member, paid: bool, *, user: Actor | None = None
              ) -> None:
    """Tick that a present player paid tonight's inleg (the amount of the moment is kept), or
    undo it; each change is a line in the activity log."""
    evening = lock_evening(evening.pk)
    if evening.status == EveningStatus.CLOSED:
        raise UserError("evening_closed", _("This evening is closed."))
    attendance = Attendance.objects.filter(evening=evening, member=member).first()
    if attendance is None:
        raise UserError("not_present", _("Check this player in first."))
    amount = inleg_for(evening.season, member) if paid else None
    if paid and not amount:
        raise UserError("no_inleg", _("The season has no inleg for this player."))
    if (attendance.paid is not None) == paid:
        return  # a second tap from an old page: already so
    old = attendance.paid
    attendance.paid = amount
    attendance.save(update_fields=["paid"])
    record(evening.club.pk, user, Action.PAID if paid else Action.UNPAID, member.name,
           evening_id=evening.pk, old={"paid": euro(old) if old is not None else ""},
           new={"paid": euro(amount) if amount is not None else ""})
