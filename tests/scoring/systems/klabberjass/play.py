"""Games of a Klabberjass round for the tests, and their scores worked out from the seed's
own words (seed 001), independently of ``scoring.rules``."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from django.test import Client

# 001 "Die Spielwerte sind": Original Kreuz +8, Pik +7, Herz +6, Karo +5; Kleines +4 .. +1.
SEED_VALUES = {(True, "C"): 8, (True, "S"): 7, (True, "H"): 6, (True, "D"): 5,
               (False, "C"): 4, (False, "S"): 3, (False, "H"): 2, (False, "D"): 1}


@dataclass(frozen=True)
class Played:
    soloist: int  # table seat
    original: bool
    trump: str
    won: bool
    revoke: int | None = None

    def post(self, n: int) -> dict[str, str]:
        return {f"g{n}-soloist": str(self.soloist), f"g{n}-original": "O" if self.original
                else "K", f"g{n}-trump": self.trump, f"g{n}-won": "W" if self.won else "L",
                f"g{n}-revoke_seat": str(self.revoke or "")}


def seed_scores(game: Played, n: int, size: int) -> list[int]:
    """Each seat's score: "Beim Verlust ... den doppelten Betrag als Minus ..., die
    Gegenspieler erhalten jeder 2 Pluspunkte"; at a table of four the dealer (seat 1 deals
    game 1, then clockwise) sits out; a revoke loses at once for the side that made it."""
    value = SEED_VALUES[(game.original, game.trump)]
    won = game.won if game.revoke is None else game.revoke != game.soloist
    dealer = (n - 1) % size + 1
    scores = []
    for seat in range(1, size + 1):
        if seat == game.soloist:
            scores.append(value if won else -2 * value)
        elif size == 4 and seat == dealer:
            scores.append(0)
        else:
            scores.append(0 if won else 2)
    return scores


def random_round(rng: random.Random, size: int) -> list[Played]:
    games = []
    for n in range(1, (24 if size == 3 else 32) + 1):
        dealer = (n - 1) % size + 1
        active = [s for s in range(1, size + 1) if not (size == 4 and s == dealer)]
        soloist = rng.choice(active)
        revoke = rng.choice(active) if rng.random() < 0.05 else None
        games.append(Played(soloist, rng.random() < 0.6, rng.choice("CSHD"),
                            rng.random() < 0.7, revoke))
    return games


def post_list(client: Client, url: str, games: list[Played]) -> object:
    """Open the list, then post ``games`` with the hidden fields the page gave."""
    html = client.get(url).content.decode()
    data = {name: re.search(rf'name="{name}" value="([^"]*)"', html).group(1)  # type: ignore[union-attr]
            for name in ("version", "seating")}
    for n, game in enumerate(games, start=1):
        data.update(game.post(n))
    return client.post(url, data)
