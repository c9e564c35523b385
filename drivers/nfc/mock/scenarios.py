"""What lies on the ``mock`` backend's emulated readers, named by
``nfc.mock_scenario`` in the config file::

    [nfc]
    backend = "mock"
    mock_scenario = "classic"

Each scenario is called with the emulated board, the chip of the first
configured reader and an event that is set when the readers stop.
"""

from __future__ import annotations

import threading
from typing import Callable

from drivers.nfc.mock.board import Board
from drivers.nfc.mock.chip import Mfrc522Chip
from drivers.nfc.mock.tags import classic1k, ntag213 as ntag213_tag

Scenario = Callable[[Board, Mfrc522Chip, threading.Event], None]


def ntag213(board: Board, chip: Mfrc522Chip, ended: threading.Event) -> None:
    """An NTAG213 sticker with the 7-byte UID 04A3C6CAE26180 resting on the reader."""
    chip.place(ntag213_tag("04A3C6CAE26180"))


def classic(board: Board, chip: Mfrc522Chip, ended: threading.Event) -> None:
    """A MIFARE Classic 1K card with the 4-byte UID A1B2C3D4 resting on the reader."""
    chip.place(classic1k("A1B2C3D4"))


def text(board: Board, chip: Mfrc522Chip, ended: threading.Event) -> None:
    """An NTAG213 whose user memory holds the NDEF text ``timestories/location/3``."""
    chip.place(ntag213_tag("04D2F11A2C5E80", text="timestories/location/3"))


def empty(board: Board, chip: Mfrc522Chip, ended: threading.Event) -> None:
    """The reader with nothing on it."""


def stacked(board: Board, chip: Mfrc522Chip, ended: threading.Event) -> None:
    """Two NTAG stickers on the reader at once."""
    chip.place(ntag213_tag("04A3C6CAE26180"))
    chip.place(ntag213_tag("04A3C6112233AA"))


def no_spi(board: Board, chip: Mfrc522Chip, ended: threading.Event) -> None:
    """SPI switched off in the Pi's config."""
    board.disable_spi()


def table(board: Board, chip: Mfrc522Chip, ended: threading.Event) -> None:
    """The simulated table's location tags (``device/cards/sim-tags.jsonl``)
    placed on the reader in turn, 3 s each with 1 s between, until the readers
    stop: a game runs on the emulated RC522 once those UIDs are enrolled."""
    uids = ["04115A21B26180", "04125A22B26280", "04135A23B26380", "04145A24B26480"]

    def tour() -> None:
        while not ended.is_set():
            for uid in uids:
                chip.place(ntag213_tag(uid))
                if ended.wait(3.0):
                    return
                chip.lift()
                if ended.wait(1.0):
                    return

    threading.Thread(target=tour, name="emulated-hand", daemon=True).start()


SCENARIOS: dict[str, Scenario] = {scenario.__name__: scenario
                                  for scenario in (table, ntag213, classic, text, empty, stacked, no_spi)}
