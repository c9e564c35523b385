"""The ``mock`` card readers: a register-level MFRC522 + tag emulator, so the
real ``mfrc522`` package and the RC522 driver run without a Raspberry Pi (as
``gpiozero.pins.mock`` lets gpiozero run without one).

As a backend (``--backend mock``, ``nfc.backend = "mock"``) it wires one
emulated chip per entry of ``nfc.readers`` and lays the tags of the scenario
``nfc.mock_scenario`` (:mod:`~drivers.nfc.mock.scenarios`) on the first. Tests
drive the emulator directly::

    board = install()                       # fake spidev / RPi.GPIO in sys.modules
    chip = board.attach("main", bus=0, device=0, reset_pin=25)
    chip.place(ntag213("04A3C6CAE26180"))   # lift(), swap(), place() again to stack
    chip.inject("drop", "flip")             # faults for the next transceives

Modules: :mod:`~drivers.nfc.mock.board` (the Pi: fake modules, wiring, clock),
:mod:`~drivers.nfc.mock.chip` (the MFRC522), :mod:`~drivers.nfc.mock.tags` (tags),
:mod:`~drivers.nfc.mock.scenarios` (what lies on the readers).
"""

from __future__ import annotations

import threading

from drivers.nfc.mock.board import Board, VirtualClock, install, uninstall
from drivers.nfc.mock.chip import FAULTS, Mfrc522Chip
from drivers.nfc.mock.scenarios import SCENARIOS
from drivers.nfc.mock.tags import (ClassicTag, IsoDepTag, NtagTag, Tag, classic1k, classic4k, classic_mini,
                                   clone_sticker, desfire, mifare_plus_sl2, ntag203, ntag213, ntag215, ntag216,
                                   smart_card, ultralight, ultralight_c, ultralight_ev1)
from drivers.nfc.rc522 import RC522Readers
from drivers.nfc.wiring import ReaderError, wirings_from_config

__all__ = ["Board", "VirtualClock", "install", "uninstall", "FAULTS", "Mfrc522Chip", "ClassicTag", "IsoDepTag",
           "NtagTag", "Tag", "classic1k", "classic4k", "classic_mini", "clone_sticker", "desfire", "mifare_plus_sl2",
           "ntag203", "ntag213", "ntag215", "ntag216", "smart_card", "ultralight", "ultralight_c", "ultralight_ev1",
           "MockReaders", "SCENARIOS"]


class MockReaders(RC522Readers):
    """The RC522 readers on an emulated Pi in real time, with a scenario's tags."""

    backend = "mock"
    _scenario_ended: threading.Event      # set by from_config, which starts the scenario before opening

    @classmethod
    def config_problem(cls, config) -> str | None:
        """One sentence naming the file and key when this backend's own settings cannot be used, else None."""
        scenario = config["nfc.mock_scenario"]
        if scenario not in SCENARIOS:
            return f"{config.path}: 'nfc.mock_scenario' must be one of {', '.join(SCENARIOS)}, not {scenario!r}."
        return None

    @classmethod
    def from_config(cls, config, keep_dead: bool = False) -> "MockReaders":
        """Wire an emulated chip where each of ``nfc.readers`` says, start the
        scenario, then open them exactly as :class:`RC522Readers` opens real ones."""
        problem = cls.config_problem(config)
        if problem:
            raise ReaderError(problem)
        board = install(virtual_time=False)
        chips = [board.attach(w.name, w.bus, w.device, w.cs_pin, w.reset_pin)
                 for w in wirings_from_config(config["nfc.readers"])]
        ended = threading.Event()
        SCENARIOS[config["nfc.mock_scenario"]](board, chips[0], ended)
        try:
            readers = super().from_config(config, keep_dead=keep_dead)
        except BaseException:
            ended.set()
            uninstall()
            raise
        readers._scenario_ended = ended
        return readers

    def stop(self) -> None:
        """Stop polling and the scenario, and take the emulated Pi away again."""
        super().stop()
        self._scenario_ended.set()
        uninstall()
