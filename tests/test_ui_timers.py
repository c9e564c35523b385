"""The clocks: pause and resume as log lines (logged, never undone, no state change, replayed
exactly) and the timers derived from a log's "at" stamps; spoken cues through a TTS program on
the PATH, silent without one."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from engine import IllegalAction, Match, replay
from drivers.speech import open_speaker
from ui.timers import Timeline

LOGS = Path(__file__).parent / "logs"

SETUP = {"action": "setup", "game": "kivalasztottak", "players": ["Anna", "Bela"], "first": "Anna",
         "future": {"Anna": 40, "Bela": 40}, "towers": {"Anna": 3, "Bela": 3}}


def test_pause_and_resume_are_logged_change_nothing_and_are_skipped_by_undo():
    match, _ = Match.start(SETUP)
    match.push({"action": "scan", "card": "Toronyszint", "at": 5})
    state = match.state
    events = match.push({"action": "pause", "at": 9})
    assert events[0].text == "Game clock paused." and match.paused and match.state == state
    with pytest.raises(IllegalAction, match="already paused"):
        match.push({"action": "pause"})
    match.push({"action": "resume", "at": 30})
    match.push({"action": "undo", "at": 31})             # takes back the scan, not the clock lines
    assert match.state["scan"] != state["scan"] and not match.paused
    assert [line["action"] for line in match.log] == ["setup", "scan", "pause", "resume", "undo"]
    again, _, rejected = replay(match.log)
    assert rejected == [] and again.state == match.state and not again.paused
    with pytest.raises(IllegalAction, match="not paused"):
        match.push({"action": "resume"})


def test_the_timeline_times_rounds_and_turns_without_the_pauses():
    log = [dict(SETUP), {"action": "scan", "card": "Toronyszint", "at": 10}]
    match, _ = Match.start(SETUP)
    timeline = Timeline("kivalasztottak")
    timeline.add(SETUP, match.state)
    timeline.add({"action": "pause", "at": 20}, match.state)
    assert timeline.at(500).session == 20, "the clocks stand still while paused"
    timeline.add({"action": "resume", "at": 100}, match.state)
    timers = timeline.at(130)
    assert timers.session == 50 and timers.phase == ("round", "1") and timers.phase_seconds == 50
    assert timers.turn == "Anna" and not timers.paused
    assert Timeline.from_log(log).last_at == 10



def test_spoken_cues_use_espeak_ng_when_it_is_on_the_path(tmp_path, monkeypatch):
    said = tmp_path / "said.txt"
    program = tmp_path / "espeak-ng"
    program.write_text(f"#!/bin/sh\necho \"$@\" > {said}\n")
    program.chmod(program.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    speaker = open_speaker(enabled=True, language="hu")
    speaker.say("12 TU")
    speaker._speaking.wait(timeout=10)
    assert said.read_text().strip() == "-v hu 12 TU"
    assert not open_speaker(enabled=False).available


def test_without_a_tts_program_the_cues_are_silent(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    speaker = open_speaker(enabled=True)
    assert not speaker.available
    speaker.say("3 TU")                                    # nothing to run, nothing raised


def test_the_turn_clock_restarts_when_enclave_changes_phase_with_the_same_player_on_turn():
    """Enclave's log: line 2 moves Miriam's table from the Initiative to the Planning Phase;
    Miriam stays on turn, but a new phase is a new turn on the clock."""
    lines = [json.loads(text) for text in (LOGS / "enclave.jsonl").read_text().splitlines()[:3]]
    lines[1]["at"], lines[2]["at"] = 40, 100
    timeline = Timeline.from_log(lines[:2])
    assert timeline.at(70).turn == "Miriam" and timeline.at(70).turn_seconds == 30
    timeline = Timeline.from_log(lines)
    assert timeline.at(130).turn == "Miriam" and timeline.at(130).turn_seconds == 30
    restored = Timeline.restore("enclave", json.loads(json.dumps(timeline.snapshot())))
    assert restored.at(130).turn_seconds == 30
