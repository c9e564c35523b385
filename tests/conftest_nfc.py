"""Fixtures for the NFC tests: an emulated Pi with MFRC522 boards (fake
``spidev``/``RPi.GPIO`` in ``sys.modules``, see ``drivers.nfc.mock``) and the
RC522 readers opened on it with the board's virtual clock.

Not a conftest.py: tests import what they use, e.g.
``from tests.conftest_nfc import board, config_with, open_rc522``.
"""

from __future__ import annotations

import logging

import pytest

from device.config import load
from drivers.nfc import mock


@pytest.fixture
def board():
    """A fresh emulated board; the fakes and ``mfrc522`` leave ``sys.modules`` afterwards."""
    emulated = mock.install()
    yield emulated
    mock.uninstall()
    logging.getLogger("mfrc522Logger").handlers.clear()   # the package adds one per MFRC522()


@pytest.fixture
def config_with(tmp_path):
    """``config_with(readers=[...], identity="text")``: defaults plus these nfc keys."""
    def make(**nfc):
        return load(tmp_path / "absent.toml").with_overrides(**{f"nfc_{key}": value for key, value in nfc.items()})
    return make


def open_rc522(board, config):
    from drivers.nfc.rc522 import RC522Readers
    return RC522Readers.from_config(config, clock=board.clock, sleep=board.sleep)


def poll(readers, board, rounds: int = 1, every_s: float = 0.1) -> list:
    """Poll ``rounds`` times at 10 Hz of board time; every event caused."""
    events = []
    for _ in range(rounds):
        board.sleep(every_s)
        events += readers.poll_round()
    return events


@pytest.fixture
def real_time_board():
    """An emulated board on the real clock, for code that opens the readers
    itself (the appliance, the CLI) with real sleeps."""
    emulated = mock.install(virtual_time=False)
    yield emulated
    mock.uninstall()
    logging.getLogger("mfrc522Logger").handlers.clear()
