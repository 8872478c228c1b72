"""Who does something: a logged-in account, or a table entering its sheet by QR code."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.contrib.auth.models import User as Account

Actor = AbstractBaseUser | AnonymousUser


def account(user: Actor | None) -> Account | None:
    """The logged-in account, or None for a table entering its sheet without one."""
    return user if isinstance(user, Account) else None
