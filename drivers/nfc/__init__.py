"""Card readers: tag placed / tag removed events with the full UID.

The backends, chosen by :func:`open_readers` (argument, then ``AGENCY_NFC``,
then config ``nfc.backend``, then detection), are in :data:`BACKENDS`:

* ``rc522`` - MFRC522 boards on SPI (see ``hardware.md`` for wiring);
* ``sim``   - the simulated table: the kiosk's keyboard and on-screen chips
  place and lift tags on named readers (:class:`SimulatedTable`);
* ``mock``  - the ``rc522`` driver and the real ``mfrc522`` package on a
  register-level emulated Pi (:mod:`drivers.nfc.mock`), with the tags of the
  scenario ``nfc.mock_scenario`` on its readers.

A backend is a class with ``from_config(config, keep_dead=False)`` whose
instances are :class:`Readers`; one with settings of its own also has the
classmethod ``config_problem(config)``, a sentence naming file and key or None,
which ``device/config.py`` asks when the file names that backend. A new kind of
reader is one module with such a class and one line in :data:`BACKENDS`.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable, Protocol, runtime_checkable

from drivers.backends import choose_backend, load_backend
from drivers.events import DeviceNotice, DriverEvent
from drivers.nfc.wiring import ReaderError
from engine.text import t

Emit = Callable[[DriverEvent], None]

BACKENDS = {
    "rc522": "drivers.nfc.rc522:RC522Readers",
    "sim": "drivers.nfc.sim:SimulatedReaders",
    "mock": "drivers.nfc.mock:MockReaders",
}


@runtime_checkable
class Readers(Protocol):
    """Named card readers that report :class:`~drivers.events.TagPlaced` and
    :class:`~drivers.events.TagRemoved` through ``emit`` once started."""

    names: list[str]
    backend: str        # its name in BACKENDS, or "none" for readers that cannot start

    def start(self, emit: Emit) -> None: ...

    def stop(self) -> None: ...

    def tag_on(self, reader: str) -> str | None:
        """The UID resting on ``reader`` now, or None."""


@runtime_checkable
class SimulatedTable(Readers, Protocol):
    """Readers whose tags are placed and lifted by calls: the kiosk's keyboard
    and on-screen chips, the terminal, tests."""

    def place(self, uid: str, reader: str | None = None) -> None: ...

    def lift(self, reader: str | None = None) -> None: ...


def detect(dev_dir: Path = Path("/dev"), on_a_pi: bool = False) -> str:
    """``rc522`` when the kernel exposes an SPI device (or the caller knows this
    is a Raspberry Pi, where SPI may only be switched off), else ``sim``."""
    return "rc522" if on_a_pi or any(name.startswith("spidev") for name in _entries(dev_dir)) else "sim"


def _entries(directory: Path) -> list[str]:
    try:
        return os.listdir(directory)
    except OSError:
        return []


def readers_backend(config, backend: str | None = None, detect: Callable[[], str] = detect) -> str:
    """The name of the backend :func:`open_readers` will use (without opening anything)."""
    return choose_backend("nfc", BACKENDS, backend, "AGENCY_NFC", config["nfc.backend"], detect)


def open_readers(config, backend: str | None = None, tolerant: bool = False) -> Readers:
    """The configured readers, not yet started.

    ``tolerant`` is for the appliance, where the game must go on by touch: a
    reader that does not answer is kept, reported by its first poll and back
    by itself when it answers; readers that cannot start at all (SPI off, no
    permission) become :class:`UnavailableReaders`, which report why.
    Commands that test the readers leave it off and get the error at once."""
    readers_class = load_backend(BACKENDS, readers_backend(config, backend))
    try:
        return readers_class.from_config(config, keep_dead=tolerant)
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

    def start(self, emit: Emit) -> None:
        emit(DeviceNotice("nfc", t("Card reading is off: {problem} Until then, choose cards by touch.",
                                   problem=self.problem)))

    def stop(self) -> None:
        pass

    def tag_on(self, reader: str) -> None:
        return None
