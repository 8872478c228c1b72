"""The periods of a season: the board names them by dates; overlapping, reversed and
out-of-season dates are refused at the field; fixed once the season has a score sheet."""

from __future__ import annotations

from datetime import date

import pytest
from django.test import Client
from django.urls import reverse

from clubs.models import Action, Activity
from tests.factories import make_season
from tests.forms import submit
from tests.scoring.results.money_helpers import evening_with_inleg
from tournament.models import Period, Season


def periods_url(season: Season) -> str:
    return reverse("tournament:periods", args=[season.club.slug, season.pk])


def typed(name: str, first: str, last: str, best: str = "4", prizes: str = "") -> dict[str, str]:
    return {"name": name, "first_date": first, "last_date": last, "best_evenings": best,
            "prize_worth": prizes}


def stored(season: Season) -> list[tuple[object, ...]]:
    return list(season.periods.values_list("name", "first_date", "last_date",
                                           "best_evenings", "prize_worth"))


def test_it_saves_a_period(club, organiser_client: Client):
    season = make_season(club, start_date=date(2026, 9, 1))
    response = submit(organiser_client, periods_url(season),
                      typed("Periode 1", "2026-09-01", "2026-10-12", "4", "€ 10,00;5; rollade"))
    assert response.status_code == 302
    assert stored(season) == [("Periode 1", date(2026, 9, 1), date(2026, 10, 12), 4,
                               "€ 10,00; € 5,00; rollade")]
    assert Activity.objects.filter(club=club, action=Action.SEASON_RULES).exists()
    page = organiser_client.get(periods_url(season)).content.decode()
    assert "Periode 1" in page and "1 september 2026 \u2013 12 oktober 2026" in page


@pytest.mark.parametrize(("first", "last", "field", "message"), [
    ("2026-10-01", "2026-11-01", "first_date", "overlappen met periode Periode 1"),
    ("2026-08-15", "2026-09-02", "first_date", "Het seizoen begint op 1 september 2026"),
    ("2026-12-01", "2026-11-01", "last_date", "De laatste datum ligt vóór de eerste datum."),
    ("2027-08-01", "2027-09-05", "last_date", "Het volgende seizoen begint op 1 september 2027"),
])
def test_it_refuses_dates_at_the_field(club, organiser_client, first, last, field, message):
    season = make_season(club, start_date=date(2026, 9, 1))
    make_season(club, start_date=date(2027, 9, 1))
    Period.objects.create(season=season, name="Periode 1", first_date=date(2026, 9, 1),
                          last_date=date(2026, 10, 12))
    response = submit(organiser_client, periods_url(season), typed("Periode 2", first, last))
    assert response.status_code == 200
    html = response.content.decode()
    assert message in html
    error_at = html.index(message)
    assert html.rindex(f'id="id_{field}"', 0, error_at + 2000) > 0
    assert stored(season)[1:] == []


def test_it_refuses_a_share_as_a_period_prize(club, organiser_client):
    season = make_season(club)
    response = submit(organiser_client, periods_url(season),
                      typed("Periode 1", "2026-09-01", "2026-10-12", "4", "50%"))
    assert "geen deel" in response.content.decode()
    assert stored(season) == []


def test_it_changes_a_period_on_its_own_page_but_not_into_another(club, organiser_client):
    season = make_season(club)
    first = Period.objects.create(season=season, name="Periode 1",
                                  first_date=date(2026, 9, 1), last_date=date(2026, 10, 12))
    Period.objects.create(season=season, name="Periode 2", first_date=date(2026, 10, 13),
                          last_date=date(2026, 11, 23))
    url = reverse("tournament:period", args=[club.slug, season.pk, first.pk])
    refused = submit(organiser_client, url, typed("Periode 1", "2026-09-01", "2026-10-13"))
    assert "overlappen met periode Periode 2" in refused.content.decode()
    assert submit(organiser_client, url, typed("Periode 1", "2026-09-01", "2026-10-11",
                                               "3")).status_code == 302
    first.refresh_from_db()
    assert (first.last_date, first.best_evenings) == (date(2026, 10, 11), 3)


def test_periods_of_a_season_with_scores_are_fixed(club, organiser_client):
    evening = evening_with_inleg(club, organiser_client, "NEXT_PLACE", pay=())
    season = evening.season
    period = Period.objects.create(season=season, name="Periode 1",
                                   first_date=date(2026, 9, 1), last_date=date(2026, 10, 12))
    page = organiser_client.get(periods_url(season)).content.decode()
    assert "de perioden liggen vast" in page
    organiser_client.post(periods_url(season), typed("Periode 2", "2026-10-13", "2026-11-01"))
    url = reverse("tournament:period", args=[club.slug, season.pk, period.pk])
    organiser_client.post(url, typed("Anders", "2026-09-01", "2026-09-30"))
    organiser_client.post(reverse("tournament:period_delete",
                                  args=[club.slug, season.pk, period.pk]))
    assert stored(season) == [("Periode 1", date(2026, 9, 1), date(2026, 10, 12), 4, "")]


def test_it_checks_the_board(club, runner_client, outsider_client, client):
    season = make_season(club)
    for visitor in (runner_client, outsider_client, client):
        response = visitor.post(periods_url(season),
                                typed("Periode 1", "2026-09-01", "2026-10-12"))
        assert response.status_code in (302, 403, 404)
    assert stored(season) == []


def test_it_removes_a_period(club, organiser_client):
    season = make_season(club)
    period = Period.objects.create(season=season, name="Periode 1",
                                   first_date=date(2026, 9, 1), last_date=date(2026, 10, 12))
    response = organiser_client.post(reverse("tournament:period_delete",
                                             args=[club.slug, season.pk, period.pk]))
    assert response.status_code == 302
    assert stored(season) == []


def test_the_page_names_evenings_in_no_period(club, organiser_client):
    season = make_season(club)
    season.evenings.create(date=date(2026, 10, 20), round_count=1)
    Period.objects.create(season=season, name="Periode 1", first_date=date(2026, 9, 1),
                          last_date=date(2026, 10, 12))
    page = organiser_client.get(periods_url(season)).content.decode()
    assert "Deze avonden vallen in geen periode: 20 oktober 2026." in page
