"""The signed codes behind a score sheet's QR codes: one table of one round, nothing more.

Two per table: the entry code (on the sheet, for the scorekeeper's pair) and the check code
(on a slip for the other pair, with a six-digit number to type instead of scanning). The
entry page never shows the check code, so one pair alone cannot enter and confirm a sheet.

A code works while the season allows table entry, the round is not approved and the evening
is not closed. It also names its link generation (``Evening.link_generation``): the number
of times the evening was reopened. Reopening an evening therefore retires every code
printed before it (a reopen is a correction by the organisers, not a second chance for the
tables); sheets printed after the reopen carry new codes and say so.
"""

from __future__ import annotations

from django.conf import settings
from django.core import signing
from django.http import Http404
from django.utils.crypto import constant_time_compare, salted_hmac

from tournament.models import EveningStatus, Round

SALT = "scoring.table-sheet"
CHECK_SALT = "scoring.table-check"


def table_token(round_: Round, table: int) -> str:
    return signing.dumps([round_.pk, table, round_.evening.link_generation], salt=SALT)


def check_token(round_: Round, table: int) -> str:
    return signing.dumps([round_.pk, table, round_.evening.link_generation], salt=CHECK_SALT)


def check_number(round_: Round, table: int, secret: str | None = None) -> str:
    """Six digits for the other pair to type on the scorekeeper's phone (from the slip)."""
    digest = salted_hmac(CHECK_SALT, f"{round_.pk}:{table}:{round_.evening.link_generation}",
                         secret=secret)
    return f"{int(digest.hexdigest(), 16) % 1_000_000:06d}"


def number_matches(round_: Round, table: int, typed: str) -> bool:
    """Whether ``typed`` is the slip's number, printed with the key or an earlier one still
    accepted (SECRET_KEY_FALLBACKS), as the codes are read."""
    typed = "".join(typed.split())
    return any(constant_time_compare(check_number(round_, table, secret), typed)
               for secret in (None, *settings.SECRET_KEY_FALLBACKS))


def read_check_token(token: str) -> tuple[Round, int, int]:
    """Like ``read_token``, for the other pair's check code."""
    return _read(token, CHECK_SALT)


class SheetClosed(Exception):
    """A code that was right, for a round the organisers approved or an evening they closed:
    the table gets a page that says so and whom to ask (``scoring/table_closed.html``)."""

    def __init__(self, round_: Round, table: int) -> None:
        super().__init__("This sheet is approved")
        self.round, self.table = round_, table


def read_token(token: str) -> tuple[Round, int, int]:
    return _read(token, SALT)


def _read(token: str, salt: str) -> tuple[Round, int, int]:
    """The round, table and link generation of a code that may still enter its sheet.

    A forged or retired code and a club without table entry give 404: the code simply stops
    working. An approved round or a closed evening raise ``SheetClosed``.
    """
    try:
        round_pk, table, generation = signing.loads(token, salt=salt)
        round_pk, table, generation = int(round_pk), int(table), int(generation)
    except (signing.BadSignature, ValueError, TypeError) as error:
        raise Http404("Unknown code") from error
    round_ = Round.objects.select_related("evening__season__club").filter(pk=round_pk).first()
    if (
        round_ is None
        or not round_.evening.season.table_entry
        or generation != round_.evening.link_generation
    ):
        raise Http404("This code no longer works")
    if round_.approved or round_.evening.status == EveningStatus.CLOSED:
        raise SheetClosed(round_, table)
    return round_, table, generation
