"""The printed seat list and the evening page tell every player the same number and name."""

from __future__ import annotations

import html
import re
from itertools import product

from clubs.models import Club, Member
from tests.factories import check_in, make_evening, make_season
from tests.tournament.helpers import read_seats
from tournament.seating.store import draw_round

FIRST = ("Petronella Wilhelmina", "Bartholomeus Johannes", "Henk", "Maria Magdalena",
         "Gerrit-Jan", "Cor", "Theodora Hendrika", "Jan")
LAST = ("de Haan-Scholten", "van der Veen-Vredenburg", "van Oldenbarnevelt", "Hooghiemstra",
        "ter Horst-Wijnbergen", "Bos", "Vos", "Zwartkruis-Obbink", "Bakker")
SEAT = re.compile(r'<span class="seat-number">(\d+)</span>\s*([^<]+?)\s*</li>')


def test_the_printed_seat_list_has_the_evening_pages_numbers_and_whole_names(
        club: Club, organiser_client):
    """16 tables and 3 byes of long names, one without a space that must break somewhere."""
    names = [f"{first} {last}" for first, last in product(FIRST, LAST)][:66]
    names.append("Aleksandrapetronellavanderheijdenbroek")
    assert "Petronella Wilhelmina de Haan-Scholten" in names
    evening = make_evening(make_season(club), round_count=2)
    check_in(evening, [Member.objects.create(club=club, name=name) for name in names])
    draw_round(evening, 1, seed=11)
    base = f"/club/{club.slug}/avond/{evening.pk}/"

    page = organiser_client.get(base).content.decode()
    printed = read_seats(organiser_client.get(base + "boom/1/zitplaatsen.pdf").content)

    on_page = {int(number): html.unescape(name) for number, name in SEAT.findall(page)}
    assert sorted(on_page) == list(range(1, 68)) and sorted(on_page.values()) == sorted(names)
    assert sorted(printed) == sorted(on_page)
    for number, name in on_page.items():
        seat = printed[number]
        assert "".join(seat.pieces).replace(" ", "") == name.replace(" ", ""), (number, seat)
        assert min(seat.sizes) >= 18, (number, seat)
