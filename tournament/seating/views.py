"""Draw a round and swap two players: the organiser's buttons on the evening page."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from clubs.errors import UserError, form_errors
from clubs.games import game_spec
from tournament import draw as drawing
from tournament.access import (
    evening_for_organiser,
)
from tournament.formats import format_of
from tournament.seating import store
from tournament.seating.forms import DrawForm, SwapForm


@login_required
@require_POST
def draw_round(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    form = DrawForm(request.POST, modes=format_of(evening.season).modes)
    if not form.is_valid():
        messages.error(request, _("Check the draw settings: %(errors)s") % {
            "errors": " ".join(str(e) for errs in form.errors.values() for e in errs)})
        return redirect(evening)
    try:
        result = store.draw_round(
            evening, number, seed=form.cleaned_data["seed"], mode=form.cleaned_data["mode"],
            expected=form.cleaned_data["seating"], user=request.user,
        )
    except UserError as error:
        messages.error(request, error.message)
    else:
        words = game_spec(evening.season).words
        if isinstance(result, drawing.RoundDraw) and result.moved:
            messages.success(request, words.sentence(
                _("%(round)s %(number)s: the pairs moved on (schuifsysteem)."), number=number))
        else:
            messages.success(request, words.sentence(
                _("%(round)s %(number)s drawn (seed %(seed)s)."), number=number,
                seed=drawing.written_seed(result.seed)))
    return redirect(f"{evening.get_absolute_url()}#boom-{number}")


@login_required
@require_POST
def swap_seats(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    players = [(a.member_id, str(a.member_id)) for a in evening.attendances.all()]
    form = SwapForm(request.POST, players=players)
    if not form.is_valid():
        for error in form_errors(form):
            messages.error(request, error)
        return redirect(evening)
    try:
        store.swap_players(
            evening, number, form.cleaned_data["member_a"], form.cleaned_data["member_b"],
            expected=form.cleaned_data["seating"], user=request.user,
        )
    except UserError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, game_spec(evening.season).words.sentence(
            _("Seats swapped in %(round)s %(number)s."), number=number))
    return redirect(f"{evening.get_absolute_url()}#boom-{number}")
