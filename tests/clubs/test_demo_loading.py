"""``load_demo`` on a database of its own: what it says when it loads the demo, and that it
leaves a club's own data alone (the demo's contents: ``test_demo.py``)."""

from __future__ import annotations

import io

from django.core.management import call_command

from clubs.models import Club, Member
from tests.factories import make_club, make_members


def test_the_demo_says_what_it_made_in_dutch(db):
    """The club house's volunteer reads it in the site's window."""
    out = io.StringIO()
    call_command("load_demo", stdout=out)
    said = out.getvalue()
    assert "Democlub Klaverjasclub De Troefboer staat klaar." in said
    assert "Speelavond bezig" in said and "http://127.0.0.1:8000/club/troefboer/" in said


def test_the_demo_is_not_loaded_over_a_clubs_own_data(db: None):
    own = make_club("De Natte Maat")  # the club's own data, in rows with keys 1, 2, ...
    make_members(own, 3)
    before = (list(Club.objects.values_list("pk", "name")),
              list(Member.objects.values_list("pk", "name")))
    out = io.StringIO()
    call_command("load_demo", stdout=out)
    assert (list(Club.objects.values_list("pk", "name")),
            list(Member.objects.values_list("pk", "name"))) == before
    assert "de demo wordt niet geladen" in out.getvalue()
