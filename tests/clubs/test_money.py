"""Amounts typed the Dutch way, prize worths, and the inleg split in shares: hand-computed."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError
from django.utils import translation

from clubs.money import Worth, euro, paid_out, parse_amount, parse_worths, share, worths_text


@pytest.mark.parametrize(("text", "cents"), [
    ("2,50", 250), ("€ 2,50", 250), ("€2,50", 250), (" €  12,05 ", 1205), ("3", 300),
    ("€ 3", 300), ("0", 0), ("0,00", 0), ("10000,00", 1_000_000),
])
def test_it_reads_an_amount_in_cents(text: str, cents: int):
    assert parse_amount(text) == cents


@pytest.mark.parametrize(("text", "message"), [
    # Never misread by a factor of 100: refused, with how to write it.
    ("12,5", "Schrijf de centen met twee cijfers, bijvoorbeeld 12,50 (niet 12,5)."),
    ("€12.50", "Schrijf de centen na een komma, bijvoorbeeld 12,50 (niet 12.50)."),
    ("2.50", "Schrijf de centen na een komma, bijvoorbeeld 12,50 (niet 12.50)."),
    ("1.250,00", "Schrijf de centen na een komma, bijvoorbeeld 12,50 (niet 12.50)."),
    ("-2,50", "Een bedrag kan niet negatief zijn."),
    ("€ -1", "Een bedrag kan niet negatief zijn."),
    ("twee euro", "Schrijf een bedrag in euro's, bijvoorbeeld 2,50 of € 2,50."),
    ("2,500", "Schrijf een bedrag in euro's, bijvoorbeeld 2,50 of € 2,50."),
    ("10000,01", "Hoogstens € 10.000,00."),
])
def test_it_refuses_an_amount_it_could_misread(text: str, message: str):
    with translation.override("nl"), pytest.raises(ValidationError) as refused:
        parse_amount(text)
    assert refused.value.messages == [message]


@pytest.mark.parametrize(("cents", "text"), [
    (250, "€ 2,50"), (0, "€ 0,00"), (5, "€ 0,05"), (125000, "€ 1.250,00"), (-150, "-€ 1,50"),
])
def test_it_writes_an_amount_the_dutch_way(cents: int, text: str):
    assert euro(cents) == text


def test_the_inleg_of_23_players_split_in_shares():
    # 23 players x € 3,00 = € 69,00. 40% = 27,60 -> 27,50; 25% = 17,25 -> 17,00;
    # 10% = 6,90 -> 6,50. Paid 51,00; the club keeps 18,00.
    inleg = 23 * 300
    assert inleg == 6900
    assert [share(inleg, p) for p in (40, 25, 10)] == [2750, 1700, 650]
    assert inleg - sum(share(inleg, p) for p in (40, 25, 10)) == 1800


def test_a_share_is_rounded_down_to_50_cents():
    # 17 players x € 2,50 = € 42,50: 50% = 21,25 -> 21,00; 33% = 14,025 -> 14,00;
    # 100% = 42,50 stays 42,50; 1% = 0,425 -> 0,00.
    assert [share(4250, p) for p in (50, 33, 100, 1)] == [2100, 1400, 4250, 0]


def test_it_reads_the_worths_of_the_prize_places():
    worths = parse_worths(" 40% ;€ 10,00;  rollade van de slager ; ;3")
    assert worths == [Worth(percent=40), Worth(cents=1000), Worth(words="rollade van de slager"),
                      Worth(), Worth(cents=300)]
    assert worths_text(worths) == "40%; € 10,00; rollade van de slager; ; € 3,00"
    assert [paid_out(w, 6900) for w in worths] == [2750, 1000, 0, 0, 300]
    assert parse_worths("") == []


@pytest.mark.parametrize(("text", "message"), [
    ("60%; 50%", "De delen tellen op tot meer dan 100%."),
    ("0%", "“0%”: schrijf een deel als een heel percentage van 1 tot 100, bijvoorbeeld 40%."),
    ("12,5%", "“12,5%”: schrijf een deel als een heel percentage van 1 tot 100, bijvoorbeeld "
              "40%."),
    ("40%; 12,5", "“12,5”: Schrijf de centen met twee cijfers, bijvoorbeeld 12,50 (niet 12,5)."),
    ("€12.50", "“€12.50”: Schrijf de centen na een komma, bijvoorbeeld 12,50 (niet 12.50)."),
    ("-5", "“-5”: Een bedrag kan niet negatief zijn."),
])
def test_it_refuses_worths_it_cannot_read(text: str, message: str):
    with translation.override("nl"), pytest.raises(ValidationError) as refused:
        parse_worths(text)
    assert refused.value.messages == [message]
