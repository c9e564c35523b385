"""A reader or camera that fails leaves the game playable by touch: the menu's **Enter dice**
asks how many dice and then each value, and applies the roll like a corrected one; its
**Choose card** lists the game's cards by kind, a page at a time, and plays the one picked as
if it had been scanned. Both through the appliance on the simulated table, by touch and by the
physical buttons (menu, next, confirm)."""

from __future__ import annotations

import pygame
import pytest

from test_kiosk_flow import CONFIRM, MENU, NEXT, actions, open_app, press, touch

PENDING_2K6 = {"action": "ask_roll", "kind": "proba", "low": 4, "high": 9, "player": "Anna"}


@pytest.fixture
def duel(isolated):
    """A Kiválasztottak game, no camera, waiting for a 2k6 test roll."""
    app = open_app(isolated, new_game="kivalasztottak")
    app.session.submit(dict(PENDING_2K6))
    yield app
    app.stop()


def choices(app) -> list[str]:
    return [name for name, _ in app.screens.overlay.choices]


def press_choice(app, name: str) -> None:
    """Move the frame to ``name`` with next, then pick it with confirm."""
    for _ in range(choices(app).index(name)):
        press(app, NEXT)
    press(app, CONFIRM)


def test_two_dice_entered_by_touch_apply_the_pending_roll_with_a_touch_source(duel):
    assert duel.dice is None, "no camera on this table"
    touch(duel, "ui:menu")
    touch(duel, "ui:enter_dice")
    assert duel.screens.overlay.kind == "enter_dice"
    assert choices(duel) == ["ui:dice_count:1", "ui:dice_count:2", "ui:close"], "a 2k6 roll: one die or both"
    touch(duel, "ui:dice_count:2")
    overlay = duel.screens.overlay
    assert overlay.kind == "correct" and "Tap the value of die 1 of 2." in overlay.lines
    assert "ui:keep" not in choices(duel), "there is no reading to keep"
    touch(duel, "ui:die:3")
    assert "Tap the value of die 2 of 2." in duel.screens.overlay.lines
    assert actions(duel)[-1] == "ask_roll", "nothing is applied before the last die"
    touch(duel, "ui:die:5")
    duel.step()
    roll = duel.session.match.log[-1]
    assert roll["action"] == "roll" and roll["dice"] == [3, 5]
    assert roll["source"]["kind"] == "dice" and roll["source"]["origin"] == "touch"
    assert roll["source"]["faces"] == ["3", "5"] and "picture" not in roll["source"]
    assert duel.session.state["pending_roll"] is None and duel.screens.overlay is None
    assert duel.strip[-1].read == "Dice 3, 5 (tapped)" and not duel.strip[-1].refused
    touch(duel, "ui:history")
    assert duel.screens.overlay.lines[-1].startswith("2. Dice 3, 5 (tapped): ")


def test_dice_are_entered_with_the_physical_buttons_too(duel):
    press(duel, MENU)
    press_choice(duel, "ui:enter_dice")
    press_choice(duel, "ui:dice_count:2")
    press_choice(duel, "ui:die:6")
    press_choice(duel, "ui:die:2")
    duel.step()
    roll = duel.session.match.log[-1]
    assert roll["action"] == "roll" and roll["dice"] == [6, 2] and roll["source"]["origin"] == "touch"


def test_no_roll_is_entered_or_corrected_when_none_is_pending(isolated):
    app = open_app(isolated, new_game="kivalasztottak")
    try:
        press(app, MENU)
        touch(app, "ui:enter_dice")
        assert choices(app) == ["ui:close"], "no count is offered while no roll is expected"
        assert app.screens.overlay.lines == ("No roll is expected now: nothing to enter.",)
        touch(app, "ui:close")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_4, mod=0, unicode="4"))
        app.step()
        assert actions(app) == ["setup"] and "no 2d6 roll is pending" in app.attention
        assert app.screens.overlay is None, "no correction is offered for a roll nobody expects"
    finally:
        app.stop()


@pytest.fixture
def run(isolated):
    app = open_app(isolated)        # the default game: T.I.M.E Stories
    yield app
    app.stop()


def test_a_location_chosen_by_touch_is_entered_as_if_scanned(run):
    touch(run, "ui:menu")
    touch(run, "ui:choose_card")
    overlay = run.screens.overlay
    assert overlay.kind == "choose_card" and overlay.lines[0].startswith("Locations: ")
    assert "page 1 of 3" in overlay.lines[0]
    card_id = next(c.id for c in run.catalog.cards_of("timestories") if c.name == "Location 6")
    touch(run, f"ui:play_card:{card_id}")
    run.step()
    enter = run.session.match.log[-1]
    assert enter["action"] == "enter" and run.session.state["location"] == "Location 6"
    assert enter["source"] == {"kind": "touch", "card": card_id}
    assert run.screens.overlay is None
    assert run.strip[-1].read == "Card Location 6 chosen by touch"  # its name, not its id
    assert "Entering a location is free" in run.strip[-1].did


def test_the_card_list_is_grouped_by_kind_and_paged(run):
    press(run, MENU)
    touch(run, "ui:choose_card")
    seen = []
    while True:
        on_page = [name.partition("ui:play_card:")[2] for name in choices(run) if name.startswith("ui:play_card:")]
        page_kinds = list(dict.fromkeys(run.catalog.cards[card_id].kind for card_id in on_page))
        words = [f"{kind}s" for kind in page_kinds]
        named = " and ".join([", ".join(words[:-1]), words[-1]] if len(words) > 1 else words)
        assert run.screens.overlay.lines[0].startswith(named.capitalize() + ": "), "the kinds on the page"
        seen += on_page
        if "ui:page:more" not in choices(run):
            break
        touch(run, "ui:page:more")
    cards = run.catalog.cards_of("timestories")
    assert sorted(seen) == sorted(card.id for card in cards), "every card of the game, once"
    order = [run.catalog.cards[card_id].kind for card_id in seen]
    assert order == sorted(order, key=order.index), "each kind together"
    assert order[:8] == ["location"] * 8
    touch(run, "ui:page:previous")
    assert "page 2 of 3" in run.screens.overlay.lines[0]


def test_a_card_is_chosen_with_the_physical_buttons_too(run):
    press(run, MENU)
    press_choice(run, "ui:choose_card")
    card_id = next(c.id for c in run.catalog.cards_of("timestories") if c.name == "Location 3")
    press_choice(run, f"ui:play_card:{card_id}")
    run.step()
    assert run.session.state["location"] == "Location 3"
    assert run.session.match.log[-1]["source"] == {"kind": "touch", "card": card_id}


def _at_the_orderly(app, spend_tu: bool, red_space: str = "B", lock: bool = False) -> None:
    """Blue (2 combat dice) on space B of Location 1 and Red on ``red_space``, the Orderly's combat
    test on Red's space (with a lock when ``lock``)."""
    submit = app.session.submit
    submit({"action": "receptacle", "agent": "Blue", "receptacle": "Eliza", "lp": 4, "resistance": 1,
            "dice": {"combat": 2}})
    submit({"action": "enter", "location": "Location 1", "red": False})
    submit({"action": "move", "agent": "Blue", "space": "B"})
    submit({"action": "move", "agent": "Red", "space": red_space})
    if spend_tu:
        submit({"action": "spend_tu"})
    submit({"action": "test", "space": red_space, "shields": [{"kind": "normal", "n": 1}], "trait": "combat",
            **({"lock": True} if lock else {})})


def test_a_test_awaiting_a_roll_offers_the_agents_action_dice_not_the_time_captain_die(run):
    """Rulebook: "The agent rolls a number of dice corresponding to their receptacle's characteristic
    related to the test." - Blue's 2 combat dice, faces of the action die; the 1-3 TU Time Captain
    die is for changing location."""
    _at_the_orderly(run, spend_tu=True)
    touch(run, "ui:menu")
    touch(run, "ui:enter_dice")
    overlay = run.screens.overlay
    assert overlay.kind == "correct" and "Tap the value of die 1 of 2." in overlay.lines, "Blue's 2 dice, no count"
    assert [name for name in choices(run) if name.startswith("ui:die:")] == [
        "ui:die:blank", "ui:die:hit", "ui:die:double_hit", "ui:die:skull", "ui:die:hit_skull"]
    touch(run, "ui:die:hit")
    touch(run, "ui:die:double_hit")
    run.step()
    assert actions(run)[-1] == "roll" and run.session.match.log[-1]["hits"] == 3


def test_the_time_captain_die_is_offered_at_a_location_with_no_test_and_nothing_at_the_base(run):
    touch(run, "ui:menu")
    touch(run, "ui:enter_dice")
    assert choices(run) == ["ui:close"], "at the base nobody rolls the Time Captain die"
    touch(run, "ui:close")
    run.session.submit({"action": "enter", "location": "Location 1", "red": False})
    touch(run, "ui:menu")
    touch(run, "ui:enter_dice")
    assert [name for name in choices(run) if name.startswith("ui:die:")] == [
        "ui:die:1tu", "ui:die:2tu", "ui:die:3tu"]


def test_enclave_offers_no_dice_to_enter(isolated):
    """Enclave is played without dice: Enter dice says no roll is expected instead of offering 1-6 dice."""
    app = open_app(isolated, new_game="enclave")
    try:
        touch(app, "ui:menu")
        touch(app, "ui:enter_dice")
        assert choices(app) == ["ui:close"]
        assert app.screens.overlay.lines == ("No roll is expected now: nothing to enter.",)
    finally:
        app.stop()


@pytest.fixture
def waiting_test(isolated):
    """A Cavendish mission whose first test (Anton's Strength) waits for its difficulty."""
    app = open_app(isolated, new_game="cavendish")
    for line in ({"action": "choose_location", "location": "A"}, {"action": "read", "agent": "Anton"},
                 {"action": "read", "agent": "Amy"}, {"action": "test", "agent": "Anton", "attribute": "strength"}):
        app.session.submit(line)
    yield app
    app.stop()


@pytest.mark.parametrize("taps, difficulty", [(["ui:digit:0"], 0), (["ui:digit:4"], 4),
                                              (["ui:digit:1", "ui:enter"], 1), (["ui:digit:1", "ui:digit:2"], 12),
                                              (["ui:digit:3", "ui:digit:0"], 30),
                                              (["ui:digit:2", "ui:clear", "ui:digit:7"], 7)])
def test_a_cavendish_difficulty_by_touch_takes_every_value_the_rule_allows(waiting_test, taps, difficulty):
    touch(waiting_test, "ui:menu")
    touch(waiting_test, "ui:enter_dice")
    assert waiting_test.screens.overlay.kind == "enter_number"
    assert "Tap the number, 0 to 30, one digit at a time." in waiting_test.screens.overlay.lines
    for tap in taps:
        touch(waiting_test, tap)
    waiting_test.step()
    assert waiting_test.session.state["test"]["difficulty"] == difficulty
    line = waiting_test.session.match.log[-1]
    assert line["action"] == "difficulty" and line["source"]["origin"] == "touch"
    assert waiting_test.screens.overlay is None


def test_a_digit_no_difficulty_goes_on_with_is_not_offered(waiting_test):
    touch(waiting_test, "ui:menu")
    touch(waiting_test, "ui:enter_dice")
    touch(waiting_test, "ui:digit:3")
    overlay = waiting_test.screens.overlay
    assert [name for name, _ in overlay.choices if name] == ["ui:digit:0", "ui:enter", "ui:clear"]
    assert overlay.title == "Difficulty: 3" and len(overlay.choices) == 12, "the other digits keep their places"


@pytest.mark.parametrize("language, title, read", [
    ("en", "Difficulty: 1", "Difficulty 12 (tapped)"), ("hu", "Nehézség: 1", "Nehézség 12 (koppintva)"),
    ("pl", "Trudność: 1", "Trudność 12 (dotykiem)"), ("fr", "Difficulté: 1", "Difficulté 12 (touché)")])
def test_a_difficulty_entered_by_touch_is_worded_as_the_difficulty_it_is(waiting_test, language, title, read):
    from ui.i18n import say

    waiting_test.set_language(language)
    touch(waiting_test, "ui:menu")
    touch(waiting_test, "ui:enter_dice")
    touch(waiting_test, "ui:digit:1")
    assert waiting_test.screens.overlay.title == title
    touch(waiting_test, "ui:digit:2")
    waiting_test.step()
    assert say(language, waiting_test.strip[-1].read) == read
