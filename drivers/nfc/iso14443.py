"""ISO/IEC 14443-3 type A, reader side: wake a tag, read its full UID through
the cascade levels, tell what kind of tag it is, read NTAG pages, halt it.

Everything here talks to a *link*, anything with::

    transceive(frame: bytes, tx_last_bits: int = 0, timeout_s: float = ...) -> (data: bytes, rx_last_bits: int)
    send(frame: bytes) -> None          # transmit, expect no answer (HLTA)

that raises :class:`NoAnswer` when the chip's timer runs out, :class:`Collision`
when several tags answered differently and :class:`Corrupt` for a frame the
chip flagged (parity, CRC, protocol). This module adds its own checks on top:
length, BCC of every cascade level and CRC_A of every SAK and data block, so a
damaged answer is an error and never a different UID. A corrupted anticollision
answer cannot become a wrong UID either, because each level is confirmed by a
SELECT that only the tag owning those bytes answers, with a CRC-checked SAK.
"""

from __future__ import annotations

from dataclasses import dataclass

from drivers.errors import DriverError

REQA = 0x26
WUPA = 0x52          # wakes tags in IDLE *and* HALT: a resting, halted card answers every poll
SELECT_CODES = (0x93, 0x95, 0x97)   # cascade levels 1, 2, 3
CASCADE_TAG = 0x88   # first byte of a cascade level that is not the last one
SAK_INCOMPLETE = 0x04
HLTA = bytes((0x50, 0x00))
READ = 0x30          # NTAG/Ultralight: four pages (16 bytes) from a page number
GET_VERSION = 0x60   # NTAG21x, Ultralight EV1: eight bytes naming the product

FRAME_TIMEOUT_S = 0.001     # ATQA, anticollision and SAK answers arrive within ~0.7 ms at 106 kbit/s
READ_TIMEOUT_S = 0.005      # 18-byte answers to READ / GET_VERSION


class LinkError(DriverError):
    """An exchange with the tag failed; never a reason to believe a tag left."""


class NoAnswer(LinkError):
    """The chip's timer ran out with nothing received."""


class Collision(LinkError):
    """Several tags answered with different bits: more than one tag on the antenna."""


class Corrupt(LinkError):
    """An answer arrived but is damaged (parity, CRC_A, BCC or length)."""


class Refused(LinkError):
    """The tag answered a command with a 4-bit NAK: it does not know the command
    or may not run it (read-protected memory). It is back in IDLE (or HALT)."""


def _refused(bits: int) -> bool:
    """A 4-bit answer to a command that expects data is a NAK (0x0, 0x1, 0x4 or 0x5)."""
    return bits == 4


def crc_a(data: bytes) -> bytes:
    """CRC_A of ISO 14443-3 (preset 0x6363, reflected 0x8408), two bytes LSB first."""
    crc = 0x6363
    for byte in data:
        byte ^= crc & 0xFF
        byte = (byte ^ (byte << 4)) & 0xFF
        crc = (crc >> 8) ^ (byte << 8) ^ (byte << 3) ^ (byte >> 4)
    return bytes((crc & 0xFF, crc >> 8))


def with_crc(frame: bytes) -> bytes:
    return frame + crc_a(frame)


def crc_ok(frame: bytes) -> bool:
    return len(frame) > 2 and crc_a(frame[:-2]) == frame[-2:]


def bcc(data: bytes) -> int:
    """Block check character of a cascade level: XOR of its four bytes."""
    value = 0
    for byte in data:
        value ^= byte
    return value


@dataclass(frozen=True)
class TagId:
    """What the anticollision loop learnt: the full UID, the ATQA and the final SAK."""

    uid: bytes
    atqa: bytes
    sak: int

    @property
    def hex(self) -> str:
        """Uppercase hex without separators, as a phone's NFC app shows it."""
        return self.uid.hex().upper()


def identify(link) -> TagId | None:
    """Wake the tag with WUPA and read its UID through every cascade level.

    None when nothing answers WUPA (a clean miss). Raises :class:`LinkError`
    for anything else that goes wrong, including a tag lifted mid-read.
    """
    try:
        atqa, bits = link.transceive(bytes((WUPA,)), tx_last_bits=7)
    except NoAnswer:
        return None
    if len(atqa) != 2 or bits:
        raise Corrupt(f"ATQA has {len(atqa)} bytes + {bits} bits, expected 2 bytes")
    uid = bytearray()
    for select in SELECT_CODES:
        level, bits = link.transceive(bytes((select, 0x20)))
        if len(level) != 5 or bits:
            raise Corrupt(f"cascade level answer has {len(level)} bytes + {bits} bits, expected 5 bytes")
        if bcc(level[:4]) != level[4]:
            raise Corrupt("cascade level answer fails its BCC check")
        answer, bits = link.transceive(with_crc(bytes((select, 0x70)) + level))
        if len(answer) != 3 or bits or not crc_ok(answer):
            raise Corrupt("SAK is not one byte with a valid CRC_A")
        sak = answer[0]
        if sak & SAK_INCOMPLETE:
            if level[0] != CASCADE_TAG:
                raise Corrupt("SAK asks for another cascade level but the level has no cascade tag")
            uid += level[1:4]
        else:
            if level[0] == CASCADE_TAG:
                raise Corrupt("the last cascade level starts with the cascade tag")
            uid += level[:4]
            return TagId(bytes(uid), bytes(atqa), sak)
    raise Corrupt("SAK asks for a fourth cascade level")


def halt(link) -> None:
    """Send HLTA: an ACTIVE tag goes to HALT (woken again only by WUPA), a tag
    left READY by a failed read drops back to IDLE. No answer is expected."""
    link.send(with_crc(HLTA))


def read_pages(link, page: int) -> bytes:
    """Four NTAG/Ultralight pages (16 bytes) from ``page``, CRC_A checked."""
    data, bits = link.transceive(with_crc(bytes((READ, page))), timeout_s=READ_TIMEOUT_S)
    if _refused(bits):
        raise Refused(f"the tag refused READ of page {page}")
    if len(data) != 18 or bits or not crc_ok(data):
        raise Corrupt(f"READ of page {page} did not return 16 bytes with a valid CRC_A")
    return data[:16]


NTAG_BY_STORAGE = {0x0F: "ntag213", 0x11: "ntag215", 0x13: "ntag216"}
ULTRALIGHT_EV1_BY_STORAGE = {0x0B: "ultralight_ev1", 0x0E: "ultralight_ev1"}
DESFIRE_ATQA = bytes((0x44, 0x03))   # 0x0344, least significant byte first as it is sent
ULTRALIGHT_FAMILY = "ultralight"


def kind_from_sak(tag: TagId) -> str:
    """The family the final SAK names, decoded as NXP's AN10833 ("MIFARE type
    identification procedure") does; the ATQA only tells DESFire from other
    ISO 14443-4 cards. ``ultralight`` is the whole family that answers SAK 00
    with a 7-byte UID: Ultralight, Ultralight C, NTAG203, NTAG21x and clones."""
    sak = tag.sak
    if sak & 0x02:                      # reserved for future use: no family is assigned
        return "unknown"
    if sak & 0x08:                      # MIFARE Classic, or a smart card emulating one (0x28, 0x38)
        if sak & 0x10:
            return "mifare_classic_4k"
        return "mifare_mini" if sak & 0x01 else "mifare_classic_1k"
    if sak & 0x10:                      # MIFARE Plus in security level 2
        return "mifare_plus_4k" if sak & 0x01 else "mifare_plus_2k"
    if sak & 0x20:                      # ISO 14443-4: DESFire, Plus SL3, bank and transport cards
        return "mifare_desfire" if tag.atqa == DESFIRE_ATQA else "iso14443_4"
    if sak == 0x00 and len(tag.uid) == 7:
        return ULTRALIGHT_FAMILY
    return "unknown"


def tag_kind(link, tag: TagId) -> str:
    """The kind the SAK names; for the Ultralight family, the product that
    GET_VERSION names (NTAG213/215/216, Ultralight EV1). Plain Ultralight,
    Ultralight C, NTAG203 and many clones do not know GET_VERSION: they answer
    a NAK or nothing, and stay ``ultralight``. Must be the last exchange before
    :func:`halt`: a tag that refused the command is back in IDLE, which the
    next WUPA wakes anyway. Raises :class:`LinkError` only for a damaged answer."""
    kind = kind_from_sak(tag)
    if kind != ULTRALIGHT_FAMILY:
        return kind
    try:
        version, bits = link.transceive(with_crc(bytes((GET_VERSION,))), timeout_s=READ_TIMEOUT_S)
    except NoAnswer:
        return kind
    if _refused(bits):
        return kind
    if len(version) != 10 or bits or not crc_ok(version):
        raise Corrupt("GET_VERSION did not return 8 bytes with a valid CRC_A")
    product, storage = version[2], version[6]
    if product == 0x04:
        return NTAG_BY_STORAGE.get(storage, "ntag")
    if product == 0x03:
        return ULTRALIGHT_EV1_BY_STORAGE.get(storage, kind)
    return kind


TEXT_PAGE_LIMIT = 36   # read at most 32 pages of user memory (128 bytes) for a text identity


def read_text(link) -> str | None:
    """The text of the first NDEF Text record in NTAG/Ultralight user memory
    (page 4 on), or None when the tag carries none."""
    memory = bytearray(read_pages(link, 4))
    ndef = _ndef_message(memory)
    page = 8
    while ndef is None and page < TEXT_PAGE_LIMIT and _tlv_needs_more(memory):
        memory += read_pages(link, page)
        page += 4
        ndef = _ndef_message(memory)
    return _text_record(ndef) if ndef else None


def _walk_tlvs(memory: bytes):
    """(tag, value or None when the value runs past ``memory``) of each TLV until the terminator."""
    i = 0
    while i < len(memory):
        tag = memory[i]
        if tag == 0x00:          # NULL TLV: padding
            i += 1
            continue
        if tag == 0xFE or i + 1 >= len(memory):
            return
        length, start = memory[i + 1], i + 2
        if length == 0xFF:
            if i + 3 >= len(memory):
                yield tag, None
                return
            length, start = int.from_bytes(memory[i + 2:i + 4], "big"), i + 4
        if start + length > len(memory):
            yield tag, None
            return
        yield tag, bytes(memory[start:start + length])
        i = start + length


def _ndef_message(memory: bytes) -> bytes | None:
    for tag, value in _walk_tlvs(memory):
        if tag == 0x03:
            return value
    return None


def _tlv_needs_more(memory: bytes) -> bool:
    return any(value is None for _, value in _walk_tlvs(memory))


def _text_record(message: bytes) -> str | None:
    """Decode a short or long NDEF record of well-known type ``T``."""
    if len(message) < 3:
        return None
    header, type_length = message[0], message[1]
    short = header & 0x10
    has_id = header & 0x08
    if header & 0x07 != 0x01:           # TNF must be "NFC Forum well-known type"
        return None
    i = 2
    if short:
        payload_length, i = message[i], i + 1
    else:
        payload_length, i = int.from_bytes(message[i:i + 4], "big"), i + 4
    id_length = 0
    if has_id:
        id_length, i = message[i], i + 1
    record_type = message[i:i + type_length]
    i += type_length + id_length
    payload = message[i:i + payload_length]
    if record_type != b"T" or len(payload) != payload_length or not payload:
        return None
    status = payload[0]
    encoding = "utf-16" if status & 0x80 else "utf-8"
    try:
        return payload[1 + (status & 0x3F):].decode(encoding)
    except UnicodeDecodeError:
        return None
