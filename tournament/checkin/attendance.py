"""Who is present: ticking a member in or out of an evening."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor
from clubs.errors import UserError
from clubs.log import record
from clubs.models import Action, Member
from clubs.versions import Difference, Logged, save_if_current
from tournament.checkin.forms import AttendanceForm
from tournament.evenings.lock import lock_evening
from tournament.models import Attendance, Evening, EveningStatus, Seat


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
    deleted, _rows = Attendance.objects.filter(evening=evening, member_id=member_id).delete()
    if deleted:
        record(evening.club.pk, user, Action.CHECKED_OUT, name, evening_id=evening.pk)


@transaction.atomic
def save_attendance(evening: Evening, form: AttendanceForm, *, user: Actor
                    ) -> list[Difference] | None:
    """Save a player's first and last boom, unless someone else changed them meanwhile
    (``clubs.versions``); under the evening's lock, like every change of the evening."""
    evening = lock_evening(evening.pk)
    if evening.status == EveningStatus.CLOSED:
        raise UserError("evening_closed", _("This evening is closed."))
    return save_if_current(form, Logged(evening.club.pk, user, Action.ATTENDANCE,
                                        form.instance.member.name, evening_id=evening.pk))
