"""What each of the screen's views holds, in ``parts``: the seating, the tables handing in,
the ranking, or the prize list and then the ranking. The browser cuts each part into pages
that fit its screen and turns them (``static/js/screen.js``), so a room of any size fits a
TV or a beamer (names 44 px high on 1920 x 1080: ``static/css/screen.css``).

Only what the public pages show: the seating and which tables handed in are on "Where do
I sit?" (a link every player may have, also in a private club); the scores, the ranking
and the prize list only when the club publishes its results (``Club.standings_public``),
and a table's scores during the round only when the club also wants that
(``Club.screen_table_scores``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from publish.screen.facts import ScreenFacts
from publish.screen.state import Kind, RoundFacts, screen_kind
from scoring.models import ScoreSheet, SheetStatus
from scoring.results.labels import prize_entries, result_labels
from scoring.results.loaders import evening_players
from scoring.results.prize_money import evening_prize_money, evening_side_prizes
from scoring.results.ranked import ranked_evening
from scoring.results.side_prizes import side_prize_entries
from scoring.systems import system_of
from tournament.models import Evening, EveningStatus
from tournament.seating.named import SeatLine
from tournament.seating.overview import RoundOverview, remembered_seating


@dataclass(frozen=True)
class Group:
    """Seats of a card under a caption: a fixed pair ("Paar 7" over seats 1 and 3), or
    all the card's seats without one."""

    caption: str
    seats: tuple[SeatLine, ...]


@dataclass(frozen=True)
class Card:
    """A table of the seating, or the byes (``table`` None; ``standing``: they are the
    staand paar)."""

    table: int | None
    groups: tuple[Group, ...]
    standing: bool = False


@dataclass(frozen=True)
class Tile:
    """A table during the round: handed in or not, and its scores when shown."""

    table: int
    handed_in: bool
    scores: str = ""


@dataclass(frozen=True)
class Line:
    rank: int
    name: str
    total: int


def screen_context(facts: ScreenFacts, *, today: date) -> dict[str, Any]:
    """The template's context: ``kind`` and what that view shows, in ``parts``."""
    club, evening = facts.club, facts.evening
    context: dict[str, Any] = {"club": club, "public": club.standings_public}
    if evening is None:
        next_evening = (Evening.objects.filter(season__club=club, status=EveningStatus.PLANNED,
                                               date__gte=today).order_by("date").first())
        return {**context, "kind": Kind.IDLE, "next_evening": next_evening, "parts": [[]]}
    overview = remembered_seating(evening).rounds
    rounds = [RoundFacts(number, approved,
                         frozenset(t.table for t in overview[number - 1].tables),
                         facts.complete(number))
             for number, approved, _drawn in facts.rounds if number <= len(overview)]
    kind = screen_kind(closed=evening.status == EveningStatus.CLOSED, rounds=rounds)
    context.update(kind=kind, evening=evening, rounds=evening.round_count, parts=[[]])
    words = system_of(evening.season).words()
    if rounds:
        context["round"] = rounds[-1]
        context["round_title"] = words.round_title % {"number": rounds[-1].number}
        context["next_title"] = words.round_title % {"number": rounds[-1].number + 1}
    if kind == Kind.SEATING:
        context["parts"] = [_cards(overview[rounds[-1].number - 1])]
    elif kind == Kind.SHEETS:
        context["parts"] = [_tiles(facts, evening, rounds[-1])]
        context["handed_in"] = len(rounds[-1].complete & rounds[-1].tables)
        context["tables"] = len(rounds[-1].tables)
    elif kind in (Kind.RANKING, Kind.PRIZES) and club.standings_public:
        report = ranked_evening(evening, evening_players(evening))
        lines = [Line(line.rank, line.player.name, line.player.total) for line in report.lines]
        parts: list[list[Any]] = [lines]
        if kind == Kind.PRIZES:
            # The side prizes follow the places, as on the prize list page and its PDF.
            side = evening_side_prizes(evening, report)
            money = evening_prize_money(evening, report.prizes, side)
            labels = result_labels()
            context["prizes"] = [*prize_entries(report.prizes, labels, money.worths),
                                 *side_prize_entries(side, labels, money.inleg)]
            parts = [[], lines]  # the prize list first: the page the room waits for
        context["parts"] = parts
    return context


def _cards(round_: RoundOverview) -> list[Card]:
    """A card per table, its fixed pairs each under its number; the byes a card of their
    own, the staand paar under its number."""
    cards = [Card(table.table, tuple(Group(pair.number, pair.seats)
                                     for pair in table.fixed_pairs)
                  or (Group("", table.seats),)) for table in round_.tables]
    if round_.byes:
        cards.append(Card(None, (Group(round_.standing_number, round_.byes),),
                          standing=bool(round_.standing_number)))
    return cards


def _tiles(facts: ScreenFacts, evening: Evening, round_: RoundFacts) -> list[Tile]:
    scores: dict[int, str] = {}
    if facts.club.screen_table_scores and facts.club.standings_public:
        system = system_of(evening.season)
        scores = {table: system.short_totals(a, b, per_seat) for table, a, b, per_seat in
                  ScoreSheet.objects.filter(round__evening=evening, round__number=round_.number,
                                            status=SheetStatus.COMPLETE)
                  .values_list("table", "total_a", "total_b", "seat_totals")}
    return [Tile(table, table in round_.complete, scores.get(table, ""))
            for table in sorted(round_.tables)]
