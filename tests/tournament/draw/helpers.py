"""What the draw's tests share: the layout every draw of tables of four must have."""

from __future__ import annotations

from tournament.draw import RoundDraw


def check_layout(draw: RoundDraw, present: list[int] | range) -> None:
    n = len(present)
    assert sorted(seat.player for seat in draw.seats) == sorted(present)
    assert [seat.number for seat in draw.seats] == list(range(1, n + 1))
    assert len(draw.tables) == n // 4
    assert len(draw.byes) == n % 4
    assert all(seat.number > 4 * len(draw.tables) for seat in draw.byes)
    for index, table in enumerate(draw.tables):
        assert table.seat_numbers == tuple(range(4 * index + 1, 4 * index + 5))
