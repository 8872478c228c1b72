""""Where do I sit?": a phone page per evening where a player finds their table and seat for
the round being played, by name or number, in large type; it follows the next draw by itself.

Reached by a signed link (a QR code on the seat list and on the evening page), so it works
for a club that does not publish its results too: whoever was given the link may see who
sits where tonight, nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.core import signing
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_safe

from tournament.models import Evening, EveningStatus
from tournament.seating.named import SeatLine, TableSeating
from tournament.seating.overview import RoundOverview, remembered_seating

SALT = "tournament.seat-finder"


def finder_token(evening: Evening) -> str:
    """The same for an evening every time it is printed or shown."""
    return signing.Signer(salt=SALT).sign(str(evening.pk))


def finder_url(evening: Evening) -> str:
    return reverse("seat_finder", args=[finder_token(evening)])


@dataclass(frozen=True)
class Place:
    """One player's place in the round: a table and seat, or a bye (table None)."""

    name: str
    number: int
    table: int | None
    role: str = ""  # deals first / keeps the score
    partner: str = ""  # at fixed tables, where the partner changes every round


def places(round_: RoundOverview) -> list[Place]:
    found = [Place(seat.name, seat.number, table.table,
                   "dealer" if seat == table.dealer else
                   "scorer" if seat == table.scorekeeper else "",
                   _partner(table, seat) if round_.fixed_tables and not table.solo else "")
             for table in round_.tables for seat in table.seats]
    found += [Place(seat.name, seat.number, None) for seat in round_.byes]
    return sorted(found, key=lambda p: p.name.lower())


def _partner(table: TableSeating, seat: SeatLine) -> str:
    """The name of the seat's partner: seats 1+3 and 2+4 of the table."""
    return next(b.name if a == seat else a.name
                for a, b in (table.pair_a, table.pair_b) if seat in (a, b))


# Asked again on every visit (a seat may change with a swap); an unchanged page then comes
# back as 304 without its content (clubs.middleware.ConditionalPages).
@cache_control(no_cache=True, private=True)
@require_safe
def seat_finder(request: HttpRequest, token: str) -> HttpResponse:
    try:
        pk = int(signing.Signer(salt=SALT).unsign(token))
    except (signing.BadSignature, ValueError, TypeError) as error:
        raise Http404("Unknown code") from error
    evening = Evening.objects.select_related("season__club").filter(pk=pk).first()
    if evening is None:
        raise Http404("Unknown evening")
    drawn = [round_ for round_ in remembered_seating(evening).rounds if round_.drawn]
    round_ = drawn[-1] if drawn else None
    context = {
        "evening": evening, "club": evening.club, "round": round_,
        "places": places(round_) if round_ else [],
        "closed": evening.status == EveningStatus.CLOSED,
    }
    template = "tournament/seat_finder_list.html" if request.headers.get(
        "X-Refresh") else "tournament/seat_finder.html"
    return render(request, template, context)
