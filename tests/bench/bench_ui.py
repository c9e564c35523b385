"""Kiosk figures: frame render time per game view, input-to-redraw latency, idle CPU with
redraw-on-change, and resident memory after an hour of simulated play.

Run with ``make bench`` or ``python -m pytest tests/bench/bench_ui.py -o python_files='bench_*.py' -s``
from the repository root. The process is pinned to one core (``sched_setaffinity``) first.

* **frame**: ``Kiosk.render(force=True)`` (draw + flip on SDL's dummy driver) of each game's
  busiest logged moment, with the action strip full, the clocks running and a turn limit passed;
  median and 99th percentile of ``FRAMES`` frames, in English and (at 800x480, where every
  sentence and label is looked up in the catalogs) in Hungarian. Targets at 800x480: median < 8 ms,
  p99 < 16 ms.
* **input to redraw**: the physical ``next`` button driven low on gpiozero's MockFactory until the
  frame showing the spent TU has been flipped, through the whole appliance at its configured fps.
* **idle CPU**: process CPU time over wall time while the appliance runs its frame loop with no
  input (it redraws once a second, for the clocks). Target < 2 %.
* **memory**: resident set size after an hour of play: the frame loop runs without waiting and
  a fast clock moves play time 3 s per input (1200 inputs: cards, typed dice, buttons, undo,
  menu and history opened now and then), so the hour takes well under a minute of wall time
  instead of the six minutes that 10x speed would take. Target < 150 MB.
"""

from __future__ import annotations

import os
import random
import statistics
import time


from device import config
from device.mainloop import Appliance, RunOptions
from engine import registry, replay
from helpers import LOGS, read_jsonl
from ui.kiosk import Kiosk
from ui.model import Screen, StripLine
from ui.timers import Timers

FRAMES = 200
SIZES = [(800, 480), (1920, 1080)]
IDLE_SECONDS = 10
PLAY_INPUTS = 1200


def busiest_state(game: str) -> dict:
    """The logged moment with the most going on: the longest state seen along the log."""
    log = read_jsonl(LOGS / f"{game}.jsonl")
    best, size = None, -1
    for lines in range(2, len(log) + 1, max(1, len(log) // 20)):
        state = replay(log[:lines])[0].state
        if len(str(state)) > size:
            best, size = state, len(str(state))
    return best


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def rss_mib() -> float:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) / 1024


def test_ui_figures(isolated, monkeypatch):
    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    print("\nKiosk frame render (draw + flip), one core, busy state:")
    for size, language in [(SIZES[0], "en"), (SIZES[0], "hu"), (SIZES[1], "en")]:
        kiosk = Kiosk(*size, headless=True)
        kiosk.open()
        for game in registry.ids():
            strip = tuple(StripLine("Button next", ("Action round: the Time Captain spends 1 TU, 14 TU left.",),
                                    False, time.monotonic() + 3600) for _ in range(6))
            screen = Screen(game, registry.get(game).title, busiest_state(game), strip,
                            buttons=(("next", "Next"), ("idle", "Idle"), ("undo", "Undo")),
                            timers=Timers(3725, ("round", "3"), 400, "Anna", 200, False), turn_limit=90,
                            started=time.monotonic(), language=language)
            kiosk.show(screen)
            times = []
            for _ in range(FRAMES):
                began = time.perf_counter()
                kiosk.render(force=True)
                times.append((time.perf_counter() - began) * 1000)
            print(f"  {size[0]}x{size[1]} {language} {game:<15} median {statistics.median(times):5.2f} ms   "
                  f"p99 {percentile(times, 0.99):5.2f} ms")
        kiosk.close()

    from test_soak import Discard

    app = Appliance(config.load(), isolated, RunOptions(headless=True, nfc_backend="sim", controls_backend="mock"),
                    out=Discard())
    app.start()
    try:
        app.step()
        uid = next(u for u, card in app.catalog.tags.items() if app.catalog.cards[card].name == "Location 1")
        app.readers.place(uid)
        for _ in range(3):
            app.step()
        drawn_at = []
        real_render = app.kiosk.render

        def timed_render(force=False):
            drew = real_render(force)
            if drew:
                drawn_at.append(time.perf_counter())
            return drew

        app.kiosk.render = timed_render
        latencies = []
        for _ in range(30):
            before = app.session.state["tu"]
            drawn_at.clear()
            began = time.perf_counter()
            app.controls.factory.pin(13).drive_low()
            app.controls.factory.pin(13).drive_high()
            while app.session.state["tu"] == before or not drawn_at:
                app.step()
            latencies.append((drawn_at[-1] - began) * 1000)
            app.events.put(app_undo())
            app.step()
        print(f"Input to redraw (gpio next -> frame flipped, {app.config['display.fps']} fps loop): "
              f"median {statistics.median(latencies):.1f} ms, max {max(latencies):.1f} ms")

        app.kiosk.render = real_render
        cpu, wall, frames = time.process_time(), time.monotonic(), 0
        while time.monotonic() - wall < IDLE_SECONDS:
            app.step()
            frames += 1
        share = (time.process_time() - cpu) / (time.monotonic() - wall)
        print(f"Idle CPU with redraw on change: {share:.1%} of one core over {IDLE_SECONDS} s "
              f"({frames} loop turns at {app.config['display.fps']} fps)")
    finally:
        app.stop()

    print(f"Memory after an hour of simulated play ({PLAY_INPUTS} inputs, 3 s of play time each):")
    hour_of_play(monkeypatch, isolated)


def app_undo():
    from drivers.events import ButtonPressed
    return ButtonPressed("undo", "touch")


def hour_of_play(monkeypatch, data_dir) -> None:
    from test_soak import Discard, FastClock, NoWait
    from device.tables import table_for
    from drivers.events import ButtonPressed, DiceRolled

    clock = FastClock()
    for module in ("device.mainloop", "device.screens.controller", "device.indicators"):
        monkeypatch.setattr(f"{module}.time", clock)
    monkeypatch.setattr("ui.kiosk.time", clock)
    app = Appliance(config.load(), data_dir, RunOptions(headless=True, nfc_backend="sim", controls_backend="mock",
                                                        new_game="timestories"), out=Discard())
    app.start()
    rng = random.Random(5)
    began = time.monotonic()
    try:
        app.step()
        app._clock = NoWait()
        start_rss = rss_mib()
        for number in range(PLAY_INPUTS):
            pick = rng.random()
            if number % 100 == 50:
                app.events.put(ButtonPressed("ui:history" if number % 200 == 50 else "menu", "touch"))
                app.step()
                app.events.put(ButtonPressed("ui:close", "touch"))
            elif pick < 0.25:
                uid = rng.choice(app.simulated_cards())[0]
                reader = app.readers.names[0]
                app.readers.lift() if app.readers.tag_on(reader) == uid else app.readers.place(uid)
            elif pick < 0.4:
                value = rng.randint(1, 3)
                app.events.put(DiceRolled((str(value),), (value,), 1.0, origin="keyboard"))
            elif pick < 0.5:
                app.events.put(ButtonPressed("undo", "touch"))
            else:
                buttons = [b.name for b in table_for(app.session.game).touch_buttons(app.session.state)]
                app.events.put(ButtonPressed(rng.choice(buttons), "touch"))
            for _ in range(2):
                app.step()
            clock.advance(3.0)
        print(f"  {len(app.session.match.log)} log lines, play clock {app.screen().timers.session / 60:.0f} min, "
              f"resident memory {start_rss:.1f} MiB at the start -> {rss_mib():.1f} MiB after the hour "
              f"({time.monotonic() - began:.0f} s of wall time)")
    finally:
        app.stop()
