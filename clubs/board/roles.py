"""Who runs a club: invitations, accepting one, changing and taking back a role.

Every change of a club's roles locks the club's row first, so two board members cannot
each remove the other and leave the club without a board.
"""

from __future__ import annotations

import secrets
from datetime import timedelta

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor, account
from clubs.errors import UserError
from clubs.log import record
from clubs.models import Action, Club, Invitation, Organiser, Role

INVITATION_DAYS = 7


def _lock(club: Club) -> Club:
    return Club.objects.select_for_update().get(pk=club.pk)


def usable(invitation: Invitation) -> bool:
    return (not invitation.revoked and invitation.accepted_at is None
            and invitation.expires_at > timezone.now())


@transaction.atomic
def invite(club: Club, *, role: str, note: str, user: Actor | None) -> Invitation:
    invitation = Invitation.objects.create(
        club=club, role=role, note=note, token=secrets.token_urlsafe(32),
        created_by=account(user), expires_at=timezone.now() + timedelta(days=INVITATION_DAYS))
    record(club.pk, user, Action.INVITED, note, new={"role": role})
    return invitation


@transaction.atomic
def revoke(invitation: Invitation, *, user: Actor) -> None:
    invitation = Invitation.objects.select_for_update().get(pk=invitation.pk)
    if not usable(invitation):
        raise UserError("invitation_used", _("This invitation is already used or withdrawn."))
    invitation.revoked = True
    invitation.save(update_fields=["revoked"])
    record(invitation.club_id, user, Action.INVITATION_REVOKED, invitation.note)


@transaction.atomic
def accept(invitation: Invitation, *, user: Actor) -> Organiser:
    """The invited person's own account takes the role (keeping a higher one it has)."""
    person = account(user)
    if person is None:
        raise UserError("not_logged_in", _("Log in or make an account first."))
    _lock(invitation.club)
    invitation = Invitation.objects.select_for_update().get(pk=invitation.pk)
    if not usable(invitation):
        raise UserError("invitation_used",
                        _("This invitation is no longer valid: it was used, withdrawn or is "
                          "older than a week. Ask the board for a new one."))
    organiser, created = Organiser.objects.get_or_create(
        club=invitation.club, user=person, defaults={"role": invitation.role})
    if not created and invitation.role == Role.BOARD and organiser.role != Role.BOARD:
        organiser.role = Role.BOARD
        organiser.save(update_fields=["role"])
    invitation.accepted_by = person
    invitation.accepted_at = timezone.now()
    invitation.save(update_fields=["accepted_by", "accepted_at"])
    record(invitation.club_id, user, Action.ROLE_ACCEPTED, person.get_username(),
           new={"role": organiser.role})
    return organiser


def _keep_a_board(club: Club, leaving: Organiser) -> None:
    if leaving.role == Role.BOARD and not club.organisers.filter(role=Role.BOARD).exclude(
            pk=leaving.pk).exists():
        raise UserError("last_board", _("A club needs at least one board member: give "
                                        "someone else the board role first."))


@transaction.atomic
def change_role(organiser: Organiser, *, role: str, user: Actor) -> None:
    club = _lock(organiser.club)
    organiser = Organiser.objects.select_related("user").get(pk=organiser.pk)
    if role == organiser.role:
        return
    if role != Role.BOARD:
        _keep_a_board(club, organiser)
    old = organiser.role
    organiser.role = role
    organiser.save(update_fields=["role"])
    record(club.pk, user, Action.ROLE_CHANGED, organiser.user.get_username(),
           old={"role": old}, new={"role": role})


@transaction.atomic
def remove_role(organiser: Organiser, *, user: Actor) -> None:
    club = _lock(organiser.club)
    organiser = Organiser.objects.select_related("user").get(pk=organiser.pk)
    _keep_a_board(club, organiser)
    organiser.delete()
    record(club.pk, user, Action.ROLE_REMOVED, organiser.user.get_username(),
           old={"role": organiser.role})
