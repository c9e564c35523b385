"""Long runs, long form: one kiosk left running for four eight-hour evenings
(32 hours of T.I.M.E Stories on the simulated table, an input every 2 to 8
seconds: over 20,000 inputs), played at high speed through the whole
appliance; then the kiosk is stopped and started again on the same game, as
after a night switched off.

Run with ``make bench`` or ``python -m pytest tests/bench/bench_soak.py
-o python_files='bench_*.py' -s`` from the repository root. Printed for each
evening: inputs, accepted actions, resident memory, Python objects, open files
and threads after its first hour and at its end.
"""

from __future__ import annotations

import gc
import random
import resource
import time

from helpers import agency
from test_soak import check_the_evening, fast_appliance, play_an_evening

EVENINGS = 4


def test_thirty_two_hours_keep_memory_files_and_threads_flat(monkeypatch, isolated):
    began = time.monotonic()
    app, clock = fast_appliance(monkeypatch, isolated)
    evenings = []
    try:
        for number in range(EVENINGS):
            evening = play_an_evening(app, clock, hours=8, rng=random.Random(number), every_s=(2, 8))
            evenings.append(evening)
            print(f"\nevening {number + 1}: {evening.inputs} inputs, {evening.accepted} actions accepted; memory "
                  f"{evening.start.rss_kib / 1024:.1f} MiB after its first hour -> {evening.end.rss_kib / 1024:.1f} "
                  f"MiB at its end; {len(gc.get_objects())} Python objects; open files {evening.start.files} -> "
                  f"{evening.end.files}; threads {evening.start.threads} -> {evening.end.threads}")
        log_lines = len(app.session.match.log)
        check_the_evening(app, evening)          # after the measurements: a full replay is a peak of its own
    finally:
        app.stop()
    first, last = evenings[0].start, evenings[-1].end
    per_line = (last.rss_kib - first.rss_kib) * 1024 / log_lines
    print(f"32 hours, {sum(e.inputs for e in evenings)} inputs, {log_lines} log lines, "
          f"{time.monotonic() - began:.0f} s: memory {first.rss_kib / 1024:.1f} MiB -> {last.rss_kib / 1024:.1f} MiB "
          f"({per_line:.0f} bytes per log line kept in memory), "
          f"open files {first.files} -> {last.files}, threads {first.threads} -> {last.threads}")
    started = time.monotonic()                                # the next day: a fresh kiosk resumes the game
    result = agency("run", "--headless", "--frames", "5", "--resume", "--nfc-backend", "sim")
    assert result.returncode == 0 and f": {log_lines} log lines" in result.stdout, result.stderr
    peak_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"resumed the next day in a new process: {log_lines} lines replayed, kiosk up and 5 frames in "
          f"{time.monotonic() - started:.1f} s, peak memory {peak_mib:.1f} MiB")
    assert last.files == first.files and last.threads <= first.threads + 1
    assert last.rss_kib - first.rss_kib < 16 * 1024
