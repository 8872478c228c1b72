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
    Draw,
    EveningHistory,
    Pair,
    PlayerId,
    RoundDraw,
    SeasonHistory,
    Seat,
    Table,
    from_numbers,
    roles,
    season_history,
)
from tournament.draw.engine import draw_round
from tournament.draw.threes import ThreesDraw, draw_threes, table_sizes_of_three, threes_history

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


def random_threes(players: Sequence[PlayerId], seed: int) -> ThreesDraw:
    """A pure random draw at tables of three (the last ones of four): shuffle and seat."""
    order = sorted(players)
    random.Random(seed).shuffle(order)
    tables, start = [], 0
    for number, size in enumerate(table_sizes_of_three(len(order)), start=1):
        tables.append(Table(number, tuple(Seat(start + k + 1, order[start + k])
                                          for k in range(size))))
        start += size
    return ThreesDraw(seed=seed, tables=tuple(tables))


def season_draws(
    players: int, *, kind: Kind, window: int, evenings: int = 20, rounds: int = 4, seed: int = 0,
    threes: bool = False,
) -> list[list[Draw]]:
    """The draws of a season, evening by evening, with ``players`` present every time; at
    tables of four with pairs, or (``threes``) at tables of three, each for himself."""
    roster = list(range(1, players + 1))
    season: list[list[Draw]] = []
    for evening in range(evenings):
        variety = (season_history(season[-window:], partners=not threes)
                   if kind == "variety" and window else None)
        history = EveningHistory()
        draws: list[Draw] = []
        for round_ in range(rounds):
            round_seed = seed * 1_000_003 + evening * 100 + round_
            draw: Draw
            if threes:
                draw = (random_threes(roster, round_seed) if kind == "random" else
                        draw_threes(players=roster, seed=round_seed,
                                    history=threes_history(draws), variety=variety))
            elif kind == "random":
                draw = random_draw(roster, round_seed)
            else:
                draw = draw_round(players=roster, seed=round_seed, history=history,
                                  variety=variety)
                history = history.with_draw(draw)
            draws.append(draw)
        season.append(draws)
    return season


def repeats(season: Sequence[Sequence[Draw]], players: int, *, window: int,
            threes: bool = False) -> Figures:
    """Repeated partner and opponent meetings per player (see the module's words)."""
    partners = not threes
    partner_repeats = opponent_repeats = 0
    for number, draws in enumerate(season):
        earlier = season_history(season[max(0, number - window):number], partners=partners)
        for draw in draws:
            for table in draw.tables:
                partner_positions, opponent_positions = roles(len(table.players),
                                                              partners=partners)
                partner_repeats += _met(table.players, partner_positions,
                                        earlier.partner_counts)
                opponent_repeats += _met(table.players, opponent_positions,
                                         earlier.opponent_counts)
            earlier = earlier.with_tables((t.players for t in draw.tables), partners=partners)
    return Figures(2 * partner_repeats / players, 2 * opponent_repeats / players)


def _met(players: Sequence[PlayerId], positions: Iterable[tuple[int, int]],
         counts: Mapping[Pair, int]) -> int:
    return sum(frozenset((players[i], players[j])) in counts for i, j in positions)


def lower_bound(players: int, *, window: int, evenings: int = 20, rounds: int = 4,
                threes: bool = False) -> Figures:
    """No draw has fewer repeats per player: split the season into blocks of ``window`` + 1
    evenings; in a block a player meets M partners (opponents) among ``players`` - 1 others,
    so at least M - (players - 1) of them are repeats, and each is a repeat within the
    window of its own evening (docs/decisions.md)."""
    if threes:  # nobody is a partner; at a table of s a player meets s - 1 opponents
        meetings = (0.0, sum(s * (s - 1) for s in table_sizes_of_three(players)) / players)
    else:  # one partner and two opponents, in the share of the rounds a player is seated
        seated = 4 * (players // 4) / players
        meetings = (seated, 2 * seated)
    block = window + 1
    sizes = [block] * (evenings // block) + ([evenings % block] if evenings % block else [])
    bound = [sum(max(0.0, size * rounds * per_round - (players - 1)) for size in sizes)
             if per_round else 0.0 for per_round in meetings]
    return Figures(*bound)


def draw_time(players: int, *, window: int, runs: int = 21, seed: int = 0) -> float:
    """The median time in seconds of drawing the last round of an evening for ``players``,
    with ``window`` earlier evenings in the variety history. CPU time of this process: the
    draw runs on one thread, so on an idle machine that is the time the organiser waits,
    and on a busy one (other programs, a test run) it is not inflated by their work."""
    season = season_draws(players, kind="off", window=0, evenings=window, seed=seed)
    variety: SeasonHistory | None = season_history(season, partners=True) if window else None
    roster = list(range(1, players + 1))
    history = EveningHistory()
    for round_ in range(3):
        history = history.with_draw(draw_round(players=roster, seed=seed + round_,
                                               history=history, variety=variety))
    times = []
    for run in range(runs):
        start = time.process_time()
        draw_round(players=roster, seed=seed + 100 + run, history=history, variety=variety)
        times.append(time.process_time() - start)
    return statistics.median(times)
