"""The parts of a sheet page that the live preview replaces, built here once: the page
renders them through template tags (``scoring.templatetags.sheet``) and the preview sends
them as htmx out-of-band swaps. Plain string building keeps the preview, which runs on every
keystroke, a few milliseconds instead of a template engine's tens. Every game's sheet (the
team sheets and the list of a game for three) shows its mistakes through here; the team
sheets' scores and totals too, in their game's words (``TeamWords``).

A table row or cell travels out of band only inside a ``<template>`` (``table_part``): at the
top of an htmx answer the browser's HTML parser drops a ``<tr>`` after a ``<td>`` (and a
``<td>`` after anything else), so the swap never happens.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

from clubs.numbers import local_number
from scoring.sheets.rows import RowResult, SheetResult


class Mistakes(Protocol):
    """A game's mistakes in words: what keeps it from being saved."""

    @property
    def number(self) -> int: ...

    @property
    def errors(self) -> list[str]: ...


class Problems(Mistakes, Protocol):
    """A game's mistakes and its hints (worth a second look, never refused)."""

    @property
    def hints(self) -> list[str]: ...


class Line(Problems, Protocol):
    @property
    def result(self) -> RowResult | None: ...

    @property
    def total(self) -> tuple[int, int] | None: ...


def _oob(oob: bool) -> SafeString:
    return mark_safe(' hx-swap-oob="true"' if oob else "")


def table_part(html: str, *, oob: bool) -> SafeString:
    """Table rows or cells as the page has them, or wrapped for an out-of-band swap: htmx 2
    swaps the elements at the top of a ``<template>`` and parses each template on its own,
    so rows and cells keep their place (its documented way for table elements)."""
    return mark_safe(f"<template>{html}</template>\n" if oob else html)


@dataclass(frozen=True)
class TeamWords:
    """A team game's words for its sheet's scores and totals, and the number format of the
    active language: looked up once per page or preview rather than once per cell (the
    preview runs on every keystroke). The game builds them (``TeamGame.team_words``)."""

    score_a: str  # a game's score of side A, escaped: "Score A", "Small points A"
    score_b: str
    total_a: str  # the running total of side A after a game: "Total A", "Big points A"
    total_b: str
    nat: SafeString  # the mark of a nat game's 0, or ""
    penalty: str  # what a revoke penalty badge says, escaped (or "")
    number: Callable[..., str]  # ``clubs.numbers.local_format()``
    totals_first: bool  # the sheet's totals sit under the running totals (the last columns)
    so_far: str  # the live region: "Total so far: pair A %(a)s, pair B %(b)s"
    totals: str  # a saved sheet's totals: "pair A %(a)s, pair B %(b)s"
    total: str  # what a sheet's totals are, read-only under its games: "Total", "Big points"
    side_a: str  # what the game calls side A in the players' heading: "Pair A", "Team A"
    side_b: str
    total_field_a: str  # the field of a totals-only sheet: "total pair A", "big points team A"
    total_field_b: str
    points_help: str  # how card points are typed: "Type the points of pair A or of pair B..."
    # A round to a target: played to it, both sides reached it, side %(pair)s reached it.
    round_over: tuple[str, str, str]


def _score(result: RowResult | None, team: str, words: TeamWords) -> str:
    if result is None or result.problems:
        return ""
    value = result.score_a if team == "a" else result.score_b
    return words.number(value) + (words.nat if result.nat and value == 0 else "")


def cells(line: Line, words: TeamWords, *, oob: bool = False) -> SafeString:
    """Score A, score B and the two running totals of one game. Built by plain string
    formatting: every text in it is a number or one of ``words``, escaped once."""
    result, n, swap = line.result, line.number, _oob(oob)
    penalty = (f' <span class="badge error" title="{words.penalty}">{result.penalty}</span>'
               if result and result.penalty else "")
    total_a, total_b = ([words.number(t) for t in line.total] if line.total else ["", ""])
    return table_part(
        f'<td class="number score f-score_a" data-label="{words.score_a}" id="score-a-{n}"'
        f'{swap}>{_score(result, "a", words)}</td>\n'
        f'<td class="number score f-score_b" data-label="{words.score_b}" id="score-b-{n}"'
        f'{swap}>{_score(result, "b", words)}{penalty}</td>\n'
        f'<td class="number running f-run_a" data-label="{words.total_a}" id="run-a-{n}"'
        f'{swap}>{total_a}</td>\n'
        f'<td class="number running f-run_b" data-label="{words.total_b}" id="run-b-{n}"'
        f'{swap}>{total_b}</td>\n', oob=oob)


def problems_row(line: Problems, width: int, *, oob: bool = False) -> SafeString:
    """The line right under a game naming its mistakes (red) and hints; hidden when there
    are none. The game's inputs point at it (``aria-describedby``); ``static/js/sheet.js``
    marks them invalid while it names a mistake."""
    errors = format_html_join("", '<span class="problem">{} {}</span> ', (
        (_("Game %(number)s:") % {"number": line.number}, error) for error in line.errors))
    hints = format_html_join("", '<span class="hint">{} {}</span> ', (
        (_("Game %(number)s, check:") % {"number": line.number}, hint) for hint in line.hints))
    hidden = "" if line.errors or line.hints else " hidden"
    return table_part(format_html(
        '<tr class="row-errors" id="errors-{}"{}{}>\n  <td colspan="{}">{}{}</td>\n</tr>\n',
        line.number, _oob(oob), hidden, width, errors, hints), oob=oob)


def first_problem(lines: Iterable[Mistakes]) -> SafeString:
    """The sheet's first mistake for the line under the totals: which game, linked to the
    game itself (its row or card, ``id="game-N"``), and what is wrong; empty when none."""
    line = next((line for line in lines if line.errors), None)
    if line is None:
        return mark_safe("")
    return format_html('<a href="#game-{}">{}</a> {}', line.number,
                       _("Game %(number)s:") % {"number": line.number}, line.errors[0])


def totals(result: SheetResult, problem: str, words: TeamWords, *, oob: bool = False
           ) -> SafeString:
    """The sheet's totals, under the scores or (``words.totals_first``) under the running
    totals; a question mark while a game has a mistake."""
    a, b = ("?", "?") if problem else (local_number(result.total_a),
                                       local_number(result.total_b))
    cells = format_html(
        '<td class="number" id="total-a" data-label="{}"{}>{}</td>'
        '<td class="number" id="total-b" data-label="{}"{}>{}</td>',
        _("Total A"), _oob(oob), a, _("Total B"), _oob(oob), b)
    if oob:
        return table_part(cells, oob=True)
    if words.totals_first:
        return mark_safe("<td></td><td></td>" + cells)
    return mark_safe(cells + "<td></td><td></td>")


def live(result: SheetResult, problem: str, words: TeamWords) -> SafeString:
    """What the one live region says: the totals, or that a game needs correcting
    (``problem``: ``first_problem``)."""
    if problem:
        return format_html("{} {}", _("Totals wait until the marked game is right."), problem)
    return format_html("{}", words.so_far % {
        "a": local_number(result.total_a), "b": local_number(result.total_b)})


def live_region(text: str) -> SafeString:
    """The live region's new words, swapped inside it: the region itself stays, so a screen
    reader keeps listening to it."""
    return format_html('\n<p id="sheet-live" hx-swap-oob="innerHTML">{}</p>\n', text)


def round_state(result: SheetResult, target_words: str, words: TeamWords, *,
                oob: bool = False) -> SafeString:
    """For a round played to a target (written as ``target_words``, the game's
    ``Words.target``): whether it is over, and in which game, in the game's ``words``."""
    if not result.target:
        return mark_safe("")
    target = target_words % {"target": local_number(result.target)}
    played_to, both_reached, one_reached = words.round_over
    if not result.reached:
        text = format_html("{}", played_to % {"target": target})
    elif len(result.reached_by) == 2:
        text = format_html("<strong>{}</strong>", both_reached % {
            "target": target, "game": result.reached})
    else:
        text = format_html("<strong>{}</strong>", one_reached % {
            "pair": result.reached_by[0], "target": target, "game": result.reached})
    css = "message" if result.reached else "muted"
    return format_html('<p class="{}" id="boom-state" role="status" data-over="{}"{}>{}</p>',
                       css, result.reached or "", _oob(oob), text)


def preview(lines: Iterable[Line], result: SheetResult, problem: str, width: int,
            words: TeamWords, target_words: str) -> str:
    """Every part the live preview replaces, as out-of-band swaps."""
    parts = [cells(line, words, oob=True) + problems_row(line, width, oob=True)
             for line in lines]
    parts.append(totals(result, problem, words, oob=True))
    parts.append(live_region(live(result, problem, words)))
    parts.append(round_state(result, target_words, words, oob=True))
    return "".join(parts)
