"""Read back what the site sends: the strings drawn on a PDF's pages, the cells of a workbook.

Only what the tests need: reportlab writes each string with ``(...) Tj`` inside streams
that are ASCII85- and Flate-encoded when the PDF is compressed, as the site's PDFs are.
"""

from __future__ import annotations

import base64
import contextlib
import io
import re
import subprocess
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openpyxl import load_workbook

_STREAM = re.compile(rb"stream\r?\n(.*?)endstream", re.S)
_SHOWN = re.compile(rb"\(((?:\\.|[^\\)])*)\) Tj")


def pdf_first_page_text(pdf: bytes) -> str:
    """The first page's text as a reader extracts it (the euro sign through the font's map)."""
    from pypdf import PdfReader

    return PdfReader(io.BytesIO(pdf)).pages[0].extract_text()


def pdf_strings(pdf: bytes) -> list[str]:
    """Every string drawn on the pages, in drawing order."""
    strings = []
    for match in _STREAM.finditer(pdf):
        data = match.group(1).strip()
        if data.endswith(b"~>"):  # ASCII85 around the compressed page content
            data = base64.a85decode(data.removesuffix(b"~>"))
        with contextlib.suppress(zlib.error):  # else an uncompressed stream
            data = zlib.decompressobj().decompress(data)
        for shown in _SHOWN.finditer(data):
            strings.append(_unescape(shown.group(1)))
    return strings


def workbook_rows(data: bytes, sheet: str) -> list[list[object]]:
    """The values of every row of ``sheet``, the header row first."""
    workbook = load_workbook(io.BytesIO(data))
    return [[cell.value for cell in row] for row in workbook[sheet].iter_rows()]


def _unescape(literal: bytes) -> str:
    """A PDF string literal's text: ``\\(`` is "(", ``\\001`` is the byte 1 (a glyph of a
    subset font, such as an accented letter), shown here as that control character."""
    return re.sub(
        rb"\\([0-7]{1,3}|.)",
        lambda m: bytes([int(m.group(1), 8)]) if m.group(1).isdigit() else m.group(1),
        literal,
    ).decode("latin-1")


def pdf_text_sizes(pdf: bytes) -> list[list[tuple[str, float]]]:
    """Per page, every string drawn with its rendered size in points (font size times the
    vertical scale of the text and page matrices)."""
    from pypdf import PdfReader

    pages = []
    for page in PdfReader(io.BytesIO(pdf)).pages:
        found: list[tuple[str, float]] = []

        def visit(text: str, cm: list[float], tm: list[float], font: object, size: float,
                  found: list[tuple[str, float]] = found) -> None:
            if text.strip():
                found.append((text.strip(), round(abs(size * tm[3] * cm[3]), 2)))

        page.extract_text(visitor_text=visit)
        pages.append(found)
    return pages


@dataclass(frozen=True)
class TextBox:
    """A string drawn on a page and the box its letters take (points from the bottom left:
    from the baseline down to the descenders and up to the tallest letters)."""

    text: str
    size: float
    left: float
    bottom: float
    right: float
    top: float

    def overlaps(self, other: TextBox) -> bool:
        return (self.left < other.right and other.left < self.right
                and self.bottom < other.top and other.bottom < self.top)


def pdf_text_boxes(pdf: bytes) -> list[tuple[tuple[float, float], list[TextBox]]]:
    """Per page its size and every string drawn on it, in drawing order, with its box. The
    width is measured with the PDF's own font (Bitstream Vera, as reportlab draws it)."""
    from pypdf import PdfReader
    from reportlab.pdfbase import pdfmetrics

    import tournament.printing.base  # noqa: F401  (registers the Vera fonts)

    pages = []
    for page in PdfReader(io.BytesIO(pdf)).pages:
        found: list[TextBox] = []

        def visit(text: str, cm: list[float], tm: list[float], font: Any, size: float,
                  found: list[TextBox] = found) -> None:
            if not text.strip():
                return
            text = text.strip()
            font_name = "VeraBd" if "Bold" in str(font.get("/BaseFont", "")) else "Vera"
            shown = size * tm[3] * cm[3]
            left = tm[4] * cm[0] + cm[4]
            base = tm[5] * cm[3] + cm[5]
            found.append(TextBox(text, round(abs(shown), 2), left, base - 0.24 * shown,
                                 left + pdfmetrics.stringWidth(text, font_name, shown),
                                 base + 0.76 * shown))

        page.extract_text(visitor_text=visit)
        box = page.mediabox
        pages.append(((float(box.width), float(box.height)), found))
    return pages


def poppler_ready() -> bool:
    """pdftoppm, pdftotext and zbarimg (Debian's poppler-utils and zbar-tools)."""
    import shutil

    return all(shutil.which(tool) for tool in ("pdftoppm", "pdftotext", "zbarimg"))


def pdf_pages_png(pdf: bytes, folder: Path, *, dpi: int = 150) -> list[Path]:
    """The pages drawn by poppler (a renderer other than the one that wrote them), one PNG
    each, in page order."""
    source = folder / "document.pdf"
    source.write_bytes(pdf)
    subprocess.run(["pdftoppm", "-r", str(dpi), "-png", str(source), str(folder / "page")],
                   check=True)
    return sorted(folder.glob("page*.png"))


def qr_codes(png: Path) -> list[str]:
    """What a phone reads from the QR codes on a drawn page."""
    scanned = subprocess.run(["zbarimg", "--quiet", "--raw", str(png)], capture_output=True,
                             text=True, check=False)
    return scanned.stdout.split()


def pdf_text_blocks(pdf: bytes, folder: Path) -> list[list[str]]:
    """Per page, the blocks of text as poppler lays them out: a name wrapped onto a second
    line stays one block, words joined by single spaces."""
    import xml.etree.ElementTree as ElementTree

    source = folder / "blocks.pdf"
    source.write_bytes(pdf)
    out = subprocess.run(["pdftotext", "-bbox-layout", str(source), "-"], capture_output=True,
                         text=True, check=True).stdout
    namespace = "{http://www.w3.org/1999/xhtml}"
    root = ElementTree.fromstring(out)
    return [[" ".join(word.text or "" for word in block.iter(f"{namespace}word"))
             for block in page.iter(f"{namespace}block")]
            for page in root.iter(f"{namespace}page")]
