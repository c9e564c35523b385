"""Power-cut safety, short form: a game fed by script in a child process is
killed with SIGKILL at random moments; every action the kiosk had shown must
be in the store, nothing twice, and `agency run --resume` goes on from there."""

import os
import random
import signal
import subprocess
import sys

from device.catalog import Catalog
from device.session import GameSession
from device.store import Store
from engine import replay
from helpers import REPO, agency, read_jsonl, write_jsonl


def script(n: int, seed: int = 3) -> list[dict]:
    rng = random.Random(seed)
    lines = [{"action": "setup", "game": "timestories", "tu": 99,
              "agents": [{"name": "Blue", "lp": 4}, {"name": "Red", "lp": 4}]},
             {"action": "enter", "location": "Location 1"}]
    while len(lines) < n:
        lines.append(rng.choice([{"action": "spend_tu"}, {"action": "undo"}, {"action": "undo"}]))
        if lines[-1]["action"] == "undo" and lines[-2]["action"] != "spend_tu":
            lines[-1] = {"action": "spend_tu"}
    return lines


def run_until_killed(script_path, resume: bool, kill_after: int) -> int:
    """Start the kiosk on the script, kill it after ``kill_after`` shown actions;
    returns the highest log line number it said was shown."""
    args = [sys.executable, "-m", "device.cli", "run", "--headless", "--frames", "100000",
            "--script", str(script_path)] + (["--resume"] if resume else [])
    child = subprocess.Popen(args, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env=os.environ)
    shown = 0
    try:
        for line in child.stdout:
            if line.startswith("script done"):
                break
            if line.startswith("shown "):
                shown = int(line.split()[1].rstrip(":"))
                kill_after -= 1
                if kill_after <= 0:
                    break
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    return shown


def test_sigkill_loses_no_shown_action_and_duplicates_none(isolated, tmp_path):
    (tmp_path / "config.toml").write_text("[display]\nfps = 120\n")
    lines = script(160)
    path = write_jsonl(tmp_path / "script.jsonl", lines)
    rng = random.Random(11)
    kills, resume = 0, False
    while True:
        shown = run_until_killed(path, resume, kill_after=rng.randint(1, 40))
        kills += 1
        resume = True
        with Store.open(isolated) as store:
            stored = store.lines(store.last_game().id)
            assert store.integrity() == "ok"
        assert len(stored) - 1 >= shown, f"kill {kills}: line {shown} was shown but is not stored"
        assert stored == lines[:len(stored)], f"kill {kills}: the store is not a prefix of the script"
        if len(stored) == len(lines):
            break
        assert kills < 60, "the script never finished"
    assert kills >= 3
    exported = tmp_path / "export.jsonl"
    assert agency("export", "1", "-o", exported).returncode == 0
    assert read_jsonl(exported) == lines
    with Store.open(isolated) as store:
        resumed = GameSession.resume(store, Catalog.load(isolated), 1)
    assert resumed.state == replay(lines)[0].state
