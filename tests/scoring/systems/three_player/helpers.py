"""Games of klaverjas for three for the tests, posted as a table types them, and their
scores worked out again from the rule text (seed 000, "Das Spiel für drei Spieler"),
independently of ``scoring.rules``."""

from __future__ import annotations

import random
from dataclasses import dataclass

from django.test import Client
from django.urls import reverse

from clubs.models import Club, GameSystem, Member
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Evening

ALL_POINTS = 162  # "152 für die Kartenpunkte und 10 Punkte für den letzten Stich"
PIT_BONUS = 100  # "Wenn ein Team alle Stiche macht, erhält es 100 Bonuspunkte zusätzlich"


@dataclass(frozen=True)
class Played:
    """One game as the paper sheet has it: table seats (1 is the lowest number)."""

    declarer: int
    points: dict[int, int]  # table seat -> card points, for the three who play
    roem: dict[int, int]
    pit: int | None = None
    revoke: int | None = None
    leave_empty: int | None = None  # a seat whose points are not typed: 162 minus the others

    def post(self, n: int) -> dict[str, str]:
        data = {f"g{n}-declarer": str(self.declarer), f"g{n}-pit": str(self.pit or ""),
                f"g{n}-revoke": str(self.revoke or "")}
        for seat, points in self.points.items():
            data[f"g{n}-points_{seat}"] = "" if seat == self.leave_empty else str(points)
            data[f"g{n}-roem_{seat}"] = str(self.roem.get(seat) or "")
        return data


def rule_text_scores(game: Played, *, whole: bool = True) -> dict[int, int]:
    """Each playing seat's score, by the rule text and the club's defaults.

    "Wenn der Spieler, der Trumpf angesagt hat, mehr als die Hälfte aller Punkte bekommt,
    bekommen alle drei Spieler die Punkte gutgeschrieben, die sie gemacht haben. Wenn [er]
    die Hälfte oder weniger Punkte macht, dann bekommt er keine Punkte angeschrieben, und
    seine beiden Gegner bekommen die Gesamtsumme dieser Hand und die zusätzlichen
    Bonuspunkte angeschrieben" - each the whole (``whole``), or half each. All ten tricks:
    100 more, for the declarer only. A revoke (the club's 162 policy): the offender's side
    loses, the other side gets 162."""
    seats = list(game.points)
    opponents = [s for s in seats if s != game.declarer]
    everything = ALL_POINTS + sum(game.roem.values())

    def to_opponents(total: int) -> dict[int, int]:
        each = total if whole else total // 2
        return {s: 0 if s == game.declarer else each for s in seats}

    if game.revoke is not None:
        if game.revoke == game.declarer:
            return to_opponents(ALL_POINTS)
        return {s: ALL_POINTS if s == game.declarer else 0 for s in seats}
    if game.pit == game.declarer:
        return {s: ALL_POINTS + PIT_BONUS + game.roem.get(s, 0) if s == game.declarer else 0
                for s in seats}
    if game.pit in opponents:
        return to_opponents(everything)
    made = game.points[game.declarer] + game.roem.get(game.declarer, 0)
    if made > everything / 2:
        return {s: game.points[s] + game.roem.get(s, 0) for s in seats}
    return to_opponents(everything)


def random_game(rng: random.Random, seats: list[int]) -> Played:
    """A possible game for the three ``seats``: points adding up to 162 (never 1 or 161),
    roem in twenties, now and then all ten tricks or a revoke."""
    declarer = rng.choice(seats)
    roll = rng.random()
    if roll < 0.05:
        pit = rng.choice(seats)
        return Played(declarer, {s: ALL_POINTS if s == pit else 0 for s in seats},
                      {pit: rng.choice([0, 20, 40])}, pit=pit)
    while True:
        first = rng.randint(0, ALL_POINTS)
        second = rng.randint(0, ALL_POINTS - first)
        split = [first, second, ALL_POINTS - first - second]
        if not {1, 161} & set(split):
            break
    rng.shuffle(split)
    roem = {s: rng.choice([0, 0, 0, 20, 20, 40]) for s in seats}
    revoke = rng.choice(seats) if roll > 0.95 else None
    empty = rng.choice([None, *seats]) if revoke is None else None
    return Played(declarer, dict(zip(seats, split, strict=True)), roem, revoke=revoke,
                  leave_empty=empty)


def post_sheet(client: Client, url: str, games: list[Played], **extra: str) -> int:
    """Open the sheet and save ``games`` as the form posts them; the response's status."""
    page = client.get(url)
    form = page.context["form"]
    data = {"version": str(form.initial["version"]), "seating": form.initial["seating"],
            **extra}
    for n, game in enumerate(games, start=1):
        data.update(game.post(n))
    return int(client.post(url, data).status_code)


def three_player_evening(club: Club, players: int, **season: object
                         ) -> tuple[Evening, list[Member]]:
    """An evening of two rounds in check-in with ``players`` members present."""
    season_ = make_season(club, game_system=GameSystem.THREE_PLAYER, **season)
    evening = make_evening(season_, round_count=2)
    members = make_members(club, players)
    check_in(evening, members)
    return evening, members


def sheet_url(evening: Evening, number: int = 1, table: int = 1) -> str:
    return reverse("scoring:sheet", args=[evening.club.slug, evening.pk, number, table])
