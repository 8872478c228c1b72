"""The club's rules: the choices that change draws, scores, prizes and standings."""

from __future__ import annotations

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _


class GameSystem(models.TextChoices):
    """The game a season plays (``scoring.systems``)."""

    KLAVERJAS = "KLAVERJAS", _("Klaverjassen")
    KRAKEN = "KRAKEN", _("Klaverjassen with kraken (wilde boom)")
    KLABBERJASS = "KLABBERJASS", _("Klabberjass for three (tournament)")
    KLAMMERN = "KLAMMERN", _("Klammern")
    THREE_PLAYER = "THREE_PLAYER", _("Klaverjassen for three")


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


# A boom played to a target score: the bounds keep a score sheet to at most 38 rows.
TARGET_SCORES = (500, 3000)
# The most earlier evenings the draw looks at for variety across the season.
MAX_VARIETY_EVENINGS = 20


class Variant(models.TextChoices):
    AMSTERDAM = "AMSTERDAM", _("Amsterdam (no need to trump over your partner)")
    ROTTERDAM = "ROTTERDAM", _("Rotterdam (always trump and overtrump)")


class DeclarerRule(models.TextChoices):
    FORCED = "FORCED", _("The player after the dealer must play")
    FREE = "FREE", _("Free choice: whoever wants to play")


class ByeScoreRule(models.TextChoices):
    FIXED = "FIXED", _("A fixed score")
    ROUND_AVERAGE = "ROUND_AVERAGE", _("The average score of that boom")
    OWN_AVERAGE = "OWN_AVERAGE", _("The player's own average of the evening")


class RevokePolicy(models.TextChoices):
    AWARD_162 = "AWARD_162", _("The other team gets 162 (knife on the table)")
    AWARD_262_ALL_ROEM = "AWARD_262_ALL_ROEM", _("The other team gets 262 plus all roem")
    REPLAY = "REPLAY", _("The game is played again")
    PENALTY = "PENALTY", _("Only the offender loses a number of points")


class PrizeTies(models.TextChoices):
    """``scoring.results.prizes``: how prizes fall to players equal on the total and on every
    tie-break (partners after one boom always are)."""

    NEXT_PLACE = "NEXT_PLACE", _(
        "They share the prize and take the places below it: after a shared 1st prize the "
        "next player gets the 3rd")
    PER_GROUP = "PER_GROUP", _(
        "They share the prize and the next player gets the next prize: after a shared 1st "
        "prize the next player gets the 2nd")


class SeasonCounting(models.TextChoices):
    DROP_LOWEST = "DROP_LOWEST", _("All evenings minus the lowest N")
    BEST_N = "BEST_N", _("Only the best N evenings")


class SeasonAggregate(models.TextChoices):
    TOTAL = "TOTAL", _("Total of the counted evenings")
    AVERAGE = "AVERAGE", _("Average of the counted evenings")


class TieBreak(models.TextChoices):
    BEST_ROUND = "BEST_ROUND", _("Highest single boom")
    LAST_ROUND = "LAST_ROUND", _("Highest last boom")
    FEWER_BYES = "FEWER_BYES", _("Fewest byes")
    MORE_EVENINGS = "MORE_EVENINGS", _("Most evenings played (season)")
    CARD_POINTS = "CARD_POINTS", _("Most card points (Klammern)")


class EntryMode(models.TextChoices):
    PER_GAME = "PER_GAME", _("Every game on the sheet")
    TOTALS_ONLY = "TOTALS_ONLY", _("Only the boom total per pair")


class RuleFields(models.Model):
    """The club's choices that change draws, scores, prizes and standings.

    A club keeps one set (ClubRules); each season takes a copy when it is created, so a
    later change of the club's rules never rewrites earlier results.
    """

    game_system = models.CharField(
        _("game system"), max_length=16, choices=GameSystem.choices, default=GameSystem.KLAVERJAS
    )
    variant = models.CharField(
        _("trumping rule"), max_length=16, choices=Variant.choices, default=Variant.AMSTERDAM
    )
    declarer_rule = models.CharField(
        _("who plays"), max_length=8, choices=DeclarerRule.choices, default=DeclarerRule.FORCED
    )
    games_per_round = models.PositiveSmallIntegerField(
        _("games per boom"), choices=[(12, "12"), (16, "16")], default=12
    )
    play_to_target = models.BooleanField(
        _("play each boom to a target score instead of a number of games"), default=False
    )
    target_score = models.PositiveSmallIntegerField(
        _("target score"), default=1500,
        validators=[MinValueValidator(TARGET_SCORES[0]), MaxValueValidator(TARGET_SCORES[1])],
    )
    rounds_per_evening = models.PositiveSmallIntegerField(
        _("bomen per evening"), default=4, validators=[MinValueValidator(1), MaxValueValidator(8)]
    )
    entry_mode = models.CharField(
        _("score sheet"), max_length=12, choices=EntryMode.choices, default=EntryMode.PER_GAME
    )
    bye_score_rule = models.CharField(
        _("score for a bye"), max_length=16, choices=ByeScoreRule.choices,
        default=ByeScoreRule.FIXED,
    )
    bye_score = models.PositiveIntegerField(
        _("fixed bye score"), default=1200, validators=[MaxValueValidator(10000)],
        help_text=_("Usually 1200 for a boom of 12 games and 1600 for 16 games."),
    )
    max_byes_per_evening = models.PositiveSmallIntegerField(
        _("byes per player per evening"), default=1,
        validators=[MinValueValidator(1), MaxValueValidator(8)],
    )
    revoke_policy = models.CharField(
        _("revoke (verzaken)"), max_length=20, choices=RevokePolicy.choices,
        default=RevokePolicy.AWARD_162,
    )
    revoke_penalty = models.PositiveIntegerField(
        _("revoke penalty"), default=100, validators=[MaxValueValidator(1000)],
        help_text=_("Points the offender loses when the policy is a personal penalty."),
    )
    pit_bonus = models.PositiveIntegerField(
        _("pit bonus"), default=100, validators=[MaxValueValidator(1000)]
    )
    defenders_can_pit = models.BooleanField(
        _("defenders can earn the pit bonus"), default=False
    )
    kraken_tie_goes_to = models.CharField(
        _("equal points after a kraak"), max_length=12, choices=KrakenTie.choices,
        default=KrakenTie.OTHER_SIDE,
    )
    kraken_spades_double = models.BooleanField(_("spades trump counts double"), default=True)
    # Klammern (seed 002): a boom to target is played to this many big points; at most 2 so
    # that a boom fits the sheet's 40 rows (scoring.systems.klammern.most_klammern_games).
    klammern_big_points = models.PositiveSmallIntegerField(
        _("big points per boom"), choices=[(1, "1"), (2, "2")], default=2,
    )
    # Klaverjas for three (seed 000): a number of games divisible by three, so that every
    # player deals as often (a table of four plays a third more); where the players left
    # over go; and what the opponents of a declarer who goes nat are credited.
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
    prize_places = models.CharField(
        _("prize places"), max_length=40, default="1,2,-2",
        help_text=_(
            "Places that win a prize, separated by commas. A minus counts from the bottom: "
            "-1 is the last, -2 the second-to-last."
        ),
    )
    prize_ties = models.CharField(
        _("equal players and prizes"), max_length=12, choices=PrizeTies.choices,
        default=PrizeTies.NEXT_PLACE,
    )
    players_per_prize = models.PositiveSmallIntegerField(
        _("one prize per N players"), default=0, validators=[MaxValueValidator(100)],
        help_text=_("0 means: use the prize places above."),
    )
    season_counting = models.CharField(
        _("season counting"), max_length=12, choices=SeasonCounting.choices,
        default=SeasonCounting.DROP_LOWEST,
    )
    season_count_n = models.PositiveSmallIntegerField(
        _("N evenings"), default=2, validators=[MaxValueValidator(100)],
        help_text=_("How many lowest evenings are dropped, or how many best evenings count."),
    )
    season_aggregate = models.CharField(
        _("season score"), max_length=8, choices=SeasonAggregate.choices,
        default=SeasonAggregate.TOTAL,
    )
    min_evenings = models.PositiveSmallIntegerField(
        _("minimum evenings for the standings"), default=0, validators=[MaxValueValidator(100)]
    )
    tie_break_1 = models.CharField(
        _("first tie-break"), max_length=16, choices=TieBreak.choices, blank=True,
        default=TieBreak.BEST_ROUND,
    )
    tie_break_2 = models.CharField(
        _("second tie-break"), max_length=16, choices=TieBreak.choices, blank=True,
        default=TieBreak.LAST_ROUND,
    )
    table_entry = models.BooleanField(
        _("tables enter their own score sheet (QR code)"), default=False
    )
    table_confirmation = models.BooleanField(
        _("the other pair confirms a sheet before its boom is approved"), default=True,
        help_text=_("Only for sheets a table enters itself; the organisers' own need none."),
    )
    # Variety across the season: the draw seats players as little as possible with the
    # partners and opponents of this many earlier evenings (tournament.seating.variety).
    variety_evenings = models.PositiveSmallIntegerField(
        _("variety: earlier evenings the draw looks at"), default=0,
        validators=[MaxValueValidator(MAX_VARIETY_EVENINGS)],
    )
    # Raised by every save through a form (clubs.versions): a stale form is refused.
    version = models.PositiveIntegerField(default=1)

    class Meta:
        abstract = True

    RULE_FIELD_NAMES = (
        "game_system", "variant", "declarer_rule", "games_per_round", "play_to_target",
        "target_score", "rounds_per_evening", "entry_mode",
        "bye_score_rule", "bye_score", "max_byes_per_evening", "revoke_policy",
        "revoke_penalty", "pit_bonus", "defenders_can_pit", "kraken_tie_goes_to",
        "kraken_spades_double", "klammern_big_points", "three_player_games",
        "three_player_leftovers", "three_player_nat_credit", "prize_places",
        "prize_ties", "players_per_prize", "season_counting", "season_count_n", "season_aggregate",
        "min_evenings", "tie_break_1", "tie_break_2", "table_entry", "table_confirmation",
        "variety_evenings",
    )

    def rule_values(self) -> dict[str, object]:
        return {name: getattr(self, name) for name in self.RULE_FIELD_NAMES}

    def prize_place_list(self) -> list[int]:
        return [int(p) for p in self.prize_places.split(",") if p.strip()]


# Rules that only steer later draws and never change a score: a season's copy keeps them open
# after its first scores, when the other rules are fixed (tournament.seasons).
DRAW_ONLY_RULES = ("variety_evenings",)

# How the rules page groups and explains these fields (clubs.board.forms); which game uses
# which field is its row in clubs.games.
RULE_FIELDSETS: list[tuple[Promise, tuple[str, ...]]] = [
    (_("Game"), (
        "game_system", "rounds_per_evening", "entry_mode", "table_entry", "table_confirmation",
    )),
    (_("Trumping and who plays"), ("variant", "declarer_rule")),
    (_("Length of a boom"), (
        "games_per_round", "three_player_games", "play_to_target", "target_score",
        "klammern_big_points")),
    (_("Kraken (wilde boom)"), ("kraken_tie_goes_to", "kraken_spades_double")),
    (_("Klaverjas for three"), ("three_player_leftovers", "three_player_nat_credit")),
    (_("The draw"), ("variety_evenings",)),
    (_("Byes"), ("bye_score_rule", "bye_score", "max_byes_per_evening")),
    (_("Revoke and pit"), ("revoke_policy", "revoke_penalty", "pit_bonus", "defenders_can_pit")),
    (_("Prizes"), ("prize_places", "prize_ties", "players_per_prize")),
    (_("Season"), (
        "season_counting", "season_count_n", "season_aggregate", "min_evenings",
        "tie_break_1", "tie_break_2",
    )),
]

RULE_HELP_TEXTS: dict[str, Promise] = {  # the game's own: clubs.games.games_description
    "variant": _("Amsterdam: you need not trump when your partner already wins the trick."),
    "declarer_rule": _("Who has to choose trump and play in each game."),
    "games_per_round": _("How many games a boom lasts before the next draw."),
    "play_to_target": _("The boom ends in the game in which a pair reaches the target score "
                        "(usually 1,500); the number of games above is then not used."),
    "target_score": _("Used only when bomen are played to a target score."),
    "kraken_tie_goes_to": _("After a kraak the side that doubled last must score more. When "
                            "both sides have the same points, who wins the game?"),
    "kraken_spades_double": _("The scores of a game with spades as trump are doubled once "
                              "more."),
    "klammern_big_points": _("Klammern with \"play each boom to a target\": the boom ends "
                             "in the game in which a team reaches this many big points."),
    "three_player_games": _("Divisible by three, so that every player deals as often. A "
                            "table of four plays a third more games (16, 20 or 24); there "
                            "the dealer sits out each game, so everybody plays as many."),
    "three_player_leftovers": _("The rule text says nothing about it. With byes a boom "
                                "ends at every table at the same time; at a table of four "
                                "everybody plays but that table needs a third longer."),
    "three_player_nat_credit": _("The rule text: 'his two opponents are credited with the "
                                 "total of this hand' (162, all roem and bonuses). Read as "
                                 "written, each of them gets it, as each player of a pair "
                                 "does at four."),
    "rounds_per_evening": _("How many bomen are played on a normal evening."),
    "entry_mode": _("What the organiser types in from each score sheet."),
    "table_entry": _("Each table types in its own sheet on a phone."),
    "bye_score_rule": _("What a player gets for a boom with a bye (staand nummer)."),
    "bye_score": _("The score of a bye when it is a fixed score."),
    "max_byes_per_evening": _("The draw gives nobody more byes in one evening, if possible."),
    "variety_evenings": _("The draw never gives anyone the same partner twice in one evening. "
                          "With a number here it also seats players as little as possible "
                          "with the partners and opponents they had in that many earlier "
                          "evenings of the season. 0 means off."),
    "revoke_policy": _("What happens when a player revokes (verzaakt)."),
    "pit_bonus": _("Extra points for a team that takes all tricks."),
    "defenders_can_pit": _("If not, only the playing team can earn the pit bonus."),
    "prize_ties": _("Players with the same total whom no tie-break separates, such as the "
                    "two partners after an evening of one boom: do they use up the prize "
                    "places below theirs, or does the next player get the next prize?"),
    "season_counting": _("Which evenings count for the season standings."),
    "season_aggregate": _("Add up the counted evenings or take their average."),
    "min_evenings": _("Players with fewer evenings are listed below the standings."),
    "tie_break_1": _("Decides between players with the same score."),
    "tie_break_2": _("Used when the first tie-break is equal too. Leave empty if not needed."),
}

RADIO_FIELDS = (
    "game_system", "variant", "declarer_rule", "games_per_round", "entry_mode",
    "bye_score_rule", "revoke_policy", "kraken_tie_goes_to", "three_player_games", "prize_ties",
    "three_player_leftovers", "three_player_nat_credit", "season_counting", "season_aggregate",
)
