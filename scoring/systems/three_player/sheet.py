"""A sheet of klaverjas for three as typed: each game read by the sheets' one parser
(``scoring.sheets.entry.read_games``), turned into a ``scoring.rules.ThreePlayerGame``,
checked and scored into each player's running total, as on the paper sheet. Used by the
page, the live preview and saving.

A game's row holds who played (named trump), each player's card points and roem, who took
all ten tricks and who revoked. The points of two players are enough: the third gets what
is left of 162. At a table of four the dealer sits out: his cells stay empty. Under the
replay policy a revoke mark says the game was played again after a revoke, and the row holds
the replayed game, scored as any (as on the klaverjas sheet). What wins when inputs
disagree: what the players typed; the third player's points are computed only when left
empty, never changed. The running totals stop at the first game with a mistake; in a
round to a target, no game may follow the one in which a player reached it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from scoring.rules import (
    GAME_POINTS,
    GameProblem,
    RevokePolicy,
    ThreePlayerGame,
    ThreePlayerOutcome,
    ThreePlayerRules,
    check_three_player,
    target_reached_after,
    three_player_active_seats,
    three_player_outcome,
    three_player_running,
    three_player_sitting_out,
    three_player_table_scores,
)
from scoring.sheets.entry import number, read_games
from scoring.sheets.fragments import first_problem
from scoring.sheets.messages import problem_text
from scoring.sheets.round_length import RoundLength
from scoring.systems.three_player.detail import DETAIL
from scoring.systems.three_player.messages import MESSAGES

ROEM_MOST = 1000  # the input's own limit; the rules module says what a game can hold
SEAT_FIELDS = ("declarer", "pit", "revoke")
MISSING_POINTS = _("Fill in the points of at least two players in game %(n)s.")


def sheet_fields(seats: Sequence[tuple[int, str]]) -> dict[str, forms.Field]:
    """One form field per input of a game; ``seats``: (table seat, "number name")."""
    choices = [("", "-"), *seats]

    def seat_field(label: str) -> forms.Field:
        return forms.TypedChoiceField(label=label, choices=choices, coerce=int,
                                      empty_value=None, required=False)

    fields: dict[str, forms.Field] = {"declarer": seat_field(str(_("plays")))}
    fields.update({f"points_{seat}": number(str(_("points %(player)s") % {"player": name}),
                                            GAME_POINTS) for seat, name in seats})
    fields.update({f"roem_{seat}": number(str(_("roem %(player)s") % {"player": name}),
                                          ROEM_MOST) for seat, name in seats})
    fields["pit"] = seat_field(str(_("all ten tricks")))
    fields["revoke"] = seat_field(str(_("revoked")))
    return fields


@dataclass
class SheetGame:
    """One game of the sheet: what was typed, the game when it is whole, its mistakes, and
    its scores and running totals per table seat (up to the first mistake)."""

    number: int
    filled: bool
    raw: dict[str, Any]
    active: tuple[int, int, int]  # the table seats that play it
    out: int | None  # the table seat that deals and sits out (a table of four)
    game: ThreePlayerGame | None = None
    outcome: ThreePlayerOutcome | None = None
    errors: list[str] = field(default_factory=list)
    scores: tuple[int, ...] | None = None
    totals: tuple[int, ...] | None = None
    revoke_seat: int | None = None  # the table seat that revoked
    replayed: bool = False  # played again after a revoke (the replay policy)

    @property
    def hints(self) -> list[str]:
        return []


@dataclass
class ThreePlayerSheet:
    size: int
    round_length: RoundLength
    games: list[SheetGame]
    reached: int | None = None  # the game in which a player reached the target

    @property
    def entries(self) -> list[SheetGame]:
        """The whole games, in order."""
        return [g for g in self.games if g.game is not None]

    @property
    def has_problems(self) -> bool:
        return any(g.errors for g in self.games)

    @property
    def complete(self) -> bool:
        last = self.round_length.games if self.round_length.target is None else self.reached
        return (last is not None and not self.has_problems
                and all(g.game is not None for g in self.games[:last]))

    @property
    def totals(self) -> tuple[int, ...]:
        run = [g.totals for g in self.games if g.totals is not None]
        return run[-1] if run else (0,) * self.size

    def first_problem(self) -> str:
        return first_problem(self.games)


def _seat_text(problem: GameProblem, game: SheetGame, labels: Mapping[int, str]) -> str:
    """A rules problem in words, a seat of the game (0, 1 or 2) named as its player."""
    details = dict(problem.details)
    seat = details.get("seat")
    if isinstance(seat, int) and 0 <= seat < len(game.active):
        details["player"] = labels[game.active[seat]]
    return problem_text(GameProblem(problem.code, details), MESSAGES)


def _game(sheet_game: SheetGame, values: Mapping[str, Any], labels: Mapping[int, str],
          rules: ThreePlayerRules) -> tuple[ThreePlayerGame | None, list[str]]:
    n, active, out = sheet_game.number, sheet_game.active, sheet_game.out
    errors: list[str] = []  # who played is there: ``read_games`` asks for it
    for name in SEAT_FIELDS:
        if out is not None and values.get(name) == out:
            errors.append(str(_("%(player)s deals game %(n)s and sits out.") % {
                "player": labels[out], "n": n}))
    if out is not None and (values.get(f"points_{out}") is not None or values.get(f"roem_{out}")):
        errors.append(str(_("%(player)s deals game %(n)s and sits out: no points or roem.")
                          % {"player": labels[out], "n": n}))
    points = [values.get(f"points_{seat}") for seat in active]
    typed = [p for p in points if p is not None]
    if len(typed) < 2:
        errors.append(str(MISSING_POINTS % {"n": n}))
    if errors:
        return None, errors
    if len(typed) == 2:  # the third player gets what is left of 162
        left = max(GAME_POINTS - sum(typed), 0)
        points = [left if p is None else p for p in points]

    def index(name: str) -> int | None:
        seat = values.get(name)
        return None if seat is None else active.index(seat)

    declarer = index("declarer")
    assert declarer is not None  # ``read_games`` refused a game without it
    first, second, third = (int(p or 0) for p in points)
    roem_1, roem_2, roem_3 = (values.get(f"roem_{seat}") or 0 for seat in active)
    revoke = index("revoke")
    sheet_game.revoke_seat = values.get("revoke")
    sheet_game.replayed = revoke is not None and rules.revoke_policy is RevokePolicy.REPLAY
    return ThreePlayerGame(declarer, (first, second, third), (roem_1, roem_2, roem_3),
                           pit=index("pit"),
                           revoke=None if sheet_game.replayed else revoke), []


def read_sheet(data: Mapping[str, Any], *, seats: Sequence[tuple[int, str]],
               round_length: RoundLength, rules: ThreePlayerRules) -> ThreePlayerSheet:
    """The posted sheet (``g<n>-<field>``), checked game by game and as a round."""
    size = len(seats)
    labels = dict(seats)
    fields = sheet_fields(seats)
    games: list[SheetGame] = []
    for typed in read_games(data, games=round_length.games, fields=fields):
        n = typed.number
        game = SheetGame(n, typed.filled, {name: data.get(f"g{n}-{name}", "") for name in fields},
                         three_player_active_seats(n, size), three_player_sitting_out(n, size))
        game.errors = [m for messages in typed.errors.values() for m in messages]
        if typed.filled and not game.errors:
            game.game, game.errors = _game(game, typed.values, labels, rules)
        if game.game is not None:
            problems = check_three_player(game.game, rules)
            game.errors = [_seat_text(p, game, labels) for p in problems]
            if problems:
                game.game = None
            else:
                game.outcome = three_player_outcome(game.game, rules)
        games.append(game)
    sheet = ThreePlayerSheet(size, round_length, games)
    filled = [g for g in games if g.filled]
    if filled and filled[-1].number != len(filled):
        gap = next(g for g in games if not g.filled)
        gap.errors.append(str(_("Game %(n)s is empty while later games are filled in.")
                              % {"n": gap.number}))
    _run(sheet, rules)
    return sheet


def _run(sheet: ThreePlayerSheet, rules: ThreePlayerRules) -> None:
    """The scores and running totals of the games before the first mistake; in a round to a
    target, every filled game after the one that reached it is a mistake."""
    whole: list[SheetGame] = []
    for game in sheet.games:
        if game.errors or game.game is None:
            break
        whole.append(game)
    scores = [three_player_table_scores(g.game, g.number, sheet.size, rules)
              for g in whole if g.game is not None]
    for game, score, total in zip(whole, scores, three_player_running(scores), strict=True):
        game.scores, game.totals = score, total
    target = sheet.round_length.target
    if target is None:
        return
    sheet.reached = target_reached_after([g.totals for g in whole if g.totals], target)
    if sheet.reached is None:
        return
    for game in sheet.games[sheet.reached:]:
        if game.filled:
            game.errors.append(problem_text(GameProblem("game_after_target", {
                "game": game.number, "reached": sheet.reached, "target": target}), MESSAGES))
            game.scores = game.totals = None


def stored_data(games: Sequence[Any]) -> dict[str, Any]:
    """A stored sheet's games as form data (``scoring.models.Game`` rows)."""
    data: dict[str, Any] = {}
    for g in games:
        n, d = g.number, DETAIL.unpack(g.detail)
        data.update({f"g{n}-declarer": d["soloist"] or "", f"g{n}-pit": d["pit_seat"] or "",
                     f"g{n}-revoke": g.revoke_seat or ""})
        for seat, (points, roem) in enumerate(zip(d["seat_points"] or (), d["seat_roem"] or (),
                                                  strict=True), start=1):
            data[f"g{n}-points_{seat}"] = "" if points is None else points
            data[f"g{n}-roem_{seat}"] = roem or ""
    return data


def games_data(games: Sequence[ThreePlayerGame], size: int) -> dict[str, Any]:
    """Games 1, 2, ... as the sheet's form data (simulated games, for the demo): each
    game's seats 0, 1 and 2 are the players of its number at a table of ``size``."""
    data: dict[str, Any] = {}
    for n, game in enumerate(games, start=1):
        active = three_player_active_seats(n, size)
        data[f"g{n}-declarer"] = active[game.declarer]
        data[f"g{n}-pit"] = "" if game.pit is None else active[game.pit]
        data[f"g{n}-revoke"] = "" if game.revoke is None else active[game.revoke]
        for seat, points, roem in zip(active, game.points, game.roem, strict=True):
            data[f"g{n}-points_{seat}"] = points
            data[f"g{n}-roem_{seat}"] = roem or ""
    return data
