"""Kiválasztottak engine: setup, phases, the active player, victory and draws.

Every expectation here comes from the rulebook (``../shared/rules/kivalasztottak-hu.txt``);
rolls and deck checks are in ``test_kivalasztottak_checks.py``.
"""

from __future__ import annotations

import pytest

from engine.core import IllegalAction, MalformedAction
from engine.kivalasztottak import GAME
from engine.match import Match

SETUP = {"action": "setup", "game": "kivalasztottak", "players": ["Anna", "Bela"], "first": "Anna",
         "future": {"Anna": 40, "Bela": 40}, "towers": {"Anna": 2, "Bela": 2}}


def start(**changes) -> Match:
    match, _ = Match.start({**SETUP, **changes})
    return match


def act(match: Match, action: str, **fields) -> list:
    return match.push({"action": action, **fields})


def texts(events) -> str:
    return " | ".join(e.text for e in events)


def in_manoeuvres(**changes) -> Match:
    """Round 1 after the resource phase, with the first manoeuvre phase begun."""
    match = start(**changes)
    act(match, "resource")
    return match


def next_round(match: Match) -> list:
    """End this round and run the next one's resource phase; the resource events."""
    act(match, "end_round")
    return act(match, "resource")


def player(match: Match, name: str) -> dict:
    return match.state["players"][name]


# --------------------------------------------------------------------------- setup

def test_setup_opens_round_one_with_six_mp_and_the_starting_player_active():
    match = start(first="Bela", future={"Anna": 40, "Bela": 62}, towers={"Anna": 3, "Bela": 1})
    state = match.state
    assert (state["round"], state["phase"], state["active"], state["result"]) == (1, "opening", "Bela", None)
    assert {k: player(match, "Anna")[k] for k in ("mp", "dp", "towers", "future", "hand")} == \
        {"mp": 6, "dp": 0, "towers": 3, "future": 40, "hand": 0}
    assert {k: player(match, "Bela")[k] for k in ("mp", "towers", "future")} == {"mp": 6, "towers": 1, "future": 62}


def test_a_setup_whose_jovo_is_below_forty_cards_is_refused():
    # l.15: "a Jövő paklidnak legalább 40 laposnak kell lennie az első laphúzás lépésben a kezdő
    # toronyszinteken és egyéb, a játék elején játékba kerülő lapokon felül."
    with pytest.raises(IllegalAction) as refused:
        start(future={"Anna": 39, "Bela": 40})
    assert str(refused.value) == ("Pakli: Anna's Jövő has 39 cards; at the first draw it needs at least 40 beyond "
                                  "the starting toronyszint and other starting cards.")
    assert player(start(future={"Anna": 40, "Bela": 60}), "Anna")["future"] == 40


def test_the_higher_roll_chooses_who_starts():
    _, events = Match.start({**SETUP, "first": "Bela", "rolls": {"Anna": 10, "Bela": 3}})
    assert "Anna rolled higher (10 against 3) and chose Bela to start" in texts(events)


def test_equal_start_rolls_must_be_rolled_again():
    with pytest.raises(IllegalAction, match="both rolled 7; roll again"):
        Match.start({**SETUP, "rolls": {"Anna": 7, "Bela": 7}})


@pytest.mark.parametrize("changes, kind, words", [
    ({"players": ["Anna", "Bela", "Cili"]}, MalformedAction, "field 'players' must have at most 2 items"),
    ({"players": ["Anna", "Anna"]}, MalformedAction, "different names"),
    ({"first": "Cili"}, IllegalAction, "starting player 'Cili' is not one of the players"),
    ({"future": {"Anna": 40}}, MalformedAction, "field 'future' must give a number for each player"),
    ({"towers": {"Anna": 0, "Bela": 2}}, MalformedAction, "field 'towers'.Anna must be at least 1"),
    ({"future": {"Anna": "40", "Bela": 40}}, MalformedAction, "field 'future'.Anna must be a whole number"),
    ({"future": {"Anna": 40, "Bela": 12}}, IllegalAction, "Pakli: Bela's Jövő has 12 cards; at the first draw it "
                                                           "needs at least 40 beyond the starting toronyszint"),
])
def test_bad_setups_are_refused_naming_the_problem(changes, kind, words):
    with pytest.raises(kind, match=words.replace(".", r"\.").replace("(", r"\(")):
        start(**changes)


def test_the_glossary_keeps_the_hungarian_terms_with_english():
    for term in ("Jövő", "Cserepakli", "toronyszint", "határsiker", "próbadobás", "mentődobás",
                 "támadásdobás", "lekeverés", "aktív játékos", "Múlt", "laplimit"):
        assert GAME.glossary[term]


def test_every_action_is_documented():
    assert GAME.setup.doc
    assert all(len(move.doc) > 40 for move in GAME.moves.values())


# --------------------------------------------------------------------------- resource phase and mulligan

def test_first_resource_phase_gives_four_mp_and_the_opening_hands():
    match = in_manoeuvres()
    for name in ("Anna", "Bela"):
        assert {k: player(match, name)[k] for k in ("mp", "hand", "future")} == {"mp": 10, "hand": 7, "future": 33}
    assert match.state["phase"] == "resource"


def test_mp_never_expire_and_hands_are_refilled_to_seven():
    match = in_manoeuvres()
    act(match, "play", player="Anna", mp=3)           # Anna 7 MP, hand 6
    act(match, "discard", player="Bela", n=4)         # Bela hand 3
    events = next_round(match)
    assert (player(match, "Anna")["mp"], player(match, "Bela")["mp"]) == (11, 14)
    assert (player(match, "Anna")["hand"], player(match, "Bela")["hand"]) == (7, 7)
    assert (player(match, "Anna")["future"], player(match, "Bela")["future"]) == (32, 29)
    assert "Bela: +4 MP (14), draws 4 (hand 7, Jövő 29)" in texts(events)


def test_a_short_jovo_draws_all_that_is_left():
    match = start()
    act(match, "discard", player="Anna", n=31, pile="future")   # a card effect leaves 9
    act(match, "resource")
    act(match, "play", player="Anna")
    act(match, "play", player="Anna")
    act(match, "play", player="Anna")   # hand 4, Jövő 2
    events = next_round(match)
    assert (player(match, "Anna")["hand"], player(match, "Anna")["future"]) == (6, 0)
    assert "Anna: +4 MP (14), draws 2, all the Jövő had (hand 6, Jövő 0)" in texts(events)


def test_a_hand_above_seven_is_discarded_to_the_mult():
    match = in_manoeuvres()
    act(match, "draw", player="Bela", n=3)
    events = next_round(match)
    assert (player(match, "Bela")["hand"], player(match, "Bela")["past"]) == (7, 3)
    assert "discards 3 to the Múlt (hand 7)" in texts(events)


def test_resting_and_wounded_figures_turn_back_one_step():
    match = in_manoeuvres()
    act(match, "figures", player="Anna", eber=1, piheno=2, serult=3)
    next_round(match)
    assert player(match, "Anna")["figures"] == {"eber": 3, "piheno": 3, "serult": 0}
    next_round(match)
    assert player(match, "Anna")["figures"] == {"eber": 6, "piheno": 0, "serult": 0}


def test_resource_only_follows_the_opening():
    match = in_manoeuvres()
    with pytest.raises(IllegalAction, match="follows the round's opening; it is now the Erőforrás"):
        act(match, "resource")


def test_mulligan_draws_two_fewer_each_time_down_to_one():
    match = in_manoeuvres()
    hands = []
    for _ in range(3):
        act(match, "mulligan", player="Anna")
        hands.append(player(match, "Anna")["hand"])
    assert hands == [5, 3, 1]
    assert player(match, "Anna")["future"] == 40 - 7 - 5 - 3 - 1
    with pytest.raises(IllegalAction, match="drew only 1 card, so a further mulligan would draw none"):
        act(match, "mulligan", player="Anna")


def test_kept_hand_shuffles_the_set_aside_cards_back():
    match = in_manoeuvres()
    act(match, "mulligan", player="Anna")
    act(match, "mulligan", player="Anna")
    events = act(match, "mp", player="Anna", n=-1)     # the first manoeuvre ends every mulligan
    assert (player(match, "Anna")["hand"], player(match, "Anna")["future"], player(match, "Anna")["aside"]) == (3, 37, 0)
    assert "Lekeverés vége: Anna keeps 3 cards and shuffles the 12 set-aside cards back into the Jövő (37)" in texts(events)
    with pytest.raises(IllegalAction, match="only possible in round 1, between the opening draw and the first manoeuvre"):
        act(match, "mulligan", player="Anna")


def test_the_starting_player_decides_on_the_mulligan_first():
    match = in_manoeuvres()
    events = act(match, "mulligan", player="Bela")
    assert player(match, "Bela")["hand"] == 5
    with pytest.raises(IllegalAction, match="Anna already kept their opening hand"):
        act(match, "mulligan", player="Anna")
    act(match, "mulligan", player="Bela")                 # Bela may go on
    assert player(match, "Bela")["hand"] == 3
    assert "Lekeverés: Bela sets 7 cards aside and draws 5" in texts(events)


def test_mulligan_with_a_short_jovo_draws_what_is_left():
    match = start()
    act(match, "discard", player="Anna", n=30, pile="future")   # a card effect leaves 10
    act(match, "resource")
    act(match, "mulligan", player="Anna")
    assert (player(match, "Anna")["hand"], player(match, "Anna")["future"]) == (3, 0)
    act(match, "pass", player="Anna")
    assert (player(match, "Anna")["hand"], player(match, "Anna")["future"]) == (3, 7)


def test_mulligan_is_only_for_the_first_round():
    match = in_manoeuvres()
    next_round(match)
    with pytest.raises(IllegalAction, match="only possible in round 1"):
        act(match, "mulligan", player="Anna")


# --------------------------------------------------------------------------- the active player

def test_more_mp_makes_the_active_player():
    match = in_manoeuvres()
    act(match, "mp", player="Anna", n=-2)
    assert match.state["active"] == "Bela"
    act(match, "mp", player="Anna", n=3)                  # MP-nyerés: 11 against 10
    assert match.state["active"] == "Anna"


def test_equal_mp_with_nobody_having_spent_keeps_the_starting_player():
    match = in_manoeuvres(first="Bela")
    assert match.state["active"] == "Bela"
    act(match, "mp", player="Anna", n=1)
    act(match, "mp", player="Bela", n=1)
    assert match.state["active"] == "Bela"


def test_equal_mp_goes_to_who_spent_longest_ago():
    match = in_manoeuvres()
    act(match, "mp", player="Anna", n=-2)                 # Anna 8, Bela 10
    act(match, "mp", player="Bela", n=-2)                 # 8 : 8, Anna spent earlier
    assert match.state["active"] == "Anna"
    act(match, "mp", player="Anna", n=-1)                 # 7 : 8
    act(match, "mp", player="Bela", n=-1)                 # 7 : 7, Anna spent longest ago again
    assert match.state["active"] == "Anna"
    act(match, "play", player="Anna", mp=1)               # 6 : 7
    act(match, "play", player="Bela", mp=1)               # 6 : 6
    assert match.state["active"] == "Anna"


def test_equal_mp_goes_to_who_never_spent():
    match = in_manoeuvres()
    act(match, "mp", player="Anna", n=-2)                 # 8 : 10, Bela active
    act(match, "mp", player="Bela", n=-2, effect=True)    # MP-vesztés is no manoeuvre: 8 : 8
    assert match.state["active"] == "Bela"


def test_a_pass_hands_over_until_something_happens():
    match = in_manoeuvres()
    act(match, "mp", player="Bela", n=-1, effect=True)    # 10 : 9, Anna active
    events = act(match, "pass", player="Anna")
    assert match.state["active"] == "Bela"
    assert "Passz: Anna passes, Bela is the aktív játékos" in texts(events)
    act(match, "play", player="Bela", mp=1)               # 10 : 8, more MP decides again
    assert match.state["active"] == "Anna"


def test_a_pass_on_equal_mp_hands_over_too():
    match = in_manoeuvres()
    act(match, "pass", player="Anna")
    assert match.state["active"] == "Bela"
    act(match, "mp", player="Bela", n=-1)                 # 10 : 9
    assert match.state["active"] == "Anna"


def test_only_the_active_player_acts():
    match = in_manoeuvres()
    with pytest.raises(IllegalAction, match="only Anna may act now, so Bela cannot spend MP"):
        act(match, "mp", player="Bela", n=-1)
    with pytest.raises(IllegalAction, match="only Anna may act now, so Bela cannot pass"):
        act(match, "pass", player="Bela")
    with pytest.raises(IllegalAction, match="only Anna may act now, so Bela cannot play a card"):
        act(match, "play", player="Bela")


def test_two_passes_in_a_row_close_the_manoeuvres():
    match = in_manoeuvres()
    act(match, "pass", player="Anna")
    events = act(match, "pass", player="Bela")
    assert match.state["phase"] == "closing"
    assert "the manőverek fázisa ends; Forduló zárása (closing), Anna may discard one card first" in texts(events)


def test_a_pass_answered_by_a_manoeuvre_does_not_close():
    match = in_manoeuvres()
    act(match, "pass", player="Anna")
    act(match, "play", player="Bela", mp=1)
    act(match, "pass", player="Anna")
    assert match.state["phase"] == "manoeuvres"
    act(match, "pass", player="Bela")
    assert match.state["phase"] == "closing"


def test_closing_discards_one_card_each_active_player_first():
    match = in_manoeuvres()
    act(match, "mp", player="Anna", n=-1)                 # Bela has more MP: Bela discards first
    act(match, "pass", player="Bela")
    act(match, "pass", player="Anna")
    with pytest.raises(IllegalAction, match="Bela \\(the aktív játékos\\) decides on their discard before Anna"):
        act(match, "discard", player="Anna", n=1)
    with pytest.raises(IllegalAction, match="may discard only one card, not 2"):
        act(match, "discard", player="Bela", n=2)
    act(match, "discard", player="Bela", n=1)
    events = act(match, "pass", player="Anna")
    assert "Anna keeps their hand" in texts(events)
    assert (player(match, "Bela")["past"], player(match, "Anna")["past"]) == (1, 0)
    assert match.state["active"] == "Bela"
    act(match, "discard", player="Anna", n=2)             # a card effect now, not the closing discard
    assert player(match, "Anna")["past"] == 2


def test_mp_spending_is_capped_by_what_a_player_has():
    match = in_manoeuvres()
    with pytest.raises(IllegalAction, match="Anna has only 10 MP and cannot pay 11 MP"):
        act(match, "mp", player="Anna", n=-11)
    act(match, "mp", player="Anna", n=-30, effect=True)
    assert player(match, "Anna")["mp"] == 0


def test_dp_may_be_negative_but_counts_as_zero_elsewhere():
    match = in_manoeuvres()
    act(match, "dp", player="Anna", n=-3)
    assert (player(match, "Anna")["dp"], player(match, "Anna")["dp_value"]) == (-3, 0)


# --------------------------------------------------------------------------- victory at once

def test_losing_the_last_tower_level_loses_at_once():
    match = in_manoeuvres()
    act(match, "dp", player="Bela", n=15)
    act(match, "tower", player="Bela", n=-1)
    assert match.state["result"] is None
    events = act(match, "tower", player="Bela", n=-1)
    assert match.state["result"] == {"winner": "Anna", "why": "Anna wins: Bela has no toronyszint left."}
    assert match.state["phase"] == "over"
    assert "Bela has no toronyszint left" in texts(events)


def test_nineteen_dp_with_the_most_wins_at_once():
    match = in_manoeuvres()
    act(match, "dp", player="Anna", n=18)
    assert match.state["result"] is None
    act(match, "dp", player="Anna", n=1)
    assert match.state["result"]["winner"] == "Anna"


def test_nineteen_dp_without_the_most_does_not_win():
    match = in_manoeuvres()
    act(match, "dp", player="Bela", n=19)                 # Bela wins here already: take it back
    match.pop()
    act(match, "effect", dp={"Anna": 19, "Bela": 19})
    assert match.state["result"] is None
    act(match, "dp", player="Bela", n=2)
    assert match.state["result"]["winner"] == "Bela"


def test_nineteen_dp_does_not_win_at_once_without_both_towers():
    match = in_manoeuvres()
    act(match, "effect", dp={"Anna": 25}, towers={"Anna": -2})   # Anna has no tower: Bela wins by towers
    assert match.state["result"]["winner"] == "Bela"


def test_both_losing_the_last_tower_at_once_is_a_draw():
    match = in_manoeuvres()
    events = act(match, "effect", towers={"Anna": -2, "Bela": -2})
    assert match.state["result"] == {"draw": True,
                                     "why": "Döntetlen: both players lost their last toronyszint at the same time."}
    assert "Döntetlen" in texts(events)


def test_two_wins_at_the_same_time_are_a_draw():
    match = in_manoeuvres()
    act(match, "effect", wins=["Anna", "Bela"])
    assert match.state["result"]["draw"] is True
    assert "both players would win at the same time" in match.state["result"]["why"]


def test_a_declared_win_against_a_tower_win_is_a_draw():
    match = in_manoeuvres()
    act(match, "effect", towers={"Anna": -2}, wins=["Anna"])   # Bela wins by towers, Anna by the card
    assert match.state["result"]["draw"] is True


def test_a_decided_game_takes_no_more_actions():
    match = in_manoeuvres()
    act(match, "dp", player="Anna", n=19)
    with pytest.raises(IllegalAction, match="The game is over \\(Anna wins at once with 19 DP"):
        act(match, "dp", player="Bela", n=1)
    act(match, "deck_check", deck={"Kard": 40})           # a deck check is not part of the duel
    match.push({"action": "undo"})
    match.push({"action": "undo"})
    assert match.state["result"] is None


# --------------------------------------------------------------------------- victory at the end of a round

def test_eleven_dp_with_the_most_wins_only_at_the_end_of_the_round():
    match = in_manoeuvres()
    act(match, "dp", player="Bela", n=11)
    act(match, "dp", player="Anna", n=10)
    assert match.state["result"] is None
    events = act(match, "end_round")
    assert match.state["result"] == {"winner": "Bela",
                                     "why": "End of round: Bela wins with 11 DP (at least 11 and the most)."}
    assert "Bela wins with 11 DP" in texts(events)


def test_ten_dp_with_the_most_does_not_win_at_the_end_of_the_round():
    match = in_manoeuvres()
    act(match, "dp", player="Bela", n=10)
    act(match, "end_round")
    assert match.state["result"] is None
    assert (match.state["round"], match.state["phase"]) == (2, "opening")


def test_equal_dp_of_eleven_or_more_starts_a_new_round():
    match = in_manoeuvres()
    act(match, "effect", dp={"Anna": 12, "Bela": 12})
    events = act(match, "end_round")
    assert match.state["result"] is None and match.state["round"] == 2
    assert "equal 12 DP: nobody has the most" in texts(events)


def test_an_empty_jovo_at_the_end_of_the_round_loses():
    match = in_manoeuvres()
    act(match, "discard", player="Anna", n=33, pile="future")
    assert match.state["result"] is None                  # only judged at the end of the round
    act(match, "end_round")
    assert match.state["result"] == {"winner": "Bela",
                                     "why": "End of round: Anna has no card left in the Jövő, so Bela wins."}


def test_an_empty_jovo_loses_even_on_equal_dp_of_eleven_or_more():
    # l.10 (an empty Jövő loses unless its player wins) is read before l.11 (equal 11+ DP: a new round).
    match = in_manoeuvres()
    act(match, "effect", dp={"Anna": 12, "Bela": 12})
    act(match, "discard", player="Anna", n=33, pile="future")
    act(match, "end_round")
    assert match.state["result"] == {"winner": "Bela",
                                     "why": "End of round: Anna has no card left in the Jövő, so Bela wins."}


def test_an_empty_jovo_does_not_lose_when_its_player_wins_on_dp():
    match = in_manoeuvres()
    act(match, "draw", player="Anna", n=33)
    act(match, "dp", player="Anna", n=11)
    act(match, "end_round")
    assert match.state["result"]["winner"] == "Anna"


def test_both_jovo_decks_empty_without_a_winner_is_a_draw():
    match = in_manoeuvres()
    act(match, "draw", player="Anna", n=40)
    act(match, "draw", player="Bela", n=33)
    act(match, "effect", dp={"Anna": 11, "Bela": 11})
    act(match, "end_round")
    assert match.state["result"] == {"draw": True, "why": "Döntetlen: both Jövő decks are empty at the end "
                                                          "of the round and nobody won."}


def test_both_jovo_decks_empty_with_a_dp_winner_is_a_win():
    match = in_manoeuvres()
    act(match, "draw", player="Anna", n=33)
    act(match, "draw", player="Bela", n=33)
    act(match, "dp", player="Bela", n=11)
    act(match, "end_round")
    assert match.state["result"]["winner"] == "Bela"


def test_a_round_cannot_end_before_the_manoeuvres():
    match = start()
    with pytest.raises(IllegalAction, match="A round ends after its manőverek fázisa; it is now the Forduló nyitása"):
        act(match, "end_round")


# --------------------------------------------------------------------------- malformed and illegal actions

@pytest.mark.parametrize("action, kind, words", [
    ({"action": "castle"}, MalformedAction, "'castle' is not a Kiválasztottak action"),
    ({"action": "dp", "player": "Anna"}, MalformedAction, "'dp' is missing the field 'n'"),
    ({"action": "dp", "player": "Anna", "n": 0}, MalformedAction, "'dp' field 'n' must not be 0"),
    ({"action": "dp", "player": "Anna", "n": "3"}, MalformedAction, "'dp' field 'n' must be a whole number"),
    ({"action": "dp", "player": "Cili", "n": 3}, IllegalAction, "'Cili' is not playing"),
    ({"action": "mp", "player": "Anna", "n": 0}, MalformedAction, "'mp' field 'n' must not be 0"),
    ({"action": "draw", "player": "Anna", "n": 0}, MalformedAction, "'draw' field 'n' must be at least 1"),
    ({"action": "discard", "player": "Anna", "n": 8}, IllegalAction, "Anna has only 7 cards in the Kéz"),
    ({"action": "discard", "player": "Anna", "n": 1, "pile": "past"}, MalformedAction,
     "'discard' field 'pile' must be one of hand, future"),
    ({"action": "tower", "player": "Anna", "n": -3}, IllegalAction, "Anna has only 2 toronyszint and cannot lose 3"),
    ({"action": "pass", "player": "Anna", "why": "tired"}, MalformedAction, "'pass' has an unknown field 'why'"),
    ({"action": "effect"}, MalformedAction, "'effect' changes nothing"),
    ({"action": "figures", "player": "Anna"}, MalformedAction, "'figures' needs at least one of eber"),
    ({"action": "setup", "game": "kivalasztottak"}, IllegalAction, "already set up"),
])
def test_bad_actions_are_refused_naming_the_problem(action, kind, words):
    match = in_manoeuvres()
    before = match.state
    with pytest.raises(kind) as err:
        match.push(action)
    assert words in str(err.value)
    assert match.state == before


def test_playing_needs_a_card_in_hand():
    match = in_manoeuvres()
    act(match, "discard", player="Anna", n=7)
    with pytest.raises(IllegalAction, match="Anna has no card in hand to play"):
        act(match, "play", player="Anna")


def test_nobody_passes_in_the_opening():
    match = start()
    with pytest.raises(IllegalAction, match="Nobody passes in the Forduló nyitása"):
        act(match, "pass", player="Anna")


# --------------------------------------------------------------------------- more of the rules

def test_playing_a_toronyszint_card_pays_and_builds_a_level():
    match = in_manoeuvres()
    events = act(match, "play", player="Anna", mp=4, tower=True)
    assert (player(match, "Anna")["mp"], player(match, "Anna")["towers"], player(match, "Anna")["hand"]) == (6, 3, 6)
    assert "Toronyszint: Anna builds 1, 3 now." in texts(events)


def test_a_pass_in_the_resource_phase_starts_the_manoeuvres():
    match = in_manoeuvres()
    events = act(match, "pass", player="Anna")
    assert match.state["phase"] == "manoeuvres"
    assert texts(events).startswith("Manőverek fázisa (manoeuvres) begins.")


def test_a_round_where_nobody_acts_can_end_after_the_resource_phase():
    match = in_manoeuvres()
    events = act(match, "end_round")
    assert (match.state["round"], match.state["phase"]) == (2, "opening")
    assert "the manőverek fázisa ends and nobody discards" in texts(events)


def test_an_effect_mp_loss_takes_at_most_what_there_is():
    match = in_manoeuvres()
    act(match, "effect", mp={"Anna": -15, "Bela": 2})
    assert (player(match, "Anna")["mp"], player(match, "Bela")["mp"]) == (0, 12)
    assert match.state["active"] == "Bela"


def test_nineteen_dp_loses_to_more_dp_reached_at_the_same_instant():
    match = in_manoeuvres()
    act(match, "effect", dp={"Anna": 19, "Bela": 20})
    assert match.state["result"]["winner"] == "Bela"
    assert "Bela wins at once with 20 DP" in match.state["result"]["why"]


def test_the_most_dp_may_be_negative_dp_against_less():
    match = in_manoeuvres()
    act(match, "effect", dp={"Anna": -4, "Bela": -1})
    act(match, "end_round")                                 # nobody has 11: the game goes on
    assert match.state["result"] is None and match.state["players"]["Anna"]["dp_value"] == 0


def test_the_tie_rule_remembers_spending_across_rounds():
    match = in_manoeuvres()
    act(match, "mp", player="Anna", n=-1)                   # 9 : 10
    act(match, "mp", player="Bela", n=-1)                   # 9 : 9, Anna spent longest ago
    next_round(match)                                  # 13 : 13
    assert match.state["active"] == "Anna"


def test_rolls_and_mp_are_refused_once_the_duel_is_decided():
    match = in_manoeuvres()
    act(match, "tower", player="Bela", n=-2)
    with pytest.raises(IllegalAction, match="The game is over \\(Anna wins: Bela has no toronyszint left.\\)"):
        act(match, "roll", kind="mento", dice=[1, 2], high=7)
    with pytest.raises(IllegalAction, match="The game is over"):
        act(match, "end_round")
