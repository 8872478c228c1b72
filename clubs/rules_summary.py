"""The few rules that shape every evening, in words: the game, the length of a round and
the bye score. The new-season page shows what a season will copy of the club's rules, the
season page what it plays, so that nobody starts a season on rules they did not see."""

from __future__ import annotations

from django.utils.translation import gettext as _

from clubs.games import game_spec
from clubs.models import ByeScoreRule, RuleFields
from clubs.money import euro
from clubs.numbers import local_number


def rules_summary(rules: RuleFields) -> list[tuple[str, str]]:
    """(what, the rule) for the game, its rounds, the length of a round, the bye and the
    inleg (when there is one), in the game's own words (a tournament of single players has
    rounds and no byes)."""
    spec = game_spec(rules)
    round_count = spec.round_count or rules.rounds_per_evening
    words = spec.words  # "bomen", or "rounds" in a game that has no bomen
    facts = [
        (_("Game system"), str(rules.get_game_system_display())),
        (words.sentence(_("%(rounds)s per evening")), str(round_count)),
        (words.sentence(_("A %(round)s")), spec.round_length(rules)),
        (_("A bye"), _bye(rules)) if spec.byes
        else (_("Players left over"), _("play at a table of four")),
    ]
    if rules.inleg_member or rules.inleg_guest:  # only a season with an inleg says it
        facts.append((_("Inleg"), _("%(member)s, a guest %(guest)s") % {
            "member": euro(rules.inleg_member), "guest": euro(rules.inleg_guest)}))
    return facts


def _bye(rules: RuleFields) -> str:
    if rules.bye_score_rule == ByeScoreRule.FIXED:
        return _("%(score)s points") % {"score": local_number(rules.bye_score)}
    return str(rules.get_bye_score_rule_display())
