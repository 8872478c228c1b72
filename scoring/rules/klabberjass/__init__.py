"""The Klabberjass tournament for three (seed 001): values, scores, list, tricks, melds and a
simulator. Import through ``scoring.rules``."""

from .entries import (
    KlabberjassEntry,
    KlabberjassListRow,
    check_klabberjass_game,
    check_klabberjass_round,
    klabberjass_game_scores,
    klabberjass_list,
)
from .play import klabberjass_legal_cards, klabberjass_meld_winner, klabberjass_melds
from .simulator import (
    KlabberjassTrick,
    SimulatedKlabberjassGame,
    simulate_klabberjass_game,
    simulate_klabberjass_round,
)
from .values import (
    KLEINES_VALUES,
    ORIGINAL_VALUES,
    klabberjass_active_seats,
    klabberjass_dealer,
    klabberjass_game_value,
    klabberjass_games_per_round,
    klabberjass_scores,
    klabberjass_sitting_out,
    klabberjass_soloist_wins,
)

__all__ = [
    "KLEINES_VALUES",
    "ORIGINAL_VALUES",
    "KlabberjassEntry",
    "KlabberjassListRow",
    "KlabberjassTrick",
    "SimulatedKlabberjassGame",
    "check_klabberjass_game",
    "check_klabberjass_round",
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
    "simulate_klabberjass_game",
    "simulate_klabberjass_round",
]
