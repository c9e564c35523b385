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

from drivers.events import DriverEvent
from drivers.select import choose_backend

BACKENDS = ("rc522", "sim")


def detect() -> str:
    """``rc522`` when the kernel exposes an SPI device, else ``sim``."""
    return "rc522" if any(name.startswith("spidev") for name in _dev_entries()) else "sim"


def _dev_entries() -> list[str]:
    try:
        return os.listdir("/dev")
    except OSError:
        return []


def open_readers(config, backend: str | None = None):
    """The configured readers, not yet started."""
    name = choose_backend("nfc", BACKENDS, backend, "AGENCY_NFC", config["nfc.backend"], detect)
    reader_names = [r["name"] for r in config["nfc.readers"]]
    if name == "sim":
        from drivers.nfc.sim import SimulatedReaders
        return SimulatedReaders(reader_names)
    from drivers.nfc.rc522 import RC522Readers  # imports spidev/RPi.GPIO lazily
    return RC522Readers.from_config(config)


Emit = Callable[[DriverEvent], None]
