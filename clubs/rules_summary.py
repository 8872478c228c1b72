"""The few rules that shape every evening, in words: the game, the length of a boom and
the bye score. The new-season page shows what a season will copy of the club's rules, the
season page what it plays, so that nobody starts a season on rules they did not see."""

from __future__ import annotations

from django.utils.translation import gettext as _

from clubs.games import game_spec
from clubs.models import ByeScoreRule, RuleFields
from clubs.numbers import local_number


def rules_summary(rules: RuleFields) -> list[tuple[str, str]]:
    """(what, the rule) for the game, its bomen, the length of a boom and the bye."""
    spec = game_spec(rules)
    bomen = spec.bomen or rules.rounds_per_evening
    return [
        (_("Game system"), str(rules.get_game_system_display())),
        (_("Bomen per evening"), str(bomen)),
        (_("A boom"), _boom(rules, spec.rule_fields)),
        (_("A bye"), _bye(rules) if spec.byes
         else _("No byes: the players left over make tables of four.")),
    ]


def _boom(rules: RuleFields, fields: frozenset[str]) -> str:
    spec = game_spec(rules)
    if "play_to_target" in fields and rules.play_to_target:
        words = spec.target_words or _("until %(n)s points")
        return str(words) % {"n": local_number(getattr(rules, spec.target_rule))}
    if spec.games_rule in fields:
        words = spec.games_words or _("%(n)s games")
        return str(words) % {"n": getattr(rules, spec.games_rule)}
    return str(spec.boom_length)


def _bye(rules: RuleFields) -> str:
    if rules.bye_score_rule == ByeScoreRule.FIXED:
        return _("%(score)s points") % {"score": local_number(rules.bye_score)}
    return str(rules.get_bye_score_rule_display())
