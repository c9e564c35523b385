"""Enclave at the table: scanned cards and buttons become actions, and whole games are
played through the simulated table (reader, buttons, session, store, screen)."""

from __future__ import annotations

import pytest

from device import config
from device.catalog import Catalog
from device.mapping import touch_buttons
from device.mainloop import Appliance, RunOptions
from device.store import Store
from device.tables import Notice
from device.tables import enclave as table
from drivers.events import ButtonPressed, DiceRolled, TagPlaced
from engine import replay
from enclave_helpers import NAMES, act, after_tree_card, goto, start
from helpers import LOGS, play_through_table, read_jsonl


@pytest.fixture
def catalog(tmp_path):
    return Catalog.load(tmp_path, simulated=True)


def uid_of(catalog, card_id: str) -> str:
    return catalog.uids_of(card_id)[0]


def scan(catalog, match, card_id: str, reader: str = "main"):
    return table.map_event(TagPlaced(reader, uid_of(catalog, card_id)), match.state, catalog)


def press(match, name: str):
    return table.map_event(ButtonPressed(name, "touch"), match.state, catalog=None)


def test_a_mission_card_starts_a_boarding_for_the_active_snatcher_or_the_seat_reader(catalog):
    match = start(3)
    goto(match, 1, "action")
    action = scan(catalog, match, "enclave/mission/fixed-trap")
    assert action == {"action": "boarding", "player": "Matthias",
                      "mission": {"physical": 4, "mental": 0, "traps": 2, "rewards": {"knowledge": 3, "pryzes": 2}}}
    assert scan(catalog, match, "enclave/mission/fixed-trap", reader="seat3")["player"] == "Raphael"
    match.push(press(match, "player"))
    assert scan(catalog, match, "enclave/mission/fixed-trap")["player"] == "Miriam"


def test_cards_outside_a_boarding_explain_what_to_do(catalog):
    match = start(2)
    notice = scan(catalog, match, "enclave/trap/physical")
    assert isinstance(notice, Notice) and "scan the mission card first" in notice.text
    notice = scan(catalog, match, "enclave/protection/armour")
    assert isinstance(notice, Notice) and "cards are bought in the Action Phase" in notice.text
    notice = table.map_event(DiceRolled(("3",), (3,), 1.0), match.state, catalog)
    assert isinstance(notice, Notice) and "Enclave uses no dice" in notice.text


def test_a_healing_card_is_bought_first_then_used_from_the_hand(catalog):
    match = start(2)
    goto(match, 1, "action")
    bought = scan(catalog, match, "enclave/healing/talisman")
    assert bought == {"action": "buy", "player": "Matthias", "cost": 4, "card": "Healing Talisman: 6 physical"}
    match.push(bought)
    act(match, "wound", player="Matthias", physical=2)
    match.push(scan(catalog, match, "enclave/healing/talisman"))
    player = match.state["players"]["Matthias"]
    assert player["physical"]["cur"] == 0 and player["hand"] == [] and player["money"] == 4


def test_a_third_enhancement_scanned_replaces_the_weaker_one(catalog):
    match = start(2)
    goto(match, 1, "action")
    act(match, "enhance", player="Matthias", kind="snatcher", physical=3)
    act(match, "enhance", player="Matthias", kind="snatcher", mental=1)
    action = scan(catalog, match, "enclave/enhancement/tattoo")
    assert action["replace"] == 2 and action["cost"] == 4
    match.push(action)
    assert match.state["players"]["Matthias"]["physical"] == {"cur": 4, "max": 4}


def test_the_rulebook_boarding_scanned_card_by_card_predicts_then_resolves(catalog):
    match = start(3)
    goto(match, 1, "action")
    act(match, "prepare", player="Raphael")
    goto(match, 2, "action")
    act(match, "select", player="Raphael")
    for card in ("enclave/mission/fixed-trap", "enclave/trap/physical", "enclave/trap/both"):
        match.push(scan(catalog, match, card))
    match.push({"action": "protect", "physical": 5})
    match.push({"action": "protect", "physical": 3, "mental": 3})
    match.push({"action": "protect", "prep": True, "physical": 1, "mental": 2})
    assert [b.name for b in table.touch_buttons(match.state)] == ["confirm", "cancel", "undo"]
    with pytest.raises(Exception, match="First finish Raphael's boarding"):
        act(match, "money", player="Miriam", n=1)
    [event] = match.push(press(match, "confirm"))
    assert event.to_json()["wounds"]["Raphael"] == {"physical": 3 - 1, "mental": 0}
    assert match.state["draft"] is None and match.state["players"]["Raphael"]["pending"]["pryzes"] == 2


def test_pryze_decisions_use_the_scanned_pryze_card(catalog):
    match = start(2)
    goto(match, 1, "action")
    act(match, "board", player="Miriam", mission={"rewards": {"pryzes": 2}})
    assert [b.name for b in table.touch_buttons(match.state)] == ["keep", "sell", "undo"]
    assert isinstance(press(match, "sell"), Notice)
    offer = scan(catalog, match, "enclave/pryze/codex", reader="seat2")
    assert offer == {"action": "pryze", "player": "Miriam", "price": 3, "knowledge": 2}
    match.push(offer)
    match.push(press(match, "sell"))
    match.push(scan(catalog, match, "enclave/pryze/codex", reader="seat2"))
    match.push(press(match, "keep"))
    miriam = match.state["players"]["Miriam"]
    assert (miriam["money"], miriam["knowledge"], miriam["pryzes"]) == (12, 2, 0)


def test_tree_token_buttons_keep_or_trade(catalog):
    match = start(2)
    goto(match, 1, "action")
    act(match, "board", player="Miriam", mission={"rewards": {"tree_tokens": 1}})
    assert press(match, "trade") == {"action": "tree_token", "player": "Miriam", "keep": False}


def test_at_most_six_buttons_fit_beside_the_board_in_every_state():
    match = start(4)
    for round_ in range(1, 7):
        for phase in ("initiative", "planning", "action", "tree", "rotation"):
            goto(match, round_, phase)
            assert 2 <= len(table.touch_buttons(match.state)) <= 6
    act(match, "end_round")
    assert [b.name for b in touch_buttons("enclave", match.state)] == ["undo"]


# --- whole games on the simulated table ------------------------------------------------------------

def _run(app, inputs: list) -> None:
    """Feed inputs (card ids to scan, button names to press) and process them in one frame."""
    for item in inputs:
        if item.startswith("enclave/"):
            app.readers.place(uid_of(app.catalog, item))
            app.readers.lift()
        else:
            app.events.put(ButtonPressed(item, "touch"))
    app.step()


def _board_with_every_card() -> list[str]:
    """Matthias buys a tattoo, boards the sample mission with both traps and both protection cards
    (11 physical and 3 mental against 8 and 3: 3 wounds, from 1 to -2), keeps one pryze for its
    2 Knowledge and sells the other for 3."""
    return ["enclave/enhancement/tattoo", "enclave/mission/fixed-trap", "enclave/trap/physical", "enclave/trap/both",
            "enclave/protection/armour", "enclave/protection/amulet", "confirm",
            "enclave/pryze/codex", "keep", "enclave/pryze/codex", "sell"]


@pytest.mark.parametrize("count, scores, winner, bonus", [
    (2, {"Matthias": 11, "Miriam": 14}, "Miriam", {"Miriam": {"money": 2}}),
    (3, {"Matthias": 11, "Miriam": 12, "Raphael": 22}, "Raphael", {"Raphael": {"tree_markers": 2, "money": 2}}),
    (4, {"Matthias": 10, "Miriam": 10, "Raphael": 15, "Ada": 14}, "Raphael",
     {"Ada": {"tree_markers": 2, "money": 2}}),
])
def test_a_whole_game_played_on_the_simulated_table(isolated, count, scores, winner, bonus):
    """Six rounds: seat i takes i+1 Knowledge at the Shepherd each round (Matthias also boards in
    round 1), then everyone trades what the Tree allows (round 6: on the level with most left)."""
    setup = {"action": "setup", "game": "enclave", "method": "draw", "tree_points": 9,
             "players": [{"name": n, "snatcher": f"Snatcher {i + 1}"} for i, n in enumerate(NAMES[:count])]}
    app = Appliance(config.load(), isolated, RunOptions(headless=True, script=[setup], nfc_backend="sim",
                                                        controls_backend="mock"))
    app.start()
    outcomes = []
    record = app.record
    app.record = lambda outcome: (outcomes.append(outcome), record(outcome))
    try:
        for round_ in range(1, 7):
            action = (_board_with_every_card() if round_ == 1 else []) + ["knowledge+1"]
            for seat in range(1, count):
                action += ["player"] + ["knowledge+1"] * (seat + 1)
            _run(app, ["next", "next"] + action)
            ending = ["next"] if round_ == 6 else []   # the tap that ends the game asks for a second one
            _run(app, ["next"] + ["tree", "player"] * count + ["next", "next"] + ending)
        problems = [o.refused or o.notice.text for o in outcomes if o.refused or o.notice]
        assert problems == []
        state = app.session.state
        assert state["over"] and state["winner"] == winner
        assert {n: p["vp"] for n, p in state["players"].items()} == scores
        for name in NAMES[:count]:
            assert {k: v for k, v in state["final"]["bonus"][name].items() if v} == bonus.get(name, {})
        stored = app.store.lines(app.session.game_id)
        assert replay(stored)[0].state == state
    finally:
        app.stop()


def test_a_tree_card_that_needs_nothing_more_gets_a_button_after_the_visit():
    match = start(2)                       # the first-game set: Doctor Tertius on level 3
    act(match, "wound", player="Matthias", mental=2)
    goto(match, 3, "tree")
    assert "tree_card" not in [b.name for b in table.touch_buttons(match.state)]
    match.push(press(match, "tree"))
    [button] = [b for b in table.touch_buttons(match.state) if b.name == "tree_card"]
    assert button.label == "Use Doctor Tertius"
    match.push(press(match, "tree_card"))
    assert match.state["players"]["Matthias"]["mental"]["cur"] == 0
    assert "tree_card" not in [b.name for b in table.touch_buttons(match.state)]


def test_the_scripted_game_plays_through_the_live_input_path(isolated):
    """Every line of tests/logs/enclave.jsonl goes session -> engine -> store -> screen, none refused."""
    log = read_jsonl(LOGS / "enclave.jsonl")
    app = play_through_table(isolated, log)
    assert not any(line.refused for line in app.strip)
    assert app.session.state == replay(log)[0].state and app.session.state["winner"] == "Miriam"
    with Store.open(isolated) as store:
        assert store.lines(app.session.game_id) == log


def test_the_in_sync_partner_is_declared_by_button_before_the_first_boarding(catalog):
    match = after_tree_card(3, "in_sync", "Raphael")

    def sync_label():
        return next((b.label for b in table.touch_buttons(match.state) if b.name == "sync"), None)
    assert sync_label() == "Raphael in sync with Matthias"
    match.push(press(match, "player"))                       # the table now serves Miriam
    assert sync_label() == "Raphael in sync with Miriam" and len(table.touch_buttons(match.state)) <= 6
    match.push(press(match, "sync"))
    assert sync_label() is None
    match.push(scan(catalog, match, "enclave/mission/fixed-trap"))
    assert match.state["draft"]["player"] == "Miriam" and match.state["draft"]["in_sync"] == "Raphael"
