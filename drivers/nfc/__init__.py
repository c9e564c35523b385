"""Card readers: tag placed / tag removed events with the full UID.

Two backends, chosen by :func:`open_readers` (argument, then ``AGENCY_NFC``,
then config ``nfc.backend``, then detection):

* ``rc522`` - MFRC522 boards on SPI (see ``hardware.md`` for wiring);
* ``sim``   - the simulated table: the kiosk's keyboard and on-screen chips
  place and lift tags on named readers.

Every backend has ``start(emit)`` (begin reporting events through the
callable ``emit``) and ``stop()``.
"""

from __future__ import annotations

import os
from typing import Callable

from drivers.events import DeviceNotice, DriverEvent
from drivers.select import choose_backend
from engine.text import t

BACKENDS = ("rc522", "sim")


def detect() -> str:
    """``rc522`` when the kernel exposes an SPI device, else ``sim``."""
    return "rc522" if any(name.startswith("spidev") for name in _dev_entries()) else "sim"


def _dev_entries() -> list[str]:
    try:
        return os.listdir("/dev")
    except OSError:
        return []


def open_readers(config, backend: str | None = None, tolerant: bool = False):
    """The configured readers, not yet started.

    ``tolerant`` is for the appliance, where the game must go on by touch: a
    reader that does not answer is kept, reported by its first poll and back
    by itself when it answers; readers that cannot start at all (SPI off, no
    permission) become :class:`UnavailableReaders`, which report why.
    Commands that test the readers leave it off and get the error at once."""
    name = choose_backend("nfc", BACKENDS, backend, "AGENCY_NFC", config["nfc.backend"], detect)
    reader_names = [r["name"] for r in config["nfc.readers"]]
    if name == "sim":
        from drivers.nfc.sim import SimulatedReaders
        return SimulatedReaders(reader_names)
    from drivers.nfc.rc522 import RC522Readers  # imports spidev/RPi.GPIO lazily
    from drivers.nfc.wiring import ReaderError
    try:
        return RC522Readers.from_config(config, keep_dead=tolerant)
    except ReaderError as err:
        if not tolerant:
            raise
        return UnavailableReaders(str(err))


class UnavailableReaders:
    """Stands in for readers that cannot start: says why once, reads nothing."""

    backend = "none"
    names: list[str] = []

    def __init__(self, problem: str):
        self.problem = problem

    def start(self, emit) -> None:
        emit(DeviceNotice("nfc", t("Card reading is off: {problem} Until then, choose cards by touch.",
                                   problem=self.problem)))

    def stop(self) -> None:
        pass

    def tag_on(self, reader: str) -> None:
        return None


Emit = Callable[[DriverEvent], None]
