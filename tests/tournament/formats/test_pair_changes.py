"""A pair made by mistake can be deleted; one that played cannot (it retires, its evenings
stay its own); every change of a pair is a line in the club's activity log."""

from __future__ import annotations

import re

import pytest
from django.utils import translation

from clubs.errors import UserError
from clubs.models import Action, Activity, Club, Member, PlayFormat
from tests.factories import make_evening, make_members, make_season
from tournament.formats.fixed_pairs.pairs import (
    check_in_pair,
    delete_pair,
    has_played,
    make_pair,
    rename_pair,
    retire_pair,
)
from tournament.formats.fixed_pairs.substitutes import check_in_substitute
from tournament.models import Pair, Round, Seat


def _seat(round_: Round, *members: Member) -> None:
    for number, member in enumerate(members, start=1):
        Seat.objects.create(round=round_, member=member, number=number, table=1)


@pytest.mark.django_db
def test_a_pair_that_never_played_is_deleted_one_that_played_is_refused(club: Club) -> None:
    season = make_season(club, format=PlayFormat.FIXED_PAIRS)
    jan, piet, kees, henk, joop, truus = make_members(club, 6)
    played, mistake = make_pair(season, jan, piet), make_pair(season, kees, henk)
    evening = make_evening(season, round_count=2)
    _seat(Round.objects.create(evening=evening, number=1, seed=1), jan, kees, piet, joop)
    # pair 2's members each sat at a table, but never together: pair 2 did not play
    assert has_played(played) and not has_played(mistake)
    with translation.override("nl"), pytest.raises(UserError) as error:
        delete_pair(played)
    assert str(error.value.message) == (
        "Paar 1 heeft gespeeld en kan niet verwijderd worden, zodat de uitslagen kloppen. "
        "Laat het paar stoppen: zijn avonden blijven van het paar en zijn leden kunnen in "
        "een ander paar.")
    delete_pair(mistake)
    assert list(season.pairs.values_list("number", flat=True)) == [1]
    # a pair that played one evening with a substitute has played too
    third = make_pair(season, joop, truus)
    check_in_substitute(make_evening(season, day=2), third, joop, member=henk)
    with pytest.raises(UserError):
        delete_pair(third)
    assert Pair.objects.filter(pk=third.pk).exists()


@pytest.mark.django_db
def test_every_change_of_a_pair_is_logged(club: Club) -> None:
    season = make_season(club, format=PlayFormat.FIXED_PAIRS)
    jan, piet, kees, henk = make_members(club, 4)
    with translation.override("nl"):
        pair = make_pair(season, jan, piet)
        rename_pair(pair, "De Kanjers")
        check_in_pair(make_evening(season), pair)
        retire_pair(pair)
        delete_pair(make_pair(season, kees, henk))
    lines = list(Activity.objects.filter(club=club).order_by("pk").values_list(
        "action", "subject"))
    assert lines == [
        (Action.PAIR_MADE, f"Paar 1: {jan.name} & {piet.name}"),
        (Action.PAIR_RENAMED, f"Paar 1 (De Kanjers): {jan.name} & {piet.name}"),
        (Action.PAIR_CHECKED_IN, f"Paar 1 (De Kanjers): {jan.name} & {piet.name}"),
        (Action.PAIR_RETIRED, f"Paar 1 (De Kanjers): {jan.name} & {piet.name}"),
        (Action.PAIR_MADE, f"Paar 2: {kees.name} & {henk.name}"),
        (Action.PAIR_DELETED, f"Paar 2: {kees.name} & {henk.name}"),
    ]


@pytest.mark.django_db
def test_the_log_page_reads_a_renamed_pair_in_dutch(club: Club, organiser_client) -> None:
    season = make_season(club, format=PlayFormat.FIXED_PAIRS)
    jan, piet = make_members(club, 2)
    with translation.override("nl"):
        rename_pair(make_pair(season, jan, piet), "De Kanjers")
    page = organiser_client.get(f"/club/{club.slug}/logboek/").content.decode()
    assert (f"Naam van een paar gewijzigd: Paar 1 (De Kanjers): {jan.name} &amp; "
            f"{piet.name}") in page
    assert "Naam van het paar: De Kanjers" in " ".join(re.sub(r"<[^>]+>", " ", page).split())
