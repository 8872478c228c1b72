"""Why an entered game (or a list of games) cannot be real: one error type for every system.

A problem has a stable ``code`` and the numbers that go with it (``details``); the web layer
translates the code (``scoring.sheets.messages``) and fills in the numbers. The English
``description`` is a fallback and what the tests and logs show. Every code of every game
system is listed in ``PROBLEM_DESCRIPTIONS``, so the site can check it has a text for each.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

PROBLEM_DESCRIPTIONS: Mapping[str, str] = {
    # klaverjas (games)
    "invalid_team": "{field} must be A or B",
    "negative": "{field} cannot be negative",
    "points_total": "card points add up to {total}, not 162",
    "points_above_total": "card points add up to {total}, more than 162",
    "impossible_points": "no set of tricks gives team {team} {points} card points",
    "roem_not_multiple_of_10": "roem of team {team} ({roem}) is not a multiple of 10",
    "impossible_roem": "no game gives team {team} {roem} roem (at most {maximum})",
    "impossible_roem_combination": "no game gives roem {roem_a} and {roem_b} together",
    "roem_needs_pit": "team {team} can only hold {roem} roem with all eight tricks (a pit)",
    "pit_without_all_points": "pit for team {team} needs 162 card points, not {points}",
    "pit_with_other_roem": "team {team} took all tricks; the other team cannot have roem",
    "revoke_with_pit": "a game with a revoke cannot be a pit",
    # Kraken (kraken) and Klammern contra/re
    "invalid_doubling": "doubling {doubling} is not one of {allowed}",
    "doubling_without_kraken": "doubling {doubling} needs the Kraken rules; this game is x1",
    "trump_missing": "the trump suit is needed: with Kraken spades count double",
    "invalid_trump": "{value} is not a suit (C, S, H or D)",
    # a round played to a target (target)
    "game_after_target": "game {game} comes after game {reached} reached {target}",
    "target_not_reached": "the round is not over: {total_a} and {total_b}, the target is {target}",
    # Klabberjass (klabberjass)
    "invalid_seat": "{field} must be a seat from 1 to {table_size}, not {seat}",
    "invalid_game_number": "game {game} should be game {expected}",
    "soloist_sits_out": "seat {seat} deals game {game} at a table of four and sits it out",
    "revoke_by_player_sitting_out": "seat {seat} sits out game {game} and cannot revoke",
    "kleines_in_turned_suit": "a Kleines cannot be played in the turned suit {suit}",
    "original_not_turned_suit": "an Original is played in the turned suit {turned}, not {trump}",
    "too_many_games": "{games} games; a round at a table of {table_size} has {expected}",
    "too_few_games": "{games} games; a round at a table of {table_size} has {expected}",
    # klaverjas for three (three_player)
    "invalid_player_seat": "{field} must be seat 0, 1 or 2, not {seat}",
    "invalid_player_count": "{field} needs three numbers, one per player, not {count}",
    "impossible_player_points": "no set of tricks gives seat {seat} {points} card points",
    "player_roem_not_possible": "roem of seat {seat} ({roem}) is not a multiple of 20",
    "three_player_roem_too_high": "roem adds up to {total}; ten tricks of three hold at most "
                                  "{maximum}",
    "pit_with_other_points": "seat {seat} took all ten tricks; the others cannot have points "
                             "or roem",
    "player_pit_without_all_points": "a pit for seat {seat} needs 162 card points, not {points}",
    # Klammern (klammern)
    "impossible_melds": "no hands give team {team} {melds} in melds",
    "sequences_both_teams": "only one team can score sequences, not both ({melds_a}, {melds_b})",
}


@dataclass(frozen=True, slots=True)
class GameProblem:
    """One reason why an entry cannot be a real game. ``code`` is stable; translate that."""

    code: str
    details: Mapping[str, int | str] = field(default_factory=dict, hash=False)

    @property
    def description(self) -> str:
        return PROBLEM_DESCRIPTIONS.get(self.code, self.code).format(**self.details)


class GameError(ValueError):
    """An entry that cannot be a real game; ``problems`` says why (never empty)."""

    def __init__(self, problems: list[GameProblem]) -> None:
        self.problems = tuple(problems)
        super().__init__("; ".join(problem.description for problem in self.problems))

    @property
    def codes(self) -> list[str]:
        return [problem.code for problem in self.problems]
