"""An evening of fixed pairs (koppelklaverjassen) in the browser: the organiser makes five
pairs on the pairs page, checks the ten players in (two pairs player by player, three by
pair), draws two rounds of 12 games (pairs
against pairs, a staand paar each round), types each table's round totals, closes and reads
the prize list per pair.

Hand count, from the rules and not the code: pair k scores 972 + 10k in every round it
plays (two pairs at a table hand out 972 + 10a + 972 + 10b = 1944 + 10(a + b): twelve
games of 162 and roem in tens, as the totals form allows). A staand paar gets its own
average of the evening (the club's bye rule), which is its one round played. So whoever the
draw seats where, pair k's evening is 2 x (972 + 10k) = 1944 + 20k:
pair 5: 2044, pair 4: 2024, pair 3: 2004, pair 2: 1984, pair 1: 1964. The prizes (places
1, 2 and second-to-last) go to pair 5 (2.044), pair 4 (2.024) and pair 2 (1.984).
"""

from __future__ import annotations

import re
from datetime import date

import pytest
from playwright.sync_api import expect

from clubs.models import ByeScoreRule, EntryMode, PlayFormat
from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_members, make_organiser, make_season
from tournament.models import Evening, Seat

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def score(pair: int) -> int:
    return 972 + 10 * pair


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("tournament:pairs", "tournament:pair_checkin", "tournament:evening_create",
        "tournament:evening_status",
        "tournament:checkin_toggle", "tournament:draw", "scoring:sheet", "scoring:close")
def test_an_evening_of_fixed_pairs(people, device):
    club = make_club("De Koppelaars")
    make_organiser(club, "annie")
    members = make_members(club, 10, prefix="Ruiten")
    names = [m.name for m in members]
    pair_of = {m.pk: 1 + i // 2 for i, m in enumerate(members)}  # pair k: members 2k-1, 2k
    season = make_season(club, name="Paren 2026", format=PlayFormat.FIXED_PAIRS,
                         games_per_round=12, entry_mode=EntryMode.TOTALS_ONLY,
                         bye_score_rule=ByeScoreRule.OWN_AVERAGE, prize_places="1,2,-2")
    annie = people(device, "pairs-evening")
    page = annie.page
    annie.log_in("annie", "secret-pass-123")

    # The pairs, made on the pairs page.
    annie.open(season.get_absolute_url())
    page.get_by_role("link", name="Paren", exact=True).click()
    for k in range(5):
        page.get_by_label("Eerste partner").select_option(label=names[2 * k])
        page.get_by_label("Tweede partner").select_option(label=names[2 * k + 1])
        page.get_by_role("button", name="Paar maken").click()
        expect(page.get_by_text(f"Paar {k + 1}: {names[2 * k]} & {names[2 * k + 1]} is "
                                "gemaakt.")).to_be_visible()
    annie.look("pairs")

    # The evening, the check-in of both partners of every pair.
    annie.open(season.get_absolute_url())
    page.get_by_role("link", name="Speelavond plannen").click()
    page.get_by_label("Datum").fill(str(date(2026, 10, 7)))
    page.get_by_label(re.compile("Bomen")).fill("2")
    page.get_by_role("button", name="Speelavond plannen").click()
    evening = Evening.objects.get(season=season)
    page.get_by_role("button", name="Aanmelden starten").click()
    page.wait_for_load_state()
    # pairs 4 and 5 player by player, pairs 1 to 3 by pair (one tap each)
    for name in names[6:]:
        page.get_by_role("button", name=f"{name} aanmelden").click()
        expect(page.get_by_role("button", name=re.compile(f"{re.escape(name)} is aanwezig"))
               ).to_be_visible()
    page.get_by_role("link", name="Aanmelden per paar").click()
    expect(page.locator("#pairs-tonight li", has_text="Paar 4:")).to_contain_text("aanwezig")
    for k in (1, 2, 3):
        page.get_by_role("button", name=f"Paar {k} aanwezig").click()
        expect(page.get_by_text(f"Paar {k}: {names[2 * k - 2]} & {names[2 * k - 1]} is "
                                "aanwezig.")).to_be_visible()
    expect(page.get_by_role("button", name=re.compile(r"Paar \d aanwezig"))).to_have_count(0)
    # every pair is present: no pair needs a substitute, the form is not offered
    expect(page.get_by_role("heading", name="Een paar met een invaller")).to_have_count(0)
    annie.look("pairs-checked-in")
    assert evening.attendances.count() == 10

    # Two rounds: drawn, then each table's totals typed on the scores page.
    page.get_by_role("link", name="Klaar: naar de loting").click()
    standing = []
    for number in (1, 2):
        if number == 2:
            annie.open(evening.get_absolute_url())
        page.get_by_role("button", name=f"Boom {number} loten").click()
        expect(page.get_by_text(f"Boom {number} is geloot")).to_be_visible()
        seats = dict(Seat.objects.filter(round__evening=evening, round__number=number)
                     .values_list("number", "member_id"))
        # pairs against pairs: 1+3 and 2+4 partners, 9 and 10 the staand paar
        assert sorted(seats) == list(range(1, 11))
        for first in (1, 2, 5, 6):
            assert pair_of[seats[first]] == pair_of[seats[first + 2]]
        assert pair_of[seats[9]] == pair_of[seats[10]]
        standing.append(pair_of[seats[9]])
        s = standing[-1]
        expect(page.locator(f"#boom-{number} .byes")).to_contain_text(
            f"Staand paar: Paar {s}: {names[2 * s - 2]} & {names[2 * s - 1]}")
        # each table names its two pairs with their seats
        for table in (1, 2):
            lines = page.locator(f"#boom-{number} .table-card").nth(table - 1).locator(
                ".pairs.partners")
            for k, first in enumerate((4 * table - 3, 4 * table - 2)):
                p = pair_of[seats[first]]
                expect(lines.nth(k)).to_have_text(
                    f"{first} & {first + 2}: Paar {p}: {names[2 * p - 2]} & {names[2 * p - 1]}")
        annie.look(f"boom-{number}-drawn")
        annie.open(f"/club/{club.slug}/avond/{evening.pk}/scores/")
        for table in (1, 2):
            a, b = pair_of[seats[4 * table - 3]], pair_of[seats[4 * table - 2]]
            page.locator(f"#cell-{number}-{table}").click()
            page.get_by_label(re.compile("totaal paar A", re.I)).fill(str(score(a)))
            page.get_by_label(re.compile("totaal paar B", re.I)).fill(str(score(b)))
            page.get_by_role("button", name="Totalen opslaan").click()
            expect(page.locator(".message.success")).to_be_visible()
    assert standing[0] != standing[1]  # no pair sits out twice while another has not
    annie.look("totals")

    # Closing, and the prize list per pair.
    page.get_by_role("link", name="Avond afsluiten…").first.click()
    page.get_by_role("button", name="Ja, avond afsluiten").click()
    expect(page.get_by_role("heading", name="Prijzen")).to_be_visible()
    winners = page.locator(".prize-list .prize-name").all_inner_texts()
    totals = page.locator(".prize-list .number").all_inner_texts()
    assert list(zip(winners, totals, strict=True)) == [
        (f"Paar 5: {names[8]} & {names[9]}", "2.044"),
        (f"Paar 4: {names[6]} & {names[7]}", "2.024"),
        (f"Paar 2: {names[2]} & {names[3]}", "1.984"),
    ]
    annie.look("prizes")
