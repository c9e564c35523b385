"""Kiválasztottak rules the line-by-line reading of the rulebook found the engine getting wrong, by line."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.match import Match

SETUP = {"action": "setup", "game": "kivalasztottak", "players": ["Anna", "Bela"], "first": "Anna",
         "future": {"Anna": 40, "Bela": 40}, "towers": {"Anna": 2, "Bela": 2}}


def start() -> Match:
    match, _ = Match.start(dict(SETUP))
    return match


def act(match: Match, action: str, **fields) -> list:
    return match.push({"action": action, **fields})


def player(match, name):
    return match.state["players"][name]


def test_l174_the_aktiv_jatekos_not_the_starting_player_decides_on_the_mulligan_first():
    """l.174: "elsőként az aktív játékos húz ... és dönt hogy lekever-e": Bela, holding more MP, is active."""
    match = start()
    act(match, "mp", player="Bela", n=1)
    act(match, "resource")
    assert match.state["active"] == "Bela"
    act(match, "mulligan", player="Bela")
    act(match, "mulligan", player="Anna")                # the second to decide may still mulligan
    assert (player(match, "Bela")["hand"], player(match, "Anna")["hand"]) == (5, 5)
    with pytest.raises(IllegalAction, match="Bela already kept their opening hand"):
        act(match, "mulligan", player="Bela")


def test_l101_a_toronyszint_card_has_mp_value_4():
    """l.101: "Toronyszint lapok MP-értéke 4": played without 'mp' it costs 4."""
    match = start()
    act(match, "resource")
    act(match, "play", player="Anna", tower=True)
    assert (player(match, "Anna")["mp"], player(match, "Anna")["towers"]) == (10 - 4, 3)


def test_l156_outside_the_manoeuvres_phase_only_quick_effects():
    """l.156: "Manőverek fázisán kívül csak gyors hatással élhetsz": an MP payment in the opening needs quick."""
    match = start()
    with pytest.raises(IllegalAction, match="Only quick effects outside the Manőverek fázisa"):
        act(match, "mp", player="Anna", n=-2)
    assert player(match, "Anna")["mp"] == 6
    act(match, "mp", player="Anna", n=-2, quick=True)
    assert player(match, "Anna")["mp"] == 4


def test_an_ask_roll_event_keeps_its_own_tag():
    """The roll a card asks for is named by the event's 'roll' field, not by overwriting its tag."""
    match = start()
    act(match, "resource")
    [event] = act(match, "ask_roll", kind="tamadas", high=7)
    assert event.to_json()["kind"] == "ask_roll" and event.to_json()["roll"] == "tamadas"


def test_l159_the_closing_discard_names_the_closing_rule_and_no_mp_active_player():
    """l.159: "Minden játékos egy választott lapját eldobhatja ... Az aktív játékos dob először"."""
    match = start()
    act(match, "resource")
    act(match, "mp", player="Bela", n=3)                  # Bela holds more MP: Bela discards first
    act(match, "pass", player="Bela")
    act(match, "pass", player="Anna")
    events = act(match, "discard", player="Bela", n=1)
    assert [e.text for e in events] == ["Forduló zárása: Bela discards one card from the Kéz to the Múlt (Kéz 6)."]
    events = act(match, "discard", player="Anna", n=1)
    assert events[-1].text == "Aktív játékos: Bela (13 MP)."


def test_l102_a_card_of_mp_value_0_costs_nothing_and_is_no_mp_bound_manoeuvre():
    """l.102-103, l.191: "Építmény lapok MP-értéke 0", "Szövetséges lapok MP-értéke 0", "Jelző lap MP-értéke 0";
    l.139: such a play does not restart its player's clock for equal MP."""
    match = start()
    act(match, "resource")
    act(match, "mp", player="Anna", n=-1)                 # 9 against 10: Bela
    act(match, "mp", player="Bela", n=-1)                 # 9 and 9: Anna spent longest ago
    assert match.state["active"] == "Anna"
    act(match, "play", player="Anna")
    assert (player(match, "Anna")["mp"], player(match, "Anna")["hand"]) == (9, 6)
    assert match.state["active"] == "Anna"


def test_l141_who_is_active_is_judged_again_after_an_effect():
    """l.141: "Minden időfonalból visszafejtett hatás után újra meg kell vizsgálni, hogy ki az aktív játékos"."""
    match = start()
    act(match, "resource")
    act(match, "mp", player="Anna", n=-1)                 # 9 against 10: Bela
    assert match.state["active"] == "Bela"
    events = act(match, "mp", player="Bela", n=-2, effect=True)
    assert match.state["active"] == "Anna" and events[-1].text == "Aktív játékos: Anna (9 MP)."


def test_l142_a_quick_effect_is_the_active_players_first():
    """l.142: "Gyors hatással is az aktív játékos élhet először": outside the manoeuvres too."""
    match = start()
    with pytest.raises(IllegalAction, match="only Anna may act now, so Bela cannot spend MP"):
        act(match, "mp", player="Bela", n=-1, quick=True)
    with pytest.raises(IllegalAction, match="only Anna may act now, so Bela cannot play a card"):
        act(match, "play", player="Bela", mp=1, quick=True)
    assert (player(match, "Bela")["mp"], match.state["phase"]) == (6, "opening")


def test_l12_both_jovo_decks_empty_on_equal_dp_of_eleven_is_a_draw_not_a_new_round():
    """l.12: "Ha egyik játékosnak sincs lap a Jövő paklijában a forduló végén, és nem teljesül egyik győzelmi feltétel
    sem, akkor a meccs végeredménye döntetlen", before l.11's new round on equal DP of 11 or more."""
    match = start()
    act(match, "resource")
    for name in ("Anna", "Bela"):
        act(match, "discard", player=name, n=33, pile="future")
    act(match, "effect", dp={"Anna": 11, "Bela": 11})
    events = act(match, "end_round")
    assert match.state["result"] == {"draw": True, "why": events[-1].text}
    assert events[-1].text == "Döntetlen: both Jövő decks are empty at the end of the round and nobody won."
