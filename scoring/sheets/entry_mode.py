"""How a round's sheets are entered: every game, or only the round totals.

The season's rules say which (frozen once scores exist). When an evening runs late the
organisers may switch one round to totals only, as clubs do on paper ("this last round only
the totals"), without touching the season's rules. The switch applies to the sheets not yet
stored: a sheet keeps the way it was stored, so a sheet entered game by game stays detailed
and nothing typed is thrown away. It can be taken back while no sheet of the round holds only
totals.
"""

from __future__ import annotations

import re

from django.db import transaction
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor
from clubs.errors import UserError
from clubs.games import game_spec
from clubs.log import record
from clubs.models import Action, EntryMode
from scoring.models import ScoreSheet
from tournament.lock import lock_evening
from tournament.models import EveningStatus, Round

# What a posted sheet holds: a game's field (g1-points_a, g12-trump), or a total (the
# pairs' total_a, or seat_1 of a game of single players).
GAME_FIELD = re.compile(r"g\d+-")
TOTAL_FIELD = re.compile(r"total_a$|seat_\d+$")


def round_takes_totals(round_: Round) -> bool:
    """Whether a new sheet of the round takes only the totals: the season's rule, or the
    organisers' choice for this round."""
    return round_.totals_only or round_.evening.season.entry_mode == EntryMode.TOTALS_ONLY


def sheet_takes_totals(request: HttpRequest, round_: Round, table: int) -> bool:
    """Whether a table's sheet page is the totals form.

    A posted form is read as the form it was opened as, even when the round was switched
    while someone typed: a sheet of games posts its games, a totals form its totals. (Had
    the sheet been stored the other way since, the save is refused as stale.) Opened, a
    stored sheet keeps the way it was stored, and a new one follows its round."""
    if request.method == "POST":
        if any(GAME_FIELD.match(key) for key in request.POST):
            return False
        if any(TOTAL_FIELD.match(key) for key in request.POST):
            return True
    stored = ScoreSheet.objects.filter(round=round_, table=table).values_list(
        "totals_only", flat=True).first()
    return round_takes_totals(round_) if stored is None else stored


@transaction.atomic
def set_totals_only(round_: Round, *, totals_only: bool, user: Actor) -> None:
    """Switch a round to only the round totals, or back to every game; logged in the club's
    log, under the evening's lock like every change of an evening."""
    evening = lock_evening(round_.evening_id)
    round_ = Round.objects.get(pk=round_.pk)  # read after the lock
    round_.evening = evening
    number = round_.number
    if round_.totals_only == totals_only:
        return
    if evening.status == EveningStatus.CLOSED:
        raise UserError("evening_closed",
                        _("The evening is closed; reopen it first to make a correction."))
    words = game_spec(evening.season).words
    if evening.season.entry_mode == EntryMode.TOTALS_ONLY:
        raise UserError("season_totals_only", words.sentence(
            _("This season keeps only the totals of every %(round)s.")))
    if round_.approved:
        raise UserError("round_approved", words.sentence(
            _("%(round)s %(number)s is approved; take the approval back first."),
            number=number))
    if not totals_only and (tables := list(
            ScoreSheet.objects.filter(round=round_, totals_only=True)
            .order_by("table").values_list("table", flat=True))):
        raise UserError("totals_stored", words.sentence(_(
            "%(round)s %(number)s cannot go back to every game: only the totals are stored "
            "for table %(tables)s."), number=number, tables=", ".join(map(str, tables))))
    round_.totals_only = totals_only
    round_.save(update_fields=["totals_only"])
    record(evening.club.pk, user,
           Action.ROUND_TOTALS_ONLY if totals_only else Action.ROUND_PER_GAME,
           f"boom {number}", evening_id=evening.pk)
