"""Plain-language text for the rules module's problem codes, in the active language: the
codes every game shares here, each game's own in its package (``scoring.systems``)."""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.translation import gettext_lazy as _
from django_stubs_ext import StrOrPromise

from clubs.numbers import local_number
from scoring.rules import GameProblem

MESSAGES = {
    "invalid_team": _("Choose team A or B."),
    "negative": _("Numbers cannot be negative."),
    "points_total": _("The points add up to %(total)s instead of 162."),
    "points_above_total": _("The points add up to %(total)s: more than 162."),
    "impossible_points": _("%(points)s points for pair %(team)s cannot be made with real tricks."),
    "roem_not_multiple_of_10": _("Roem %(roem)s for pair %(team)s is not a multiple of 10."),
    "impossible_roem": _("Roem %(roem)s for pair %(team)s cannot exist in one game."),
    "roem_needs_pit": _("Roem %(roem)s for pair %(team)s is only possible with a pit."),
    "impossible_roem_combination": _(
        "Roem %(roem_a)s for A together with %(roem_b)s for B cannot exist in one game."),
    "pit_without_all_points": _("A pit for pair %(team)s needs all 162 points, not %(points)s."),
    "pit_with_other_roem": _("After a pit for pair %(team)s the other pair cannot have roem."),
    "revoke_with_pit": _("A game with a revoke cannot also be a pit."),
    "revoke_player_missing": _("Choose the player of pair %(team)s who revoked."),
    "revoke_player_wrong_team": _("Number %(seat)s does not belong to pair %(team)s."),
    "invalid_trump": _("%(value)s is not a suit: choose clubs, spades, hearts or diamonds."),
    "game_after_target": _("The boom was over after game %(reached)s (%(target)s reached): "
                           "no game can follow."),
    "target_not_reached": _("The boom is not over yet: %(total_a)s and %(total_b)s, while a "
                            "pair has to reach %(target)s."),
    "total_too_high": _("A total of %(total)s for pair %(team)s is more than the games can give "
                        "(at most %(maximum)s)."),
    "totals_too_low": _("Together the pairs have %(total)s; the games hand out at least "
                        "%(minimum)s."),
    "totals_not_possible": _("Together the pairs have %(total)s: the part above the card "
                             "points must be a multiple of 10 (roem and bonuses)."),
}


HINTS = {
    "all_points_without_pit": _("Pair %(team)s has all 162 points but no pit is marked: did "
                                "they take every trick? Then choose Pit."),
}
MESSAGES.update(HINTS)


def problem_text(problem: GameProblem, own: Mapping[str, StrOrPromise]) -> str:
    """``problem`` in words: the game's ``own`` text for its code, else the shared one, else
    the rules module's English description."""
    template = own.get(problem.code, MESSAGES.get(problem.code))
    if template is None:
        return problem.description
    return str(template) % {name: _written(value) for name, value in problem.details.items()}


def _written(value: object) -> object:
    """A number as every page writes it (1.500, not 1500); anything else as it is."""
    if isinstance(value, int) and not isinstance(value, bool):
        return local_number(value)
    return value

