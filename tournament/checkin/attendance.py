"""Who is present: ticking a member in or out of an evening."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from clubs.errors import UserError
from tournament.models import Attendance, Evening, EveningStatus, Seat


def check_in(evening: Evening, member_id: int, present: bool) -> None:
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
