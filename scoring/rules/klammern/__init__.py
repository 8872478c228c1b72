"""Klammern (seed 002): winner, small and big points, entry checks, tricks, melds and a
simulator. Import through ``scoring.rules``."""

from .entries import KlammernEntry, check_klammern_game, klammern_game_result
from .limits import TEAM_MELD_VALUES
from .play import (
    klammern_legal_cards,
    klammern_meld_key,
    klammern_meld_winner,
    klammern_melds,
)
from .points import (
    DEFAULT_BIG_POINTS,
    klammern_big_points,
    klammern_match_over,
    klammern_round_problems,
    klammern_round_winner,
    klammern_running_points,
    klammern_small_points,
)
from .simulator import (
    KlammernTrick,
    SimulatedKlammernGame,
    simulate_klammern_game,
    simulate_klammern_round,
)

__all__ = [
    "DEFAULT_BIG_POINTS",
    "TEAM_MELD_VALUES",
    "KlammernEntry",
    "KlammernTrick",
    "SimulatedKlammernGame",
    "check_klammern_game",
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
    "simulate_klammern_game",
    "simulate_klammern_round",
]
