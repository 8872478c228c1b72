"""The klaverjas rules: cards, tricks, legal play, roem and game scores.

Pure Python, standard library only (no Django). Sources are the rule texts in
``../shared/seeds/``: 000 (Amsterdam rules, describes Rotterdam too), 003 (Rotterdam) and 004
(the Orvelte club rules). Each module's docstring says which sentence it follows and, where the
seeds disagree, which one it took:

* four of a kind: tens, queens, kings and aces 100, jacks 200, sevens to nines nothing
  (000/004; 003's "VBHA" is not followed) - ``roem``;
* the trumping rules of Amsterdam and Rotterdam, including undertrumping - ``play``;
* nat when the declarer's points plus roem are not more than the other team's; a pit by the
  defenders earns the bonus only when the club allows it (004) - ``games``;
* the revoke is a club policy: 162 (004), 262 + all roem (003), replay (Orvelte) or a
  personal penalty - ``games``.
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
from .kraken import DOUBLINGS, MAX_FACTOR, KrakenTie, last_doubler
from .limits import ACHIEVABLE_POINTS, IMPOSSIBLE_POINTS, MAX_ROEM, ROEM_PAIRS, ROEM_VALUES
from .melds import BELLE, HALBE, TERZ, Run, holds_belle, run_strength, runs
from .play import Variant, legal_cards
from .problems import PROBLEM_DESCRIPTIONS, GameError, GameProblem
from .roem import trick_roem
from .simulator import PlayedTrick, SimulatedGame, kraken_doubling, simulate_game, team_of
from .target import (
    DEFAULT_TARGET,
    boom_over,
    running_totals,
    target_problems,
    target_reached_after,
)
from .teams import TEAMS, Team, other_team

__all__ = [
    "ACHIEVABLE_POINTS",
    "BELLE",
    "DECK",
    "DEFAULT_TARGET",
    "DOUBLINGS",
    "GAME_POINTS",
    "HALBE",
    "IMPOSSIBLE_POINTS",
    "KLEINES_VALUES",
    "MAX_FACTOR",
    "MAX_ROEM",
    "ORIGINAL_VALUES",
    "PROBLEM_DESCRIPTIONS",
    "ROEM_PAIRS",
    "ROEM_VALUES",
    "TEAMS",
    "TERZ",
    "Card",
    "GameEntry",
    "GameError",
    "GameOutcome",
    "GameProblem",
    "KlabberjassEntry",
    "KlabberjassListRow",
    "KlabberjassTrick",
    "KrakenTie",
    "PlayedTrick",
    "Rank",
    "RevokePolicy",
    "Run",
    "ScoringRules",
    "SimulatedGame",
    "SimulatedKlabberjassGame",
    "Suit",
    "Team",
    "Variant",
    "boom_over",
    "card_points",
    "check_game",
    "check_klabberjass_game",
    "check_klabberjass_round",
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
    "kraken_doubling",
    "last_doubler",
    "legal_cards",
    "other_team",
    "parse_card",
    "parse_cards",
    "parse_suit",
    "revoke_penalty",
    "run_strength",
    "running_totals",
    "runs",
    "score_game",
    "simulate_game",
    "simulate_klabberjass_game",
    "simulate_klabberjass_round",
    "target_problems",
    "target_reached_after",
    "team_of",
    "trick_roem",
    "trick_winner",
]
