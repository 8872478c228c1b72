"""The season's game on any page: ``{% game_spec season as game %}`` gives its row of
``clubs.games``, so a shared template writes the game's own words (``game.words.round``:
"boom" or "ronde") and knows whether it has pairs (``game.partners``)."""

from __future__ import annotations

from django import template
from django_stubs_ext import StrOrPromise

from clubs.games import GameSpec
from clubs.games import game_spec as spec_of
from clubs.models import RuleFields

register = template.Library()


@register.simple_tag
def game_spec(rules: RuleFields) -> GameSpec:
    return spec_of(rules)


@register.simple_tag
def counted_rounds(rules: RuleFields, count: int) -> StrOrPromise:
    """The game's word for ``count`` rounds: "boom" for one, else "bomen"."""
    words = spec_of(rules).words
    return words.round if count == 1 else words.rounds
