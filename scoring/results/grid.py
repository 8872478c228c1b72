"""The evening results and the season standings as HTML tables, built in one pass.

Both are wide (a column per round, or per evening: 100 players x 40 evenings = 4,000 cells).
django-tables2 spent about 0.1 ms per cell (signature inspection, attributes, templates:
measured, see docs/decisions.md); this builds the same sortable tables in a few
milliseconds. Every value is escaped or a formatted number.

For phones the place and the name stay in place (sticky first columns, ``th scope="row"``
for the name) and the total comes right after the name, so a 360 px screen shows place,
name and total of every row while the other columns scroll beside them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from html import escape
from typing import Generic, TypeVar

from django.urls import reverse
from django.utils.dateformat import format
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, override
from django.utils.translation import gettext as _

from clubs.games import BOOM_WORDS, GameWords
from scoring.results.decided import Decided, Deciders
from scoring.results.labels import ResultLabels, result_labels
from scoring.results.numbers import local_format, score_decimals
from scoring.results.ranking import EveningLine
from scoring.results.reports import PlayerEvening
from scoring.results.season import SeasonLine
from tournament.formats.competitor import PLAYERS, CompetitorWords

UNRANKED = 10**9
ABSENT = '<td class="number">\u2013</td>'  # an en dash: absent that evening or round

Line = TypeVar("Line")


@dataclass(frozen=True)
class Sort(Generic[Line]):
    key: str
    label: str
    value: Callable[[Line], object]
    number: bool = True


def sort_keys(sorts: Sequence[Sort[Line]]) -> list[str]:
    """Every valid ``sort`` parameter: a column key, "-" first for descending."""
    return [prefix + s.key for s in sorts for prefix in ("", "-")]


def _th(sort: Sort[Line], current: str, css: str = "") -> str:
    descending = current == f"-{sort.key}"
    active = current in (sort.key, f"-{sort.key}")
    link = f"?sort={'' if descending or not active else '-'}{sort.key}"
    state = f' aria-sort="{"descending" if descending else "ascending"}"' if active else ""
    classes = " ".join(c for c in (css, "number" if sort.number else "") if c)
    css_attr = f' class="{classes}"' if classes else ""
    return f'<th scope="col"{css_attr}{state}><a href="{link}">{escape(sort.label)}</a></th>'


def _ordered(lines: Sequence[Line], sorts: Sequence[Sort[Line]], sort: str) -> list[Line]:
    chosen = next((s for s in sorts if sort.lstrip("-") == s.key), sorts[0])
    return sorted(lines, key=chosen.value, reverse=sort.startswith("-"))  # type: ignore[arg-type]


_PK = 987654321  # stands in for the pk, then "{}" for it: one reverse() per table, not per row


def _url_pattern(name: str, club_slug: str) -> str:
    """The address of ``name`` for the club with ``{}`` where the pk goes (the last
    occurrence of ``_PK``: the pk comes after the club's slug)."""
    before, after = reverse(name, args=[club_slug, _PK]).rsplit(str(_PK), 1)
    return before + "{}" + after


def _player_url(club_slug: str, season_pk: int) -> str:
    """A player's page of this season: without ``seizoen`` it shows the club's latest
    season, which is another one while two seasons run side by side."""
    return _url_pattern("scoring:player", club_slug) + f"?seizoen={season_pk}"


@lru_cache(maxsize=2048)
def _day_label(day: date, language: str) -> str:
    """"Wednesday 7 January" in ``language``: every player of a season shows the same few
    dates, and Django's date formatting is slow enough to matter in a table of 40."""
    with override(language):
        return format(day, "l j F")


def _first_cells(rank: int | str, url: str, name: str) -> str:
    """Place and name: the sticky columns; the name heads its row for screen readers."""
    return (f'<td class="number place">{rank}</td>'
            f'<th scope="row" class="name"><a href="{url}">{escape(name)}</a></th>')


def _decider_heads(deciders: Deciders, labels: ResultLabels) -> str:
    """The headings of the columns that show what decided a place between equal scores."""
    heads = []
    if deciders.card_points:
        heads.append(f'<th scope="col" class="number">{escape(labels.card_points)}</th>')
    if deciders.tie_breaks:
        heads.append(f'<th scope="col">{escape(labels.tie_break_heading)}</th>')
    return "".join(heads)


def _decider_cells(line: Decided, deciders: Deciders, labels: ResultLabels,
                   local_number: Callable[..., str]) -> str:
    cells = []
    if deciders.card_points:
        cells.append(f'<td class="number">{local_number(line.player.card_points)}</td>')
    if deciders.tie_breaks:
        cells.append(f"<td>{escape(labels.tie_break_labels(deciders.keys_of(line)))}</td>")
    return "".join(cells)


def _table(css: str, head: str, rows: list[str]) -> SafeString:
    # Every value put in is escaped or a formatted number.
    return mark_safe(
        f'<table class="results {css}"><thead><tr>{head}</tr></thead>'
        f'<tbody>{"".join(rows)}</tbody></table>')


def standings_sorts(ranked: CompetitorWords = PLAYERS) -> list[Sort[SeasonLine]]:
    return [
        Sort("rank", _("Place"), lambda line: line.rank or UNRANKED),
        Sort("name", str(ranked.one), lambda line: line.player.name.lower(), number=False),
        Sort("score", _("Score"), lambda line: line.score),
        Sort("played", _("Evenings"), lambda line: line.played),
    ]


def standings_table_html(
    lines: Sequence[SeasonLine], *, evening_labels: Sequence[str], club_slug: str,
    season_pk: int, deciders: Deciders, sort: str, ranked: CompetitorWords = PLAYERS
) -> SafeString:
    """The standings as a table; ``sort`` is a column key, "-" first for descending. After
    the score and the evenings played: what decided places between equal scores
    (``deciders``); ``ranked`` names who stands in it (a player, a pair)."""
    sorts = standings_sorts(ranked)
    rank, name, score, played = sorts
    current = sort or "rank"
    labels = result_labels()
    head = (_th(rank, current, "place") + _th(name, current, "name") + _th(score, current)
            + _th(played, current) + _decider_heads(deciders, labels)
            + "".join(f'<th scope="col" class="number">{escape(label)}</th>'
                      for label in evening_labels))
    decimals = score_decimals(lines)
    local_number = local_format()
    url = _player_url(club_slug, season_pk)
    dropped_title = escape(_("does not count"))
    dropped = labels.dropped
    rows = []
    for line in _ordered(lines, sorts, sort):
        cells = []
        for value, counted in zip(line.player.evenings, line.counted, strict=False):
            if value is None:
                cells.append(ABSENT)
            elif counted:
                cells.append(f'<td class="number">{local_number(value)}</td>')
            else:
                text = escape(dropped.format(score=local_number(value)))
                cells.append(f'<td class="number"><span class="dropped" title="{dropped_title}">'
                             f"{text}</span></td>")
        css = ' class="champion-row"' if line.rank == 1 and line.qualified else ""
        first = _first_cells(line.rank or "", url.format(line.player.member), line.player.name)
        rows.append(
            f"<tr{css}>{first}"
            f'<td class="number total"><strong>{local_number(line.score, decimals=decimals)}'
            f'</strong></td><td class="number">{line.played}</td>'
            f'{_decider_cells(line, deciders, labels, local_number)}{"".join(cells)}</tr>'
        )
    return _table("standings", head, rows)


def _round_value(index: int) -> Callable[[EveningLine], int]:
    def value(line: EveningLine) -> int:
        rounds = line.player.rounds
        return (rounds[index] if index < len(rounds) else None) or 0
    return value


def evening_sorts(rounds: int, words: GameWords = BOOM_WORDS, ranked: CompetitorWords = PLAYERS
                  ) -> list[Sort[EveningLine]]:
    round_columns = [Sort(f"r{n}", words.numbered(n), _round_value(n - 1))
                     for n in range(1, rounds + 1)]
    return [
        Sort("rank", _("Place"), lambda line: line.position),
        Sort("name", str(ranked.one), lambda line: line.player.name.lower(), number=False),
        Sort("total", _("Total"), lambda line: line.player.total),
        *round_columns,
        Sort("penalty", _("Penalty"), lambda line: line.player.penalty),
    ]


def evening_table_html(
    lines: Sequence[EveningLine], *, rounds: int, club_slug: str, season_pk: int,
    deciders: Deciders, sort: str, words: GameWords = BOOM_WORDS, ranked: CompetitorWords = PLAYERS,
) -> SafeString:
    """The evening results: place (after the tie-breaks, as the prizes), player, total,
    what decided places between equal totals (``deciders``), a column per round (a bye
    marked "S"), the penalty; ``sort`` as for the standings."""
    sorts = evening_sorts(rounds, words, ranked)
    current = sort or "rank"
    labels = result_labels()
    heads = [_th(s, current, {"rank": "place", "name": "name"}.get(s.key, "")) for s in sorts]
    heads.insert(3, _decider_heads(deciders, labels))
    head = "".join(heads)
    local_number = local_format()
    url = _player_url(club_slug, season_pk)
    bye_title, bye_mark = escape(_("bye (staand nummer)")), escape(_("S"))

    def round_cell(score: int | None, bye: bool) -> str:
        if score is None:
            return ABSENT
        if bye:
            return (f'<td class="number"><span class="bye" title="{bye_title}">'
                    f"{local_number(score)} {bye_mark}</span></td>")
        return f'<td class="number">{local_number(score)}</td>'

    rows = []
    for line in _ordered(lines, sorts, sort):
        p = line.player
        round_columns = "".join(round_cell(score, bye) for score, bye in p.round_scores(rounds))
        penalty = local_number(p.penalty) if p.penalty else ""
        rows.append(
            f"<tr>{_first_cells(line.position, url.format(p.member), p.name)}"
            f'<td class="number total"><strong>{local_number(p.total)}</strong></td>'
            f"{_decider_cells(line, deciders, labels, local_number)}"
            f'{round_columns}<td class="number">{penalty}</td></tr>'
        )
    return _table("evening", head, rows)


def player_evenings_html(evenings: Sequence[PlayerEvening], *, club_slug: str) -> SafeString:
    """A player's evenings: the date (a link to its results) with the pair he played in
    and the prize won under it, the score or "absent" (or "not counted": a substitute's
    evening by the season's rule), and the place. Three columns, so a prize's long name
    ("Poedelprijs (op één na laatste)") never makes the table wider than a phone."""
    local_number = local_format()
    labels = result_labels()
    absent = escape(_("absent"))
    head = "".join(f'<th scope="col"{css}>{escape(label)}</th>' for label, css in (
        (_("Evening"), ""), (_("Score"), ' class="number"'), (_("Place"), ' class="number"')))
    url = _url_pattern("scoring:evening_results", club_slug)
    language = get_language()
    rows = []
    uncounted = escape(_("not counted"))
    for e in evenings:
        score = (local_number(e.total) if e.total is not None
                 else f'<span class="muted">{uncounted if e.role else absent}</span>')
        prize = (f'<br><span class="badge ok">{escape(labels.place_label(e.prize))}</span>'
                 if e.prize else "")
        role = f'<br><span class="muted">{escape(e.role)}</span>' if e.role else ""
        rows.append(
            f'<tr><th scope="row"><a href="{url.format(e.evening.pk)}">'
            f"{escape(_day_label(e.evening.date, language))}</a>{role}{prize}"
            f'</th><td class="number">{score}</td><td class="number">{e.rank or ""}</td></tr>')
    return mark_safe(f'<table><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody>'
                     "</table>")
