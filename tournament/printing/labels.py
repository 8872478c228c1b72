"""Every printed word of the seat list and the score sheets, in the active language."""

from __future__ import annotations

from django.utils.translation import gettext as _

from clubs.games import BOOM_WORDS, GameWords
from tournament.printing.base import Labels


def print_labels(words: GameWords = BOOM_WORDS) -> Labels:
    """Every printed word in the active language; ``words`` name the rounds of the game."""
    return Labels(
        date_format="%d-%m-%Y",
        round_title=words.sentence(_("%(round)s {round} - Evening of {date}")),
        round_of=words.fill(_("%(round)s {round} of {total}")),
        table=_("Table {table}"),
        pairs=_("{a1} & {a2} against {b1} & {b2}"),
        deals_first=_("Deals first: {number}"),
        keeps_score=_("Keeps the score: {number}"),
        byes=_("Bye"),
        byes_many=_("Byes"),
        bye_score=_("Gets {score}"),
        page_of=_("Page {page} of {pages}"),
        score_sheet=_("Score sheet"),
        pair_a=_("Pair A"),
        pair_b=_("Pair B"),
        game=_("Game"),
        dealer=_("Dealer"),
        plays=_("Plays"),
        points=_("Points"),
        roem=_("Roem"),
        nat=_("Nat"),
        pit=_("Pit"),
        revoke=_("Revoked"),
        running=_("Standing"),  # a pair's total so far, in a round played to a target
        total=_("Total"),
        grand_total=_("Points + roem"),
        marks_hint=_("Plays, pit, revoked: circle A or B. Nat: put a cross."),
        marks_hint_forced=_("Plays: the player after the dealer. Pit, revoked: circle A or B. "
                            "Nat: put a cross."),
        signature=_("Signature {pair}"),
        qr_caption=_("Scan to enter the scores"),
        finder_caption=_("Where do I sit?"),
        slip_title=_("{pair} ({seats}), table {table}: check the sheet"),
        slip_hint=_("Scan the code, or type this number on the scorekeeper's phone:"),
        team_a="A",
        team_b="B",
        solo_three=_("Each for himself"),  # a table without partners
        solo_four=_("The dealer sits out"),
        fixed_tables=_("fixed tables"),  # after "club · boom 2 of 3 ·"
        partners_named=_("Partners: {one} & {two}"),  # a line for each pair of the table
        fixed_seats=_("Same table, new partner: sit down at your number"),
        standing_pair=_("Staand paar"),  # over the pair that sits out the round
    )
