"""Klaverjas for three (seed 000, "Das Spiel für drei Spieler"): the game on the sheet and
its score, the table (who deals, who sits out, a round's length, running totals), legal play
and a simulator. Import through ``scoring.rules``."""

from .games import (
    ACHIEVABLE_THREE_PLAYER_POINTS,
    MAX_THREE_PLAYER_ROEM,
    NatCredit,
    ThreePlayerGame,
    ThreePlayerOutcome,
    ThreePlayerRules,
    check_three_player,
    score_three_player,
    three_player_outcome,
)
from .play import three_player_legal_cards
from .simulator import (
    SimulatedThreePlayerGame,
    ThreePlayerTrick,
    simulate_three_player_game,
    simulate_three_player_round,
)
from .table import (
    three_player_active_seats,
    three_player_dealer,
    three_player_games_per_round,
    three_player_running,
    three_player_sitting_out,
    three_player_table_scores,
)

__all__ = [
    "ACHIEVABLE_THREE_PLAYER_POINTS",
    "MAX_THREE_PLAYER_ROEM",
    "NatCredit",
    "SimulatedThreePlayerGame",
    "ThreePlayerGame",
    "ThreePlayerOutcome",
    "ThreePlayerRules",
    "ThreePlayerTrick",
    "check_three_player",
    "score_three_player",
    "simulate_three_player_game",
    "simulate_three_player_round",
    "three_player_active_seats",
    "three_player_dealer",
    "three_player_games_per_round",
    "three_player_legal_cards",
    "three_player_outcome",
    "three_player_running",
    "three_player_sitting_out",
    "three_player_table_scores",
]
