"""What a journey counts as English on a Dutch page (no browser needed)."""

from __future__ import annotations

import re

import polib
from django.conf import settings

from tests.e2e.journeys.person import english_on


def test_it_finds_an_untranslated_text_and_a_stray_english_word():
    found = english_on(["Nieuw wachtwoord opslaan", "Save the new password",
                        "Spel 3: 172 punten is te veel", "Boom 2 of the evening"])
    assert [line.split(" (")[0] for line in found] == [
        "'Save the new password'", "'Boom 2 of the evening'"]


def test_no_dutch_text_of_the_catalogue_counts_as_english():
    catalogue = polib.pofile(str(settings.BASE_DIR / "locale/nl/LC_MESSAGES/django.po"))
    texts = [entry.msgstr for entry in catalogue if entry.msgstr and not entry.obsolete]
    # Placeholders are filled with names and numbers on a page.
    filled = [re.sub(r"%\(\w+\)[sd]|\{\w+\}", "7", text) for text in texts]
    assert len(filled) > 500
    assert english_on(filled) == []
