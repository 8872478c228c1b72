"""Form fields for what people type: whole numbers in plain digits, and names.

Python's ``int()`` reads Arabic-Indic and full-width digits (U+0661, U+FF11) and
underscores ("1_0"); Django's IntegerField inherits that. A score typed that way is more
likely a slip than a number, so only the digits 0-9 are accepted here, with a clear message.
Names lose invisible characters (zero-width spaces, control characters), so a name cannot
be made of nothing visible.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from django import forms
from django.db import models
from django.utils.translation import gettext_lazy as _

from clubs.money import amount_text, parse_amount

PLAIN_NUMBER = re.compile(r"\s*-?[0-9]+\s*")


class NumberField(forms.IntegerField):
    default_error_messages = {
        "invalid": _("Type a whole number with the digits 0 to 9."),
    }

    def to_python(self, value: Any) -> int | None:
        if isinstance(value, str) and value.strip() and not PLAIN_NUMBER.fullmatch(value):
            raise forms.ValidationError(self.error_messages["invalid"], code="invalid")
        return super().to_python(value)


def number_formfield(field: models.Field[Any, Any], **kwargs: Any) -> forms.Field | None:
    """``formfield_callback`` for model forms: integer model fields become NumberFields."""
    if isinstance(field, models.IntegerField) and not field.choices:
        kwargs.setdefault("form_class", NumberField)
    return field.formfield(**kwargs)


def clean_name(text: str) -> str:
    """A name as a person means it: NFC, without control or invisible format characters
    (zero-width space, byte-order mark, NUL), inner whitespace collapsed."""
    text = unicodedata.normalize("NFC", text)
    visible = "".join(c for c in text if unicodedata.category(c) not in {"Cc", "Cf"}
                      or c in "\t\n\r")
    return " ".join(visible.split())


class NameField(forms.CharField):
    def to_python(self, value: Any) -> str:
        return clean_name(super().to_python(value) or "")


class AmountField(forms.Field):
    """An amount in euros typed the Dutch way ("2,50", "€ 2,50"), cleaned to whole cents
    (``clubs.money.parse_amount``); shown again as "2,50"."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("widget", forms.TextInput(attrs={"inputmode": "decimal",
                                                           "autocomplete": "off"}))
        super().__init__(**kwargs)

    def prepare_value(self, value: Any) -> Any:
        return amount_text(value) if isinstance(value, int) else value

    def to_python(self, value: Any) -> int | None:
        if isinstance(value, int):  # the stored cents (a disabled field cleans its initial)
            return value
        text = str(value or "").strip()
        if not text:
            return None
        return parse_amount(text)
