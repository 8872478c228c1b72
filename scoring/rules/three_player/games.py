"""One game of klaverjas for three on the score sheet: is it possible, what does it score?

Seed 000, "Das Spiel für drei Spieler":

* "Jeder Spieler spielt für sich allein": every player keeps his own card points and roem
  (the tricks he took), written in his own column.
* "Wenn der Spieler, der Trumpf angesagt hat, mehr als die Hälfte aller Punkte bekommt,
  bekommen alle drei Spieler die Punkte gutgeschrieben, die sie gemacht haben." All points
  are the 162 card points plus the roem of all three; equal to half is not enough.
* "Wenn der Spieler, der Trumpf angesagt hat, die Hälfte oder weniger Punkte macht, dann
  bekommt er keine Punkte angeschrieben, und seine beiden Gegner bekommen die Gesamtsumme
  dieser Hand und die zusätzlichen Bonuspunkte angeschrieben." The total of the hand is 162
  plus all roem (plus a pit bonus earned by an opponent). Whether each opponent is credited
  that whole total or they share it, the text does not say: ``NatCredit``, a club setting.
  ``WHOLE`` (the default) reads the sentence as written: both opponents "get the total
  written down", as each defender of a pair at four gets the pair's 162. ``SHARED`` gives
  each half; the odd point of an odd pit bonus goes to the opponent left of the declarer.

Where the seed is silent, the four-player rules and club settings apply:

* Pit: taking all ten tricks earns ``pit_bonus`` (100, as a pit at four: "Wenn ein Team alle
  Stiche macht, erhält es 100 Bonuspunkte zusätzlich"). The declarer scores 162 + the bonus
  + his roem. An opponent who takes all ten makes the declarer nat; the bonus is part of
  the credited total only when ``defenders_can_pit`` (default off: the declarer only, as
  the Orvelte rules say for a mars).
* Revoke (verzaken) by ``RevokePolicy``, the offender's side losing the hand. The two
  opponents of the declarer play together against him ("sie versuchen auch zu verhindern,
  dass der Spieler, der Trumpf angesagt hat, mehr als die Hälfte der Punkte bekommt"), so a
  revoke by the declarer gives his opponents the award (credited as a nat: whole or shared),
  and a revoke by an opponent gives the declarer the award and both opponents 0.
  ``AWARD_162``: the award is 162; ``AWARD_262_ALL_ROEM``: 262 + the roem of all three;
  ``REPLAY``: the game scores 0 for all and is played again (a separate entry; the sheet
  keeps the replayed game in the revoked game's row, as the klaverjas sheet does);
  ``PENALTY``: the game counts as played and the offender loses ``revoke_penalty``. At three
  every column is one player's own, so the penalty is written in his column (the scores
  below include it), where at four it stays apart from the pair's score.

What ``check_three_player`` demands: seats 0, 1 and 2 (the table's players in seat order);
a played-out game (no revoke, or ``PENALTY``) has card points adding up to 162, each an
amount some tricks of three can give (with the two cards put away for the last trick);
under the other revoke policies the game stopped at the revoke: each 0..162, together at
most 162. Roem is what tricks of three hold (``trick_roem``: 20 or 40 a trick), so a
multiple of 20, together at most ``MAX_THREE_PLAYER_ROEM``. A pit is a played-out game:
the pit's player has every point and all roem, and no revoke. When inputs disagree ``pit``
is believed over the points: a pit whose points do not match is reported, never re-scored.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..cards import GAME_POINTS
from ..games import REVOKE_AWARD_WITH_ROEM, RevokePolicy
from ..limits import achievable_points
from ..problems import GameError, GameProblem
from ..roem import SEQUENCE_OF_THREE, STUK

PLAYERS = 3
TRICKS = 10  # "außer dass es nun 10 Stiche gibt"
SET_ASIDE = 2  # "Der Spieler, der den letzten Stich macht, bekommt die zur Seite gelegten
# zwei Extrakarten."
ACHIEVABLE_THREE_PLAYER_POINTS: frozenset[int] = achievable_points(
    trick_size=PLAYERS, tricks=TRICKS, set_aside=SET_ASIDE)
ROEM_STEP = 20  # a trick of three holds a sequence of three (20), the stuk (20) or both (40)
# Two sequences of three in each of the four suits (six of a suit's eight cards), the stuk
# inside one of trump's: 7 x 20 + 40. Ten tricks hold them: 30 cards are played.
MAX_THREE_PLAYER_ROEM = 7 * SEQUENCE_OF_THREE + SEQUENCE_OF_THREE + STUK
SEATS = range(PLAYERS)

Triple = tuple[int, int, int]


class NatCredit(Enum):
    """What each opponent of a declarer who went nat is credited (a club setting)."""

    WHOLE = "whole"  # each the whole total of the hand
    SHARED = "shared"  # half each


@dataclass(frozen=True, slots=True, kw_only=True)
class ThreePlayerRules:
    pit_bonus: int = 100
    defenders_can_pit: bool = False
    nat_credit: NatCredit = NatCredit.WHOLE
    revoke_policy: RevokePolicy = RevokePolicy.AWARD_162
    revoke_penalty: int = 100

    def __post_init__(self) -> None:
        if self.pit_bonus < 0 or self.revoke_penalty < 0:
            raise ValueError("pit_bonus and revoke_penalty cannot be negative")


@dataclass(frozen=True, slots=True)
class ThreePlayerGame:
    """What a score sheet holds for one game at three: seats 0, 1 and 2 are the players in
    seat order; ``points`` and ``roem`` are theirs in that order."""

    declarer: int
    points: Triple
    roem: Triple = (0, 0, 0)
    pit: int | None = None  # the seat that took all ten tricks
    revoke: int | None = None  # the seat that revoked

    @property
    def opponents(self) -> tuple[int, int]:
        """The declarer's two opponents, the one on his left (next clockwise) first."""
        return (self.declarer + 1) % PLAYERS, (self.declarer + 2) % PLAYERS


@dataclass(frozen=True, slots=True)
class ThreePlayerOutcome:
    scores: Triple  # what each seat writes down for the game, a revoke penalty included
    nat: bool = False
    pit: int | None = None  # the seat whose pit earned the bonus
    replay: bool = False


def check_three_player(game: ThreePlayerGame,
                       rules: ThreePlayerRules | None = None) -> list[GameProblem]:
    """Every reason why ``game`` cannot be a real game under ``rules``; empty when fine."""
    rules = rules or ThreePlayerRules()
    problems = _shape_problems(game)
    if problems:
        return problems
    played_out = game.revoke is None or rules.revoke_policy is RevokePolicy.PENALTY
    total = sum(game.points)
    if played_out and total != GAME_POINTS:
        problems.append(GameProblem("points_total", {"total": total, "expected": GAME_POINTS}))
    elif not played_out and total > GAME_POINTS:
        problems.append(GameProblem("points_above_total", {"total": total}))
    if played_out:
        problems.extend(
            GameProblem("impossible_player_points", {"seat": seat, "points": points})
            for seat, points in enumerate(game.points)
            if points <= GAME_POINTS and points not in ACHIEVABLE_THREE_PLAYER_POINTS)
    problems.extend(_roem_problems(game))
    if game.pit is not None:
        if game.revoke is not None:
            problems.append(GameProblem("revoke_with_pit", {"pit": game.pit,
                                                            "revoke": game.revoke}))
        others = [seat for seat in SEATS if seat != game.pit]
        if any(game.points[seat] or game.roem[seat] for seat in others):
            problems.append(GameProblem("pit_with_other_points", {"seat": game.pit}))
        elif game.points[game.pit] != GAME_POINTS:
            problems.append(GameProblem("player_pit_without_all_points",
                                        {"seat": game.pit, "points": game.points[game.pit]}))
    return problems


def _shape_problems(game: ThreePlayerGame) -> list[GameProblem]:
    problems: list[GameProblem] = []
    for name in ("declarer", "pit", "revoke"):
        seat = getattr(game, name)
        if seat not in SEATS and not (name != "declarer" and seat is None):
            problems.append(GameProblem("invalid_player_seat", {"field": name,
                                                                "seat": str(seat)}))
    for name in ("points", "roem"):
        values = getattr(game, name)
        if len(values) != PLAYERS:
            problems.append(GameProblem("invalid_player_count", {"field": name,
                                                                 "count": len(values)}))
            continue
        problems.extend(GameProblem("negative", {"field": f"{name}[{seat}]", "value": value})
                        for seat, value in enumerate(values) if value < 0)
    return problems


def _roem_problems(game: ThreePlayerGame) -> list[GameProblem]:
    problems = [GameProblem("player_roem_not_possible", {"seat": seat, "roem": roem})
                for seat, roem in enumerate(game.roem) if roem % ROEM_STEP]
    total = sum(game.roem)
    if not problems and total > MAX_THREE_PLAYER_ROEM:
        problems.append(GameProblem("three_player_roem_too_high",
                                    {"total": total, "maximum": MAX_THREE_PLAYER_ROEM}))
    return problems


def three_player_outcome(game: ThreePlayerGame,
                         rules: ThreePlayerRules | None = None) -> ThreePlayerOutcome:
    """The full result of one game; raises ``GameError`` when ``check_three_player`` finds
    problems."""
    rules = rules or ThreePlayerRules()
    problems = check_three_player(game, rules)
    if problems:
        raise GameError(problems)
    if game.revoke is not None and rules.revoke_policy is not RevokePolicy.PENALTY:
        if rules.revoke_policy is RevokePolicy.REPLAY:
            return ThreePlayerOutcome((0, 0, 0), replay=True)
        award = GAME_POINTS
        if rules.revoke_policy is RevokePolicy.AWARD_262_ALL_ROEM:
            award = REVOKE_AWARD_WITH_ROEM + sum(game.roem)
        if game.revoke == game.declarer:
            return ThreePlayerOutcome(_credited(game, award, rules), nat=True)
        return ThreePlayerOutcome(_only(game.declarer, award))
    outcome = _played(game, rules)
    if game.revoke is None:
        return outcome
    penalty = [0, 0, 0]
    penalty[game.revoke] = rules.revoke_penalty
    scores = tuple(score - lost for score, lost in zip(outcome.scores, penalty, strict=True))
    return ThreePlayerOutcome(_triple(scores), outcome.nat, outcome.pit)


def _played(game: ThreePlayerGame, rules: ThreePlayerRules) -> ThreePlayerOutcome:
    all_roem = sum(game.roem)
    if game.pit == game.declarer:
        return ThreePlayerOutcome(
            _only(game.declarer, GAME_POINTS + rules.pit_bonus + game.roem[game.declarer]),
            pit=game.declarer)
    if game.pit is not None:  # an opponent took every trick: the declarer has nothing
        bonus = rules.pit_bonus if rules.defenders_can_pit else 0
        return ThreePlayerOutcome(_credited(game, GAME_POINTS + all_roem + bonus, rules),
                                  nat=True, pit=game.pit if bonus else None)
    declarer = game.points[game.declarer] + game.roem[game.declarer]
    if 2 * declarer > GAME_POINTS + all_roem:
        return ThreePlayerOutcome(_triple(tuple(
            points + roem for points, roem in zip(game.points, game.roem, strict=True))))
    return ThreePlayerOutcome(_credited(game, GAME_POINTS + all_roem, rules), nat=True)


def _credited(game: ThreePlayerGame, total: int, rules: ThreePlayerRules) -> Triple:
    """The declarer 0; his opponents ``total`` each, or half each (``NatCredit``)."""
    left, right = game.opponents
    scores = [0, 0, 0]
    if rules.nat_credit is NatCredit.WHOLE:
        scores[left] = scores[right] = total
    else:
        scores[left], scores[right] = total - total // 2, total // 2
    return _triple(scores)


def _only(seat: int, score: int) -> Triple:
    return _triple([score if s == seat else 0 for s in SEATS])


def _triple(values: tuple[int, ...] | list[int]) -> Triple:
    first, second, third = values
    return first, second, third


def score_three_player(game: ThreePlayerGame,
                       rules: ThreePlayerRules | None = None) -> Triple:
    """What each seat writes down for the game (see the module docstring)."""
    return three_player_outcome(game, rules).scores
