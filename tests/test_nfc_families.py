"""Every tag family the ATQA and SAK can name is read by its full UID on the
emulated RC522, including those that refuse GET_VERSION (plain Ultralight,
Ultralight C, NTAG203 answer it with a NAK; clone stickers with silence):
an optional command that fails never loses a tag whose UID was read."""

from __future__ import annotations

import pytest

from drivers.events import TagPlaced, TagRemoved
from drivers.nfc.iso14443 import TagId, kind_from_sak
from drivers.nfc.mock import (classic1k, classic4k, classic_mini, clone_sticker, desfire, mifare_plus_sl2, ntag203,
                              ntag213, ntag215, ntag216, smart_card, ultralight, ultralight_c, ultralight_ev1)
from tests.conftest_nfc import board, config_with, open_rc522, poll  # noqa: F401  (fixtures)

FAMILIES = [
    (classic1k, "A1B2C3D4", "mifare_classic_1k"),
    (classic1k, "04A1B2C3D4E5F6", "mifare_classic_1k"),
    (classic4k, "B1B2C3D4", "mifare_classic_4k"),
    (classic4k, "04B1B2C3D4E5F6", "mifare_classic_4k"),
    (classic_mini, "C1C2C3C4", "mifare_mini"),
    (classic_mini, "04C1C2C3C4C5C6", "mifare_mini"),
    (ultralight, "04010203040506", "ultralight"),
    (ultralight_c, "04111213141516", "ultralight"),
    (ntag203, "04212223242526", "ultralight"),
    (clone_sticker, "1D313233343536", "ultralight"),
    (ultralight_ev1, "04414243444546", "ultralight_ev1"),
    (ntag213, "04A3C6CAE26180", "ntag213"),
    (ntag215, "04515253545556", "ntag215"),
    (ntag216, "04616263646566", "ntag216"),
    (desfire, "04717273747576", "mifare_desfire"),
    (lambda uid: mifare_plus_sl2(uid, "2k"), "04818283848586", "mifare_plus_2k"),
    (lambda uid: mifare_plus_sl2(uid, "4k"), "91929394", "mifare_plus_4k"),
    (smart_card, "08A1A2A3", "iso14443_4"),
    (smart_card, "04B1B2B3B4B5B6", "iso14443_4"),
    (lambda uid: smart_card(uid, sak=0x28), "08C1C2C3", "mifare_classic_1k"),   # a smart card emulating a 1K
    (lambda uid: smart_card(uid, sak=0x38), "08D1D2D3", "mifare_classic_4k"),
]
IDS = [f"{kind}-{uid}" for _, uid, kind in FAMILIES]


@pytest.fixture
def chip(board):
    return board.attach("main", bus=0, device=0, reset_pin=25)


@pytest.mark.parametrize("make, uid, kind", FAMILIES, ids=IDS)
def test_every_family_is_read_by_its_full_uid_and_stays_read(board, chip, config_with, make, uid, kind):
    readers = open_rc522(board, config_with())
    chip.place(make(uid))

    assert poll(readers, board, rounds=50) == [TagPlaced("main", uid, kind)]

    chip.lift()
    assert poll(readers, board, rounds=5) == [TagRemoved("main", uid)]


@pytest.mark.parametrize("make", [ultralight, ultralight_c, ntag203, clone_sticker])
def test_a_tag_refusing_get_version_is_asked_once_per_placement(board, chip, config_with, make):
    readers = open_rc522(board, config_with())
    tag = chip.place(make("04010203040506"))
    poll(readers, board)
    heard_after_first = tag.frames_heard

    poll(readers, board, rounds=10)

    # WUPA, two levels of anticollision and SELECT, HLTA: six frames a poll, no GET_VERSION again.
    assert tag.frames_heard - heard_after_first == 10 * 6


@pytest.mark.parametrize("make", [ultralight, ultralight_c, ntag203, clone_sticker, ntag213])
def test_text_identity_reads_the_text_of_every_ultralight_family_tag(board, chip, config_with, make):
    readers = open_rc522(board, config_with(identity="text"))
    chip.place(make("04010203040506", text="enclave/healing/2"))

    assert [event.uid for event in poll(readers, board, rounds=20)] == ["enclave/healing/2"]


@pytest.mark.parametrize("make, uid", [(desfire, "04717273747576"), (classic1k, "04A1B2C3D4E5F6"),
                                       (smart_card, "08A1A2A3")])
def test_text_identity_names_cards_without_ultralight_memory_by_uid(board, chip, config_with, make, uid):
    readers = open_rc522(board, config_with(identity="text"))
    tag = chip.place(make(uid))

    assert [event.uid for event in poll(readers, board, rounds=20)] == [uid]
    frames_a_poll = 2 + 2 * len(tag.levels)          # WUPA, anticollision and SELECT per level, HLTA
    assert tag.frames_heard == 20 * frames_a_poll    # never sent an Ultralight READ it cannot answer


def test_a_tag_whose_memory_is_read_protected_is_named_by_uid(board, chip, config_with):
    readers = open_rc522(board, config_with(identity="text"))
    tag = chip.place(ntag213("04A3C6CAE26180", text="cavendish/location/1"))
    tag.protect_reads_from(4)                         # NTAG21x AUTH0 = 4 with PROT = 1: READ answers NAK

    assert poll(readers, board, rounds=20) == [TagPlaced("main", "04A3C6CAE26180", "ultralight")]


@pytest.mark.parametrize("sak, uid_bytes, atqa, kind", [
    (0x08, 4, "0400", "mifare_classic_1k"), (0x88, 4, "0400", "mifare_classic_1k"),   # Infineon's 1K
    (0x18, 4, "0200", "mifare_classic_4k"), (0x09, 4, "0400", "mifare_mini"),
    (0x28, 4, "0400", "mifare_classic_1k"), (0x38, 4, "0200", "mifare_classic_4k"),
    (0x10, 7, "4400", "mifare_plus_2k"), (0x11, 7, "4200", "mifare_plus_4k"),
    (0x20, 7, "4403", "mifare_desfire"), (0x20, 7, "4400", "iso14443_4"), (0x20, 4, "0800", "iso14443_4"),
    (0x00, 7, "4400", "ultralight"), (0x00, 4, "0400", "unknown"),
    (0x02, 4, "0400", "unknown"), (0x01, 4, "0400", "unknown"),                       # reserved bit, TNP3xxx
])
def test_the_sak_names_the_family_as_nxp_an10833_decodes_it(sak, uid_bytes, atqa, kind):
    tag = TagId(bytes(range(1, uid_bytes + 1)), bytes.fromhex(atqa), sak)
    assert kind_from_sak(tag) == kind
