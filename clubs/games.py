"""What the lower layers know of each game system: one row per system (``GAME_SPECS``).

``clubs`` and ``tournament`` never ask which game a season plays; they read its row here.
The rules form shows and checks the rule fields a game uses, a new evening takes its number
of rounds, the draw forms its tables (their sizes, partners or each for himself, byes or
bigger tables for the players left over) and the evening page and seat list name them.
Everything else about a game (its sheet, scores, words and printed sheet) is its package in
``scoring.systems``, which reads this row as its ``spec``. A game's own rule fields are
here too: a model of its own (part of ``GameRules`` and so of every club's and season's
rules) and an ``OwnRule`` each in its row, from which the rules page shows them. Adding a
game: a ``GameSystem`` choice, a row here, its package and a line in the registry
(``scoring.systems``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace

from django.db import models
from django.utils.text import capfirst, format_lazy
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _
from django_stubs_ext import StrOrPromise

from clubs.numbers import local_number
from clubs.rule_choices import GameSystem, PlayRules, TieBreak

# Rule fields that only some games use (every other rule field applies to every game).
ROUND_LENGTH = frozenset({"games_per_round", "play_to_target"})
BYES = frozenset({"bye_score_rule", "bye_score", "max_byes_per_evening"})
# The check of a sheet a table entered by another side of the table: the other pair, or at
# klaverjas for three another player (the Klabberjass list has none: all keep it together).
CHECKED_AT_TABLE = frozenset({"table_confirmation"})
# The format (``PlayFormat``): only partners can rotate at fixed tables or play in pairs
# (and move as pairs, ``pair_movement``, or play with a substitute, ``substitute_counts``).
FORMAT = frozenset({"format", "pair_movement", "substitute_counts"})
KLAVERJAS_RULES = ROUND_LENGTH | BYES | CHECKED_AT_TABLE | FORMAT | {
    "variant", "declarer_rule", "target_score",
    "revoke_policy", "revoke_penalty", "pit_bonus", "defenders_can_pit",
}


# Each game's own rule fields: a model of its own below, part of every club's and season's
# rules (``clubs.models.rules.RuleFields``, through ``GameRules``), and its row's
# ``own_rules`` (``OwnRule``), which the rules page is built from. Adding a rule to a game:
# its field here, an ``OwnRule`` in its row and a migration.


class KrakenTie(models.TextChoices):
    """``scoring.rules.KrakenTie``: who wins a doubled game at equal points."""

    OTHER_SIDE = "OTHER_SIDE", _("The side that did not double last (the seed's rule)")
    DEFENDERS = "DEFENDERS", _("The defenders, as when nobody doubled")


class LeftoverPlayers(models.TextChoices):
    """Klaverjas for three: where the one or two players left over by tables of three go."""

    BYES = "BYES", _("They sit out the boom with a bye (staand nummer)")
    TABLE_OF_FOUR = "TABLE_OF_FOUR", _("They join a table of four, where the dealer sits out")


class NatCredit(models.TextChoices):
    """``scoring.rules.NatCredit``: what each opponent of a declarer who goes nat gets."""

    WHOLE = "WHOLE", _("Each opponent gets the whole total")
    SHARED = "SHARED", _("The two opponents share the total, half each")


class KrakenRules(models.Model):
    """Kraken's own rules (``scoring.rules.kraken``)."""

    kraken_tie_goes_to = models.CharField(
        _("equal points after a kraak"), max_length=12, choices=KrakenTie.choices,
        default=KrakenTie.OTHER_SIDE,
    )
    kraken_spades_double = models.BooleanField(_("spades trump counts double"), default=True)

    class Meta:
        abstract = True


class KlammernRules(models.Model):
    """Klammern's own rule (seed 002): a round to target is played to this many big points;
    at most 2 so that a round fits the sheet's 40 rows
    (``scoring.systems.klammern.most_klammern_games``)."""

    klammern_big_points = models.PositiveSmallIntegerField(
        _("big points per boom"), choices=[(1, "1"), (2, "2")], default=2,
    )

    class Meta:
        abstract = True


class ThreePlayerRules(models.Model):
    """Klaverjas for three's own rules (seed 000): a number of games divisible by three, so
    that every player deals as often (a table of four plays a third more); where the players
    left over go; and what the opponents of a declarer who goes nat are credited."""

    three_player_games = models.PositiveSmallIntegerField(
        _("games per boom at a table of three"), choices=[(12, "12"), (15, "15"), (18, "18")],
        default=12,
    )
    three_player_leftovers = models.CharField(
        _("players left over"), max_length=16, choices=LeftoverPlayers.choices,
        default=LeftoverPlayers.BYES,
    )
    three_player_nat_credit = models.CharField(
        _("when the declarer goes nat"), max_length=8, choices=NatCredit.choices,
        default=NatCredit.WHOLE,
    )

    class Meta:
        abstract = True


class GameRules(PlayRules, KrakenRules, KlammernRules, ThreePlayerRules):
    """The rules of play every game has and each game's own: the part of the club's rules
    (``clubs.models.rules.RuleFields``) that a game's row reads."""

    class Meta:
        abstract = True


@dataclass(frozen=True)
class OwnRule:
    """A rule field of a game's own, in its row: its model field is in the game's model
    above; this says how the rules page shows it."""

    name: str
    help_text: StrOrPromise
    """Its help on the rules page."""
    radio: bool = False
    """Its choices shown as radio buttons, each with its words, instead of a list."""
    after: str = ""
    """A rule every game has that it follows, in that rule's fieldset (the length of a round
    beside the other games' length); "" in the game's own fieldset
    (``GameSpec.rules_heading``)."""


@dataclass(frozen=True)
class GameWords:
    """How a game names its parts where games differ, for every page, message, printed
    sheet and export that shared code writes (in the active language)."""

    round: StrOrPromise
    """One round of play between two draws, in lower case: "boom", or "round" where the
    game's own text calls it a Durchgang (a Klabberjass tournament has rounds)."""
    rounds: StrOrPromise
    """The same word in the plural."""

    def numbered(self, number: object) -> str:
        """The round's title with its number: "Boom 2", "Ronde 2"."""
        return self.sentence(gettext("%(round)s %(number)s"), number=number)

    def fill(self, text: StrOrPromise, **values: object) -> str:
        """``text`` with the game's words for ``%(round)s`` and ``%(rounds)s`` (and
        ``values``), as written: "tafel 2 van boom 1"."""
        return str(text) % {"round": str(self.round), "rounds": str(self.rounds), **values}

    def sentence(self, text: StrOrPromise, **values: object) -> str:
        """The same, starting with a capital: "Boom 1 is geloot", "Ronde 1 is geloot"."""
        return capfirst(self.fill(text, **values)) or ""


# Most games play rounds.
BOOM_WORDS = GameWords(round=_("boom"), rounds=_("bomen"))


GAMES = _("%(n)s games")


def games_or_target(rules: GameRules, *, games: StrOrPromise = GAMES,
                    n: int | None = None) -> str:
    """A round of a number of games (``n``, else the club's games per round) or to a target."""
    if rules.play_to_target:
        return gettext("until %(target)s points") % {"target": local_number(rules.target_score)}
    return str(games) % {"n": rules.games_per_round if n is None else n}


def big_points_or_games(rules: GameRules) -> str:
    """A round of a number of games, or until a team has the club's big points."""
    if rules.play_to_target:
        return ngettext("until a team has %(n)s big point", "until a team has %(n)s big points",
                        rules.klammern_big_points) % {"n": rules.klammern_big_points}
    return games_or_target(rules)


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
    """Players left over sit out the round with a bye score (staande nummers); else they
    make some tables bigger."""
    round_count: int | None = None
    """The number of rounds of a new evening when the game fixes it; else the club's rule."""
    tie_breaks: frozenset[str] = frozenset()
    """The tie-breaks of ``ONLY_SOME_GAMES`` that this game allows."""
    most_bye_score: int | None = None
    """The most a fixed bye score may be, when a round score is small (big points)."""
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
    """The highest target score a round may be played to, when a higher one could take more
    games than a sheet has rows (``scoring.models.MAX_GAMES``)."""
    target_too_high: StrOrPromise | None = None
    """What the rules form says when the target score is above ``most_target``."""
    chart_step: int = 50
    """The least step of the scale of a player's chart of evening scores: a game of big
    points (a few per evening) needs steps of 1, a game of card points (thousands) 50."""
    words: GameWords = BOOM_WORDS
    """How the game names its rounds (``GameWords``)."""
    help_texts: Mapping[str, StrOrPromise] = field(default_factory=dict)
    """What a rule field every game has means in this game, shown on the rules page under
    the field's own help while this game is chosen."""
    own_rules: tuple[OwnRule, ...] = ()
    """The rule fields of the game's own (``GameRules``); the game uses them, so they are in
    its ``rule_fields`` too."""
    rules_heading: StrOrPromise = ""
    """The title of the rules page's fieldset of the game's own rules (those that follow no
    rule every game has)."""
    round_length: Callable[[GameRules], str] = field(default=lambda rules: games_or_target(rules))
    """A round's length in words under ``rules`` ("12 games", "until 1.500 points")."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "rule_fields",
                           self.rule_fields | {rule.name for rule in self.own_rules})

    @property
    def checked_at_table(self) -> bool:
        """Whether another side of the table checks a sheet the table entered, when the club
        wants it (the game has the rule ``table_confirmation``)."""
        return not CHECKED_AT_TABLE.isdisjoint(self.rule_fields)

    @property
    def fixed_pairs(self) -> bool:
        """Whether the game can be played in fixed pairs (two partners together every round,
        pairs against pairs): a game with partners can, a game of single players not."""
        return self.partners

    @property
    def fixed_tables(self) -> bool:
        """Whether the fixed-tables draw applies: tables stay, partners rotate."""
        return self.partners


# What variety across the season means when each plays for himself (``GameSpec.partners``).
ALONE_VARIETY = _("Each playing for himself, nobody has a partner: the draw seats players as "
                  "little as possible with the opponents they had in those evenings.")

# What a fixed bye score usually is in a game of card points.
USUAL_BYE = _("Usually 1200 for a boom of 12 games, 1600 for 16 games and the target for a "
              "boom to a target score (1500).")

# The most big points a team can hold after a Klammern round: 16 games give at most 16 (a
# game gives at most 4 small points, so two big points take two games at least).
KLAMMERN_MOST_BIG_POINTS = 16

GAME_SPECS: dict[str, GameSpec] = {
    GameSystem.KLAVERJAS: GameSpec(
        description=_("Klaverjas: pairs play bomen of a fixed number of games or to a "
                      "target."),
        rule_fields=KLAVERJAS_RULES,
        help_texts={"bye_score": USUAL_BYE},
    ),
    GameSystem.KRAKEN: GameSpec(
        description=_("Kraken: the defenders may double a game (kraak), the players double "
                      "again (herkraak), and so on; the sheet gets the trump and the "
                      "doubling."),
        rule_fields=KLAVERJAS_RULES,
        rules_heading=_("Kraken (wilde boom)"),
        own_rules=(
            OwnRule("kraken_tie_goes_to", _(
                "After a kraak the side that doubled last must score more. When both sides "
                "have the same points, who wins the game?"), radio=True),
            OwnRule("kraken_spades_double", _(
                "The scores of a game with spades as trump are doubled once more.")),
        ),
        help_texts={"bye_score": USUAL_BYE},
    ),
    GameSystem.KLABBERJASS: GameSpec(
        description=_("Klabberjass: tables of three (some of four), each player for "
                      "himself, one list per table."),
        rule_fields=frozenset(),
        table_sizes=(3, 4), partners=False, byes=False,
        round_count=2,  # seed 001: "zwei Durchgänge"
        help_texts={"variety_evenings": ALONE_VARIETY},
        round_length=lambda rules: str(_("24 games at a table of three, 32 at a table of four")),
        words=GameWords(round=_("round"), rounds=_("rounds")),
        chart_step=5,  # game values of +8 to -16: an evening totals tens, not thousands
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
        rule_fields=ROUND_LENGTH | BYES | CHECKED_AT_TABLE | FORMAT,
        own_rules=(
            OwnRule("klammern_big_points", _(
                "Klammern with \"play each boom to a target\": the boom ends in the game in "
                "which a team reaches this many big points."), after="target_score"),
        ),
        round_length=lambda rules: big_points_or_games(rules),
        tie_breaks=frozenset({TieBreak.CARD_POINTS}),
        most_bye_score=KLAMMERN_MOST_BIG_POINTS, chart_step=1,
        bye_score_too_high=_("In Klammern a boom score is the team's big points: a fixed bye "
                             "score is at most %(most)s, or choose the boom average."),
        help_texts={"bye_score": _("In Klammern a boom score is the team's big points (at "
                                   "most 16): a fixed bye score is a few big points, such as "
                                   "1, or take the boom average.")},
    ),
    GameSystem.THREE_PLAYER: GameSpec(
        description=_("Klaverjas for three: each player for himself at tables of three, ten "
                      "tricks, the player who names trump against the other two."),
        rule_fields=BYES | CHECKED_AT_TABLE | {
            "variant", "play_to_target", "target_score",
            "revoke_policy", "revoke_penalty", "pit_bonus", "defenders_can_pit"},
        rules_heading=_("Klaverjas for three"),
        own_rules=(
            OwnRule("three_player_games", _(
                "Divisible by three, so that every player deals as often. A table of four "
                "plays a third more games (16, 20 or 24); there the dealer sits out each "
                "game, so everybody plays as many."), radio=True, after="games_per_round"),
            OwnRule("three_player_leftovers", _(
                "The rule text says nothing about it. With byes a boom ends at every table at "
                "the same time; at a table of four everybody plays but that table needs a "
                "third longer."), radio=True),
            OwnRule("three_player_nat_credit", _(
                "The rule text: 'his two opponents are credited with the total of this hand' "
                "(162, all roem and bonuses). Read as written, each of them gets it, as each "
                "player of a pair does at four."), radio=True),
        ),
        table_sizes=(3, 4), partners=False, byes=False,
        leftovers_rule="three_player_leftovers",
        round_length=lambda rules: games_or_target(rules, games=_("%(n)s games at a table of "
                                                                  "three"),
                                                  n=rules.three_player_games),
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
            "variety_evenings": ALONE_VARIETY,
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


def game_spec(rules: GameRules) -> GameSpec:
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
