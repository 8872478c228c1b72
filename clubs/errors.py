"""The two kinds of error: a user's mistake (shown, translated) and a broken invariant.

A ``UserError`` carries a stable code and a translated message for the page; anything that
"cannot happen" raises a plain exception (for example ``tournament.draw.DrawInvariantError``)
and is never shown as a form error.
"""

from __future__ import annotations

from django.forms import BaseForm
from django_stubs_ext import StrOrPromise


class UserError(Exception):
    def __init__(self, code: str, message: StrOrPromise) -> None:
        super().__init__(str(message))
        self.code = code
        self.message = message


def form_errors(form: BaseForm) -> list[str]:
    """Every error of a form as plain text, for a flash message after a redirect."""
    return [str(error) for errors in form.errors.values() for error in errors]
