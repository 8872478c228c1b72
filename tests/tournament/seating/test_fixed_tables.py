"""Fixed tables with rotating partners ("Vaste tafels, maten wisselen") as the organiser
draws them, round after round, in the database.

The evening of the finding: 9 players, 3 rounds of 16 games, a bye worth 1600 and the club's
rule of at most one bye per player per evening. Before, the one left over in round 1 sat out
all three rounds and won the evening on byes alone: 3 x 1600 = 4800 against 4226 for the best
player who played. A bye now rotates: each round another player sits out.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from itertools import combinations

import pytest
from django.utils import translation

from clubs.errors import UserError
from clubs.models import Club, PlayFormat
from tests.documents import pdf_strings
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Attendance, DrawMode, Round, Seat
from tournament.seating import store
from tournament.seating.finder import finder_url

BYE_SCORE = 1600
FIXED = PlayFormat.FIXED_TABLE  # the season's format (a club rule)


def _byes(evening) -> list[int]:
    return list(Seat.objects.filter(round__evening=evening, table=None)
                .order_by("round__number").values_list("member_id", flat=True))


def _partners(evening, number: int) -> set[frozenset[int]]:
    seats = dict(Seat.objects.filter(round__evening=evening, round__number=number,
                                     table__isnull=False).values_list("number", "member_id"))
    # Seats 1+3 and 2+4 of each table are partners: 1&3, 2&4, 5&7, 6&8.
    return {frozenset((seats[n], seats[n + 2])) for n in seats if (n - 1) % 4 in (0, 1)}


def _tables(evening, number: int) -> dict[int, set[int]]:
    tables: dict[int, set[int]] = {}
    for table, member in Seat.objects.filter(round__evening=evening, round__number=number,
                                             table__isnull=False).values_list("table",
                                                                             "member_id"):
        assert table is not None
        tables.setdefault(table, set()).add(member)
    return tables


@pytest.mark.django_db
@pytest.mark.parametrize("seed", [1, 2, 3, 7, 11])
def test_nine_players_at_fixed_tables_each_sit_out_at_most_one_round(club: Club, seed: int
                                                                     ) -> None:
    season = make_season(club, format=FIXED, bye_score=BYE_SCORE, max_byes_per_evening=1)
    evening = make_evening(season, round_count=3)
    check_in(evening, make_members(club, 9))
    for number in (1, 2, 3):
        store.draw_round(evening, number, seed=seed + number, mode=DrawMode.FIXED_TABLES)
    byes = _byes(evening)
    assert len(byes) == 3  # one staand nummer a round: 9 = 2 tables of 4 + 1
    # Three different players sit out once: nobody's byes are worth more than 1600 (before:
    # one player sat out all three rounds, 4800 on byes alone).
    assert max(Counter(byes).values()) == 1
    # Nobody partners anyone twice, and the tables keep at least three of their four.
    partners = [p for number in (1, 2, 3) for p in _partners(evening, number)]
    assert len(partners) == len(set(partners)) == 12
    for number in (2, 3):
        before, now = _tables(evening, number - 1), _tables(evening, number)
        assert all(len(before[t] & now[t]) >= 3 for t in (1, 2))


@pytest.mark.django_db
def test_eight_players_keep_their_tables_and_partner_each_table_mate_once(club: Club) -> None:
    evening = make_evening(make_season(club, format=FIXED), round_count=4)
    check_in(evening, make_members(club, 8))
    for number in (1, 2, 3, 4):
        store.draw_round(evening, number, seed=40 + number, mode=DrawMode.FIXED_TABLES)
    tables = [_tables(evening, n) for n in (1, 2, 3, 4)]
    # A fourth round does not move anyone to another table.
    assert tables[0] == tables[1] == tables[2] == tables[3]
    partners = [_partners(evening, n) for n in (1, 2, 3, 4)]
    mates = {frozenset(p) for t in tables[0].values() for p in combinations(t, 2)}
    assert partners[0] | partners[1] | partners[2] == mates  # 12 pairs, each once
    # Only then the rotation starts again: round 4's partners are round 1's.
    assert partners[3] == partners[0]


def _pairings(four: set[int]) -> list[set[frozenset[int]]]:
    """The three ways four players at a table can form two pairs."""
    a, b, c, d = sorted(four)
    return [{frozenset((a, b)), frozenset((c, d))}, {frozenset((a, c)), frozenset((b, d))},
            {frozenset((a, d)), frozenset((b, c))}]


@pytest.mark.django_db
def test_fixed_tables_after_new_draws_keep_the_last_tables_and_bring_back_no_partner(
        club: Club) -> None:
    """Rounds 1 and 2 new draws, round 3 at round 2's tables with the partners changed: a
    partner of round 1 or 2 comes back only where all three pairings of a table's four were
    played already."""
    for seed in range(6):
        evening = make_evening(make_season(club, format=FIXED), round_count=3, day=seed + 1)
        check_in(evening, make_members(club, 12, prefix=f"Avond {seed}"))
        store.draw_round(evening, 1, seed=seed, mode=DrawMode.RANDOM)
        store.draw_round(evening, 2, seed=seed + 100, mode=DrawMode.RANDOM)
        store.draw_round(evening, 3, seed=seed + 200, mode=DrawMode.FIXED_TABLES)
        assert _tables(evening, 3) == _tables(evening, 2)
        before = _partners(evening, 1) | _partners(evening, 2)
        now = _partners(evening, 3)
        for four in _tables(evening, 3).values():
            if any(not (pairing & before) for pairing in _pairings(four)):
                assert not {p for p in now if p <= four} & before


@pytest.mark.django_db
def test_fixed_tables_after_a_new_draw_rotate_its_tables(club: Club) -> None:
    evening = make_evening(make_season(club, format=FIXED), round_count=3)
    check_in(evening, make_members(club, 12))
    store.draw_round(evening, 1, seed=5, mode=DrawMode.RANDOM)
    store.draw_round(evening, 2, seed=6, mode=DrawMode.FIXED_TABLES)
    store.draw_round(evening, 3, seed=7, mode=DrawMode.FIXED_TABLES)
    assert _tables(evening, 1) == _tables(evening, 2) == _tables(evening, 3)
    partners = [p for n in (1, 2, 3) for p in _partners(evening, n)]
    assert len(partners) == len(set(partners)) == 18


@pytest.mark.django_db
def test_each_fixed_table_round_keeps_its_own_draw_code(club: Club) -> None:
    evening = make_evening(make_season(club, format=FIXED), round_count=3)
    check_in(evening, make_members(club, 8))
    for number, seed in ((1, 111), (2, 222), (3, 333)):
        store.draw_round(evening, number, seed=seed, mode=DrawMode.FIXED_TABLES)
    assert list(Round.objects.filter(evening=evening).order_by("number")
                .values_list("seed", flat=True)) == [111, 222, 333]
    assert [d.seed for _n, d in sorted(store.stored_draws(evening).items())] == [111, 222, 333]


@pytest.mark.django_db
def test_fixed_tables_refuse_a_latecomer_in_dutch_and_save_nothing(club: Club) -> None:
    evening = make_evening(make_season(club, format=FIXED), round_count=2)
    members = make_members(club, 9)
    check_in(evening, members[:8])
    store.draw_round(evening, 1, seed=1, mode=DrawMode.FIXED_TABLES)
    Attendance.objects.create(evening=evening, member=members[8], first_round=2)
    with translation.override("nl"), pytest.raises(UserError) as error:
        store.draw_round(evening, 2, seed=2, mode=DrawMode.FIXED_TABLES)
    assert str(error.value.message) == (
        "Vaste tafels houden de spelers van de vorige boom bij elkaar, maar nu zijn er "
        "andere spelers aanwezig. Kies voor deze boom een nieuwe loting.")
    assert list(Round.objects.filter(evening=evening).values_list("number", flat=True)) == [1]
    store.draw_round(evening, 2, seed=2, mode=DrawMode.RANDOM)  # the way out it names
    assert Seat.objects.filter(round__number=2).count() == 9


def _named_partners(evening, number: int) -> list[str]:
    """Each table's partners by name, from the stored seats: 1+3 against 2+4."""
    seats = dict(Seat.objects.filter(round__evening=evening, round__number=number,
                                     table__isnull=False).values_list("number", "member__name"))
    return [f"{seats[n]} & {seats[n + 2]} tegen {seats[n + 1]} & {seats[n + 3]}"
            for n in range(1, len(seats) + 1, 4)]


@pytest.mark.django_db
def test_the_seat_list_names_the_partners_of_a_fixed_table_round_and_says_chairs_change(
        club: Club, organiser_client) -> None:
    evening = make_evening(make_season(club, format=FIXED), round_count=3)
    check_in(evening, make_members(club, 9))
    store.draw_round(evening, 1, seed=11, mode=DrawMode.RANDOM)
    store.draw_round(evening, 2, seed=22, mode=DrawMode.FIXED_TABLES)
    base = f"/club/{club.slug}/avond/{evening.pk}/"

    printed = " ".join(pdf_strings(organiser_client.get(base + "boom/2/zitplaatsen.pdf").content))
    seats = dict(Seat.objects.filter(round__evening=evening, round__number=2,
                                     table__isnull=False).values_list("number", "member__name"))
    for one, two in ((1, 3), (2, 4), (5, 7), (6, 8)):  # a line for each pair
        assert f"Maten: {seats[one]} & {seats[two]}" in printed, printed
    assert printed.count("Zelfde tafel, nieuwe maat: ga op uw nummer zitten") == 2
    assert re.search(r"boom 2 van 3 \S vaste tafels", printed)  # the subtitle, after a dot
    new_draw = " ".join(pdf_strings(organiser_client.get(base + "boom/1/zitplaatsen.pdf").content))
    assert "vaste tafels" not in new_draw and "Zelfde tafel" not in new_draw

    page = html.unescape(organiser_client.get(base).content.decode())
    round_1, round_2 = page.split('id="boom-2"')
    for line in _named_partners(evening, 2):
        assert f"Maten: {line}" in round_2
    assert "Maten:" not in round_1
    assert round_2.count("dus de spelers wisselen van stoel") == 1
    # Each round its own draw code.
    assert "lotingscode 000\u00a0011" in round_1 and "lotingscode 000\u00a0022" in round_2


@pytest.mark.django_db
def test_a_season_of_individual_draws_draws_every_round_anew(club: Club) -> None:
    """The format is the season's: a round asked at fixed tables (a form of before the rule)
    is drawn anew in a season of individual draws."""
    evening = make_evening(make_season(club), round_count=2)
    check_in(evening, make_members(club, 8))
    store.draw_round(evening, 1, seed=3)
    store.draw_round(evening, 2, seed=4, mode=DrawMode.FIXED_TABLES)
    assert list(Round.objects.filter(evening=evening).values_list("mode", flat=True)) == [
        DrawMode.RANDOM, DrawMode.RANDOM]


@pytest.mark.django_db
def test_a_fixed_table_season_draws_at_fixed_tables_unless_asked_for_a_new_draw(
        club: Club) -> None:
    evening = make_evening(make_season(club, format=FIXED), round_count=3)
    check_in(evening, make_members(club, 8))
    store.draw_round(evening, 1, seed=3)
    store.draw_round(evening, 2, seed=4)
    store.draw_round(evening, 3, seed=5, mode=DrawMode.RANDOM)
    assert list(Round.objects.filter(evening=evening).values_list("mode", flat=True)) == [
        DrawMode.FIXED_TABLES, DrawMode.FIXED_TABLES, DrawMode.RANDOM]
    assert _tables(evening, 1) == _tables(evening, 2)


@pytest.mark.django_db
def test_where_do_i_sit_names_the_partner_at_fixed_tables(club: Club, client) -> None:
    evening = make_evening(make_season(club, format=FIXED), round_count=2)
    check_in(evening, make_members(club, 8))
    store.draw_round(evening, 1, seed=5)
    store.draw_round(evening, 2, seed=6)
    seats = dict(Seat.objects.filter(round__evening=evening, round__number=2)
                 .values_list("number", "member__name"))
    page = html.unescape(client.get(finder_url(evening)).content.decode())
    # Seat 1's partner is seat 3, seat 6's is seat 8.
    for number, partner in ((1, 3), (3, 1), (6, 8)):
        entry = page.split(f'data-number="{number}"')[1].split("</li>")[0]
        assert f"maat: {seats[partner]}" in entry, entry
