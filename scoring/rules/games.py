"""One game on the score sheet: is it possible, and what does it score?

Scoring (000 "Die Anschrift", 003 "einde van het spel", 004):

* The declaring team needs more points (card points + roem) than the other team; equal is
  not enough (000: "mehr als die Hälfte"; 003/004: "minstens de helft van de punten plus
  één"). Otherwise it is nat: it scores 0 and the other team gets 162 plus all roem of both
  teams. Without nat each team scores its own points plus its own roem.
* Pit (all eight tricks): 162 + ``pit_bonus`` (100) + the team's roem (004: "262 punten
  (162 + 100 roem). Bij een Mars dient de eventuele roem op tafel nog te worden opgeteld").
  A pit by the defenders makes the declarer nat; the defenders get 162 + all roem, and the
  bonus only when ``defenders_can_pit`` (default False, 004: "Een team kan alleen een Mars
  halen als het team speelt"; 003 speaks of the playing team too).
* Revoke (verzaken), by ``RevokePolicy``:
  ``AWARD_162`` the other team gets 162, the offender 0, roem is dropped (004: "krijgt de
  andere partij alle 162 punten", mes op tafel); ``AWARD_262_ALL_ROEM`` the other team gets
  262 + the roem of both teams (003); ``REPLAY`` the game scores (0, 0) and
  ``GameOutcome.replay`` is True: the replayed game is a separate entry (004, Orvelte);
  ``PENALTY`` the game is scored as if nothing happened and the offending player gets
  ``-revoke_penalty`` personally (``revoke_penalty()``; not part of the team scores).
* Kraken (``rules.kraken``): a doubled game gives all its points to one side, and scores are
  multiplied by the doubling and by 2 for spades trump; ``scoring.rules.kraken`` has the
  rules and the choices made. Without Kraken ``doubling`` must be 1 and ``trump`` is ignored.

What ``check_game`` demands: a played game (no revoke, or the ``PENALTY`` policy, where the
game was played out) must have card points adding up to 162, each an amount some set of
tricks can give. Under the other revoke policies the game stopped at the revoke, so the
sheet's card points are what was played so far: each 0..162, together at most 162; the
score comes from the policy. Roem is checked in every case against what the cards allow
(``limits``). A pit is a played-out game: a pit with a revoke is a problem under every
policy. When inputs disagree, ``pit`` is believed over the points: a pit with points
that do not match is reported, never silently re-scored.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from .cards import GAME_POINTS, Suit
from .kraken import KrakenTie, doubled_winner, kraken_problems, score_factor
from .limits import (
    ACHIEVABLE_POINTS,
    MAX_ROEM,
    ROEM_NEEDS_ALL_TRICKS,
    ROEM_PAIRS,
    ROEM_VALUES,
)
from .problems import GameError, GameProblem
from .teams import TEAMS, Team
from .teams import other_team as _other

REVOKE_AWARD_WITH_ROEM = 262  # 003: "ontvangt het team dat niet heeft verzaakt 262 punten"


class RevokePolicy(Enum):
    AWARD_162 = "award_162"
    AWARD_262_ALL_ROEM = "award_262_all_roem"
    REPLAY = "replay"
    PENALTY = "penalty"


@dataclass(frozen=True, slots=True, kw_only=True)
class ScoringRules:
    pit_bonus: int = 100
    defenders_can_pit: bool = False
    revoke_policy: RevokePolicy = RevokePolicy.AWARD_162
    revoke_penalty: int = 100
    # Kraken (seed 000; see ``scoring.rules.kraken`` for the choices): doubling allowed,
    # who wins a doubled game at equal points, and whether spades trump counts double.
    kraken: bool = False
    kraken_tie_goes_to: KrakenTie = KrakenTie.OTHER_SIDE
    kraken_spades_double: bool = True

    def __post_init__(self) -> None:
        if self.pit_bonus < 0 or self.revoke_penalty < 0:
            raise ValueError("pit_bonus and revoke_penalty cannot be negative")


@dataclass(frozen=True, slots=True, kw_only=True)
class GameEntry:
    """What a score sheet holds for one game. Team A = seats 1 and 3, team B = seats 2 and 4.

    ``doubling`` is 1, or under Kraken 2 (kraak), 4 (herkraak) or 8 (superkraak); ``trump``
    is the trump suit, needed under Kraken for the spades rule and ignored without Kraken.
    """

    declarer: Team
    points_a: int
    points_b: int
    roem_a: int = 0
    roem_b: int = 0
    pit: Team | None = None
    revoke: Team | None = None
    doubling: int = 1
    trump: Suit | None = None

    def points(self, team: Team) -> int:
        return self.points_a if team == "A" else self.points_b

    def roem(self, team: Team) -> int:
        return self.roem_a if team == "A" else self.roem_b


@dataclass(frozen=True, slots=True, kw_only=True)
class GameOutcome:
    score_a: int
    score_b: int
    nat: bool = False
    pit: Team | None = None  # the team that got the pit bonus
    replay: bool = False
    penalty_a: int = 0  # personal penalty of the offending player (<= 0)
    penalty_b: int = 0
    factor: int = 1  # Kraken: doubling times 2 for spades; the scores above include it


def check_game(entry: GameEntry, rules: ScoringRules | None = None) -> list[GameProblem]:
    """Every reason why ``entry`` cannot be a real game under ``rules``; empty when fine."""
    rules = rules or ScoringRules()
    problems: list[GameProblem] = []
    for name in ("declarer", "pit", "revoke"):
        value = getattr(entry, name)
        if value not in TEAMS and not (name != "declarer" and value is None):
            problems.append(GameProblem("invalid_team", {"field": name, "value": str(value)}))
    for name in ("points_a", "points_b", "roem_a", "roem_b"):
        if getattr(entry, name) < 0:
            problems.append(GameProblem("negative", {"field": name, "value": getattr(entry, name)}))
    problems.extend(
        kraken_problems(
            entry.doubling,
            entry.trump,
            kraken=rules.kraken,
            trump_needed=rules.kraken_spades_double,
        )
    )
    if problems:
        return problems

    played_out = entry.revoke is None or rules.revoke_policy is RevokePolicy.PENALTY
    total = entry.points_a + entry.points_b
    if played_out and total != GAME_POINTS:
        problems.append(GameProblem("points_total", {"total": total, "expected": GAME_POINTS}))
    elif not played_out and total > GAME_POINTS:
        problems.append(GameProblem("points_above_total", {"total": total}))
    if played_out:
        for team in TEAMS:
            points = entry.points(team)
            if points <= GAME_POINTS and points not in ACHIEVABLE_POINTS:
                problems.append(GameProblem("impossible_points", {"team": team, "points": points}))

    problems.extend(_roem_problems(entry))

    if entry.pit is not None:
        if entry.revoke is not None:
            problems.append(
                GameProblem("revoke_with_pit", {"pit": entry.pit, "revoke": entry.revoke})
            )
        if entry.points(entry.pit) != GAME_POINTS:
            problems.append(
                GameProblem(
                    "pit_without_all_points", {"team": entry.pit, "points": entry.points(entry.pit)}
                )
            )
        other_roem = entry.roem(_other(entry.pit))
        if other_roem:
            problems.append(
                GameProblem("pit_with_other_roem", {"team": entry.pit, "roem": other_roem})
            )
    return problems


def _roem_problems(entry: GameEntry) -> list[GameProblem]:
    problems: list[GameProblem] = []
    for team in TEAMS:
        roem = entry.roem(team)
        if roem % 10:
            problems.append(GameProblem("roem_not_multiple_of_10", {"team": team, "roem": roem}))
        elif roem not in ROEM_VALUES:
            problems.append(
                GameProblem("impossible_roem", {"team": team, "roem": roem, "maximum": MAX_ROEM})
            )
        elif roem in ROEM_NEEDS_ALL_TRICKS and entry.pit != team:
            problems.append(GameProblem("roem_needs_pit", {"team": team, "roem": roem}))
    if not problems and (entry.roem_a, entry.roem_b) not in ROEM_PAIRS:
        problems.append(
            GameProblem(
                "impossible_roem_combination", {"roem_a": entry.roem_a, "roem_b": entry.roem_b}
            )
        )
    return problems


def game_outcome(entry: GameEntry, rules: ScoringRules | None = None) -> GameOutcome:
    """The full result of one game; raises ``GameError`` when ``check_game`` finds problems."""
    rules = rules or ScoringRules()
    problems = check_game(entry, rules)
    if problems:
        raise GameError(problems)
    factor = game_factor(entry, rules)

    if entry.revoke is not None and rules.revoke_policy is not RevokePolicy.PENALTY:
        if rules.revoke_policy is RevokePolicy.REPLAY:
            return GameOutcome(score_a=0, score_b=0, replay=True)
        award = GAME_POINTS
        if rules.revoke_policy is RevokePolicy.AWARD_262_ALL_ROEM:
            award = REVOKE_AWARD_WITH_ROEM + entry.roem_a + entry.roem_b
        return _as_outcome(_other(entry.revoke), award * factor, 0, factor=factor)

    if entry.doubling == 1:
        outcome = _played_outcome(entry, rules)
    else:
        outcome = _doubled_outcome(entry, rules)
    penalty = -rules.revoke_penalty if entry.revoke is not None else 0
    return replace(
        outcome,
        score_a=outcome.score_a * factor,
        score_b=outcome.score_b * factor,
        penalty_a=penalty if entry.revoke == "A" else 0,
        penalty_b=penalty if entry.revoke == "B" else 0,
        factor=factor,
    )


def game_factor(entry: GameEntry, rules: ScoringRules | None = None) -> int:
    """What the game's scores are multiplied by: 1 without Kraken, else the doubling and 2
    more for spades trump (``scoring.rules.kraken``). Assumes a checked entry."""
    rules = rules or ScoringRules()
    if not rules.kraken:
        return 1
    return score_factor(entry.doubling, entry.trump, spades_double=rules.kraken_spades_double)


def _played_outcome(entry: GameEntry, rules: ScoringRules) -> GameOutcome:
    declarer = entry.declarer
    defenders = _other(declarer)
    all_roem = entry.roem_a + entry.roem_b
    if entry.pit == declarer:
        return _as_outcome(
            declarer, GAME_POINTS + rules.pit_bonus + entry.roem(declarer), 0, pit=declarer
        )
    if entry.pit == defenders:
        bonus = rules.pit_bonus if rules.defenders_can_pit else 0
        return _as_outcome(
            defenders, GAME_POINTS + bonus + all_roem, 0, nat=True, pit=defenders if bonus else None
        )
    declarer_total = entry.points(declarer) + entry.roem(declarer)
    defender_total = entry.points(defenders) + entry.roem(defenders)
    if declarer_total > defender_total:
        return GameOutcome(
            score_a=entry.points_a + entry.roem_a, score_b=entry.points_b + entry.roem_b
        )
    return _as_outcome(defenders, GAME_POINTS + all_roem, 0, nat=True)


def _doubled_outcome(entry: GameEntry, rules: ScoringRules) -> GameOutcome:
    """All points of the game to one side, before the factor (``scoring.rules.kraken``)."""
    winner = doubled_winner(
        declarer=entry.declarer,
        doubling=entry.doubling,
        total_a=entry.points_a + entry.roem_a,
        total_b=entry.points_b + entry.roem_b,
        tie=rules.kraken_tie_goes_to,
    )
    bonus_earned = entry.pit == winner and (
        winner == entry.declarer or rules.defenders_can_pit
    )
    bonus = rules.pit_bonus if bonus_earned else 0
    score = GAME_POINTS + entry.roem_a + entry.roem_b + bonus
    pit = winner if bonus_earned else None
    return _as_outcome(winner, score, 0, nat=winner != entry.declarer, pit=pit)


def _as_outcome(
    team: Team,
    score: int,
    other_score: int,
    *,
    nat: bool = False,
    pit: Team | None = None,
    factor: int = 1,
) -> GameOutcome:
    a, b = (score, other_score) if team == "A" else (other_score, score)
    return GameOutcome(score_a=a, score_b=b, nat=nat, pit=pit, factor=factor)


def score_game(entry: GameEntry, rules: ScoringRules | None = None) -> tuple[int, int]:
    """Scores of team A and team B as they go into the totals (see the module docstring)."""
    outcome = game_outcome(entry, rules)
    return outcome.score_a, outcome.score_b


def revoke_penalty(entry: GameEntry, rules: ScoringRules | None = None) -> tuple[int, int]:
    """Personal penalty (<= 0) for the revoking player of team A and of team B.

    Non-zero only under ``RevokePolicy.PENALTY``; the web layer books it on the offender.
    """
    outcome = game_outcome(entry, rules)
    return outcome.penalty_a, outcome.penalty_b
