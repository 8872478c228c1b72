"""A season of fixed pairs (koppelklaverjassen): 13 pairs, three evenings of four rounds of
16 games, a staand paar every round. The first two evenings were played before (their
tables' totals stored through the site's own services); the third is run in the browser:
the organiser ticks twelve pairs present and pair 3 with a substitute (Kees plays for an
absent partner), draws the four rounds, table 1 of round 1 types its sheet on a phone game by
game and the other pair confirms it on theirs, the organiser closes the evening and reads
the pair prize list and the season's standings per pair.

Hand count, from the rules and not the code:
- Pair k's round in evening e, at any table the organisers typed, is 1296 + 10 x v(k, e),
  v = (3k + 7e) mod 13: two pairs at a table share 16 games of 162 card points (2592) and
  roem in tens, as the totals form allows. A staand paar gets the club's fixed bye, 1400.
- Table 1 of evening 3's first round is typed on the phone. The player after the dealer must
  play (the club's rule): pair B plays the odd games, pair A the even ones. The players
  type pair A's card points; the other pair's are the rest of 162: in a game pair A plays,
  91 - 71 (made: more than half), in a game pair B plays, 65 - 97 (made). No roem, no pit.
  Pair A: 8 x 91 + 8 x 65 = 1248; pair B: 8 x 71 + 8 x 97 = 1344.
- A pair's evening is its four rounds; the season counts all evenings minus the lowest one.
- The prize list: places 1, 2 and second-to-last of the evening's ranking of pairs.
The draw is random (a recorded seed), so who meets whom and who stands are read back from
the seats; every number is then counted from the rules above.
"""

from __future__ import annotations

import re
from datetime import date

import pytest
from playwright.sync_api import expect

from clubs.models import ByeScoreRule, Member, PlayFormat, SeasonCounting
from scoring.closing.service import close_evening
from scoring.rules import ACHIEVABLE_POINTS
from scoring.sheets.save import save_totals
from scoring.sheets.tokens import check_token, table_token
from scoring.systems.klaverjas import KLAVERJAS
from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_members, make_organiser, make_season
from tournament.formats.fixed_pairs.pairs import check_in_pair, make_pair
from tournament.models import Evening, EveningStatus, PairMember, Round, Seat
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PAIRS = 13
ROUND_COUNT = 4
GAMES = 16
BYE = 1400
# Table 1 of the third evening's first round, typed on the phone: pair A's card points in a
# game pair A plays (even games) and in a game pair B plays (odd games).
A_PLAYS, B_PLAYS = 91, 65
PHONE_A, PHONE_B = 8 * 91 + 8 * 65, 8 * (162 - 91) + 8 * (162 - 65)  # 1248, 1344


def round_score(pair: int, evening: int) -> int:
    return 1296 + 10 * ((3 * pair + 7 * evening) % 13)


def tables(round_: Round) -> tuple[list[tuple[int, int]], int]:
    """The round's tables as (pair on seats 1 and 3, pair on 2 and 4), and the staand paar,
    by pair number, read from the drawn seats."""
    pair_of = {m.member_id: m.pair.number for m in PairMember.objects.filter(
        season=round_.evening.season).select_related("pair")}
    for substitute in round_.evening.substitutes.select_related("pair"):
        pair_of[substitute.substitute_id] = substitute.pair.number
    seats = list(Seat.objects.filter(round=round_).order_by("number"))
    by_table: dict[int, list[int]] = {}
    byes = set()
    for seat in seats:
        if seat.table is None:
            byes.add(pair_of[seat.member_id])
        else:
            by_table.setdefault(seat.table, []).append(pair_of[seat.member_id])
    assert len(byes) == 1, byes  # one staand paar: both partners
    played = []
    for table in sorted(by_table):
        one, two, three, four = by_table[table]
        assert one == three and two == four and one != two  # partners never split
        played.append((one, two))
    return played, byes.pop()


def type_totals(round_: Round, evening_no: int, user, *, skip: int | None = None) -> None:
    """The organisers' totals of every table but ``skip``, through the site's service."""
    played, _bye = tables(round_)
    for table, (a, b) in enumerate(played, start=1):
        if table != skip:
            save_totals(round_, table, round_score(a, evening_no), round_score(b, evening_no),
                        sheet=KLAVERJAS, version=0, user=user)


def counted(evening_no: int, rounds: list[tuple[list[tuple[int, int]], int]], *,
            phone: bool = False) -> dict[int, int]:
    """Each pair's evening, counted by hand from who met whom and who stood."""
    totals = dict.fromkeys(range(1, PAIRS + 1), 0)
    for number, (played, bye) in enumerate(rounds, start=1):
        totals[bye] += BYE
        for table, (a, b) in enumerate(played, start=1):
            if phone and number == 1 and table == 1:
                totals[a] += PHONE_A
                totals[b] += PHONE_B
            else:
                totals[a] += round_score(a, evening_no)
                totals[b] += round_score(b, evening_no)
    return totals


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("tournament:pair_checkin", "tournament:pair_substitute", "tournament:draw",
        "scoring:table_sheet", "scoring:table_check", "scoring:close")
def test_a_season_of_thirteen_pairs(people, device):
    assert {A_PLAYS, 162 - A_PLAYS, B_PLAYS, 162 - B_PLAYS} <= set(ACHIEVABLE_POINTS)
    club = make_club("De Vaste Paren")
    annie_user = make_organiser(club, "annie")
    members = make_members(club, 2 * PAIRS, prefix="Harten")
    kees = Member.objects.create(club=club, name="Kees Bakker")  # in no pair
    season = make_season(
        club, name="Parencompetitie 2026", format=PlayFormat.FIXED_PAIRS,
        games_per_round=GAMES, rounds_per_evening=ROUND_COUNT, bye_score_rule=ByeScoreRule.FIXED,
        bye_score=BYE, season_counting=SeasonCounting.DROP_LOWEST, season_count_n=1,
        prize_places="1,2,-2", table_entry=True, table_confirmation=True)
    pairs = [make_pair(season, members[2 * k], members[2 * k + 1]) for k in range(PAIRS)]
    evenings = [Evening.objects.create(season=season, date=date(2026, 9, 2 + 7 * n),
                                       round_count=ROUND_COUNT, status=EveningStatus.CHECK_IN)
                for n in range(3)]
    rounds: dict[int, list[tuple[list[tuple[int, int]], int]]] = {}

    # Evenings 1 and 2, played before: every pair present, drawn, totals typed, closed.
    for evening_no, evening in enumerate(evenings[:2], start=1):
        for made in pairs:
            check_in_pair(evening, made, user=annie_user)
        rounds[evening_no] = []
        for number in range(1, ROUND_COUNT + 1):
            draw_round(evening, number, seed=100 * evening_no + number, user=annie_user)
            round_ = Round.objects.get(evening=evening, number=number)
            type_totals(round_, evening_no, annie_user)
            rounds[evening_no].append(tables(round_))
        close_evening(Evening.objects.get(pk=evening.pk), annie_user)

    # Evening 3 in the browser: the pairs at the door, pair 3 with Kees for its partner.
    evening = evenings[2]
    annie = people(device, "pairs-season")
    page = annie.page
    annie.log_in("annie", "secret-pass-123")
    annie.open(f"/club/{club.slug}/avond/{evening.pk}/aanmelden/paren/")
    for k in range(1, PAIRS + 1):
        if k != 3:
            page.get_by_role("button", name=f"Paar {k} aanwezig").click()
            expect(page.locator(".message.success")).to_contain_text(f"Paar {k}:")
    away = members[5].name
    page.get_by_label("Invaller voor").select_option(
        label=f"{away} (paar 3, met {members[4].name})")
    page.get_by_label("Invaller:", exact=True).select_option(label="Kees Bakker")
    page.get_by_role("button", name="Aanmelden met invaller").click()
    expect(page.locator(".message.success")).to_contain_text("met invaller Kees Bakker")
    annie.look("checked-in")
    assert evening.attendances.count() == 2 * PAIRS
    assert not evening.attendances.filter(member=members[5]).exists()

    # Round 1 drawn; table 1 types its sheet on a phone, the other pair confirms it.
    page.get_by_role("link", name="Klaar: naar de loting").click()
    page.get_by_role("button", name="Boom 1 loten").click()
    expect(page.get_by_text("Boom 1 is geloot")).to_be_visible()
    first = Round.objects.get(evening=evening, number=1)
    rounds[3] = [tables(first)]
    a, _b = rounds[3][0][0][0]
    expect(page.locator("#boom-1 .pairs.partners").first).to_contain_text(f"Paar {a}:")
    annie.look("boom-1-drawn")
    assert 3 in {p for table in rounds[3][0][0] for p in table} | {rounds[3][0][1]}
    seated = Seat.objects.filter(round=first, member=kees).first()
    assert seated is not None  # Kees sits where pair 3 was drawn

    scorer = people("phone", "pairs-season-scorer")
    scorer.open(f"/kaart/{table_token(first, 1)}/")
    scorer.tap_field(scorer.page.locator('[name="g1-points_a"]'))
    for game in range(1, GAMES + 1):  # a number and Enter per game; Enter in game 16 saves
        scorer.page.keyboard.type(str(B_PLAYS if game % 2 else A_PLAYS))
        scorer.page.keyboard.press("Enter")
    expect(scorer.page.get_by_role("heading", name="Dank u, de kaart is verstuurd")
           ).to_be_visible()
    scorer.look("sent")
    other = people("phone", "pairs-season-other-pair")
    other.open(f"/controle/{check_token(first, 1)}/")
    other.page.get_by_role("button", name="Ja, elk spel klopt").tap()
    expect(other.page.get_by_text("u hebt de kaart bevestigd")).to_be_visible()
    other.look("confirmed")
    type_totals(first, 3, annie_user, skip=1)  # the other tables' totals came in

    # Rounds 2 to 4: drawn in the browser, their totals typed by the organisers.
    for number in range(2, ROUND_COUNT + 1):
        annie.open(evening.get_absolute_url())
        page.get_by_role("button", name=f"Boom {number} loten").click()
        expect(page.get_by_text(f"Boom {number} is geloot")).to_be_visible()
        round_ = Round.objects.get(evening=evening, number=number)
        type_totals(round_, 3, annie_user)
        rounds[3].append(tables(round_))
    standing = [bye for _played, bye in rounds[3]]
    assert len(set(standing)) == ROUND_COUNT  # no pair stands twice in an evening
    annie.look("boom-4-drawn")

    # Closing, and the prize list per pair.
    annie.open(f"/club/{club.slug}/avond/{evening.pk}/afsluiten/")
    page.get_by_role("button", name="Ja, avond afsluiten").click()
    expect(page.get_by_role("heading", name="Prijzen")).to_be_visible()
    annie.look("prizes")
    tonight = counted(3, rounds[3], phone=True)
    ranked = sorted(tonight.values(), reverse=True)
    winners = page.locator(".prize-list .prize-name").all_inner_texts()
    scores = page.locator(".prize-list .number").all_inner_texts()
    assert scores == [f"{ranked[0]:,}".replace(",", "."), f"{ranked[1]:,}".replace(",", "."),
                      f"{ranked[-2]:,}".replace(",", ".")]
    for name, shown in zip(winners, scores, strict=True):
        pair = int(re.match(r"Paar (\d+):", name).group(1))  # type: ignore[union-attr]
        assert f"{tonight[pair]:,}".replace(",", ".") == shown, name
    # The season's standings per pair: three evenings, the lowest one dropped.
    evenings_counted = [counted(1, rounds[1]), counted(2, rounds[2]), tonight]
    season_total = {k: sum(e[k] for e in evenings_counted) - min(e[k] for e in evenings_counted)
                    for k in range(1, PAIRS + 1)}
    annie.open(f"/club/{club.slug}/seizoen/{season.pk}/stand/")
    annie.look("standings")
    rows = page.locator("tbody tr").filter(
        has_text=re.compile(r"Paar \d+:"))
    expect(rows).to_have_count(PAIRS)
    shown_totals = {}
    for text in rows.all_inner_texts():
        pair = int(re.search(r"Paar (\d+):", text).group(1))  # type: ignore[union-attr]
        shown_totals[pair] = text
    for pair, total in season_total.items():
        assert f"{total:,}".replace(",", ".") in shown_totals[pair], (pair, total)
    order = [int(re.search(r"Paar (\d+):", t).group(1))  # type: ignore[union-attr]
             for t in rows.all_inner_texts()]
    assert [season_total[k] for k in order] == sorted(season_total.values(), reverse=True)
