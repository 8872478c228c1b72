"""Plain-language text for the Klabberjass problem codes of ``scoring.rules`` (seed 001);
the codes every game shares are ``scoring.sheets.messages``'."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

MESSAGES = {
    "invalid_seat": _("Number %(seat)s does not sit at this table."),
    "invalid_game_number": _("Game %(game)s should be game %(expected)s."),
    "soloist_sits_out": _("The dealer of game %(game)s sits out at a table of four and "
                          "cannot play alone."),
    "revoke_by_player_sitting_out": _("The dealer of game %(game)s sits out and cannot "
                                      "revoke."),
    "kleines_in_turned_suit": _("A Kleines cannot be played in the suit of the turned card."),
    "original_not_turned_suit": _("An Original is played in the suit of the turned card."),
    "too_many_games": _("%(games)s games: a round at a table of %(table_size)s has "
                        "%(expected)s."),
    "too_few_games": _("%(games)s games: a round at a table of %(table_size)s has "
                       "%(expected)s."),
    "klabberjass_total_out_of_range": _("A round total of %(total)s is impossible: from "
                                        "%(minimum)s to %(maximum)s."),
    "klabberjass_totals_sum": _("Together the totals are %(total)s: the games of a round "
                                "hand out from %(minimum)s to %(maximum)s."),
}
