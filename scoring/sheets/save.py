"""Saving a score sheet: atomically, checked by the rules module, with its history and
conflict detection (a stale form is refused and shown the other person's values)."""

from __future__ import annotations

from typing import Any

from django.db import IntegrityError, transaction
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor, account
from clubs.errors import UserError
from clubs.models import RevokePolicy as RevokeChoice
from scoring.models import Game, ScoreSheet, SheetChange, SheetSource, SheetStatus
from scoring.rules import RevokePolicy, ScoringRules
from scoring.sheets.rows import Row, SheetResult, check_totals, evaluate_sheet
from tournament.models import EveningStatus, Round, Season, Seat


def scoring_rules(season: Season) -> ScoringRules:
    return ScoringRules(
        pit_bonus=season.pit_bonus,
        defenders_can_pit=season.defenders_can_pit,
        revoke_policy=RevokePolicy[RevokeChoice(season.revoke_policy).name],
        revoke_penalty=season.revoke_penalty,
    )


class StaleSheet(UserError):
    """Someone else saved the sheet after this form was opened."""

    def __init__(self, sheet: ScoreSheet) -> None:
        super().__init__(
            "stale_sheet",
            _("Someone else saved this sheet in the meantime. Nothing of yours is saved yet: "
              "compare with their values below, then save again."),
        )
        self.sheet = sheet


def snapshot(sheet: ScoreSheet | None) -> dict[str, Any] | None:
    """The sheet's values as plain JSON, for the history and for conflict messages."""
    if sheet is None:
        return None
    games = [
        {"number": g.number, "declarer": g.declarer, "points_a": g.points_a,
         "points_b": g.points_b, "roem_a": g.roem_a, "roem_b": g.roem_b, "pit": g.pit,
         "revoke": g.revoke, "revoke_seat": g.revoke_seat, "score_a": g.score_a,
         "score_b": g.score_b}
        for g in sheet.games.order_by("number")
    ]
    return {"status": sheet.status, "totals_only": sheet.totals_only,
            "total_a": sheet.total_a, "total_b": sheet.total_b, "games": games}


def check_sheet_open(round_: Round, table: int, *, by_table: bool = False) -> None:
    evening = round_.evening
    if evening.status == EveningStatus.CLOSED:
        raise UserError("evening_closed",
                        _("The evening is closed; reopen it first to make a correction."))
    if by_table and round_.approved:
        raise UserError("round_approved", _("This boom is approved; ask the organisers."))
    if not Seat.objects.filter(round=round_, table=table).exists():
        raise UserError("no_such_table", _("Table %(table)s does not play in boom %(number)s.")
                        % {"table": table, "number": round_.number})


def _locked_sheet(round_: Round, table: int, version: int) -> ScoreSheet | None:
    """The sheet, locked for this transaction, if ``version`` is still the stored one.

    Version 0 means "there was no sheet yet when the form was opened"."""
    sheet = ScoreSheet.objects.select_for_update().filter(round=round_, table=table).first()
    if (sheet.version if sheet else 0) != version:
        if sheet is None:
            raise UserError("stale_sheet", _("This sheet changed in the meantime; reload it."))
        raise StaleSheet(sheet)
    return sheet


@transaction.atomic
def save_games(
    round_: Round, table: int, rows: list[Row], *, version: int, user: Actor,
    by_table: bool = False,
) -> tuple[ScoreSheet, SheetResult]:
    """Replace the sheet's games with ``rows``; all or nothing.

    Raises ``UserError`` when the sheet cannot be changed (closed evening, unknown table,
    stale version) or when a row has a problem; the view shows the problems per row first.
    """
    check_sheet_open(round_, table, by_table=by_table)
    if not rows:
        raise UserError("sheet_empty", _("Fill in at least one game; nothing is saved."))
    season = round_.evening.season
    result = evaluate_sheet(rows, games=season.games_per_round, rules=scoring_rules(season))
    if result.has_problems:
        raise UserError("sheet_has_problems", _("The sheet has mistakes; nothing is saved."))
    sheet = _locked_sheet(round_, table, version)
    old = snapshot(sheet)
    sheet = _touch(sheet, round_, table, user, by_table,
                   SheetStatus.COMPLETE if result.complete else SheetStatus.DRAFT,
                   totals_only=False, total_a=result.total_a, total_b=result.total_b)
    sheet.games.all().delete()
    replay = season.revoke_policy == RevokeChoice.REPLAY
    Game.objects.bulk_create(
        Game(
            sheet=sheet, number=row.number, declarer=row.declarer, points_a=row.points_a,
            points_b=row.points_b, roem_a=row.roem_a, roem_b=row.roem_b, pit=row.pit or "",
            revoke=row.revoke or "", revoke_seat=row.revoke_seat,
            replayed=replay and bool(row.revoke),
            score_a=result.rows[row.number].score_a, score_b=result.rows[row.number].score_b,
            nat=result.rows[row.number].nat, penalty=result.rows[row.number].penalty,
        )
        for row in rows
    )
    _record(sheet, old, user, by_table)
    return sheet, result


@transaction.atomic
def save_totals(
    round_: Round, table: int, total_a: int, total_b: int, *, version: int, user: Actor,
    by_table: bool = False,
) -> ScoreSheet:
    check_sheet_open(round_, table, by_table=by_table)
    season = round_.evening.season
    problems = check_totals(total_a, total_b, games=season.games_per_round,
                            rules=scoring_rules(season))
    if problems:
        raise UserError("totals_impossible", _("These totals are impossible; nothing is saved."))
    sheet = _locked_sheet(round_, table, version)
    old = snapshot(sheet)
    sheet = _touch(sheet, round_, table, user, by_table, SheetStatus.COMPLETE,
                   totals_only=True, total_a=total_a, total_b=total_b)
    sheet.games.all().delete()
    _record(sheet, old, user, by_table)
    return sheet


def _touch(
    sheet: ScoreSheet | None, round_: Round, table: int, user: Actor, by_table: bool,
    status: str, **values: Any,
) -> ScoreSheet:
    if sheet is None:
        sheet = ScoreSheet(round=round_, table=table, version=0)
    sheet.status = status
    sheet.version += 1
    sheet.source = SheetSource.TABLE if by_table else SheetSource.ORGANISER
    sheet.updated_by = account(user)
    for name, value in values.items():
        setattr(sheet, name, value)
    try:
        with transaction.atomic():
            sheet.save()
    except IntegrityError as error:
        # Two first saves of the same sheet at once: the row lock could not cover a row
        # that did not exist yet, the unique constraint does.
        raise UserError("stale_sheet",
                        _("This sheet changed in the meantime; reload it.")) from error
    return sheet


def _record(sheet: ScoreSheet, old: dict[str, Any] | None, user: Actor, by_table: bool) -> None:
    SheetChange.objects.create(
        sheet=sheet, old=old, new=snapshot(sheet), by_table=by_table,
        user=account(user),
    )






