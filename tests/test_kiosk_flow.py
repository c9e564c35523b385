"""The kiosk from the players' side, on the simulated table with gpiozero's MockFactory:
every input shown with its rule sentences, the history one tap away, undo one by one across a
restart, the one-tap dice correction, enrolment of an unknown tag, the clocks kept in the log,
the start/setup/menu flow by touch and by the physical buttons, the LED and the buzzer."""

from __future__ import annotations

import time

import pygame
import pytest

from device import config
from device.catalog import Catalog
from device.mainloop import Appliance, RunOptions, ScriptedAction
from drivers.events import DiceRolled
from ui.i18n import say

CONFIRM, UNDO, NEXT, MENU, LED, BUZZER = 5, 6, 13, 19, 12, 16


class FakeClock:
    """Play time the test moves by hand (the appliance reads it through ``app.now``)."""

    def __init__(self, start: float = 1000.0):
        self.value = start

    def __call__(self) -> float:
        return self.value


def open_app(data, clock=None, **options) -> Appliance:
    app = Appliance(config.load(), data, RunOptions(headless=True, nfc_backend="sim", controls_backend="mock",
                                                   **options))
    if clock is not None:
        app.now = clock
    app.start()
    app.step()
    return app


@pytest.fixture
def app(isolated):
    appliance = open_app(isolated)
    yield appliance
    appliance.stop()


def press(app, pin: int) -> None:
    """A physical button, pressed and released, then one frame."""
    app.controls.factory.pin(pin).drive_low()
    app.controls.factory.pin(pin).drive_high()
    app.step()


def touch(app, name: str) -> None:
    """Touch the on-screen target that sends ``name``, then one frame."""
    rect = next(rect for rect, target in app.kiosk._targets if getattr(target, "name", None) == name)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.step()


def scan(app, card_name: str) -> None:
    uid = next(uid for uid, card in app.catalog.tags.items() if app.catalog.cards[card].name == card_name)
    app.readers.place(uid)
    app.step()


def actions(app) -> list[str]:
    return [line["action"] for line in app.session.match.log]


@pytest.fixture
def drawn(monkeypatch):
    """Every text the kiosk draws from now on."""
    from ui import widgets

    texts: list[str] = []
    real = widgets._fit

    def recording(value, rect, pixels):
        texts.append(value)
        return real(value, rect, pixels)

    monkeypatch.setattr(widgets, "_fit", recording)
    return texts


# -- 1. every input visible, history, undo ------------------------------------------------------

def test_each_scan_and_press_shows_what_was_read_and_the_rule_sentence(app, drawn):
    scan(app, "Location 6")
    shown = " ".join(drawn)   # the strip wraps a long line over two rows
    assert "Card" in shown and "on the main reader: Entering a location is free" in shown
    drawn.clear()
    press(app, NEXT)
    shown = " ".join(drawn)
    assert "Button next" in shown and "TU" in shown
    assert app.strip[-1].read == "Button next" and not app.strip[-1].refused


def test_a_touched_button_is_shown_by_its_label_in_the_kiosk_language(app):
    scan(app, "Location 6")
    touch(app, "spend_tu")
    assert app.strip[-1].read == "Spend 1 TU touched"
    app.set_language("fr")
    touch(app, "spend_tu")
    assert say("fr", app.strip[-1].read) == "Dépenser 1 UT touché"
    assert say("fr", app.strip[-2].read) == "Dépenser 1 UT touché", "the strip says earlier inputs anew"


def test_the_history_says_what_was_read_as_the_strip_did():
    """A log line's source gives back the input it came from, described the same way."""
    from device.mapping import event_of, source_of
    from drivers.events import ButtonPressed, TagPlaced
    from ui import screens

    inputs = [TagPlaced("seat2", "04AA"), TagPlaced("touch", "timestories/location/6"), ButtonPressed("next", "gpio"),
              DiceRolled(("hit", "skull"), (1, 0), 0.87, "timestories_action", picture="rolls/1.jpg"),
              DiceRolled(("4",), (4,), 1.0, origin="corrected")]
    for event in inputs:
        for language in ("en", "hu"):
            assert say(language, screens.describe(event_of(source_of(event)))) == say(language, screens.describe(event))
    assert event_of({}) is None and event_of({"kind": "DeviceNotice"}) is None


def test_the_history_is_one_tap_on_the_strip_away_and_lists_every_line_with_its_sentences(app, drawn):
    scan(app, "Location 6")
    press(app, NEXT)
    press(app, UNDO)
    touch(app, "ui:history")
    assert app.screens.overlay.kind == "history"
    lines = app.screens.overlay.lines
    assert len(lines) == 3
    assert lines[0].startswith("1. Card Location 6 on the main reader: Entering a location is free")
    assert lines[1].startswith("2. Button next: Action round")
    assert lines[2].startswith("3. Button undo: Taken back: Action round: the Time Captain spends 1 TU")
    assert any("Entering a location is free" in text for text in drawn), "the history is on screen"
    touch(app, "ui:close")
    assert app.screens.overlay is None


def test_undo_takes_back_one_action_at_a_time_and_survives_a_restart(isolated):
    app = open_app(isolated)
    scan(app, "Location 6")
    press(app, NEXT)
    press(app, NEXT)
    press(app, UNDO)
    assert app.session.state["tu"] == 24
    app.stop()
    again = open_app(isolated, resume=True)
    try:
        assert again.session.state["tu"] == 24 and again.session.state["location"] == "Location 6"
        press(again, UNDO)
        assert again.session.state["tu"] == 25
        press(again, UNDO)
        assert again.session.state["location"] is None
        press(again, UNDO)
        assert again.strip[-1].refused and "nothing to undo" in again.strip[-1].did
        # The kiosk's own clock lines keep the time across the restart; undo passes over them.
        assert actions(again) == ["setup", "enter", "spend_tu", "spend_tu", "undo", "pause", "resume", "undo", "undo"]
    finally:
        again.stop()


# -- 2. corrections and enrolment -------------------------------------------------------------

def test_a_low_confidence_roll_shows_its_picture_and_one_tap_applies_the_corrected_value(app, tmp_path):
    picture = tmp_path / "roll.png"
    pygame.image.save(pygame.Surface((64, 48)), str(picture))
    scan(app, "Location 1")
    app.events.put(DiceRolled(("5",), (5,), 0.41, "d6", str(picture), origin="camera"))
    app.step()
    assert actions(app) == ["setup", "enter"], "a doubtful roll is not applied as read"
    assert app.screens.overlay.kind == "correct" and app.screens.overlay.picture == str(picture)
    assert "41%" in app.screens.overlay.lines[0]
    assert app.indicators.led_state == "attention"
    touch(app, "ui:die:2")
    app.step()
    leave = app.session.match.log[-1]
    assert leave["action"] == "leave" and leave["roll"] == 2
    assert leave["source"]["origin"] == "corrected" and leave["source"]["picture"] == str(picture)
    assert app.screens.overlay is None and app.session.state["location"] is None


def test_a_doubtful_throw_of_the_wrong_dice_count_says_how_many_to_throw_and_offers_no_keep(app):
    for card in ("Receptacle 1", "Receptacle 2", "Location 1", "Space B", "Space B", "Test B: Orderly"):
        scan(app, card)
        app.readers.lift()
        app.step()
    press(app, NEXT)                                     # Blue acts on B: 2 combat dice
    app.events.put(DiceRolled(("skull", "hit_skull", "hit"), (None, None, None), 0.946, "timestories_action",
                              origin="camera"))
    app.step()
    overlay = app.screens.overlay
    assert actions(app)[-1] == "spend_tu", "the throw is not applied"
    assert overlay.kind == "correct" and "ui:keep" not in dict(overlay.choices)
    assert overlay.lines[0] == "Blue rolls 2 dice for combat, but the camera read 3 dice; roll again."


def test_a_die_the_camera_could_not_read_is_not_dropped_from_a_2d6_roll(isolated):
    """The camera saw something it could not read beside a 2 and a 4: not applied as 2 4,
    and the correction asks for the two dice the roll needs."""
    app = open_app(isolated, new_game="kivalasztottak")
    try:
        app.session.submit({"action": "ask_roll", "kind": "proba", "low": 4, "high": 9, "player": "Anna"})
        app.events.put(DiceRolled(("?", "2", "4"), (2, 4), 0.41, "d6", origin="camera"))
        app.step()
        overlay = app.screens.overlay
        assert app.session.state["pending_roll"] is not None, "the roll is still awaited"
        assert overlay.kind == "correct" and "ui:keep" not in dict(overlay.choices)
        assert overlay.lines == ("A 2d6 roll needs two dice; the camera read ? 2 4. Roll again or type the values.",
                                 "Tap the value of die 1 of 2.")
        for value in (2, 4):
            touch(app, f"ui:die:{value}")
            app.step()
        roll = app.session.match.log[-1]
        assert roll["action"] == "roll" and roll["dice"] == [2, 4] and roll["source"]["origin"] == "corrected"
    finally:
        app.stop()


def test_a_doubtful_throw_in_a_game_without_dice_says_so_instead_of_asking_for_values(isolated):
    app = open_app(isolated, new_game="enclave")
    try:
        app.events.put(DiceRolled(("4", "5"), (4, 5), 0.6, "d6", origin="camera"))
        app.step()
        assert app.screens.overlay is None, "no values to correct: Enclave takes no roll"
        assert app.strip[-1].did == "Enclave uses no dice; scan a card or press a button."
    finally:
        app.stop()


def test_a_roll_just_under_the_confidence_needed_never_shows_as_sure_as_it(app):
    scan(app, "Location 1")
    app.events.put(DiceRolled(("2tu",), (2,), 0.949, "time_captain", origin="camera"))   # needed: 0.95
    app.step()
    assert app.screens.overlay.lines[0] == "The camera is only 94% sure it read 2 TU."


def test_a_roll_the_game_does_not_expect_asks_for_the_value_and_keeps_the_game_waiting(app):
    scan(app, "Location 1")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_5, mod=0, unicode="5"))  # captain die: 1-3
    app.step()
    overlay = app.screens.overlay
    assert overlay.kind == "correct" and "ui:keep" not in dict(overlay.choices)
    assert overlay.lines[0] == "5 is not on this die: its faces are 1, 2, 3."
    assert [name for name, _ in overlay.choices if name.startswith("ui:die:")] == ["ui:die:1tu", "ui:die:2tu",
                                                                                   "ui:die:3tu"]
    touch(app, "ui:die:3tu")
    app.step()
    assert app.session.match.log[-1]["roll"] == 3 and app.session.match.log[-1]["source"]["origin"] == "corrected"


def test_an_unknown_tag_is_enrolled_on_screen_and_then_counts_as_scanned(app, isolated):
    app.readers.place("04C0FFEE000001")
    app.step()
    assert app.attention.startswith("Unknown card 04C0FFEE000001") and app.screens.overlay is None
    press(app, CONFIRM)                                  # confirm takes the enrolment on offer
    assert app.screens.overlay.kind == "enrol"
    card_id, name = next((c.id, c.name) for c in app.catalog.cards_of("timestories") if c.name == "Location 2")
    touch(app, f"ui:card:{card_id}")
    assert app.screens.overlay.kind == "card_fields"     # its printed numbers, to check before binding
    touch(app, "ui:save")
    app.step()
    assert app.session.state["location"] == "Location 2"
    assert Catalog.load(isolated, simulated=True).card_for("04C0FFEE000001").name == name


# -- 3. clocks in the log -----------------------------------------------------------------------

def test_the_clocks_come_from_the_log_pause_and_go_on_after_a_restart(isolated):
    clock = FakeClock()
    app = open_app(isolated, clock)
    clock.value += 30
    scan(app, "Location 1")
    clock.value += 60
    press(app, NEXT)
    clock.value += 30
    press(app, MENU)
    touch(app, "ui:pause")
    clock.value += 300                                    # a long break, clock paused
    timers = app.screen().timers
    assert timers.paused and timers.session == pytest.approx(120)
    press(app, MENU)
    touch(app, "ui:resume_clock")
    clock.value += 30
    press(app, NEXT)
    log = app.session.match.log
    assert [line["action"] for line in log] == ["setup", "enter", "spend_tu", "pause", "resume", "spend_tu"]
    assert [line.get("at") for line in log[1:]] == [30, 90, 120, 420, 450]
    timers = app.screen().timers
    assert timers.session == pytest.approx(150) and timers.phase == ("place", "Location 1")
    assert timers.phase_seconds == pytest.approx(120)
    app.stop()
    later = FakeClock(50_000.0)                           # the appliance was off meanwhile: that does not count
    again = open_app(isolated, later, resume=True)
    try:
        later.value += 10
        timers = again.screen().timers
        assert timers.session == pytest.approx(160) and timers.phase_seconds == pytest.approx(130)
    finally:
        again.stop()


# -- 5. screen flow -------------------------------------------------------------------------------

def test_a_new_game_is_chosen_and_set_up_without_a_keyboard(isolated):
    app = open_app(isolated, start_screen=True)
    try:
        assert app.session is None and app.screens.overlay.kind == "start"
        assert [name for name, _ in app.screens.overlay.choices][:2] == ["ui:game:timestories", "ui:game:cavendish"]
        press(app, NEXT)                                  # the frame moves to the second game
        press(app, CONFIRM)
        assert app.screens.overlay.kind == "setup"
        touch(app, "ui:players:3")
        assert app.session.game == "cavendish" and app.screens.overlay is None
        assert app.session.match.log[0]["played"] == ["Anton", "Amy", "Jennifer"]
        press(app, MENU)
        assert app.screens.overlay.kind == "menu"
        press(app, UNDO)                                  # undo closes a screen, it does not undo the game
        assert app.screens.overlay is None and actions(app) == ["setup"]
    finally:
        app.stop()


def test_cavendish_is_set_up_by_scanning_the_receptacles_played(isolated):
    app = open_app(isolated, start_screen=True)
    try:
        touch(app, "ui:game:cavendish")
        for uid in ("04245A34B26480", "04115A21B26180", "04235A33B26380"):   # Amy, a T.I.M.E Stories card, Anton
            app.readers.place(uid)
            app.step()
            app.readers.lift()
            app.step()
        assert "Scanned: Amy, Anton" in app.screens.overlay.lines
        touch(app, "ui:scanned")
        assert app.session.game == "cavendish" and app.session.match.log[0]["played"] == ["Amy", "Anton"]
    finally:
        app.stop()


def test_an_unfinished_game_comes_back_at_power_on_and_the_start_screen_offers_it_first(isolated):
    app = open_app(isolated)
    scan(app, "Location 3")
    app.stop()
    again = open_app(isolated, start_screen=True)
    try:
        assert again.screens.overlay is None and again.session.state["location"] == "Location 3"
        press(again, MENU)
        touch(again, "ui:start")
        overlay = again.screens.overlay
        assert overlay.choices[overlay.focus] == ("ui:resume", "Resume game 1")
        press(again, CONFIRM)
        assert again.session.state["location"] == "Location 3" and again.screens.overlay is None
    finally:
        again.stop()


def test_older_unfinished_games_are_offered_on_the_start_screen_not_only_the_latest(isolated):
    for location in ("Location 1", "Location 2", "Location 3"):
        app = open_app(isolated, new_game="timestories")
        scan(app, location)
        app.stop()
    again = open_app(isolated, start_screen=True)
    try:
        press(again, MENU)
        touch(again, "ui:start")
        offered = [label for name, label in again.screens.overlay.choices if name.startswith("ui:resume")]
        assert offered == ["Resume game 3", "Resume game 2", "Resume game 1"]       # the newest first
        assert again.screens.overlay.lines[0] == "Resume an unfinished game or choose a new one."
        touch(again, "ui:resume:1")                                             # the oldest
        assert again.session.game_id == 1 and again.session.state["location"] == "Location 1"
    finally:
        again.stop()

def test_the_report_is_made_from_the_menu_and_shown(app, isolated):
    scan(app, "Location 1")
    press(app, NEXT)
    press(app, MENU)
    touch(app, "ui:report")
    assert app.screens.overlay.kind == "report"
    image = pygame.image.load(app.screens.overlay.picture)
    assert image.get_size() == (800, 480 - 60), "drawn for the screen, above its button bar"
    assert app.screens.overlay.picture.endswith("game-1.png")


def test_the_report_comes_up_by_itself_when_the_game_ends(app):
    scan(app, "Location 1")
    app.catalog.bind("04AB000000000A", "timestories/mission/success")
    scan(app, "Mission Successful")
    assert app.session.state["status"] == "success"
    overlay = app.screens.overlay
    assert overlay.kind == "report" and pygame.image.load(overlay.picture).get_size() == (800, 420)


def go_idle(app) -> None:
    app.screens.last_input -= app.config["display.idle_seconds"] + 1
    app.step()
    assert app.screen().idle


def test_the_idle_screen_comes_after_a_quiet_while_and_the_first_touch_only_wakes_it(app):
    go_idle(app)
    touch(app, "ui:wake")
    assert not app.screens.idle and actions(app) == ["setup"], "the waking touch does nothing else"


def test_a_physical_button_on_the_idle_screen_wakes_it_and_acts(app):
    scan(app, "Location 6")
    go_idle(app)
    press(app, NEXT)
    assert not app.screens.idle and app.session.state["tu"] == 24, "the press spent 1 TU as it does awake"


def test_language_and_theme_change_from_the_menu(app, drawn):
    press(app, MENU)
    touch(app, "ui:language")
    assert app.language == "hu" and ("ui:language", "Nyelv: Magyar") in app.screens.overlay.choices
    touch(app, "ui:theme")
    assert app.kiosk.theme.name == "high_contrast"
    touch(app, "ui:close")
    assert any(text.startswith("A bázison Blue és Red még gazdatest nélkül vannak") for text in drawn), \
        "the strip's prompt in Hungarian"


# -- 7. LED and buzzer ----------------------------------------------------------------------------

def lit_over(app, seconds: float) -> set[bool]:
    seen, end = set(), time.monotonic() + seconds
    while time.monotonic() < end:
        seen.add(app.controls.led.is_lit)
        time.sleep(0.02)
    return seen


def test_the_led_is_steady_when_idle_blinks_when_attention_is_needed(app):
    assert app.indicators.led_state == "idle" and lit_over(app, 0.3) == {True}
    app.readers.place("04C0FFEE000002")
    app.step()
    assert app.indicators.led_state == "attention" and lit_over(app, 0.7) == {True, False}
    scan(app, "Location 1")                               # an accepted action clears it
    assert app.indicators.led_state == "reading", "a read flickers the LED for a moment"
    time.sleep(0.35)
    app.step()
    assert app.indicators.led_state == "idle" and lit_over(app, 0.3) == {True}


def test_the_buzzer_beeps_twice_when_something_needs_attention(app):
    buzzer = app.controls.factory.pin(BUZZER)
    buzzer.clear_states()
    app.readers.place("04C0FFEE000003")
    app.step()
    time.sleep(0.4)
    rises = [state for state in buzzer.states if state.state]
    assert len(rises) == 2


def test_a_press_for_a_screen_that_is_not_open_does_nothing(app):
    from drivers.events import ButtonPressed

    scan(app, "Location 1")
    for name in ("ui:die:3", "ui:keep", "ui:bind:timestories/location/2", "ui:pause", "ui:players:2",
                 "ui:scanned", "ui:report", "ui:nonsense", "ui:page:more", "ui:dice_count:2",
                 "ui:play_card:timestories/location/2"):
        app.events.put(ButtonPressed(name, "touch"))
        app.step()
    assert actions(app) == ["setup", "enter"] and app.screens.overlay is None
    assert app.session.state["location"] == "Location 1"


# -- the frame loop ------------------------------------------------------------------------------

def test_a_driver_event_wakes_the_frame_loop_before_the_frame_is_out():
    """With a 100 s frame, a card placed 50 ms in is still handled at once (a loop that only
    slept would wait the whole frame; the bound below is 1000 times the delay)."""
    import threading

    from device.mainloop import FramePacer, Inputs
    from drivers.events import TagPlaced

    inputs = Inputs()
    pacer = FramePacer(inputs)
    threading.Timer(0.05, inputs.put, [TagPlaced("main", "04AA")]).start()
    started = time.monotonic()
    pacer.tick(0.01)
    assert time.monotonic() - started < 50 and inputs.get_nowait() == TagPlaced("main", "04AA")


@pytest.mark.parametrize("game", ["timestories", "cavendish", "enclave", "kivalasztottak"])
def test_the_history_of_a_recorded_game_opens_with_its_newest_line_whole_on_screen(isolated, drawn, game):
    """Whatever a stored line's source looks like (the recorded logs write buttons as
    ``{"kind": "button", "button": ...}``), the history renders it, and its first page
    ends with the newest line, drawn whole."""
    from helpers import LOGS, read_jsonl

    log = read_jsonl(LOGS / f"{game}.jsonl")
    app = open_app(isolated, new_game=game, script=log)
    try:
        while app.script or not app.events.empty():
            app.step()
        newest = len(app.session.match.log) - 1
        assert app.screens.overlay.kind == "report"     # the game ended: its report came up by itself
        touch(app, "ui:close")
        drawn.clear()
        touch(app, "ui:history")
        assert app.screens.overlay.title == f"History: {newest} lines"
        assert app.screens.overlay.lines[-1].startswith(f"{newest}. ")
        for line in app.screens.overlay.lines:   # each entry whole on screen: its first words are drawn
            assert any(text.startswith(line[:12]) for text in drawn), line
    finally:
        app.stop()


def test_a_stored_line_with_a_source_of_another_shape_says_what_it_did(app):
    scan(app, "Location 6")
    for other in ({"kind": "button"}, {"kind": "dice", "origin": "camera"}, {"kind": "nfc", "reader": "main"},
                  {"kind": "gpio"}):   # usable envelopes (a source of the wrong type is refused: test_envelope)
        app.session.submit({"action": "spend_tu", "source": other})
    touch(app, "ui:history")
    assert app.screens.overlay.title == "History: 5 lines"
    assert [line.split(":")[0] for line in app.screens.overlay.lines[-4:]] == [
        "2. Action round", "3. Action round", "4. Action round", "5. Action round"], "not the engine's 'spend_tu'"


def test_a_line_applied_live_with_a_source_of_another_shape_is_shown_not_a_crash(app):
    scan(app, "Location 6")
    for junk in ({"kind": "dice", "faces": 3}, "dice", {"kind": "dice"}):
        app.events.put(ScriptedAction({"action": "spend_tu", "source": junk}))
        app.step()
    assert app.session.state["tu"] == 24, "the two sources of the wrong type are refused, the third applied"
    assert app.strip[-1].did.startswith("Action round") and app.strip[-2].refused
