"""Dutch first, English switchable, from compiled message catalogs."""

from __future__ import annotations

import re
from pathlib import Path

import polib
from django.test import Client

LOCALE = Path(__file__).resolve().parents[2] / "locale"


def test_pages_are_dutch_by_default(db: None, client: Client):
    html = client.get("/").content.decode()
    assert '<html lang="nl">' in html
    assert "Inloggen" in html


def test_the_language_switch_turns_the_site_english(db: None, client: Client):
    response = client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    assert response.status_code == 302
    html = client.get("/").content.decode()
    assert '<html lang="en">' in html
    assert "Log in" in html


def test_every_dutch_message_is_translated_and_compiled():
    po = polib.pofile(str(LOCALE / "nl" / "LC_MESSAGES" / "django.po"))
    mo = polib.mofile(str(LOCALE / "nl" / "LC_MESSAGES" / "django.mo"))
    assert po.untranslated_entries() == []
    assert [e for e in po if "fuzzy" in e.flags] == []
    compiled = {(e.msgctxt, e.msgid): (e.msgstr, e.msgstr_plural) for e in mo}
    for entry in po.translated_entries():
        assert compiled.get((entry.msgctxt, entry.msgid)) == (
            entry.msgstr, {int(k): v for k, v in entry.msgstr_plural.items()}
        ), f"django.mo is out of date for {entry.msgid!r}: run compilemessages"


def test_no_translated_text_hides_inside_an_f_string():
    """makemessages (xgettext) does not look inside f-string expressions: a text written as
    f"{_('...')}" drops out of the catalogue and shows in English on Dutch pages."""
    root = LOCALE.parent
    hidden = [
        f"{path.relative_to(root)}:{number}"
        for app in ("clubs", "tournament", "scoring", "config")
        for path in (root / app).rglob("*.py")
        for number, line in enumerate(path.read_text().splitlines(), start=1)
        if re.search(r"""\bf(["']).*\{_\(""", line)
    ]
    assert hidden == []
