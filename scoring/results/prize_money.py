"""What an evening's prizes are worth and where its inleg goes: in, paid out, the club's.

The club's rule names a worth per prize place (``clubs.money.Worth``) in the order of its
prize places (with one prize per N players: places 1, 2, 3 ...). A share is a percentage of
the inleg paid that evening, rounded down to 50 cents. A prize shared by equal players who
took the places below it (``Prize.covers``) is worth its own place and the places it covers
together. Plain arithmetic here; ``evening_prize_money`` reads the evening.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from clubs.money import Worth, euro, paid_out, parse_worths
from scoring.results.figures import figures_from_sheets
from scoring.results.labels import ResultLabels
from scoring.results.prizes import Prize
from scoring.results.ranked import EveningReport
from scoring.results.reports import evening_report
from scoring.results.season import SeasonLine
from scoring.results.side_prizes import SidePrize, side_paid, side_prizes, side_rules
from scoring.systems import system_of
from tournament.checkin.attendance import inleg_in
from tournament.models import Evening, EveningStatus, Season


@dataclass(frozen=True)
class PrizeMoney:
    """The evening's money: ``inleg`` in (None: the season has no inleg), ``paid`` out in
    prizes of money and the worth of each prize in words, by its place."""

    inleg: int | None
    paid: int
    worths: Mapping[int, str]

    @property
    def left(self) -> int:
        """What stays with the club (negative when fixed prizes cost more than came in)."""
        return (self.inleg or 0) - self.paid


def worth_by_place(season: Season) -> dict[int, Worth]:
    """Each prize place's worth under the season's rules."""
    worths = parse_worths(season.prize_worth)
    places = (range(1, len(worths) + 1) if season.players_per_prize
              else season.prize_place_list())
    return dict(zip(places, worths, strict=False))


def prize_money(prizes: Sequence[Prize], worths: Mapping[int, Worth], inleg: int | None,
                side: Sequence[SidePrize] = ()) -> PrizeMoney:
    """The money of these prizes and of the ``side`` prizes won (their worths are written
    by ``side_prizes.side_worth_text``)."""
    paid = side_paid(side, inleg)
    texts: dict[int, str] = {}
    for prize in prizes:
        own = [worths[place] for place in (prize.place, *prize.covers) if place in worths]
        cents = sum(paid_out(worth, inleg or 0) for worth in own)
        paid += cents
        parts = ([euro(cents)] if cents or any(w.cents or w.percent for w in own) else [])
        parts += [worth.words for worth in own if worth.words]
        if parts:
            texts[prize.place] = " + ".join(parts)
    return PrizeMoney(inleg=inleg, paid=paid, worths=texts)


def evening_prize_money(evening: Evening, prizes: Sequence[Prize],
                        side: Sequence[SidePrize] = ()) -> PrizeMoney:
    """The money of ``evening`` with these prizes and side prizes (1 query)."""
    return prize_money(prizes, worth_by_place(evening.season), inleg_in(evening), side)


def needs_inleg(season: Season) -> bool:
    """Whether a worth of the season is a share of the inleg (the prize list must read
    what came in)."""
    return "%" in "".join((season.prize_worth, season.lowest_prize_worth,
                           season.pits_prize_worth, season.boom_prize_worth))


def evening_side_prizes(evening: Evening, report: EveningReport) -> list[SidePrize]:
    """The side prizes of the ranked evening under its season's rules (none by default;
    2 queries for the pits of its sheets when the season has a prize for the most pits)."""
    rules = side_rules(evening.season)
    if not rules.worths:
        return []
    pits: dict[int, int] = {}
    if rules.pits:
        players = {evening.pk: [line.player for line in report.lines]}
        figures = figures_from_sheets(system_of(evening.season), [evening], players)
        pits = {member: int(found.counts.get("pits", 0))
                for member, found in figures.get(evening.pk, {}).items()}
    return side_prizes(report.lines, rules, pits=pits,
                       place_winners=set(report.prize_places()))


@dataclass(frozen=True)
class EveningMoney:
    """One closed evening's line for the treasurer."""

    evening: Evening
    players: int
    payers: int  # the players ticked as paid
    money: PrizeMoney


def season_money(season: Season) -> list[EveningMoney]:
    """Every closed evening of ``season`` with its money, by date (a few queries an
    evening: a download for the treasurer, not a page)."""
    lines = []
    for evening in season.evenings.filter(status=EveningStatus.CLOSED).order_by("date"):
        evening.season = season
        report = evening_report(evening)
        payers = evening.attendances.filter(paid__isnull=False).count()
        side = evening_side_prizes(evening, report)
        lines.append(EveningMoney(evening, len(report.lines), payers,
                                  evening_prize_money(evening, report.prizes, side)))
    return lines


@dataclass(frozen=True)
class SeasonPrize:
    place: int
    names: tuple[str, ...]  # more than one: equal players share it
    worth: str


def season_prizes(lines: Sequence[SeasonLine], worths: Sequence[Worth]) -> list[SeasonPrize]:
    """The season's places 1, 2, 3 ... (``worths`` in that order) with who holds them: the
    ranked (qualified) lines of each rank. Players who share a rank share its prize and the
    places their rank takes below it (two at rank 1 share the 1st and the 2nd: both worths
    together); a place is given once."""
    ranks: dict[int, list[str]] = {}
    for line in lines:
        if line.qualified and 1 <= line.rank <= len(worths):
            ranks.setdefault(line.rank, []).append(line.player.name)
    prizes = []
    for rank, names in sorted(ranks.items()):
        own = worths[rank - 1:rank - 1 + len(names)]
        money = sum(worth.cents for worth in own)
        parts = ([euro(money)] if money else []) + [w.words for w in own if w.words]
        prizes.append(SeasonPrize(rank, tuple(names), " + ".join(parts)))
    return prizes


def season_prize_lines(season: Season, lines: Sequence[SeasonLine], labels: ResultLabels
                       ) -> list[tuple[str, str, str]]:
    """The season prizes in words (place, names, worth), for the standings page and Excel."""
    return standings_prize_lines(lines, season.season_prize_worth, labels)


def standings_prize_lines(lines: Sequence[SeasonLine], worths: str, labels: ResultLabels
                          ) -> list[tuple[str, str, str]]:
    """The prizes of standings (a season's, a period's: ``scoring.results.periods``) whose
    places 1, 2, 3 ... are worth ``worths`` as the rule is written, in words (place, names,
    worth)."""
    return [(labels.place_label(prize.place), ", ".join(prize.names), prize.worth)
            for prize in season_prizes(lines, parse_worths(worths))]
