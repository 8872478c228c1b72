"""Issue 11: roles that mean something, and no account joins a club without its consent."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.utils import timezone

from clubs.board import roles
from clubs.errors import UserError
from clubs.models import Action, Activity, Club, Invitation, Organiser, Role
from tests.factories import make_organiser, make_season, make_user


def url(club, rest: str = "") -> str:
    return f"/club/{club.slug}/wedstrijdleiding/{rest}"


def invite(client: Client, club, role: str = "ORGANISER", note: str = "Truus") -> str:
    """The board makes an invitation; the page shows the link to pass on."""
    html = client.post(url(club), {"note": note, "role": role}, follow=True).content.decode()
    match = re.search(r'>https?://[^<"/]+(/uitnodiging/[^<"]+/)</textarea>', html)
    assert match, html[-3000:]
    return match.group(1)


def test_a_new_person_makes_an_account_and_accepts(club, organiser_client):
    link = invite(organiser_client, club, role="BOARD")
    newcomer = Client()
    page = newcomer.get(link).content.decode()
    assert "bestuurslid" in page.lower() and club.name in page
    response = newcomer.post(link, {"signup": "1", "username": "truus", "email": "t@x.nl",
                                    "password1": "klaverjas-2026!", "password2":
                                    "klaverjas-2026!"})
    assert response.status_code == 302
    assert Organiser.objects.get(club=club, user__username="truus").role == Role.BOARD
    assert newcomer.get("/account/").status_code == 200  # logged in as truus
    assert Activity.objects.filter(club=club, action=Action.ROLE_ACCEPTED).exists()
    assert Client().get(link).status_code == 404  # the link works once


def test_an_account_needs_no_e_mail_address(club, organiser_client):
    """The club house sends no e-mail: the address is only for a forgotten password."""
    link = invite(organiser_client, club)
    response = Client().post(link, {"signup": "1", "username": "kees", "email": "",
                                    "password1": "klaverjas-2026!",
                                    "password2": "klaverjas-2026!"})
    assert response.status_code == 302
    assert Organiser.objects.filter(club=club, user__username="kees").exists()


@pytest.mark.parametrize("username", ["<script>alert(3)</script>", "a b/c", ""])
def test_user_names_are_checked_with_djangos_rules(club, organiser_client, username):
    link = invite(organiser_client, club)
    response = Client().post(link, {"signup": "1", "username": username, "email": "t@x.nl",
                                    "password1": "klaverjas-2026!",
                                    "password2": "klaverjas-2026!"})
    assert response.status_code == 200
    assert not User.objects.filter(username=username).exists()
    assert not Organiser.objects.filter(club=club, role=Role.ORGANISER).exists()


def test_a_weak_password_is_refused(club, organiser_client):
    link = invite(organiser_client, club)
    html = Client().post(link, {"signup": "1", "username": "kees", "email": "k@x.nl",
                                "password1": "123", "password2": "123"}).content.decode()
    assert "Dit wachtwoord is te algemeen" in html
    assert not User.objects.filter(username="kees").exists()


def test_an_existing_account_accepts_with_its_own_login(club, organiser_client):
    piet = make_user("piet")
    link = invite(organiser_client, club)
    anonymous = Client().get(link).content.decode()
    assert "/login/?next=" in anonymous
    client = Client()
    client.force_login(piet)
    assert client.post(link, {"accept": "1"}).status_code == 302
    assert Organiser.objects.get(club=club, user=piet).role == Role.ORGANISER


def test_the_board_never_types_a_name_so_no_account_is_attached_without_consent(
    club, other_club, organiser_client, outsider
):
    # The old form took a user name; posting one now attaches nobody, existing or not.
    for name in (outsider.username, "unknown-name"):
        response = organiser_client.post(url(club), {"username": name, "role": "BOARD"})
        assert response.status_code == 200
    assert not Organiser.objects.filter(club=club, user=outsider).exists()
    assert Invitation.objects.count() == 0


def test_used_withdrawn_and_old_invitations_stop_working(club, organiser, organiser_client):
    used, withdrawn, old = (roles.invite(club, role=Role.ORGANISER, note=n, user=organiser)
                            for n in ("a", "b", "c"))
    roles.accept(used, user=make_user("eerste"))
    organiser_client.post(url(club).replace("wedstrijdleiding/", f"uitnodiging/{withdrawn.pk}/"
                                            "intrekken/"))
    Invitation.objects.filter(pk=old.pk).update(expires_at=timezone.now() - timedelta(1))
    second = Client()
    second.force_login(make_user("tweede"))
    for invitation in (used, withdrawn, old):
        response = second.post(invitation.get_absolute_url(), {"accept": "1"})
        assert response.status_code == 404
        assert "werkt niet meer" in response.content.decode()
    assert not Organiser.objects.filter(user__username="tweede").exists()


def test_an_organiser_cannot_manage_organisers_settings_rules_or_seasons(club, runner_client):
    season = make_season(club)
    for page in (url(club), f"/club/{club.slug}/instellingen/", f"/club/{club.slug}/regels/",
                 f"/club/{club.slug}/seizoen/nieuw/",
                 f"/club/{club.slug}/seizoen/{season.pk}/regels/"):
        assert runner_client.get(page).status_code == 403, page
        assert runner_client.post(page, {"note": "x", "role": "BOARD"}).status_code == 403
    # ...but runs evenings and keeps the member list.
    assert runner_client.get(f"/club/{club.slug}/leden/").status_code == 200
    assert runner_client.get(f"/club/{club.slug}/seizoen/{season.pk}/avond/nieuw/"
                             ).status_code == 200


def test_an_organiser_cannot_remove_the_first_organiser(club, organiser, runner_client):
    board = Organiser.objects.get(user=organiser)
    response = runner_client.post(url(club, f"{board.pk}/verwijderen/"))
    assert response.status_code == 403
    assert Organiser.objects.filter(pk=board.pk).exists()


def test_the_last_board_member_stays(club, organiser, organiser_client, runner):
    board = Organiser.objects.get(user=organiser)
    html = organiser_client.post(url(club, f"{board.pk}/verwijderen/"), follow=True
                                 ).content.decode()
    assert "ten minste één bestuurslid" in html
    organiser_client.post(url(club, f"{board.pk}/rol/"), {"role": "ORGANISER"})
    board.refresh_from_db()
    assert board.role == Role.BOARD
    # With a second board member, the first may step down.
    second = Organiser.objects.get(user=runner)
    organiser_client.post(url(club, f"{second.pk}/rol/"), {"role": "BOARD"})
    organiser_client.post(url(club, f"{board.pk}/rol/"), {"role": "ORGANISER"})
    board.refresh_from_db()
    assert board.role == Role.ORGANISER
    lines = Activity.objects.filter(club=club, action=Action.ROLE_CHANGED)
    assert lines.count() == 2


def test_roles_check_ownership(club, other_club, organiser, outsider_client, client):
    board = Organiser.objects.get(user=organiser)
    invitation = roles.invite(club, role=Role.BOARD, note="x", user=organiser)
    for target in (url(club), url(club, f"{board.pk}/verwijderen/"), url(club, f"{board.pk}/rol/"),
                   f"/club/{club.slug}/uitnodiging/{invitation.pk}/intrekken/"):
        assert outsider_client.post(target, {"role": "ORGANISER"}).status_code == 403
        assert client.post(target).status_code == 302  # to the login page
    assert Organiser.objects.get(pk=board.pk).role == Role.BOARD
    assert roles.usable(Invitation.objects.get(pk=invitation.pk))


def test_accepting_needs_an_account(club, organiser):
    invitation = roles.invite(club, role=Role.BOARD, note="x", user=organiser)
    from django.contrib.auth.models import AnonymousUser

    with pytest.raises(UserError):
        roles.accept(invitation, user=AnonymousUser())


def test_a_club_made_on_the_command_line_invites_its_board(db, capsys):
    from django.core.management import call_command

    call_command("new_club", "De Harten Vrouw", "--place", "Assen")
    out = capsys.readouterr().out
    link = re.search(r"(/uitnodiging/\S+/)", out)
    assert link
    invitation = Invitation.objects.get(club__slug="de-harten-vrouw")
    assert invitation.role == Role.BOARD and link.group(1) == invitation.get_absolute_url()
    make_organiser(invitation.club, "later", role=Role.ORGANISER)  # a club can grow from here


def test_a_new_club_needs_a_short_name_of_its_own(club):
    from django.core.management import CommandError, call_command

    with pytest.raises(CommandError, match=f"korte naam '{club.slug}'"):
        call_command("new_club", "Another club", "--slug", club.slug)
    assert Club.objects.count() == 1
