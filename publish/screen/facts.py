"""The few small reads the screen makes on every poll, and their fingerprint.

A TV asks every few seconds; most of the time nothing changed. These reads (the evening,
its rounds, its sheets' table, status and version: 3 queries after the club) name
everything the screen shows: a draw or swap changes a round's ``drawn_at``, a saved sheet
its version, approving a round its flag, closing or reopening the evening its status. The
fingerprint of them is what the page sends back; when it is the same, the answer is empty.
A player renamed in the middle of an evening shows at the next change.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from django.db.models import Q
from django.utils.translation import get_language

from clubs.models import Club
from scoring.models import ScoreSheet, SheetStatus
from tournament.memo import digest
from tournament.models import Evening, EveningStatus, Round

RUNNING = (EveningStatus.CHECK_IN, EveningStatus.PLAYING)


def current_evening(club: Club, *, today: date) -> Evening | None:
    """The evening being played (checked in or playing; the latest if there are several),
    else one closed today or yesterday (past midnight the prize list stays up), else
    None. One query."""
    candidates = list(
        Evening.objects.select_related("season")
        .filter(Q(status__in=RUNNING) | Q(status=EveningStatus.CLOSED,
                                          date__gte=today - timedelta(days=1)),
                season__club=club)
        .order_by("-date", "-pk")[:10])
    for evening in candidates:
        evening.season.club = club
    running = [e for e in candidates if e.status in RUNNING]
    found = running or candidates
    return found[0] if found else None


@dataclass(frozen=True)
class ScreenFacts:
    club: Club
    evening: Evening | None
    rounds: list[tuple[Any, ...]]  # number, approved, drawn_at: every drawn round, in order
    sheets: list[tuple[Any, ...]]  # round number, table, status, version

    @property
    def fingerprint(self) -> str:
        evening = self.evening
        return digest(
            self.club.pk, self.club.name, self.club.standings_public,
            self.club.screen_table_scores, get_language(),
            None if evening is None else (evening.pk, evening.status, evening.round_count,
                                          evening.date),
            [(n, a, str(d)) for n, a, d in self.rounds], self.sheets)

    def complete(self, number: int) -> frozenset[int]:
        """The tables of round ``number`` whose sheet is complete."""
        return frozenset(table for round_, table, status, _version in self.sheets
                         if round_ == number and status == SheetStatus.COMPLETE)


def screen_facts(club: Club, *, today: date) -> ScreenFacts:
    evening = current_evening(club, today=today)
    if evening is None:
        return ScreenFacts(club, None, [], [])
    rounds = list(Round.objects.filter(evening=evening).order_by("number")
                  .values_list("number", "approved", "drawn_at"))
    sheets = list(ScoreSheet.objects.filter(round__evening=evening)
                  .order_by("round__number", "table")
                  .values_list("round__number", "table", "status", "version"))
    return ScreenFacts(club, evening, rounds, sheets)
