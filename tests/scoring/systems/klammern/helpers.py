"""Klammern's scoring written out again from the seed (002, "Wertung in Klammern"),
independently of ``scoring.rules``: who wins a game (W1) and the standing after each game
(W2-W5), for the evening tests here and in the browser."""

from __future__ import annotations

from scoring.rules import KlammernEntry

TARGET = 2


def seed_winner(entry: KlammernEntry) -> str:
    """W1."""
    a = entry.points_a + entry.melds_a + (20 if entry.bella == "A" else 0)
    b = entry.points_b + entry.melds_b + (20 if entry.bella == "B" else 0)
    if a == b:
        return "B" if entry.declarer == "A" else "A"
    return "A" if a > b else "B"


def seed_standings(entries: list[KlammernEntry]) -> list[tuple[int, int, int, int]]:
    """(big A, big B, small A, small B) after every game: W2-W4, until W5 ends the boom."""
    big, small, after = {"A": 0, "B": 0}, {"A": 0, "B": 0}, []
    for entry in entries:
        assert max(big.values()) < TARGET  # the simulator stops when the boom is over
        winner = seed_winner(entry)
        loser = "B" if winner == "A" else "A"
        small[winner] += {1: 1, 2: 2, 4: 4}[entry.doubling]
        if small[winner] >= 5:
            big[winner] += 2 if small[loser] == 0 else 1
            small = {"A": 0, "B": 0}
        after.append((big["A"], big["B"], small["A"], small["B"]))
    assert max(big.values()) >= TARGET
    return after
