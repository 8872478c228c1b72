"""Printed words and number formatting shared by the PDF and Excel exports of results.

Every visible word comes from ``ResultLabels`` so the web layer can pass translated strings;
the Dutch defaults are the club's own words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date

from scoring.standings import (
    BEST_ROUND,
    FEWER_BYES,
    LAST_ROUND,
    MORE_EVENINGS,
    EveningLine,
    EveningPlayer,
    SeasonLine,
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
    }


@dataclass(frozen=True)
class ResultLabels:
    """Every word printed on the result exports. Placeholders in braces are filled in.

    ``place_names`` wins over the ``prize_place`` / ``prize_from_bottom`` formats for the
    places it names; ``tie_breaks`` maps a tie-break key (scoring.standings) to its words.
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
    shared_prize: str = "gedeeld"
    rank: str = "Pl."
    name: str = "Naam"
    round: str = "Boom {round}"
    penalty: str = "Straf"
    total: str = "Totaal"
    prize: str = "Prijs"
    bye_mark: str = "S"
    bye_legend: str = "S = staand nummer (vaste score)"
    bye_comment: str = "Staand nummer"
    not_played: str = "\u2013"
    # The season standings.
    standings_title: str = "Klassement \u2014 {season}"
    evenings_held: str = "stand na {count} speelavonden"
    played: str = "Gesp."
    score: str = "Stand"
    champion: str = "Kampioen"
    dropped_legend: str = "doorgestreept = telt niet mee"
    absent_legend: str = "\u2013 = afwezig"
    unqualified: str = "Niet geklasseerd: te weinig avonden gespeeld"
    unqualified_short: str = "niet geklasseerd"
    remark: str = "Opmerking"
    # Excel sheet titles (at most 31 characters).
    evening_sheet: str = "Uitslag"
    prizes_sheet: str = "Prijzen"
    standings_sheet: str = "Klassement"

    def place_label(self, place: int) -> str:
        """The words for ``place``: "1e prijs" for 1, "Poedelprijs (op één na laatste)" for -2."""
        if place in self.place_names:
            return self.place_names[place]
        if place < 0:
            return self.prize_from_bottom.format(place=-place)
        return self.prize_place.format(place=place)

    def tie_break_label(self, key: str) -> str:
        return self.tie_breaks.get(key, key)

    def day(self, evening_date: date) -> str:
        return evening_date.strftime(self.date_format)


def format_number(value: float, labels: ResultLabels, decimals: int = 0) -> str:
    """Dutch style by default: "12.345" and "6.543,5". Four-digit numbers stay without a
    separator, as Dutch typesetting does, which also keeps narrow score columns narrow."""
    text = f"{abs(value):,.{decimals}f}"
    whole, _, fraction = text.partition(".")
    if abs(value) < 10_000:
        whole = whole.replace(",", "")
    whole = whole.replace(",", labels.thousands_separator)
    sign = "\u2212" if value < 0 and round(abs(value), decimals) != 0 else ""
    return sign + whole + (labels.decimal_separator + fraction if fraction else "")


def score_decimals(lines: Sequence[SeasonLine]) -> int:
    """One decimal when any season score has one (averages), else whole numbers."""
    return 1 if any(line.score != int(line.score) for line in lines) else 0


def round_scores(player: EveningPlayer, rounds: int) -> list[tuple[int | None, bool]]:
    """Each boom's score and whether it was a bye, padded to ``rounds`` booms."""
    return [
        (
            player.rounds[i] if i < len(player.rounds) else None,
            i < len(player.byes) and player.byes[i],
        )
        for i in range(rounds)
    ]


def evening_header(rounds: int, labels: ResultLabels) -> list[str]:
    """The column headings of the evening results, in the order both exports use."""
    booms = [labels.round.format(round=i) for i in range(1, rounds + 1)]
    return [labels.rank, labels.name, *booms, labels.penalty, labels.total]


def decided_by(line: EveningLine, lines: Sequence[EveningLine]) -> list[str]:
    """The tie-breaks that decided ``line``'s place: the one that separated it from the line
    above, and the one that separated the line below from it when their totals are equal."""
    keys = [line.decided_by] if line.decided_by else []
    ordered = sorted(lines, key=lambda other: other.position)
    below = [other for other in ordered if other.position > line.position][:1]
    if below and below[0].rank == line.rank and below[0].decided_by:
        keys.append(below[0].decided_by)
    return list(dict.fromkeys(keys))
