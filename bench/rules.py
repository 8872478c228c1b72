"""Time the simulator: ``python -m bench.rules [games] [repeats]``.

Simulates 10,000 games (half Amsterdam, half Rotterdam) several times and prints the median
wall time and games per second. A script, not a test: timing tests are flaky on CI.
"""

from __future__ import annotations

import statistics
import sys
import time

from scoring.rules.play import Variant
from scoring.rules.simulator import simulate_game


def run(games: int) -> float:
    start = time.perf_counter()
    for seed in range(games):
        variant = Variant.AMSTERDAM if seed % 2 else Variant.ROTTERDAM
        simulate_game(seed, variant=variant)
    return time.perf_counter() - start


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 10_000
    repeats = int(argv[1]) if len(argv) > 1 else 5
    times = [run(games) for _ in range(repeats)]
    median = statistics.median(times)
    print(
        f"{games} games x {repeats} runs: median {median:.3f} s, "
        f"{games / median:,.0f} games/s (min {min(times):.3f} s, max {max(times):.3f} s)"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
