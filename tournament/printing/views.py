"""The printable seat list of a boom, to hang on the wall."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from tournament import printing
from tournament.access import evening_for_organiser
from tournament.printing.labels import print_labels
from tournament.seating.finder import finder_url
from tournament.seating.overview import round_seating_for_print


def pdf_response(content: bytes, filename: str) -> HttpResponse:
    response = HttpResponse(content, content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="{filename}"'
    return response


@login_required
@require_safe
def seat_list(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    seating = round_seating_for_print(
        evening, number, finder_url=request.build_absolute_uri(finder_url(evening)))
    if seating is None:
        raise Http404("Boom not drawn")
    content = printing.seat_list_pdf(seating, labels=print_labels())
    return pdf_response(content, f"tafellijst-{evening.date:%Y-%m-%d}-boom-{number}.pdf")
