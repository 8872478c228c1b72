"""A big pairs evening: 100 pairs (50 tables) checked in at the door by two volunteers on
their phones at the same time. Each finds a pair in two taps: the search ("Zoek een paar:
naam of nummer"), then "Paar N aanwezig". Phone 1 takes pairs 1-50 by number, phone 2 pairs
51-100 by a member's name, one tap each in turn; both try pair 50 once, and the second is
told it is already present. At the end: 200 players present, each pair once."""

from __future__ import annotations

import time
from datetime import date

import pytest
from playwright.sync_api import Locator, Page, expect

from clubs.models import Member, PlayFormat
from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_organiser, make_season
from tournament.formats.fixed_pairs.pairs import make_pair
from tournament.models import Attendance, Evening

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PAIRS = 100


def search_box(page: Page) -> Locator:
    return page.get_by_label("Zoek een paar: naam of nummer")


def search(page, query: str) -> None:
    """Tap one: type in the search, once the page is all there (its scripts too: typed
    before they run, the list does not narrow until typed again; after a tap see ``told``)."""
    page.wait_for_load_state()
    search_box(page).fill(query)


def soon(page, condition: str, arg: object) -> None:
    """Wait until the page shows ``condition`` (JavaScript, given ``arg``), looked at every
    frame. Playwright's ``expect`` looks again at 20, 50 and 100 ms, then every 0.5 s: a
    search answered after its 250 ms pause missed the look at 270 ms and waited for the
    one at 770 ms, two hundred times in this journey. The ``expect`` after it says what
    the test asks, and passes at once."""
    page.wait_for_function(condition, arg=arg)


def narrowed(page, number: int) -> None:
    """The list has narrowed to the one pair."""
    soon(page, "n => { const items = document.querySelectorAll('#pairs-tonight > li'); "
               "return items.length === 1 && items[0].id === `pair-${n}`; }", number)
    expect(page.locator("#pairs-tonight > li")).to_have_count(1)
    expect(page.locator(f"#pair-{number}")).to_be_visible()


def find(page, query: str, number: int) -> None:
    """Tap one: type in the search; the list narrows to the one pair."""
    search(page, query)
    narrowed(page, number)


def tap(page, number: int) -> None:
    """Tap two: htmx posts it and swaps in the page the server answers, no reload."""
    page.get_by_role("button", name=f"Paar {number} aanwezig", exact=True).click()


def told(page, kind: str, text: str) -> None:
    """What the tap answered, and the search emptied and focused for the next pair. htmx
    focuses the new search box once it has set it up, so after this the next search
    narrows the list (typed earlier, it would not)."""
    soon(page, "([kind, text]) => { const told = document.querySelector(`.message.${kind}`); "
               "const box = document.getElementById('id_q'); "
               "return told !== null && told.textContent.trim() === text "
               "&& box === document.activeElement && box.value === ''; }", [kind, text])
    expect(page.locator(f".message.{kind}")).to_have_text(text)
    expect(search_box(page)).to_have_value("")
    expect(search_box(page)).to_be_focused()


@pytest.mark.parametrize("device", ["phone"])  # both volunteers use their phones
@covers("tournament:pair_checkin")
def test_two_phones_check_in_a_hundred_pairs_at_the_door(people, device):
    club = make_club("De Grote Avond")
    make_organiser(club, "annie")
    make_organiser(club, "bert")
    season = make_season(club, name="Parenavond 2026", format=PlayFormat.FIXED_PAIRS)
    # Pair k: "Klaver 2k-1" and "Ruiten 2k", names no other member's name holds.
    for k in range(1, PAIRS + 1):
        first = Member.objects.create(club=club, name=f"Klaver {2 * k - 1:03d}")
        second = Member.objects.create(club=club, name=f"Ruiten {2 * k:03d}")
        make_pair(season, first, second)
    evening = Evening.objects.create(season=season, date=date(2026, 11, 28), round_count=4,
                                     status="CHECK_IN")
    url = f"/club/{club.slug}/avond/{evening.pk}/aanmelden/paren/"
    annie = people(device, "door-annie")
    bert = people(device, "door-bert")
    annie.log_in("annie", "secret-pass-123")
    bert.log_in("bert", "secret-pass-123")
    annie.open(url)
    bert.open(url)
    expect(annie.page.locator("#pairs-tonight > li")).to_have_count(PAIRS)
    one, two = annie.page, bert.page
    for page in (one, two):  # gone if a tap reloaded the page instead of swapping it in
        page.evaluate("window.openedAtTheDoor = true")

    # "7" is pair 7 only, not 17, 27 or 70.
    find(one, "7", 7)
    annie.look("search-7")
    # A member's name (any part of it, any case) finds his pair.
    find(two, "ruiten 102", 51)
    bert.look("search-name")

    started = time.monotonic()
    for k in range(1, PAIRS // 2):  # pairs 1-49 and 51-99, one tap each in turn
        # Both volunteers type at the same time, as they tap at the same time.
        search(one, str(k))
        search(two, f"Ruiten {2 * (k + 50):03d}")
        narrowed(one, k)
        narrowed(two, k + 50)
        # One tap after the other's answer: the live server answers every request on the
        # test's one in-memory SQLite connection, so two writes at once cannot be tested
        # here (the race of two taps is tested in tests/tournament/formats/).
        tap(one, k)
        told(one, "success",
             f"Paar {k}: Klaver {2 * k - 1:03d} & Ruiten {2 * k:03d} is aanwezig.")
        tap(two, k + 50)
        told(two, "success",
             f"Paar {k + 50}: Klaver {2 * k + 99:03d} & Ruiten {2 * k + 100:03d} is aanwezig.")

    # Both find pair 50; Annie is first, Bert's tap from his open page is refused.
    find(one, "50", 50)
    find(two, "Klaver 099", 50)
    tap(one, 50)
    told(one, "success", "Paar 50: Klaver 099 & Ruiten 100 is aanwezig.")
    tap(two, 50)
    told(two, "error", "Paar 50 is al aanwezig.")
    bert.look("pair-50-twice")
    find(two, "Ruiten 200", 100)
    tap(two, 100)
    told(two, "success", "Paar 100: Klaver 199 & Ruiten 200 is aanwezig.")
    print(f"\n100 pairs checked in from two phones in {time.monotonic() - started:.1f} s")

    # Nothing lost, nothing doubled: every list shows every pair present.
    expect(two.locator("#pairs-tonight > li")).to_have_count(PAIRS)
    expect(two.get_by_role("button", name="aanwezig")).to_have_count(0)
    expect(two.locator("#pairs-tonight > li", has_text="aanwezig")).to_have_count(PAIRS)
    bert.look("all-present")
    assert one.evaluate("window.openedAtTheDoor") and two.evaluate("window.openedAtTheDoor")
    assert Attendance.objects.filter(evening=evening).count() == 2 * PAIRS
    assert set(Attendance.objects.filter(evening=evening).values_list(
        "member__name", flat=True)) == set(Member.objects.filter(club=club).values_list(
            "name", flat=True))
