"""The date a new evening's form starts with: the club's evening day, after the last one."""

from __future__ import annotations

from datetime import date

import pytest

from tournament.seasons.planning import next_evening_day

TUE_1, TUE_8, TUE_15 = date(2026, 9, 1), date(2026, 9, 8), date(2026, 9, 15)
THU_10, THU_17 = date(2026, 9, 10), date(2026, 9, 17)
WED_2 = date(2026, 9, 2)


@pytest.mark.parametrize(("played", "today", "expected"), [
    ([], WED_2, WED_2),  # nothing known: today
    ([TUE_1, TUE_8], WED_2, TUE_15),  # the Tuesday after the last evening
    ([TUE_1], date(2026, 9, 1), TUE_8),  # tonight was played: next week
    ([TUE_1, TUE_8], date(2026, 10, 1), date(2026, 10, 6)),  # not before today (a Thursday)
    ([TUE_1, TUE_8], date(2026, 10, 6), date(2026, 10, 6)),  # today is the evening day
    ([TUE_1, TUE_8, THU_10], WED_2, TUE_15),  # mostly Tuesdays: a Thursday was an exception
    ([TUE_1, THU_10], WED_2, THU_17),  # as often: the latest evening's weekday
    ([TUE_8, TUE_1], WED_2, TUE_15),  # in any order
])
def test_it_picks_the_next_evening_day(played: list[date], today: date, expected: date):
    assert next_evening_day(played, today=today) == expected
