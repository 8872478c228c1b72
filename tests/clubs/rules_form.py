"""The rules page's form as a test posts it: its address and the values it holds."""

from __future__ import annotations

from clubs.models import Club, ClubRules
from tournament.models import Season


def rules_url(club: Club) -> str:
    return f"/club/{club.slug}/regels/"


def rules_post_data(rules: ClubRules | Season, **changes: object) -> dict[str, object]:
    """What the form posts for ``rules`` with ``changes``: a ticked box as "on", an
    unticked one left out."""
    values = {**rules.rule_values(), **changes}
    return {name: ("on" if value is True else value) for name, value in values.items()
            if value is not False}
