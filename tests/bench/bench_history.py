"""A long game's history and report: the 12,000-line T.I.M.E Stories game of
``bench_resume.py`` is stored as the kiosk stores it, a headless kiosk resumes it
(``agency run --resume``), and then opening the history screen (its newest page,
drawn), paging back to pages far back, and the report (its summary alone, and the
whole report screen with its PNG) are timed, best of 3, beside what both did before
(the summary, and the log, replayed from setup).

Run with ``python -m pytest tests/bench/bench_history.py -o python_files='bench_*.py' -s``
from the repository root. Target: a history page under 100 ms (held for the page it
opens on, one in the middle, the oldest, and nine a tenth of the game apart).
"""

from __future__ import annotations

import io
import random
import time

from bench_resume import play_long_game
from device import config
from device.mainloop import Appliance, RunOptions
from engine import replay
from ui.report import summarise

LINES = 12_000
TARGET_S = 0.1


def best_of_3(do) -> float:
    times = []
    for _ in range(3):
        began = time.perf_counter()
        do()
        times.append(time.perf_counter() - began)
    return min(times)


def test_a_history_page_and_the_report_of_a_twelve_thousand_line_game(isolated):
    play_long_game(isolated, LINES, random.Random(12))
    app = Appliance(config.load(), isolated, RunOptions(headless=True, resume=True, nfc_backend="sim",
                                                        controls_backend="mock"), out=io.StringIO())
    app.start()
    try:
        assert len(app.session.match.log) == LINES

        def open_history():    # as the press does: the screen made, then shown and drawn
            app.screens._show("history")
            app.kiosk.show(app.screen())
            app.kiosk.render(force=True)

        def page_back(pages: int):
            def turn():
                app.screens.open.page = pages
                app.kiosk.show(app.screen())
                app.kiosk.render(force=True)
            return turn

        newest = best_of_3(open_history)
        per_page = app.screens.open.per_page
        middle = best_of_3(page_back(LINES // per_page // 2))
        first = best_of_3(page_back(LINES // per_page - 1))
        # The slowest of pages all along the game: each replays from the cheapest checkpoint before it.
        slowest = max(best_of_3(page_back(LINES // per_page * tenth // 10)) for tenth in range(1, 10))
        app.screens._close()
        summary = best_of_3(app.session.summary)
        report = best_of_3(lambda: app.screens._show("report"))
        # What the report and the history screen each did before: the whole log replayed.
        replayed = best_of_3(lambda: summarise(app.session.match.log))
        log_replayed = best_of_3(lambda: replay(app.session.match.log))
    finally:
        app.stop()
    print(f"\n{LINES}-line game, best of 3: history screen opened {newest * 1000:.0f} ms, a page in the "
          f"middle {middle * 1000:.0f} ms, the first page {first * 1000:.0f} ms, the slowest of nine pages "
          f"a tenth of the game apart {slowest * 1000:.0f} ms; report summary "
          f"{summary * 1000:.0f} ms, report screen with its PNG {report * 1000:.0f} ms; the summary replayed "
          f"from setup {replayed * 1000:.0f} ms, the log replayed {log_replayed * 1000:.0f} ms")
    assert max(newest, middle, first, slowest, summary) < TARGET_S
