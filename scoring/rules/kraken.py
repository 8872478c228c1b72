"""Kraken (wilde boom): klaverjas with doubling, seed 000 section "Kraken".

The seed: after trump is made each defender in turn may say "ik kraak" (x2), the declarers
may answer "herkraken" (x4) and the defenders "superkraken" (x8). "Wenn eine oder mehrere
kraak angesagt wurden, dann muss die Seite, die als letzte kontriert hat, mehr Punkte als die
Gegenseite gewinnen. Welches Team auch immer von den beiden Teams gewinnt, bekommt alle Punkte
in diesem Spiel, und die Gegenseite bekommt überhaupt keine Punkte." And: "Wenn Pik zum Trumpf
ernannt wurde, dann werden die erzielten Punkte am Ende eines Spiels automatisch noch einmal
verdoppelt." ``doubling`` is the factor said before play: 1, 2, 4 or 8.

Choices where the seed is open (``scoring.rules.games`` applies them):

* "Points" compared are each team's card points plus its own roem, as for nat.
* "Alle Punkte in diesem Spiel" are 162 + the roem of both teams + the pit bonus when the
  winner took all eight tricks and the pit earns a bonus under the club's rules (a declarers'
  pit always, a defenders' pit only with ``defenders_can_pit``): 000 counts the pit as
  "Bonuspunkte", like roem. That sum is multiplied by the doubling.
* Equal totals after a kraak: the seed demands *more* points of the side that doubled last,
  so by default a tie goes to the other side (``KrakenTie.OTHER_SIDE``). Clubs that keep the
  everyday rule "the declarers need more" choose ``KrakenTie.DEFENDERS``. The two differ only
  after a kraak or superkraak, where the defenders doubled last.
* Spades: the sentence has no condition, so with Kraken on every spades game counts double,
  doubled or not (a x8 game in spades is x16). ``kraken_spades_double=False`` turns it off.
  With the spades rule on, every game needs its ``trump`` (problem ``trump_missing``).
* A revoke ends the game as the club's policy says and the doubling still counts: the award
  (162, or 262 + all roem) is multiplied by doubling and spades factor, since the revoke loses
  a game whose stake was raised. A replay scores nothing (the replay is its own entry with its
  own doubling); the personal penalty is a fixed club amount and is never multiplied.
* Kraken off: ``doubling`` must be 1 and ``trump`` is ignored, so scores are exactly those of
  plain klaverjas.
"""

from __future__ import annotations

from enum import Enum

from .cards import Suit
from .problems import GameProblem
from .teams import Team, other_team

DOUBLINGS: tuple[int, ...] = (1, 2, 4, 8)
KRAAK, HERKRAAK, SUPERKRAAK = 2, 4, 8
SPADES_FACTOR = 2
MAX_FACTOR = SUPERKRAAK * SPADES_FACTOR


class KrakenTie(Enum):
    """Who wins a doubled game when both sides have equal points (a club setting)."""

    OTHER_SIDE = "other_side"  # the side that did not double last (the seed's wording)
    DEFENDERS = "defenders"  # the defenders, as nat in an undoubled game


def last_doubler(declarer: Team, doubling: int) -> Team:
    """The side that doubled last: the defenders for 2 and 8, the declarers for 4."""
    if doubling not in DOUBLINGS or doubling == 1:
        raise ValueError(f"nobody doubled a game of doubling {doubling!r}")
    return declarer if doubling == HERKRAAK else other_team(declarer)


def doubled_winner(
    *, declarer: Team, doubling: int, total_a: int, total_b: int, tie: KrakenTie
) -> Team:
    """The team that takes all points of a doubled game (totals: card points + own roem)."""
    doubler = last_doubler(declarer, doubling)
    doubler_total, other_total = (total_a, total_b) if doubler == "A" else (total_b, total_a)
    if doubler_total > other_total:
        return doubler
    if doubler_total < other_total or tie is KrakenTie.OTHER_SIDE:
        return other_team(doubler)
    return other_team(declarer)


def score_factor(doubling: int, trump: Suit | None, *, spades_double: bool = True) -> int:
    """What a game's scores are multiplied by: the doubling, and 2 more for spades trump."""
    spades = spades_double and trump is Suit.SPADES
    return doubling * (SPADES_FACTOR if spades else 1)


def kraken_problems(
    doubling: int, trump: object, *, kraken: bool, trump_needed: bool
) -> list[GameProblem]:
    """Problems with a game's doubling and trump. A bad value gives one problem: a doubling
    outside 1/2/4/8 is ``invalid_doubling`` whether Kraken is on or off."""
    problems: list[GameProblem] = []
    allowed = ", ".join(str(value) for value in DOUBLINGS)
    if not isinstance(doubling, int) or doubling not in DOUBLINGS:
        problems.append(
            GameProblem("invalid_doubling", {"doubling": str(doubling), "allowed": allowed})
        )
    elif doubling != 1 and not kraken:
        problems.append(GameProblem("doubling_without_kraken", {"doubling": doubling}))
    if trump is not None and not isinstance(trump, Suit):
        problems.append(GameProblem("invalid_trump", {"value": str(trump)}))
    elif trump is None and kraken and trump_needed:
        problems.append(GameProblem("trump_missing"))
    return problems
