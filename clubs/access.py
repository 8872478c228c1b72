"""Who may see and change a club's data. Every view goes through these helpers.

Three kinds of visitor: the club's board (manages organisers, settings, rules and seasons),
its organisers (run evenings, keep the member list) and everybody else. A club that does not
publish its results answers everybody else exactly like a club that does not exist (404);
a public club answers 403 to a logged-in outsider on its management pages.
"""

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest
from django.utils.translation import gettext as _

from clubs.models import Club, Role


def club_by_slug(slug: str) -> Club:
    """The club of an address, or 404 (a query compiled once: every page asks it)."""
    club = Club.objects.filter(slug=slug).first()
    if club is None:
        raise Http404("No such club.")
    return club


def role_in(request: HttpRequest, club: Club) -> str | None:
    """The visitor's role in the club (BOARD or ORGANISER), or None; asked once a request."""
    user = request.user
    if not user.is_authenticated:
        return None
    if user.is_superuser:
        return Role.BOARD
    roles: dict[int, str | None] = request.__dict__.setdefault("_club_roles", {})
    if club.pk not in roles:
        roles[club.pk] = club.organisers.filter(user=user).values_list("role", flat=True).first()
    return roles[club.pk]


def is_organiser(request: HttpRequest, club: Club) -> bool:
    return role_in(request, club) is not None


def is_board(request: HttpRequest, club: Club) -> bool:
    return role_in(request, club) == Role.BOARD


def club_for_visitor(request: HttpRequest, slug: str) -> Club:
    """The club, if it publishes its standings or the visitor organises it; otherwise 404."""
    club = club_by_slug(slug)
    visible_to(request, club)
    return club


def visible_to(request: HttpRequest, club: Club) -> None:
    """404 unless the club publishes its standings or the visitor organises it."""
    if not club.standings_public and not is_organiser(request, club):
        raise Http404("No such club.")


def _refuse(club: Club) -> None:
    if not club.standings_public:
        raise Http404("No such club.")
    raise PermissionDenied


def club_for_organiser(request: HttpRequest, slug: str) -> Club:
    """The club, if the logged-in user organises it (or is on its board)."""
    club = club_by_slug(slug)
    organised_by(request, club)
    return club


def organised_by(request: HttpRequest, club: Club) -> None:
    """403 (or 404 for a private club) unless the logged-in user organises ``club``."""
    if not is_organiser(request, club):
        _refuse(club)


def club_for_board(request: HttpRequest, slug: str) -> Club:
    """The club, if the logged-in user is on its board; an organiser gets 403 saying why."""
    club = club_for_organiser(request, slug)
    if not is_board(request, club):
        raise PermissionDenied(board_only(club))
    return club


def board_only(club: Club) -> str:
    """What the 403 page tells an organiser on a board page: who may, and whom to ask."""
    names = sorted(club.organisers.filter(role=Role.BOARD)
                   .values_list("user__username", flat=True))
    reason = _("Only the board of %(club)s may open this page: the board looks after the "
               "club's rules, seasons, settings and organisers. You run the evenings and keep "
               "the member list.") % {"club": club.name}
    ask = (_("Ask a board member: %(names)s.") % {"names": ", ".join(names)} if names
           else _("Ask the club's board."))
    return f"{reason} {ask}"
