"""A small server-rendered SVG line chart of a player's evening scores.

Black on white with square markers and a dashed average line, so it reads the same on
screen and printed in black and white. No JavaScript. Numbers are written the one way
(``scoring.results.numbers``).

SVG text scales with the drawing, so one drawing cannot have readable labels both on a
laptop and on a 360 px phone: ``WIDE`` and ``NARROW`` are two layouts of the same chart,
and the page shows one of them by screen width. The average is named in a legend above the
plot, where the line of scores can never run through it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from scoring.results.numbers import local_format


@dataclass(frozen=True)
class Layout:
    width: int
    height: int
    font: int
    left: int
    right: int = 16
    top: int = 44  # room for the legend
    bottom: int = 40
    label_room: int = 64  # horizontal room one date label needs


# Shown about 720 px wide on a laptop (18 px labels); about 330 px wide on a phone, where
# the narrow drawing's 16-unit labels come out at 14.5 px or more.
WIDE = Layout(width=720, height=300, font=18, left=72)
NARROW = Layout(width=360, height=280, font=16, left=60, right=10, label_room=52)


@dataclass(frozen=True)
class Point:
    label: str  # e.g. "30-9"
    value: int | None  # None: absent that evening


STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000)


def _nice_step(span: int, least: int) -> int:
    for step in STEPS:
        if step >= least and span / step <= 6:
            return step
    return 10000


def evening_chart_svg(
    points: Sequence[Point], *, title: str, average_label: str, layout: Layout = WIDE,
    css_class: str = "chart", least_step: int = 50,
) -> str:
    """The SVG markup (a string) for the scores in ``points``; gaps where a player was absent.
    The scale's lines are at least ``least_step`` apart: the game's own scale
    (``GameSpec.chart_step``), so a score of 3 big points is not drawn on 0 to 50."""
    width, height, left, right, top, bottom = (
        layout.width, layout.height, layout.left, layout.right, layout.top, layout.bottom)
    values = [p.value for p in points if p.value is not None]
    if not values:
        return ""
    step = _nice_step(max(max(values) - min(values), 1), least_step)
    low = (min(values) // step) * step
    high = -(-max(values) // step) * step
    if high == low:
        high = low + step
    plot_w, plot_h = width - left - right, height - top - bottom
    number = local_format()  # the separators looked up once, not for every label

    def x(i: int) -> float:
        return left + (plot_w * (i + 0.5) / len(points))

    def y(v: float) -> float:
        return top + plot_h * (1 - (v - low) / (high - low))

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" role="img" '
        f'class="{css_class}" aria-label="{escape(title)}"><title>{escape(title)}</title>',
        f'<g font-family="sans-serif" font-size="{layout.font}" fill="#000">',
    ]
    for tick in range(low, high + 1, step):
        parts.append(f'<line x1="{left}" x2="{width - right}" y1="{y(tick):.1f}" '
                     f'y2="{y(tick):.1f}" stroke="#bbb" stroke-width="1"/>')
        parts.append(f'<text x="{left - 6}" y="{y(tick) + 4:.1f}" text-anchor="end">'
                     f"{number(tick)}</text>")
    fits = max(1, plot_w // layout.label_room)
    label_every = -(-len(points) // fits)
    for i, point in enumerate(points):
        if i % label_every == 0:
            parts.append(f'<text x="{x(i):.1f}" y="{height - bottom + layout.font + 6}" '
                         f'text-anchor="middle">{escape(point.label)}</text>')
    average = sum(values) / len(values)
    parts.append(f'<line x1="{left}" x2="{width - right}" y1="{y(average):.1f}" '
                 f'y2="{y(average):.1f}" stroke="#000" stroke-width="1.5" '
                 f'stroke-dasharray="6 4"/>')
    # The legend: a piece of the dashed line and the average, above the plot.
    legend_y = top - layout.font
    parts.append(f'<line x1="{left}" x2="{left + 36}" y1="{legend_y - layout.font / 3:.1f}" '
                 f'y2="{legend_y - layout.font / 3:.1f}" stroke="#000" stroke-width="1.5" '
                 f'stroke-dasharray="6 4"/>')
    parts.append(f'<text class="chart-average" x="{left + 44}" y="{legend_y}">'
                 f'{escape(average_label)} {number(average)}</text>')
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
                         f"<title>{escape(point.label)}: {number(point.value)}</title>"
                         "</rect>")
    parts.append("</g></svg>")
    return "".join(parts)
