"""A klaverjas sheet as typed: rows in, scores and problems out. Plain Python, no database.

Every game goes through ``scoring.rules`` (``check_game`` and ``game_outcome``); this module
only knows the sheet around it: which rows are filled, the dealer rotation, the revoke
policy's sheet marks, the end of a round played to a target (``scoring.rules.target``) and
the checks on round totals. Klaverjas and Kraken sheets share it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from scoring.rules import (
    GAME_POINTS,
    MAX_FACTOR,
    MAX_ROEM,
    GameEntry,
    GameProblem,
    RevokePolicy,
    ScoringRules,
    Suit,
    check_game,
    game_outcome,
    running_totals,
    target_problems,
    target_reached_after,
)
from scoring.sheets.rows import Row, RowResult, SheetResult, team_of_seat
from scoring.systems.klaverjas.detail import DETAIL


def entry_for(row: Row, rules: ScoringRules) -> GameEntry:
    # Under the replay policy the row holds the replayed game: a normal, played-out game.
    revoke = None if rules.revoke_policy is RevokePolicy.REPLAY else row.revoke
    own = DETAIL.unpack(row.detail)
    return GameEntry(
        declarer=row.declarer, points_a=row.points_a, points_b=row.points_b,
        roem_a=row.roem_a, roem_b=row.roem_b, pit=row.pit, revoke=revoke,
        doubling=own["doubling"], trump=Suit(own["trump"]) if own["trump"] else None,
    )


def evaluate_row(row: Row, rules: ScoringRules) -> RowResult:
    entry = entry_for(row, rules)
    problems = list(check_game(entry, rules))
    if rules.revoke_policy is RevokePolicy.PENALTY and row.revoke:
        if row.revoke_seat is None:
            problems.append(GameProblem("revoke_player_missing", {"team": row.revoke}))
        elif team_of_seat(row.revoke_seat) != row.revoke:
            problems.append(GameProblem("revoke_player_wrong_team", {
                "team": row.revoke, "seat": row.revoke_seat}))
    if problems:
        return RowResult(problems=tuple(problems))
    outcome = game_outcome(entry, rules)
    return RowResult(
        score_a=outcome.score_a,
        score_b=outcome.score_b,
        nat=outcome.nat,
        penalty=outcome.penalty_a + outcome.penalty_b,
        hints=hints(row),
    )


def hints(row: Row) -> tuple[GameProblem, ...]:
    """All 162 card points without a pit is possible (the other pair took only a trick of
    no points) but far more often a pit someone forgot to mark."""
    for team, points in (("A", row.points_a), ("B", row.points_b)):
        if points == GAME_POINTS and row.pit is None and row.revoke is None:
            return (GameProblem("all_points_without_pit", {"team": team}),)
    return ()


def evaluate_sheet(
    rows: Sequence[Row], *, games: int, rules: ScoringRules, target: int | None = None
) -> SheetResult:
    """Score every filled row; the sheet is complete when games 1..``games`` are all there.

    With a ``target`` the round ends in the game whose running totals reach it: the sheet is
    complete when games 1 up to that game are there, and every filled row after it is a
    ``game_after_target`` (scored 0, like any row with a problem). Rows are counted in
    number order, so a gap does not hide a game after the end.
    """
    results = {row.number: evaluate_row(row, rules) for row in rows}
    numbers = sorted(results)
    reached = None
    if target is not None:
        running = running_totals((results[n].score_a, results[n].score_b) for n in numbers)
        position = target_reached_after(running, target)
        reached = numbers[position - 1] if position is not None else None
        for problem in target_problems(running, target):
            number = numbers[int(problem.details["game"]) - 1]
            details = {**problem.details, "game": number, "reached": reached or 0}
            results[number] = replace(
                results[number], score_a=0, score_b=0, nat=False, penalty=0,
                problems=(*results[number].problems, GameProblem(problem.code, details)),
            )
        games = reached or 0
    return SheetResult(
        rows=results,
        total_a=sum(r.score_a for r in results.values()),
        total_b=sum(r.score_b for r in results.values()),
        complete=bool(numbers) and numbers == list(range(1, games + 1)),
        target=target,
        reached=reached,
    )


def max_factor(rules: ScoringRules) -> int:
    """The most a game's scores are multiplied by: x8 superkraak, x16 in spades."""
    if not rules.kraken:
        return 1
    return MAX_FACTOR if rules.kraken_spades_double else MAX_FACTOR // 2


def max_game_score(rules: ScoringRules) -> int:
    """The most one team can score in one game under these rules."""
    revoke_award = 262 + MAX_ROEM if rules.revoke_policy is RevokePolicy.AWARD_262_ALL_ROEM else 0
    return max(GAME_POINTS + rules.pit_bonus + MAX_ROEM, revoke_award) * max_factor(rules)


def check_totals(
    total_a: int, total_b: int, *, games: int, rules: ScoringRules, target: int | None = None
) -> list[GameProblem]:
    """What round totals per pair (totals-only sheets) can never come from ``games`` games,
    or with a ``target`` from a round played to it in at most ``games`` games.

    Every game hands out at least 162 points in all (card points, or a revoke award of 162
    or more), and roem and awards come in tens (the pit bonus too, unless a club chose
    an odd one; then the tens are not checked). Under Kraken a game hands out 162 times its
    factor (1 to 16) plus tens, so the round hands out 162 x m plus tens for some m from
    ``games`` up. A round to a target ends in the game that reaches it: one pair is at the
    target, and before that game both were below it, so neither is above the target minus
    one plus what one game can give.
    """
    problems: list[GameProblem] = []
    fewest = 1 if target is not None else games
    most = games * max_game_score(rules)
    if target is not None:
        most = min(most, target - 1 + max_game_score(rules))
    for team, total in (("A", total_a), ("B", total_b)):
        if total < 0:
            problems.append(GameProblem("negative", {"team": team, "value": total}))
        elif total > most:
            problems.append(GameProblem("total_too_high", {
                "team": team, "total": total, "maximum": most}))
    together = total_a + total_b
    minimum = fewest * GAME_POINTS
    # The 162-point units m the games can hand out, up to ``together``; 162 x m ends in
    # 2, 4, 6, 8, 0 as m goes on, so five of them show every last digit the rest allows.
    units = range(fewest, min(games * max_factor(rules), together // GAME_POINTS) + 1)
    if together < minimum:
        problems.append(GameProblem("totals_too_low", {"total": together, "minimum": minimum}))
    elif rules.pit_bonus % 10 == 0 and all((together - GAME_POINTS * m) % 10 for m in units[:5]):
        problems.append(GameProblem("totals_not_possible", {"total": together}))
    if target is not None and max(total_a, total_b) < target and not problems:
        problems.append(GameProblem("target_not_reached", {
            "total_a": total_a, "total_b": total_b, "target": target}))
    return problems
