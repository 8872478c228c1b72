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
    GameError,
    GameOutcome,
    GameProblem,
    RevokePolicy,
    ScoringRules,
    Team,
    check_game,
    game_outcome,
    revoke_penalty,
    score_game,
)
from .limits import ACHIEVABLE_POINTS, IMPOSSIBLE_POINTS, MAX_ROEM, ROEM_PAIRS, ROEM_VALUES
from .play import Variant, legal_cards
from .roem import trick_roem
from .simulator import PlayedTrick, SimulatedGame, simulate_game, team_of

__all__ = [
    "ACHIEVABLE_POINTS",
    "DECK",
    "GAME_POINTS",
    "IMPOSSIBLE_POINTS",
    "MAX_ROEM",
    "ROEM_PAIRS",
    "ROEM_VALUES",
    "Card",
    "GameEntry",
    "GameError",
    "GameOutcome",
    "GameProblem",
    "PlayedTrick",
    "Rank",
    "RevokePolicy",
    "ScoringRules",
    "SimulatedGame",
    "Suit",
    "Team",
    "Variant",
    "card_points",
    "check_game",
    "game_outcome",
    "legal_cards",
    "parse_card",
    "parse_cards",
    "parse_suit",
    "revoke_penalty",
    "score_game",
    "simulate_game",
    "team_of",
    "trick_roem",
    "trick_winner",
]
