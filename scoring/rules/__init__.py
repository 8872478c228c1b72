"""The rules of the game systems: cards, tricks, legal play, roem, melds and game scores.

Pure Python, standard library only (no Django). Sources are the rule texts in
``../shared/seeds/``: 000 (Amsterdam rules, describes Rotterdam, Kraken and the round to 1500),
003 (Rotterdam), 004 (the Orvelte club rules), 001 (the Klabberjass tournament for three) and
002 (Klammern). Each module's docstring quotes the sentences it follows and, where the seeds
disagree or are silent, says which choice it made:

* four of a kind: tens, queens, kings and aces 100, jacks 200, sevens to nines nothing
  (000/004; 003's "VBHA" is not followed) - ``roem``;
* the trumping rules of Amsterdam and Rotterdam, including undertrumping - ``play``;
* nat when the declarer's points plus roem are not more than the other team's; a pit by the
  defenders earns the bonus only when the club allows it (004) - ``games``;
* the revoke is a club policy: 162 (004), 262 + all roem (003), replay (Orvelte) or a
  personal penalty - ``games``;
* Kraken (``ScoringRules.kraken``, ``GameEntry.doubling`` 1/2/4/8 and ``trump``): a doubled
  game gives 162 + all roem (+ the pit bonus) times the doubling to the side that wins it;
  the last doubler needs more points, a tie goes to the other side unless the club sets
  ``kraken_tie_goes_to=KrakenTie.DEFENDERS``; spades doubles every game once more
  (``kraken_spades_double``); revoke awards are doubled too, the personal penalty is not;
  with the spades rule a game needs its trump - ``kraken``;
* a round played to a target (1500): over in the game where a team's running total (after
  Kraken doubling, without personal penalties) reaches it; no game may follow - ``target``;
* Klabberjass (001): values 8..1, the soloist wins unless an opponent has more, lost = -2 x
  value and +2 each; tricks are the Rotterdam rules; seat 1 deals first, the dealer sits out
  at a table of four; a revoke decides the result over ``won`` - ``klabberjass``;
* Klammern (002): Trumpfzwang as in Rotterdam, also over the partner; the best sequence
  takes all sequences of its team, the Bella counts apart; 7:0 after a re counts as 5:0 (two
  big points); a round to 2 big points by default (about 14 games) - ``klammern``;
* sequences in a hand (Terz 20, Halbe/Fifty 50 for four or more, never split) - ``melds``;
* klaverjas for three (000 "Das Spiel für drei Spieler"): ten tricks of three, the declarer
  needs more than half of all points, else his two opponents are credited the total (each
  the whole, or shared: ``NatCredit``); roem in a trick of three is 20 or 40; a revoke
  loses the hand for the offender's side, the penalty goes in his own column; the table of
  four seats the dealer out as Klabberjass does - ``three_player``.

Every problem code, with an English description, is in ``PROBLEM_DESCRIPTIONS``
(``problems``); the site translates the codes.
"""

from .cards import (
    DECK,
    GAME_POINTS,
    Card,
    Rank,
    Suit,
    card_points,
    parse_card,
    parse_cards,
    parse_suit,
    trick_winner,
)
from .games import (
    GameEntry,
    GameOutcome,
    RevokePolicy,
    ScoringRules,
    check_game,
    game_factor,
    game_outcome,
    revoke_penalty,
    score_game,
)
from .klabberjass import (
    KLEINES_VALUES,
    ORIGINAL_VALUES,
    KlabberjassEntry,
    KlabberjassListRow,
    KlabberjassTrick,
    SimulatedKlabberjassGame,
    check_klabberjass_game,
    check_klabberjass_round,
    klabberjass_active_seats,
    klabberjass_dealer,
    klabberjass_game_scores,
    klabberjass_game_value,
    klabberjass_games_per_round,
    klabberjass_legal_cards,
    klabberjass_list,
    klabberjass_meld_winner,
    klabberjass_melds,
    klabberjass_scores,
    klabberjass_sitting_out,
    klabberjass_soloist_wins,
    simulate_klabberjass_game,
    simulate_klabberjass_round,
)
from .klammern import (
    DEFAULT_BIG_POINTS,
    TEAM_MELD_VALUES,
    KlammernEntry,
    KlammernTrick,
    SimulatedKlammernGame,
    check_klammern_game,
    klammern_big_points,
    klammern_game_result,
    klammern_legal_cards,
    klammern_match_over,
    klammern_meld_key,
    klammern_meld_winner,
    klammern_melds,
    klammern_round_problems,
    klammern_round_winner,
    klammern_running_points,
    klammern_small_points,
    simulate_klammern_game,
    simulate_klammern_round,
)
from .kraken import DOUBLINGS, MAX_FACTOR, KrakenTie, last_doubler
from .limits import ACHIEVABLE_POINTS, IMPOSSIBLE_POINTS, MAX_ROEM, ROEM_PAIRS, ROEM_VALUES
from .melds import BELLE, HALBE, TERZ, Run, holds_belle, run_strength, runs
from .play import Variant, legal_cards
from .problems import PROBLEM_DESCRIPTIONS, GameError, GameProblem
from .roem import trick_roem
from .simulator import PlayedTrick, SimulatedGame, kraken_doubling, simulate_game, team_of
from .target import (
    DEFAULT_TARGET,
    round_over,
    running_totals,
    target_problems,
    target_reached_after,
)
from .teams import TEAMS, Team, other_team
from .three_player import (
    ACHIEVABLE_THREE_PLAYER_POINTS,
    MAX_THREE_PLAYER_ROEM,
    NatCredit,
    SimulatedThreePlayerGame,
    ThreePlayerGame,
    ThreePlayerOutcome,
    ThreePlayerRules,
    ThreePlayerTrick,
    check_three_player,
    score_three_player,
    simulate_three_player_game,
    simulate_three_player_round,
    three_player_active_seats,
    three_player_dealer,
    three_player_games_per_round,
    three_player_legal_cards,
    three_player_outcome,
    three_player_running,
    three_player_sitting_out,
    three_player_table_scores,
)

__all__ = [
    "ACHIEVABLE_POINTS",
    "ACHIEVABLE_THREE_PLAYER_POINTS",
    "BELLE",
    "DECK",
    "DEFAULT_BIG_POINTS",
    "DEFAULT_TARGET",
    "DOUBLINGS",
    "GAME_POINTS",
    "HALBE",
    "IMPOSSIBLE_POINTS",
    "KLEINES_VALUES",
    "MAX_FACTOR",
    "MAX_ROEM",
    "MAX_THREE_PLAYER_ROEM",
    "ORIGINAL_VALUES",
    "PROBLEM_DESCRIPTIONS",
    "ROEM_PAIRS",
    "ROEM_VALUES",
    "TEAMS",
    "TEAM_MELD_VALUES",
    "TERZ",
    "Card",
    "GameEntry",
    "GameError",
    "GameOutcome",
    "GameProblem",
    "KlabberjassEntry",
    "KlabberjassListRow",
    "KlabberjassTrick",
    "KlammernEntry",
    "KlammernTrick",
    "KrakenTie",
    "NatCredit",
    "PlayedTrick",
    "Rank",
    "RevokePolicy",
    "Run",
    "ScoringRules",
    "SimulatedGame",
    "SimulatedKlabberjassGame",
    "SimulatedKlammernGame",
    "SimulatedThreePlayerGame",
    "Suit",
    "Team",
    "ThreePlayerGame",
    "ThreePlayerOutcome",
    "ThreePlayerRules",
    "ThreePlayerTrick",
    "Variant",
    "card_points",
    "check_game",
    "check_klabberjass_game",
    "check_klabberjass_round",
    "check_klammern_game",
    "check_three_player",
    "game_factor",
    "game_outcome",
    "holds_belle",
    "klabberjass_active_seats",
    "klabberjass_dealer",
    "klabberjass_game_scores",
    "klabberjass_game_value",
    "klabberjass_games_per_round",
    "klabberjass_legal_cards",
    "klabberjass_list",
    "klabberjass_meld_winner",
    "klabberjass_melds",
    "klabberjass_scores",
    "klabberjass_sitting_out",
    "klabberjass_soloist_wins",
    "klammern_big_points",
    "klammern_game_result",
    "klammern_legal_cards",
    "klammern_match_over",
    "klammern_meld_key",
    "klammern_meld_winner",
    "klammern_melds",
    "klammern_round_problems",
    "klammern_round_winner",
    "klammern_running_points",
    "klammern_small_points",
    "kraken_doubling",
    "last_doubler",
    "legal_cards",
    "other_team",
    "parse_card",
    "parse_cards",
    "parse_suit",
    "revoke_penalty",
    "round_over",
    "run_strength",
    "running_totals",
    "runs",
    "score_game",
    "score_three_player",
    "simulate_game",
    "simulate_klabberjass_game",
    "simulate_klabberjass_round",
    "simulate_klammern_game",
    "simulate_klammern_round",
    "simulate_three_player_game",
    "simulate_three_player_round",
    "target_problems",
    "target_reached_after",
    "team_of",
    "three_player_active_seats",
    "three_player_dealer",
    "three_player_games_per_round",
    "three_player_legal_cards",
    "three_player_outcome",
    "three_player_running",
    "three_player_sitting_out",
    "three_player_table_scores",
    "trick_roem",
    "trick_winner",
]
