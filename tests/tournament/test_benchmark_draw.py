"""``manage.py benchmark_draw`` at a tiny size, so the README's figures can be made again."""

from __future__ import annotations

from io import StringIO

from django.core.management import call_command


def test_the_draw_benchmark_prints_a_row_per_club_size_and_the_draw_s_time() -> None:
    out = StringIO()
    call_command("benchmark_draw", "--players", "9", "13", "--back", "2", "--evenings", "3",
                 "--rounds", "2", "--seasons", "1", "--time-players", "12", stdout=out)
    text = out.getvalue()
    rows = [line for line in text.splitlines() if line.startswith("| 9 |")
            or line.startswith("| 13 |")]
    assert len(rows) == 4  # at tables of four and at tables of three
    assert all(row.count("/") == 4 for row in rows)  # four cells: partners / opponents
    assert "2 evenings back:" in text and "without the setting:" in text
    assert "At tables of three" in text and "At tables of four" in text
