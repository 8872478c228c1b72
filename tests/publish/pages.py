"""Read the numbers back from the public pages, as a visitor sees them ("4.818", "(2.205)",
an en dash for an absence), to compare them with what the interface answers."""

from __future__ import annotations

from datetime import timedelta
from html.parser import HTMLParser

from django.contrib.auth.models import User
from django.utils import timezone

from clubs.models import Club, Member
from scoring.demo.season import play_round
from tests.factories import check_in, make_evening, make_members, make_season
from tests.scoring.results.helpers import play_evening
from tournament.models import Evening, EveningStatus, Round, Season
from tournament.seating.store import draw_round


class _Tables(HTMLParser):
    """The text of every cell of every table, by table class; a bracketed cell keeps its
    brackets (the page's mark of an evening that does not count)."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self._rows: list[list[str]] | None = None
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self._rows = self.tables.setdefault(dict(attrs).get("class") or "", [])
        elif tag == "tr" and self._rows is not None:
            self._rows.append([])
        elif tag in ("td", "th") and self._rows is not None:
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None and self._rows is not None:
            self._rows[-1].append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "table":
            self._rows = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def table_rows(html: str, css: str) -> list[list[str]]:
    """The body rows of the table whose class is ``css`` (the header row left out)."""
    parser = _Tables()
    parser.feed(html)
    return parser.tables[css][1:]


def dutch_number(text: str) -> int | float | None:
    """ "4.818" -> 4818, "4.818,5" -> 4818.5, "4.818 S" (a bye) -> 4818; an en dash or
    nothing -> None."""
    text = text.strip("()").removesuffix(" S")
    if text in ("", "\u2013"):
        return None
    whole, _, fraction = text.replace(".", "").partition(",")
    return float(f"{whole}.{fraction}") if fraction else int(whole)


def evening_in_play(season: Season, members: list[Member], day: int, user: User) -> Evening:
    """An evening whose first round is drawn and whose sheets are all entered, not closed:
    its numbers exist but are not published."""
    evening = make_evening(season, round_count=2, day=day, status=EveningStatus.PLAYING)
    check_in(evening, members)
    draw_round(evening, 1, seed=day)
    play_round(Round.objects.get(evening=evening, number=1), user)
    return evening


def running_season(club: Club, user: User, name: str = "Seizoen 2026-2027") -> Season:
    """A season that began two months ago, with two closed evenings of two rounds: nine
    players on the first (a bye every round), eight on the second."""
    season = make_season(club, name=name, start_date=timezone.localdate() - timedelta(days=60))
    members = make_members(club, 9)
    for day in (1, 2):
        play_evening(season, members[: 8 + day % 2], day, user)
    return season
