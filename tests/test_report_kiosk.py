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
    app = play_through_table(isolated, read_jsonl(LOGS / "kivalasztottak.jsonl"), now=lambda: float(next(clock)))
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


def test_a_game_resumed_after_the_kiosk_closed_keeps_the_clock_time_since_its_last_action(isolated):
    """Played to 2:20 with the last action at 1:43, closed, opened again: the clock goes on from 2:20."""
    now = [0.0]
    options = dict(headless=True, nfc_backend="sim", controls_backend="mock")
    log = read_jsonl(LOGS / "kivalasztottak.jsonl")[:6]
    app = Appliance(config.load(), isolated, RunOptions(script=log, **options))
    app.now = lambda: now[0]
    app.start()
    try:
        while app.script:
            app.step()
        now[0] = 103.0
        app.play.apply_line("Script", {"action": "scan", "card": "Toronyszint", "at": 103.0})   # the last action
        assert not app.session.over
        now[0] = 140.0                                                          # 2:20 when the kiosk closes
    finally:
        app.stop()
    again = Appliance(config.load(), isolated, RunOptions(**options))
    again.now = lambda: 500.0                     # the wall clock moved on while the kiosk was off
    again.start()
    try:
        assert again.session.match.log[-2]["action"] == "pause" and not again.session.match.paused
        assert again.play.play_time() == pytest.approx(140.0)
        assert again.play.timeline.at(again.play.play_time()).session == pytest.approx(140.0)
    finally:
        again.stop()
    with Store.open(isolated) as store:
        assert replay(store.lines(again.session.game_id))[2] == []    # the clock lines replay cleanly


def test_the_kiosk_clocks_stand_still_once_the_game_is_over(isolated, monkeypatch):
    """Ten minutes after the last line the session, round and turn clocks show what they showed at the end."""
    import dataclasses
    import time

    import pygame

    from ui import widgets
    from ui.i18n import clock

    app = play_through_table(isolated, read_jsonl(LOGS / "kivalasztottak.jsonl"))
    screen = app.screen()
    assert screen.timers.ended
    drawn: list[str] = []
    real = widgets._fit
    monkeypatch.setattr(widgets, "_fit", lambda value, rect, pixels: (drawn.append(value), real(value, rect, pixels))[1])
    later = dataclasses.replace(screen, overlay=None, started=time.monotonic() - 600)
    app.kiosk.draw(pygame.Surface(app.kiosk.size), later)
    assert f"Session {clock(screen.timers.session)}" in drawn
    assert f"Turn {clock(screen.timers.turn_seconds)}" in drawn
