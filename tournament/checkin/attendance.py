"""Who is present: ticking a member in or out of an evening."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from clubs.errors import UserError
from clubs.versions import Difference, save_if_current
from tournament.checkin.forms import AttendanceForm
from tournament.evenings.lock import lock_evening
from tournament.models import Attendance, Evening, EveningStatus, Seat


@transaction.atomic
def check_in(evening: Evening, member_id: int, present: bool) -> None:
    """Tick a member in or out. Under the evening's lock, so a player is never ticked out
    between a draw's reading of who is present and its seating them."""
    evening = lock_evening(evening.pk)
    if evening.status == EveningStatus.CLOSED:
        raise UserError("evening_closed", _("This evening is closed."))
    if present:
        Attendance.objects.get_or_create(evening=evening, member_id=member_id)
        return
    if Seat.objects.filter(round__evening=evening, member_id=member_id).exists():
        raise UserError(
            "has_played",
            _("This player already has a seat this evening; mark them as leaving early instead."),
        )
    Attendance.objects.filter(evening=evening, member_id=member_id).delete()


@transaction.atomic
def save_attendance(evening: Evening, form: AttendanceForm) -> list[Difference] | None:
    """Save a player's first and last boom, unless someone else changed them meanwhile
    (``clubs.versions``); under the evening's lock, like every change of the evening."""
    evening = lock_evening(evening.pk)
    if evening.status == EveningStatus.CLOSED:
        raise UserError("evening_closed", _("This evening is closed."))
    return save_if_current(form)
