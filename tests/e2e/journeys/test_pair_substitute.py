"""A pair plays with a substitute (invaller), checked in by two organisers at the door, one
on a phone and one on a laptop: Kees sits in for pair 2's absent partner; Kees again for
pair 3, Joop (already ticked in as a player) and a member of pair 1 are refused at the
substitute's field; a substitute for a pair the other organiser has just ticked present, and
that pair ticked present a second time from a page opened before, are refused with a
message; a guest, typed, sits in for pair 4 (taken back and chosen again); the draw seats
pair 2 with Kees. On the pairs page a pair that played is not deleted, one made by mistake
is. Nothing refused is saved."""

from __future__ import annotations

from datetime import date

import pytest
from playwright.sync_api import expect

from clubs.models import Member, PlayFormat
from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_members, make_organiser, make_season
from tournament.formats.fixed_pairs.pairs import make_pair
from tournament.models import Attendance, Evening, Seat, Substitute

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

OTHER = {"phone": "laptop", "laptop": "phone"}


def substitute(page, away: str, *, member: str = "", guest: str = "") -> None:
    """Fill the substitute form as a person does: who is away, then the member or a guest."""
    page.get_by_label("Invaller voor").select_option(label=away)
    page.get_by_label("Invaller:", exact=True).select_option(label=member or "(kies een lid)")
    page.get_by_label("Of de naam van een gast").fill(guest)
    page.get_by_role("button", name="Aanmelden met invaller").click()


def said(page, text: str) -> None:
    expect(page.locator(".message.success")).to_contain_text(text)


def field_error(page, text: str) -> None:
    expect(page.locator(".form-row.has-error")).to_have_count(1)
    expect(page.locator(".form-row.has-error")).to_contain_text(text)


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("tournament:pair_checkin", "tournament:pair_substitute", "tournament:pair_delete",
        "tournament:substitute_remove", "tournament:checkin_toggle", "tournament:draw")
def test_two_organisers_check_in_pairs_with_substitutes(people, device):
    club = make_club("De Invallers")
    make_organiser(club, "annie")
    make_organiser(club, "bert")
    members = make_members(club, 8, prefix="Schoppen")
    names = [m.name for m in members]
    for name in ("Kees Bakker", "Joop Smit"):  # members in no pair
        Member.objects.create(club=club, name=name)
    season = make_season(club, name="Paren 2026", format=PlayFormat.FIXED_PAIRS)
    for k in range(4):
        make_pair(season, members[2 * k], members[2 * k + 1])
    evening = Evening.objects.create(season=season, date=date(2026, 10, 7), round_count=2,
                                     status="CHECK_IN")
    pairs_url = f"/club/{club.slug}/avond/{evening.pk}/aanmelden/paren/"
    annie = people(device, "substitute-annie")
    bert = people(OTHER[device], "substitute-bert")
    annie.log_in("annie", "secret-pass-123")
    bert.log_in("bert", "secret-pass-123")
    page = annie.page

    # Joop came to play and is ticked in on the check-in page, as a player.
    annie.open(f"/club/{club.slug}/avond/{evening.pk}/aanmelden/")
    page.get_by_role("button", name="Joop Smit aanmelden").click()
    expect(page.get_by_role("button", name="Joop Smit is aanwezig; klik om af te melden")
           ).to_be_visible()
    page.get_by_role("link", name="Aanmelden per paar").click()
    annie.look("pairs-check-in")

    # Pair 2's second partner is away: Kees plays for him.
    substitute(page, f"{names[3]} (paar 2, met {names[2]})", member="Kees Bakker")
    said(page, f"Paar 2: {names[2]} & {names[3]} speelt vanavond met invaller Kees Bakker.")
    expect(page.locator("#pair-2")).to_contain_text("Speelt vanavond met invaller Kees Bakker.")
    annie.look("kees-for-pair-2")

    # Kees already plays, Joop too, and a member of pair 1 is no substitute: each refused
    # at the substitute's field, nothing saved.
    before = (Attendance.objects.count(), Substitute.objects.count())
    substitute(page, f"{names[5]} (paar 3, met {names[4]})", member="Kees Bakker")
    field_error(page, "Kees Bakker speelt vanavond al, als invaller voor paar 2.")
    annie.look("kees-twice")
    substitute(page, f"{names[5]} (paar 3, met {names[4]})", member="Joop Smit")
    field_error(page, "Joop Smit speelt vanavond al: aangemeld als speler.")
    substitute(page, f"{names[5]} (paar 3, met {names[4]})", guest="kees bakker")
    field_error(page, "Er is al een lid met de naam kees bakker: kies die in de lijst.")
    annie.look("refused")
    assert (Attendance.objects.count(), Substitute.objects.count()) == before

    # Bert opened the page before; Annie then ticks pair 3 present.
    bert.open(pairs_url)
    page.get_by_role("button", name="Paar 3 aanwezig").click()
    said(page, f"Paar 3: {names[4]} & {names[5]} is aanwezig.")
    # Bert, from his older page: pair 3 present a second time, and a substitute for it.
    bert.page.get_by_role("button", name="Paar 3 aanwezig").click()
    expect(bert.page.get_by_text("Paar 3 is al aanwezig.")).to_be_visible()
    bert.open(pairs_url)
    bert.page.get_by_role("button", name="Paar 1 aanwezig").wait_for()
    page.reload()
    page.get_by_role("button", name="Paar 1 aanwezig").click()
    said(page, f"Paar 1: {names[0]} & {names[1]} is aanwezig.")
    substitute(bert.page, f"{names[1]} (paar 1, met {names[0]})", guest="Truus de Gast")
    field_error(bert.page, f"{names[1]} is vanavond aanwezig: meld paar 1 aan zonder invaller.")
    bert.look("pair-1-present-meanwhile")
    assert Attendance.objects.filter(evening=evening).count() == 2 + 2 + 2 + 1

    # Pair 4's first partner is away: a guest, typed, plays for him.
    bert.open(pairs_url)
    substitute(bert.page, f"{names[6]} (paar 4, met {names[7]})", guest="Truus de Gast")
    said(bert.page, f"Paar 4: {names[6]} & {names[7]} speelt vanavond met invaller Truus "
         "de Gast.")
    assert Member.objects.get(name="Truus de Gast").is_guest
    bert.look("guest-for-pair-4")
    # A slip: taken back, and given again, now chosen from the list as the guest she is.
    bert.page.get_by_role("button", name="Paar 4 zonder invaller").click()
    said(bert.page, "Paar 4 speelt zonder invaller.")
    assert not Attendance.objects.filter(evening=evening, member__name="Truus de Gast").exists()
    substitute(bert.page, f"{names[6]} (paar 4, met {names[7]})", member="Truus de Gast")
    expect(bert.page.locator("#pair-4")).to_contain_text(
        "Speelt vanavond met invaller Truus de Gast.")

    # Joop goes home: he is ticked out; the draw seats the pairs, pair 2 as Kees's pair.
    annie.open(f"/club/{club.slug}/avond/{evening.pk}/aanmelden/")
    page.get_by_role("button", name="Joop Smit is aanwezig; klik om af te melden").click()
    expect(page.get_by_role("button", name="Joop Smit aanmelden")).to_be_visible()
    annie.open(evening.get_absolute_url())
    page.get_by_role("button", name="Boom 1 loten").click()
    expect(page.get_by_text("Boom 1 is geloot")).to_be_visible()
    expect(page.locator("#boom-1")).to_contain_text(
        f"Paar 2: {names[2]} & Kees Bakker (invaller)")
    annie.look("drawn")
    seated = set(Seat.objects.filter(round__evening=evening).values_list("member__name",
                                                                          flat=True))
    assert {"Kees Bakker", "Truus de Gast", names[2], names[7]} <= seated
    assert names[3] not in seated and names[6] not in seated

    # Bert takes a substitute back before he played: refused, he has a seat now.
    bert.open(pairs_url)
    bert.page.get_by_role("button", name="Paar 4 zonder invaller").click()
    expect(bert.page.get_by_text("Truus de Gast heeft vanavond al een plaats gehad: de "
                                 "invaller blijft.")).to_be_visible()
    bert.look("substitute-stays")

    # On the pairs page: pair 3 has played and is not deleted (it can retire); pair 5, made
    # by mistake and never played, goes.
    make_pair(season, *Member.objects.filter(name__in=("Kees Bakker", "Joop Smit")))
    annie.open(season.get_absolute_url())
    page.get_by_role("link", name="Paren", exact=True).click()
    page.get_by_role("button", name="Paar 3 verwijderen").click()
    expect(page.locator(".message.error")).to_contain_text(
        "Paar 3 heeft gespeeld en kan niet verwijderd worden, zodat de uitslagen kloppen. "
        "Laat het paar stoppen")
    page.get_by_role("button", name="Paar 5 verwijderen").click()
    said(page, "Paar 5 is verwijderd.")
    assert sorted(season.pairs.values_list("number", flat=True)) == [1, 2, 3, 4]
    annie.look("pair-deleted")
