"""A club's backup restored into a site that holds other clubs: new keys with every
reference followed, existing accounts matched by user name and never changed, new links;
every page of the restored club as it was, the other clubs untouched; a club whose short
name exists is refused."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.core.management import CommandError, call_command
from django.test import Client

from clubs.models import Club, Member, Organiser, Role
from scoring.sheets.tokens import table_token
from tests.factories import make_club, make_members, make_organiser, make_season, make_user
from tests.scoring.results.helpers import play_evening
from tournament import memo
from tournament.models import Evening, Round

# Keys from 1: the restored club must get other keys than it had whatever ran before it in
# this process (a sequence left at 2 gave the backup exactly the keys of the new rows).
pytestmark = pytest.mark.django_db(transaction=True, reset_sequences=True)
MASKED = [  # what differs on every request (the CSRF token) or is drawn from a key
    (rb'name="csrfmiddlewaretoken" value="[^"]+"', b"csrf"),
    (rb"data:image/png;base64,[A-Za-z0-9+/=]+", b"qr-code"),
]


def played_club(name: str, organiser: str, players: int) -> Club:
    club = make_club(name)
    user = make_organiser(club, organiser)
    season = make_season(club, name=f"Seizoen {name}")
    members = make_members(club, players, prefix=name)
    for day in (1, 8):
        play_evening(season, members, day, user, round_count=2)
    return club


def club_pages(club: Club) -> list[tuple[str, str]]:
    """(who, address) of every page of the club: the visitor's and the organiser's."""
    base = f"/club/{club.slug}/"
    pages = [("visitor", base), ("organiser", base)]
    pages += [("organiser", base + path) for path in
              ("leden/", "regels/", "instellingen/", "wedstrijdleiding/", "logboek/")]
    pages += [("organiser", f"{base}leden/{m.pk}/") for m in club.members.all()]
    for season in club.seasons.all():
        for who in ("visitor", "organiser"):
            pages += [(who, f"{base}seizoen/{season.pk}/"),
                      (who, f"{base}seizoen/{season.pk}/stand/")]
        pages.append(("organiser", f"{base}seizoen/{season.pk}/regels/"))
        for evening in season.evenings.all():
            url = f"{base}avond/{evening.pk}/"
            for who in ("visitor", "organiser"):
                pages += [(who, url), (who, url + "uitslag/")]
            pages += [("organiser", url + path) for path in
                      ("aanmelden/", "scores/", "scores/geschiedenis/")]
            pages += [("organiser", f"{url}boom/{r.number}/tafel/{t}/")
                      for r in evening.rounds.all()
                      for t in sorted({t for t in r.seats.values_list("table", flat=True) if t})]
    pages += [("visitor", f"{base}speler/{m.pk}/") for m in club.members.all()]
    return pages


def render(club: Club, organiser: User, keyed: Callable[[bytes], bytes]) -> dict[str, bytes]:
    """Every page as its reader gets it, keys put in their original form by ``keyed``."""
    cache.clear()
    memo.seasons.clear()
    memo.seatings.clear()
    visitor, leader = Client(), Client()
    leader.force_login(organiser)
    pages = {}
    for who, url in club_pages(club):
        response = (visitor if who == "visitor" else leader).get(url)
        assert response.status_code == 200, url
        body = response.content
        for pattern, mask in MASKED:
            body = re.sub(pattern, mask, body)
        pages[f"{who} {keyed(url.encode()).decode()}"] = keyed(body)
    return pages


def back_to_the_original_keys(maps: dict[bytes, dict[int, int]]) -> Callable[[bytes], bytes]:
    """Replaces the restored club's keys in addresses and form values by the original ones.
    ``maps``: for each context (a pattern whose group holds one key, or several joined by
    "-"), new key -> old key."""
    def keyed(body: bytes) -> bytes:
        for context, mapping in maps.items():
            def original(match: re.Match[bytes], mapping: dict[int, int] = mapping) -> bytes:
                keys = re.sub(rb"\d+", lambda key: str(mapping[int(key.group(0))]).encode(),
                              match.group(1))
                start, end = match.span(1)
                whole = match.group(0)
                return whole[:start - match.start()] + keys + whole[end - match.start():]
            body = re.sub(context, original, body)
        return body
    return keyed


def key_maps(original: dict[str, dict[str, int]], restored: Club) -> dict[bytes, dict[int, int]]:
    """The restored club's keys mapped to the original ones, matched by what names them."""
    now = natural_keys(restored)
    members = {now["members"][name]: pk for name, pk in original["members"].items()}
    seasons = {now["seasons"][name]: pk for name, pk in original["seasons"].items()}
    evenings = {now["evenings"][day]: pk for day, pk in original["evenings"].items()}
    organisers = {now["organisers"][name]: pk for name, pk in original["organisers"].items()}
    return {
        rb"/seizoen/(\d+)/": seasons, rb"[?;]seizoen=(\d+)": seasons,
        rb"/avond/(\d+)/": evenings,
        rb"/speler/(\d+)/": members, rb"/leden/(\d+)/": members,
        rb"/aanmelden/(\d+)/": members, rb"/wedstrijdleiding/(\d+)/": organisers,
        rb'name="seating" value="([\d-]+)"': members,  # the table's members, joined
        rb'id="(?:member|toggle)-(\d+)"': members, rb'(?:for|id)="role-(\d+)"': organisers,
    }


def natural_keys(club: Club) -> dict[str, dict[str, int]]:
    return {
        "members": {m.name: m.pk for m in club.members.all()},
        "seasons": {s.name: s.pk for s in club.seasons.all()},
        "evenings": {str(e.date): e.pk for e in Evening.objects.filter(season__club=club)},
        "organisers": {o.user.username: o.pk for o in club.organisers.select_related("user")},
    }


def test_a_club_restored_beside_two_other_clubs_shows_every_page_as_it_was(tmp_path: Path):
    first = played_club("De Natte Maat", "piet", 8)
    club = played_club("De Troefboer", "klaas", 9)
    Organiser.objects.create(club=club, user=User.objects.get(username="piet"),
                             role=Role.ORGANISER)  # piet runs evenings of both clubs
    file = tmp_path / "troefboer.json.gz"
    call_command("backup", str(file), "--club", club.slug)
    klaas = User.objects.get(username="klaas")
    original = natural_keys(club)
    before = render(club, klaas, lambda body: body)
    tokens = {table_token(r, 1) for r in Round.objects.filter(evening__season__club=club)}

    # A fresh site: the other clubs' rows take the keys the backup's rows had.
    call_command("flush", interactive=False)
    first = played_club("De Natte Maat", "piet", 8)
    piet = User.objects.get(username="piet")
    piet.set_password("piets-own-password")
    piet.save()
    third = played_club("Klaver Drie", "joke", 10)
    others = {c.slug: render(c, c.organisers.get().user, lambda body: body)
              for c in (first, third)}

    call_command("restore", str(file))

    restored = Club.objects.get(slug=club.slug)
    maps = key_maps(original, restored)
    assert set(maps[rb"/avond/(\d+)/"]) != set(maps[rb"/avond/(\d+)/"].values())  # new keys
    assert render(restored, User.objects.get(username="klaas"), back_to_the_original_keys(
        maps)) == before
    assert {c.slug: render(c, c.organisers.get().user, lambda body: body)
            for c in (first, third)} == others
    # piet is the account that existed, unchanged, and organises both clubs now.
    assert User.objects.filter(username="piet").count() == 1
    assert User.objects.get(username="piet").check_password("piets-own-password")
    assert set(Organiser.objects.filter(user__username="piet")
               .values_list("club__slug", flat=True)) == {first.slug, restored.slug}
    assert User.objects.get(username="klaas").check_password("secret-pass-123")  # made new
    # The restored club's table codes are new.
    assert not tokens & {table_token(r, 1) for r in
                         Round.objects.filter(evening__season__club=restored)}
    assert Member.objects.filter(club=restored).count() == 9


def test_a_club_whose_short_name_exists_is_refused(tmp_path: Path):
    club = played_club("De Troefboer", "klaas", 8)
    make_club("Een Andere Club")
    file = tmp_path / "troefboer.json"
    call_command("backup", str(file), "--club", club.slug)
    rows = Member.objects.count()
    with pytest.raises(CommandError, match="club met de korte naam 'club-"):
        call_command("restore", str(file))
    assert Member.objects.count() == rows
    assert User.objects.filter(username="klaas").count() == 1


def test_an_account_from_another_site_gets_no_staff_rights(tmp_path: Path):
    club = played_club("De Troefboer", "klaas", 8)
    User.objects.filter(username="klaas").update(is_staff=True, is_superuser=True)
    file = tmp_path / "troefboer.json"
    call_command("backup", str(file), "--club", club.slug)
    call_command("flush", interactive=False)
    make_members(make_club("Een Andere Club"), 4)
    make_user("beheer")

    call_command("restore", str(file))

    klaas = User.objects.get(username="klaas")
    assert not klaas.is_staff and not klaas.is_superuser
    assert Organiser.objects.get(user=klaas).club.name == "De Troefboer"


def test_a_new_site_whose_own_account_has_a_key_of_the_backup_takes_the_club_beside_it(
    tmp_path: Path
):
    club = played_club("De Troefboer", "klaas", 8)
    old = User.objects.get(username="klaas").pk
    file = tmp_path / "troefboer.json"
    call_command("backup", str(file), "--club", club.slug)
    call_command("flush", interactive=False)
    own = make_user("beheer")  # the new site's own account, made before the restore
    while own.pk < old:
        own = make_user()
    assert User.objects.filter(pk=old).exists()  # a key of the backup is taken

    call_command("restore", str(file))

    restored = Club.objects.get(slug=club.slug)
    assert User.objects.get(pk=old).username != "klaas"  # the site's own, untouched
    assert Organiser.objects.get(club=restored).user.username == "klaas"
    season = restored.seasons.get()
    assert Client().get(f"/club/{club.slug}/seizoen/{season.pk}/stand/").status_code == 200
