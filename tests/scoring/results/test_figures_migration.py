"""Evenings closed before figures were stored (an earlier release) get them at the end of
the update's ``migrate``: a player's numbers and the club records count every
game, by the hand count of ``test_player_numbers`` (its evenings: ``two_typed_evenings``),
with no command to run and no page remembered from before the update."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.test import Client

from clubs.models import Club
from scoring.models import EveningResult
from tests.scoring.results.helpers import numbers, records, two_typed_evenings


@pytest.mark.django_db(transaction=True)
def test_the_update_fills_the_figures_of_evenings_closed_before_them(
        club: Club, organiser_client: Client, client: Client) -> None:
    _season, (p1, *_rest), _evenings = two_typed_evenings(club, organiser_client)
    # As the earlier release stored them: scores, places and prizes, no figures.
    EveningResult.objects.update(figures=None, partners=None)
    stored = sorted(EveningResult.objects.values_list("evening", "member", "total", "rank",
                                                      "prize"))
    assert numbers(client, club, p1)["Spellen aan tafel"] == ("\u2013", "\u2013")  # a dash: none
    assert "Meeste pitten op één avond" not in records(client, club)  # both pages remembered

    call_command("migrate", verbosity=0)  # the update

    lines = numbers(client, club, p1)
    expected = {  # counted by hand in test_player_numbers: P1 played 12 games each evening
        "Avonden gespeeld": "2",
        "Spellen aan tafel": "24",
        "Spellen als spelend paar": "16",
        "Gehaald": "15 (94%)",
        "Nat": "1 (6%)",
        "Pitten gehaald": "1",
        "Pitten tegen": "1",
        "Roem per spel": "2,9",  # 70 / 24
        "Meeste roem in één spel": "50",
    }
    assert {label: lines[label][0] for label in expected} == expected
    found = records(client, club)
    assert found["Meeste pitten op één avond"] == ("1", [
        f"Speler 00{n} · speelavond van 1-10-2026" for n in (1, 2, 3, 4)])
    assert found["Hoogste roem in één spel"] == ("50", [
        "Speler 001 · speelavond van 8-10-2026", "Speler 002 · speelavond van 8-10-2026"])
    # Only the figures were added: what the closing stored is as it was.
    assert sorted(EveningResult.objects.values_list("evening", "member", "total", "rank",
                                                    "prize")) == stored
    assert EveningResult.objects.filter(figures__isnull=True).count() == 0


@pytest.mark.django_db(transaction=True)
def test_figures_counted_another_way_are_counted_again_at_the_update(
        club: Club, organiser_client: Client, client: Client) -> None:
    _season, (p1, *_rest), _evenings = two_typed_evenings(club, organiser_client)
    right = numbers(client, club, p1)["Gehaald"]
    assert right == ("15 (94%)", "15 (94%)")  # the hand count of test_player_numbers
    # As an earlier way of counting stored them: one game more made than the games say.
    for row in EveningResult.objects.filter(member=p1):
        assert row.figures is not None
        row.figures = {**row.figures, "made": row.figures["made"] + 1}
        row.figures_counting = 0
        row.save()
    call_command("migrate", verbosity=0)  # the update
    assert numbers(client, club, p1)["Gehaald"] == right
    assert set(EveningResult.objects.values_list("figures_counting", flat=True)) == {1}
