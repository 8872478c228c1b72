"""Django's form renderer, with its plainest widget templates written as Python.

A score sheet has 70 to 100 inputs and selects on one page. Rendered through Django's widget
templates (an include for every list of attributes and for every option) they were two
thirds of the CPU of opening a table's sheet (``bench/profile_sheet.py``). The inputs and
the select box are written here, from the context Django's widgets make, as those templates
write them (``tests/clubs/test_form_renderer.py`` compares the two); every other template
goes to Django's renderer.
"""

from __future__ import annotations

from typing import Any

from django.forms.renderers import DjangoTemplates
from django.http import HttpRequest
from django.utils.formats import localize
from django.utils.html import conditional_escape
from django.utils.safestring import SafeData, SafeString, mark_safe

WIDGETS = "django/forms/widgets/"
INPUTS = {f"{WIDGETS}{kind}.html" for kind in (
    "input", "text", "number", "hidden", "email", "password", "search", "url", "tel", "date",
    "time", "datetime")}
SELECT = f"{WIDGETS}select.html"
OPTION = f"{WIDGETS}select_option.html"


def _escaped(value: Any) -> str:
    """``{{ value|stringformat:'s' }}`` with autoescaping."""
    return str(conditional_escape(value if isinstance(value, SafeData) else str(value)))


def _attrs(attrs: dict[str, Any]) -> str:
    """``django/forms/widgets/attrs.html``: True a bare name, False left out."""
    return "".join(
        f" {conditional_escape(name)}" + ("" if value is True else f'="{_escaped(value)}"')
        for name, value in attrs.items() if value is not False)


def _option(option: dict[str, Any]) -> str:
    label = option["label"]
    shown = conditional_escape(label if isinstance(label, str) else localize(label))
    return (f'<option value="{_escaped(option["value"])}"{_attrs(option["attrs"])}>'
            f"{shown}</option>")


def _select(widget: dict[str, Any]) -> str:
    parts = [f'<select name="{conditional_escape(widget["name"])}"{_attrs(widget["attrs"])}>']
    for group_name, group_choices, _index in widget["optgroups"]:
        if group_name:
            parts.append(f'\n  <optgroup label="{conditional_escape(group_name)}">')
        for option in group_choices:
            if option["template_name"] != OPTION:
                raise ValueError(option["template_name"])
            parts.append(f"\n  {_option(option)}\n")  # the option template ends a line
        if group_name:
            parts.append("\n  </optgroup>")
    parts.append("\n</select>")
    return "".join(parts)


def _input(widget: dict[str, Any]) -> str:
    value = widget["value"]
    return (f'<input type="{conditional_escape(widget["type"])}" '
            f'name="{conditional_escape(widget["name"])}"'
            + ("" if value is None else f' value="{_escaped(value)}"')
            + f"{_attrs(widget['attrs'])}>")


class QuickWidgets(DjangoTemplates):
    """``FORM_RENDERER``: inputs and select boxes written directly, the rest by Django."""

    def render(self, template_name: str, context: dict[str, Any],
               request: HttpRequest | None = None) -> SafeString:
        if template_name in INPUTS:
            return mark_safe(_input(context["widget"]))
        if template_name == SELECT and all(
                option["template_name"] == OPTION
                for _name, options, _index in context["widget"]["optgroups"]
                for option in options):
            return mark_safe(_select(context["widget"]))
        return mark_safe(super().render(template_name, context, request))
