"""What a journey counts as English on a Dutch page (no browser needed)."""

from __future__ import annotations

import re

import polib
import pytest
from django.conf import settings

from tests.e2e.journeys.person import Person, english_on


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


@pytest.mark.e2e
def test_a_person_notices_english_text_on_a_dutch_page(browser):
    """The text a person reads, not only labels and titles: an untranslated paragraph, and
    none of what is hidden or marked as English (the language switch)."""
    person = Person(browser, "about:blank", device="phone", name="english-check")
    person.page.set_content(
        '<html lang="nl"><head><title>Uitslag</title></head><body>'
        "<h1>Uitslag van de avond</h1><p>Save the sheet first.</p>"
        '<p hidden>Delete the evening</p><button lang="en">EN</button></body></html>')
    person.look("english")
    problems = person.close()
    assert len(problems) == 1 and "'Save the sheet first.'" in problems[0], problems
