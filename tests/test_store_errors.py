"""A store error is not a refusal: with the disk full or the store locked, the kiosk
holds the action, stops input and says so, and goes on from exactly there once it
can save; no later line is applied to a state that skipped one. One kiosk per store;
honest read-only and full-disk handling. All against a real SQLite file: a file-size
limit (RLIMIT_FSIZE) for a full disk, a second process for a lock, a read-only or
full tmpfs where this machine lets the tests mount one."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time

import pytest

from device import config, mainloop
from device.catalog import Catalog
from device.commands import doctor
from device.mainloop import Appliance, RunOptions
from device.store import BUSY_TIMEOUT_S, Store
from drivers.events import ButtonPressed
from helpers import LOGS, REPO, agency, read_jsonl, write_jsonl

SETUP = {"action": "setup", "game": "timestories", "tu": 10, "agents": [{"name": "Blue", "lp": 4}]}

# The kiosk under a file-size limit that SIGUSR1 lifts: the disk is full until the test frees it.
FULL_DISK_KIOSK = """
import resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)   # a write past the limit fails instead of killing
soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
resource.setrlimit(resource.RLIMIT_FSIZE, (int(sys.argv[1]), hard))
signal.signal(signal.SIGUSR1, lambda *_: resource.setrlimit(resource.RLIMIT_FSIZE, (hard, hard)))
from device.cli import main
sys.exit(main(sys.argv[2:]))
"""


def kiosk(*args: str, limit: int | None = None) -> subprocess.Popen:
    prefix = [sys.executable, "-c", FULL_DISK_KIOSK, str(limit)] if limit else [sys.executable, "-m", "device.cli"]
    return subprocess.Popen(prefix + ["run", "--headless", "--frames", "1000000", *args], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=os.environ)


def read_until(child: subprocess.Popen, prefix: str, said: list[str]) -> None:
    for line in child.stdout:
        said.append(line.rstrip("\n"))
        if line.startswith(prefix):
            return
    raise AssertionError(f"the kiosk ended before saying '{prefix}': {said[-5:]} {child.stderr.read()[-2000:]}")


def stop(child: subprocess.Popen) -> None:
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    child.stdout.close()
    child.stderr.close()


def check_every_line_stored_in_order(data_dir, script: list[dict], said: list[str]) -> None:
    with Store.open(data_dir, readonly=True) as store:
        assert store.lines(1) == script, "every script line is stored, once and in order"
    shown = [int(line.split()[1].rstrip(":")) for line in said if line.startswith("shown ")]
    assert shown == sorted(set(shown)) and shown[-1] == len(script) - 1


def test_a_script_on_a_disk_that_fills_then_frees_stores_every_line_in_order(isolated, tmp_path):
    script = read_jsonl(LOGS / "timestories.jsonl")
    child = kiosk("--script", str(write_jsonl(tmp_path / "script.jsonl", script)), limit=60_000)
    said: list[str] = []
    try:
        read_until(child, "store error: ", said)
        assert said[-1].startswith("store error: Could not save the action: ")
        time.sleep(2.5)                     # full for a while: the kiosk keeps trying, feeds nothing more
        child.send_signal(signal.SIGUSR1)   # space again
        read_until(child, "script done", said)
    finally:
        stop(child)
    assert "store saving again" in said
    check_every_line_stored_in_order(isolated, script, said)


def test_a_script_on_a_locked_store_waits_for_it_and_skips_nothing(isolated, tmp_path):
    script = read_jsonl(LOGS / "timestories.jsonl")
    child = kiosk("--script", str(write_jsonl(tmp_path / "script.jsonl", script)), "--delay", "0.05")
    said: list[str] = []
    try:
        read_until(child, "shown 3", said)
        other = sqlite3.connect(isolated / Store.FILE, isolation_level=None, timeout=10)
        other.execute("BEGIN IMMEDIATE")   # another program writing: the store is locked
        read_until(child, "store error: ", said)
        assert "database is locked" in said[-1]
        time.sleep(2.5)
        other.execute("ROLLBACK")
        other.close()
        read_until(child, "script done", said)
    finally:
        stop(child)
    assert "store saving again" in said
    check_every_line_stored_in_order(isolated, script, said)


def test_presses_on_a_locked_store_are_held_or_refused_and_play_goes_on_after(isolated, tmp_path, monkeypatch):
    monkeypatch.setattr(mainloop, "STORE_RETRY_S", 0.0)
    app = Appliance(config.load(), isolated, RunOptions(headless=True, script=[SETUP, {"action": "enter",
                    "location": "Lab"}], nfc_backend="sim", controls_backend="mock"), out=open(os.devnull, "w"))
    app.start()
    try:
        while app.script or app._feeding:
            app.step()
        assert app.store._db.execute("PRAGMA busy_timeout").fetchone()[0] <= BUSY_TIMEOUT_S * 1000 <= 1000, \
            "a locked store fails a write within a second: the frame loop goes on and feeds the watchdog"
        other = sqlite3.connect(isolated / Store.FILE, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        for _ in range(5):
            app.events.put(ButtonPressed("spend_tu", "touch"))
        app.step()
        said = [" ".join(line.said) for line in app.strip]
        assert said[-5].startswith("Not saved, so play is stopped until it can be: Could not save the action: "
                                   "database is locked")
        assert said[-4:] == ["Not taken: play is stopped until the game store can save again."] * 4
        assert app.session.state["tu"] == 10 and str(app.attention) == said[-1]
        other.execute("ROLLBACK")
        other.close()
        app.step()                           # the held press is saved, and only it
        assert app.session.state["tu"] == 9 and app.attention is None
        assert [line["action"] for line in app.store.lines(app.session.game_id)] == ["setup", "enter", "spend_tu"]
        app.events.put(ButtonPressed("spend_tu", "touch"))
        app.step()                           # input is taken again
        assert app.session.state["tu"] == 8
    finally:
        app.stop()


def test_a_second_kiosk_on_the_same_store_stops_with_one_sentence(isolated):
    first = kiosk("--new", "timestories")
    said: list[str] = []
    try:
        read_until(first, "game 1", said)
        second = agency("run", "--headless", "--frames", "1", "--new", "timestories")
        assert second.returncode == 1
        assert second.stderr.strip() == (f"agency run: Another kiosk is already running on the game store in "
                                         f"{isolated} (process {first.pid}); stop it first (sudo systemctl stop "
                                         f"agency), then start this one.")
    finally:
        stop(first)
    with Store.open(isolated, readonly=True) as store:
        assert len(store.games()) == 1, "the second kiosk started no game"
    again = agency("run", "--headless", "--frames", "1", "--resume")   # a killed kiosk leaves no lock behind
    assert again.returncode == 0, again.stderr


@pytest.fixture
def card(tmp_path, monkeypatch):
    """A small SD card of its own (a tmpfs), which the test can fill or make read-only."""
    mount = tmp_path / "card"
    mount.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount)], capture_output=True).returncode:
        pytest.skip("this machine does not let the tests mount a tmpfs")
    monkeypatch.setenv("AGENCY_DATA", str(mount / "agency"))

    def remount(options: str) -> None:
        subprocess.run(["mount", "-o", f"remount,{options}", str(mount)], check=True)

    yield mount, remount
    subprocess.run(["umount", "-l", str(mount)], check=True)


def test_a_card_gone_read_only_still_lists_and_exports_and_says_what_to_do(isolated, card, tmp_path):
    mount, remount = card
    data = mount / "agency"
    with Store.open(data) as store:
        game = store.new_game(SETUP)
        store.append(game, 1, {"action": "enter", "location": "Lab"})
    remount("ro")
    read_only = f"The game store's folder {data} is read-only, so no game can be saved"

    listing = agency("games")
    assert listing.returncode == 0 and f"{game:4d}  timestories" in listing.stdout, listing.stderr
    assert listing.stderr.startswith(read_only), "the list says what else it found"
    out = tmp_path / "saved.jsonl"
    exported = agency("export", game, "-o", out)
    assert exported.returncode == 0, exported.stderr
    assert [line["action"] for line in read_jsonl(out)] == ["setup", "enter"]
    run = agency("run", "--headless", "--frames", "1")
    assert run.returncode == 2 and run.stderr.strip().startswith(f"agency run: {read_only}")
    assert "agency export GAME -o FILE" in run.stderr and "Traceback" not in run.stderr
    ok, message, fix = doctor.check_store(data / Store.FILE)
    assert ok is False and message == f"Game store: the folder {data} is read-only (with a store in it), " \
                                      "so no game can be saved."
    assert "usually failing" in fix


def test_an_empty_read_only_card_is_not_called_all_well(isolated, card):
    mount, remount = card
    remount("ro")
    data = mount / "agency"
    ok, message, _ = doctor.check_store(data / Store.FILE)
    assert ok is False and message == f"Game store: the folder {data} is read-only (and no store in it yet), " \
                                      "so no game can be saved."
    run = agency("run", "--headless", "--frames", "1", "--new", "timestories")
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert run.stderr.strip().startswith(f"agency run: The game store's folder {data} is read-only")
    listing = agency("games")
    assert listing.returncode == 0 and "No saved games yet" in listing.stdout


def test_a_full_card_refuses_a_new_game_in_one_sentence_and_still_exports(isolated, card):
    mount, _ = card
    data = mount / "agency"
    with Store.open(data) as store:
        store.new_game(SETUP)
    filler = mount / "filler"
    with open(filler, "wb") as f:
        try:
            while True:
                f.write(b"\0" * 65536)
                f.flush()
        except OSError:
            pass                                   # the card is full
    run = agency("run", "--headless", "--frames", "1", "--new", "timestories")
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert run.stderr.strip() == (f"agency run: Cannot open the game store {data / Store.FILE}: the disk is "
                                  "full: free some space (`agency doctor` says where).")
    exported = agency("export", "1")
    assert exported.returncode == 0 and '"game": "timestories"' in exported.stdout
    filler.unlink()
    again = agency("run", "--headless", "--frames", "1", "--new", "timestories")
    assert again.returncode == 0, again.stderr
    with Store.open(data, readonly=True) as store:
        assert len(store.games()) == 2
