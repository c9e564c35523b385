"""ISO 14443-3 pieces on their own: CRC_A, and reading UIDs of every length
and NDEF text through the emulated chip."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from drivers.events import TagPlaced
from drivers.nfc.iso14443 import crc_a
from tests.conftest_nfc import board, config_with, open_rc522, poll  # noqa: F401  (fixtures)
from drivers.nfc.mock import Tag, ntag213, ntag216, ultralight
from drivers.nfc.mock.tags import crc_a as reference_crc_a


@pytest.mark.parametrize("frame, crc", [(b"\x00\x00", b"\xa0\x1e"), (b"\x12\x34", b"\x26\xcf"),
                                        (b"\x50\x00", b"\x57\xcd")])   # ISO 14443-3 Annex B, HLTA
def test_crc_a_matches_the_standard(frame, crc):
    assert crc_a(frame) == crc


@given(st.binary(max_size=64))
def test_crc_a_agrees_with_the_bitwise_reference(data):
    assert crc_a(data) == reference_crc_a(data)


def test_a_ten_byte_uid_is_read_through_three_cascade_levels(board, config_with):
    chip = board.attach()
    readers = open_rc522(board, config_with())
    chip.place(Tag(bytes.fromhex("04112233445566778899"), atqa=b"\x84\x00", sak=0x20))
    assert poll(readers, board) == [TagPlaced("main", "04112233445566778899", "iso14443_4")]


@pytest.mark.parametrize("tag, text", [
    (ntag213, "Cavendish: the study"),
    (ntag216, "Kiválasztottak – a long card name that spans well over four pages of memory"),
    (ultralight, "u/7"),
])
def test_text_identity_reads_short_and_long_ndef_text(board, config_with, tag, text):
    chip = board.attach()
    readers = open_rc522(board, config_with(identity="text"))
    chip.place(tag("04A3C6CAE26180", text=text))
    assert [e.uid for e in poll(readers, board)] == [text]
