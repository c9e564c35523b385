"""Resuming a long game: a 12,000-line T.I.M.E Stories game (random inputs a table
would give, as in the soak test, undos included) is stored as the kiosk stores it,
then a fresh process resumes it the way ``agency run --resume`` does (open the store,
rebuild the game and its clocks) and reports its time and peak resident memory;
the whole ``agency run --resume --frames 1`` is timed too, and the memory of a game
played on to 20,000 actions is taken along the way.

Run with ``python -m pytest tests/bench/bench_resume.py -o python_files='bench_*.py' -s``
from the repository root. Targets: resume under 1 s and under 150 MB resident.
"""

from __future__ import annotations

import json
import random
import resource
import subprocess
import sys
import time

from device.catalog import Catalog
from device.mapping import map_event
from device.session import GameSession
from device.store import Store
from device.tables import table_for
from device.tables.timestories import DEFAULT_SETUP
from drivers.events import ButtonPressed, DiceRolled, TagPlaced
from engine import ActionError
from helpers import REPO

LINES = 12_000
TARGET_S, TARGET_MIB = 1.0, 150

# The child: what `agency run --resume` does before its first frame, timed, with its peak memory.
RESUME = """
import json, resource, sys, time
from pathlib import Path
began = time.perf_counter()
from device.catalog import Catalog
from device.play import Play
from device.session import GameSession
from device.store import Store
imported = time.perf_counter()
data = Path(sys.argv[1])
with Store.open(data) as store:
    session = GameSession.resume(store, Catalog.load(data, simulated=True), store.last_game().id)
    play = Play(session.catalog, None, 0.5, time.monotonic, on_action=lambda outcome: None)
    play.open_game(session)
    lines = len(session.match.log)
done = time.perf_counter()
print(json.dumps({"lines": lines, "resume_s": done - imported, "imports_s": imported - began,
                  "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def random_input(rng: random.Random, game: str, state: dict, catalog: Catalog):
    pick = rng.random()
    if pick < 0.25:
        uid = rng.choice([uid for uid, card in catalog.tags.items() if catalog.cards[card].game == game])
        return TagPlaced("location", uid)
    if pick < 0.4:
        value = rng.randint(1, 6)
        return DiceRolled((str(value),), (value,), 1.0, profile="time_captain", origin="keyboard")
    if pick < 0.5:
        return ButtonPressed("undo", "touch")
    return ButtonPressed(rng.choice([b.name for b in table_for(game).touch_buttons(state)]), "touch")


def play_long_game(data_dir, lines: int, rng: random.Random, memory_at: tuple[int, ...] = ()) -> list[float]:
    """Play ``lines`` log lines through the session (map -> engine -> store); returns the
    resident memory (MiB) when the log reached each of ``memory_at``."""
    catalog = Catalog.load(data_dir, simulated=True)
    memory, at = [], 0.0
    with Store.open(data_dir) as store:
        store._db.execute("PRAGMA synchronous=OFF")   # the benchmark's own writes: no need to wait on the disk
        session = GameSession.new(store, catalog, dict(DEFAULT_SETUP))
        session.clock = lambda: at
        while len(session.match.log) < lines:
            action = map_event(random_input(rng, session.game, session.state, catalog), session.game,
                               session.state, catalog)
            if isinstance(action, dict):
                try:
                    session.submit(dict(action, at=round(at, 1)))
                except ActionError:
                    pass
            at += rng.uniform(2, 8)
            if memory_at and len(session.match.log) == memory_at[len(memory)]:
                memory.append(resident_mib())
                if len(memory) == len(memory_at):
                    memory_at = ()
    return memory


def resident_mib() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * resource.getpagesize() / 2**20


def test_resuming_a_twelve_thousand_line_game(isolated, tmp_path):
    play_long_game(isolated, LINES, random.Random(12))
    runs = [json.loads(subprocess.run([sys.executable, "-c", RESUME, str(isolated)], cwd=REPO, check=True,
                                      capture_output=True, text=True).stdout) for _ in range(3)]
    best = min(runs, key=lambda run: run["resume_s"])
    began = time.perf_counter()
    kiosk = subprocess.run([sys.executable, "-m", "device.cli", "run", "--headless", "--frames", "1", "--resume",
                            "--nfc-backend", "sim", "--controls-backend", "mock"], cwd=REPO, capture_output=True,
                           text=True)
    whole = time.perf_counter() - began
    assert kiosk.returncode == 0, kiosk.stderr
    times = ", ".join(f"{run['resume_s']:.2f}" for run in runs)
    print(f"\nresume of a {best['lines']}-line game: {best['resume_s']:.2f} s (best of 3; runs "
          f"{times}), peak {best['peak_mib']:.0f} MiB resident; "
          f"`agency run --resume --frames 1` {whole:.2f} s in all")
    assert best["lines"] == LINES
    assert best["resume_s"] < TARGET_S and best["peak_mib"] < TARGET_MIB


def test_memory_stays_flat_over_twenty_thousand_actions(isolated):
    marks = (2_000, 5_000, 10_000, 15_000, 20_000)
    memory = play_long_game(isolated, marks[-1], random.Random(20), memory_at=marks)
    print("\nresident memory while playing: " + ", ".join(f"{n} lines {mib:.0f} MiB" for n, mib in zip(marks, memory)))
    per_line = (memory[-1] - memory[1]) * 2**20 / (marks[-1] - marks[1])
    print(f"growth from line {marks[1]} to {marks[-1]}: {per_line:.0f} bytes per line")


def test_frames_stay_short_while_the_store_is_locked(isolated):
    """Five presses queued on a store another program holds locked: before, one frame
    took 25 s (each press waited SQLite's 5 s busy timeout), past WatchdogSec=20."""
    import os
    import sqlite3

    from device import config
    from device.mainloop import Appliance, RunOptions

    setup = dict(DEFAULT_SETUP)
    app = Appliance(config.load(), isolated, RunOptions(headless=True, script=[setup, {"action": "enter",
                    "location": "Lab"}], nfc_backend="sim", controls_backend="mock"), out=open(os.devnull, "w"))
    app.start()
    try:
        while app.script or app._feeding:
            app.step()
        other = sqlite3.connect(isolated / Store.FILE, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        for _ in range(5):
            app.events.put(ButtonPressed("spend_tu", "touch"))
        frames, began = [], time.perf_counter()
        while time.perf_counter() - began < 10:
            start = time.perf_counter()
            app.step()
            frames.append(time.perf_counter() - start)
        other.execute("ROLLBACK")
        other.close()
        freed = time.perf_counter()
        while app.session.match.log[-1]["action"] != "spend_tu" and time.perf_counter() - freed < 5:
            app.step()                       # the held press goes through at its next try
        assert [line["action"] for line in app.store.lines(app.session.game_id)][-2:] == ["enter", "spend_tu"]
    finally:
        app.stop()
    print(f"\n10 s on a locked store with five presses queued: {len(frames)} frames, longest "
          f"{max(frames):.2f} s, first {frames[0]:.2f} s")
    assert max(frames) < 2.0
