"""The signed code behind a score sheet's QR code: one table of one boom, nothing more."""

from __future__ import annotations

from django.core import signing
from django.http import Http404

from tournament.models import EveningStatus, Round

SALT = "scoring.table-sheet"


def table_token(round_: Round, table: int) -> str:
    return signing.dumps([round_.pk, table], salt=SALT)


def round_and_table(token: str) -> tuple[Round, int]:
    """The boom and table of a token, while the table may still enter its sheet.

    A forged token, a club without table entry, an approved boom or a closed evening all
    give 404: the code simply stops working.
    """
    try:
        round_pk, table = signing.loads(token, salt=SALT)
    except (signing.BadSignature, ValueError, TypeError) as error:
        raise Http404("Unknown code") from error
    round_ = Round.objects.select_related("evening__season__club").filter(pk=round_pk).first()
    if (
        round_ is None
        or not round_.evening.season.table_entry
        or round_.approved
        or round_.evening.status == EveningStatus.CLOSED
    ):
        raise Http404("This code no longer works")
    return round_, int(table)
