"""A simulated season of draws, to measure variety across the season (``manage.py
benchmark_draw`` prints it; the draw's tests check it). Plain Python, no Django.

Every player comes to every evening. A meeting is a *repeat* when the two players met in the
same role (partners, or opponents) in the last ``window`` evenings or earlier this evening;
the figures are repeats per player over the season (a repeat counts for both players).
Three draws are compared: a pure random draw (shuffle and seat), the club's draw without
the setting (no partner twice in one evening), and the draw with ``variety_evenings``
= ``window``. ``lower_bound`` is what no draw can beat (docs/decisions.md).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from tournament.draw.data import (
    EveningHistory,
    Pair,
    PlayerId,
    RoundDraw,
    SeasonHistory,
    from_numbers,
    roles,
    season_history,
)
from tournament.draw.engine import draw_round

Kind = Literal["random", "off", "variety"]
KINDS: tuple[Kind, ...] = ("random", "off", "variety")


@dataclass(frozen=True)
class Figures:
    """Repeats per player over a season: partners again and opponents again."""

    partners: float
    opponents: float


def random_draw(players: Sequence[PlayerId], seed: int) -> RoundDraw:
    """A pure random draw: shuffle and seat, the last ones left over sit out."""
    order = sorted(players)
    random.Random(seed).shuffle(order)
    return from_numbers(dict(enumerate(order, start=1)), seed=seed)


def season_draws(
    players: int, *, kind: Kind, window: int, evenings: int = 20, bomen: int = 4, seed: int = 0
) -> list[list[RoundDraw]]:
    """The draws of a season, evening by evening, with ``players`` present every time."""
    roster = list(range(1, players + 1))
    season: list[list[RoundDraw]] = []
    for evening in range(evenings):
        variety = (season_history(season[-window:], partners=True)
                   if kind == "variety" and window else None)
        history = EveningHistory()
        draws: list[RoundDraw] = []
        for boom in range(bomen):
            boom_seed = seed * 1_000_003 + evening * 100 + boom
            if kind == "random":
                draw = random_draw(roster, boom_seed)
            else:
                draw = draw_round(players=roster, seed=boom_seed, history=history,
                                  variety=variety)
            draws.append(draw)
            history = history.with_draw(draw)
        season.append(draws)
    return season


def repeats(season: Sequence[Sequence[RoundDraw]], players: int, *, window: int) -> Figures:
    """Repeated partner and opponent meetings per player (see the module's words)."""
    partner_repeats = opponent_repeats = 0
    for number, draws in enumerate(season):
        earlier = season_history(season[max(0, number - window):number], partners=True)
        for draw in draws:
            for table in draw.tables:
                partner_positions, opponent_positions = roles(len(table.players),
                                                              partners=True)
                partner_repeats += _met(table.players, partner_positions,
                                        earlier.partner_counts)
                opponent_repeats += _met(table.players, opponent_positions,
                                         earlier.opponent_counts)
            earlier = earlier.with_tables((t.players for t in draw.tables), partners=True)
    return Figures(2 * partner_repeats / players, 2 * opponent_repeats / players)


def _met(players: Sequence[PlayerId], positions: Iterable[tuple[int, int]],
         counts: Mapping[Pair, int]) -> int:
    return sum(frozenset((players[i], players[j])) in counts for i, j in positions)


def lower_bound(players: int, *, window: int, evenings: int = 20, bomen: int = 4) -> Figures:
    """No draw has fewer repeats per player: split the season into blocks of ``window`` + 1
    evenings; in a block a player meets M partners (opponents) among ``players`` - 1 others,
    so at least M - (players - 1) of them are repeats, and each is a repeat within the
    window of its own evening (docs/decisions.md)."""
    seated = 4 * (players // 4) / players  # the share of a boom a player is seated
    block = window + 1
    sizes = [block] * (evenings // block) + ([evenings % block] if evenings % block else [])
    bound = [sum(max(0.0, size * bomen * per_boom * seated - (players - 1)) for size in sizes)
             for per_boom in (1, 2)]
    return Figures(*bound)


def draw_time(players: int, *, window: int, runs: int = 21, seed: int = 0) -> float:
    """The median time in seconds of drawing the last boom of an evening for ``players``,
    with ``window`` earlier evenings in the variety history. CPU time of this process: the
    draw runs on one thread, so on an idle machine that is the time the organiser waits,
    and on a busy one (other programs, a test run) it is not inflated by their work."""
    season = season_draws(players, kind="off", window=0, evenings=window, seed=seed)
    variety: SeasonHistory | None = season_history(season, partners=True) if window else None
    roster = list(range(1, players + 1))
    history = EveningHistory()
    for boom in range(3):
        history = history.with_draw(draw_round(players=roster, seed=seed + boom,
                                               history=history, variety=variety))
    times = []
    for run in range(runs):
        start = time.process_time()
        draw_round(players=roster, seed=seed + 100 + run, history=history, variety=variety)
        times.append(time.process_time() - start)
    return statistics.median(times)
