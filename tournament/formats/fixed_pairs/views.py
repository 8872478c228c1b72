"""The pairs page of a fixed-pairs season: the board or an organiser makes, names and
retires the pairs."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from clubs.errors import UserError
from clubs.fields import clean_name
from tournament.access import evening_for_organiser, season_for_organiser
from tournament.formats import format_of
from tournament.formats.fixed_pairs.forms import PairForm, PairNameForm, SubstituteForm
from tournament.formats.fixed_pairs.pairs import (
    check_in_pair,
    delete_pair,
    find_pairs,
    label,
    make_pair,
    pairs_of,
    pairs_tonight,
    rename_pair,
    retire_pair,
)
from tournament.formats.fixed_pairs.substitutes import (
    FIELD_OF,
    check_in_substitute,
    remove_substitute,
)
from tournament.models import Evening, Pair, Season


def _season(request: HttpRequest, slug: str, pk: int) -> Season:
    season = season_for_organiser(request, slug, pk)
    if not format_of(season).has_pairs:
        raise Http404("This season is not played in pairs.")
    return season


@login_required
def pairs(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = _season(request, slug, pk)
    form = PairForm(request.POST or None, season=season)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            pair = make_pair(season, data["first"], data["second"], data["name"],
                             user=request.user)
        except UserError as error:
            form.add_error(None, str(error.message))
        else:
            messages.success(request, _("%(pair)s is made.") % {"pair": label(pair)})
            return redirect("tournament:pairs", slug, pk)
    rows = [(pair, label(pair), PairNameForm(initial={"name": pair.name},
                                              auto_id=f"id_pair{pair.number}_%s"))
            for pair in pairs_of(season)]
    return render(request, "tournament/pairs.html",
                  {"club": season.club, "season": season, "form": form, "rows": rows})


@login_required
@require_POST
def pair_name(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    season = _season(request, slug, pk)
    pair = get_object_or_404(Pair, season=season, number=number, retired=False)
    form = PairNameForm(request.POST)
    if form.is_valid():
        rename_pair(pair, form.cleaned_data["name"], user=request.user)
        messages.success(request, _("The name of pair %(number)s is saved.")
                         % {"number": pair.number})
    return redirect("tournament:pairs", slug, pk)


@login_required
@require_POST
def pair_retire(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    season = _season(request, slug, pk)
    pair = get_object_or_404(Pair, season=season, number=number)
    retire_pair(pair, user=request.user)
    messages.success(request, _("Pair %(number)s is retired: its members can join another "
                                "pair.") % {"number": pair.number})
    return redirect("tournament:pairs", slug, pk)


@login_required
@require_POST
def pair_delete(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    """A pair made by mistake goes; one that played is refused and told to retire."""
    season = _season(request, slug, pk)
    pair = Pair.objects.filter(season=season, number=number).first()
    if pair is None:  # a second tap, or another organiser was first
        messages.success(request, _("Pair %(number)s is deleted.") % {"number": number})
        return redirect("tournament:pairs", slug, pk)
    try:
        delete_pair(pair, user=request.user)
    except UserError as error:
        messages.error(request, str(error.message))
    else:
        messages.success(request, _("Pair %(number)s is deleted.") % {"number": number})
    return redirect("tournament:pairs", slug, pk)


def _evening(request: HttpRequest, slug: str, pk: int) -> Evening:
    evening = evening_for_organiser(request, slug, pk)
    if not format_of(evening.season).has_pairs:
        raise Http404("This season is not played in pairs.")
    return evening


def _checkin_page(request: HttpRequest, evening: Evening,
                  form: SubstituteForm | None = None) -> HttpResponse:
    rows = pairs_tonight(evening)
    if form is None:
        form = SubstituteForm(season=evening.season,
                              pairs=[row.pair for row in rows if not row.present])
    # No NUL or invisible characters; after a tap or a substitute the search is emptied.
    query = clean_name(request.GET.get("q", "")) if request.method == "GET" else ""
    return render(request, "tournament/pair_checkin.html", {
        "club": evening.club, "evening": evening, "rows": find_pairs(rows, query),
        "query": query, "form": form})


@login_required
def pair_checkin(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The check-in by pairs: one tap ticks both partners present."""
    evening = _evening(request, slug, pk)
    if request.method == "POST":
        raw = request.POST.get("pair", "").strip()
        pair = get_object_or_404(Pair, season=evening.season,
                                 number=int(raw) if raw.isdigit() and len(raw) <= 4 else 0)
        try:
            check_in_pair(evening, pair, user=request.user)
        except UserError as error:
            messages.error(request, str(error.message))
        else:
            messages.success(request, _("%(pair)s is present.") % {"pair": label(pair)})
        if request.headers.get("HX-Request"):
            # A tap with htmx is answered with the page itself, the search emptied, which
            # htmx swaps in: no redirect and no reload of a whole page on a phone at the
            # door. Without JavaScript the same form posts and redirects.
            response = _checkin_page(request, evening)
            response["HX-Replace-Url"] = reverse("tournament:pair_checkin", args=[slug, pk])
            return response
        return redirect("tournament:pair_checkin", slug, pk)
    return _checkin_page(request, evening)


@login_required
@require_POST
def pair_substitute(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A partner of a pair is away: the other plays tonight with a substitute. A refusal
    stands at its field, nothing saved."""
    evening = _evening(request, slug, pk)
    form = SubstituteForm(request.POST, season=evening.season, pairs=[
        pair for pair in pairs_of(evening.season) if not pair.retired])
    if form.is_valid():
        data = form.cleaned_data
        pair, _away, partner = form.places[data["away"]]
        try:
            substitute = check_in_substitute(evening, pair, partner, member=data["substitute"],
                                             guest=data["guest"], user=request.user)
        except UserError as error:
            form.add_error(FIELD_OF.get(error.code), str(error.message))
        else:
            messages.success(request, _("%(pair)s plays tonight with substitute %(name)s.") % {
                "pair": label(pair), "name": substitute.substitute.name})
            return redirect("tournament:pair_checkin", slug, pk)
    return _checkin_page(request, evening, form)


@login_required
@require_POST
def substitute_remove(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    evening = _evening(request, slug, pk)
    pair = get_object_or_404(Pair, season=evening.season, number=number)
    try:
        remove_substitute(evening, pair, user=request.user)
    except UserError as error:
        messages.error(request, str(error.message))
    else:
        messages.success(request, _("Pair %(number)s plays without a substitute.") % {
            "number": pair.number})
    return redirect("tournament:pair_checkin", slug, pk)
