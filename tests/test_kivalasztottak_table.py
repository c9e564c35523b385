"""Kiválasztottak at the table: cards, dice and buttons become actions, and a
whole duel is played on the simulated table (sim readers, mock buttons, typed dice)."""

from __future__ import annotations

import pygame
import pytest

from device import config
from device.catalog import Catalog
from device.mapping import map_event, touch_buttons
from device.mainloop import Appliance, RunOptions
from device.tables import Notice
from device.tables import kivalasztottak as table
from drivers.events import ButtonPressed, DiceRolled, TagPlaced
from engine.match import Match
from test_kiosk_flow import FakeClock


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    return Catalog.load(tmp_path_factory.mktemp("data"), simulated=True)


def uid(catalog, name: str) -> str:
    return next(u for u, card in catalog.tags.items() if catalog.cards[card].name == name)


def started(*actions) -> Match:
    match, _ = Match.start(table.DEFAULT_SETUP)
    for action in actions:
        match.push(action)
    return match


def mapped(event, match: Match, catalog):
    return table.map_event(event, match.state, catalog)


def test_cards_scanned_before_the_first_draw_list_a_deck(catalog):
    match = started()
    action = mapped(TagPlaced("main", uid(catalog, "Kalandozó 3 MP")), match, catalog)
    assert action == {"action": "scan", "card": "Kalandozó 3 MP"}


def test_a_card_played_later_charges_its_mp_to_the_active_player(catalog):
    match = started({"action": "resource"}, {"action": "mp", "player": "Anna", "n": -1})   # Bela active
    assert mapped(TagPlaced("main", uid(catalog, "Kalandozó 3 MP")), match, catalog) == \
        {"action": "play", "player": "Bela", "mp": 3, "tower": False}
    assert mapped(TagPlaced("main", uid(catalog, "Toronyszint")), match, catalog) == \
        {"action": "play", "player": "Bela", "mp": 4, "tower": True}


def test_an_x_card_asks_for_the_mp_button(catalog):
    match = started({"action": "resource"})
    notice = mapped(TagPlaced("main", uid(catalog, "Varázslat X MP")), match, catalog)
    assert isinstance(notice, Notice) and notice.attention
    assert "costs X MP" in notice.text


def test_a_roll_card_makes_the_roll_pending_and_the_dice_judge_it(catalog):
    match = started({"action": "resource"})
    ask = mapped(TagPlaced("main", uid(catalog, "Próbadobás 4-9")), match, catalog)
    assert ask == {"action": "ask_roll", "kind": "proba", "high": 9, "low": 4}
    match.push(ask)
    roll = mapped(DiceRolled(("4", "5"), (4, 5), 0.97), match, catalog)
    assert roll == {"action": "roll", "dice": [4, 5]}
    (event,) = match.push(roll)
    assert (event.data["sum"], event.data["success"], event.data["edge"]) == (9, True, True)


def test_typed_dice_fill_the_pending_roll_one_by_one(catalog):
    match = started({"action": "resource"}, {"action": "ask_roll", "kind": "mento", "high": 7})
    match.push(mapped(DiceRolled(("6",), (6,), 1.0, origin="keyboard"), match, catalog))
    assert match.state["pending_roll"]["dice"] == [6]
    match.push(mapped(DiceRolled(("2",), (2,), 1.0, origin="keyboard"), match, catalog))
    assert match.state["last_roll"]["sum"] == 8 and match.state["last_roll"]["success"] is False


@pytest.mark.parametrize("values, words", [((3, 4, 5), "A 2d6 roll needs two dice; the camera read 3 4 5"),
                                           ((), "A 2d6 roll needs two dice; the camera read nothing")])
def test_a_wrong_dice_count_asks_for_a_correction(catalog, values, words):
    match = started({"action": "ask_roll", "kind": "mento", "high": 7})
    notice = mapped(DiceRolled(tuple(map(str, values)), values, 0.9), match, catalog)
    assert isinstance(notice, Notice) and notice.kind == "dice_check" and words in notice.text


def test_a_die_the_camera_could_not_read_is_not_left_out_of_the_roll(catalog):
    """"? 2 4" is three dice: the two readable ones are not taken as the 2d6 roll."""
    match = started({"action": "ask_roll", "kind": "mento", "high": 7})
    notice = mapped(DiceRolled(("?", "2", "4"), (2, 4), 0.41), match, catalog)
    assert isinstance(notice, Notice) and notice.kind == "dice_check"
    assert "A 2d6 roll needs two dice; the camera read ? 2 4" in notice.text
    assert match.state["pending_roll"]["dice"] == []


def test_dice_without_a_pending_roll_ask_for_the_card_and_offer_no_correction(catalog):
    notice = mapped(DiceRolled(("3", "4"), (3, 4), 0.9), started(), catalog)
    assert notice.kind != "dice_check" and "no 2d6 roll is pending" in notice.text


def test_next_is_the_resource_phase_then_a_pass_and_confirm_ends_the_closing(catalog):
    match = started()
    press = lambda name: mapped(ButtonPressed(name), match, catalog)   # noqa: E731
    assert press("next") == {"action": "resource"}
    assert press("confirm") is None
    match.push(press("next"))
    assert press("next") == {"action": "pass", "player": "Anna"}
    match.push(press("next"))
    match.push(press("next"))                       # two passes: the closing phase
    assert match.state["phase"] == "closing"
    assert press("next") == {"action": "pass", "player": "Anna"}   # Anna decides her discard first
    assert press("confirm") == {"action": "end_round"}


def test_touch_buttons_follow_the_phase_and_never_exceed_six(catalog):
    match = started()
    labels = lambda: [b.label for b in touch_buttons("kivalasztottak", match.state)]   # noqa: E731
    assert labels() == ["Erőforrás", "Scan: Cserepakli", "Undo"]
    for _ in range(39):
        match.push({"action": "scan", "card": "Kard"})
    assert labels() == ["Erőforrás", "Scan: Cserepakli", "Undo"]    # 39 cards are too few for a Jövő (l.15)
    match.push({"action": "scan", "card": "Kard"})
    assert labels() == ["Erőforrás", "Pakli: Anna", "Pakli: Bela", "Scan: Cserepakli", "Undo"]
    match.push({"action": "resource"})
    assert labels() == ["Anna: lekever", "Bela: lekever", "Anna -1 MP", "Anna: passz", "Anna +1 DP", "Undo"]
    match.push({"action": "pass", "player": "Anna"})
    assert labels() == ["Bela -1 MP", "Bela: passz", "Anna +1 DP", "Bela +1 DP", "Anna -1 torony", "Undo"]
    match.push({"action": "pass", "player": "Bela"})
    assert labels() == ["Anna: eldob 1", "Anna: megtart", "Forduló vége", "Undo"]
    match.push({"action": "tower", "player": "Bela", "n": -3})
    assert labels() == ["Undo"]


@pytest.mark.parametrize("actions", [
    [{"action": "scan", "card": "Kard"}] * 40,
    [{"action": "resource"}],
    [{"action": "resource"}, {"action": "pass", "player": "Anna"}],
    [{"action": "resource"}, {"action": "end_round"}, {"action": "resource"}, {"action": "pass", "player": "Anna"},
     {"action": "pass", "player": "Bela"}],
    [{"action": "resource"}, {"action": "end_round"}, {"action": "resource"}, {"action": "pass", "player": "Anna"},
     {"action": "pass", "player": "Bela"}, {"action": "pass", "player": "Anna"}, {"action": "pass", "player": "Bela"}],
], ids=["scanning", "mulligan", "manoeuvres", "closing", "closing-after-discards"])
def test_every_touch_button_offered_is_accepted(catalog, actions):
    offered = started(*actions)
    for button in table.touch_buttons(offered.state):
        if button.name != "undo":
            trial = started(*actions)
            trial.push(mapped(ButtonPressed(button.name, "touch"), trial, catalog))


def test_a_decided_duel_ignores_cards_and_dice(catalog):
    match = started({"action": "tower", "player": "Anna", "n": -3})
    notice = map_event(TagPlaced("main", uid(catalog, "Toronyszint")), "kivalasztottak", match.state, catalog)
    assert "The game is over (Bela wins: Anna has no toronyszint left.)" in notice.text
    assert map_event(ButtonPressed("next"), "kivalasztottak", match.state, catalog) is None


# --------------------------------------------------------------------------- a whole duel on the simulated table

@pytest.fixture
def app(isolated, tmp_path):
    (tmp_path / "config.toml").write_text("[display]\nfps = 120\n")   # many frames; no need to wait for each
    appliance = Appliance(config.load(), isolated, RunOptions(headless=True, new_game="kivalasztottak",
                                                              nfc_backend="sim", controls_backend="mock"))
    appliance.now = FakeClock()   # play time moved by hand: each tap comes a second after the last
    appliance.start()
    appliance.step()
    yield appliance
    appliance.stop()


def touch(app, label: str) -> None:
    app.now.value += 1.0   # not a double tap: a spot whose button just changed ignores one
    app.step()
    target = next(t for rect, t in app.kiosk._targets
                  if getattr(t, "name", None) and dict(app.kiosk.screen.buttons).get(t.name) == label)
    rect = next(r for r, t in app.kiosk._targets if t == target)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.step()


def scan(app, name: str) -> None:
    app.readers.place(uid(app.catalog, name))
    app.step()
    app.readers.lift()
    app.step()


def type_die(app, value: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=getattr(pygame, f"K_{value}"), mod=0,
                                         unicode=str(value)))
    app.step()


def test_a_whole_duel_is_played_on_the_simulated_table(app):
    state = lambda: app.session.state   # noqa: E731
    for _ in range(40):
        scan(app, "Kalandozó 3 MP")
    assert state()["scan"]["deck"] == {"Kalandozó 3 MP": 40}
    touch(app, "Pakli: Anna")
    assert "not legal" in app.strip[-1].did and "has 40 copies" in state()["last_deck_check"]["problems"][0]
    touch(app, "Erőforrás")
    assert state()["players"]["Anna"]["mp"] == 10 and state()["players"]["Anna"]["hand"] == 7
    touch(app, "Anna: lekever")
    assert state()["players"]["Anna"]["hand"] == 5
    scan(app, "Kalandozó 3 MP")                               # Anna plays: 7 MP left, Bela is active
    assert state()["active"] == "Bela"
    scan(app, "Toronyszint")                                  # Bela builds a level for 4 MP
    assert state()["players"]["Bela"]["towers"] == 4 and state()["active"] == "Anna"
    scan(app, "Támadásdobás 8")
    type_die(app, 5)
    type_die(app, 3)
    assert state()["last_roll"] == {"kind": "tamadas", "dice": [5, 3], "sum": 8, "low": None, "high": 8,
                                    "success": True, "edge": True, "player": None}
    assert app.strip[-1].did.startswith("Határsiker")
    for _ in range(3):
        touch(app, "Bela -1 torony")
        touch(app, "Bela -1 torony")                              # a tower lost asks for a second tap
    assert state()["players"]["Bela"]["towers"] == 1
    touch(app, "Anna: passz")
    touch(app, "Bela: passz")
    assert state()["phase"] == "closing"
    touch(app, "Anna: eldob 1")
    touch(app, "Bela: megtart")
    touch(app, "Forduló vége")
    assert (state()["round"], state()["phase"]) == (2, "opening")
    app.controls.factory.pin(13).drive_low()                  # the physical `next`: resource phase
    app.controls.factory.pin(13).drive_high()
    app.step()
    assert state()["phase"] == "resource"
    assert state()["active"] == "Anna"                        # 11 MP against 10
    touch(app, "Bela -1 torony")
    touch(app, "Bela -1 torony")                              # Bela's last level falls
    assert state()["result"] == {"winner": "Anna", "why": "Anna wins: Bela has no toronyszint left."}
    assert [b for b, _ in app.kiosk.screen.buttons] == ["undo"]


def test_a_misread_roll_is_corrected_by_undo_and_typing(catalog):
    match = started({"action": "resource"}, {"action": "ask_roll", "kind": "tamadas", "high": 6})
    match.push(mapped(DiceRolled(("5", "6"), (5, 6), 0.55), match, catalog))   # the camera saw 5 6
    assert match.state["last_roll"]["success"] is False
    match.push({"action": "undo"})
    assert match.state["pending_roll"]["kind"] == "tamadas" and match.state["last_roll"] is None
    for value in (3, 3):
        match.push(mapped(DiceRolled((str(value),), (value,), 1.0, origin="keyboard"), match, catalog))
    assert (match.state["last_roll"]["sum"], match.state["last_roll"]["edge"]) == (6, True)


def test_the_mulligan_button_goes_once_it_would_draw_nothing(catalog):
    match = started({"action": "resource"}, *[{"action": "mulligan", "player": "Anna"}] * 3)
    assert [b.label for b in table.touch_buttons(match.state)][:2] == ["Bela: lekever", "Anna -1 MP"]
