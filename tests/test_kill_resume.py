"""Power-cut safety, short form: every game's scripted log is fed through the
live path of `agency run --headless --script` in a child process, which is
killed with SIGKILL at random moments (during start-up, between actions,
mid-commit) and resumed with `agency run --resume --script`. After every kill:

* every action the kiosk said it showed is in the store (zero lost);
* the stored log, setup included, is a prefix of the script, and `agency
  export` writes exactly it (zero duplicated, nothing out of order);
* SQLite's integrity check is clean and the resumed game equals the replay
  of the stored log;
* the next `--resume` run starts from exactly that line.

The long form (1,000+ actions, many more kills) is ``tests/bench/bench_kill_resume.py``;
both use :func:`play_with_kills` below.
"""

from __future__ import annotations

import io
import os
import random
import signal
import subprocess
import sys
import time
from contextlib import redirect_stderr
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from device import cli
from device.catalog import Catalog
from device.session import GameSession
from device.store import Store
from engine import registry, replay
from helpers import LOGS, REPO, read_jsonl, write_jsonl


def with_undos(lines: list[dict], rng: random.Random, rate: float) -> list[dict]:
    """The log with "undo, then the same action again" pairs inserted after
    some lines: a longer log of the same game with the same final state, which
    exercises undo in every game."""
    out = [lines[0]]
    for line in lines[1:]:
        out.append(line)
        if line["action"] != "undo" and rng.random() < rate:
            out += [{"action": "undo"}, line]
    return out


@dataclass
class Run:
    """What one child process said before it was killed."""

    started_at: int | None = None                     # log lines of the game when the kiosk came up
    shown: list[int] = field(default_factory=list)    # log line numbers acknowledged on screen
    finished: bool = False                            # it said "script done"


def run_until_killed(script_path: Path, resume: bool, kill_after: int, extra_s: float) -> Run:
    """Start the kiosk on the script and SIGKILL it ``extra_s`` seconds after
    its ``kill_after``-th shown action (0: after start-up began), or once the
    script is done."""
    args = [sys.executable, "-m", "device.cli", "run", "--headless", "--frames", "1000000",
            "--script", str(script_path)] + (["--resume"] if resume else [])
    child = subprocess.Popen(args, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env=os.environ)
    run = Run()
    try:
        if kill_after > 0:
            for line in child.stdout:
                if line.startswith("game "):
                    run.started_at = int(line.split(": ")[1].split()[0])
                elif line.startswith("shown "):
                    run.shown.append(int(line.split()[1].rstrip(":")))
                    if len(run.shown) >= kill_after:
                        break
                elif line.startswith("script done"):
                    run.finished = True
                    break
        time.sleep(extra_s)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    if not run.shown and not run.finished and kill_after > 0:
        raise AssertionError(f"the kiosk stopped without showing anything: {child.stderr.read()[-2000:]}")
    child.stderr.close()
    child.stdout.close()
    return run


def export_with_the_cli(game_id: int, path: Path) -> list[dict]:
    """`agency export GAME -o PATH`, in this process (the same code as the command)."""
    with redirect_stderr(io.StringIO()):
        assert cli.main(["export", str(game_id), "-o", str(path)]) == 0
    return read_jsonl(path)


@dataclass
class Tally:
    kills: int = 0
    shown_checked: int = 0      # acknowledged actions found in the store after a kill
    lines_done: int = 0         # script lines stored and checked at the end of each game
    after_kill: list[tuple[int, int | None]] = field(default_factory=list, repr=False)  # (lines stored, newest checkpoint's line)


def store_checkpoint_seq(data_dir: Path, game_id: int) -> int | None:
    with Store.open(data_dir) as store:
        checkpoint = store.checkpoint(game_id)
    return checkpoint[0] if checkpoint else None


def play_with_kills(lines: list[dict], data_dir: Path, work: Path, rng: random.Random,
                    most_between_kills: int = 30, tally: Tally | None = None,
                    next_kill: Callable[[int], tuple[int, float]] | None = None) -> Tally:
    """Play ``lines`` to the end as a new game in ``data_dir``, killed at random
    points; check the store after every kill (see the module docstring).
    ``next_kill(lines stored)`` may choose each kill instead: (shown actions, then seconds)."""
    tally = tally or Tally()
    script_path = write_jsonl(work / f"script-{lines[0]['game']}.jsonl", lines)
    with Store.open(data_dir) as store:
        games_before = {g.id for g in store.games()}
    game_id, expected_start = None, None
    for _ in range(10 * len(lines)):
        if next_kill is not None:
            kill_after, extra_s = next_kill(expected_start or 0)
        else:
            kill_after = 0 if rng.random() < 0.1 else rng.randint(1, most_between_kills)
            extra_s = rng.choice([0, 0, rng.uniform(0, 0.03), rng.uniform(0, 0.6)])
        run = run_until_killed(script_path, resume=game_id is not None, kill_after=kill_after, extra_s=extra_s)
        tally.kills += 1
        if expected_start is not None and run.started_at is not None:
            assert run.started_at == expected_start, "the resumed kiosk did not start from the stored log"
        if run.shown and expected_start is not None:
            assert run.shown[0] == expected_start, f"resumed at line {run.shown[0]}, not {expected_start}"
        with Store.open(data_dir) as store:
            new = [g.id for g in store.games() if g.id not in games_before]
            if not new:                       # killed before the new game was stored: start it again
                assert not run.shown
                continue
            assert len(new) == 1, "a resumed run started a second game"
            game_id = new[0]
            stored = store.lines(game_id)
            assert store.integrity() == "ok"
            resumed = GameSession.resume(store, Catalog.load(data_dir), game_id)
        count = len(stored)
        assert not run.shown or run.shown[-1] < count, \
            f"kill {tally.kills}: line {run.shown[-1]} was shown but only {count} lines are stored"
        # Each line is stored as scripted, stamped with the play time it was applied at.
        assert [{k: v for k, v in line.items() if k != "at"} for line in stored] == lines[:count], \
            f"kill {tally.kills}: the store is not a prefix of the script"
        assert export_with_the_cli(game_id, work / "export.jsonl") == stored
        assert resumed.state == replay(stored)[0].state
        tally.shown_checked += len(run.shown)
        tally.after_kill.append((count, store_checkpoint_seq(data_dir, game_id)))
        expected_start = count
        if count == len(lines):
            tally.lines_done += count
            return tally
    raise AssertionError("the script never finished")


def test_sigkill_at_random_points_loses_nothing_shown_and_duplicates_nothing(isolated, tmp_path):
    (tmp_path / "config.toml").write_text("[display]\nfps = 120\n")
    rng = random.Random(2026)
    tally, total = Tally(), 0
    for game in registry.ids():                 # all games in one store, as on the box
        lines = with_undos(read_jsonl(LOGS / f"{game}.jsonl"), rng, rate=0.1)
        play_with_kills(lines, isolated, tmp_path, rng, most_between_kills=45, tally=tally)
        total += len(lines)
    print(f"kill-and-resume: {tally}")
    assert tally.kills >= 2 * len(registry.ids()) and tally.lines_done == total
    with Store.open(isolated) as store:
        assert [g.game for g in store.games()] == list(registry.ids())
        assert store.integrity() == "ok"
