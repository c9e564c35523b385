"""Scenarios for running the real RC522 backend against the emulator, named
by ``AGENCY_RC522_EMULATOR=tests.emulator.demo:<scenario>`` (run from the
repository root with ``PYTHONPATH=.``)::

    PYTHONPATH=. AGENCY_RC522_EMULATOR=tests.emulator.demo:ntag213 \\
        .venv/bin/agency nfc scan --backend rc522 --json

Each scenario installs the fake ``spidev``/``RPi.GPIO`` modules in real time
and wires one reader as the default config expects it (``main``: SPI bus 0,
CE0, RST on GPIO25), or as stated.
"""

from __future__ import annotations

import threading

from tests.emulator.board import install
from tests.emulator.tags import classic1k, ntag213 as ntag213_tag


def _main_reader():
    return install(virtual_time=False).attach("main", bus=0, device=0, reset_pin=25)


def ntag213() -> None:
    """An NTAG213 sticker with the 7-byte UID 04A3C6CAE26180 resting on ``main``."""
    _main_reader().place(ntag213_tag("04A3C6CAE26180"))


def classic() -> None:
    """A MIFARE Classic 1K card with the 4-byte UID A1B2C3D4 resting on ``main``."""
    _main_reader().place(classic1k("A1B2C3D4"))


def text() -> None:
    """An NTAG213 whose user memory holds the NDEF text ``timestories/location/3``."""
    _main_reader().place(ntag213_tag("04D2F11A2C5E80", text="timestories/location/3"))


def empty() -> None:
    """``main`` with nothing on it."""
    _main_reader()


def stacked() -> None:
    """Two NTAG stickers on ``main`` at once."""
    chip = _main_reader()
    chip.place(ntag213_tag("04A3C6CAE26180"))
    chip.place(ntag213_tag("04A3C6112233AA"))


def no_spi() -> None:
    """SPI switched off in the Pi's config."""
    install(virtual_time=False).disable_spi()


def table() -> None:
    """The simulated table's location tags (``device/cards/sim-tags.jsonl``)
    placed on ``main`` in turn, 3 s each with 1 s between, over and over: a
    game runs on the emulated RC522 once those UIDs are enrolled."""
    chip = _main_reader()
    uids = ["04115A21B26180", "04125A22B26280", "04135A23B26380", "04145A24B26480"]

    def tour() -> None:
        stop = threading.Event()
        while True:
            for uid in uids:
                chip.place(ntag213_tag(uid))
                stop.wait(3.0)
                chip.lift()
                stop.wait(1.0)

    threading.Thread(target=tour, name="emulated-hand", daemon=True).start()
