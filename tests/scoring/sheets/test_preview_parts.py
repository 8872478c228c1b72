"""The live preview's answer read as the browser reads it. htmx 2 parses an answer inside a
``<template>``; there the first element decides how the rest is parsed, so a ``<tr>`` after a
``<td>`` (and a ``<td>`` after a ``<p>``) is dropped and never swapped in. A table row or cell
therefore travels inside a ``<template>`` of its own kind, as htmx documents.

The browser itself is in tests/e2e/journeys/test_sheet_mistakes.py; this checks the rule on
the answers of every game system's sheet, without one."""

from __future__ import annotations

from html.parser import HTMLParser

from django.test import Client
from django.urls import reverse

from clubs.models import Club, GameSystem
from tests.factories import check_in, make_evening, make_members, make_season
from tests.scoring.sheets.helpers import games, sheet_url
from tests.scoring.systems.klabberjass.helpers import three_at_a_table
from tests.scoring.systems.klabberjass.play import Played
from tournament.seating.store import draw_round

TABLE_PARTS = {"tr", "td", "th", "tbody", "thead", "tfoot", "caption", "col", "colgroup"}
VOID = {"br", "hr", "img", "input", "meta", "link", "wbr", "col"}


class Answer(HTMLParser):
    """The elements at the top of an answer; for each ``<template>``, the elements at its
    top, with their attributes and their text."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.depth = 0
        self.top: list[tuple[str, dict[str, str | None], list[list[object]]]] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.depth == 0:
            self.top.append((tag, dict(attrs), []))
        elif self.depth == 1 and self.top[-1][0] == "template":
            self.top[-1][2].append([tag, dict(attrs), ""])
        if tag not in VOID:
            self.depth += 1

    def handle_endtag(self, tag: str) -> None:
        if tag not in VOID:
            self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.depth >= 2 and self.top and self.top[-1][0] == "template" and self.top[-1][2]:
            self.top[-1][2][-1][2] = f"{self.top[-1][2][-1][2]}{data}"

    def table_parts(self) -> dict[str, tuple[dict[str, str | None], str]]:
        """Every table part by its id, as the browser keeps it: at the top of a template
        whose first element is of the same kind."""
        assert [tag for tag, _attrs, _inner in self.top if tag in TABLE_PARTS] == []
        kept: dict[str, tuple[dict[str, str | None], str]] = {}
        for tag, _attrs, inner in self.top:
            if tag != "template":
                continue
            kinds = {str(element[0]) for element in inner}
            assert len(kinds) == 1, kinds  # rows and cells never share a template
            for _tag, attrs, text in inner:
                assert isinstance(attrs, dict)
                kept[str(attrs["id"])] = (attrs, " ".join(str(text).split()))
        return kept


def test_the_klaverjas_preview_sends_rows_and_cells_the_browser_keeps(
        club: Club, organiser_client: Client) -> None:
    evening = make_evening(make_season(club), round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=1)
    data = {**games({1: 90, 2: 172, 3: 80}, extra={"g3-roem_a": "15"}), "preview": "1"}
    answer = Answer(organiser_client.post(sheet_url(evening), data).content.decode())
    parts = answer.table_parts()
    for game in range(1, 13):
        for cell in (f"score-a-{game}", f"score-b-{game}", f"run-a-{game}", f"run-b-{game}",
                     f"errors-{game}"):
            assert parts[cell][0]["hx-swap-oob"] == "true", cell
    assert parts["errors-2"] == ({"class": "row-errors", "id": "errors-2",
                                  "hx-swap-oob": "true"},
                                 "Spel 2: Punten paar A kan hoogstens 162 zijn.")
    assert parts["errors-3"][1] == "Spel 3: Roem 15 voor paar A is geen tiental."
    assert "hidden" in parts["errors-1"][0] and "hidden" in parts["errors-4"][0]
    assert parts["score-a-1"][1] == "162" and parts["total-a"][1] == "?"


def test_the_klammern_and_kraken_previews_too(club: Club, organiser_client: Client) -> None:
    for day, system, data in (
            (2, GameSystem.KRAKEN, {"g1-points_a": "90"}),  # no trump
            (3, GameSystem.KLAMMERN, {"g1-declarer": "A", "g1-points_a": "100",
                                      "g1-roem_a": "15"})):
        evening = make_evening(make_season(club, game_system=system), round_count=1, day=day)
        check_in(evening, make_members(club, 4, prefix=f"Speler {day}"))
        draw_round(evening, 1, seed=1)
        answer = Answer(organiser_client.post(sheet_url(evening), {**data, "preview": "1"}
                                              ).content.decode())
        errors = answer.table_parts()["errors-1"]
        assert "hidden" not in errors[0] and errors[1].startswith("Spel 1: "), system


def test_the_klabberjass_preview_uses_the_same_line_under_a_game(
        club: Club, organiser_client: Client) -> None:
    _evening, url = three_at_a_table(club)
    data = {**Played(1, False, "C", False).post(1), "g1-turned": "C", "preview": "1"}
    answer = Answer(organiser_client.post(url, data).content.decode())
    parts = answer.table_parts()
    assert parts["errors-1"][1] == ("Spel 1: Een Kleines kan niet in de kleur van de "
                                    "opgedraaide kaart gespeeld worden.")
    assert "hidden" in parts["errors-2"][0]
    live = next(attrs for tag, attrs, _inner in answer.top if attrs.get("id") == "sheet-live")
    assert live["hx-swap-oob"] == "innerHTML"  # the live region itself stays in place
    page = organiser_client.get(reverse("scoring:sheet", args=[club.slug, _evening.pk, 1, 1])
                                ).content.decode()
    assert 'aria-describedby="errors-1"' in page
