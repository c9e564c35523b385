"""Cavendish table inputs: location, receptacle and Destiny cards, typed difficulties and the
buttons of each moment, each through the whole path (map -> engine -> store) of a game session."""

from __future__ import annotations

import pytest

from device.catalog import Catalog
from device.mapping import touch_buttons
from device.session import GameSession
from device.store import Store
from device.tables import cavendish as table
from drivers.events import ButtonPressed, DiceRolled, TagPlaced
from engine.cavendish import CRYSTALS, crystals_in_play


@pytest.fixture
def session(isolated):
    isolated.mkdir(parents=True, exist_ok=True)
    with Store.open(isolated) as store:
        yield GameSession.new(store, Catalog.load(isolated, simulated=True), table.DEFAULT_SETUP)


def scan(session, card_id):
    outcome = session.handle(TagPlaced("main", session.catalog.uids_of(card_id)[0]))
    assert sum(crystals_in_play(session.state).values()) == CRYSTALS
    return outcome


def press(session, name):
    labels = {button.name for button in table.touch_buttons(session.state)}
    assert name in labels | {"next", "confirm"}, f"no '{name}' button now (buttons: {sorted(labels)})"
    outcome = session.handle(ButtonPressed(name, "touch"))
    assert outcome.refused is None, outcome.refused
    return outcome


def type_number(session, value):
    return session.handle(DiceRolled((str(value),), (value,), 1.0, origin="keyboard"))


def test_a_round_played_with_cards_and_buttons_only(session):
    state = lambda: session.state  # noqa: E731 - the session's state changes under us
    scan(session, "cavendish/location/A")
    assert (state()["phase"], state()["location"], state()["agents"]["Anton"]["azrak"]) == ("discovery", "A", 5)
    press(session, "read:Anton")
    scan(session, "cavendish/receptacle/amy")
    assert state()["selected"] == "Amy"
    press(session, "read:Amy")
    press(session, "explore_free:Amy")            # 2 players: a free explore each round
    assert state()["agents"]["Amy"]["azrak"] == 6
    press(session, "standby:Amy")
    scan(session, "cavendish/receptacle/anton")
    press(session, "dexterity:Anton")             # Anton's Dexterity test, 1 Azrak
    press(session, "boost")
    press(session, "support:Amy")
    type_number(session, 4)
    assert state()["test"] == {"agent": "Anton", "attribute": "dexterity", "value": 2, "difficulty": 4,
                               "boost": 1, "support": {"Amy": 1}, "group": False}
    outcome = scan(session, "cavendish/destiny/1")  # Destiny -1: 2 + 1 + 1 - 1 = 3 < 4
    assert [e.data["result"] for e in outcome.events if e.kind == "test"] == ["failure"]
    assert state()["destiny_discard"] == [-1]
    press(session, "standby:Anton")
    press(session, "leave")
    press(session, "update")
    assert state()["mission_return"] == 1
    press(session, "next_captain")
    assert (state()["captain"], state()["round"]) == ("Amy", 2)
    lines = session.store.lines(session.game_id)
    assert lines[1]["source"]["kind"] == "nfc" and lines[4]["source"] == {"kind": "button", "name": "read:Amy",
                                                                           "origin": "touch"}


def recon(session):
    """Amy and Anton take their recon cards; the buttons act for Anton again."""
    press(session, "read:Anton")
    scan(session, "cavendish/receptacle/amy")
    press(session, "read:Amy")
    scan(session, "cavendish/receptacle/anton")


def test_a_broken_link_offers_its_two_choices_and_confirm_takes_the_emergency_update(session):
    scan(session, "cavendish/location/B")
    recon(session)
    press(session, "dexterity:Anton")
    for _ in range(4):
        press(session, "boost")
    assert session.state["pending"] == "Anton"
    names = [b.name for b in table.touch_buttons(session.state)]
    assert names == ["emergency:Anton", "emergency_free:Anton", "emergency_card:Anton", "lose_control:Anton", "undo"]
    press(session, "confirm")
    assert session.state["agents"]["Anton"]["azrak"] == 6 and session.state["mission_return"] == 1


def test_cards_out_of_their_moment_explain_themselves(session):
    destiny = scan(session, "cavendish/destiny/2")
    assert destiny.action is None and "no test is waiting" in destiny.notice.text
    scan(session, "cavendish/location/A")
    elsewhere = scan(session, "cavendish/location/B")
    assert "everyone stands by and leaves first" in elsewhere.notice.text
    assert scan(session, "cavendish/location/A").notice is None  # card A back on the reader: nothing to do
    session.catalog.bind("04AA000000DD02", "cavendish/talisman/anton")
    talisman = scan(session, "cavendish/talisman/anton")
    assert talisman.action is None and "Anton's Talisman: a talisman card" in talisman.notice.text
    number = type_number(session, 3)
    assert "start the test first" in number.notice.text


def test_a_receptacle_that_is_not_played_is_named(isolated):
    isolated.mkdir(parents=True, exist_ok=True)
    catalog = Catalog.load(isolated, simulated=True)
    catalog.bind("04AA000000DD01", "cavendish/receptacle/doug")
    with Store.open(isolated) as store:
        session = GameSession.new(store, catalog, table.DEFAULT_SETUP)
        outcome = session.handle(TagPlaced("main", "04AA000000DD01"))
    assert outcome.notice.text == "Doug is not played in this mission."


def test_buttons_follow_the_moment(session):
    assert [b.name for b in table.touch_buttons(session.state)] == ["undo"]   # captain: scan a location
    scan(session, "cavendish/location/A")
    labels = lambda: [b.label for b in table.touch_buttons(session.state)]  # noqa: E731 - read after each press
    assert labels() == ["Anton: take card", "Undo"]        # l.185: the recon comes before any action
    press(session, "read:Anton")
    assert labels() == ["Undo"]                            # Amy has not taken her card yet
    scan(session, "cavendish/receptacle/amy")
    press(session, "read:Amy")
    assert labels() == ["Amy: free explore", "Amy: stand by", "Test STR 1", "Test CON 3", "Test DEX 3", "Undo"]
    press(session, "standby:Amy")
    assert labels() == ["Amy: free explore", "Amy: give items", "Undo"]   # no card in front of her: no test
    scan(session, "cavendish/receptacle/anton")
    press(session, "standby:Anton")
    assert labels() == ["Anton: free explore", "Leave location", "Undo"]
    press(session, "leave")
    assert [b.name for b in table.touch_buttons(session.state)] == ["update", "update_free", "update_card",
                                                                    "next_captain", "undo"]
    press(session, "next")                       # the physical next button passes the captaincy
    assert session.state["captain"] == "Amy"


def test_the_epilogue_card_asks_the_four_questions_and_scores_the_mission(session):
    scan(session, "cavendish/location/A")
    recon(session)
    press(session, "strength:Anton")
    for _ in range(4):
        press(session, "boost")
    press(session, "confirm")                   # Emergency Update: 1 Azrak on the Mission Return card
    type_number(session, 3)
    scan(session, "cavendish/destiny/3")
    scan(session, "cavendish/epilogue")
    assert [b.label for b in table.touch_buttons(session.state)] == ["Yes", "No", "Undo"]
    for button in ("no:damien", "no:elixir", "yes:anigimas", "no:anton_dead"):
        press(session, button)
    assert (session.state["status"], session.state["score"]) == ("complete", 3)
    assert [b.name for b in touch_buttons("cavendish", session.state)] == ["undo"]


def test_a_difficulty_die_beside_something_the_camera_could_not_read_is_not_taken(session):
    scan(session, "cavendish/location/A")
    recon(session)
    press(session, "strength:Anton")
    outcome = session.handle(DiceRolled(("4", "?"), (4,), 0.4, origin="camera"))
    assert "the camera read 4 ?" in str(outcome.notice.text) and session.state["test"]["difficulty"] is None


@pytest.mark.parametrize("origin, how", [("corrected", "corrected"), ("touch", "tapped")])
def test_a_difficulty_of_several_dice_entered_by_the_players_is_not_said_as_the_camera_read(session, origin, how):
    """The players set these values, so the sentence says so instead of blaming the camera."""
    scan(session, "cavendish/location/A")
    recon(session)
    press(session, "strength:Anton")
    outcome = session.handle(DiceRolled(("3", "4"), (3, 4), 1.0, origin=origin))
    said = str(outcome.notice.text)
    assert "camera" not in said and f"3 4 was {how}" in said and session.state["test"]["difficulty"] is None


def test_an_update_a_card_grants_is_a_button_and_the_engine_refuses_a_second_one(session):
    """l.294: an Update at no cost moves no Azrak to the Mission Return card and leaves the
    player count's free updates untouched; the engine's own refusal when the rule does not apply."""
    scan(session, "cavendish/location/B")
    recon(session)
    press(session, "dexterity:Anton")
    for _ in range(4):
        press(session, "boost")
    press(session, "emergency_card:Anton")            # the broken link mended by a card's effect
    assert session.state["agents"]["Anton"]["azrak"] == 6
    assert (session.state["mission_return"], session.state["free_updates"]) == (0, 2)
    type_number(session, 3)
    scan(session, "cavendish/destiny/3")
    for name in ("Anton", "Amy"):
        scan(session, f"cavendish/receptacle/{name.lower()}")
        press(session, f"standby:{name}")
    press(session, "leave")
    outcome = press(session, "update_card")
    assert "at no cost (a card's effect)" in outcome.events[0].text
    assert (session.state["mission_return"], session.state["free_updates"]) == (0, 2)
    again = session.handle(ButtonPressed("update_card", "touch"))
    assert again.refused == "Standard Update: the group already updated in this Between Locations phase."
