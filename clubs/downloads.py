"""A file the site sends (a PDF, an Excel workbook, a calendar feed): one response for every
download, its type and how the browser takes it read from the file's name."""

from __future__ import annotations

from pathlib import PurePosixPath

from django.http import HttpResponse

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

# By the name's ending: the content type, and whether the browser shows the file (inline: a
# PDF to print, a calendar a phone subscribes to) or saves it (attachment: a workbook).
KINDS = {
    ".pdf": ("application/pdf", "inline"),
    ".xlsx": (XLSX, "attachment"),
    ".ics": ("text/calendar; charset=utf-8", "inline"),
}


def file_response(content: bytes | str, filename: str) -> HttpResponse:
    """``content`` sent as ``filename``; the name's ending says its kind (``KINDS``)."""
    content_type, disposition = KINDS[PurePosixPath(filename).suffix]
    response = HttpResponse(content, content_type=content_type)
    response["Content-Disposition"] = f'{disposition}; filename="{filename}"'
    return response
