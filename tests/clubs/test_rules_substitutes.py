"""The rule whether a pair's substitute's evening counts on his own page: on the rules page
with its example, copied by a new season, kept by a season once it has scores."""

from __future__ import annotations

from django.test import Client

from clubs.models import Club, ClubRules
from tests.clubs.rules_form import rules_post_data, rules_url
from tests.factories import make_evening, make_season
from tests.forms import submit
from tournament.models import Round


def test_it_explains_the_rule_and_a_new_season_copies_it(organiser_client: Client,
                                                         club: Club):
    page = organiser_client.get(rules_url(club)).content.decode()
    assert "Een avond als invaller telt ook op de eigen spelerspagina" in page
    assert ("Bijvoorbeeld: Kees valt in voor paar 4, dat 4.812 haalt; op de pagina van Kees "
            "staat 4.812 als invaller voor paar 4.") in page
    data = rules_post_data(club.rules)
    del data["substitute_counts"]  # the box unticked
    html = submit(organiser_client, rules_url(club), data, follow=True).content.decode()
    assert "De clubregels zijn opgeslagen." in html
    assert ClubRules.objects.get(club=club).substitute_counts is False
    assert make_season(ClubRules.objects.get(club=club).club).substitute_counts is False


def test_the_season_keeps_the_rule_once_it_has_scores(organiser_client: Client, club: Club):
    season = make_season(club)
    assert season.substitute_counts is True  # the default
    evening = make_evening(season)
    Round.objects.create(evening=evening, number=1, seed=1).sheets.create(table=1)
    data = rules_post_data(season)
    del data["substitute_counts"]
    submit(organiser_client, f"/club/{club.slug}/seizoen/{season.pk}/regels/", data)
    season.refresh_from_db()
    assert season.substitute_counts is True
