"""The report on the kiosk: it comes up by itself when a game ends, whichever way the last
action arrived, with the times the kiosk's clocks showed; the clocks stop at the end."""

from __future__ import annotations

import pytest

from device import config
from device.mainloop import Appliance, RunOptions
from device.screens.play import ReportScreen
from device.store import Store
from engine import replay
from helpers import LOGS, play_through_table, read_jsonl
from ui.report import summarise
from ui.timers import Timeline


@pytest.mark.parametrize("game", ["enclave", "cavendish", "timestories", "kivalasztottak"])
def test_the_report_comes_up_by_itself_when_a_scripted_game_ends(isolated, game):
    app = play_through_table(isolated, read_jsonl(LOGS / f"{game}.jsonl"))
    assert app.session.over
    assert isinstance(app.screens.open, ReportScreen)
    assert (isolated / "reports" / f"game-{app.session.game_id}.png").exists()


def test_a_scripted_game_is_stored_with_the_play_time_so_its_report_is_timed(isolated):
    clock = iter(range(0, 10_000, 7))       # seven seconds between frames of the kiosk's clock
    log = read_jsonl(LOGS / "kivalasztottak.jsonl")
    app = Appliance(config.load(), isolated, RunOptions(headless=True, script=log, nfc_backend="sim",
                                                       controls_backend="mock"))
    app.now = lambda: float(next(clock))
    app.start()
    try:
        while app.script:
            app.step()
        app.step()
    finally:
        app.stop()
    with Store.open(isolated) as store:
        stored = store.lines(app.session.game_id)
    stamps = [line["at"] for line in stored[1:]]
    assert stamps == sorted(stamps) and stamps[-1] > 0
    summary = summarise(stored)
    assert summary.timed and summary.duration == pytest.approx(stamps[-1])


def test_the_clocks_stop_when_the_game_ends_and_run_again_after_an_undo():
    log = read_jsonl(LOGS / "kivalasztottak.jsonl")
    stamped = [log[0]] + [dict(line, at=10.0 * number) for number, line in enumerate(log[1:], start=1)]
    ended_at = stamped[-1]["at"]
    timeline = Timeline.from_log(stamped)
    later = timeline.at(ended_at + 600)                 # ten minutes after the last line
    assert later.session == pytest.approx(ended_at)
    assert later.turn_seconds == timeline.at(ended_at).turn_seconds
    timeline.add({"action": "undo", "at": ended_at + 60}, replay(stamped[:-1])[0].state)   # the end taken back
    assert timeline.at(ended_at + 600).session == pytest.approx(ended_at + 600)
