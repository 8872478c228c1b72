"""Every word of the results, and how a prize is written: for the page, the PDF and Excel.

``ResultLabels`` holds each visible word (Dutch defaults: the club's own words, so the PDF
builders run without Django); ``result_labels`` fills it in the active language.
``prize_entries`` writes the prize list once: the place, the name, the total and the note
(shared, decided by which tie-break) that every output shows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from types import MappingProxyType

from django.utils.formats import get_format
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from clubs.games import BOOM_WORDS, GameWords
from scoring.results.numbers import format_number
from scoring.results.prizes import Prize
from scoring.results.ranking import (
    BEST_ROUND,
    CARD_POINTS,
    FEWER_BYES,
    LAST_ROUND,
    MORE_EVENINGS,
)


def _place_names() -> dict[int, str]:
    return {
        -1: "Poedelprijs (laatste)",
        -2: "Poedelprijs (op \u00e9\u00e9n na laatste)",
        -3: "Poedelprijs (op twee na laatste)",
    }


def _tie_breaks() -> dict[str, str]:
    return {
        BEST_ROUND: "hoogste boom",
        LAST_ROUND: "laatste boom",
        FEWER_BYES: "minste keren staand",
        MORE_EVENINGS: "meeste avonden gespeeld",
        CARD_POINTS: "meeste kaartpunten",
    }


def _local_tie_breaks() -> dict[str, str]:
    """The tie-breaks as a note after "decided by:" says them (the rules page's choices
    name the game that has one too)."""
    return {
        BEST_ROUND: _("highest single boom"),
        LAST_ROUND: _("highest last boom"),
        FEWER_BYES: _("fewest byes"),
        MORE_EVENINGS: _("most evenings played"),
        CARD_POINTS: _("most card points"),
    }


def _dutch_evenings_held(count: int) -> str:
    return f"stand na {count} speelavond" if count == 1 else f"stand na {count} speelavonden"


def _evenings_held(count: int) -> str:
    return ngettext("standings after %(count)s evening", "standings after %(count)s evenings",
                    count) % {"count": count}


@dataclass(frozen=True)
class ResultLabels:
    """Every word printed on the result exports. Placeholders in braces are filled in.

    ``place_names`` wins over the ``prize_place`` / ``prize_from_bottom`` formats for the
    places it names; ``tie_breaks`` maps a tie-break key (scoring.standings) to its words.
    Words that depend on a count are functions of it (singular and plural).

    An evening that does not count for the season is written ``dropped`` ("(4.818)") on
    the page and in the PDF, and in brackets by its number format in Excel, and every
    output explains it with ``dropped_legend``.
    """

    date_format: str = "%d-%m-%Y"
    short_date_format: str = "%d-%m"
    thousands_separator: str = "."
    decimal_separator: str = ","
    page_of: str = "Blad {page} van {pages}"
    continued: str = "{title} (vervolg)"
    # The evening: prize list and results.
    prize_title: str = "Prijslijst \u2014 Speelavond {date}"
    prize_place: str = "{place}e prijs"
    prize_from_bottom: str = "{place}e van onderen"
    place_names: Mapping[int, str] = field(default_factory=_place_names)
    tie_breaks: Mapping[str, str] = field(default_factory=_tie_breaks)
    decided_by: str = "beslist op: {tie_break}"
    tie_break_heading: str = "Beslist op"
    card_points: str = "Kaartpunten"
    shared_prize: str = "gedeeld"
    prize_not_given: str = "Geen {missing}: de {prize} is gedeeld door spelers die gelijk staan."
    rank: str = "Pl."
    name: str = "Naam"
    round: str = "Boom {round}"
    penalty: str = "Straf"
    total: str = "Totaal"
    prize: str = "Prijs"
    worth: str = "Waarde"
    bye_mark: str = "S"
    bye_legend: str = "S = staand nummer (vaste score)"
    bye_comment: str = "Staand nummer"
    not_played: str = "\u2013"
    # The season standings.
    standings_title: str = "Stand \u2014 {season}"
    evenings_held: Callable[[int], str] = _dutch_evenings_held
    played: str = "Gesp."
    score: str = "Stand"
    champion: str = "Kampioen"
    dropped: str = "({score})"
    dropped_legend: str = "Getallen tussen haakjes tellen niet mee."
    absent_legend: str = "\u2013 = afwezig"
    unqualified: str = "Niet geklasseerd: te weinig avonden gespeeld"
    unqualified_short: str = "niet geklasseerd"
    remark: str = "Opmerking"
    # Excel sheet titles (at most 31 characters).
    evening_sheet: str = "Uitslag"
    prizes_sheet: str = "Prijzen"
    standings_sheet: str = "Stand"

    def place_label(self, place: int) -> str:
        """The words for ``place``: "1e prijs" for 1, "Poedelprijs (op één na laatste)" for -2."""
        if place in self.place_names:
            return self.place_names[place]
        if place < 0:
            return self.prize_from_bottom.format(place=-place)
        return self.prize_place.format(place=place)

    def tie_break_label(self, key: str) -> str:
        return self.tie_breaks.get(key, key)

    def tie_break_labels(self, keys: Sequence[str]) -> str:
        return ", ".join(self.tie_break_label(key) for key in keys)

    def day(self, evening_date: date) -> str:
        return evening_date.strftime(self.date_format)

    def number(self, value: float, decimals: int = 0) -> str:
        """A score written the one way (``scoring.results.numbers``) with these separators."""
        return format_number(value, decimals=decimals, thousands=self.thousands_separator,
                             decimal=self.decimal_separator)

    def evening_columns(self, rounds: int) -> list[str]:
        """The column headings of the evening results, in the order every output uses."""
        round_columns = [self.round.format(round=i) for i in range(1, rounds + 1)]
        return [self.rank, self.name, *round_columns, self.penalty, self.total]


@dataclass(frozen=True)
class PrizeEntry:
    """One winner on the prize list as every output writes it. ``place`` is empty for the
    second and later winners of a shared prize; ``tie_breaks`` names what decided the
    place, and ``note`` says it all in one line ("shared · decided by: highest boom")."""

    place: str
    member: int
    name: str
    total: int
    shared: bool
    tie_breaks: str
    note: str
    worth: str = ""  # what the prize is worth ("€ 27,50", "rollade"), on its first line


def prize_entries(prizes: Sequence[Prize], labels: ResultLabels,
                  worths: Mapping[int, str] | None = None) -> list[PrizeEntry]:
    """``worths``: each prize's worth by its place (``scoring.results.prize_money``)."""
    entries = []
    for prize in prizes:
        for index, winner in enumerate(prize.winners):
            tie_breaks = labels.tie_break_labels(winner.decided_by)
            notes = [labels.shared_prize] if prize.shared else []
            if tie_breaks:
                notes.append(labels.decided_by.format(tie_break=tie_breaks))
            entries.append(PrizeEntry(
                place=labels.place_label(prize.place) if index == 0 else "",
                member=winner.line.player.member,
                name=winner.line.player.name,
                total=winner.line.player.total,
                shared=prize.shared,
                tie_breaks=tie_breaks,
                note=" \u00b7 ".join(notes),
                worth=(worths or {}).get(prize.place, "") if index == 0 else "",
            ))
    return entries


def prize_notes(prizes: Sequence[Prize], labels: ResultLabels) -> list[str]:
    """What the prize list says of each prize place not given: which shared prize took it."""
    return [labels.prize_not_given.format(
                missing=", ".join(labels.place_label(place) for place in prize.covers),
                prize=labels.place_label(prize.place))
            for prize in prizes if prize.covers]


def result_labels(*, season_over: bool = True, words: GameWords = BOOM_WORDS) -> ResultLabels:
    """``season_over`` False calls the season's number one the leader, not the champion;
    ``words`` name the rounds of the season's game ("Boom 1", "Ronde 1"). Made once per
    language (every results page and export asks for them) and shared, so read-only; the
    number formats are read when first made (settings do not change while serving)."""
    return _result_labels(get_language(), season_over, words)


@lru_cache(maxsize=64)
def _result_labels(_language: str, season_over: bool, words: GameWords) -> ResultLabels:
    return ResultLabels(
        thousands_separator=str(get_format("THOUSAND_SEPARATOR")),
        decimal_separator=str(get_format("DECIMAL_SEPARATOR")),
        page_of=_("Page {page} of {pages}"),
        continued=_("{title} (continued)"),
        prize_title=_("Prize list - Evening of {date}"),
        prize_place=_("Prize {place}"),
        prize_from_bottom=_("Place {place} from the bottom"),
        place_names=MappingProxyType(
            {-1: _("Last place"), -2: _("Booby prize (second-to-last)")}),
        tie_breaks=MappingProxyType(_local_tie_breaks()),
        decided_by=_("decided by: {tie_break}"),
        tie_break_heading=_("Decided by"),
        card_points=_("Card points"),
        shared_prize=_("shared"),
        prize_not_given=_("No {missing}: {prize} is shared by players who are equal."),
        rank=_("Pl."),
        name=_("Name"),
        round=words.numbered("{round}"),
        penalty=_("Penalty"),
        total=_("Total"),
        prize=_("Prize"),
        worth=_("Worth"),
        bye_mark=_("S"),
        bye_legend=_("S = bye (staand nummer)"),
        bye_comment=_("Bye (staand nummer)"),
        standings_title=_("Standings - {season}"),
        evenings_held=_evenings_held,
        played=_("Played"),
        score=_("Score"),
        champion=_("Champion") if season_over else _("Leader"),
        dropped=_("({score})"),
        dropped_legend=_("Numbers in brackets do not count."),
        absent_legend="\u2013 = " + _("absent"),  # the dash of an absent evening
        unqualified=_("Not ranked: too few evenings played"),
        unqualified_short=_("not ranked"),
        remark=_("Remark"),
        evening_sheet=_("Results"),
        prizes_sheet=_("Prizes"),
        standings_sheet=_("Standings"),
    )
