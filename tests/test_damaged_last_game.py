"""A damaged last game must not stop the kiosk (issue 19): `agency run` with no
arguments used to exit with the damaged-line sentence when its last game had a
rotten line (under systemd, a restart loop), and the start screen's Resume of
such a game ended the kiosk. Now the kiosk comes up on the start screen, says in
one sentence which game is damaged and how to salvage it, and offers the other
unfinished game and new games. A real SQLite store, one byte flipped."""

from __future__ import annotations

import io

from device import config
from device.mainloop import Appliance, RunOptions
from device.screens.effects import ResumeGame
from device.store import Store, dumps
from helpers import LOGS, agency, read_jsonl
from test_store_damage import flip, store_log


def two_games_the_newest_damaged(data_dir) -> tuple[int, int, int, list[dict]]:
    """Game 1 intact (T.I.M.E Stories, 20 lines), game 2 (Enclave) with one line's
    opening brace flipped; returns (intact id, damaged id, damaged line number, intact log)."""
    intact = read_jsonl(LOGS / "timestories.jsonl")[:20]
    damaged = read_jsonl(LOGS / "enclave.jsonl")[:20]
    first, second = store_log(data_dir, intact), store_log(data_dir, damaged)
    target = next(n for n in range(5, 20) if [dumps(line) for line in intact + damaged].count(dumps(damaged[n - 1])) == 1)
    flip(data_dir / Store.FILE, dumps(damaged[target - 1]).encode())
    return first, second, target, intact


def kiosk_as_run_with_no_arguments(data_dir) -> Appliance:
    """What `agency run` with no arguments builds (see device/commands/run.py)."""
    return Appliance(config.load(), data_dir, RunOptions(headless=True, start_screen=True, nfc_backend="sim",
                                                         controls_backend="mock"), out=io.StringIO())


def test_the_kiosk_starts_on_the_start_screen_naming_the_damaged_game(isolated):
    first, second, target, intact = two_games_the_newest_damaged(isolated)
    app = kiosk_as_run_with_no_arguments(isolated)
    app.start()
    try:
        app.step()
        overlay = app.screens.overlay
        assert app.session is None and overlay.kind == "start"
        assert overlay.lines[0] == (f"Line {target} of saved game {second} is damaged (its checksum does not match "
                                    f"what was stored); `agency export {second} --salvage -o FILE` writes every "
                                    f"intact line of it.")
        choices = dict(overlay.choices)
        assert choices["ui:resume"] == f"Resume game {first}", "the other unfinished game is offered"
        assert "ui:game:enclave" in choices and "ui:game:timestories" in choices, "new games are offered"
        app.screens._choose("ui:resume")
        assert app.session is not None and app.session.game_id == first
        assert app.session.match.log == intact, "the intact game resumes whole"
    finally:
        app.stop()


def test_resuming_a_damaged_game_from_the_start_screen_keeps_the_kiosk_up(isolated):
    first, second, target, _ = two_games_the_newest_damaged(isolated)
    app = kiosk_as_run_with_no_arguments(isolated)
    app.start()
    try:
        app.screens.carry_out([ResumeGame(second)])   # what the start screen's Resume asks for
        app.step()
        overlay = app.screens.overlay
        assert app.session is None and overlay.kind == "start"
        assert f"saved game {second} is damaged" in overlay.lines[0]
        app.screens._choose("ui:game:timestories")    # a new game can still be set up
        assert app.screens.overlay.kind == "setup"
    finally:
        app.stop()


def test_agency_run_with_no_arguments_stays_up_and_an_explicit_resume_still_says_why(isolated):
    _, second, target, _ = two_games_the_newest_damaged(isolated)
    kiosk = agency("run", "--headless", "--frames", "3", "--nfc-backend", "sim", "--controls-backend", "mock")
    assert kiosk.returncode == 0, kiosk.stderr
    assert "Traceback" not in kiosk.stderr and "damaged" not in kiosk.stderr
    resumed = agency("run", "--resume", "--headless", "--frames", "1")
    assert resumed.returncode == 2
    assert f"Line {target} of saved game {second} is damaged" in resumed.stderr
