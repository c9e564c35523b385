"""Telling systemd that the kiosk is up and still drawing frames (``sd_notify``).

The kiosk unit (``systemd/agency.service``) is ``Type=notify`` with
``WatchdogSec=``: systemd waits for ``READY=1`` before it calls the service
started, then expects ``WATCHDOG=1`` more often than every ``WatchdogSec``;
if the pings stop it kills the process and ``Restart=on-failure`` starts a
fresh one. The main loop therefore calls :func:`notify_ready` once, after its
first frame, and :func:`feed` on every frame, from the loop's own thread, never
from a helper thread: a loop that hangs (a stuck driver call, a deadlock) stops
feeding, and that is exactly what the watchdog is there to notice.

The protocol is one datagram per message on the unix socket named by
``$NOTIFY_SOCKET`` (``@name`` means the abstract namespace), sent with the
standard library only. Outside systemd the variable is unset and every call
here is a no-op, so ``agency run`` behaves the same on a laptop.
"""

from __future__ import annotations

import os
import socket
import time
from typing import Callable

# Used when NOTIFY_SOCKET is set but the unit has no WatchdogSec=: a ping a
# second keeps the cost of feeding every frame negligible.
DEFAULT_PING_INTERVAL_S = 1.0


class Watchdog:
    """A connection to systemd's notify socket, or nothing when there is none.

    ``feed()`` is cheap enough to call every frame: it sends ``WATCHDOG=1`` at
    most once per ``ping_interval_s`` (a quarter of ``WatchdogSec``, so a
    single late frame never trips it), reading the clock only.
    """

    def __init__(self, socket_path: str | None, ping_interval_s: float = DEFAULT_PING_INTERVAL_S,
                 clock: Callable[[], float] = time.monotonic):
        self.socket_path = socket_path
        self.ping_interval_s = ping_interval_s
        self._clock = clock
        self._last_ping: float | None = None
        self._socket: socket.socket | None = None

    @classmethod
    def from_environment(cls, environ=os.environ) -> "Watchdog":
        """The watchdog systemd describes in ``NOTIFY_SOCKET``, ``WATCHDOG_USEC``
        and ``WATCHDOG_PID`` (set for the service's main process only)."""
        path = environ.get("NOTIFY_SOCKET") or None
        watchdog_pid = environ.get("WATCHDOG_PID")
        usec = environ.get("WATCHDOG_USEC", "")
        interval = DEFAULT_PING_INTERVAL_S
        if usec.isdigit() and int(usec) > 0 and (not watchdog_pid or watchdog_pid == str(os.getpid())):
            interval = int(usec) / 1e6 / 4
        return cls(path, interval)

    @property
    def enabled(self) -> bool:
        return self.socket_path is not None

    def notify(self, message: str) -> bool:
        """Send one raw ``KEY=value`` message; False when there is no socket or it is gone."""
        if not self.enabled:
            return False
        address = "\0" + self.socket_path[1:] if self.socket_path.startswith("@") else self.socket_path
        try:
            if self._socket is None:
                self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC)
            self._socket.sendto(message.encode(), address)
        except OSError:
            # systemd went away or the socket is full: the kiosk keeps running; if
            # the pings truly stop arriving, systemd restarts us anyway.
            return False
        return True

    def ready(self, status: str = "Drawing frames") -> bool:
        """Tell systemd that start-up is over (``READY=1``); also counts as a ping."""
        self._last_ping = self._clock()
        return self.notify(f"READY=1\nSTATUS={status}")

    def feed(self) -> bool:
        """Call once per frame: pings the watchdog when a ping is due. True when one was sent."""
        if not self.enabled:
            return False
        now = self._clock()
        if self._last_ping is not None and now - self._last_ping < self.ping_interval_s:
            return False
        self._last_ping = now
        return self.notify("WATCHDOG=1")

    def stopping(self) -> bool:
        """Tell systemd the kiosk is shutting down on purpose (``STOPPING=1``)."""
        return self.notify("STOPPING=1")

    def close(self) -> None:
        if self._socket is not None:
            self._socket.close()
            self._socket = None


_process_watchdog: Watchdog | None = None


def _default() -> Watchdog:
    global _process_watchdog
    if _process_watchdog is None:
        _process_watchdog = Watchdog.from_environment()
    return _process_watchdog


def notify_ready(status: str = "Drawing frames") -> bool:
    """Once, after the first frame is on screen: systemd now calls the kiosk started."""
    return _default().ready(status)


def feed() -> bool:
    """Every frame, from the frame loop itself: keeps systemd's watchdog from firing."""
    return _default().feed()


def notify_stopping() -> bool:
    """On a deliberate exit (window closed, SIGTERM) so systemd does not count it as a hang."""
    return _default().stopping()


def reset() -> None:
    """Forget the process watchdog so the next call re-reads the environment (for tests)."""
    global _process_watchdog
    if _process_watchdog is not None:
        _process_watchdog.close()
    _process_watchdog = None
