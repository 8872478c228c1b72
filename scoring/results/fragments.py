"""The results pages' bodies, rendered once and remembered by every worker.

Each body is keyed by what its request read from the database (``scoring.results.memo``):
the evening's players, or the season's state. The page around it (header, links, who is
logged in) is rendered per request; the expensive part (ranking, prizes, a table of
hundreds or thousands of cells, the chart) is not.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from django.template.loader import render_to_string
from django.utils.safestring import SafeString
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from clubs.games import game_spec
from clubs.models import AbsentScore, Club, SeasonAggregate, SeasonCounting
from scoring.results.chart import NARROW, WIDE, Point, evening_chart_svg
from scoring.results.competitors import competitors_key
from scoring.results.grid import (
    evening_sorts,
    evening_table_html,
    player_evenings_html,
    sort_keys,
    standings_sorts,
    standings_table_html,
)
from scoring.results.labels import prize_entries, prize_notes, result_labels
from scoring.results.loaders import SeasonState, evening_players, season_state
from scoring.results.numbers_table import number_lines, numbers_html, partner_lines
from scoring.results.periods import (
    period_counting_text,
    period_key,
    period_over,
    period_report,
)
from scoring.results.prize_money import (
    evening_side_prizes,
    needs_inleg,
    prize_money,
    season_prize_lines,
    standings_prize_lines,
    worth_by_place,
)
from scoring.results.ranked import ranked_evening
from scoring.results.records import (
    HIGHEST_EVENING,
    HIGHEST_ROUND,
    LONGEST_RUN,
    MOST_PITS,
    MOST_PRIZES,
    MOST_ROEM,
    club_records,
)
from scoring.results.reports import PlayerReport, player_report, season_report
from scoring.results.side_prizes import side_prize_entries
from scoring.results.stored import club_rows, member_rows, stored_fingerprint
from scoring.results.tally import ResultRow, player_numbers
from scoring.systems import system_of
from tournament import memo
from tournament.checkin.attendance import inleg_in
from tournament.formats import format_of
from tournament.memo import digest
from tournament.models import Evening, EveningStatus, Period, Season


def valid_sort(sort: str, keys: list[str]) -> str:
    """The ``sort`` parameter if it names a column, else "" (the default order): the
    memo never holds more than one body per column and direction."""
    return sort if sort in keys else ""


class Body(NamedTuple):
    key: str  # names everything the body shows
    html: SafeString


def evening_body(evening: Evening, *, club_slug: str, sort: str) -> Body:
    """The prize list and the table of every player. A closed evening is known by its
    latest closing and its players' names (``stored_fingerprint``, 1 query); its stored
    results are read only when this worker has not rendered them yet. An evening in
    progress is read from its sheets (3 queries)."""
    fingerprint = stored_fingerprint(evening) if evening.status == EveningStatus.CLOSED else None
    players = evening_players(evening) if fingerprint is None else None
    ranked = format_of(evening.season).ranked
    sort = valid_sort(sort, sort_keys(evening_sorts(evening.round_count)))
    # The season's rules decide the prizes; they are frozen once a sheet exists, but an
    # evening in progress may have none yet.
    # A share of the inleg is worth what came in (1 query, only for a season with shares).
    inleg = inleg_in(evening) if needs_inleg(evening.season) else None
    key = "evening:" + digest(evening.pk, evening.status, evening.round_count, club_slug,
                              get_language(), sort, fingerprint or players,
                              sorted(evening.season.rule_values().items()), inleg,
                              competitors_key(evening.season))

    def render() -> SafeString:
        report = ranked_evening(evening, evening_players(evening) if players is None else players)
        worths = prize_money(report.prizes, worth_by_place(evening.season), inleg).worths
        side = evening_side_prizes(evening, report)
        return SafeString(render_to_string("scoring/evening_results_body.html", {
            "prize_entries": prize_entries(report.prizes, result_labels(), worths),
            "side_entries": side_prize_entries(side, result_labels(), inleg),
            "prize_notes": prize_notes(report.prizes, result_labels()),
            "table": evening_table_html(report.lines, rounds=evening.round_count,
                                        club_slug=club_slug, season_pk=evening.season_id,
                                        deciders=report.deciders(), sort=sort,
                                        words=game_spec(evening.season).words, ranked=ranked),
            "club_slug": club_slug, "evening_pk": evening.pk, "ranked": ranked,
        }))

    return Body(key, memo.remember_html(key, render))


def standings_body(season: Season, *, club_slug: str, sort: str) -> tuple[SeasonState, Body]:
    """The champion or leader, the counting rule and the standings table (2 queries when
    the worker knows the season's state)."""
    state = season_state(season)
    sort = valid_sort(sort, sort_keys(standings_sorts()))
    over = state.over
    key = f"{state.key}:standings:" + digest(over, club_slug, get_language(), sort,
                                             competitors_key(season))

    def render() -> SafeString:
        report = season_report(season, state)
        table = standings_table_html(
            report.lines, evening_labels=[f"{e.date:%-d-%-m}" for e in report.data.evenings],
            club_slug=club_slug, season_pk=season.pk, deciders=report.deciders(), sort=sort,
            ranked=format_of(season).ranked)
        labels = result_labels(season_over=over)
        prizes = season_prize_lines(season, report.lines, labels)
        return SafeString(render_to_string("scoring/season_standings_body.html", {
            "report": report, "table": table, "labels": labels, "season_prizes": prizes,
            "over": over,
            "counting_text": counting_text(season), "club_slug": club_slug,
            "season_pk": season.pk,
        }))

    return state, Body(key, memo.remember_html(key, render))


def period_body(period: Period, *, club_slug: str, sort: str) -> tuple[SeasonState, Body]:
    """A period's standings, as the season's look (2 queries when the worker knows the
    season's state). Its number one is the champion once every evening of the period is
    closed and its last date has passed."""
    season = period.season
    state = season_state(season)
    sort = valid_sort(sort, sort_keys(standings_sorts()))
    over = period_over(period, state)
    key = f"{state.key}:period:" + digest(period_key(period), over, club_slug, get_language(),
                                          sort, competitors_key(season))

    def render() -> SafeString:
        report = period_report(period, state)
        table = standings_table_html(
            report.lines, evening_labels=[f"{e.date:%-d-%-m}" for e in report.data.evenings],
            club_slug=club_slug, season_pk=season.pk, deciders=report.deciders(), sort=sort,
            ranked=format_of(season).ranked)
        labels = result_labels(season_over=over)
        return SafeString(render_to_string("scoring/period_standings_body.html", {
            "report": report, "table": table, "labels": labels, "over": over,
            "prizes": standings_prize_lines(report.lines, period.prize_worth, labels),
            "counting_text": period_counting_text(period), "club_slug": club_slug,
            "season_pk": season.pk, "period": period,
        }))

    return state, Body(key, memo.remember_html(key, render))


def player_body(state: SeasonState, member: int, name: str, *, club_slug: str) -> Body:
    """A player's season: facts, chart, numbers and the evenings (no query when
    remembered). The numbers over every season read the club's closings: the state's
    ``club_mark`` names them."""
    season = state.season
    key = f"{state.key}:player:" + digest(member, name, club_slug, get_language(),
                                           state.club_mark)

    def render() -> SafeString:
        whole = season_report(season, state)
        rows = member_rows(season.club_id, member) if whole.data.played(member) else []
        report = player_report(whole, member, rows)
        chart = ""
        if report is not None:
            # A substitute's evening the season's rule does not count stays out of his numbers.
            uncounted = {e.evening.pk for e in report.evenings if e.role and e.total is None}
            rows = [row for row in rows if row.evening not in uncounted]
            points = [Point(f"{e.evening.date:%-d-%-m}", e.total) for e in report.evenings]
            title = _("Evening scores of %(name)s") % {"name": name}
            # One drawing for wide screens, one for phones; CSS shows one of them.
            chart = "".join(
                evening_chart_svg(points, title=title, average_label=_("average"),
                                  layout=layout, css_class=f"chart {css}",
                                  least_step=game_spec(season).chart_step)
                for layout, css in ((WIDE, "chart-wide"), (NARROW, "chart-narrow")))
        return SafeString(render_to_string("scoring/player_body.html", {
            "season": season, "report": report, "chart": chart,
            "evenings_table": player_evenings_html(report.evenings, club_slug=club_slug)
            if report else "",
            "numbers": _numbers(state, report, rows) if report else "",
        }))

    return Body(key, memo.remember_html(key, render))


def _numbers(state: SeasonState, report: PlayerReport, rows: Sequence[ResultRow]
             ) -> SafeString:
    """The player's numbers for the season and every season, from their stored results of
    every season (``rows``)."""
    season = state.season
    rank = report.season_line.rank if report.season_line else None
    figures = system_of(season).figures
    in_season = [r for r in rows if r.season == season.pk]
    this = player_numbers(in_season, figures)
    every = this if len(in_season) == len(rows) else player_numbers(rows, figures)
    lines = number_lines(this, every, rank=rank, figures=figures, labels=result_labels())
    # Only a game of pairs has partners to list.
    partners = ([(_("This season"), partner_lines(this, state.names)),
                 (_("All seasons"), partner_lines(every, state.names))]
                if game_spec(season).partners else [])
    return numbers_html(lines, partners)


def counting_text(season: Season) -> str:
    n = season.season_count_n
    if season.season_counting == SeasonCounting.BEST_N:
        text = ngettext("The best evening counts.", "The best %(n)s evenings count.", n)
    elif season.absent_score == AbsentScore.LOWEST:
        text = ngettext("All evenings count except the lowest; an absence counts as the "
                        "lowest score of that evening.",
                        "All evenings count except the %(n)s lowest; an absence counts as the "
                        "lowest score of that evening.", n)
    else:
        text = ngettext("All evenings count except the lowest; an absence counts as 0.",
                        "All evenings count except the %(n)s lowest; an absence counts as 0.", n)
    text %= {"n": n}
    if (season.season_counting == SeasonCounting.BEST_N
            and season.absent_score == AbsentScore.LOWEST):
        text += " " + _("An absence counts as the lowest score of that evening.")
    if season.season_aggregate == SeasonAggregate.AVERAGE:
        text += " " + _("The score is the average of the evenings that count.")
    if season.min_evenings:
        text += " " + ngettext("At least %(n)s evening is needed for a place.",
                               "At least %(n)s evenings are needed for a place.",
                               season.min_evenings) % {"n": season.min_evenings}
    return text


# A season's name that starts with the word itself ("Seizoen 2026-2027").
SEASON_WORD = re.compile(r"^\s*(seizoen|season)\s+", re.IGNORECASE)


def season_in_words(name: str) -> str:
    """"season 2026-2027" for a season named "2026-2027" or "Seizoen 2026-2027", not
    "season Seizoen 2026-2027"."""
    return _("season %(season)s") % {"season": SEASON_WORD.sub("", name)}


def records_body(club: Club, *, names: dict[int, str], mark: int) -> Body:
    """The club's records (2 queries; 1 more when this worker has not rendered them since
    the club's last closing or reopening, ``mark``, or since an evening's date or a season's
    name changed: the holders are written with them)."""
    evenings = list(Evening.objects.filter(season__club_id=club.pk).order_by("pk")
                    .values_list("pk", "date", "season_id", "season__name"))
    seasons = {season: name for _pk, _date, season, name in evenings}
    key = "records:" + digest(club.pk, club.slug, mark, sorted(names.items()), get_language(),
                              evenings)

    def render() -> SafeString:
        titles = {
            HIGHEST_EVENING: _("Highest evening score"), HIGHEST_ROUND: _("Highest boom score"),
            MOST_PITS: _("Most pits in one evening"), MOST_ROEM: _("Highest roem in one game"),
            MOST_PRIZES: _("Most prizes in a season"),
            LONGEST_RUN: _("Longest run of evenings with a prize"),
        }
        shown = [{"title": titles[r.key], "value": r.value,
                  "holders": [{"holder": h, "name": names.get(h.member, ""),
                               "season": season_in_words(seasons.get(h.season, ""))}
                              for h in r.holders],
                  "in_season": r.key == MOST_PRIZES, "run": r.key == LONGEST_RUN}
                 for r in club_records(club_rows(club.pk))]
        return SafeString(render_to_string("scoring/records_body.html", {
            "records": shown, "club_slug": club.slug}))

    return Body(key, memo.remember_html(key, render))
