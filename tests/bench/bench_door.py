"""What the checks at the door cost, and what a refused picture costs.

Run with ``python -m pytest tests/bench -o python_files='bench_*.py' -s -k door``:

* **envelope**: :func:`device.envelope.admit_stored` over a 12,000-line stored game
  (the check every resume and report makes), median of 5;
* **cards**: :meth:`device.catalog.Catalog.load` of the shipped cards plus 1,000
  owner cards, each checked against its table module's CARD_FIELDS, median of 5;
* **huge picture**: refusing a 40000x30000 PNG (which OpenCV could not decode, and
  a 20000x20000 one took 2.3 GB): the time, and the growth of the process's peak
  resident memory (``ru_maxrss``) while refusing it 100 times.
"""

from __future__ import annotations

import json
import resource
import statistics
import struct
import time
import zlib

from device import envelope
from device.catalog import Catalog
from drivers.camera.images import PictureError, read_picture

RUNS = 5


def median_seconds(work) -> float:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def test_door_costs(tmp_path):
    lines = [{"action": "setup", "game": "timestories"}] + [
        {"action": "spend_tu", "at": n * 3.0, "source": {"kind": "button", "name": "next", "origin": "gpio"}}
        if n % 2 else {"action": "roll", "at": n * 3.0,
                       "source": {"kind": "dice", "faces": ["1", "6"], "confidence": 0.97, "origin": "camera"}}
        for n in range(1, 12_000)]
    envelope_s = median_seconds(lambda: envelope.admit_stored(lines))

    cards = [{"id": f"enclave/own/{n}", "game": "enclave", "kind": "mission", "name": f"Mission {n}",
              "physical": n % 7, "mental": n % 5, "traps": n % 3, "rewards": {"knowledge": 2, "money": 1}}
             for n in range(1_000)]
    (tmp_path / "cards.jsonl").write_text("".join(json.dumps(card) + "\n" for card in cards))
    cards_s = median_seconds(lambda: Catalog.load(tmp_path))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    huge = tmp_path / "huge.png"
    huge.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 40000, 30000, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b""))
    peak_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    for _ in range(100):
        try:
            read_picture(huge)
        except PictureError:
            pass
    refuse_ms = (time.perf_counter() - start) * 1000 / 100
    peak_growth_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak_before

    print(f"\nenvelope check, 12,000 stored lines: {envelope_s * 1000:.1f} ms"
          f"\ncatalog load, shipped cards + 1,000 owner cards checked: {cards_s * 1000:.1f} ms"
          f"\nrefusing a 40000x30000 PNG: {refuse_ms:.3f} ms, peak resident memory +{peak_growth_kib} KiB")
    assert envelope_s < 1.0 and cards_s < 1.0 and peak_growth_kib < 10_000
