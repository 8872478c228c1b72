"""The evening's report: the text the organiser copies for the club's web site, its
Facebook page, the WhatsApp group or the local paper.

Written from a template (``scoring/evening_report.txt``) with what the site knows, never
invented: the club, the date, the number of players, the prizes with the winners' names,
scores and what they won, the highest round, the season's top five after this evening, and
the organiser's own short text. ``report_facts`` gathers the facts (plain Python over the
ranked evening and the season's lines); ``evening_text`` reads and writes them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from django.conf import settings
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation import gettext as _

from clubs.games import GameWords, game_spec
from clubs.numbers import local_number
from scoring.results.labels import ResultLabels, result_labels
from scoring.results.loaders import SeasonData
from scoring.results.numbers import score_decimals
from scoring.results.prize_money import evening_prize_money, evening_side_prizes
from scoring.results.prizes import Prize
from scoring.results.ranked import EveningReport
from scoring.results.ranking import EveningLine
from scoring.results.reports import evening_report, season_report, standings_lines
from scoring.results.season import SeasonLine
from scoring.results.side_prizes import (
    MOST_PITS,
    SidePrize,
    side_label,
    side_value,
    side_worth_text,
)
from tournament.formats import format_of
from tournament.formats.competitor import PLAYERS, CompetitorWords
from tournament.models import Evening, EveningStatus

TOP = 5  # the standings' lines the report names


@dataclass(frozen=True)
class ReportPrize:
    label: str  # "1e prijs", "Poedelprijs (op één na laatste)"
    names: str  # "Ans" or "Ans en Bep" (a shared prize)
    score: str
    worth: str  # "€ 27,50", "rollade" or ""
    shared: bool


@dataclass(frozen=True)
class ReportFacts:
    took_part: str  # "13 players took part.", "13 pairs took part."
    prizes: list[ReportPrize]
    highest_score: str  # "" when no round was played (bye scores are no play)
    highest_names: str
    standings: list[tuple[int, str, str]]  # (place, name, score) of the top five
    side: tuple[ReportPrize, ...] = ()  # the side prizes; ``score`` says what won it


def _names(names: Sequence[str]) -> str:
    """ "Ans", "Ans en Bep", "Ans, Bep en Cor"."""
    if len(names) < 2:
        return "".join(names)
    return _("%(names)s and %(last)s") % {"names": ", ".join(names[:-1]), "last": names[-1]}


def report_facts(lines: Sequence[EveningLine], prizes: Sequence[Prize],
                 worths: Mapping[int, str], standings: Sequence[SeasonLine],
                 labels: ResultLabels, ranked: CompetitorWords = PLAYERS) -> ReportFacts:
    """The facts of the report, in the page's number format; ``standings`` after this
    evening, qualified lines only (a line below the minimum of evenings has no place);
    ``ranked`` names who took part (players, the pairs of a fixed-pairs season)."""
    report_prizes = [
        ReportPrize(label=labels.place_label(prize.place),
                    names=_names([w.line.player.name for w in prize.winners]),
                    score=labels.number(prize.winners[0].line.player.total),
                    worth=worths.get(prize.place, ""), shared=prize.shared)
        for prize in prizes]
    played = [(score, line.player.name) for line in lines for score in line.player.played_rounds]
    highest = max((score for score, _name in played), default=None)
    top = [line for line in standings if line.qualified and line.rank <= TOP]
    decimals = score_decimals(top)
    return ReportFacts(
        took_part=ranked.count(len(lines)), prizes=report_prizes,
        highest_score="" if highest is None else labels.number(highest),
        highest_names=_names(sorted({name for score, name in played if score == highest})),
        standings=[(line.rank, line.player.name, local_number(line.score, decimals=decimals))
                   for line in top])


def side_report_prizes(found: Sequence[SidePrize], labels: ResultLabels, inleg: int | None
                       ) -> tuple[ReportPrize, ...]:
    """The side prizes as the report names them: "2.900 points", "2 pits"."""
    return tuple(
        ReportPrize(label=side_label(prize.kind),
                    names=_names([line.player.name for line in prize.winners]),
                    score=(side_value(prize, labels) if prize.kind == MOST_PITS else
                           _("%(score)s points") % {"score": labels.number(prize.value)}),
                    worth=side_worth_text(prize, inleg), shared=prize.shared)
        for prize in found)


def standings_after(evening: Evening) -> list[SeasonLine]:
    """The season standings as they stood right after ``evening`` (a closed evening): the
    closed evenings up to it, and nothing of a later one (not its best round either)."""
    season = evening.season
    data = season_report(season).data
    held = [e.pk for e in data.evenings]
    if evening.pk not in held:
        return []
    kept = data.evenings[:held.index(evening.pk) + 1]
    before = SeasonData(season=data.season, evenings=kept, names=data.names,
                        rows={e.pk: data.rows[e.pk] for e in kept if e.pk in data.rows})
    return standings_lines(before, counting=season.season_counting, n=season.season_count_n,
                           min_evenings=season.min_evenings)


def evening_text(evening: Evening, report: EveningReport | None = None) -> str:
    """The report of a closed evening ("" while it is not closed: its results may change),
    in the club's language (the site's, whatever the reader's browser asks); ``report``:
    the evening ranked, when the caller has it."""
    if evening.status != EveningStatus.CLOSED:
        return ""
    with translation.override(settings.LANGUAGE_CODE):
        words: GameWords = game_spec(evening.season).words
        labels = result_labels(words=words)
        report = report or evening_report(evening)
        side = evening_side_prizes(evening, report)
        money = evening_prize_money(evening, report.prizes, side)
        facts = report_facts(report.lines, report.prizes, money.worths,
                             standings_after(evening), labels, format_of(evening.season).ranked)
        facts = replace(facts, side=side_report_prizes(side, labels, money.inleg))
        text = render_to_string("scoring/evening_report.txt", {
            "club": evening.club, "evening": evening, "facts": facts, "words": words,
            "note": evening.report_note.strip()})
    # The template's tags leave blank lines: one blank line between paragraphs.
    return re.sub(r"\n{3,}", "\n\n", "\n".join(line.rstrip() for line in text.split("\n"))
                  ).strip() + "\n"
