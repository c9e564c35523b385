"""A register-level MFRC522 + tag emulator, so the real ``mfrc522`` package and
the RC522 driver run without a Raspberry Pi.

    board = install()                       # fake spidev / RPi.GPIO in sys.modules
    chip = board.attach("main", bus=0, device=0, reset_pin=25)
    chip.place(ntag213("04A3C6CAE26180"))   # lift(), swap(), place() again to stack
    chip.inject("drop", "flip")             # faults for the next transceives

Modules: :mod:`~tests.emulator.board` (the Pi: fake modules, wiring, clock),
:mod:`~tests.emulator.chip` (the MFRC522), :mod:`~tests.emulator.tags` (tags),
:mod:`~tests.emulator.demo` (scenarios for ``AGENCY_RC522_EMULATOR``).
"""

from tests.emulator.board import Board, VirtualClock, install, uninstall
from tests.emulator.chip import FAULTS, Mfrc522Chip
from tests.emulator.tags import ClassicTag, NtagTag, Tag, classic1k, ntag213, ntag215, ntag216, ultralight

__all__ = ["Board", "VirtualClock", "install", "uninstall", "FAULTS", "Mfrc522Chip", "ClassicTag", "NtagTag",
           "Tag", "classic1k", "ntag213", "ntag215", "ntag216", "ultralight"]
