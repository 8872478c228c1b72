"""Who sits where in a round's play: the pairs of a table and the rotation of the deal.

At a table the numbers sit clockwise in number order, so positions 0+2 (seats 1+3) are pair
A and 1+3 pair B. The lowest number deals the first game and the deal passes clockwise;
under the forced-declarer rule the player after the dealer plays (Orvelte house rules, seed
004: "Troef wordt bepaald door diegene die het eerst na de deler zit"). Plain Python: the
printed score sheets (``tournament.printing``) and the score entry (``scoring.sheets``)
both use it.
"""

from __future__ import annotations

from typing import Literal

Team = Literal["A", "B"]
TEAM_OF_POSITION: tuple[Team, Team, Team, Team] = ("A", "B", "A", "B")


def team_of_seat(number: int) -> Team:
    """Seats 1+3 of a table (positions 0 and 2) are pair A, seats 2+4 pair B."""
    return TEAM_OF_POSITION[(number - 1) % 4]


def dealer_position(game: int) -> int:
    """Game 1 is dealt by position 0 (the lowest number), game 2 by position 1, and so on."""
    return (game - 1) % 4


def forced_declarer(game: int) -> Team:
    """The team of the player after the dealer, who must play under the forced rule."""
    return TEAM_OF_POSITION[(dealer_position(game) + 1) % 4]
