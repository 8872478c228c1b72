"""Klaverjas for three on a table's phone (360 px): the player chosen under "Alle tien slagen"
and "Verzaakt" is shown whole, not cut off ("3 Kees Me...")."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubs.models import GameSystem, Member
from scoring.sheets.tokens import table_token
from tests.factories import check_in, make_club, make_evening, make_season
from tournament.models import Round
from tournament.seating import store

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

NAMES = ["Kees Meulenbelt", "Gerrit Hofstede", "Annie Brinkhuis"]

# The chosen option's text against the room the closed select gives it (its inner width
# less the arrow), both as the browser lays them out.
FITS_JS = """select => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d');
    context.font = style.font;
    const text = context.measureText(select.selectedOptions[0].text).width;
    const room = select.clientWidth - parseFloat(style.paddingLeft)
        - parseFloat(style.paddingRight) - 24;
    return [text, room];
}"""


def test_the_player_of_all_ten_tricks_is_not_cut_off_on_a_phone(people):
    club = make_club("De Drie Troeven")
    season = make_season(club, game_system=GameSystem.THREE_PLAYER, rounds_per_evening=1,
                         table_entry=True)
    evening = make_evening(season, round_count=1)
    check_in(evening, [Member.objects.create(club=club, name=name) for name in NAMES])
    store.draw_round(evening, 1, seed=3)
    phone = people("phone", "three-names")
    page = phone.page
    phone.open(f"/kaart/{table_token(Round.objects.get(evening=evening), 1)}/")
    for field in ("g1-pit", "g1-revoke"):
        select = page.locator(f'[name="{field}"]')
        for option in select.locator("option").all()[1:]:
            select.select_option(option.get_attribute("value"))
            expect(select).to_have_value(option.get_attribute("value"))
            text, room = select.evaluate(FITS_JS)
            assert text <= room, (field, option.inner_text(), text, room)
    phone.look("names")
