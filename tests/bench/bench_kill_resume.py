"""Power-cut safety, long form, in two parts, every kill checked as in
``tests/test_kill_resume.py`` (zero lost, zero duplicated, integrity check clean,
export a prefix of the script, resume from exactly there):

* over 1,000 actions of all four games, killed with SIGKILL at random points;
* ``AGENCY_KILLS`` kills (1,000 unless set) of T.I.M.E Stories games of about
  560 lines each, so that a checkpoint is written every 50th line many times
  over: a share of the kills is aimed at the moment the next line and its
  checkpoint are written (just after the line before it is shown), the rest land
  at random moments. A kill that left a checkpoint-line stored but its checkpoint
  not (the older one still newest) is counted as one that landed in a checkpoint write.

Run with ``make bench`` or ``python -m pytest tests/bench/bench_kill_resume.py
-o python_files='bench_*.py' -s`` from the repository root. Prints the kills
survived and the actions checked.
"""

from __future__ import annotations

import os
import random
import time

from device.session import CHECKPOINT_LINES
from device.store import Store
from engine import registry
from helpers import LOGS, read_jsonl
from test_kill_resume import Tally, play_with_kills, with_undos

ROUNDS = 3            # games of each kind, one after the other in one store
UNDO_RATE = 0.35
KILLS = int(os.environ.get("AGENCY_KILLS", "1000"))
CHECKPOINT_AIM = 0.4  # the share of kills aimed at a checkpoint write


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


def long_game(rng: random.Random) -> list[dict]:
    """A T.I.M.E Stories log of about 560 lines: undo-and-again pairs inserted four times over."""
    lines = read_jsonl(LOGS / "timestories.jsonl")
    for _ in range(4):
        lines = with_undos(lines, rng, 0.5)
    return lines


def test_a_thousand_kills_including_during_checkpoint_writes(isolated, tmp_path):
    (tmp_path / "config.toml").write_text("[display]\nfps = 120\n")
    rng = random.Random(1000)
    tally, games, began = Tally(), 0, time.monotonic()

    def next_kill(stored: int) -> tuple[int, float]:
        """Kill just after the line before the next checkpoint line is shown, a few
        milliseconds on (a script line goes in each 8 ms frame), or at random."""
        if tally.kills % 100 == 0:
            print(f"{tally.kills} kills, {time.monotonic() - began:.0f} s", flush=True)
        to_checkpoint = (-stored) % CHECKPOINT_LINES          # shown actions until the line before it
        if rng.random() < CHECKPOINT_AIM and to_checkpoint > 0:
            return to_checkpoint, rng.uniform(0, 0.02)
        return (0 if rng.random() < 0.1 else rng.randint(1, 8)), rng.choice([0, rng.uniform(0, 0.03)])

    while tally.kills < KILLS:
        play_with_kills(long_game(rng), isolated, tmp_path, rng, tally=tally, next_kill=next_kill)
        games += 1
    in_checkpoint = sum(1 for count, checkpoint in tally.after_kill
                        if (count - 1) % CHECKPOINT_LINES == 0 and count > 1 and (checkpoint or 0) < count - 1)
    with Store.open(isolated) as store:
        assert store.integrity() == "ok" and len(store.games()) == games
    print(f"\nkill and resume, long games: {tally.kills} kills survived over {games} games of about "
          f"{tally.lines_done // games} lines, "
          f"{tally.lines_done} log lines stored and checked, {tally.shown_checked} acknowledged actions found "
          f"after their kill, 0 lost, 0 duplicated; {in_checkpoint} kills left a checkpoint line stored "
          f"without its checkpoint (killed in the checkpoint write), {time.monotonic() - began:.0f} s")
    assert tally.kills >= KILLS and in_checkpoint > 0
