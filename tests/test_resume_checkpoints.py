"""A long game resumes from its newest checkpoint, not from its setup, and the
game it rebuilds is the one the full replay gives: same state, same clocks, same
undo all the way back, whatever the game. Undo keeps only the newest states in
memory and replays an older one from setup when an undo reaches it."""

from __future__ import annotations

import random
import sqlite3

import pytest

from device import session as session_module
from device.catalog import Catalog
from device.session import GameSession
from device.store import Store
from engine import Match, match as match_module, registry, replay
from helpers import LOGS, agency, read_jsonl, write_jsonl
from test_kill_resume import with_undos
from ui.timers import Timeline


def played(data_dir, lines: list[dict]) -> int:
    with Store.open(data_dir) as store:
        session = GameSession.new(store, Catalog.load(data_dir), lines[0])
        for line in lines[1:]:
            session.submit(line)
        return session.game_id


def undo_to_setup(match: Match) -> list[dict]:
    """Every state on the way back to setup, one undo at a time."""
    states = []
    while match.history:
        match.push({"action": "undo"})
        states.append(match.state)
    return states


@pytest.mark.parametrize("game", registry.ids())
def test_a_game_resumed_from_its_checkpoint_is_the_replayed_game(isolated, monkeypatch, game):
    monkeypatch.setattr(session_module, "CHECKPOINT_LINES", 7)
    monkeypatch.setattr(match_module, "UNDO_STATES", 3)
    lines = with_undos(read_jsonl(LOGS / f"{game}.jsonl"), random.Random(7), rate=0.15)
    game_id = played(isolated, lines)
    with Store.open(isolated) as store:
        seq, _ = store.checkpoint(game_id)
        assert seq == (len(lines) - 1) // 7 * 7 and seq > 0, "the newest checkpoint, and only it, is kept"
        resumed = GameSession.resume(store, Catalog.load(isolated), game_id)
    full, _, rejected = replay(lines)
    assert not rejected
    assert resumed.state == full.state and resumed.match.history == full.history
    assert resumed.match.log == lines and resumed.match.paused == full.paused
    assert resumed.timeline.snapshot() == Timeline.from_log(lines).snapshot(), "the clocks go on where they were"
    assert undo_to_setup(resumed.match) == undo_to_setup(full), "undo reaches past the checkpoint, exactly"


def test_a_damaged_checkpoint_is_passed_over_for_the_full_replay(isolated, monkeypatch):
    monkeypatch.setattr(session_module, "CHECKPOINT_LINES", 10)
    lines = read_jsonl(LOGS / "timestories.jsonl")
    game_id = played(isolated, lines)
    with sqlite3.connect(isolated / Store.FILE) as db:
        db.execute("UPDATE checkpoints SET data = replace(data, '\"tu\": ', '\"tu\": 1')")
    db.close()
    with Store.open(isolated) as store:
        assert store.checkpoint(game_id) is None, "its checksum no longer matches"
        assert GameSession.resume(store, Catalog.load(isolated), game_id).state == replay(lines)[0].state


def test_undo_keeps_few_states_and_replays_older_ones_exactly(monkeypatch):
    monkeypatch.setattr(match_module, "UNDO_STATES", 4)
    lines = read_jsonl(LOGS / "cavendish.jsonl")
    match, _, _ = replay(lines)
    assert sum(state is not None for state in match._before) <= 4, "memory for undo stays bounded"
    reference = [replay(lines[:n])[0].state for n in range(len(lines) - 1, 0, -1)]
    states = undo_to_setup(match)
    assert states == reference[:len(states)] and states[-1] == replay(lines[:1])[0].state


def test_a_script_resumed_after_the_line_that_ended_the_game_goes_on_to_undo_it(isolated, tmp_path):
    lines = read_jsonl(LOGS / "kivalasztottak.jsonl")
    game_id = played(isolated, lines)
    with Store.open(isolated) as store:
        assert store.games()[0].status == "over"     # a kill came right after the game's last line
    script = write_jsonl(tmp_path / "script.jsonl", lines + [{"action": "undo"}])
    result = agency("run", "--headless", "--frames", "40", "--resume", "--script", script)
    assert result.returncode == 0, result.stderr
    assert f"game {game_id} (kivalasztottak): {len(lines)} log lines" in result.stdout and "script done" in result.stdout
    with Store.open(isolated) as store:
        assert store.lines(game_id) == lines + [{"action": "undo"}] and store.games()[0].status == "playing"
