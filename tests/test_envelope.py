"""The log envelope (``source``, ``at``) is checked where a line enters: a line read
from a file or about to be stored is refused in one sentence naming the field, and a
stored line that no longer has a usable envelope is shown as unreadable in the history
and skipped by the timers, never a crash (issue 19, findings 1 and 2)."""

from __future__ import annotations

import pygame
import pytest

from device import config, envelope
from device.mainloop import Appliance, RunOptions, ScriptedAction
from device.store import Store
from helpers import agency, write_jsonl
from ui.timers import Timeline

SETUP = {"action": "setup", "game": "timestories", "tu": 20, "agents": [
    {"name": "Blue", "lp": 3, "resistance": 1, "dice": {"combat": 2, "deftness": 1, "magic": 0}}]}

BAD_ENVELOPES = [{"at": "abc"}, {"at": 1e400}, {"at": [1]}, {"at": -5}, {"at": True}, {"at": None},
                 {"at": 10 ** 40}, {"source": "x"}, {"source": None}, {"source": {"kind": 3}},
                 {"source": {"kind": "dice", "faces": 3}}, {"source": {"kind": "dice", "confidence": "high"}},
                 {"source": {"kind": "dice", "confidence": float("nan")}}, {"source": {"kind": "nfc", "reader": ["main"]}}]


@pytest.mark.parametrize("bad", BAD_ENVELOPES, ids=repr)
def test_every_unusable_envelope_field_is_named(bad):
    (field,) = bad
    assert f"'{field}'" in envelope.problem({"action": "spend_tu", **bad})


def test_the_envelopes_the_device_and_the_recorded_logs_write_are_usable():
    for line in ({"action": "spend_tu", "at": 12.5},
                 {"action": "enter", "source": {"kind": "nfc", "reader": "location", "uid": "04A3C6"}},
                 {"action": "roll", "source": {"kind": "dice", "faces": ["6"], "confidence": 0.95, "origin": "camera"}},
                 {"action": "next_phase", "source": {"kind": "button", "button": "next_phase"}},
                 {"action": "roll", "source": {"kind": "dice"}}):
        assert envelope.problem(line) is None, line


@pytest.mark.parametrize("stamp", ["abc", 1e400, [1], -5, True, None])
def test_a_stored_line_whose_at_is_no_play_time_counts_as_unstamped(stamp):
    """A damaged stamp must not make a saved game impossible to resume or report."""
    log = [dict(SETUP), {"action": "pause", "at": 10}, {"action": "resume", "at": stamp},
           {"action": "pause", "at": 30}]
    admitted, unreadable = envelope.admit_stored(log)
    timeline = Timeline.from_log(admitted)
    assert list(unreadable) == [3], "the third line is the damaged one"
    assert timeline.last_at == 30 and timeline.at(100).session == 30, "resumed when paused, paused again at 30"


def stored_game(data, damaged: dict) -> int:
    """A game whose second action was stored with a damaged envelope (written past the
    door, as an older version or a rotting card would have left it)."""
    with Store.open(data) as store:
        game_id = store.new_game(SETUP)
        store.append(game_id, 1, {"action": "enter", "location": "Day Room", "at": 5})
        store.append(game_id, 2, {"action": "spend_tu", **damaged})
        store.append(game_id, 3, {"action": "spend_tu", "at": 40})
    return game_id


def touch(app, name: str) -> None:
    """Touch the on-screen target that sends ``name``, then one frame."""
    rect = next(rect for rect, target in app.kiosk._targets if getattr(target, "name", None) == name)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.step()


def open_app(data, **options) -> Appliance:
    app = Appliance(config.load(), data, RunOptions(headless=True, nfc_backend="sim", controls_backend="mock",
                                                   **options))
    app.start()
    app.step()
    return app


@pytest.mark.parametrize("bad", BAD_ENVELOPES, ids=repr)
def test_a_stored_line_with_an_unusable_envelope_is_shown_as_unreadable_and_the_game_goes_on(isolated, bad):
    stored_game(isolated, bad)
    app = open_app(isolated, resume=True)
    try:
        assert app.session.state["tu"] == 18 and app.timeline.last_at == 40
        touch(app, "ui:history")
        assert app.screens.overlay.lines[-2].startswith("2. Input and time unreadable: ")
        assert app.screens.overlay.lines[-1].startswith("3. Action round: the Time Captain spends 1 TU")
        app.events.put(ScriptedAction({"action": "spend_tu"}))
        app.step()
        assert app.session.state["tu"] == 17, "play goes on after the unreadable line"
    finally:
        app.stop()
    with Store.open(isolated) as store:
        assert repr(store.lines(1)[2]) == repr({"action": "spend_tu", **bad}), "the stored line is kept as it was"


def test_the_report_of_a_game_with_an_unreadable_stamp_is_drawn(isolated, tmp_path):
    game_id = stored_game(isolated, {"at": "abc"})
    done = agency("report", str(game_id), "-o", tmp_path / "r.png")
    assert done.returncode == 0 and (tmp_path / "r.png").stat().st_size > 0, done.stderr


def test_a_script_line_with_an_unusable_envelope_is_refused_naming_file_line_and_field(tmp_path):
    script = write_jsonl(tmp_path / "game.jsonl", [SETUP, {"action": "enter", "location": "Day Room"},
                                                  {"action": "spend_tu", "at": "abc"}])
    done = agency("run", "--headless", "--script", script)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"{script} line 3: 'at' must be seconds of play time" in done.stderr
    replayed = agency("replay", script)
    assert replayed.returncode == 2 and f"{script} line 3: 'at'" in replayed.stderr


def test_a_live_line_with_an_unusable_envelope_is_refused_and_not_stored(isolated):
    app = open_app(isolated, new_game="timestories")
    try:
        app.events.put(ScriptedAction({"action": "enter", "location": "Day Room"}))
        app.step()
        tu = app.session.state["tu"]
        app.events.put(ScriptedAction({"action": "spend_tu", "source": "x"}))
        app.step()
        assert app.session.state["tu"] == tu
        assert app.strip[-1].refused and "'source' must be an object" in str(app.strip[-1].said[0])
    finally:
        app.stop()
    with Store.open(isolated) as store:
        assert [line["action"] for line in store.lines(1)] == ["setup", "enter", "pause"], \
            "the refused line is not stored; the pause is the closing kiosk's"
