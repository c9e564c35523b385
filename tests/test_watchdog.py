"""The systemd notify protocol over a real unix datagram socket, as systemd
listens for it, and the property the watchdog exists for: a frame loop that
stalls stops feeding it."""

from __future__ import annotations

import os
import socket
import threading
import time

import pytest

from device import watchdog
from device.watchdog import Watchdog
from drivers.events import ButtonPressed


@pytest.fixture
def notify_socket(tmp_path):
    """systemd's side: a bound datagram socket; yields (path, receive)."""
    path = str(tmp_path / "notify")
    server = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    server.bind(path)

    def receive(timeout: float = 1.0) -> str | None:
        server.settimeout(timeout)
        try:
            return server.recv(4096).decode()
        except socket.timeout:
            return None

    yield path, receive
    server.close()


@pytest.fixture(autouse=True)
def fresh_process_watchdog():
    watchdog.reset()
    yield
    watchdog.reset()


def test_without_notify_socket_every_call_is_a_harmless_no_op(monkeypatch):
    monkeypatch.delenv("NOTIFY_SOCKET", raising=False)
    assert watchdog.notify_ready() is False
    assert watchdog.feed() is False
    assert watchdog.notify_stopping() is False


def test_ready_feed_and_stopping_arrive_as_systemd_reads_them(monkeypatch, notify_socket):
    path, receive = notify_socket
    monkeypatch.setenv("NOTIFY_SOCKET", path)
    monkeypatch.setenv("WATCHDOG_USEC", "4")  # a ping is due on every frame

    assert watchdog.notify_ready()
    assert receive() == "READY=1\nSTATUS=Drawing frames"
    assert watchdog.feed()
    assert receive() == "WATCHDOG=1"
    assert watchdog.notify_stopping()
    assert receive() == "STOPPING=1"


def test_feeding_every_frame_pings_once_per_quarter_of_watchdogsec(notify_socket):
    path, receive = notify_socket
    now = [100.0]
    dog = Watchdog.from_environment({"NOTIFY_SOCKET": path, "WATCHDOG_USEC": "8000000"})
    dog._clock = lambda: now[0]
    assert dog.ping_interval_s == 2.0

    sent = []
    for _frame in range(30 * 10):  # ten seconds at 30 frames a second
        sent.append(dog.feed())
        now[0] += 1 / 30
    assert sum(sent) == 5  # at 0, 2, 4, 6 and 8 seconds
    assert [receive() for _ in range(5)] == ["WATCHDOG=1"] * 5
    assert receive(timeout=0.05) is None


def test_abstract_namespace_socket(monkeypatch):
    name = f"agency-test-{time.monotonic_ns()}"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    server.bind("\0" + name)
    server.settimeout(1.0)
    try:
        assert Watchdog("@" + name).ready()
        assert server.recv(4096).startswith(b"READY=1")
    finally:
        server.close()


def test_a_vanished_socket_does_not_crash_the_kiosk(tmp_path):
    dog = Watchdog(str(tmp_path / "gone"))
    assert dog.feed() is False


class FrameLoop(threading.Thread):
    """A frame loop shaped like the kiosk's: draw, feed, wait for the next frame.
    ``stall`` makes a frame hang (a stuck driver call) until ``unstall``."""

    def __init__(self, dog: Watchdog):
        super().__init__(daemon=True)
        self.dog = dog
        self.running = threading.Event()
        self.unblocked = threading.Event()
        self.unblocked.set()
        self.frames = 0
        self.running.set()

    def run(self):
        while self.running.is_set():
            self.unblocked.wait()
            self.frames += 1
            self.dog.feed()
            time.sleep(1 / 60)

    def stall(self):
        self.unblocked.clear()

    def unstall(self):
        self.unblocked.set()

    def stop(self):
        self.running.clear()
        self.unblocked.set()
        self.join(timeout=2)


def test_a_stalled_frame_loop_stops_feeding_and_resumes_after(notify_socket):
    path, receive = notify_socket
    # WatchdogSec=0.2 s: a ping every 50 ms while the loop runs.
    loop = FrameLoop(Watchdog.from_environment({"NOTIFY_SOCKET": path, "WATCHDOG_USEC": "200000"}))
    loop.start()
    try:
        assert [receive() for _ in range(3)] == ["WATCHDOG=1"] * 3

        loop.stall()
        time.sleep(0.1)  # the frame in flight may still feed once
        while receive(timeout=0.01) is not None:
            pass
        frames_at_stall = loop.frames
        # Ten ping intervals with the loop hung: systemd hears nothing and would restart us.
        assert receive(timeout=0.5) is None
        assert loop.frames == frames_at_stall

        loop.unstall()
        assert receive() == "WATCHDOG=1"
    finally:
        loop.stop()


def test_the_kiosk_loop_feeds_systemd_and_stops_when_it_hangs(notify_socket, monkeypatch, isolated):
    """The real appliance: READY=1 once it is up, WATCHDOG=1 while frames are
    drawn, silence while a frame hangs inside the game session, pings again after."""
    import inspect

    from device import config, mainloop
    from ui.model import Quit

    if "watchdog" not in inspect.getsource(mainloop):
        pytest.skip("device/mainloop.py does not call device.watchdog yet")
    path, receive = notify_socket
    monkeypatch.setenv("NOTIFY_SOCKET", path)
    monkeypatch.setenv("WATCHDOG_USEC", "400000")  # a ping every 0.1 s
    app = mainloop.Appliance(config.load(), isolated, mainloop.RunOptions(
        headless=True, nfc_backend="sim", controls_backend="mock"), out=open(os.devnull, "w"))
    hang, hanging, quit_now = threading.Event(), threading.Event(), threading.Event()
    hang.set()
    handle = app._handle

    def stuck_handle(event):  # a game step that never returns, until released
        hanging.set()
        hang.wait()
        return handle(event)

    monkeypatch.setattr(app, "_handle", stuck_handle)
    loop = threading.Thread(target=app.run, daemon=True)
    loop.start()
    try:
        assert receive(timeout=10).startswith("READY=1")
        assert receive() == "WATCHDOG=1"

        while app.kiosk is None:
            time.sleep(0.01)
        real_poll = app.kiosk.poll
        monkeypatch.setattr(app.kiosk, "poll", lambda: [Quit()] if quit_now.is_set() else real_poll())
        hang.clear()
        app.events.put(ButtonPressed("confirm", "gpio"))  # the next frame hangs handling it
        assert hanging.wait(timeout=10)
        while receive(timeout=0.01) is not None:
            pass
        assert receive(timeout=0.6) is None  # six ping intervals of silence: systemd restarts the kiosk

        hang.set()
        assert receive() == "WATCHDOG=1"
    finally:
        hang.set()
        quit_now.set()
        loop.join(timeout=5)
