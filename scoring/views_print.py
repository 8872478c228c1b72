"""Printable score sheets of a boom, one page per table, with a QR code when tables may
enter their own sheet."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from django.urls import reverse

from scoring.tokens import table_token
from tournament import pdf
from tournament.access import evening_for_organiser
from tournament.models import Round
from tournament.seating import print_labels, round_seating_for_print
from tournament.views_print import pdf_response


@login_required
def score_sheets(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    seating = round_seating_for_print(evening, number)
    if seating is None:
        raise Http404("Boom not drawn")
    qr_urls = None
    if evening.season.table_entry:
        round_ = get_object_or_404(Round, evening=evening, number=number)
        qr_urls = {
            t.table: request.build_absolute_uri(
                reverse("scoring:table_sheet", args=[table_token(round_, t.table)]))
            for t in seating.tables
        }
    content = pdf.score_sheets_pdf(
        seating, games=evening.season.games_per_round, labels=print_labels(), qr_urls=qr_urls
    )
    return pdf_response(content, f"scorekaarten-{evening.date:%Y-%m-%d}-boom-{number}.pdf")
