"""Klabberjass tricks and melds (seed 001, "Das Spielen der Stiche", "Rauben und Melden").

Legal cards. 001: "Bedienen, Stechen, Überstechen und Beistechen ist Pflicht!"
  1. "Die ausgespielte Farbe oder Trumpf muß mit der gleichen Farbe oder Trumpf bedient werden."
  2. "Wer nicht bedienen kann, muß stechen."
  3. "Bei einem Trumpfstich oder bei einer Farbe, die bereits gestochen wurde und die man
     ebenfalls nicht bedienen kann, muß man den höchsten auf dem Tisch liegenden Trumpf
     überstechen - auch dann, wenn der höchste Trumpf vom Partner stammt."
  4. "Wenn man nicht überstechen kann, muß man trotzdem einen Trumpf zum Stich spielen, also
     beistechen."
  5. "Erst wenn man weder bedienen noch Trumpf spielen kann, darf man eine beliebige Karte
     abwerfen."
  Who is whose partner: at the tournament three players are active at every table (at a
  table of four the dealer sits out), the two opponents of the soloist play together; in
  "Klabberjaß zu viert" the players opposite each other are partners. Rule 3 makes the
  partner irrelevant: one always overtrumps when one can. These are exactly the Rotterdam
  rules of klaverjas (000 "Rotterdamer Regeln" 1-3), so this reuses ``legal_cards``.

Melds. 001: "Nur der Spieler mit der höchsten Folge kann diese und alle weiteren Folgen, die
  er auf der Hand hat, für sich zählen." Halbe beats Terz, a higher top card beats a lower,
  at equal height trump wins, and "Bei zwei gleich hohen Terzen in zwei Nebenfarben gewinnt
  die Terz des Spielers, der weiter vorne sitzt" (nearer to Vorhand). The Belle (king and
  queen of trump) is 20 for whoever holds and announces it, whoever has the best sequence.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import Card, Suit
from ..melds import BELLE, holds_belle, run_strength, runs, sequence_points
from ..play import Variant, legal_cards

PLAYERS = 3  # active players in a game


def klabberjass_legal_cards(hand: Iterable[Card], trick: Sequence[Card], trump: Suit) -> set[Card]:
    """The cards of ``hand`` that may be played on ``trick`` (cards so far, first one led)."""
    if len(trick) >= PLAYERS:
        raise ValueError(f"a trick of {len(trick)} cards is complete; nothing may be added")
    return legal_cards(hand, trick, trump, Variant.ROTTERDAM)


def klabberjass_meld_winner(hands: Sequence[Iterable[Card]], trump: Suit) -> int | None:
    """Index in ``hands`` (play order from Vorhand) of the player with the highest sequence;
    None when nobody holds one. Equal sequences: the player nearer to Vorhand."""
    best: tuple[tuple[int, int, int], int] | None = None
    for index, hand in enumerate(hands):
        for run in runs(hand):
            key = (run_strength(run, trump), -index)
            if best is None or key > best:
                best = key
    return None if best is None else -best[1]


def klabberjass_melds(
    hands: Sequence[Iterable[Card]], trump: Suit, *, belle: Sequence[bool] | None = None
) -> tuple[int, ...]:
    """Each player's meld points (play order from Vorhand): all sequences of the player with
    the highest one, plus 20 for a Belle held and announced (``belle``: who announced it;
    by default everyone who holds it does)."""
    hands = [list(hand) for hand in hands]
    winner = klabberjass_meld_winner(hands, trump)
    announced = belle if belle is not None else [True] * len(hands)
    return tuple(
        (sequence_points(runs(hand)) if index == winner else 0)
        + (BELLE if announced[index] and holds_belle(hand, trump) else 0)
        for index, hand in enumerate(hands)
    )
