"""Long runs, short form: an eight-hour evening of T.I.M.E Stories on the
simulated table, played at high speed through the whole appliance (cards
placed and lifted, typed dice, touch buttons, undo, the kiosk's clocks and
idle screen driven by a fast clock). Memory stays flat, no file or thread
leaks, and the final state equals the replay of the stored log.

The long form (more inputs, memory figures printed) is ``tests/bench/bench_soak.py``.
"""

from __future__ import annotations

import gc
import os
import random
import threading
import time
from dataclasses import dataclass

from device import config
from device.catalog import Catalog
from device.mainloop import Appliance, RunOptions
from device.session import GameSession
from device.store import Store
from device.tables import table_for
from drivers.events import ButtonPressed, DiceRolled
from engine import replay

HOUR = 3600.0


class FastClock:
    """``time`` for the appliance and kiosk, whose ``monotonic()`` moves on
    only when :meth:`advance` is called: hours of play in seconds."""

    def __init__(self):
        self.offset = 0.0

    def monotonic(self) -> float:
        return time.monotonic() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds

    def __getattr__(self, name):
        return getattr(time, name)


class NoWait:
    """Stands in for pygame's frame clock so frames follow one another at once."""

    def tick(self, fps: int = 0) -> int:
        return 0


class Discard:
    """Where the appliance's "shown N" lines go: nowhere (they would grow a buffer)."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


def rss_kib() -> int:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def open_files() -> int:
    return len(os.listdir("/proc/self/fd"))


@dataclass
class Footprint:
    rss_kib: int
    files: int
    threads: int
    thread_names: tuple[str, ...] = ()

    @classmethod
    def now(cls) -> "Footprint":
        gc.collect()
        names = tuple(sorted(t.name for t in threading.enumerate()))
        return cls(rss_kib(), open_files(), len(names), names)


@dataclass
class Evening:
    inputs: int = 0
    accepted: int = 0
    start: Footprint | None = None      # after the first simulated hour (caches warm)
    end: Footprint | None = None


def fast_appliance(monkeypatch, data_dir) -> tuple[Appliance, FastClock]:
    clock = FastClock()
    for module in ("device.mainloop", "device.screens.controller", "device.indicators"):
        monkeypatch.setattr(f"{module}.time", clock)
    monkeypatch.setattr("ui.kiosk.time", clock)
    app = Appliance(config.load(), data_dir, RunOptions(headless=True, nfc_backend="sim", controls_backend="mock"),
                    out=Discard())
    app.start()
    app.step()
    app._clock = NoWait()             # frames as fast as they can be drawn
    return app, clock


def play_an_evening(app: Appliance, clock: FastClock, hours: float, rng: random.Random,
                    every_s: tuple[float, float]) -> Evening:
    """Random inputs a table would give, ``every_s`` seconds apart (uniform),
    for ``hours`` of play time."""
    evening, played = Evening(), 0.0
    while played < hours * HOUR:
        before = len(app.session.match.log)
        chips = [uid for uid, _ in app.simulated_cards()]
        pick = rng.random()
        if pick < 0.25:
            uid = rng.choice(chips)
            app.readers.lift() if app.readers.tag_on(app.readers.names[0]) == uid else app.readers.place(uid)
        elif pick < 0.4:
            value = rng.randint(1, 6)
            app.events.put(DiceRolled((str(value),), (value,), 1.0, profile="time_captain", origin="keyboard"))
        elif pick < 0.5:
            app.events.put(ButtonPressed("undo", "touch"))
        else:
            buttons = [b.name for b in table_for(app.session.game).touch_buttons(app.session.state)]
            app.events.put(ButtonPressed(rng.choice(buttons), "touch"))
        for _ in range(rng.randint(1, 3)):   # a few frames: the press, the redraw, the clocks
            app.step()
        evening.inputs += 1
        evening.accepted += len(app.session.match.log) > before
        step = rng.uniform(*every_s)
        clock.advance(step)
        played += step
        if evening.start is None and played >= HOUR:
            evening.start = Footprint.now()
    evening.end = Footprint.now()
    return evening


def check_the_evening(app: Appliance, evening: Evening) -> None:
    """The final state is the replay of what is stored; nothing leaked."""
    stored = app.store.lines(app.session.game_id)
    assert stored == app.session.match.log
    assert replay(stored)[0].state == app.session.state
    assert evening.end.files == evening.start.files, "open files grew"
    # gpiozero blinks the attention LED on a thread of its own, there or not at either moment
    assert evening.end.threads <= evening.start.threads + 1, \
        f"threads grew: {evening.start.thread_names} -> {evening.end.thread_names}"
    assert evening.accepted >= evening.inputs // 5, "the evening was mostly refusals: not a real game"


def test_an_eight_hour_evening_at_high_speed_stays_flat_and_replays_exactly(monkeypatch, isolated):
    app, clock = fast_appliance(monkeypatch, isolated)
    try:
        evening = play_an_evening(app, clock, hours=8, rng=random.Random(8), every_s=(10, 50))
        check_the_evening(app, evening)
        grew = evening.end.rss_kib - evening.start.rss_kib
        print(f"\nsoak: {evening.inputs} inputs, {evening.accepted} accepted, memory {evening.start.rss_kib} KiB "
              f"-> {evening.end.rss_kib} KiB, files {evening.start.files} -> {evening.end.files}, "
              f"threads {evening.start.threads} -> {evening.end.threads}")
        assert grew < 16 * 1024, f"memory grew by {grew} KiB over seven hours"
        final = app.session.state
    finally:
        app.stop()
    with Store.open(isolated) as store:
        assert store.integrity() == "ok"
        assert GameSession.resume(store, Catalog.load(isolated, simulated=True), 1).state == final
