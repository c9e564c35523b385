"""The report describes the actions in effect: an undone location entry does not start its
location's time, an undone roll is not counted, and a location visited again in a later
run has its own bar, as the README promises ("per location and run")."""

from __future__ import annotations

from collections import Counter

import pytest

from device.session import GameSession
from device.store import Store
from helpers import LOGS, read_jsonl
from test_report import SETUP, texts_drawn
from ui.report import render_report, summarise
from ui.timers import Timeline

CAMERA = {"kind": "dice", "origin": "camera", "confidence": 0.97}


def undone_entry_and_roll() -> list[dict]:
    return [SETUP,
            {"action": "enter", "location": "Attic", "red": False, "at": 10},
            {"action": "undo", "at": 130},                           # not there yet after all
            {"action": "enter", "location": "Attic", "red": False, "at": 200},
            {"action": "spend_tu", "at": 260},
            {"action": "leave", "roll": 2, "at": 300, "source": CAMERA | {"faces": ["2tu"]}},
            {"action": "undo", "at": 305},                           # that roll taken back
            {"action": "leave", "roll": 3, "at": 330, "source": CAMERA | {"faces": ["3tu"]}}]


def test_an_undone_entry_and_roll_count_for_nothing_in_the_report():
    log = undone_entry_and_roll()
    summary = summarise(log)
    assert summary.phases == {("place", "Attic", 1): pytest.approx(330 - 200)}
    still_there = log[:5]                                            # in the Attic, 1 TU spent at 260
    assert Timeline.from_log(still_there).at(260).phase_seconds == pytest.approx(60)   # the kiosk's location clock
    assert summarise(still_there).phases == {("place", "Attic", 1): pytest.approx(60)}
    counts, _ = summary.dice["time_captain"]
    assert counts == Counter({"3tu": 1})


def test_the_report_on_screen_says_the_times_and_dice_in_effect(monkeypatch, tmp_path):
    drawn = texts_drawn(monkeypatch)
    render_report(undone_entry_and_roll(), tmp_path / "r.png")
    shown = [text for text, _ in drawn]
    assert "Run 1: Attic" in shown and "2:10" in shown
    assert "Dice: 1 rolled, chi-square 2.0 (2 d.f.)" in shown


def test_a_location_visited_in_two_runs_has_a_bar_for_each_run(monkeypatch, tmp_path):
    log = read_jsonl(LOGS / "timestories.jsonl")
    log = log[:1] + [dict(line, at=10.0 * number) for number, line in enumerate(log[1:], start=1)]
    summary = summarise(log)
    assert {("place", "Day Room", 1), ("place", "Day Room", 2)} <= set(summary.phases)
    assert {(1, "Day Room"), (2, "Day Room")} <= set(summary.spent)
    assert sum(summary.phases.values()) <= summary.duration
    drawn = texts_drawn(monkeypatch)
    render_report(log, tmp_path / "r.png", "hu")
    assert "2. futam: Attic" in [text for text, _ in drawn]


def test_a_resumed_game_reports_the_same_times_as_a_replay(isolated):
    from device.catalog import Catalog
    from device.session import CHECKPOINT_LINES, rebuild
    from ui.report import summary_of

    log = undone_entry_and_roll()
    while len(log) < 2 * CHECKPOINT_LINES + 5:   # checkpoints fall in the middle of it
        at = log[-1]["at"]
        log += [{"action": "enter", "location": "Cellar", "red": False, "at": at + 5}, {"action": "undo", "at": at + 6},
                {"action": "pause", "at": at + 7}, {"action": "resume", "at": at + 30}]
    with Store.open(isolated) as store:
        session = GameSession.new(store, Catalog.load(isolated, simulated=True), log[0])
        for line in log[1:]:
            session.submit(line)
        assert store.checkpoint(session.game_id) is not None
        match, timeline, tally, _ = rebuild(store, session.game_id)
    expected, resumed = summarise(log), summary_of(match, tally, timeline)
    assert resumed.phases == pytest.approx(expected.phases) and resumed.spent == expected.spent
    assert resumed.dice == expected.dice
