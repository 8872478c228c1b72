"""Evening ranking, prize list and season standings, without a database.

Rules cited from the Orvelte club rules (shared/seeds/004, "Standaard nummer", "Competitie",
"Prijsuitreiking seizoen") and issue 6.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.results.counting import AVERAGE, BEST_N, DROP_LOWEST, TOTAL
from scoring.results.prizes import prizes
from scoring.results.ranking import (
    BEST_ROUND,
    FEWER_BYES,
    LAST_ROUND,
    MORE_EVENINGS,
    EveningLine,
    EveningPlayer,
    rank_evening,
)
from scoring.results.season import SeasonLine, SeasonPlayer, champions, season_standings


def evening(name: str, *rounds: int | None, byes: tuple[int, ...] = (), penalty: int = 0):
    """A player's evening; ``byes`` are the (0-based) rounds that were a staand nummer."""
    flags = tuple(i in byes for i in range(len(rounds)))
    return EveningPlayer(member=ord(name[0]), name=name, rounds=rounds, byes=flags,
                         penalty=penalty)


def summary(lines: list[EveningLine]) -> list[tuple[str, int, int, str]]:
    return [(line.player.name, line.rank, line.position, line.separated_by) for line in lines]


# --- Evening ranking ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "tie_breaks", "expected"),
    [
        pytest.param(
            # Issue 6 "the evening total and the rank".
            [evening("Bep", 1500, 1400), evening("Ans", 1800, 1600), evening("Cor", 900, 1000)],
            [BEST_ROUND],
            [("Ans", 1, 1, ""), ("Bep", 2, 2, ""), ("Cor", 3, 3, "")],
            id="highest-total-first",
        ),
        pytest.param(
            # Issue 6 "equal totals share a rank": 1, 2, 2, 4, listed by name.
            [evening("Dik", 2000), evening("Cor", 2500), evening("Bep", 2500),
             evening("Ans", 3000)],
            [],
            [("Ans", 1, 1, ""), ("Bep", 2, 2, ""), ("Cor", 2, 2, ""), ("Dik", 4, 4, "")],
            id="equal-totals-share-rank-and-position",
        ),
        pytest.param(
            # Issue 6 "with the tie-break applied and shown": the higher single round wins.
            [evening("Ans", 1300, 1200), evening("Bep", 1500, 1000)],
            [BEST_ROUND, LAST_ROUND],
            [("Bep", 1, 1, ""), ("Ans", 1, 2, BEST_ROUND)],
            id="best-round-separates",
        ),
        pytest.param(
            # Same best round: the second tie-break, the last round, decides.
            [evening("Ans", 1500, 900, 1000), evening("Bep", 900, 1500, 1000),
             evening("Cor", 1000, 900, 1500)],
            [BEST_ROUND, LAST_ROUND],
            [("Cor", 1, 1, ""), ("Ans", 1, 2, LAST_ROUND), ("Bep", 1, 2, "")],
            id="last-round-after-equal-best-round",
        ),
        pytest.param(
            # LAST_ROUND is the last round the player played: Ans left before the last round.
            [evening("Ans", 1200, 1300, None), evening("Bep", 800, 500, 1200)],
            [LAST_ROUND],
            [("Ans", 1, 1, ""), ("Bep", 1, 2, LAST_ROUND)],
            id="last-round-skips-a-missed-boom",
        ),
        pytest.param(
            # 004 "Diegene die een standaard nummer loot speelt deze ronde niet mee ... geeft
            # recht op 1200 punten": the 1200 counts in the total but is not a round played.
            [evening("Ans", 1200, 1100, byes=(0,)), evening("Bep", 1150, 1150)],
            [BEST_ROUND],
            [("Bep", 1, 1, ""), ("Ans", 1, 2, BEST_ROUND)],
            id="a-bye-score-is-not-a-best-round",
        ),
        pytest.param(
            [evening("Ans", 1200, 1100, byes=(0,)), evening("Bep", 1150, 1150)],
            [FEWER_BYES, BEST_ROUND],
            [("Bep", 1, 1, ""), ("Ans", 1, 2, FEWER_BYES)],
            id="fewer-byes-wins",
        ),
        pytest.param(
            # MORE_EVENINGS is a season key; empty and unknown keys are skipped: a full tie.
            [evening("Bep", 1500, 1000), evening("Ans", 1000, 1500)],
            [MORE_EVENINGS, "", "COIN_TOSS"],
            [("Ans", 1, 1, ""), ("Bep", 1, 1, "")],
            id="season-and-unknown-keys-skipped",
        ),
        pytest.param(
            # Tie-breaks cannot separate: same position, listed by name (case-insensitive).
            [evening("bep", 1500, 1000), evening("Ans", 1500, 1000), evening("Cor", 100, 100)],
            [BEST_ROUND, LAST_ROUND, FEWER_BYES],
            [("Ans", 1, 1, ""), ("bep", 1, 1, ""), ("Cor", 3, 3, "")],
            id="full-tie-shares-position-name-order",
        ),
        pytest.param(
            # Issue 6 "penalties, the evening total": a revoke penalty lowers the total.
            [evening("Ans", 1300, 1300, penalty=-100), evening("Bep", 1250, 1300)],
            [],
            [("Bep", 1, 1, ""), ("Ans", 2, 2, "")],
            id="penalty-counts-in-total",
        ),
        pytest.param(
            # Only lines with the same total are separated by tie-breaks.
            [evening("Ans", 1800, 200), evening("Bep", 1000, 1000), evening("Cor", 900, 900)],
            [BEST_ROUND],
            [("Ans", 1, 1, ""), ("Bep", 1, 2, BEST_ROUND), ("Cor", 3, 3, "")],
            id="next-total-not-decided-by-tie-break",
        ),
        pytest.param(
            # A player who played no round (only a bye) loses BEST_ROUND to any round played.
            [evening("Ans", 1200, None, byes=(0,)), evening("Bep", None, 1200)],
            [BEST_ROUND],
            [("Bep", 1, 1, ""), ("Ans", 1, 2, BEST_ROUND)],
            id="no-round-played-loses-best-round",
        ),
        pytest.param([], [BEST_ROUND], [], id="no-players"),
    ],
)
def test_rank_evening(players, tie_breaks, expected):
    assert summary(rank_evening(players, tie_breaks=tie_breaks)) == expected


# --- Prize list -----------------------------------------------------------------------


def ranked(*positions: int) -> list[EveningLine]:
    """Lines at the given positions, named A, B, C ... in order."""
    return [
        EveningLine(player=evening(chr(65 + i), 1000), rank=position, position=position)
        for i, position in enumerate(positions)
    ]


DEFAULT_PLACES = [1, 2, -2]


@pytest.mark.parametrize(
    ("positions", "places", "per_prize", "expected"),
    [
        pytest.param(
            # 004 "Per speelavond worden er 3 prijzen uitgereikt, de nummers 1 en 2, en de
            # persoon die op de tweede na laatste plaats is geëindigd."
            range(1, 11), DEFAULT_PLACES, 0, [(1, "A"), (2, "B"), (-2, "I")],
            id="default-1-2-second-to-last",
        ),
        pytest.param(
            # 4 players: second-to-last is the 3rd, a different player from the 2nd.
            range(1, 5), DEFAULT_PLACES, 0, [(1, "A"), (2, "B"), (-2, "C")], id="four-players",
        ),
        pytest.param(
            # 3 players: second-to-last is the 2nd; a player wins one prize, the top place.
            range(1, 4), DEFAULT_PLACES, 0, [(1, "A"), (2, "B")], id="three-players",
        ),
        pytest.param(range(1, 3), DEFAULT_PLACES, 0, [(1, "A"), (2, "B")], id="two-players"),
        pytest.param([1], DEFAULT_PLACES, 0, [(1, "A")], id="one-player"),
        pytest.param([], DEFAULT_PLACES, 0, [], id="no-players"),
        pytest.param(
            # Same slot for 2 and -2: the top place wins whatever the configured order.
            range(1, 4), [-2, 2, 1], 0, [(1, "A"), (2, "B")], id="top-wins-over-bottom",
        ),
        pytest.param(
            # An unbroken tie at 2 shares the 2nd prize.
            [1, 2, 2, 4, 5, 6], DEFAULT_PLACES, 0, [(1, "A"), (2, "BC"), (-2, "E")],
            id="tie-shares-second-prize",
        ),
        pytest.param(
            # An unbroken tie at 1 uses up places 1 and 2: no second prize for the 3rd.
            [1, 1, 3, 4, 5], DEFAULT_PLACES, 0, [(1, "AB"), (-2, "D")],
            id="tie-for-first-uses-up-second",
        ),
        pytest.param(
            [1, 2, 3, 4, 5, 5, 7], DEFAULT_PLACES, 0, [(1, "A"), (2, "B"), (-2, "EF")],
            id="tie-shares-booby-prize",
        ),
        pytest.param(
            # The tie at 2 reaches the second-to-last slot: nobody wins twice.
            [1, 2, 2, 4], DEFAULT_PLACES, 0, [(1, "A"), (2, "BC")],
            id="bottom-slot-already-won",
        ),
        pytest.param(
            range(1, 6), [1, 0, 7, -9, -1, -1], 0, [(1, "A"), (-1, "E")],
            id="zero-out-of-range-and-repeated-places-skipped",
        ),
        pytest.param(
            # clubs.RuleFields.players_per_prize: "0 means: use the prize places above".
            range(1, 18), DEFAULT_PLACES, 8, [(1, "A"), (2, "B")],
            id="per-8-players-17-gives-2-no-booby",
        ),
        pytest.param(range(1, 25), DEFAULT_PLACES, 8, [(1, "A"), (2, "B"), (3, "C")],
                     id="per-8-players-24-gives-3"),
        pytest.param(range(1, 8), DEFAULT_PLACES, 8, [(1, "A")], id="per-8-players-at-least-1"),
        pytest.param([], DEFAULT_PLACES, 8, [], id="per-8-players-none-without-players"),
    ],
)
def test_prizes(positions, places, per_prize, expected):
    result = prizes(ranked(*positions), places=places, players_per_prize=per_prize)
    got = [(prize.place, "".join(w.line.player.name for w in prize.winners)) for prize in result]
    assert got == expected


def test_prizes_do_not_depend_on_the_order_of_the_lines():
    lines = ranked(1, 2, 2, 4, 5, 6)

    def winners(given: list[EveningLine]) -> list[tuple[int, set[str]]]:
        result = prizes(given, places=DEFAULT_PLACES)
        return [(p.place, {w.line.player.name for w in p.winners}) for p in result]

    assert winners(lines[::-1]) == winners(lines) == [(1, {"A"}), (2, {"B", "C"}), (-2, {"E"})]


def test_prize_list_from_an_evening_with_a_broken_tie():
    # 004 prizes 1, 2 and second-to-last; the tie for 1st is broken by the best round.
    lines = rank_evening(
        [evening("Ans", 1300, 1200), evening("Bep", 1500, 1000), evening("Cor", 1000, 1000),
         evening("Dik", 900, 900), evening("Eef", 800, 800)],
        tie_breaks=[BEST_ROUND, LAST_ROUND],
    )
    result = prizes(lines, places=DEFAULT_PLACES)
    assert [(p.place, [w.line.player.name for w in p.winners]) for p in result] == [
        (1, ["Bep"]), (2, ["Ans"]), (-2, ["Dik"]),
    ]
    assert result[1].winners[0].decided_by == (BEST_ROUND,)
    assert result[0].winners[0].decided_by == (BEST_ROUND,)


# --- Season standings -----------------------------------------------------------------


def flags(line: SeasonLine) -> str:
    return "".join("+" if keep else "-" for keep in line.counted)


@pytest.mark.parametrize(
    ("evenings", "rules", "score", "counted", "played"),
    [
        pytest.param(
            # 004 "De twee laagste scores tellen niet mee. Dat kunnen ook nul-scores zijn door
            # afwezigheid."
            (5000, None, 5200, 4800, 5100), {}, 15300, "+-+-+", 4, id="drop-two-lowest-absence",
        ),
        pytest.param(
            # 004 "de meeste punten ... over alle avonden -2": an absence counts 0 when kept.
            (5000, None, None, None, 5100), {}, 10100, "+--++", 2, id="kept-absence-counts-0",
        ),
        pytest.param(
            # An absence is dropped before a played 0 of the same value.
            (0, None, 5000), {"n": 1}, 5000, "+-+", 2, id="absence-dropped-before-played-0",
        ),
        pytest.param(
            # Equal played scores: the earlier evening is the one marked as dropped.
            (5000, 4000, 4000, 6000), {"n": 1}, 15000, "+-++", 4, id="equal-drop-earlier",
        ),
        pytest.param(
            # Early in the season (held <= n) only the best evening counts, never none.
            (5000, 5200), {}, 5200, "-+", 2, id="held-not-more-than-n-best-counts",
        ),
        pytest.param((5000, 5200), {"n": 0}, 10200, "++", 2, id="drop-none"),
        pytest.param(
            (5000, None, 5200, 4800, 5100), {"counting": BEST_N, "n": 2}, 10300, "--+-+", 4,
            id="best-n",
        ),
        pytest.param(
            (5000, None), {"counting": BEST_N, "n": 5}, 5000, "++", 1,
            id="best-n-more-than-held-counts-all",
        ),
        pytest.param(
            # Average of the counted evenings played; the absences were dropped.
            (5000, None, 5200, 4800, 5100), {"aggregate": AVERAGE}, 5100.0, "+-+-+", 4,
            id="average-drop-lowest",
        ),
        pytest.param(
            # A kept absence does not enter (or lower) the average and is not marked counted.
            (5000, None, None, None, 5100, 5201), {"aggregate": AVERAGE}, 5100.3, "+---++", 3,
            id="average-ignores-absence",
        ),
        pytest.param(
            # Rounded half up to one decimal (5000.25 -> 5000.3, not banker's 5000.2).
            (5000, 5000, 5000, 5001), {"aggregate": AVERAGE, "n": 0}, 5000.3, "++++", 4,
            id="average-rounds-half-up",
        ),
        pytest.param(
            (None, None), {"aggregate": AVERAGE}, 0.0, "--", 0, id="average-never-played",
        ),
        pytest.param(
            (5000, 5400, None, 5300), {"counting": BEST_N, "n": 2, "aggregate": AVERAGE},
            5350.0, "-+-+", 3, id="average-of-best-n",
        ),
        pytest.param(
            # evenings_held wins: a shorter tuple is absent on the later evenings.
            (5000,), {"evenings_held": 3}, 5000, "+--", 1, id="held-pads-absences",
        ),
        pytest.param(
            # evenings_held wins: the evening in progress (third score) is left out.
            (5000, 5100, 9999), {"evenings_held": 2, "n": 0}, 10100, "++", 2,
            id="held-ignores-evening-in-progress",
        ),
    ],
)
def test_season_line(evenings, rules, score, counted, played):
    [line] = season_standings([SeasonPlayer(member=1, name="Ans", evenings=evenings)], **rules)
    assert (line.score, flags(line), line.played) == (score, counted, played)
    assert len(line.scores) == len(line.counted)


def season(name: str, *evenings: int | None, best_round: int = 0, byes: int = 0):
    return SeasonPlayer(member=ord(name[0]), name=name, evenings=evenings,
                        best_round=best_round, byes=byes)


@pytest.mark.parametrize(
    ("players", "rules", "expected"),
    [
        pytest.param(
            # 004 "De seizoenskampioen is diegene die de meeste punten heeft gehaald".
            [season("Bep", 5000, 5000, 5000), season("Ans", 6000, 6000, None)],
            {"n": 1},
            [("Ans", 1, True, ""), ("Bep", 2, True, "")],
            id="most-points-first",
        ),
        pytest.param(
            [season("Bep", 5000, 5000), season("Ans", 5000, 5000), season("Cor", 4000, 4000)],
            {"n": 0},
            [("Ans", 1, True, ""), ("Bep", 1, True, ""), ("Cor", 3, True, "")],
            id="equal-scores-share-rank",
        ),
        pytest.param(
            [season("Ans", 5000, 5000, 0), season("Bep", 5000, 5000, None)],
            {"n": 1, "tie_breaks": [MORE_EVENINGS]},
            [("Ans", 1, True, ""), ("Bep", 2, True, MORE_EVENINGS)],
            id="more-evenings-separates",
        ),
        pytest.param(
            [season("Ans", 5000, best_round=1500), season("Bep", 5000, best_round=1700)],
            {"n": 0, "tie_breaks": [LAST_ROUND, BEST_ROUND]},
            [("Bep", 1, True, ""), ("Ans", 2, True, BEST_ROUND)],
            id="best-round-separates-last-round-ignored",
        ),
        pytest.param(
            [season("Ans", 5000, byes=2), season("Bep", 5000, byes=1)],
            {"n": 0, "tie_breaks": ["", FEWER_BYES]},
            [("Bep", 1, True, ""), ("Ans", 2, True, FEWER_BYES)],
            id="fewer-byes-separates",
        ),
        pytest.param(
            # min_evenings: too few evenings played, listed after the qualified, rank 0.
            [season("Ans", 9000, 9000, None, None), season("Bep", 5000, 5000, 5000, None),
             season("Cor", 3000, 3000, 3000, 3000), season("Dik", None, 8000, None, None)],
            {"n": 0, "min_evenings": 3},
            [("Bep", 1, True, ""), ("Cor", 2, True, ""), ("Ans", 0, False, ""),
             ("Dik", 0, False, "")],
            id="min-evenings",
        ),
    ],
)
def test_season_ranking(players, rules, expected):
    lines = season_standings(players, **rules)
    got = [(line.player.name, line.rank, line.qualified, line.separated_by) for line in lines]
    assert got == expected


@pytest.mark.parametrize(
    ("players", "rules", "expected"),
    [
        pytest.param([season("Ans", 6000), season("Bep", 5000)], {"n": 0}, ["Ans"], id="one"),
        pytest.param([season("Ans", 6000), season("Bep", 6000)], {"n": 0}, ["Ans", "Bep"],
                     id="unbroken-tie-two-champions"),
        pytest.param([season("Ans", 6000)], {"n": 0, "min_evenings": 2}, [],
                     id="nobody-qualified"),
        pytest.param([], {}, [], id="no-players"),
    ],
)
def test_champions(players, rules, expected):
    assert [line.player.name for line in champions(season_standings(players, **rules))] == (
        expected
    )


@pytest.mark.parametrize(
    "rules",
    [
        pytest.param({"counting": "WORST_N"}, id="unknown-counting"),
        pytest.param({"aggregate": "MEDIAN"}, id="unknown-aggregate"),
        pytest.param({"n": -1}, id="negative-n"),
        pytest.param({"evenings_held": -1}, id="negative-evenings-held"),
    ],
)
def test_season_rejects_impossible_settings(rules):
    with pytest.raises(ValueError):
        season_standings([season("Ans", 5000)], **rules)


# --- Properties -----------------------------------------------------------------------

round_ = st.one_of(st.none(), st.sampled_from([0, 800, 1200, 1500]))
evening_players = st.lists(
    st.tuples(
        st.lists(round_, min_size=3, max_size=3),
        st.lists(st.booleans(), min_size=3, max_size=3),
        st.sampled_from([0, 0, -100]),
    ),
    max_size=12,
).map(
    lambda rows: [
        EveningPlayer(member=i, name=f"P{i % 3}", rounds=tuple(rounds), byes=tuple(byes),
                      penalty=penalty)
        for i, (rounds, byes, penalty) in enumerate(rows)
    ]
)
tie_break_keys = st.lists(
    st.sampled_from([BEST_ROUND, LAST_ROUND, FEWER_BYES, MORE_EVENINGS, ""]), max_size=3
)


@settings(max_examples=200)
@given(evening_players, tie_break_keys)
def test_evening_ranks_follow_totals(players, keys):
    lines = rank_evening(players, tie_breaks=keys)
    totals = [line.player.total for line in lines]
    assert sorted(totals, reverse=True) == totals
    for i, line in enumerate(lines):
        assert line.rank == 1 + sum(total > totals[i] for total in totals)
        assert line.rank <= line.position <= i + 1
        if i:
            above = lines[i - 1]
            assert (line.rank == above.rank) == (totals[i] == totals[i - 1])
            assert line.position >= above.position
            assert not line.separated_by or line.rank == above.rank
            assert (line.position == above.position) == (
                line.rank == above.rank and not line.separated_by
            )


@settings(max_examples=200)
@given(evening_players, tie_break_keys, st.lists(st.integers(-5, 5), max_size=4),
       st.sampled_from([0, 0, 2, 3]))
def test_a_player_wins_at_most_one_prize(players, keys, places, per_prize):
    result = prizes(rank_evening(players, tie_breaks=keys), places=places,
                    players_per_prize=per_prize)
    winners = [w.line.player.member for prize in result for w in prize.winners]
    assert len(winners) == len(set(winners))
    assert all(len({w.line.position for w in prize.winners}) == 1 for prize in result)
    if per_prize == 0:
        assert len(result) <= len(set(places) - {0})


evening_total = st.one_of(st.none(), st.integers(0, 9000))


@settings(max_examples=200)
@given(st.lists(evening_total, max_size=10), st.integers(0, 4),
       st.sampled_from([DROP_LOWEST, BEST_N]))
def test_season_counts_the_best_evenings(evenings, n, counting):
    [line] = season_standings([season("Ans", *evenings)], counting=counting, n=n)
    held = len(evenings)
    keep = held - n if counting == DROP_LOWEST else n
    # At least one held evening counts, never more than were held.
    assert sum(line.counted) == min(max(keep, min(held, 1)), held)
    values = sorted((score or 0 for score in evenings), reverse=True)
    assert line.score == sum(values[: sum(line.counted)])
    assert line.score <= sum(values)
    assert line.played == sum(score is not None for score in evenings)


@settings(max_examples=100)
@given(st.lists(st.lists(evening_total, max_size=6), max_size=8), st.integers(0, 3),
       st.sampled_from([TOTAL, AVERAGE]), st.integers(0, 4), tie_break_keys)
def test_season_ranks_are_ordered(rows, n, aggregate, minimum, keys):
    players = [season(f"P{i}", *row) for i, row in enumerate(rows)]
    lines = season_standings(players, n=n, aggregate=aggregate, min_evenings=minimum,
                             tie_breaks=keys)
    assert sorted(line.player.member for line in lines) == sorted(p.member for p in players)
    qualified = [line for line in lines if line.qualified]
    assert lines[: len(qualified)] == qualified
    assert all(line.rank == 0 and line.played < minimum for line in lines[len(qualified):])
    assert [line.rank for line in qualified] == sorted(line.rank for line in qualified)
    assert all(a.score >= b.score for a, b in pairwise(qualified))
    assert not qualified or qualified[0].rank == 1
