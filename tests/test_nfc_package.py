"""What the ``mfrc522`` package (0.0.7) itself does, run unmodified against
the emulated chip. These pin the reasons the RC522 backend does its own
polling; if a new package version changes them, these fail first."""

from __future__ import annotations

import pytest

from tests.conftest_nfc import board  # noqa: F401  (fixture)
from drivers.nfc.mock import classic1k, ntag213


def package_reader(board):
    from mfrc522 import MFRC522, SimpleMFRC522
    import RPi.GPIO as GPIO
    GPIO.setmode(GPIO.BCM)
    simple = SimpleMFRC522.__new__(SimpleMFRC522)
    simple.READER = MFRC522(pin_rst=25)
    return simple


def test_package_reads_a_seven_byte_uid_as_cascade_tag_three_bytes_and_bcc(board):
    chip = board.attach()
    chip.place(ntag213("04A3C6CAE26180"))
    assert package_reader(board).read_id_no_block() == 0x8804A3C6E9


def test_package_confuses_two_ntag_stickers_that_share_their_first_three_bytes(board):
    chip = board.attach()
    reader = package_reader(board)
    values = []
    for uid in ("04A3C6CAE26180", "04A3C6112233AA"):
        chip.swap(ntag213(uid))
        values.append(reader.read_id_no_block())
    assert values[0] == values[1] == 0x8804A3C6E9


def test_package_reads_a_classic_uid_plus_bcc_as_a_40_bit_number(board):
    board.attach().place(classic1k("A1B2C3D4"))
    assert package_reader(board).read_id_no_block() == 0xA1B2C3D4_04     # BCC A1^B2^C3^D4 = 04


def test_package_reqa_polling_makes_a_resting_card_flicker(board):
    board.attach().place(classic1k("A1B2C3D4"))
    reader = package_reader(board)
    seen = [reader.read_id_no_block() is not None for _ in range(6)]
    assert seen == [True, False, True, False, True, False]


def test_package_empty_poll_spins_two_thousand_register_reads(board):
    chip = board.attach()
    reader = package_reader(board)
    before = chip.transfers
    assert reader.read_id_no_block() is None
    assert chip.transfers - before == 2013


def test_package_write_without_a_tag_raises_index_error(board):
    board.attach()
    with pytest.raises(IndexError):
        package_reader(board).READER.MFRC522_Write(8, [0] * 16)


def test_package_constructor_picks_board_numbering_and_close_cleans_up_every_pin(board):
    chip = board.attach(reset_pin=25)
    from mfrc522 import MFRC522
    reader = MFRC522()                      # no mode set: BOARD, RST on header pin 22 = GPIO25
    assert board.gpio_mode == 10 and chip.powered
    reader.Close_MFRC522()
    assert board.cleanups == ["all"]
