"""The seat lists of an evening with names: one source for the page and for print."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from clubs.games import game_spec
from clubs.models import ByeScoreRule
from tournament import memo
from tournament.draw import Draw, written_seed
from tournament.memo import digest
from tournament.models import DrawMode, Evening
from tournament.seating import reads, store
from tournament.seating.named import RoundSeating, SeatLine, TableSeating


@dataclass(frozen=True)
class RoundOverview:
    """A boom as the evening page shows it: drawn or not, with the draw's diagnostics."""

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

    @property
    def drawn(self) -> bool:
        return self.seed is not None

    @property
    def seed_text(self) -> str:
        """The seed as the page writes it: digits in groups of three."""
        return written_seed(self.seed) if self.seed is not None else ""


def _tables(draw: Draw, names: dict[int, str], evening: Evening) -> tuple[TableSeating, ...]:
    solo = not game_spec(evening.season).partners  # each for himself: tables of 3 or 4
    return tuple(
        TableSeating(t.number, tuple(SeatLine(s.number, names[s.player]) for s in t.seats),
                     solo=solo)
        for t in draw.tables
    )


def _byes(draw: Draw, names: dict[int, str]) -> tuple[SeatLine, ...]:
    return tuple(SeatLine(s.number, names[s.player]) for s in draw.byes)


class Seating(NamedTuple):
    key: str  # what this worker remembers ``bomen`` by
    bomen: list[RoundOverview]  # one per boom of the evening, drawn or not
    present: int  # players checked in


def remembered_seating(evening: Evening) -> Seating:
    """The evening's bomen as drawn, remembered by the bomen, which have scores, the names
    and the language. 2 queries when remembered, 4 when not."""
    rounds = reads.rounds_of(evening)
    scored = [number for number, *_rest, sheets in rounds if sheets]
    names, present = reads.people_of(evening)
    key = "seating:" + digest(evening.pk, evening.rounds, evening.season.max_byes_per_evening,
                              rounds, scored, sorted(names.items()), get_language())
    modes = {number: str(DrawMode(mode).label) for number, _pk, _seed, mode, *_rest in rounds}
    return Seating(key, memo.seatings.get_or_make(
        key, lambda: _overview(evening, names, modes, set(scored))), present)


def _overview(evening: Evening, names: dict[int, str], modes: dict[int, str],
              scored: set[int]) -> list[RoundOverview]:
    draws = store.stored_draws(evening)
    result = []
    for number in range(1, evening.rounds + 1):
        later_drawn = any(n > number for n in draws)
        draw = draws.get(number)
        if draw is None:
            result.append(RoundOverview(number=number, later_drawn=later_drawn))
            continue
        result.append(RoundOverview(
            number=number,
            seed=draw.seed,
            mode=modes[number],
            tables=_tables(draw, names, evening),
            byes=_byes(draw, names),
            has_scores=number in scored,
            repeat_partners=tuple((names[a], names[b]) for a, b in draw.repeats),
            bye_limit_exceeded=tuple(names[p] for p in draw.bye_limit_exceeded),
            later_drawn=later_drawn,
            key=store.draw_key(draw),
        ))
    return result


def bye_score_text(evening: Evening) -> str:
    """What a bye gets, to follow "Gets" on the seat list: "1200 points", "the average score
    of the boom" (in lower case, mid-sentence, and in the game's word for a round)."""
    season = evening.season
    if season.bye_score_rule == ByeScoreRule.FIXED:
        return _("%(score)s points") % {"score": season.bye_score}
    if season.bye_score_rule == ByeScoreRule.OWN_AVERAGE:
        return _("his own average score of the evening")
    return game_spec(season).words.fill(_("the average score of the %(round)s"))


def round_seating_for_print(evening: Evening, number: int, finder_url: str = ""
                            ) -> RoundSeating | None:
    draw = store.stored_draws(evening).get(number)
    if draw is None:
        return None
    names = reads.people_of(evening).names
    return RoundSeating(
        club_name=evening.club.name,
        evening_date=evening.date,
        round_number=number,
        rounds_total=evening.rounds,
        tables=_tables(draw, names, evening),
        byes=_byes(draw, names),
        bye_score_text=bye_score_text(evening),
        finder_url=finder_url,
    )


