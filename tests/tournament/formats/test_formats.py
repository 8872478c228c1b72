"""The formats behind their interface: every choice has one, and what each offers."""

from __future__ import annotations

from clubs.models import ClubRules, GameSystem, PlayFormat
from tournament.formats import FORMATS, draw_mode, format_of
from tournament.models import DrawMode


def test_every_format_choice_has_a_format() -> None:
    assert set(FORMATS) == set(PlayFormat.values)


def test_fixed_tables_draw_at_fixed_tables_unless_a_new_draw_is_asked() -> None:
    rules = ClubRules(format=PlayFormat.FIXED_TABLE)
    assert format_of(rules).modes == (DrawMode.FIXED_TABLES, DrawMode.RANDOM)
    assert draw_mode(rules, None) == DrawMode.FIXED_TABLES
    assert draw_mode(rules, "RANDOM") == DrawMode.RANDOM
    assert draw_mode(rules, "nonsense") == DrawMode.FIXED_TABLES


def test_the_individual_draw_draws_anew_every_round() -> None:
    rules = ClubRules(format=PlayFormat.INDIVIDUAL_DRAW)
    assert format_of(rules).modes == (DrawMode.RANDOM,)
    assert draw_mode(rules, "FIXED_TABLES") == DrawMode.RANDOM


def test_a_game_without_partners_plays_the_individual_draw_whatever_the_rule() -> None:
    rules = ClubRules(format=PlayFormat.FIXED_TABLE, game_system=GameSystem.THREE_PLAYER)
    assert format_of(rules).modes == (DrawMode.RANDOM,)


def test_fixed_pairs_draw_pairs_against_pairs() -> None:
    rules = ClubRules(format=PlayFormat.FIXED_PAIRS)
    assert format_of(rules).modes == (DrawMode.FIXED_PAIRS,)
    assert format_of(rules).has_pairs
    assert draw_mode(rules, "RANDOM") == DrawMode.FIXED_PAIRS


def test_the_games_with_partners_can_be_played_in_fixed_pairs() -> None:
    # klaverjas, Kraken and Klammern: yes; the games of single players: no
    for game, pairs in [(GameSystem.KLAVERJAS, True), (GameSystem.KRAKEN, True),
                        (GameSystem.KLAMMERN, True), (GameSystem.KLABBERJASS, False),
                        (GameSystem.THREE_PLAYER, False)]:
        rules = ClubRules(format=PlayFormat.FIXED_PAIRS, game_system=game)
        assert format_of(rules).has_pairs is pairs, game
        assert (format_of(rules).modes == (DrawMode.FIXED_PAIRS,)) is pairs, game
