"""A game on the simulated table driven by the emulated RC522 instead of the
keyboard: a card enrolled to a location, placed on the reader, enters it."""

from __future__ import annotations

import json
import time

from device import config
from device.mainloop import Appliance, RunOptions
from device.play import CLOSED
from device.store import Store
from tests.conftest_nfc import real_time_board  # noqa: F401  (fixture)
from drivers.nfc.mock import ntag213

UID = "04A3C6CAE26180"


def test_a_card_on_the_emulated_rc522_enters_its_location(real_time_board, isolated):
    chip = real_time_board.attach("main", bus=0, device=0, reset_pin=25)
    isolated.mkdir(parents=True, exist_ok=True)
    (isolated / "tags.jsonl").write_text(json.dumps({"uid": UID, "card": "timestories/location/6"}) + "\n")
    app = Appliance(config.load(), isolated, RunOptions(headless=True, nfc_backend="rc522", controls_backend="mock",
                                                        new_game="timestories"))
    app.start()
    try:
        chip.place(ntag213(UID))
        deadline = time.monotonic() + 5
        while app.session.state["location"] != "Location 6" and time.monotonic() < deadline:
            app.step()
        assert app.session.state["location"] == "Location 6"
        game_id = app.session.game_id
    finally:
        app.stop()
    with Store.open(isolated) as store:
        lines = [line for line in store.lines(game_id) if line.get("source") != CLOSED]   # not the closing pause
    assert lines[-1]["action"] == "enter"
    assert lines[-1]["source"] == {"kind": "nfc", "reader": "main", "uid": UID}
    assert chip.field_on is False, "the antenna is switched off when the appliance stops"
