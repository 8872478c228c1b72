"""Fixed pairs (koppelklaverjassen): the board or an organiser makes the season's pairs
(``pairs``), each pair plays every round together against another pair, drawn before every round by
``tournament.draw.pairs``; the evening's ranking, prizes and the season's standings count
pairs. Only a game with partners can be played in fixed pairs (``GameSpec.fixed_pairs``)."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _
from django_stubs_ext import StrOrPromise

from clubs.errors import UserError
from clubs.games import GameSpec, GameWords
from clubs.models import RuleFields
from tournament import draw as drawing
from tournament.draw.movement import move_pairs, same_pairs
from tournament.draw.pairs import draw_pairs, swap_pairs
from tournament.formats.competitor import PAIRS, Competitor, CompetitorWords, Lineup
from tournament.formats.fixed_pairs.pairs import (
    label,
    pairs_of,
    present_pairs,
    short_label,
    substitute_label,
)
from tournament.models import DrawMode, Evening, Season, Substitute

HELP = _(
    "Fixed pairs: each pair plays the whole evening together, against another pair every "
    "%(round)s; the draw keeps a pair from meeting the same pair twice, and with an odd "
    "number of pairs one pair sits out (staand paar), at most once per evening while that "
    "can be avoided. Tick both partners of a pair present before the draw."
)
MOVEMENT_HELP = _(
    "Fixed pairs with the schuifsysteem: the first %(round)s is drawn; after it the pair on 1 "
    "and 3 stays at its table and the pair on 2 and 4 moves one table up (from the last "
    "table to table 1, the staand paar along). A %(round)s after a pair came or left is "
    "drawn anew, and the movement goes on from it. Tick both partners of a pair present "
    "before the draw."
)


@dataclass(frozen=True)
class FixedPairs:
    modes: tuple[DrawMode, ...] = (DrawMode.FIXED_PAIRS,)
    has_pairs: bool = True
    ranked: CompetitorWords = PAIRS

    def plays(self, spec: GameSpec) -> bool:
        return spec.fixed_pairs

    def draw_help(self, words: GameWords, rules: RuleFields) -> StrOrPromise:
        return words.fill(MOVEMENT_HELP if rules.pair_movement else HELP)

    def keeps_tables(self, mode: str) -> bool:
        return False

    def draw(self, evening: Evening, number: int, players: list[int], seed: int,
             earlier: list[drawing.Draw], *, mode: str,
             variety: drawing.SeasonHistory | None = None) -> drawing.RoundDraw:
        season = evening.season
        pairs = present_pairs(evening, players)
        previous = earlier[-1] if earlier else None
        if (season.pair_movement and isinstance(previous, drawing.RoundDraw)
                and same_pairs(previous, pairs)):
            # the schuifsysteem: only the first round is drawn, and a round after a pair came
            # or left; the next ones move from there
            return move_pairs(previous, seed=seed)
        try:
            return draw_pairs(pairs=pairs, seed=seed,
                              history=drawing.summarise_history(
                                  d for d in earlier if isinstance(d, drawing.RoundDraw)),
                              rounds_left=max(evening.round_count - number + 1, 1),
                              max_byes=season.max_byes_per_evening, variety=variety)
        except drawing.DrawError as error:  # present_pairs has checked what it refuses
            raise UserError(error.code, error.message) from error

    def swap(self, draw: drawing.Draw, member_a: int, member_b: int) -> drawing.Draw | None:
        """The two players' pairs change places whole: partners are never split."""
        if not isinstance(draw, drawing.RoundDraw):
            return None
        return swap_pairs(draw, member_a, member_b)

    def competitors(self, season: Season) -> tuple[Competitor, ...]:
        """Every pair of the season, the active ones first, then the retired ones (their
        evenings stay theirs: a member who changed pairs counts with the pair whose members
        all played that evening; a pair with a substitute counts as the pair that evening)."""
        pairs = sorted(pairs_of(season), key=lambda pair: (pair.retired, pair.number))
        lineups: dict[int, list[Lineup]] = {}
        for substitute in Substitute.objects.filter(evening__season=season).select_related(
                "pair", "partner", "substitute").order_by("evening_id"):
            lineups.setdefault(substitute.pair_id, []).append(Lineup(
                substitute.evening_id, (substitute.partner_id, substitute.substitute_id),
                substitute_label(substitute)))
        return tuple(Competitor(name=label(pair), short=short_label(pair), members=tuple(
            place.member_id for place in pair.members.all()),
            lineups=tuple(lineups.get(pair.pk, ()))) for pair in pairs)


FIXED_PAIRS = FixedPairs()
