"""Substitutes (invallers) in a fixed-pairs season: a partner plays with a member in no pair
or a guest; the pair's score is the pair's, the club's rule says whether the evening stands
on the substitute's own page; every refusal is a Dutch message, nothing half-saved.

The evening is the five pairs of ``test_pair_results`` (two rounds of 12 games, totals only,
a bye worth 1200), counted by hand from its sheets, with Kees in the chair of pair 2's second
partner:

round 1: table 1 pair 1 1100 - pair 2 844; table 2 pair 3 900 - pair 4 1044; pair 5 stands
round 2: table 1 pair 1 1000 - pair 3 944; table 2 pair 2 1200 - pair 5 744; pair 4 stands

pair 2 (its first partner and Kees): 844 + 1200 = 2044, third of five behind pair 4 (1044 +
1200 = 2244) and pair 1 (1100 + 1000 = 2100); no prize (places 1, 2 and -2).
"""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.utils import translation

from clubs.errors import UserError
from clubs.models import Action, Activity, Club, EntryMode, Member, PlayFormat
from scoring.closing.service import close_evening
from scoring.models import EveningResult
from scoring.results.reports import evening_report, player_report, season_report
from scoring.results.stored import member_rows
from scoring.sheets.save import save_totals
from scoring.systems.klaverjas import KLAVERJAS
from tests.factories import check_in, make_evening, make_members, make_organiser, make_season
from tournament.checkin.attendance import check_in as tick
from tournament.formats.fixed_pairs.pairs import check_in_pair, make_pair, present_pairs
from tournament.formats.fixed_pairs.substitutes import check_in_substitute, remove_substitute
from tournament.models import Attendance, DrawMode, Evening, Round, Season, Seat, Substitute

PAIRS = PlayFormat.FIXED_PAIRS
ROUNDS = {
    1: ([(1, 2, 1100, 844), (3, 4, 900, 1044)], 5),
    2: ([(1, 3, 1000, 944), (2, 5, 1200, 744)], 4),
}


def _season(club: Club, **rules: object) -> tuple[Season, dict[int, tuple[Member, Member]]]:
    season = make_season(club, format=PAIRS, games_per_round=12,
                         entry_mode=EntryMode.TOTALS_ONLY, bye_score=1200,
                         prize_places="1,2,-2", **rules)
    members = make_members(club, 10, prefix="Speler")
    pairs = {k: (members[2 * k - 2], members[2 * k - 1]) for k in range(1, 6)}
    for first, second in pairs.values():
        make_pair(season, first, second)
    return season, pairs


def _play(evening: Evening, seated: dict[int, tuple[Member, Member]], user: User) -> None:
    """The rounds of ``ROUNDS`` with the pairs as ``seated`` (who sits for each pair)."""
    for number, (tables, standing) in ROUNDS.items():
        round_ = Round.objects.create(evening=evening, number=number, seed=number,
                                      mode=DrawMode.FIXED_PAIRS)
        for table, (a, b, _ta, _tb) in enumerate(tables, start=1):
            for k, member in enumerate((seated[a][0], seated[b][0], seated[a][1],
                                        seated[b][1])):
                Seat.objects.create(round=round_, member=member, number=4 * table - 3 + k,
                                    table=table)
        for k, member in enumerate(seated[standing]):
            Seat.objects.create(round=round_, member=member, number=9 + k, table=None)
        for table, (_a, _b, total_a, total_b) in enumerate(tables, start=1):
            save_totals(round_, table, total_a, total_b, sheet=KLAVERJAS, version=0, user=user)
    close_evening(evening, user)


def _evening_with_kees(club: Club, **rules: object
                       ) -> tuple[Season, Evening, dict[int, tuple[Member, Member]], Member]:
    user = make_organiser(club, "leiding")
    season, pairs = _season(club, **rules)
    kees = Member.objects.create(club=club, name="Kees Invaller")
    evening = make_evening(season, round_count=2, status="PLAYING", day=7)
    for number, pair in enumerate(season.pairs.all(), start=1):
        if number == 2:
            check_in_substitute(evening, pair, pairs[2][0], member=kees, user=user)
        else:
            check_in_pair(evening, pair, user=user)
    _play(evening, {**pairs, 2: (pairs[2][0], kees)}, user)
    return season, evening, pairs, kees


@pytest.mark.django_db
def test_a_substitute_plays_in_the_chair_of_the_absent_partner(club: Club) -> None:
    season, pairs = _season(club)
    kees = Member.objects.create(club=club, name="Kees Invaller")
    evening = make_evening(season, round_count=2)
    first, second = season.pairs.all()[:2]
    check_in_pair(evening, first)
    check_in_substitute(evening, second, pairs[2][0], member=kees)
    present = set(evening.attendances.values_list("member_id", flat=True))
    assert present == {pairs[1][0].pk, pairs[1][1].pk, pairs[2][0].pk, kees.pk}
    assert present_pairs(evening, present) == [(pairs[1][0].pk, pairs[1][1].pk),
                                                (pairs[2][0].pk, kees.pk)]
    assert Activity.objects.filter(action=Action.SUBSTITUTE).count() == 1


@pytest.mark.django_db
def test_the_pairs_score_is_the_pairs_whatever_the_substitute(club: Club) -> None:
    season, evening, pairs, kees = _evening_with_kees(club)
    first = pairs[2][0].name
    with translation.override("nl"):
        lines = [(line.player.name, line.player.total, line.position)
                 for line in evening_report(evening).lines]
        standings = [(line.player.name, line.score) for line in season_report(season).lines]
    assert lines[:3] == [
        (f"Paar 4: {pairs[4][0].name} & {pairs[4][1].name}", 2244, 1),
        (f"Paar 1: {pairs[1][0].name} & {pairs[1][1].name}", 2100, 2),
        (f"Paar 2: {first} & Kees Invaller (invaller)", 2044, 3),
    ]
    assert len(lines) == 5  # Kees is no line of his own
    # the season counts it for pair 2, under the pair's own name
    assert (f"Paar 2: {first} & {pairs[2][1].name}", 2044) in standings
    assert len(standings) == 5
    stored = {r.member_id: (r.total, r.rank) for r in EveningResult.objects.filter(
        evening=evening)}
    assert stored[kees.pk] == stored[pairs[2][0].pk] == (2044, 3)
    assert pairs[2][1].pk not in stored


@pytest.mark.django_db
@pytest.mark.parametrize(("counts", "shown"), [(True, (2044, 3)), (False, (None, None))])
def test_the_clubs_rule_says_whether_it_counts_on_the_substitutes_page(
        club: Club, counts: bool, shown: tuple[int | None, int | None]) -> None:
    season, _evening, pairs, kees = _evening_with_kees(club, substitute_counts=counts)
    report = season_report(season)
    with translation.override("nl"):
        page = player_report(report, kees.pk, member_rows(club.pk, kees.pk))
        partner = player_report(report, pairs[2][0].pk, member_rows(club.pk, pairs[2][0].pk))
    assert page is not None and partner is not None
    [played] = page.evenings
    assert (played.total, played.rank) == shown
    assert played.role == (f"invaller voor Paar 2: {pairs[2][0].name} & {pairs[2][1].name}")
    [own] = partner.evenings
    assert (own.total, own.rank) == (2044, 3)  # the partner's evening counts either way
    assert own.role == f"Paar 2: {pairs[2][0].name} & Kees Invaller (invaller)"


def _refused(evening: Evening, pair_number: int, partner: Member, **kwargs: object) -> str:
    before = (Attendance.objects.count(), Substitute.objects.count(), Member.objects.count())
    pair = evening.season.pairs.get(number=pair_number)
    with translation.override("nl"), pytest.raises(UserError) as error:
        check_in_substitute(evening, pair, partner, **kwargs)  # type: ignore[arg-type]
    assert (Attendance.objects.count(), Substitute.objects.count(),
            Member.objects.count()) == before, "nothing half-saved"
    return str(error.value.message)


@pytest.mark.django_db
def test_a_substitute_who_already_plays_tonight_is_refused(club: Club) -> None:
    season, pairs = _season(club)
    kees, joop = (Member.objects.create(club=club, name=name) for name in ("Kees", "Joop"))
    evening = make_evening(season, round_count=2)
    check_in(evening, [joop])  # ticked in as a player on the check-in page
    check_in_substitute(evening, season.pairs.get(number=1), pairs[1][0], member=kees)
    assert _refused(evening, 2, pairs[2][0], member=kees) == (
        "Kees speelt vanavond al, als invaller voor paar 1.")
    assert _refused(evening, 2, pairs[2][0], member=joop) == (
        "Joop speelt vanavond al: aangemeld als speler.")
    # a member of another pair, present or not, is no substitute
    check_in_pair(evening, season.pairs.get(number=3))
    assert _refused(evening, 2, pairs[2][0], member=pairs[3][1]) == (
        f"{pairs[3][1].name} zit in paar 3 van dit seizoen; een invaller zit in geen paar.")
    assert _refused(evening, 2, pairs[2][0], member=pairs[4][1]) == (
        f"{pairs[4][1].name} zit in paar 4 van dit seizoen; een invaller zit in geen paar.")


@pytest.mark.django_db
def test_a_substitute_for_a_pair_that_needs_none_or_has_one_is_refused(club: Club) -> None:
    season, pairs = _season(club)
    kees, joop = (Member.objects.create(club=club, name=name) for name in ("Kees", "Joop"))
    evening = make_evening(season, round_count=2)
    check_in_pair(evening, season.pairs.get(number=1))
    assert _refused(evening, 1, pairs[1][0], member=kees) == (
        f"{pairs[1][1].name} is vanavond aanwezig: meld paar 1 aan zonder invaller.")
    check_in_substitute(evening, season.pairs.get(number=2), pairs[2][0], member=kees)
    assert _refused(evening, 2, pairs[2][1], member=joop) == (
        "Paar 2 speelt vanavond al met invaller Kees.")
    with translation.override("nl"), pytest.raises(UserError) as twice:
        check_in_pair(evening, season.pairs.get(number=2))
    assert str(twice.value.message) == "Paar 2 speelt vanavond al met invaller Kees."
    evening.status = "CLOSED"
    evening.save()
    assert _refused(evening, 3, pairs[3][0], member=joop) == "Deze speelavond is afgesloten."


@pytest.mark.django_db
def test_a_guest_substitute_is_made_a_guest_and_a_known_name_is_refused(club: Club) -> None:
    season, pairs = _season(club)
    Member.objects.create(club=club, name="Kees")
    evening = make_evening(season, round_count=2)
    assert _refused(evening, 1, pairs[1][0], guest="kees") == (
        "Er is al een lid met de naam kees: kies die in de lijst.")
    substitute = check_in_substitute(evening, season.pairs.get(number=1), pairs[1][0],
                                     guest="Truus")
    assert substitute.substitute.is_guest and substitute.substitute.name == "Truus"
    assert evening.attendances.filter(member=substitute.substitute).exists()


@pytest.mark.django_db
def test_a_substitute_taken_back_is_checked_out_and_the_partner_stays(club: Club) -> None:
    season, pairs = _season(club)
    kees = Member.objects.create(club=club, name="Kees")
    evening = make_evening(season, round_count=2)
    pair = season.pairs.get(number=1)
    check_in_substitute(evening, pair, pairs[1][0], member=kees)
    remove_substitute(evening, pair)
    assert list(evening.attendances.values_list("member_id", flat=True)) == [pairs[1][0].pk]
    assert not Substitute.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(("counts", "score"), [(True, "2.044"), (False, "telt niet mee")])
def test_the_substitutes_page_shows_the_evening_as_substitute(
        club: Club, client: Client, counts: bool, score: str) -> None:
    _season, _evening, pairs, kees = _evening_with_kees(club, substitute_counts=counts)
    client.force_login(User.objects.get(username="leiding"))
    html = client.get(f"/club/{club.slug}/speler/{kees.pk}/", HTTP_ACCEPT_LANGUAGE="nl"
                      ).content.decode()
    row = html[html.index("invaller voor"):]
    row = row[:row.index("</tr>")]
    assert f"invaller voor Paar 2: {pairs[2][0].name} &amp; {pairs[2][1].name}" in row
    assert score in row
    partner = client.get(f"/club/{club.slug}/speler/{pairs[2][0].pk}/").content.decode()
    assert f"Paar 2: {pairs[2][0].name} &amp; Kees Invaller (invaller)" in partner


@pytest.mark.django_db
def test_a_substitute_ticked_out_on_the_check_in_page_leaves_the_pair(club: Club) -> None:
    season, pairs = _season(club)
    kees = Member.objects.create(club=club, name="Kees")
    evening = make_evening(season, round_count=2)
    check_in_substitute(evening, season.pairs.get(number=1), pairs[1][0], member=kees)
    tick(evening, kees.pk, False)
    assert not Substitute.objects.exists()
    assert list(evening.attendances.values_list("member_id", flat=True)) == [pairs[1][0].pk]


@pytest.mark.django_db
def test_the_draw_names_a_partner_who_came_after_all_beside_his_substitute(club: Club
                                                                          ) -> None:
    season, pairs = _season(club)
    kees = Member.objects.create(club=club, name="Kees")
    evening = make_evening(season, round_count=2)
    check_in_pair(evening, season.pairs.get(number=1))
    check_in_substitute(evening, season.pairs.get(number=2), pairs[2][0], member=kees)
    check_in(evening, [pairs[2][1]])  # he came after all, ticked on the check-in page
    present = set(evening.attendances.values_list("member_id", flat=True))
    with translation.override("nl"), pytest.raises(UserError) as error:
        present_pairs(evening, present)
    away = pairs[2][1].name
    assert str(error.value.message) == (
        f"{away} is aanwezig, maar paar 2 speelt vanavond met invaller Kees. Vink {away} "
        "af, of haal de invaller weg bij het aanmelden per paar.")
