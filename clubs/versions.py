"""Forms that know what they were opened against, so a stale save never undoes a change.

Every form that edits shared data (club settings, club rules, a season's rules, a member,
an attendance) carries the row's ``version`` in a hidden field. Saving compares it with the
stored version and raises it by one in a single UPDATE; when someone else saved in the
meantime nothing is saved and the page shows their values next to yours (the score sheet
works the same way, in ``scoring.sheets.save``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

from django import forms
from django.db import transaction
from django.db.models import F, Model
from django.forms import BaseForm
from django.http import Http404, QueryDict
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor
from clubs.log import form_change, record
from clubs.models import Action

PAGE_INCOMPLETE = _(
    "This page was not loaded completely, or it is out of date; nothing is saved. "
    "Reload the page and try again."
)
STALE = _(
    "Someone else saved this in the meantime. Nothing of yours is saved yet: compare with "
    "their values below, then save again (or leave the page to keep theirs)."
)


_Row = TypeVar("_Row", bound=Model)


def version_field() -> forms.IntegerField:
    return forms.IntegerField(widget=forms.HiddenInput, min_value=1, required=False)


class VersionedForm(forms.ModelForm[_Row]):
    """A model form carrying the row's ``version`` as it was when the page was opened.

    The version is a form field, not one of ``Meta.fields``: the form never writes it into
    the row (``save_if_current`` raises it), and a new row takes the model's default.
    Subclasses leave "version" out of ``Meta.fields``.
    """

    version = version_field()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.instance.pk is not None:
            self.initial["version"] = self.instance.version  # type: ignore[attr-defined]

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        if self.instance.pk is not None:  # a new row has no version anyone could move on
            require_hidden(self, "version")
        return cleaned


def require_hidden(form: BaseForm, *names: str) -> None:
    """Call from ``clean()``: a hidden field that is missing or broken becomes one clear
    message at the top of the form instead of an error on a field nobody can see."""
    broken = [
        name for name in names
        if name in form.errors
        or form.add_prefix(name) not in form.data
        or (isinstance(form.fields[name], forms.IntegerField)
        and form.cleaned_data.get(name) is None)
    ]
    if broken:
        for name in broken:
            form.errors.pop(name, None)
            form.cleaned_data.pop(name, None)
        form.add_error(None, forms.ValidationError(PAGE_INCOMPLETE, code="page_incomplete"))


@dataclass(frozen=True)
class Difference:
    label: str
    theirs: str
    yours: str


def _shown(form: forms.ModelForm[Any], name: str, value: object) -> str:
    field = form.fields[name]
    choices = dict(getattr(field, "choices", ()) or ())
    if isinstance(value, bool):
        return str(_("yes") if value else _("no"))
    return str(choices.get(value, value if value not in (None, "") else "-"))


@dataclass(frozen=True)
class Logged:
    """How a saved form goes into the activity log (``clubs.log``)."""

    club_id: int
    user: Actor | None
    action: Action
    subject: str = ""
    evening_id: int | None = None


def save_if_current(form: forms.ModelForm[Any], log: Logged) -> list[Difference] | None:
    """Save a valid form whose ``version`` is still the stored one and return None; or save
    nothing and return the fields where the stored values differ from the form's (pages
    show them with ``templates/includes/stale.html``, context name ``stale``).

    The form is re-bound to the stored version, so saving it again (after comparing)
    deliberately overwrites the other person's values. A saved change is logged.
    """
    instance: Model = form.instance
    with transaction.atomic():
        if instance.pk is None:  # a new row: nobody else can have changed it
            form.save()
            _log(log, None, {k: v for k, v in form.cleaned_data.items() if k != "version"})
            return None
        opened = form.cleaned_data["version"]
        moved = type(instance)._default_manager.filter(pk=instance.pk, version=opened).update(
            version=F("version") + 1)
        if moved:
            instance.version = opened + 1  # type: ignore[attr-defined]
            form.save()
            old, new = form_change(form)
            if new:
                _log(log, old, new)
            return None
    stored = type(instance)._default_manager.filter(pk=instance.pk).first()
    if stored is None:
        raise Http404("Deleted in the meantime")
    differences = []
    for name in form.fields:
        if name == "version" or not hasattr(stored, name):
            continue
        theirs, yours = getattr(stored, name), form.cleaned_data.get(name)
        if theirs != yours:
            differences.append(Difference(str(form.fields[name].label),
                                          _shown(form, name, theirs), _shown(form, name, yours)))
    rebind(form, "version", stored.version)  # type: ignore[attr-defined]
    return differences


def _log(log: Logged, old: dict[str, Any] | None, new: dict[str, Any]) -> None:
    record(log.club_id, log.user, log.action, log.subject, evening_id=log.evening_id,
           old=old, new=new)


def rebind(form: BaseForm, name: str, value: object) -> None:
    """Set one posted value of a bound form (the posted data itself is immutable)."""
    data = QueryDict(mutable=True)
    data.update(form.data)
    data[form.add_prefix(name)] = str(value)
    form.data = data
