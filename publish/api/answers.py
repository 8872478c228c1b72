"""The answers of the interface, filled from the reports the results pages are made of
(``scoring.results.reports``): no number is computed here, only copied."""

from __future__ import annotations

from django.http import HttpRequest
from django.urls import reverse

from clubs.links import absolute_url
from clubs.models import AbsentScore, Club, SeasonAggregate, SeasonCounting, TieBreak
from clubs.money import parse_worths
from publish.api.schemas import (
    ClubAnswer,
    Counting,
    EveningAnswer,
    EveningItem,
    HeldEvening,
    PrizeItem,
    PrizeWinner,
    ResultLine,
    RoundScore,
    SeasonAnswer,
    SeasonItem,
    SeasonPrizeItem,
    SidePrizeItem,
    StandingsAnswer,
    StandingsLine,
)
from scoring.results.evening_text import evening_text
from scoring.results.loaders import season_state
from scoring.results.numbers import score_decimals
from scoring.results.prize_money import evening_prize_money, evening_side_prizes, season_prizes
from scoring.results.ranking import EveningPlayer
from scoring.results.reports import evening_report, season_report
from scoring.results.side_prizes import side_label, side_worth_text
from tournament.models import Evening, EveningStatus, Season


def _tie_break(key: str) -> TieBreak | None:
    return TieBreak(key) if key else None


class Links:
    """Whole addresses of the public pages, as another device opens them (``SITE_URL``)."""

    def __init__(self, request: HttpRequest, slug: str) -> None:
        self.request, self.slug = request, slug

    def page(self, name: str, *args: object) -> str:
        return absolute_url(self.request, reverse(name, args=[self.slug, *args]))

    def player(self, member: int, season: Season) -> str:
        """The player's page for this season (without ``seizoen`` it shows the latest)."""
        return f"{self.page('scoring:player', member)}?seizoen={season.pk}"


def season_item(season: Season, links: Links) -> SeasonItem:
    return SeasonItem(id=season.pk, name=season.name, start_date=season.start_date,
                      url=links.page("tournament:season", season.pk))


def club_answer(request: HttpRequest, club: Club) -> ClubAnswer:
    links = Links(request, club.slug)
    return ClubAnswer(name=club.name, place=club.place, url=links.page("clubs:detail"),
                      seasons=[season_item(s, links) for s in club.seasons.all()])


def season_answer(request: HttpRequest, season: Season) -> SeasonAnswer:
    links = Links(request, season.club.slug)
    evenings = [
        EveningItem(id=e.pk, date=e.date, bomen=e.round_count, status=EveningStatus(e.status),
                    results=links.page("api-v1:evening", e.pk)
                    if e.status == EveningStatus.CLOSED else None)
        for e in season.evenings.order_by("date")
    ]
    item = season_item(season, links)
    return SeasonAnswer(id=item.id, name=item.name, start_date=item.start_date, url=item.url,
                        evenings=evenings)


def standings_answer(request: HttpRequest, season: Season) -> StandingsAnswer:
    """The standings page's numbers (``season_report``: closed evenings only)."""
    links = Links(request, season.club.slug)
    state = season_state(season)
    report = season_report(season, state)
    whole = score_decimals(report.lines) == 0  # as the page: one decimal only for averages
    lines = [
        StandingsLine(
            rank=line.rank if line.qualified else None, name=line.player.name,
            url=links.player(line.player.member, season),
            score=int(line.score) if whole else line.score, evenings_played=line.played,
            scores=list(line.scores), counts=list(line.counted),
            separated_by=_tie_break(line.separated_by))
        for line in report.lines
    ]
    return StandingsAnswer(
        season=season_item(season, links), over=state.over,
        rules=Counting(counting=SeasonCounting(season.season_counting), n=season.season_count_n,
                       aggregate=SeasonAggregate(season.season_aggregate),
                       min_evenings=season.min_evenings,
                       absent_score=AbsentScore(season.absent_score)),
        evenings=[HeldEvening(id=e.pk, date=e.date) for e in report.data.evenings],
        lines=lines,
        prizes=[SeasonPrizeItem(place=prize.place, names=list(prize.names), worth=prize.worth)
                for prize in season_prizes(report.lines,
                                           parse_worths(season.season_prize_worth))])


def evening_answer(request: HttpRequest, evening: Evening) -> EveningAnswer:
    """The results page's numbers and prize list (``evening_report``)."""
    links = Links(request, evening.club.slug)
    report = evening_report(evening)

    def winner(player: EveningPlayer, decided_by: tuple[str, ...]) -> PrizeWinner:
        return PrizeWinner(name=player.name, url=links.player(player.member, evening.season),
                           total=player.total, decided_by=[TieBreak(k) for k in decided_by])

    side = evening_side_prizes(evening, report)
    money = evening_prize_money(evening, report.prizes, side)
    worths = money.worths
    side_prizes = [SidePrizeItem(kind=prize.kind, label=side_label(prize.kind),  # type: ignore[arg-type]
                                 value=prize.value, shared=prize.shared,
                                 winners=[winner(line.player, ()) for line in prize.winners],
                                 worth=side_worth_text(prize, money.inleg))
                   for prize in side]
    prizes = [PrizeItem(place=prize.place, shared=prize.shared,
                        winners=[winner(w.line.player, w.decided_by) for w in prize.winners],
                        worth=worths.get(prize.place, ""))
              for prize in report.prizes]
    lines = [
        ResultLine(
            rank=line.rank, position=line.position, name=line.player.name,
            url=links.player(line.player.member, evening.season), total=line.player.total,
            bomen=[RoundScore(score=score, bye=bye)
                   for score, bye in line.player.round_scores(evening.round_count)],
            penalty=line.player.penalty, separated_by=_tie_break(line.separated_by))
        for line in sorted(report.lines, key=lambda line: line.position)
    ]
    return EveningAnswer(id=evening.pk, date=evening.date, bomen=evening.round_count,
                         season=season_item(evening.season, links),
                         url=links.page("scoring:evening_results", evening.pk),
                         prizes=prizes, side_prizes=side_prizes, lines=lines,
                         report=evening_text(evening, report))
