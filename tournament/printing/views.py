"""The printable seat list of a round, to hang on the wall."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from clubs.downloads import file_response
from clubs.games import game_spec
from clubs.links import absolute_url, is_loopback
from tournament import printing
from tournament.access import evening_for_organiser
from tournament.printing.labels import print_labels
from tournament.seating.finder import finder_url
from tournament.seating.overview import round_seating_for_print


@login_required
@require_safe
def seat_list(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    # The wall list is read from the wall, phones or not: on an address only this computer
    # can open it goes without its "where do I sit?" code (the evening page says why).
    finder = absolute_url(request, finder_url(evening))
    seating = round_seating_for_print(evening, number,
                                      finder_url="" if is_loopback(finder) else finder)
    if seating is None:
        raise Http404("Round not drawn")
    words = game_spec(evening.season).words
    content = printing.seat_list_pdf(seating, labels=print_labels(words))
    return file_response(content, f"tafellijst-{evening.date:%Y-%m-%d}-{words.round}-{number}.pdf")
