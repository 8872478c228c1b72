"""The evening page (seats of every round, the one next step), its status button, and
deleting a mistaken evening."""

from __future__ import annotations

from functools import partial

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import Count, Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.formats import date_format
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe

from clubs.access import is_board, is_organiser
from clubs.errors import UserError
from clubs.games import game_spec
from clubs.links import absolute_url, is_loopback, phones_address, qr_data_uri
from clubs.screen_link import screen_link
from tournament.access import evening_for_organiser, evening_for_visitor
from tournament.checkin.attendance import inleg_in
from tournament.evenings.deletion import (
    HAS_SCORES,
    can_delete,
    delete_evening,
    has_scores,
    what_goes,
)
from tournament.evenings.status import change_status
from tournament.evenings.steps import RoundProgress, Step, next_step
from tournament.formats import format_of
from tournament.memo import digest, render_for_visitors
from tournament.models import Evening, EveningStatus, Round
from tournament.seating.finder import finder_url
from tournament.seating.forms import DrawForm, SwapForm
from tournament.seating.overview import RoundOverview, remembered_seating


def round_progress(evening: Evening, seating: list[RoundOverview]) -> list[RoundProgress]:
    """Tables and complete sheets of every drawn round, in one query. Sheets belong to the
    scoring app: the reverse relation keeps this module independent of it."""
    sheets_in = dict(
        Round.objects.filter(evening=evening)
        .annotate(n=Count("sheets", filter=Q(sheets__status="COMPLETE")))
        .values_list("number", "n")
    )
    return [RoundProgress(b.number, len(b.tables), sheets_in.get(b.number, 0))
            for b in seating if b.drawn]


def waiting_checks(evening: Evening) -> int:
    """How many table-entered sheets still wait for the other pair's check, or are disputed,
    when the season requires the check (``scoring.sheets.confirm.waiting_checks`` names
    them on the scores page); through the reverse relation, as ``round_progress``."""
    if not evening.season.table_confirmation:
        return 0
    return Round.objects.filter(evening=evening, sheets__source="TABLE",
                                sheets__confirmation__in=["AWAITING", "DISPUTED"]).count()


@require_safe
def evening_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_visitor(request, slug, pk)
    can_manage = is_organiser(request, evening.club)
    seating_key, seating, present = remembered_seating(evening)
    context: dict[str, object] = {
        "club": evening.club, "season": evening.season, "evening": evening,
        "can_manage": can_manage, "present_count": present,
        "rounds": [(round_, None, None) for round_ in seating],
        "any_drawn": any(b.drawn for b in seating),
    }
    finder = ""
    if evening.status != EveningStatus.CLOSED:
        finder = absolute_url(request, finder_url(evening))
        unreachable = is_loopback(finder)
        # The button opens it in the organiser's own browser, on the address it uses; the
        # code carries the phones' address.
        context["finder"] = {"url": finder, "path": finder_url(evening),
                             "site": phones_address(request),
                             "unreachable": unreachable,
                             "qr": "" if unreachable else qr_data_uri(finder)}
    if can_manage:
        players = sorted(
            ((a.member_id, a.member.name) for a in evening.attendances.select_related("member")),
            key=lambda p: p[1],
        )
        # Each form on the page gets its own ids: one draw form for the next step, and a
        # swap and a redraw form per round.
        # The draws the season's format offers, and what it says of them.
        play = format_of(evening.season)
        draw_form = partial(DrawForm, modes=play.modes,
                            help_text=play.draw_help(game_spec(evening.season).words,
                                                  evening.season))
        context["rounds"] = [
            (round_, SwapForm(players=players, auto_id=f"id_b{round_.number}_%s"),
             draw_form(auto_id=f"id_b{round_.number}_redraw_%s"))
            for round_ in seating
        ]
        context["draw_form"] = draw_form(auto_id="id_next_%s")
        context["early_draw_form"] = draw_form(auto_id="id_early_%s")
        step = next_step(evening.status, round_count=evening.round_count,
                         drawn=round_progress(evening, seating))
        context["step"] = step
        # Before closing: the sheets that still wait for the other pair's check, if any.
        context["waiting_checks"] = (waiting_checks(evening)
                                     if step.step == Step.CLOSE else 0)
        context["screen"] = screen_link(request, evening.club)
        context["is_board"] = is_board(request, evening.club)
        context["inleg_in"] = inleg_in(evening)  # organisers only: the evening's money
        context["deletable"] = can_delete(status=evening.status,
                                          has_scores=any(b.has_scores for b in seating))
        return render(request, "tournament/evening_detail.html", context)
    # Visitors get the page rendered once per worker for these seats (tournament.memo); the
    # "where do I sit?" address depends on SITE_URL, or else on the host the visitor used.
    return render_for_visitors(request, "tournament/evening_detail.html", context, key=(
        seating_key + digest(evening.status, evening.date, context["present_count"],
                             evening.season.name, evening.club.name, finder)))


@login_required
@require_POST
def evening_status(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    status = request.POST.get("status", "")
    if EveningStatus.CLOSED in (status, evening.status):
        messages.error(request, _("Close or reopen the evening on the scores page."))
        return redirect(evening)
    try:
        change_status(evening, status, user=request.user)
    except UserError as error:
        messages.error(request, error.message)
    except ValueError:
        messages.error(request, _("Unknown status."))
    else:
        if status == EveningStatus.CHECK_IN:  # the next thing to do is ticking players in
            return redirect(reverse("tournament:checkin", args=[slug, pk]))
    return redirect(evening)


@login_required
def evening_delete(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Ask first (what goes with the evening), then delete it; refused once it has scores."""
    evening = evening_for_organiser(request, slug, pk)
    if request.method == "POST":
        try:
            delete_evening(evening, user=request.user)
        except UserError as error:
            messages.error(request, error.message)
            return redirect(evening)
        messages.success(request, _("The evening of %(date)s is deleted.")
                         % {"date": date_format(evening.date, "j F Y")})
        return redirect(evening.season)
    deletable = can_delete(status=evening.status, has_scores=has_scores(evening))
    return render(request, "tournament/evening_delete.html", {
        "club": evening.club, "season": evening.season, "evening": evening,
        "deletable": deletable, "refusal": None if deletable else HAS_SCORES,
        "goes": what_goes(evening)})
