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
from device.session import CHECKPOINT_LINES, HISTORY_CHECKPOINT_LINES, HISTORY_LOOKBACK, GameSession
from device.store import Store
from engine import Match, replay
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


def with_long_undo_runs(lines: list[dict], rng: random.Random, length: int) -> list[dict]:
    """The log with, after some lines, a run of undos taking back up to half the actions in
    effect and then the same actions again, until it is ``length`` lines long: the same game
    and end, but undos that reach far back past several checkpoints (an evening of
    "no, wait, go back to before the fight")."""
    match, _ = Match.start(lines[0])
    out = [lines[0]]
    while len(out) < length:
        for line in lines[1:]:
            match.push(line)
            out.append(line)
            if line["action"] not in ("undo", "pause", "resume") and rng.random() < 0.3:
                again = match.history[-rng.randint(1, max(1, len(match.history) // 2)):]
                for _ in again:
                    match.push({"action": "undo"})
                out += [{"action": "undo"}] * len(again)
                for action in again:
                    match.push(action)
                out += again
        for _ in match.history:   # and the whole game taken back, to be played once more
            match.push({"action": "undo"})
            out.append({"action": "undo"})
    return out


@pytest.mark.parametrize("game,log", [
    ("timestories", lambda: long_log("timestories", 19)),
    ("enclave", lambda: long_log("enclave", 19)),
    ("timestories", lambda: with_long_undo_runs(read_jsonl(LOGS / "timestories.jsonl"), random.Random(4), 1500)),
    ("kivalasztottak", lambda: with_long_undo_runs(read_jsonl(LOGS / "kivalasztottak.jsonl"), random.Random(5), 1500)),
], ids=["timestories", "enclave", "timestories-long-undo-runs", "kivalasztottak-long-undo-runs"])
def test_every_history_page_says_what_the_full_replay_says_and_replays_a_few_hundred_lines(isolated, game, log,
                                                                                         count_moves):
    log = log()
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
            # Replayed from a checkpoint a few hundred lines back at most (each undo also applies
            # the action it takes back once more, for its sentence), plus, when an undo reaches
            # further, the actions then in effect replayed by the engine: never the whole log.
            in_effect = len(Match.restore(log[:end + 1], {}).history)
            assert moves <= 2 * (HISTORY_LOOKBACK * HISTORY_CHECKPOINT_LINES + screen.per_page) + in_effect, \
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


def test_agency_report_of_a_long_game_starts_from_its_checkpoint_and_draws_the_full_replays_picture(
        isolated, tmp_path, count_moves):
    import pygame

    from device.catalog import Catalog
    from device.cli import main
    from ui.report import render_report

    log = long_log("timestories", 3)
    with Store.open(isolated) as store:
        session = GameSession.new(store, Catalog.load(isolated, simulated=True), log[0])
        for line in log[1:]:
            session.submit(line)
    count_moves.clear()
    assert main(["report", str(session.game_id), "-o", str(tmp_path / "cli.png")]) == 0
    assert len(count_moves) < CHECKPOINT_LINES, f"the report replayed {len(count_moves)} moves"
    render_report(log, tmp_path / "replayed.png")    # from setup, every line
    cli, replayed = (pygame.image.load(str(tmp_path / name)) for name in ("cli.png", "replayed.png"))
    assert pygame.image.tobytes(cli, "RGB") == pygame.image.tobytes(replayed, "RGB")


def test_a_checkpoints_clocks_stay_the_same_size_however_long_the_game(isolated):
    """The clocks keep each round's or location's total, not each stretch of it, so a
    checkpoint of a long evening is no bigger than one of its first hour."""
    import json

    log = with_long_undo_runs(read_jsonl(LOGS / "timestories.jsonl"), random.Random(8), 1200)
    app = resumed_kiosk(isolated, log)
    app.stop()
    with Store.open(isolated) as store:
        sizes = {seq: len(json.dumps(store.checkpoint(1, at_most=seq)[1]["timeline"]))
                 for seq in (200, 1100)}
    assert sizes[1100] <= sizes[200] + 200, sizes
