"""RC522 reader cost and latency, on the emulated MFRC522 in real time.

Run with ``make bench`` or ``python -m pytest tests/bench/bench_nfc.py -o python_files='bench_*.py' -s``
from the repository root. Reported:

* SPI transfers (``xfer2`` calls) and wall time per poll: empty, with a resting
  NTAG213 (7-byte UID) and with a resting MIFARE Classic (4-byte UID), for the
  ``mfrc522`` package's own REQA path (``SimpleMFRC522.read_id_no_block``) and
  for the RC522 backend (WUPA, full UID, HLTA);
* tag placed -> ``TagPlaced`` emitted, and lifted -> ``TagRemoved``, with the
  polling thread at 10 Hz and the tag put down at a random moment;
* tag placed -> the game's action applied and the frame redrawn, through the
  whole appliance (headless kiosk, 30 fps).

Wall times here are emulator times on the development machine: the emulated
chip answers at once, and Python SPI calls on a Pi cost more (tens of us each).
Transfer counts carry over to the Pi unchanged; multiply by the Pi's cost per
``xfer2`` for its time.
"""

from __future__ import annotations

import io
import json
import queue
import random
import statistics
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from device.config import load  # noqa: E402
from drivers.events import TagPlaced, TagRemoved  # noqa: E402
from drivers.nfc import mock  # noqa: E402
from drivers.nfc.mock import classic1k, ntag213  # noqa: E402

NTAG, CLASSIC = "04A3C6CAE26180", "A1B2C3D4"


@pytest.fixture
def board():
    emulated = mock.install(virtual_time=False)
    yield emulated
    mock.uninstall()


def cost(chip, poll, rounds: int) -> tuple[float, float]:
    """(SPI transfers per poll, median ms per poll)."""
    transfers, times = [], []
    for _ in range(rounds):
        before, start = chip.transfers, time.perf_counter()
        poll()
        times.append((time.perf_counter() - start) * 1000)
        transfers.append(chip.transfers - before)
    return statistics.mean(transfers), statistics.median(times)


def package_poll():
    """The package's own polling, on the chip at CE1 (it sets up the chip its own way)."""
    from mfrc522 import MFRC522, SimpleMFRC522
    simple = SimpleMFRC522.__new__(SimpleMFRC522)
    simple.READER = MFRC522(device=1, pin_rst=25)
    return simple.read_id_no_block


def test_poll_cost(board, tmp_path):
    from drivers.nfc.rc522 import RC522Readers
    chip, package_chip = board.attach("main", device=0), board.attach("package", device=1)
    readers = RC522Readers.from_config(load(tmp_path / "absent.toml"))
    package = package_poll()
    rows = []
    for label, tag in (("empty", None), ("NTAG213 resting", lambda: ntag213(NTAG)),
                       ("Classic resting", lambda: classic1k(CLASSIC))):
        for each in (chip, package_chip):
            each.lift()
            if tag:
                each.place(tag())
        rows.append((label, cost(package_chip, package, 50), cost(chip, readers.poll_round, 500)))
    readers.stop()
    print("\npoll                 package REQA path            RC522 backend")
    for label, (p_transfers, p_ms), (b_transfers, b_ms) in rows:
        print(f"{label:<18} {p_transfers:7.1f} transfers {p_ms:6.2f} ms   {b_transfers:5.1f} transfers {b_ms:6.2f} ms")
    print("(package with a resting tag: REQA + CL1 anticollision only, and every other poll misses it)")


def test_placed_to_event(board, tmp_path):
    from drivers.nfc.rc522 import RC522Readers
    chip = board.attach("main")
    events: queue.Queue = queue.Queue()
    readers = RC522Readers.from_config(load(tmp_path / "absent.toml"))   # 10 Hz
    readers.start(events.put)
    rng = random.Random(1)
    placed, removed = [], []
    try:
        for _ in range(20):
            time.sleep(rng.uniform(0.0, 0.1))
            start = time.perf_counter()
            chip.place(ntag213(NTAG))
            assert isinstance(events.get(timeout=2), TagPlaced)
            placed.append((time.perf_counter() - start) * 1000)
            time.sleep(rng.uniform(0.0, 0.1))
            start = time.perf_counter()
            chip.lift()
            assert isinstance(events.get(timeout=2), TagRemoved)
            removed.append((time.perf_counter() - start) * 1000)
    finally:
        readers.stop()
    for label, times in (("placed -> TagPlaced ", placed), ("lifted -> TagRemoved", removed)):
        print(f"\n{label} at 10 Hz: median {statistics.median(times):5.1f} ms, max {max(times):5.1f} ms "
              f"over {len(times)} tags")


def timed_renders(kiosk) -> list[float]:
    """When the kiosk last put a new frame on screen, appended as it happens."""
    times, render = [], kiosk.render

    def timed(*args, **kwargs):
        drew = render(*args, **kwargs)
        if drew:
            times.append(time.perf_counter())
        return drew
    kiosk.render = timed
    return times


def test_placed_to_redrawn(board, tmp_path, monkeypatch):
    from device.mainloop import Appliance, RunOptions
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    data = tmp_path / "data"
    data.mkdir()
    (data / "tags.jsonl").write_text(json.dumps({"uid": NTAG, "card": "timestories/location/6"}) + "\n")
    chip = board.attach("main")
    config = load(tmp_path / "absent.toml")
    rng = random.Random(2)
    times = []
    for _ in range(20):
        app = Appliance(config, data, RunOptions(headless=True, nfc_backend="rc522", controls_backend="mock",
                                                 new_game="timestories"), out=io.StringIO())
        app.start()
        try:
            drawn = timed_renders(app.kiosk)
            for _ in range(rng.randint(1, 4)):       # a random phase against the 10 Hz polls
                app.step()
            start = time.perf_counter()
            chip.place(ntag213(NTAG))
            while app.session.state["location"] != "Location 6":
                app.step()                             # drains events, applies, redraws the frame
            times.append((drawn[-1] - start) * 1000)   # the step ends with a wait for the next frame: not counted
        finally:
            app.stop()
            chip.lift()
    print(f"\nplaced -> action applied and frame redrawn (10 Hz polls, 30 fps): median "
          f"{statistics.median(times):5.1f} ms, max {max(times):5.1f} ms over {len(times)} tags")
