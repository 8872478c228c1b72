"""The evening page (seats of every boom, the next step) and its status buttons."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_POST

from clubs.access import is_organiser
from clubs.errors import UserError
from tournament.access import evening_for_organiser, evening_for_visitor
from tournament.evenings.status import move_evening
from tournament.memo import digest, render_for_visitors
from tournament.models import EVENING_TRANSITIONS, EveningStatus
from tournament.seating.forms import DrawForm, SwapForm
from tournament.seating.overview import remembered_seating


def evening_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_visitor(request, slug, pk)
    can_manage = is_organiser(request, evening.club)
    seating_key, seating = remembered_seating(evening)
    context = {
        "club": evening.club, "season": evening.season, "evening": evening,
        "seating": seating, "can_manage": can_manage,
        "present_count": evening.attendances.count(),
        "next_round": next((b.number for b in seating if not b.drawn), None),
    }
    if can_manage:
        players = sorted(
            ((a.member_id, a.member.name) for a in evening.attendances.select_related("member")),
            key=lambda p: p[1],
        )
        context["draw_form"] = DrawForm()
        context["swap_form"] = SwapForm(players=players)
        context["next_status"] = _next_statuses(evening.status)
    # Visitors get the page rendered once per worker for these seats (tournament.memo).
    return render_for_visitors(request, "tournament/evening_detail.html", context, key=(
        seating_key + digest(evening.status, evening.date, context["present_count"],
                             evening.season.name, evening.club.name)))


STATUS_ACTIONS = {
    (EveningStatus.PLANNED, EveningStatus.CHECK_IN): gettext_lazy("Open check-in"),
    (EveningStatus.CHECK_IN, EveningStatus.PLANNED): gettext_lazy("Back to planned"),
    (EveningStatus.CHECK_IN, EveningStatus.PLAYING): gettext_lazy("Start playing"),
    (EveningStatus.PLAYING, EveningStatus.CHECK_IN): gettext_lazy("Back to check-in"),
    (EveningStatus.PLAYING, EveningStatus.CLOSED): gettext_lazy("Close the evening"),
    (EveningStatus.CLOSED, EveningStatus.PLAYING): gettext_lazy("Reopen the evening"),
}


def _next_statuses(status: str) -> list[tuple[str, str]]:
    """The buttons for the allowed next steps, forward first."""
    order = list(EveningStatus)
    # Closing and reopening are done from the scores page, which checks the sheets.
    allowed = {s for s in EVENING_TRANSITIONS[status] if EveningStatus.CLOSED not in (s, status)}
    targets = sorted(allowed, key=lambda s: -order.index(EveningStatus(s)))
    return [(target, str(STATUS_ACTIONS[(EveningStatus(status), EveningStatus(target))]))
            for target in targets]


@login_required
@require_POST
def evening_status(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    status = request.POST.get("status", "")
    if EveningStatus.CLOSED in (status, evening.status):
        messages.error(request, _("Close or reopen the evening on the scores page."))
        return redirect(evening)
    try:
        move_evening(evening, status)
    except UserError as error:
        messages.error(request, error.message)
    except ValueError:
        messages.error(request, _("Unknown status."))
    return redirect(evening)






