"""Klabberjass tournament for three: values, scores, the list and its checks (seed 001,
"Gewinn und Bewertung der Spiele", "Führung der Listen", "Zusätzliche Turnierregeln")."""

import pytest

from scoring.rules import (
    KlabberjassEntry,
    Suit,
    check_klabberjass_game,
    check_klabberjass_round,
    klabberjass_active_seats,
    klabberjass_dealer,
    klabberjass_game_scores,
    klabberjass_game_value,
    klabberjass_games_per_round,
    klabberjass_list,
    klabberjass_scores,
    klabberjass_sitting_out,
    klabberjass_soloist_wins,
)

C, S, H, D = Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS

VALUES = [
    (True, C, 8, "'Original Kreuz +8 Punkte'"),
    (True, S, 7, "'Original Pik +7 Punkte'"),
    (True, H, 6, "'Original Herz +6 Punkte'"),
    (True, D, 5, "'Original Karo +5 Punkte'"),
    (False, C, 4, "'Kleines Kreuz +4 Punkte'"),
    (False, S, 3, "'Kleines Pik +3 Punkte'"),
    (False, H, 2, "'Kleines Herz +2 Punkte'"),
    (False, D, 1, "'Kleines Karo +1 Punkt'"),
]


@pytest.mark.parametrize(
    ("original", "trump", "value"), [pytest.param(*case[:3], id=case[3]) for case in VALUES]
)
def test_game_value(original, trump, value):
    assert klabberjass_game_value(original, trump) == value


@pytest.mark.parametrize(
    ("soloist", "opponents", "wins"),
    [
        pytest.param(70, [50, 42], True, id="'wenn keiner der Gegenspieler mehr Augen hat'"),
        pytest.param(60, [60, 42], True, id="as many as an opponent is not more: a win"),
        pytest.param(60, [61, 41], False, id="'wenn einer von ihnen mehr Augen hat'"),
        pytest.param(40, [39, 103], False, id="one opponent is enough"),
    ],
)
def test_soloist_wins(soloist, opponents, wins):
    assert klabberjass_soloist_wins(soloist, opponents) is wins


@pytest.mark.parametrize(
    ("value", "won", "scores"),
    [
        pytest.param(8, False, (-16, 2), id="'den doppelten Betrag als Minus', 'jeder 2 Plus'"),
        pytest.param(7, True, (7, 0), id="'B gewinnt Orgi Pik': +7, the others unchanged"),
        pytest.param(1, True, (1, 0), id="'C gewinnt ein Kleines Karo': +1"),
        pytest.param(1, False, (-2, 2), id="a lost Kleines Karo"),
    ],
)
def test_scores(value, won, scores):
    assert klabberjass_scores(value, won) == scores


@pytest.mark.parametrize("value", [0, 9, -8])
def test_scores_refuse_a_value_that_does_not_exist(value):
    with pytest.raises(ValueError):
        klabberjass_scores(value, True)


def game(
    number: int = 1,
    soloist: int = 1,
    original: bool = True,
    trump: Suit = C,
    won: bool = True,
    turned: Suit | None = None,
    revoke: int | None = None,
) -> KlabberjassEntry:
    return KlabberjassEntry(
        number=number,
        soloist=soloist,
        original=original,
        trump=trump,
        won=won,
        turned=turned,
        revoke=revoke,
    )


# 001: "Ein Beispiel für die erste Runde:
#   A B C Spiel
#   1. -16 +2 +2 -16 (A verliert Orgi - d. h. Original - Kreuz)
#   2. - +9 - + 7 (B gewinnt Orgi Pik)
#   3. - - +3 + 1 (C gewinnt ein Kleines Karo)"
SEED_EXAMPLE = [
    game(1, soloist=1, original=True, trump=C, won=False),
    game(2, soloist=2, original=True, trump=S, won=True),
    game(3, soloist=3, original=False, trump=D, won=True),
]


def test_it_reproduces_the_seeds_example_list():
    rows = klabberjass_list(SEED_EXAMPLE, table_size=3)
    assert [row.cells() for row in rows] == [
        ("-16", "+2", "+2", "-16"),
        ("-", "+9", "-", "+7"),
        ("-", "-", "+3", "+1"),
    ]
    assert rows[-1].totals == (-16, 9, 3)


def test_at_a_table_of_four_the_dealer_s_column_does_not_move():
    # game 1 is dealt by seat 1, who sits out ("Am Vierertisch setzt der Kartengeber aus")
    rows = klabberjass_list([game(1, soloist=2, won=False), game(2, soloist=1)], table_size=4)
    assert [row.cells() for row in rows] == [
        ("-", "-16", "+2", "+2", "-16"),
        ("+8", "-", "-", "-", "+8"),
    ]


@pytest.mark.parametrize(
    ("entry", "scores"),
    [
        pytest.param(game(revoke=1, won=True), (-16, 2, 2), id="4.: the soloist revokes: lost"),
        pytest.param(game(revoke=2, won=False), (8, 0, 0), id="4.: an opponent revokes: won"),
        pytest.param(game(soloist=3, trump=H, won=False), (2, 2, -12), id="lost Original Herz"),
    ],
)
def test_game_scores(entry, scores):
    # 001 Zusätzliche Turnierregeln 4: "so gewinnt die Gegenpartei das Spiel sofort"
    assert klabberjass_game_scores(entry, table_size=3) == scores


@pytest.mark.parametrize(
    ("game_number", "table_size", "dealer", "active", "out"),
    [
        (1, 3, 1, (2, 3, 1), None),  # at three the dealer plays, last
        (2, 3, 2, (3, 1, 2), None),
        (24, 3, 3, (1, 2, 3), None),
        (1, 4, 1, (2, 3, 4), 1),  # "Am Vierertisch setzt der Kartengeber aus"
        (4, 4, 4, (1, 2, 3), 4),
        (5, 4, 1, (2, 3, 4), 1),
    ],
)
def test_who_deals_and_plays(game_number, table_size, dealer, active, out):
    assert klabberjass_dealer(game_number, table_size) == dealer
    assert klabberjass_active_seats(game_number, table_size) == active
    assert klabberjass_sitting_out(game_number, table_size) == out


@pytest.mark.parametrize("table_size", [3, 4])
def test_every_player_plays_24_games_a_round(table_size):
    # "Am Dreiertisch ... zwei Durchgänge zu 24 Spielen; am Vierertisch ... zu 32 Spielen"
    games = klabberjass_games_per_round(table_size)
    assert games == {3: 24, 4: 32}[table_size]
    for seat in range(1, table_size + 1):
        played = [n for n in range(1, games + 1) if seat in klabberjass_active_seats(n, table_size)]
        assert len(played) == 24


@pytest.mark.parametrize("table_size", [2, 5])
def test_a_table_has_three_or_four_players(table_size):
    with pytest.raises(ValueError):
        klabberjass_games_per_round(table_size)


PROBLEMS = [
    (game(original=False, trump=H, turned=H), 3, ["kleines_in_turned_suit"],
     "'mit einer anderen als der Trumpffarbe der ersten Runde'"),
    (game(original=False, trump=C, turned=C), 3, ["kleines_in_turned_suit"],
     "'Lag Kreuz als oberste Karte offen' no Kleines in clubs"),
    (game(original=True, trump=H, turned=S), 3, ["original_not_turned_suit"],
     "'mit der Farbe der aufgedeckten Karte gespielt'"),
    (game(1, soloist=1), 4, ["soloist_sits_out"], "'Am Vierertisch setzt der Kartengeber aus'"),
    (game(3, soloist=3), 4, ["soloist_sits_out"], "seat 3 deals game 3 at four"),
    (game(1, soloist=2, revoke=1), 4, ["revoke_by_player_sitting_out"], "the dealer has no cards"),
    (game(soloist=4), 3, ["invalid_seat"], "three seats at a table of three"),
    (game(soloist=2, revoke=0), 3, ["invalid_seat"], "seats are 1 to 3"),
    (game(number=0), 3, ["invalid_game_number"], "games are numbered from 1"),
    (game(trump="C"), 3, ["invalid_trump"], "trump is a Suit"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(
    ("entry", "table_size", "codes"), [pytest.param(*case[:3], id=case[3]) for case in PROBLEMS]
)
def test_check_game(entry, table_size, codes):
    problems = check_klabberjass_game(entry, table_size=table_size)
    assert [problem.code for problem in problems] == codes


@pytest.mark.parametrize(
    ("entry", "table_size"),
    [
        (game(original=False, trump=C, turned=H), 3),  # "Besser": clubs over a Kleines
        (game(original=True, trump=H, turned=H), 3),
        (game(1, soloist=1), 3),  # at three the dealer plays
        (game(1, soloist=4, revoke=2), 4),
    ],
)
def test_check_game_accepts(entry, table_size):
    assert check_klabberjass_game(entry, table_size=table_size) == []


def test_problems_carry_their_numbers():
    (problem,) = check_klabberjass_game(game(2, soloist=2), table_size=4)
    assert problem.description == "seat 2 deals game 2 at a table of four and sits it out"


def test_a_bad_entry_has_no_scores():
    with pytest.raises(ValueError, match="sits it out"):
        klabberjass_game_scores(game(1, soloist=1), table_size=4)


def _round(count: int) -> list[KlabberjassEntry]:
    return [game(n, soloist=klabberjass_active_seats(n, 4)[0]) for n in range(1, count + 1)]


@pytest.mark.parametrize(
    ("entries", "table_size", "finished", "codes"),
    [
        (_round(24), 4, True, ["too_few_games"]),
        (_round(32), 4, True, []),
        (_round(33), 4, False, ["too_many_games"]),
        (_round(12), 4, False, []),  # a round being entered
        ([game(1, soloist=2), game(3, soloist=2)], 4, False, ["invalid_game_number"]),
    ],
)
def test_check_round_at_four(entries, table_size, finished, codes):
    problems = check_klabberjass_round(entries, table_size=table_size, finished=finished)
    assert [problem.code for problem in problems] == codes


@pytest.mark.parametrize(
    ("count", "finished", "codes"),
    [(24, True, []), (25, False, ["too_many_games"]), (23, True, ["too_few_games"])],
)
def test_check_round_at_three(count, finished, codes):
    entries = [game(n, soloist=1) for n in range(1, count + 1)]
    problems = check_klabberjass_round(entries, table_size=3, finished=finished)
    assert [problem.code for problem in problems] == codes
