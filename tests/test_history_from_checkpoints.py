"""A long game's history and report without replaying it from setup (issue 19,
item 13): each history page used to replay the whole log (0.6 s for 12,000 lines)
and the report's summary too (1.2 s). Now the session keeps what the report
gathers line by line (in its checkpoints too, so a resumed game has it), and a
history page replays from a checkpoint kept near it. Both must say exactly what
the full replay says; the engine's moves counted show the replay is short."""

from __future__ import annotations

import io
import random

import pytest

from device import config
from device.mainloop import Appliance, RunOptions
from device.mapping import event_of
from device.screens.effects import ResumeGame
from device.session import CHECKPOINT_LINES, HISTORY_CHECKPOINT_LINES, HISTORY_UNDO_MARGIN, GameSession
from device.store import Store
from engine import replay
from engine.core import Game
from helpers import LOGS, read_jsonl
from test_kill_resume import with_undos
from ui.i18n import LANGUAGES, say
from ui.report import summarise


def long_log(game: str, seed: int) -> list[dict]:
    """The game's recorded log with undo-and-again pairs after some lines, made over 700
    lines long by pausing and resuming the clock (so some checkpoints fall in a pause)."""
    rng = random.Random(seed)
    lines = with_undos(read_jsonl(LOGS / f"{game}.jsonl"), rng, 0.3)
    while len(lines) < 700:
        at = rng.randrange(1, len(lines))
        if lines[at]["action"] not in ("pause", "resume") and lines[at - 1]["action"] != "pause":
            lines[at:at] = [{"action": "pause"}, {"action": "resume"}]
    return lines


def resumed_kiosk(data_dir, log: list[dict]) -> Appliance:
    """The log played through a session (as the kiosk stores it, checkpoints and all),
    then a fresh headless kiosk resuming it from its start screen (the game may be over)."""
    from device.catalog import Catalog

    with Store.open(data_dir) as store:
        session = GameSession.new(store, Catalog.load(data_dir, simulated=True), log[0])
        for line in log[1:]:
            session.submit(line)
    app = Appliance(config.load(), data_dir, RunOptions(headless=True, start_screen=True, nfc_backend="sim",
                                                        controls_backend="mock"), out=io.StringIO())
    app.start()
    app.screens.carry_out([ResumeGame(session.game_id)])
    assert app.session.match.log == log
    return app


@pytest.fixture
def count_moves(monkeypatch):
    """How many moves the engine applies from here on, over every game."""
    applied, apply = [], Game.apply
    monkeypatch.setattr(Game, "apply", lambda self, state, action: applied.append(1) or apply(self, state, action))
    return applied


@pytest.mark.parametrize("game", ["timestories", "enclave"])
def test_every_history_page_says_what_the_full_replay_says_and_replays_a_few_hundred_lines(isolated, game,
                                                                                         count_moves):
    log = long_log(game, 19)
    app = resumed_kiosk(isolated, log)
    try:
        _, events, _ = replay(log)
        sentences = dict(events)
        app.screens._show("history")
        screen = app.screens.open
        pages = -(-(len(log) - 1) // screen.per_page)
        for page in [*range(0, pages, 6), pages - 1]:   # every sixth page (each 24 lines), and the oldest
            count_moves.clear()
            screen.page = page
            overlay = app.screens.overlay
            moves = len(count_moves)
            end = len(log) - 1 - page * screen.per_page
            expected = []
            for seq in range(max(1, end - screen.per_page + 1), end + 1):
                read = event_of(log[seq].get("source", {}))
                label = app.play.describe(read) if read else ""   # no input stored: only what it did
                expected.append((seq, label, tuple(event.text for event in sentences.get(seq + 1, []))))
            assert screen.entries[max(0, end - screen.per_page):end] == expected, f"page {page}"
            assert overlay.lines and overlay.lines[-1].startswith(f"{end}. ")
            assert moves <= HISTORY_CHECKPOINT_LINES + HISTORY_UNDO_MARGIN + screen.per_page, \
                f"page {page} replayed {moves} moves"
    finally:
        app.stop()


@pytest.mark.parametrize("game", ["timestories", "enclave", "cavendish", "kivalasztottak"])
def test_the_report_of_a_resumed_long_game_equals_the_full_replay_without_replaying(isolated, game, count_moves):
    log = long_log(game, 7)
    app = resumed_kiosk(isolated, log)
    try:
        expected = summarise(log)
        count_moves.clear()
        assert app.session.summary() == expected
        app.screens._show("report")
        assert app.screens.overlay.kind == "report"
        assert count_moves == [], "the report replayed the game"
    finally:
        app.stop()


@pytest.mark.parametrize("game", ["timestories", "enclave", "cavendish", "kivalasztottak"])
def test_how_a_game_ended_comes_back_from_its_checkpoint_in_every_language(isolated, game, count_moves):
    """The report's first line says how the game ended, from the engine's sentence at its
    end; resumed from a checkpoint kept after the end, it must still be said in each
    language as the full replay says it (the sentence's template is kept, not its English)."""
    log = read_jsonl(LOGS / f"{game}.jsonl")
    after_end = -(-len(log) // CHECKPOINT_LINES) * CHECKPOINT_LINES + 2   # a checkpoint falls after the end
    while len(log) < after_end:
        log += [{"action": "pause"}, {"action": "resume"}]
    app = resumed_kiosk(isolated, log)
    try:
        with Store.open(isolated) as store:
            kept_at = store.checkpoint(app.session.game_id)[0]
        expected = summarise(log)
        count_moves.clear()
        summary = app.session.summary()
        assert count_moves == [] and kept_at >= len(read_jsonl(LOGS / f"{game}.jsonl"))
        assert expected.result and summary == expected
        assert [say(language, summary.result) for language in LANGUAGES] == \
            [say(language, expected.result) for language in LANGUAGES]
    finally:
        app.stop()
