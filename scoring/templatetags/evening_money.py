"""The evening's money on the organiser's pages: who has not paid the inleg yet (the
dashboard), and inleg in, prizes paid and what is left for the club (closing)."""

from __future__ import annotations

from django import template

from scoring.results.loaders import evening_players
from scoring.results.prize_money import PrizeMoney, evening_prize_money, evening_side_prizes
from scoring.results.ranked import ranked_evening
from tournament.checkin.attendance import inleg_for
from tournament.models import Attendance, Evening

register = template.Library()


@register.inclusion_tag("scoring/unpaid.html")
def unpaid_players(evening: Evening) -> dict[str, object]:
    """The names of the players present who owe an inleg and have not paid it."""
    present = (Attendance.objects.filter(evening=evening, paid__isnull=True)
               .select_related("member").order_by("member__name"))
    season = evening.season
    names = [a.member.name for a in present if inleg_for(season, a.member)]
    return {"names": names, "evening": evening}


@register.inclusion_tag("scoring/evening_money.html")
def evening_money(evening: Evening) -> dict[str, object]:
    """Inleg in, prizes paid out and what is left for the club, with tonight's prize list."""
    report = ranked_evening(evening, evening_players(evening))
    side = evening_side_prizes(evening, report)
    money: PrizeMoney = evening_prize_money(evening, report.prizes, side)
    return {"money": money, "evening": evening}
