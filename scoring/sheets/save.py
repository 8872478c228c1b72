"""Saving a score sheet: atomically, checked by the rules module, with its history and
conflict detection (a stale form is refused and shown the other person's values)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor, account
from clubs.errors import UserError
from clubs.games import game_spec
from clubs.log import record
from clubs.models import Action, Member
from clubs.models import RevokePolicy as RevokeChoice
from scoring.log_words import changed_games, logged_sheet
from scoring.models import (
    Confirmation,
    Game,
    ScoreSheet,
    SheetChange,
    SheetSource,
    SheetStatus,
)
from scoring.sheets.detail import DetailSchema
from scoring.sheets.rows import Row, SheetResult
from tournament.lock import lock_evening
from tournament.models import EveningStatus, Round, Seat
from tournament.seating.store import seating_key

if TYPE_CHECKING:
    from scoring.sheets.team import TeamGame


class StaleSheet(UserError):
    """Someone else saved the sheet after this form was opened."""

    def __init__(self, sheet: ScoreSheet) -> None:
        super().__init__(
            "stale_sheet",
            _("Someone else saved this sheet in the meantime. Nothing of yours is saved yet: "
              "compare with their values below, then save again."),
        )
        self.sheet = sheet


def snapshot(sheet: ScoreSheet | None, own: Mapping[str, Any]) -> dict[str, Any] | None:
    """The sheet's values as plain JSON, for the history and for conflict messages."""
    if sheet is None:
        return None
    return sheet_values(sheet, list(sheet.games.all()), own)


def sheet_values(sheet: ScoreSheet, games: list[Game], own: Mapping[str, Any]
                 ) -> dict[str, Any]:
    """The sheet as its history keeps it. ``own``: the game's own keys of a game (from its
    ``detail``), each with the value a key not stored there means (``DetailSchema.defaults``)."""
    return {
        "status": sheet.status, "totals_only": sheet.totals_only,
        "total_a": sheet.total_a, "total_b": sheet.total_b,
        "games": games_values(games, own),
    }


def games_values(games: list[Game], own: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The games of a sheet as its history keeps them (``sheet_values``), in order."""
    return [
        {"number": g.number, "declarer": g.declarer, "points_a": g.points_a,
         "points_b": g.points_b, "roem_a": g.roem_a, "roem_b": g.roem_b, "pit": g.pit,
         "revoke": g.revoke, "revoke_seat": g.revoke_seat,
         **{key: g.detail.get(key, default) for key, default in own.items()},
         "score_a": g.score_a, "score_b": g.score_b, "nat": g.nat}
        for g in sorted(games, key=lambda g: g.number)
    ]


def team_games(rows: list[Row], result: SheetResult, *, schema: DetailSchema, replay: bool,
               sheet: ScoreSheet | None = None) -> list[Game]:
    """A team sheet's typed ``rows`` as its games (not saved), scored as ``result``, each
    game's own values in its ``detail`` as ``schema`` (the season's game's) stores them."""
    return [
        Game(
            sheet=sheet, number=row.number, declarer=row.declarer, points_a=row.points_a,
            points_b=row.points_b, roem_a=row.roem_a, roem_b=row.roem_b, pit=row.pit or "",
            revoke=row.revoke or "", revoke_seat=row.revoke_seat,
            replayed=replay and bool(row.revoke), detail=schema.pack(**row.detail),
            score_a=result.rows[row.number].score_a, score_b=result.rows[row.number].score_b,
            nat=result.rows[row.number].nat, penalty=result.rows[row.number].penalty,
        )
        for row in rows
    ]


class SeatingChanged(UserError):
    """The table's players changed (a redraw or a swap) after the sheet was opened."""

    def __init__(self, round_: Round, table: int, opened: str, now: str) -> None:
        ids = [int(i) for i in f"{opened}-{now}".split("-") if i.isdigit()]
        names = dict(Member.objects.filter(club_id=round_.evening.season.club_id, pk__in=ids)
                     .values_list("pk", "name"))

        def listed(key: str) -> str:
            return ", ".join(names.get(int(i), "?") for i in key.split("-") if i.isdigit())

        super().__init__("seating_changed", _(
            "The seats of table %(table)s in boom %(number)s changed after this sheet was "
            "opened (a new draw or a swap). Nothing is saved. Now playing here: %(now)s; "
            "the sheet was opened for: %(opened)s. Open the sheet again."
        ) % {"table": table, "number": round_.number, "now": listed(now) or "-",
             "opened": listed(opened) or "-"})


def open_round(round_: Round, table: int, *, seating: str | None, by_table: bool,
               links: int | None = None) -> Round:
    """The round, read afresh after locking its evening (``tournament.lock``), once
    it is sure that this table's sheet may change now.

    Refused when the evening is closed, when a table enters a sheet of an approved round or
    with a link from before a reopen (``links``: the link generation of its code), when the
    table does not play in the round, and when its players are no longer ``seating`` (the key
    the form was opened with; None for an internal caller without a form, such as the demo):
    scores are never stored against players who did not play.
    """
    evening = lock_evening(round_.evening_id)
    # Read after the lock: every change of a round or its seats holds the same lock.
    seats = list(Seat.objects.filter(round_id=round_.pk, table=table).select_related("round")
                 .order_by("number"))
    round_ = seats[0].round if seats else Round.objects.get(pk=round_.pk)
    round_.evening = evening
    if evening.status == EveningStatus.CLOSED:
        raise UserError("evening_closed",
                        _("The evening is closed; reopen it first to make a correction."))
    if by_table and round_.approved:
        raise UserError("round_approved", game_spec(evening.season).words.sentence(
            _("This %(round)s is approved; ask the organisers.")))
    if by_table and links is not None and links != evening.link_generation:
        raise UserError("old_link", _("This code is from before the evening was reopened and "
                                      "no longer works; ask the organisers for the new sheet."))
    if not seats:
        raise UserError("no_such_table", game_spec(evening.season).words.sentence(
            _("Table %(table)s does not play in %(round)s %(number)s."), table=table,
            number=round_.number))
    now = seating_key((s.number, s.member_id) for s in seats)
    if seating is not None and now != seating:
        raise SeatingChanged(round_, table, seating, now)
    return round_


class AlreadySaved(Exception):
    """This press of "save" (its ``attempt`` key) is stored already: the phone sent it again
    because the answer to the first send was lost. Nothing is saved twice; the page answers
    as after the first send."""


def current_sheet(round_: Round, table: int, version: int,
                  attempt: str = "") -> tuple[ScoreSheet | None, list[Game]]:
    """The stored sheet and its games, if ``version`` is still the stored one.

    Version 0 means "there was no sheet yet when the form was opened". The evening's lock
    serialises saves, so no second save can slip in between this read and the write.
    Raises ``AlreadySaved`` when the save ``attempt`` is stored already (before the version
    check: the first send moved the version on)."""
    if attempt and SheetChange.objects.filter(attempt=attempt, sheet__round=round_,
                                              sheet__table=table).exists():
        raise AlreadySaved(attempt)
    # One query for a sheet with games: the games with their sheet.
    games = list(Game.objects.filter(sheet__round=round_, sheet__table=table)
                 .select_related("sheet"))
    sheet = games[0].sheet if games else (
        ScoreSheet.objects.filter(round=round_, table=table).first())
    if (sheet.version if sheet else 0) != version:
        if sheet is None:
            raise UserError("stale_sheet", _("This sheet changed in the meantime; reload it."))
        raise StaleSheet(sheet)
    return sheet, games


@transaction.atomic
def save_games(
    round_: Round, table: int, rows: list[Row], *, sheet: TeamGame, version: int,
    user: Actor, seating: str | None = None, by_table: bool = False, links: int | None = None,
    attempt: str = "",
) -> tuple[ScoreSheet, SheetResult]:
    """Replace the team sheet's games with ``rows``, scored by ``sheet`` (the season's
    game); all or nothing.

    Raises ``UserError`` when the sheet cannot be changed (see ``open_round``; a stale
    version) or when a row has a problem; the view shows the problems per row first.
    """
    if not rows:
        raise UserError("sheet_empty", _("Fill in at least one game; nothing is saved."))
    round_ = open_round(round_, table, seating=seating, by_table=by_table, links=links)
    season = round_.evening.season
    result = sheet.evaluate(rows, season)
    if result.has_problems:
        raise UserError("sheet_has_problems", _("The sheet has mistakes; nothing is saved."))
    own = sheet.detail.defaults
    stored, old_games = current_sheet(round_, table, version, attempt)
    old = sheet_values(stored, old_games, own) if stored else None
    stored = touch_sheet(stored, round_, table, user, by_table,
                         SheetStatus.COMPLETE if result.complete else SheetStatus.DRAFT,
                         totals_only=False, total_a=result.total_a, total_b=result.total_b)
    if old_games:
        stored.games.all().delete()
    games = Game.objects.bulk_create(team_games(
        rows, result, schema=sheet.detail, sheet=stored,
        replay=season.revoke_policy == RevokeChoice.REPLAY))
    record_change(stored, round_, old, sheet_values(stored, games, own), user, by_table,
                  own=own, attempt=attempt)
    return stored, result


@transaction.atomic
def save_totals(
    round_: Round, table: int, total_a: int, total_b: int, *, sheet: TeamGame, version: int,
    user: Actor, seating: str | None = None, by_table: bool = False, links: int | None = None,
    attempt: str = "",
) -> ScoreSheet:
    """The team sheet's round totals instead of its games, checked by ``sheet``."""
    round_ = open_round(round_, table, seating=seating, by_table=by_table, links=links)
    season = round_.evening.season
    if sheet.check_totals(total_a, total_b, season):
        raise UserError("totals_impossible", _("These totals are impossible; nothing is saved."))
    own = sheet.detail.defaults
    stored, old_games = current_sheet(round_, table, version, attempt)
    old = sheet_values(stored, old_games, own) if stored else None
    stored = touch_sheet(stored, round_, table, user, by_table, SheetStatus.COMPLETE,
                         totals_only=True, total_a=total_a, total_b=total_b)
    if old_games:
        stored.games.all().delete()
    record_change(stored, round_, old, sheet_values(stored, [], own), user, by_table,
                  own=own, attempt=attempt)
    return stored


def touch_sheet(
    sheet: ScoreSheet | None, round_: Round, table: int, user: Actor, by_table: bool,
    status: str, *, checked: bool = True, **values: Any,
) -> ScoreSheet:
    """The sheet saved anew with ``values``. A table's sheet waits for the other pair's
    check again, unless the game has no such check (``checked``: no pairs) or the club
    switched the check off (``table_confirmation``); the organisers' settles any dispute."""
    if sheet is None:
        sheet = ScoreSheet(round=round_, table=table, version=0)
    sheet.status = status
    sheet.version += 1
    sheet.source = SheetSource.TABLE if by_table else SheetSource.ORGANISER
    checked = checked and round_.evening.season.table_confirmation
    sheet.confirmation = (Confirmation.AWAITING if by_table and checked
                          else Confirmation.NOT_NEEDED)
    sheet.dispute_reason, sheet.counter_version, sheet.check_attempts = "", None, 0
    sheet.updated_by = account(user)
    for name, value in values.items():
        setattr(sheet, name, value)
    sheet.save()
    return sheet


def record_change(sheet: ScoreSheet, round_: Round, old: dict[str, Any] | None,
                  new: dict[str, Any], user: Actor, by_table: bool,
                  logged: Callable[[Mapping[str, Any]], dict[str, Any]] = logged_sheet,
                  *, own: Mapping[str, Any], attempt: str = "") -> None:
    """The sheet's own history (every game) and a line in the club's activity log, which
    keeps what ``logged`` takes of each version (a team sheet's: status and pair totals)
    and the games that changed, with the game's ``own`` keys (``sheet_values``).
    ``attempt``: the phone's key of this save (see ``current_sheet``)."""
    SheetChange.objects.create(sheet=sheet, old=old, new=new, by_table=by_table,
                               user=account(user), attempt=attempt)
    evening = round_.evening
    table = str(_("table %(table)s") % {"table": sheet.table})
    record(evening.season.club_id, user, Action.SHEET,
           game_spec(evening.season).words.fill(_("%(round)s %(number)s table %(table)s"),
                                                number=round_.number, table=sheet.table),
           evening_id=evening.pk, table=table if by_table else "",
           **_logged_versions(old, new, logged, own))


def _logged_versions(old: dict[str, Any] | None, new: dict[str, Any],
                     logged: Callable[[Mapping[str, Any]], dict[str, Any]],
                     own: Mapping[str, Any]) -> dict[str, dict[str, Any] | None]:
    """What the log keeps of both versions: ``logged``'s part, and the games that changed
    (``scoring.log_words.changed_games``)."""
    if old is None:
        return {"old": None, "new": logged(new)}
    before, after = logged(old), logged(new)
    games_before, games_after = changed_games(old, new, own)
    if games_before or games_after:
        before, after = {**before, "games": games_before}, {**after, "games": games_after}
    return {"old": before, "new": after}
