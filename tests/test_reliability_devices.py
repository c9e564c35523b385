"""Graceful degradation, through the whole appliance: a card reader that is
missing at start-up, one that stops answering mid-game, SPI switched off, and
a full disk. Each shows a clear notice, the game stays playable by touch,
nothing stored is lost, and a device that comes back is used again by itself.

The readers are the real RC522 backend on the register-level emulator
(``drivers.nfc.mock``) in real time, polled by their own thread."""

from __future__ import annotations

import json
import queue
import time

import pytest

from device import config, mainloop
from device.catalog import Catalog
from device.mainloop import Appliance, RunOptions
from device.session import GameSession
from device.store import Store
from device.tables.timestories import DEFAULT_SETUP
from drivers.events import ButtonPressed, DeviceNotice, TagPlaced
from engine import replay
from tests.conftest_nfc import board, config_with, open_rc522, real_time_board  # noqa: F401  (fixtures)
from drivers.nfc.mock import ntag213

LOCATION_3, LOCATION_4 = "04A3C6CAE26180", "04A3C6112233AA"
TWO_READERS = """
[nfc]
backend = "rc522"
poll_hz = 50.0
[[nfc.readers]]
name = "main"
bus = 0
device = 0
[[nfc.readers]]
name = "side"
bus = 0
device = 1
reset_pin = 23
"""


def step_until(app: Appliance, condition, seconds: float = 10.0) -> None:
    """Run frames until ``condition()`` holds (the readers poll on their own thread)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"never happened; strip: {[line.did for line in app.strip]}"
        app.step()


def strip_says(app: Appliance, words: str) -> bool:
    return any(words in line.did for line in app.strip)


def press(app: Appliance, name: str) -> None:
    app.events.put(ButtonPressed(name, "touch"))
    app.step()


@pytest.fixture
def rc522_table(real_time_board, isolated, tmp_path):
    """Two readers configured, only ``main`` plugged in; two location cards enrolled."""
    (tmp_path / "config.toml").write_text(TWO_READERS)
    isolated.mkdir(parents=True)
    (isolated / "tags.jsonl").write_text(json.dumps({"uid": LOCATION_3, "card": "timestories/location/3"}) + "\n"
                                         + json.dumps({"uid": LOCATION_4, "card": "timestories/location/4"}) + "\n")
    main = real_time_board.attach("main", bus=0, device=0, reset_pin=25)
    app = Appliance(config.load(), isolated, RunOptions(headless=True, controls_backend="mock"))
    app.start()
    yield real_time_board, main, app
    app.stop()


def test_a_reader_missing_at_start_up_is_reported_and_used_once_plugged_in(rc522_table):
    board, main, app = rc522_table
    step_until(app, lambda: strip_says(app, "reader 'side' does not answer"))
    assert "reader 'side' does not answer" in app.attention and "CE1" in app.attention   # which wires to check
    main.place(ntag213(LOCATION_3))                          # the other reader plays on
    step_until(app, lambda: app.session.state["location"] == "Location 3")
    side = board.attach("side", bus=0, device=1, reset_pin=23)
    side.powered = True                                      # plugged in while the game runs
    step_until(app, lambda: strip_says(app, "Back in touch with reader 'side'."))
    side.place(ntag213(LOCATION_4))
    step_until(app, lambda: any(line.read == "Card Location 4 on reader 'side'" for line in app.strip))


def test_a_reader_that_stops_answering_mid_game_leaves_the_game_playable_by_touch(rc522_table):
    board, main, app = rc522_table
    main.place(ntag213(LOCATION_3))
    step_until(app, lambda: app.session.state["location"] == "Location 3")
    main.powered = False                                     # unplugged, or a brown-out
    step_until(app, lambda: strip_says(app, "No answer from the main reader"))
    assert "No answer from the main reader" in app.attention
    tu = app.session.state["tu"]
    press(app, "spend_tu")                                   # touch still works
    step_until(app, lambda: app.session.state["tu"] == tu - 1)
    main.powered = True
    main.hard_reset()                                        # back, its registers reset
    step_until(app, lambda: strip_says(app, "Back in touch with the main reader."))
    assert app.session.state["location"] == "Location 3", "the card that stayed on it was not read as new"


def test_spi_switched_off_starts_the_kiosk_with_a_notice_instead_of_failing(real_time_board, isolated, tmp_path):
    (tmp_path / "config.toml").write_text('[nfc]\nbackend = "rc522"\n')
    real_time_board.disable_spi()
    with Store.open(isolated) as store:                      # a game under way, at a location
        GameSession.new(store, Catalog.load(isolated), dict(DEFAULT_SETUP)).submit(
            {"action": "enter", "location": "Location 3"})
    app = Appliance(config.load(), isolated, RunOptions(headless=True, controls_backend="mock"))
    app.start()
    try:
        step_until(app, lambda: app.attention is not None)
        assert app.attention.startswith("Card reading is off: SPI is not enabled")
        press(app, "spend_tu")                               # the game goes on by touch
        assert app.session.match.log[-1]["action"] == "spend_tu" and app.session.state["tu"] == 24
    finally:
        app.stop()


def test_a_full_disk_mid_game_holds_the_press_loses_nothing_and_saves_it_with_space(isolated, monkeypatch):
    monkeypatch.setattr(mainloop, "STORE_RETRY_S", 0.0)     # the held press is tried again every frame
    app = Appliance(config.load(), isolated, RunOptions(headless=True, nfc_backend="sim", controls_backend="mock"))
    app.start()
    try:
        location = next(uid for uid, card in app.catalog.tags.items() if card == "timestories/location/3")
        app.readers.place(location)
        app.step()
        db = app.store._db
        db.execute(f"PRAGMA max_page_count = {db.execute('PRAGMA page_count').fetchone()[0]}")   # disk full
        for presses in range(400):
            held = "undo" if presses % 2 else "spend_tu"
            press(app, held)
            if app.attention:
                break
        assert "database or disk is full" in app.attention and "nothing stored before is lost" in app.attention
        assert app.attention.startswith("Not saved, so play is stopped until it can be")
        stored = app.store.lines(app.session.game_id)
        assert stored == app.session.match.log, "the screen shows exactly what the disk holds"
        assert app.session.state == replay(stored)[0].state
        assert app.store.integrity() == "ok"
        press(app, "idle")                                   # still full: not taken, nothing changes
        assert app.strip[-1].did == "Not taken: play is stopped until the game store can save again."
        assert app.store.lines(app.session.game_id) == stored
        db.execute("PRAGMA max_page_count = 1073741823")    # space again: the held press is saved first
        app.step()
        assert app.attention is None and app.session.match.log[-1]["action"] == held
        press(app, "spend_tu" if held == "undo" else "undo")  # and play goes on
        assert len(app.session.match.log) == len(stored) + 2
        final = app.session.state
    finally:
        app.stop()
    with Store.open(isolated) as store:
        # The held press, the one after it, then the pause the closing kiosk keeps the clock with.
        assert store.lines(1)[:len(stored)] == stored
        assert [line["action"] for line in store.lines(1)[len(stored):]] == [
            held, "spend_tu" if held == "undo" else "undo", "pause"]
        assert GameSession.resume(store, Catalog.load(isolated, simulated=True), 1).state == final


def test_an_unexpected_error_in_the_reader_thread_pauses_reading_instead_of_ending_it(board, config_with):
    chip = board.attach("main", bus=0, device=0, reset_pin=25)
    readers = open_rc522(board, config_with(poll_hz=50.0))
    real_poll, failures = readers.readers[0].poll, iter([RuntimeError("a bug"), RuntimeError("a bug")])

    def flaky_poll():
        failure = next(failures, None)
        if failure:
            raise failure
        return real_poll()

    readers.readers[0].poll = flaky_poll
    chip.place(ntag213(LOCATION_3))
    events = queue.Queue()
    readers.start(events.put)
    try:
        got = [events.get(timeout=10) for _ in range(3)]
    finally:
        readers.stop()
    assert [type(e) for e in got] == [DeviceNotice, DeviceNotice, TagPlaced]
    assert "paused after an internal error: RuntimeError('a bug')" in got[0].text and not got[0].ok
    assert got[1].ok and got[2].uid == LOCATION_3


def test_buttons_that_cannot_start_leave_a_notice_and_the_touch_screen(isolated, monkeypatch):
    from gpiozero.exc import BadPinFactory

    from drivers.controls import Controls

    def no_pin_library(*args, **kwargs):
        raise BadPinFactory("Unable to load any default pin factory!")

    monkeypatch.setattr(Controls, "from_config", no_pin_library)
    with Store.open(isolated) as store:
        GameSession.new(store, Catalog.load(isolated), dict(DEFAULT_SETUP)).submit(
            {"action": "enter", "location": "Location 3"})
    app = Appliance(config.load(), isolated, RunOptions(headless=True, nfc_backend="sim"))
    app.start()
    try:
        app.step()
        assert app.attention.startswith("The buttons, LED and buzzer are off (Unable to load any default pin")
        press(app, "spend_tu")
        assert app.session.state["tu"] == 24
    finally:
        app.stop()
