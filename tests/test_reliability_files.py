"""What the box writes survives a kill or a full disk: files (exports, the
tag bindings) are replaced whole or not at all, leaving the old file as it
was; a log line the full disk refuses is taken back from the game exactly."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time

import pytest

from device.catalog import Catalog
from device.session import GameSession
from device.store import Store, StoreError, write_atomically
from helpers import REPO

WRITER = """
import sys
from device.store import write_atomically
path, size = sys.argv[1], int(sys.argv[2])
print("ready", flush=True)
n = 0
while True:
    n += 1
    write_atomically(path, str(n % 10) * size)
"""


def test_a_writer_killed_at_random_moments_leaves_one_whole_version(tmp_path):
    path, size = tmp_path / "export.jsonl", 2_000_000
    rng = random.Random(4)
    for _ in range(6):
        child = subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(size)], cwd=REPO,
                                 stdout=subprocess.PIPE, text=True)
        child.stdout.readline()
        time.sleep(rng.uniform(0.01, 0.3))
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        child.stdout.close()
        if path.exists():
            text = path.read_text()
            assert len(text) == size and len(set(text)) == 1, "a truncated or mixed file"
        for leftover in tmp_path.glob(".export.jsonl.*.tmp"):
            leftover.unlink()                 # what a kill leaves is only ever a hidden temporary file


def test_a_full_disk_while_exporting_keeps_the_old_file_and_says_so(tmp_path, monkeypatch):
    path = tmp_path / "export.jsonl"
    write_atomically(path, "old\n")

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(StoreError, match=r"Cannot write .*export.jsonl: No space left on device."):
        write_atomically(path, "new\n" * 1000)
    assert path.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["export.jsonl"]


def test_enrolling_a_tag_on_a_full_disk_keeps_the_old_bindings(isolated, monkeypatch):
    isolated.mkdir(parents=True)
    catalog = Catalog.load(isolated)
    catalog.bind("04A3C6CAE26180", "timestories/location/1")
    before = (isolated / "tags.jsonl").read_text()
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    with pytest.raises(StoreError, match="No space left on device"):
        catalog.bind("04A3C6112233AA", "timestories/location/2")
    assert (isolated / "tags.jsonl").read_text() == before
    assert catalog.card_for("04A3C6112233AA") is None, "the kiosk does not use a binding the disk lacks"
    assert Catalog.load(isolated).tags == {"04A3C6CAE26180": "timestories/location/1"}


@pytest.mark.parametrize("line", [{"action": "spend_tu"}, {"action": "undo"}, {"action": "pause"}])
def test_a_line_the_full_disk_refuses_is_taken_back_exactly_whatever_its_kind(isolated, line):
    setup = {"action": "setup", "game": "timestories", "tu": 10, "agents": [{"name": "Blue", "lp": 4}]}
    with Store.open(isolated) as store:
        session = GameSession.new(store, Catalog.load(isolated), setup)
        for action in ({"action": "enter", "location": "Lab"}, {"action": "spend_tu"}):
            session.submit(action)
        before, log = session.state, list(session.match.log)
        db = store._db
        db.execute(f"PRAGMA max_page_count = {db.execute('PRAGMA page_count').fetchone()[0]}")
        padded = dict(line, source={"kind": "button", "name": "x" * 20000})     # needs a page more
        with pytest.raises(StoreError, match="disk is full"):
            session.submit(padded)
        assert session.state == before and session.match.log == log
        assert store.lines(session.game_id) == log
        db.execute("PRAGMA max_page_count = 1073741823")
        session.submit({"action": "undo"})                  # the game goes on from exactly there
        assert session.state["tu"] == 10
