"""Power-cut safety, long form: over 1,000 actions of all four games, killed
with SIGKILL at random points many times, every kill checked as in
``tests/test_kill_resume.py`` (zero lost, zero duplicated, integrity check
clean, export a prefix of the script, resume from exactly there).

Run with ``make bench`` or ``python -m pytest tests/bench/bench_kill_resume.py
-o python_files='bench_*.py' -s`` from the repository root. Prints the kills
survived and the actions checked.
"""

from __future__ import annotations

import random
import time

from device.store import Store
from engine import registry
from helpers import LOGS, read_jsonl
from test_kill_resume import Tally, play_with_kills, with_undos

ROUNDS = 3            # games of each kind, one after the other in one store
UNDO_RATE = 0.35


def test_over_a_thousand_actions_survive_many_kills(isolated, tmp_path):
    (tmp_path / "config.toml").write_text("[display]\nfps = 120\n")
    rng = random.Random(11)
    tally, total, began = Tally(), 0, time.monotonic()
    for _ in range(ROUNDS):
        for game in registry.ids():
            lines = with_undos(read_jsonl(LOGS / f"{game}.jsonl"), rng, UNDO_RATE)
            play_with_kills(lines, isolated, tmp_path, rng, most_between_kills=25, tally=tally)
            total += len(lines)
    with Store.open(isolated) as store:
        assert store.integrity() == "ok" and len(store.games()) == ROUNDS * len(registry.ids())
    print(f"\nkill and resume: {tally.kills} kills survived, {tally.lines_done} log lines stored and checked "
          f"({ROUNDS * len(registry.ids())} games), {tally.shown_checked} acknowledged actions found after their kill, "
          f"0 lost, 0 duplicated, {time.monotonic() - began:.0f} s")
    assert total >= 1000 and tally.lines_done == total and tally.kills >= 50
