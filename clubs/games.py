"""What the lower layers know of each game system: one row per system (``GAME_SPECS``).

``clubs`` and ``tournament`` never ask which game a season plays; they read its row here.
The rules form shows and checks the rule fields a game uses, a new evening takes its number
of bomen, the draw forms its tables (their sizes, partners or each for himself, byes or
bigger tables for the players left over) and the evening page and seat list name them.
Everything else about a game (its sheet, scores, words and printed sheet) is its package in
``scoring.systems``, which reads this row as its ``spec``. Adding a game: a ``GameSystem``
choice, a row here, its package and a line in the registry (``scoring.systems``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _
from django_stubs_ext import StrOrPromise

from clubs.models.rules import GameSystem, LeftoverPlayers, RuleFields, TieBreak

# Rule fields that only some games use (every other rule field applies to every game).
BOOM_LENGTH = frozenset({"games_per_round", "play_to_target"})
BYES = frozenset({"bye_score_rule", "bye_score", "max_byes_per_evening"})
KLAVERJAS_RULES = BOOM_LENGTH | BYES | {
    "variant", "declarer_rule", "target_score",
    "revoke_policy", "revoke_penalty", "pit_bonus", "defenders_can_pit",
}


@dataclass(frozen=True)
class GameSpec:
    """The facts about a game that the rules form, the evening, the draw and the seat list
    need. ``scoring.systems`` holds the rest."""

    description: StrOrPromise
    """One sentence for the rules page: what the game is, for a club choosing it."""
    rule_fields: frozenset[str]
    """The rule fields, of those only some games use, that this game uses; the rules page
    shows the others only while another game is chosen."""
    table_sizes: tuple[int, ...] = (4,)
    """How many players a table can have."""
    partners: bool = True
    """Two pairs at a table, partners opposite (seats 1+3 and 2+4); else each player plays
    for himself. Only partners can rotate at fixed tables or check each other's sheet."""
    byes: bool = True
    """Players left over sit out the boom with a bye score (staande nummers); else they
    make some tables bigger."""
    bomen: int | None = None
    """The number of bomen of a new evening when the game fixes it; else the club's rule."""
    tie_breaks: frozenset[str] = frozenset()
    """The tie-breaks of ``ONLY_SOME_GAMES`` that this game allows."""
    most_bye_score: int | None = None
    """The most a fixed bye score may be, when a boom score is small (big points)."""
    bye_score_too_high: StrOrPromise | None = None
    """What the rules form says when the fixed bye score is above ``most_bye_score``."""
    draw_messages: Mapping[str, StrOrPromise] = field(default_factory=dict)
    """The draw's refusals (``tournament.draw.DrawError`` codes) in this game's words, where
    they differ from the draw's own (``tournament.seating.store``)."""
    leftovers_rule: str = ""
    """A rule field (a ``LeftoverPlayers`` choice) by which each club seats the players left
    over by tables of the first size: with a bye, or at a table of the next size, where the
    dealer sits out; ``game_spec`` reads it into ``byes`` and ``table_sizes``. "" when
    ``byes`` says it for every club."""
    most_target: int | None = None
    """The highest target score a boom may be played to, when a higher one could take more
    games than a sheet has rows (``scoring.models.MAX_GAMES``)."""
    target_too_high: StrOrPromise | None = None
    """What the rules form says when the target score is above ``most_target``."""
    help_texts: Mapping[str, StrOrPromise] = field(default_factory=dict)
    """What a rule field every game has means in this game, shown on the rules page under
    the field's own help while this game is chosen."""

    @property
    def fixed_tables(self) -> bool:
        """Whether the fixed-tables draw applies: tables stay, partners rotate."""
        return self.partners


# The most big points a team can hold after a Klammern boom: 16 games give at most 16 (a
# game gives at most 4 small points, so two big points take two games at least).
KLAMMERN_MOST_BIG_POINTS = 16

GAME_SPECS: dict[str, GameSpec] = {
    GameSystem.KLAVERJAS: GameSpec(
        description=_("Klaverjas: pairs play bomen of a fixed number of games or to a "
                      "target."),
        rule_fields=KLAVERJAS_RULES,
    ),
    GameSystem.KRAKEN: GameSpec(
        description=_("Kraken: the defenders may double a game (kraak), the players double "
                      "again (herkraak), and so on; the sheet gets the trump and the "
                      "doubling."),
        rule_fields=KLAVERJAS_RULES | {"kraken_tie_goes_to", "kraken_spades_double"},
    ),
    GameSystem.KLABBERJASS: GameSpec(
        description=_("Klabberjass: tables of three (some of four), each player for "
                      "himself, one list per table."),
        rule_fields=frozenset(),
        table_sizes=(3, 4), partners=False, byes=False,
        bomen=2,  # seed 001: "zwei Durchgänge"
        draw_messages={
            "too_few_players": _("At least three present players are needed for a "
                                 "Klabberjass draw."),
            "impossible_player_count": _(
                "Five players cannot be seated at tables of three and four; check in one "
                "more or one fewer."),
        },
    ),
    GameSystem.KLAMMERN: GameSpec(
        description=_("Klammern: pairs, bomen played to big points or a number of games."),
        rule_fields=BOOM_LENGTH | BYES | {"klammern_big_points"},
        tie_breaks=frozenset({TieBreak.CARD_POINTS}),
        most_bye_score=KLAMMERN_MOST_BIG_POINTS,
        bye_score_too_high=_("In Klammern a boom score is the team's big points: a fixed bye "
                             "score is at most %(most)s, or choose the boom average."),
    ),
    GameSystem.THREE_PLAYER: GameSpec(
        description=_("Klaverjas for three: each player for himself at tables of three, ten "
                      "tricks, the player who names trump against the other two."),
        rule_fields=BYES | {
            "variant", "three_player_games", "play_to_target", "target_score",
            "revoke_policy", "revoke_penalty", "pit_bonus", "defenders_can_pit",
            "three_player_leftovers", "three_player_nat_credit"},
        table_sizes=(3, 4), partners=False, byes=False,
        leftovers_rule="three_player_leftovers",
        # Four players below the target hold at most 4 x 1599 when a game hands out 162 or
        # more: 40 games, the rows of a sheet.
        most_target=1600,
        target_too_high=_("In klaverjas for three each player plays to the target alone: at "
                          "most %(most)s, so that a boom fits on the sheet."),
        help_texts={
            "variant": _("For three nobody has a partner: who cannot follow suit must trump, "
                         "and overtrump when he can. Amsterdam and Rotterdam then differ only "
                         "in undertrumping."),
            "revoke_policy": _("For three: the side of the one who revoked loses the game. "
                               "If the declarer revoked, his two opponents get it as after "
                               "a nat (the whole each, or shared, as set below); if an "
                               "opponent revoked, the declarer gets it and both opponents "
                               "0. A personal penalty is written in the player's own "
                               "column."),
            "table_confirmation": _("For three there is no other pair: another player of the "
                                    "table checks the sheet its keeper entered, with the code "
                                    "on the slip at the foot of the printed sheet."),
            "play_to_target": _("For three: the boom ends in the game in which a player "
                                "reaches the target, at most 1600."),
            "defenders_can_pit": _("For three: if not, only the declarer earns the bonus for "
                                   "all ten tricks. If so, an opponent who takes all ten "
                                   "adds it to the total the two opponents are credited."),
            "bye_score_rule": _("For three a player scores about a third of a boom's points, "
                                "so a fixed 1200 is far too much: take the boom average, or "
                                "a fixed score near it. Only used when the players left over "
                                "have byes."),
        },
        draw_messages={
            "too_few_players": _("At least three present players are needed for klaverjas "
                                 "for three."),
            "impossible_player_count": _(
                "Five players cannot be seated at tables of three and four; check in one "
                "more or one fewer, or give the players left over a bye (club rules)."),
        },
    ),
}

# Tie-breaks that only some games have, and what the rules form says to the others.
ONLY_SOME_GAMES: dict[str, StrOrPromise] = {
    TieBreak.CARD_POINTS: _("Card points break ties in Klammern only."),
}


def game_spec(rules: RuleFields) -> GameSpec:
    """The row of a season's (or a club's rules') game, with its tables as the club seats
    the players left over (``GameSpec.leftovers_rule``)."""
    spec = GAME_SPECS[rules.game_system]
    if not spec.leftovers_rule:
        return spec
    byes = getattr(rules, spec.leftovers_rule) == LeftoverPlayers.BYES
    return replace(spec, byes=byes,
                   table_sizes=spec.table_sizes[:1] if byes else spec.table_sizes)


def games_using(fields: Iterable[str]) -> tuple[str, ...]:
    """The games (in choice order) that use any of ``fields``: every game when one of them
    is a field that no row names (one every game uses)."""
    named = frozenset().union(*(spec.rule_fields for spec in GAME_SPECS.values()))
    wanted = set(fields)
    return tuple(code for code in GameSystem.values
                 if wanted - named or wanted & GAME_SPECS[code].rule_fields)


def games_description() -> StrOrPromise:
    """Every game's sentence, in choice order: the rules page's help for the choice."""
    sentences = [GAME_SPECS[code].description for code in GameSystem.values]
    return format_lazy(" ".join(["{}"] * len(sentences)), *sentences)
