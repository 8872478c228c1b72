"""A small server-rendered SVG line chart of a player's evening scores.

Black on white with square markers and a dashed average line, so it reads the same on
screen and printed in black and white. No JavaScript. Numbers are written the one way
(``scoring.results.numbers``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from scoring.results.numbers import local_number

WIDTH, HEIGHT = 720, 300
LEFT, RIGHT, TOP, BOTTOM = 72, 16, 24, 56


@dataclass(frozen=True)
class Point:
    label: str  # e.g. "30-9"
    value: int | None  # None: absent that evening


def _nice_step(span: int) -> int:
    for step in (50, 100, 200, 250, 500, 1000, 2000, 5000):
        if span / step <= 6:
            return step
    return 10000


def evening_chart_svg(points: Sequence[Point], *, title: str, average_label: str) -> str:
    """The SVG markup (a string) for the scores in ``points``; gaps where a player was absent."""
    values = [p.value for p in points if p.value is not None]
    if not values:
        return ""
    step = _nice_step(max(max(values) - min(values), 1))
    low = (min(values) // step) * step
    high = -(-max(values) // step) * step
    if high == low:
        high = low + step
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(i: int) -> float:
        return LEFT + (plot_w * (i + 0.5) / len(points))

    def y(v: float) -> float:
        return TOP + plot_h * (1 - (v - low) / (high - low))

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'class="chart" aria-label="{escape(title)}"><title>{escape(title)}</title>',
        '<g font-family="sans-serif" font-size="18" fill="#000">',
    ]
    for tick in range(low, high + 1, step):
        parts.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(tick):.1f}" '
                     f'y2="{y(tick):.1f}" stroke="#bbb" stroke-width="1"/>')
        parts.append(f'<text x="{LEFT - 6}" y="{y(tick) + 4:.1f}" text-anchor="end">'
                     f"{local_number(tick)}</text>")
    label_every = max(1, len(points) // 12)
    for i, point in enumerate(points):
        if i % label_every == 0:
            parts.append(f'<text x="{x(i):.1f}" y="{HEIGHT - BOTTOM + 20}" '
                         f'text-anchor="middle">{escape(point.label)}</text>')
    average = sum(values) / len(values)
    parts.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(average):.1f}" '
                 f'y2="{y(average):.1f}" stroke="#000" stroke-width="1.5" '
                 f'stroke-dasharray="6 4"/>')
    parts.append(f'<text x="{WIDTH - RIGHT}" y="{y(average) - 6:.1f}" text-anchor="end">'
                 f'{escape(average_label)} {local_number(average)}</text>')
    segment: list[str] = []
    for i, point in enumerate([*points, Point("", None)]):
        if point.value is None:
            if len(segment) > 1:
                parts.append(f'<polyline fill="none" stroke="#000" stroke-width="2.5" '
                             f'points="{" ".join(segment)}"/>')
            segment = []
            continue
        segment.append(f"{x(i):.1f},{y(point.value):.1f}")
    for i, point in enumerate(points):
        if point.value is not None:
            parts.append(f'<rect x="{x(i) - 4:.1f}" y="{y(point.value) - 4:.1f}" width="8" '
                         f'height="8" fill="#fff" stroke="#000" stroke-width="2">'
                         f"<title>{escape(point.label)}: {local_number(point.value)}</title>"
                         "</rect>")
    parts.append("</g></svg>")
    return "".join(parts)
