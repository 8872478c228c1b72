"""Write a line in the club's activity log (``clubs.models.Activity``).

Every service that changes a club's data calls ``record`` inside its own transaction, so a
change and its line are saved together or not at all.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import forms

from clubs.actors import Actor, account
from clubs.models import Action, Activity


def record(
    club_id: int, user: Actor | None, action: Action, subject: str = "", *,
    evening_id: int | None = None, table: str = "", old: Mapping[str, Any] | None = None,
    new: Mapping[str, Any] | None = None,
) -> Activity:
    """``table`` names the table when it acted through its link (``user`` is then anonymous)."""
    return Activity.objects.create(
        club_id=club_id, user=account(user), action=action,
        subject=str(subject)[:200], evening_id=evening_id, by_table=table[:40],
        old=dict(old) if old is not None else None, new=dict(new) if new is not None else None,
    )


def form_change(form: forms.ModelForm[Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Old and new values of the fields a saved form changed (its initial values are the
    stored ones: the form was saved against the version it was opened with)."""
    changed = [name for name in form.changed_data if name != "version"]
    return ({name: form.initial.get(name) for name in changed},
            {name: form.cleaned_data.get(name) for name in changed})
