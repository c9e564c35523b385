"""The simulated table's card readers: tags are placed and lifted by calls
(from the kiosk's keyboard and on-screen chips, or from tests)."""

from __future__ import annotations

import threading

from drivers.events import DeviceNotice, TagPlaced, TagRemoved
from engine.text import t


class SimulatedReaders:
    """Named readers holding at most one tag each, like the real ones
    (a :class:`drivers.nfc.SimulatedTable`)."""

    backend = "sim"

    def __init__(self, names: list[str]):
        self.names = list(names)
        self._on: dict[str, str | None] = {name: None for name in self.names}
        self._emit = None
        self._lock = threading.Lock()

    @classmethod
    def from_config(cls, config, keep_dead: bool = False) -> "SimulatedReaders":
        """One simulated reader per entry of ``nfc.readers``; none of them can be dead."""
        return cls([reader["name"] for reader in config["nfc.readers"]])

    def start(self, emit) -> None:
        self._emit = emit

    def stop(self) -> None:
        self._emit = None

    def tag_on(self, reader: str) -> str | None:
        return self._on[reader]

    def place(self, uid: str, reader: str | None = None) -> None:
        """Put the tag ``uid`` on ``reader`` (the first reader by default); a
        different tag already there is lifted first, as a swap is on the real reader."""
        reader = reader or self.names[0]
        if reader not in self._on:
            self._send(DeviceNotice(f"nfc:{reader}", t("There is no reader named '{reader}'.", reader=reader)))
            return
        with self._lock:
            old = self._on[reader]
            if old == uid:
                return
            self._on[reader] = uid
        if old:
            self._send(TagRemoved(reader, old))
        self._send(TagPlaced(reader, uid.upper(), "sim"))

    def lift(self, reader: str | None = None) -> None:
        reader = reader or self.names[0]
        with self._lock:
            old, self._on[reader] = self._on.get(reader), None
        if old:
            self._send(TagRemoved(reader, old))

    def _send(self, event) -> None:
        if self._emit:
            self._emit(event)
