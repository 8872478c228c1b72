"""A Kraken game as typed on the sheet, for the tests here."""

from __future__ import annotations


def kraken_game(n: int, points_a: int, trump: str = "H", doubling: int = 1,
                **extra: object) -> dict[str, str]:
    """One game as typed: pair A's points, the trump letter and the doubling (empty: x1)."""
    data = {f"g{n}-points_a": str(points_a), f"g{n}-trump": trump,
            f"g{n}-doubling": "" if doubling == 1 else str(doubling)}
    data.update({f"g{n}-{name}": str(value) for name, value in extra.items()})
    return data
