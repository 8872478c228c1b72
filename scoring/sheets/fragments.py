"""The parts of a sheet page that the live preview replaces, built here once: the page
renders them through template tags (``scoring.templatetags.sheet``) and the preview sends
them as htmx out-of-band swaps. Plain string building keeps the preview, which runs on every
keystroke, a few milliseconds instead of a template engine's tens.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from django.utils.html import escape, format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

from scoring.results.numbers import local_format, local_number
from scoring.sheets.rows import RowResult, SheetResult


class Line(Protocol):
    @property
    def number(self) -> int: ...

    @property
    def result(self) -> RowResult | None: ...

    @property
    def total(self) -> tuple[int, int] | None: ...

    @property
    def errors(self) -> list[str]: ...

    @property
    def hints(self) -> list[str]: ...


def _oob(oob: bool) -> SafeString:
    return mark_safe(' hx-swap-oob="true"' if oob else "")


@dataclass(frozen=True)
class Words:
    """The words and the number format of the active language, looked up once per page or
    preview rather than once per cell (the preview runs on every keystroke)."""

    score_a: str
    score_b: str
    total_a: str
    total_b: str
    nat: SafeString
    penalty: str
    number: Callable[..., str]

    @classmethod
    def now(cls, result: SheetResult | None = None) -> Words:
        if getattr(result, "klammern", False):  # Klammern (issue 17): small and big points
            return cls(escape(_("Small points A")), escape(_("Small points B")),
                       escape(_("Big points A")), escape(_("Big points B")),
                       mark_safe(""), "", local_format())
        return cls(escape(_("Score A")), escape(_("Score B")), escape(_("Total A")),
                   escape(_("Total B")),
                   format_html(' <span class="badge warn">{}</span>', _("nat")),
                   escape(_("penalty for the player who revoked")), local_format())


def _score(result: RowResult | None, team: str, words: Words) -> str:
    if result is None or result.problems:
        return ""
    value = result.score_a if team == "a" else result.score_b
    return words.number(value) + (words.nat if result.nat and value == 0 else "")


def cells(line: Line, *, oob: bool = False, words: Words | None = None) -> SafeString:
    """Score A, score B and the two running totals of one game. Built by plain string
    formatting: every text in it is a number or one of ``words``, escaped once."""
    words = words or Words.now()
    result, n, swap = line.result, line.number, _oob(oob)
    penalty = (f' <span class="badge error" title="{words.penalty}">{result.penalty}</span>'
               if result and result.penalty else "")
    total_a, total_b = ([words.number(t) for t in line.total] if line.total else ["", ""])
    return mark_safe(
        f'<td class="number score f-score_a" data-label="{words.score_a}" id="score-a-{n}"'
        f'{swap}>{_score(result, "a", words)}</td>\n'
        f'<td class="number score f-score_b" data-label="{words.score_b}" id="score-b-{n}"'
        f'{swap}>{_score(result, "b", words)}{penalty}</td>\n'
        f'<td class="number running f-run_a" data-label="{words.total_a}" id="run-a-{n}"'
        f'{swap}>{total_a}</td>\n'
        f'<td class="number running f-run_b" data-label="{words.total_b}" id="run-b-{n}"'
        f'{swap}>{total_b}</td>\n')


def problems_row(line: Line, width: int, *, oob: bool = False) -> SafeString:
    """The line under a game naming its mistakes (red) and hints; hidden when there are
    none. The game's inputs point at it (``aria-describedby``)."""
    errors = format_html_join("", '<span class="problem">{} {}</span> ', (
        (_("Game %(number)s:") % {"number": line.number}, error) for error in line.errors))
    hints = format_html_join("", '<span class="hint">{} {}</span> ', (
        (_("Game %(number)s, check:") % {"number": line.number}, hint) for hint in line.hints))
    hidden = "" if line.errors or line.hints else " hidden"
    return format_html(
        '<tr class="row-errors" id="errors-{}"{}{}>\n  <td colspan="{}">{}{}</td>\n</tr>\n',
        line.number, _oob(oob), hidden, width, errors, hints)


def totals(result: SheetResult, problem: str, *, oob: bool = False) -> SafeString:
    """The sheet's totals; a question mark while a game has a mistake."""
    a, b = ("?", "?") if problem else (local_number(result.total_a),
                                       local_number(result.total_b))
    cells = format_html(
        '<td class="number" id="total-a" data-label="{}"{}>{}</td>'
        '<td class="number" id="total-b" data-label="{}"{}>{}</td>',
        _("Total A"), _oob(oob), a, _("Total B"), _oob(oob), b)
    if getattr(result, "klammern", False):  # Klammern (issue 17): under the big points
        return mark_safe("<td></td><td></td>" + cells)
    return mark_safe(cells + "<td></td><td></td>")


def live(result: SheetResult, problem: str) -> str:
    """What the one live region says: the totals, or that a game needs correcting."""
    if problem:
        waiting = _("Totals wait until the marked game is right.")
        return f"{waiting} {problem}"
    if getattr(result, "klammern", False):  # Klammern (issue 17)
        return _("Big points so far: team A %(a)s, team B %(b)s") % {
            "a": local_number(result.total_a), "b": local_number(result.total_b)}
    return _("Total so far: pair A %(a)s, pair B %(b)s") % {
        "a": local_number(result.total_a), "b": local_number(result.total_b)}


def boom_state(result: SheetResult, *, oob: bool = False) -> SafeString:
    """For a boom played to a target: whether it is over, and in which game."""
    if not result.target:
        return mark_safe("")
    target = local_number(result.target)
    if getattr(result, "klammern", False):  # Klammern (issue 17): a target in big points
        target = _("%(target)s big points") % {"target": target}
    if not result.reached:
        text = format_html("{}", _("This boom is played to %(target)s: it is over in the game "
                                   "in which a pair reaches it.") % {"target": target})
    elif len(result.reached_by) == 2:
        text = format_html("<strong>{}</strong>", _(
            "Boom over: both pairs reached %(target)s in game %(game)s.") % {
            "target": target, "game": result.reached})
    else:
        text = format_html("<strong>{}</strong>", _(
            "Boom over: pair %(pair)s reached %(target)s in game %(game)s.") % {
            "pair": result.reached_by[0], "target": target, "game": result.reached})
    css = "message" if result.reached else "muted"
    return format_html('<p class="{}" id="boom-state" role="status" data-over="{}"{}>{}</p>',
                       css, result.reached or "", _oob(oob), text)


def preview(lines: Iterable[Line], result: SheetResult, problem: str, width: int) -> str:
    """Every part the live preview replaces, as out-of-band swaps."""
    words = Words.now(result)
    parts = [cells(line, oob=True, words=words) + problems_row(line, width, oob=True)
             for line in lines]
    parts.append(totals(result, problem, oob=True))
    parts.append(format_html('\n<p id="sheet-live" hx-swap-oob="innerHTML">{}</p>\n',
                             live(result, problem)))
    parts.append(boom_state(result, oob=True))
    return "".join(parts)
