"""What a sheet's page tells the phone's own copy of the typed sheet (``static/js/draft.js``).

While a table types, the phone keeps what it typed (localStorage, keyed by the sheet and the
version the form was opened at) and sends it when the connection allows. Every press of
"save" carries a key of its own (``attempt``); the server stores it with the save
(``SheetChange.attempt``, unique), so a save sent again after a lost answer is stored once
(``scoring.sheets.save.current_sheet``). The page names the keys already stored, so the phone
forgets a copy that did arrive.
"""

from __future__ import annotations

import re

from django.http import HttpRequest, HttpResponse
from django.utils.html import format_html
from django.utils.safestring import SafeString

from scoring.models import SheetChange
from tournament.models import Round

_ATTEMPT = re.compile(r"[0-9a-f]{16,40}")


def save_attempt(request: HttpRequest) -> str:
    """The key of this press of "save", as the phone sent it; "" when there is none."""
    if request.method != "POST" or request.POST.get("preview"):
        return ""
    attempt = request.POST.get("attempt", "")
    return attempt if _ATTEMPT.fullmatch(attempt) else ""


def draft_attributes(request: HttpRequest, round_: Round, table: int) -> SafeString:
    """The sheet form's data attributes for ``draft.js``: which sheet it is, the save keys
    stored already and whether the page answers a save that was refused (its form then
    shows what was sent)."""
    stored = SheetChange.objects.filter(sheet__round=round_, sheet__table=table).exclude(
        attempt="").values_list("attempt", flat=True)
    return format_html(
        'data-draft="/avond/{}/boom/{}/tafel/{}" data-saved="{}" data-refused="{}"',
        round_.evening_id, round_.number, table, " ".join(stored),
        "1" if request.method == "POST" else "")


def stored_answer(request: HttpRequest, response: HttpResponse, done_url: str) -> HttpResponse:
    """The answer to a save the phone sent itself (header X-Sheet-Send): when it is stored
    (the page goes on to ``done_url``), an empty answer that names that page, so the phone
    forgets its copy and opens the page once (a followed redirect would open it twice and
    use up its message). Any other answer as it is: the phone then shows the page."""
    if (request.headers.get("X-Sheet-Send") and response.status_code == 302
            and response["Location"] == done_url):
        return HttpResponse(status=204, headers={"X-Sheet-Stored": done_url})
    return response
