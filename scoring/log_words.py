"""What the club's log keeps of a score sheet, and how it reads (``clubs.log_lines``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext_lazy as _

from clubs.log_lines import Value, describe, field_values
from clubs.models import Action
from scoring.models import ScoreSheet


def logged_sheet(values: Mapping[str, Any]) -> dict[str, Any]:
    """A saved team sheet in the log: its status and its pair totals (a game of single
    players logs its totals per seat itself: ``scoring.sheets.save.record_change``)."""
    return {"status": values["status"], "total_a": values["total_a"],
            "total_b": values["total_b"]}


# What the log keeps of a changed game of a team sheet: who played, the points, roem or
# melds, a pit or a revoke (``scoring.sheets.save``), and the game's own values.
GAME_KEYS = ("declarer", "points_a", "points_b", "roem_a", "roem_b", "pit", "revoke")


@dataclass(frozen=True)
class OwnValue:
    """One of a game's own values (``Game.detail``) in words, as its game's schema writes it
    (``scoring.sheets.detail.ValueWords``) for shared code that never names it: its
    ``label`` and ``text`` ("Troef", "\u2663"), how the club's log writes it (``logged``:
    "troef C") and the side it names ("A" or "B"; "" for a value of the whole game, written
    beside who played)."""

    label: str
    text: str
    logged: str
    side: str = ""


# A logged game's own values in words (``DetailSchema.written``).
OwnValues = Callable[[Mapping[str, Any]], Sequence[OwnValue]]


def no_own_values(game: Mapping[str, Any]) -> Sequence[OwnValue]:
    return ()


def changed_games(old: Mapping[str, Any], new: Mapping[str, Any], own: Mapping[str, Any]
                  ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The games of two versions of a team sheet that differ, before and after, each with
    its number and what the log keeps of it (``GAME_KEYS`` and the game's ``own`` keys, a
    missing one read as the value ``own`` gives it): a changed value of the game's own or
    bidding team shows in the log even where the totals stay the same."""
    def kept(game: Mapping[str, Any]) -> dict[str, Any]:
        return {"number": game["number"], **{k: game[k] for k in GAME_KEYS if k in game},
                **{k: game.get(k, default) for k, default in own.items()}}

    before = {g["number"]: kept(g) for g in old.get("games", ())}
    after = {g["number"]: kept(g) for g in new.get("games", ())}
    numbers = sorted(n for n in before.keys() | after.keys() if before.get(n) != after.get(n))
    return ([before[n] for n in numbers if n in before],
            [after[n] for n in numbers if n in after])


def written_games(games: Any, own: OwnValues = no_own_values) -> str:
    """Changed games in words: "Spel 2: speelt A, troef H, \u00d74, 100 - 62, 20 roem voor A";
    ``own`` writes a game's own values, those of the whole game after who played, those
    that name a side after the roem."""
    lines = []
    for game in games or ():
        values = own(game)
        parts = [str(_("plays %(team)s") % {"team": game["declarer"]})
                 ] if game.get("declarer") else []
        parts.extend(value.logged for value in values if not value.side)
        parts.append(f"{game.get('points_a', 0)} \u2013 {game.get('points_b', 0)}")
        for team in ("A", "B"):  # "100 roem voor A", not "roem 100 - 0"
            if roem := game.get(f"roem_{team.lower()}"):
                parts.append(str(_("%(roem)s roem for %(team)s") % {"roem": roem,
                                                                     "team": team}))
        parts.extend(value.logged for value in values if value.side)
        for key, label in (("pit", _("pit")), ("revoke", _("revoked"))):
            if game.get(key):
                parts.append(f"{label} {game[key]}")
        lines.append(str(_("Game %(number)s: %(game)s") % {"number": game["number"],
                                                           "game": ", ".join(parts)}))
    return "; ".join(lines) or "\u2013"


def describe_scoring_values(own: OwnValues) -> None:
    """How a sheet's logged values read; ``own`` writes a logged game's own values (a line
    does not say its game: ``own`` knows every game's, ``scoring.systems.WRITTEN``)."""
    totals = field_values(ScoreSheet, "total_a", "total_b")
    reason = {"reason": Value(field_values(ScoreSheet, "dispute_reason")["dispute_reason"].label)}
    per_player = {"seat_totals": Value(_("points per player, in seat order"))}
    describe([Action.SHEET], {**field_values(ScoreSheet, "status"), **totals, **per_player,
                              "games": Value(_("changed games"),
                                             lambda games: written_games(games, own))})
    describe([Action.CONFIRMED, Action.DISPUTED], {**totals, **per_player, **reason})
    describe([Action.REOPENED], reason)
