"""The seat lists of an evening with names: one source for the page and for print."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from clubs.games import game_spec
from clubs.models import ByeScoreRule
from clubs.numbers import local_number
from tournament import memo
from tournament.draw import Draw, Table, written_seed
from tournament.formats import format_of
from tournament.formats.competitor import Competitor
from tournament.memo import digest
from tournament.models import DrawMode, Evening, Round
from tournament.seating import reads, store
from tournament.seating.named import RoundSeating, SeatLine, TableSeating


@dataclass(frozen=True)
class RoundOverview:
    """A round as the evening page shows it: drawn or not, with the draw's diagnostics."""

    number: int
    seed: int | None = None
    mode: str = ""
    tables: tuple[TableSeating, ...] = ()
    byes: tuple[SeatLine, ...] = ()
    has_scores: bool = False
    repeat_partners: tuple[tuple[str, str], ...] = ()
    bye_limit_exceeded: tuple[str, ...] = ()
    later_drawn: bool = False
    key: str = ""  # store.seating_key of the drawn seats: forms post it back
    fixed_tables: bool = False  # drawn at the tables of the round before, partners rotated
    moved: bool = False  # the pairs moved on from the round before (schuifsysteem): no seed
    standing_pair: str = ""  # the pair that sits out, when the format has fixed pairs
    standing_number: str = ""  # the same pair without its members' names ("Paar 5")
    # Fixed pairs: partners play together by design, so what the page warns of is a pair
    # meeting a pair again this evening (by their short names), not partners again
    fixed_pairs: bool = False
    repeat_meetings: tuple[tuple[str, str], ...] = ()

    @property
    def drawn(self) -> bool:
        return self.seed is not None

    @property
    def seed_text(self) -> str:
        """The seed as the page writes it: digits in groups of three."""
        return written_seed(self.seed) if self.seed is not None else ""


def pair_labels(evening: Evening) -> dict[frozenset[int], Competitor]:
    """The players ranked as one, by their members that evening (fixed pairs: the season's
    format says them, a pair with its substitute as it plays; no query for a format
    without)."""
    season = evening.season
    return {frozenset(c.members_on(evening.pk)): c.on(evening.pk)
            for c in format_of(season).competitors(season)}


def _tables(draw: Draw, names: dict[int, str], evening: Evening,
            labels: dict[frozenset[int], Competitor]) -> tuple[TableSeating, ...]:
    solo = not game_spec(evening.season).partners  # each for himself: tables of 3 or 4

    def pairs(players: tuple[int, ...]) -> tuple[Competitor, ...]:
        if not labels or len(players) != 4:
            return ()
        found = tuple(labels.get(frozenset((players[i], players[j])))
                      for i, j in ((0, 2), (1, 3)))
        return tuple(pair for pair in found if pair) if all(found) else ()

    def table(t: Table) -> TableSeating:
        found = pairs(t.players)
        return TableSeating(t.number, tuple(SeatLine(s.number, names[s.player])
                                            for s in t.seats),
                            solo=solo, pairs=tuple(pair.name for pair in found),
                            pair_numbers=tuple(pair.short or pair.name for pair in found))

    return tuple(table(t) for t in draw.tables)


def _standing(draw: Draw, labels: dict[frozenset[int], Competitor]) -> Competitor | None:
    """The pair that sits out the round, when the byes are one pair."""
    return labels.get(frozenset(s.player for s in draw.byes)) if draw.byes else None


def _byes(draw: Draw, names: dict[int, str]) -> tuple[SeatLine, ...]:
    return tuple(SeatLine(s.number, names[s.player]) for s in draw.byes)


class Seating(NamedTuple):
    key: str  # what this worker remembers ``rounds`` by
    rounds: list[RoundOverview]  # one per round of the evening, drawn or not
    present: int  # players checked in


def remembered_seating(evening: Evening) -> Seating:
    """The evening's rounds as drawn, remembered by the rounds, which have scores, the names
    and the language. 2 queries when remembered, 4 when not."""
    rounds = reads.rounds_of(evening)
    scored = [number for number, *_rest, sheets in rounds if sheets]
    names, present = reads.people_of(evening)
    labels = pair_labels(evening)
    key = "seating:" + digest(evening.pk, evening.round_count, evening.season.max_byes_per_evening,
                              rounds, scored, sorted(names.items()), get_language(),
                              sorted(labels.items(), key=lambda item: sorted(item[0])))
    modes = {number: mode for number, _pk, _seed, mode, *_rest in rounds}
    return Seating(key, memo.seatings.get_or_make(
        key, lambda: _overview(evening, names, modes, set(scored), labels)), present)


def _overview(evening: Evening, names: dict[int, str], modes: dict[int, str],
              scored: set[int], labels: dict[frozenset[int], Competitor]
              ) -> list[RoundOverview]:
    draws = store.stored_draws(evening)
    season_format = format_of(evening.season)
    met: set[frozenset[str]] = set()  # the meetings of fixed pairs in the rounds before
    result = []
    for number in range(1, evening.round_count + 1):
        later_drawn = any(n > number for n in draws)
        draw = draws.get(number)
        if draw is None:
            result.append(RoundOverview(number=number, later_drawn=later_drawn))
            continue
        tables = _tables(draw, names, evening, labels)
        meetings = [frozenset(t.pair_numbers) for t in tables if len(t.pair_numbers) == 2]
        again = tuple(tuple(sorted(m)) for m in meetings if m in met)
        met.update(meetings)
        result.append(RoundOverview(
            number=number,
            seed=draw.seed,
            mode=str(DrawMode(modes[number]).label),
            fixed_tables=season_format.keeps_tables(modes[number]),
            moved=modes[number] == DrawMode.PAIR_MOVEMENT,
            tables=tables,
            byes=_byes(draw, names),
            standing_pair=standing.name if (standing := _standing(draw, labels)) else "",
            standing_number=standing.short if standing else "",
            has_scores=number in scored,
            repeat_partners=() if labels else tuple((names[a], names[b])
                                                    for a, b in draw.repeats),
            fixed_pairs=bool(labels),
            repeat_meetings=tuple((a, b) for a, b in again),
            bye_limit_exceeded=tuple(names[p] for p in draw.bye_limit_exceeded),
            later_drawn=later_drawn,
            key=store.draw_key(draw),
        ))
    return result


def bye_score_text(evening: Evening) -> str:
    """What a bye gets, to follow "Gets" on the seat list: "1.200 points" (written as the
    site writes a score), "the average score of the boom" (in lower case, mid-sentence, and
    in the game's word for a round)."""
    season = evening.season
    if season.bye_score_rule == ByeScoreRule.FIXED:
        return _("%(score)s points") % {"score": local_number(season.bye_score)}
    if season.bye_score_rule == ByeScoreRule.OWN_AVERAGE:
        return _("his own average score of the evening")
    return game_spec(season).words.fill(_("the average score of the %(round)s"))


def round_seating_for_print(evening: Evening, number: int, finder_url: str = ""
                            ) -> RoundSeating | None:
    draw = store.stored_draws(evening).get(number)
    if draw is None:
        return None
    names = reads.people_of(evening).names
    mode = Round.objects.filter(evening=evening, number=number).values_list("mode", flat=True)
    labels = pair_labels(evening)
    standing = _standing(draw, labels)
    return RoundSeating(
        club_name=evening.club.name,
        evening_date=evening.date,
        round_number=number,
        rounds_total=evening.round_count,
        tables=_tables(draw, names, evening, labels),
        byes=_byes(draw, names),
        bye_score_text=bye_score_text(evening),
        finder_url=finder_url,
        fixed_tables=format_of(evening.season).keeps_tables(mode.first() or ""),
        standing_pair=(standing.short or standing.name) if standing else "",
    )


