"""Plain-language text for the problem codes of klaverjas for three (``scoring.rules``); the
codes every game shares are ``scoring.sheets.messages``'. A problem about a seat names the
player (``player``: "5 Anna")."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from scoring.sheets.system import CheckWords

MESSAGES = {
    "impossible_player_points": _("%(points)s points for %(player)s cannot be made with real "
                                  "tricks."),
    "player_roem_not_possible": _("Roem %(roem)s for %(player)s is impossible: a trick of three "
                                  "holds 20 or 40 roem."),
    "three_player_roem_too_high": _("The roem adds up to %(total)s: ten tricks of three hold "
                                    "at most %(maximum)s."),
    "pit_with_other_points": _("%(player)s took all ten tricks: the others cannot have points "
                               "or roem."),
    "player_pit_without_all_points": _("A pit for %(player)s needs all 162 points, not "
                                       "%(points)s."),
    "target_not_reached": _("The boom is not over yet: nobody has reached %(target)s."),
    "three_player_total_out_of_range": _("A boom total of %(total)s for %(player)s is "
                                         "impossible: from %(minimum)s to %(maximum)s."),
    "three_player_totals_too_low": _("Together the totals are %(total)s: the games of a boom "
                                     "hand out at least %(minimum)s."),
}

# Nobody has a partner: another player of the table than its keeper checks the sheet.
BY_ANOTHER_PLAYER = CheckWords(
    heading=_("Now another player of the table checks it"),
    how=_("Another player of the table scans the code on the slip with his own phone, or "
          "types the six digits from the slip here."),
    digits=_("The six digits on the slip"),
    confirmed=_("Another player of the table has confirmed the sheet."),
    wrong_number=_("That is not the number on the slip."),
    waiting=_("The sheet is not complete yet. Open this page again when your table has "
              "entered every game."))
