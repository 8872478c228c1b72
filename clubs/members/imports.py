"""Read a member list from an Excel (.xlsx) or CSV file: bytes in, checked rows out.

No database and no request: the caller passes the names the club already has, and gets
one ``ImportRow`` per filled row of the file (new, already a member, or an error with a
reason). Problems with the file as a whole raise ``UserError``.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from clubs.errors import UserError
from clubs.fields import clean_name

MAX_BYTES = 1024 * 1024
MAX_ROWS = 2000
NAME_HEADERS = {"naam", "name"}
GUEST_HEADERS = {"gast", "guest"}
GUEST_YES = {"ja", "j", "yes", "y", "1", "x", "true", "waar"}
GUEST_NO = {"nee", "n", "no", "0", "", "false", "onwaar"}


class RowStatus(StrEnum):
    NEW = "new"
    EXISTING = "existing"
    ERROR = "error"


ROW_ERRORS: dict[str, Promise] = {
    "missing_name": _("The name is missing."),
    "duplicate": _("This name is also on an earlier row of the file."),
    "too_long": _("The name is too long."),
    "bad_guest": _("Guest must be yes or no (ja/nee, 1/0 or x)."),
}


@dataclass(frozen=True)
class ImportRow:
    number: int  # the row number as the spreadsheet shows it (the header is row 1)
    name: str
    is_guest: bool
    status: RowStatus
    error: str = ""  # a key of ROW_ERRORS when status is ERROR

    @property
    def message(self) -> Promise | str:
        return ROW_ERRORS.get(self.error, "")

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "status": str(self.status)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ImportRow:
        return cls(**{**data, "status": RowStatus(data["status"])})


def normalise_name(name: str) -> str:
    """Trim and collapse inner whitespace and drop invisible characters, as a person would
    type the name (``clubs.fields.clean_name``)."""
    return clean_name(name)


def parse_member_file(
    *, data: bytes, filename: str, existing_names: Iterable[str], max_name_length: int = 100
) -> list[ImportRow]:
    """Check every filled row of the file against the club's names (case-insensitive).

    A name that is already in the club is skipped, not an error; a name that appears twice
    in the file is an error on the later row. Blank rows are left out.
    """
    if len(data) > MAX_BYTES:
        raise UserError("too_large", _("The file is larger than 1 MB."))
    raw = _read_table(data, filename)
    header_index = next((i for i, cells in enumerate(raw) if any(cells)), None)
    if header_index is None:
        raise UserError("empty", _("The file is empty."))
    header = [cell.lower() for cell in raw[header_index]]
    name_col = next((i for i, h in enumerate(header) if h in NAME_HEADERS), None)
    if name_col is None:
        raise UserError(
            "no_name_column", _('The first row needs a column called "naam" or "name".')
        )
    guest_col = next((i for i, h in enumerate(header) if h in GUEST_HEADERS), None)
    if len(raw) - header_index - 1 > MAX_ROWS:
        raise UserError("too_many_rows", _("The file has more than 2000 rows."))

    existing = {normalise_name(n).lower() for n in existing_names}
    seen: set[str] = set()
    rows: list[ImportRow] = []
    for index in range(header_index + 1, len(raw)):
        cells = raw[index]
        if not any(cells):
            continue
        name = normalise_name(_cell(cells, name_col))
        guest_text = _cell(cells, guest_col).lower() if guest_col is not None else ""
        is_guest = guest_text in GUEST_YES
        error = ""
        if not name:
            error = "missing_name"
        elif len(name) > max_name_length:
            error = "too_long"
        elif name.lower() in seen:
            error = "duplicate"
        elif guest_text not in GUEST_YES | GUEST_NO:
            error = "bad_guest"
        if error:
            status = RowStatus.ERROR
        elif name.lower() in existing:
            status = RowStatus.EXISTING
        else:
            status = RowStatus.NEW
        if name:
            seen.add(name.lower())
        rows.append(ImportRow(index + 1, name, is_guest, status, error))
    return rows


def _cell(cells: list[str], col: int | None) -> str:
    return cells[col] if col is not None and col < len(cells) else ""


def _read_table(data: bytes, filename: str) -> list[list[str]]:
    """All rows of the file as lists of trimmed strings (the first sheet of a workbook)."""
    suffix = filename.lower().rsplit(".", 1)[-1] if "." in filename else ""
    if suffix == "xlsx":
        return _read_xlsx(data)
    if suffix == "csv":
        return _read_csv(data)
    raise UserError("unknown_type", _("Upload an Excel file (.xlsx) or a CSV file (.csv)."))


def _read_xlsx(data: bytes) -> list[list[str]]:
    import openpyxl

    # A damaged or odd file can fail anywhere inside openpyxl and the XML parser under it
    # (bad zip, broken sheet or workbook XML, a workbook with only a chart sheet): every
    # such failure means the same to the organiser, so all of them get the same message.
    try:
        workbook = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        try:
            if not workbook.worksheets:
                raise UserError("no_sheet", _("This Excel file has no sheet with a table."))
            rows: list[list[str]] = []
            for values in workbook.worksheets[0].iter_rows(values_only=True):
                rows.append([_xlsx_text(v) for v in values])
                if len(rows) > MAX_ROWS + 10:
                    break
            return rows
        finally:
            workbook.close()
    except UserError:
        raise
    except Exception as exc:
        raise UserError("unreadable", _("This Excel file cannot be read.")) from exc


def _xlsx_text(value: object) -> str:
    if value is None:
        return ""
    if value is True:
        return "1"
    if value is False:
        return "0"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value).strip()


def _read_csv(data: bytes) -> list[list[str]]:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        # Excel's plain "CSV" on Windows saves as cp1252; accept it rather than refuse.
        text = data.decode("cp1252", errors="replace")
    lines = text.splitlines()
    header = next((line for line in lines if line.strip()), "")
    # The header decides: a name may contain a comma ("Vries, Jan de") in a ;-file.
    delimiter = ";" if header.count(";") >= header.count(",") and ";" in header else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        return [[cell.strip() for cell in row] for row in reader]
    except csv.Error as exc:
        raise UserError("unreadable", _("This CSV file cannot be read.")) from exc
