"""Variety across the season, measured: simulated seasons of ``--evenings`` evenings of
``--rounds`` rounds, everyone present, for each number of ``--players``. Repeats per player
(partners again, opponents again, within the club's look-back of ``--back`` evenings and the
earlier rounds of the evening) for a pure random draw, the draw without the setting and the
draw with it, against the lower bound (docs/decisions.md), at tables of four with pairs and
at tables of three each for himself (``--tables``); then the median CPU time of one draw of
``--time-players`` players. Plain Python, no database.

    python manage.py benchmark_draw
"""

from __future__ import annotations

import statistics
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from tournament.draw.simulate import KINDS, draw_time, lower_bound, repeats, season_draws


class Command(BaseCommand):
    help = "Measures variety across the season: repeats per player and the draw's time."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--players", type=int, nargs="+", default=[24, 33, 41])
        parser.add_argument("--back", type=int, nargs="+", default=[1, 3],
                            help="evenings the draw looks back (the rule variety_evenings)")
        parser.add_argument("--evenings", type=int, default=20)
        parser.add_argument("--rounds", type=int, default=4)
        parser.add_argument("--seasons", type=int, default=3,
                            help="seasons (seeds) to average over")
        parser.add_argument("--time-players", type=int, default=80)
        parser.add_argument("--tables", nargs="+", choices=["fours", "threes"],
                            default=["fours", "threes"],
                            help="tables of four with pairs, and of three each for himself")

    def handle(self, *args: Any, **options: Any) -> None:
        for tables in options["tables"]:
            self._repeats(tables == "threes", **options)
        self._times(**options)

    def _repeats(self, threes: bool, **options: Any) -> None:
        evenings, rounds = options["evenings"], options["rounds"]
        self.stdout.write(
            ("At tables of three, each for himself (only opponents)" if threes else
             "At tables of four with pairs")
            + f": repeats per player over {evenings} evenings x {rounds} rounds "
            f"(partners again / opponents again; mean of {options['seasons']} seasons)\n")
        self.stdout.write("| players | evenings back | random draw | without the setting "
                          "| with the setting | lower bound |")
        self.stdout.write("|---:|---:|---:|---:|---:|---:|")
        for back in options["back"]:
            for players in options["players"]:
                cells = []
                for kind in KINDS:
                    figures = [repeats(season_draws(players, kind=kind, window=back,
                                                    evenings=evenings, rounds=rounds,
                                                    seed=seed, threes=threes),
                                       players, window=back, threes=threes)
                               for seed in range(options["seasons"])]
                    cells.append(_cell(statistics.mean(f.partners for f in figures),
                                       statistics.mean(f.opponents for f in figures)))
                bound = lower_bound(players, window=back, evenings=evenings, rounds=rounds,
                                    threes=threes)
                cells.append(_cell(bound.partners, bound.opponents))
                self.stdout.write(f"| {players} | {back} | " + " | ".join(cells) + " |")
        self.stdout.write("")
    def _times(self, **options: Any) -> None:
        players = options["time_players"]
        self.stdout.write(f"\nOne draw of {players} players (the fourth round), median CPU time "
                          "of 21:")
        for back in (0, *options["back"], 20):
            label = ("without the setting" if not back
                     else f"{back} evening{'s' if back != 1 else ''} back")
            self.stdout.write(f"  {label}: {1000 * draw_time(players, window=back):.1f} ms")


def _cell(partners: float, opponents: float) -> str:
    return f"{partners:.1f} / {opponents:.1f}"
