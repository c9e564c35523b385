"""T.I.M.E Stories table inputs: cards on seat and shared readers, dice from the camera, buttons,
each through the whole path (map -> engine -> store) of a game session."""

from __future__ import annotations

import json

import pytest

from device.catalog import Catalog, CatalogError
from device.session import GameSession
from device.store import Store
from device.tables import timestories as table
from drivers.events import ButtonPressed, DiceRolled, TagPlaced

SETUP = {"action": "setup", "game": "timestories", "tu": 12, "captain": "Blue",
         "agents": [{"name": "Blue", "lp": 3, "resistance": 1, "dice": {"combat": 2}},
                    {"name": "Pink", "lp": 3, "resistance": 0, "dice": {"combat": 1}}]}
OWN_CARDS = [
    {"id": "asylum/receptacle/eliza", "game": "timestories", "kind": "receptacle", "name": "Eliza",
     "lp": 5, "resistance": 2, "dice": {"combat": 3, "deftness": 1}},
    {"id": "asylum/item/12", "game": "timestories", "kind": "item", "name": "Item 12", "item": "12"},
    {"id": "asylum/item/40", "game": "timestories", "kind": "item", "name": "Item 40", "item": "40",
     "agency": True},
    {"id": "asylum/token/cross", "game": "timestories", "kind": "token", "name": "Cross", "token": "cross"},
    {"id": "asylum/test/orderly", "game": "timestories", "kind": "test", "name": "Orderly", "space": "B",
     "shields": [{"kind": "normal", "n": 1}, {"kind": "skull", "n": 2}], "trait": "combat"},
]
CARD_IDS = ["timestories/location/1", "timestories/location/6", "timestories/space/B", "timestories/space/C",
            "timestories/mission/success"] + [card["id"] for card in OWN_CARDS]
UIDS = {card_id: f"04{index:02X}0000000001" for index, card_id in enumerate(CARD_IDS)}


@pytest.fixture
def session(isolated):
    isolated.mkdir(parents=True, exist_ok=True)
    (isolated / "cards.jsonl").write_text("".join(json.dumps(card) + "\n" for card in OWN_CARDS))
    (isolated / "tags.jsonl").write_text("".join(json.dumps({"uid": uid, "card": card}) + "\n"
                                                 for card, uid in UIDS.items()))
    with Store.open(isolated) as store:
        yield GameSession.new(store, Catalog.load(isolated), SETUP)


def scan(session, card_id, reader="main"):
    return session.handle(TagPlaced(reader, UIDS[card_id]))


def press(session, name):
    return session.handle(ButtonPressed(name, "touch"))


def action_dice(session, *faces, profile=table.ACTION_DICE):
    return session.handle(DiceRolled(tuple(faces), tuple(0 for _ in faces), 0.97, profile=profile))


def at_orderly(session):
    """At Location 1, both pawns on B (placed from the shared reader, seat order), TU spent, test placed."""
    scan(session, "timestories/location/1")
    scan(session, "timestories/space/B")
    scan(session, "timestories/space/B")
    press(session, "spend_tu")
    scan(session, "asylum/test/orderly")


def test_a_receptacle_card_on_a_seat_reader_gives_that_agent_its_receptacle_at_the_base(session):
    outcome = scan(session, "asylum/receptacle/eliza", reader="seat2")
    assert outcome.action["agent"] == "Pink" and not outcome.refused
    pink = session.state["agents"]["Pink"]
    assert (pink["receptacle"], pink["lp"], pink["lp_max"]) == ("Eliza", 5, 5)
    assert pink["dice"] == {"combat": 3, "deftness": 1}
    assert session.store.lines(session.game_id)[-1]["source"]["reader"] == "seat2"


def test_a_receptacle_card_missing_its_lp_is_refused_with_the_field_named(isolated):
    """Kept when the catalog is read, to be corrected on the kiosk; scanning it names the field
    (tests/test_cards_touch_required.py), and saving it so is refused."""
    isolated.mkdir(parents=True, exist_ok=True)
    broken = {"id": "asylum/receptacle/broken", "game": "timestories", "kind": "receptacle", "name": "Broken"}
    (isolated / "cards.jsonl").write_text(json.dumps(broken) + "\n")
    catalog = Catalog.load(isolated)
    with pytest.raises(CatalogError, match="card 'asylum/receptacle/broken' has no 'lp'"):
        catalog.save_card(broken)


def test_a_receptacle_card_on_the_shared_reader_asks_for_a_seat_reader(session):
    outcome = scan(session, "asylum/receptacle/eliza")
    assert outcome.notice.attention and "reader of the agent" in outcome.notice.text


def test_a_location_card_enters_and_a_red_one_adds_2_tu_to_the_captain_die(session):
    scan(session, "timestories/location/6")
    assert session.state["location"] == "Location 6" and session.state["red"] is True
    assert scan(session, "timestories/location/6").action is None        # card back on the reader: nothing
    assert "first leave Location 6" in scan(session, "timestories/location/1").notice.text
    session.handle(DiceRolled(("2tu",), (2,), 0.9, profile=table.CAPTAIN_DIE))
    assert session.state["tu"] == 8 and session.state["captain"] == "Pink"


def test_space_cards_place_pawns_in_seat_order_then_move_the_agent_of_their_seat(session):
    at_orderly(session)
    assert [a["space"] for a in session.state["agents"].values()] == ["B", "B"]
    outcome = scan(session, "timestories/space/C", reader="seat2")
    assert outcome.action == {**outcome.action, "action": "move", "agent": "Pink", "space": "C"}
    assert session.state["agents"]["Pink"]["space"] == "C"


def test_action_dice_are_the_roll_of_the_agent_next_to_act(session):
    at_orderly(session)
    outcome = action_dice(session, "hit", "hit_skull")
    assert outcome.action == {**outcome.action, "action": "roll", "agent": "Blue", "space": "B",
                              "hits": 2, "skulls": 1}
    # 2 hits: the normal shield and one skull shield; riposte 1 skull + 1 skull shield = 2 > resistance 1.
    assert session.state["tests"]["B"]["shields"] == [{"kind": "skull", "n": 1}]
    assert session.state["agents"]["Blue"]["lp"] == 2
    assert table.next_to_act(session.state) == "Pink"


def test_a_roll_with_the_wrong_number_of_dice_asks_for_a_new_roll(session):
    at_orderly(session)
    outcome = action_dice(session, "hit", "hit", "skull")
    assert outcome.notice.kind == "dice_check"
    assert "Blue rolls 2 dice for combat, but the camera read 3 dice" in outcome.notice.text
    assert session.state["tests"]["B"]["shields"][0] == {"kind": "normal", "n": 1}


def test_action_dice_outside_an_action_round_are_a_notice_not_an_action(session):
    scan(session, "timestories/location/1")
    outcome = action_dice(session, "hit")
    assert outcome.action is None and "spend 1 TU first" in outcome.notice.text


def test_the_idle_button_acts_for_the_agent_next_to_act(session):
    at_orderly(session)
    press(session, "idle")
    assert session.state["agents"]["Blue"]["acted"] == "idle" and session.state["agents"]["Blue"]["lp"] == 2
    assert [b.label for b in table.touch_buttons(session.state)] == ["Spend 1 TU", "Idle: Pink", "Undo"]


def test_item_cards_are_taken_given_and_used_by_seat(session):
    scan(session, "timestories/location/1")
    scan(session, "asylum/item/12", reader="seat1")
    assert session.state["agents"]["Blue"]["items"] == ["12"]
    scan(session, "asylum/item/12", reader="seat2")                    # off the board: may be given
    assert session.state["agents"]["Pink"]["items"] == ["12"]
    outcome = scan(session, "asylum/item/12", reader="seat2")
    assert outcome.action["action"] == "use" and session.state["used_items"] == {"12": "Pink"}


def test_a_state_token_is_gained_once_and_a_test_card_places_its_shields(session):
    at_orderly(session)
    scan(session, "asylum/token/cross")
    assert scan(session, "asylum/token/cross").action is None
    assert session.state["tokens"] == ["cross"]
    assert session.state["tests"]["B"] == {"shields": [{"kind": "normal", "n": 1}, {"kind": "skull", "n": 2}],
                                           "lock": False, "trait": "combat"}


def test_the_mission_successful_card_ends_the_game_and_a_failure_offers_a_new_run(session):
    scan(session, "timestories/location/1")
    for _ in range(12):
        press(session, "spend_tu")
    assert session.state["status"] == "failed"
    assert [b.name for b in table.touch_buttons(session.state)] == ["new_run", "undo"]
    press(session, "confirm")
    assert (session.state["run"], session.state["tu"]) == (2, 12)
    assert press(session, "confirm").action is None          # confirm starts a run only after a failure
    scan(session, "timestories/mission/success")
    assert session.state["status"] == "success"


def test_a_time_captain_die_outside_1_to_3_is_a_correction_prompt(session):
    scan(session, "timestories/location/1")
    outcome = session.handle(DiceRolled(("5",), (5,), 0.9, origin="keyboard"))
    assert outcome.notice.kind == "dice_check" and session.state["location"] == "Location 1"


def typed(session, *values, profile):
    """Values entered by the players (keyboard), the faces of ``profile`` that show them."""
    from device.screens.dice import typed_roll

    faces = [typed_roll(value, profile).faces[0] for value in values]
    return session.handle(DiceRolled(tuple(faces), tuple(values), 1.0, profile, origin="keyboard"))


def test_a_typed_roll_of_the_wrong_count_says_it_was_typed_not_read_by_the_camera(session):
    at_orderly(session)
    outcome = typed(session, 2, profile=table.ACTION_DICE)
    assert outcome.notice.text == "Blue rolls 2 dice for combat; typed: 1 die. Enter 2 values."
    assert "camera" not in outcome.notice.text and outcome.notice.kind == "dice_check"


def test_a_typed_time_captain_value_outside_1_to_3_says_it_was_typed(session):
    scan(session, "timestories/location/1")
    outcome = typed(session, 4, profile=table.CAPTAIN_DIE)
    assert outcome.notice.text == "The Time Captain die shows 1 to 3 TU; typed: 4. Enter one value from 1 to 3."


def test_a_time_captain_die_beside_something_the_camera_could_not_read_is_not_taken(session):
    scan(session, "timestories/location/1")
    outcome = session.handle(DiceRolled(("?", "2tu"), (2,), 0.38, table.CAPTAIN_DIE, origin="camera"))
    assert outcome.action is None and outcome.notice.kind == "dice_check"
    assert session.state["location"] == "Location 1", "the team has not left"


@pytest.mark.parametrize("language, words", [("en", "the camera read 1 TU, 2 TU."), ("hu", "ezt olvasta: 1 TU, 2 TU."),
                                             ("pl", "odczytała: 1 TU, 2 TU."), ("fr", "a lu 1 UT, 2 UT.")])
def test_the_time_captain_die_faces_the_camera_read_are_said_in_words(session, language, words):
    from ui.i18n import say

    scan(session, "timestories/location/1")
    outcome = session.handle(DiceRolled(("1tu", "2tu"), (1, 2), 0.99, table.CAPTAIN_DIE, origin="camera"))
    said = say(language, outcome.notice.text)
    assert words in said and "1tu" not in said, said
