"""The season's money for the treasurer: one row per closed evening (players, who paid,
inleg in, prizes paid, left for the club) and the season's totals, in euros."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from openpyxl import Workbook

from scoring.exports.excel import BOLD, _append, _finish, _header, _save, _sheet_title

EURO = '"€" #,##0.00'


@dataclass(frozen=True)
class MoneyLine:
    day: date
    players: int
    payers: int
    inleg: int  # cents
    paid: int
    left: int


@dataclass(frozen=True)
class MoneyLabels:
    title: str  # the sheet's title
    headings: tuple[str, ...]  # date, players, paid, inleg in, prizes paid, left
    total: str
    date_format: str = "%d-%m-%Y"


def _euros(cents: int) -> Decimal:
    return Decimal(cents) / 100


def money_workbook(*, club_name: str, season_name: str, lines: Sequence[MoneyLine],
                   labels: MoneyLabels) -> bytes:
    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None  # a new workbook always has one sheet
    sheet.title = _sheet_title(labels.title)
    workbook.properties.title = f"{labels.title} - {season_name}"
    workbook.properties.creator = club_name
    _header(sheet, labels.headings)
    for line in lines:
        _append(sheet, [line.day.strftime(labels.date_format), line.players, line.payers,
                        _euros(line.inleg), _euros(line.paid), _euros(line.left)])
    _append(sheet, [labels.total, sum(line.players for line in lines),
                    sum(line.payers for line in lines),
                    _euros(sum(line.inleg for line in lines)),
                    _euros(sum(line.paid for line in lines)),
                    _euros(sum(line.left for line in lines))])
    for cell in sheet[sheet.max_row]:
        cell.font = BOLD
    for row in sheet.iter_rows(min_row=2, min_col=4, max_col=6):
        for cell in row:
            cell.number_format = EURO
    _finish(sheet, "B2")
    return _save(workbook)
