"""What the interface answers, field by field: the OpenAPI description is made from these.

Numbers are plain JSON numbers (4818, not "4.818"); names are the members' names as the
public pages show them; ``url`` fields are the public pages of the same thing. Only the
ids that the public pages carry in their addresses appear (season, evening; a player by
the address of their page).
"""

from __future__ import annotations

from datetime import date
from typing import Literal

from ninja import Field, Schema

from clubs.models import AbsentScore, SeasonAggregate, SeasonCounting, TieBreak
from tournament.models import EveningStatus


class SeasonItem(Schema):
    id: int
    name: str
    start_date: date
    url: str = Field(description="The season's public page.")


class ClubAnswer(Schema):
    name: str
    place: str
    url: str = Field(description="The club's public page.")
    seasons: list[SeasonItem] = Field(description="Newest first.")


class EveningItem(Schema):
    id: int
    date: date
    bomen: int = Field(description="Rounds (bomen) planned for the evening.")
    status: EveningStatus
    results: str | None = Field(
        description="The address of the evening's results in this interface; only for a "
                    "closed evening (results are published when the evening is closed).")


class SeasonAnswer(Schema):
    id: int
    name: str
    start_date: date
    url: str
    evenings: list[EveningItem] = Field(description="Every evening of the season, by date.")


class HeldEvening(Schema):
    id: int
    date: date


class Counting(Schema):
    counting: SeasonCounting
    n: int = Field(description="The N of the counting rule (evenings dropped or kept).")
    aggregate: SeasonAggregate
    min_evenings: int = Field(description="Evenings needed for a place (0: none).")
    absent_score: AbsentScore = Field(
        AbsentScore.ZERO, description="What an evening a player missed counts as: ZERO, or "
                                      "LOWEST (the lowest score of that evening).")


class StandingsLine(Schema):
    rank: int | None = Field(
        description="Shared by equal scores the tie-breaks do not separate; null when the "
                    "player has played too few evenings to be ranked.")
    name: str
    url: str = Field(description="The player's public page.")
    score: int | float = Field(
        description="Season score: the total of the evenings that count, or their average "
                    "(one decimal).")
    evenings_played: int
    scores: list[int | None] = Field(
        description="The score of each held evening, in the order of ``evenings``; null: "
                    "absent.")
    counts: list[bool] = Field(description="Whether each held evening counts for the season.")
    separated_by: TieBreak | None = Field(
        description="The tie-break that placed this player below the one above.")


class SeasonPrizeItem(Schema):
    place: int = Field(description="The place in the standings: 1, 2, ...")
    names: list[str] = Field(description="Who holds it; more than one share it.")
    worth: str = Field(description="What it is worth, as the standings page writes it.")


class StandingsAnswer(Schema):
    season: SeasonItem
    over: bool = Field(description="The season is over: its number one is the champion, "
                                   "not the leader.")
    rules: Counting
    evenings: list[HeldEvening] = Field(description="The closed evenings, by date.")
    lines: list[StandingsLine]
    prizes: list[SeasonPrizeItem] = Field(
        [], description="The season prizes by place as the standings stand (empty: the club "
                        "names none).")


class RoundScore(Schema):
    score: int | None = Field(description="null: did not play this round (boom).")
    bye: bool = Field(description="A bye (staand nummer): the fixed score, not played.")


class ResultLine(Schema):
    rank: int = Field(description="Shared by equal totals.")
    position: int = Field(description="The order after the tie-breaks.")
    name: str
    url: str
    total: int
    bomen: list[RoundScore]
    penalty: int
    separated_by: TieBreak | None


class PrizeWinner(Schema):
    name: str
    url: str
    total: int
    decided_by: list[TieBreak] = Field(description="The tie-breaks that decided the place.")


class PrizeItem(Schema):
    place: int = Field(description="1, 2, ...; negative counts from the bottom (-2: the "
                                   "second-to-last, the booby prize).")
    shared: bool
    winners: list[PrizeWinner]
    worth: str = Field("", description="What the prize is worth, as the prize list writes "
                                       "it (\"€ 27,50\", \"rollade\"); empty: not said.")


class SidePrizeItem(Schema):
    kind: Literal["LOWEST", "MOST_PITS", "HIGHEST_BOOM"] = Field(
        description="LOWEST: the lowest total (poedelprijs); MOST_PITS: the most pits "
                    "(marsenprijs); HIGHEST_BOOM: the highest single round (boom).")
    label: str = Field(description="As the prize list names it, in Dutch.")
    value: int = Field(description="What won it: the total, the number of pits or the round "
                                   "score.")
    shared: bool
    winners: list[PrizeWinner]
    worth: str = Field("", description="What the prize is worth, as the prize list writes "
                                       "it; empty: not said.")


class EveningAnswer(Schema):
    id: int
    date: date
    bomen: int
    season: SeasonItem
    url: str = Field(description="The evening's public results page.")
    prizes: list[PrizeItem]
    side_prizes: list[SidePrizeItem] = Field(
        [], description="The club's side prizes won this evening (empty: the club has none).")
    lines: list[ResultLine] = Field(description="Every player of the evening, by position.")
    report: str = Field("", description="The evening's report in Dutch, as the organiser "
                                        "copies it from the results page (a closed evening; "
                                        "else empty).")
