"""Emulated ISO 14443-3 type A tags: the state machine every tag shares, the
memory and commands of MIFARE Classic 1K/4K/Mini (4- or 7-byte UIDs) and of the
Ultralight family (Ultralight, Ultralight C, Ultralight EV1, NTAG203,
NTAG213/215/216, a clone sticker), and ISO 14443-4 cards (DESFire, MIFARE Plus,
smart cards) as far as their UID and SAK go.

A tag hears every frame the reader's antenna sends (:meth:`Tag.receive`) and
answers ``(bytes, last_bits)`` or None (silence). ``last_bits`` is the number
of valid bits in the last byte, 0 meaning all eight.

States: IDLE --REQA/WUPA--> READY (level 1..n) --SELECT last level--> ACTIVE
--HLTA--> HALT --WUPA--> READY. In READY or ACTIVE any unexpected frame sends
the tag back to IDLE (HALT if it was woken from HALT), silently: this is what
makes plain REQA polling of a resting card alternate present/absent.
"""

from __future__ import annotations

from dataclasses import dataclass, field

IDLE, READY, ACTIVE, HALT = "idle", "ready", "active", "halt"
REQA, WUPA = 0x26, 0x52
SELECT_CODES = (0x93, 0x95, 0x97)
ACK = (bytes((0x0A,)), 4)
NAK = (bytes((0x00,)), 4)


def crc_a(data: bytes) -> bytes:
    """CRC_A, bit by bit as ISO 14443-3 Annex B writes it (the driver has its
    own byte-wise version; two implementations keep each other honest)."""
    crc = 0x6363
    for byte in data:
        for bit in range(8):
            mix = (crc ^ (byte >> bit)) & 1
            crc >>= 1
            if mix:
                crc ^= 0x8408
    return bytes((crc & 0xFF, crc >> 8))


def with_crc(data: bytes) -> bytes:
    return bytes(data) + crc_a(data)


def xor(data: bytes) -> int:
    value = 0
    for byte in data:
        value ^= byte
    return value


@dataclass
class Tag:
    """One tag: UID, anticollision answers and the ISO 14443-3 state machine."""

    uid: bytes
    atqa: bytes
    sak: int
    kind: str = "tag"
    state: str = IDLE
    level: int = 0
    woken_from_halt: bool = False
    frames_heard: int = field(default=0, compare=False)

    def __post_init__(self):
        self.uid = bytes(self.uid)
        if len(self.uid) not in (4, 7, 10):
            raise ValueError("a UID has 4, 7 or 10 bytes")

    @property
    def uid_hex(self) -> str:
        return self.uid.hex().upper()

    @property
    def levels(self) -> list[bytes]:
        """The four UID bytes each cascade level answers (without BCC)."""
        if len(self.uid) == 4:
            return [self.uid]
        if len(self.uid) == 7:
            return [bytes((0x88,)) + self.uid[:3], self.uid[3:]]
        return [bytes((0x88,)) + self.uid[:3], bytes((0x88,)) + self.uid[3:6], self.uid[6:]]

    def power_off(self) -> None:
        """The field went away (tag lifted, antenna off): back to IDLE, forgetting HALT."""
        self.state, self.level, self.woken_from_halt = IDLE, 0, False

    def receive(self, frame: bytes, tx_last_bits: int):
        self.frames_heard += 1
        if tx_last_bits == 7 and len(frame) == 1 and frame[0] in (REQA, WUPA):
            if self.state == IDLE or (self.state == HALT and frame[0] == WUPA):
                self.woken_from_halt = self.state == HALT
                self.state, self.level = READY, 0
                return self.atqa, 0
            if self.state in (READY, ACTIVE):
                return self._unexpected()
            return None
        if self.state in (IDLE, HALT) or tx_last_bits:
            return None
        if self.state == READY:
            return self._anticollision(frame)
        if not _crc_ok(frame):
            return self._unexpected()
        if frame[:2] == bytes((0x50, 0x00)) and len(frame) == 4:
            self.state = HALT
            return None
        answer = self.command(frame[:-2])
        return answer if answer is not None else self._refuse()

    def _anticollision(self, frame: bytes):
        levels = self.levels
        if frame[0] != SELECT_CODES[self.level]:
            return self._unexpected()
        own = levels[self.level] + bytes((xor(levels[self.level]),))
        if len(frame) == 2 and frame[1] == 0x20:
            return own, 0
        if len(frame) == 9 and frame[1] == 0x70 and _crc_ok(frame):
            if frame[2:7] != own:
                return None                # another tag is being selected: stay READY
            if self.level + 1 < len(levels):
                self.level += 1
                return with_crc(bytes((0x04,))), 0
            self.state = ACTIVE
            return with_crc(bytes((self.sak,))), 0
        return self._unexpected()

    def _unexpected(self):
        self.state = HALT if self.woken_from_halt else IDLE
        self.level = 0
        return None

    def _refuse(self):
        """A command the tag does not know: silence and back to IDLE (or HALT)."""
        return self._unexpected()

    def command(self, frame: bytes):
        """An ACTIVE tag's answer to a CRC-checked frame (CRC removed); None = unexpected."""
        return None


class NtagTag(Tag):
    """The Ultralight family (ATQA 0044, SAK 00): 4-byte pages, page 0-2 made
    of the UID and its BCCs, page 3 the capability container, user memory from
    page 4. Those without GET_VERSION answer it, as any command they do not
    know, with a NAK (NXP's Ultralight, Ultralight C, NTAG203) or with silence
    (``clone_sticker``), and drop back to IDLE."""

    # model: (pages, capability-container size byte, GET_VERSION answer or None, NAKs unknown commands)
    MODELS = {
        "ntag213": (45, 0x12, bytes((0x00, 0x04, 0x04, 0x02, 0x01, 0x00, 0x0F, 0x03)), True),
        "ntag215": (135, 0x3E, bytes((0x00, 0x04, 0x04, 0x02, 0x01, 0x00, 0x11, 0x03)), True),
        "ntag216": (231, 0x6D, bytes((0x00, 0x04, 0x04, 0x02, 0x01, 0x00, 0x13, 0x03)), True),
        "ultralight_ev1": (20, 0x06, bytes((0x00, 0x04, 0x03, 0x01, 0x01, 0x00, 0x0B, 0x03)), True),
        "ultralight": (16, 0x06, None, True),
        "ultralight_c": (48, 0x12, None, True),
        "ntag203": (42, 0x12, None, True),
        "clone_sticker": (16, 0x06, None, False),
    }

    def __init__(self, uid: bytes, model: str = "ntag213", text: str | None = None):
        super().__init__(bytes(uid), bytes((0x44, 0x00)), 0x00, kind=model)
        if len(self.uid) != 7:
            raise ValueError("NTAG and Ultralight UIDs have 7 bytes")
        pages, size, self.version, self.naks_unknown = self.MODELS[model]
        self.protected_from: int | None = None
        u = self.uid
        self.memory = bytearray(4 * pages)
        self.memory[0:16] = bytes((u[0], u[1], u[2], 0x88 ^ u[0] ^ u[1] ^ u[2],
                                   u[3], u[4], u[5], u[6],
                                   u[3] ^ u[4] ^ u[5] ^ u[6], 0x48, 0x00, 0x00,
                                   0xE1, 0x10, size, 0x00))
        self.memory[16:20] = bytes((0x03, 0x00, 0xFE, 0x00))   # empty NDEF message
        if text is not None:
            self.write_text(text)

    def protect_reads_from(self, page: int) -> None:
        """Password-protect reading from ``page`` on (AUTH0 with PROT set): READ answers NAK there."""
        self.protected_from = page

    def write_text(self, text: str, language: str = "en") -> None:
        """Store an NDEF message of one Text record from page 4, as phone apps do."""
        payload = bytes((len(language),)) + language.encode() + text.encode()
        record = bytes((0xD1, 0x01, len(payload))) + b"T" + payload
        tlv = bytes((0x03, len(record))) + record + bytes((0xFE,))
        if len(record) > 254 or 16 + len(tlv) > len(self.memory):
            raise ValueError("text too long for this tag")
        self.memory[16:16 + len(tlv)] = tlv

    def command(self, frame: bytes):
        if frame[0] == 0x30 and len(frame) == 2:
            pages = len(self.memory) // 4
            if frame[1] >= pages or (self.protected_from is not None and frame[1] >= self.protected_from):
                return self._refuse()
            data = b"".join(self._page((frame[1] + i) % pages) for i in range(4))  # READ wraps to page 0
            return with_crc(data), 0
        if frame[0] == 0x60 and len(frame) == 1 and self.version:
            return with_crc(self.version), 0
        if frame[0] == 0xA2 and len(frame) == 6:
            if not 4 <= frame[1] < len(self.memory) // 4 - (5 if self.version else 0):
                return NAK
            self.memory[4 * frame[1]:4 * frame[1] + 4] = frame[2:6]
            return ACK
        return None

    def _refuse(self):
        self._unexpected()
        return NAK if self.naks_unknown else None

    def _page(self, number: int) -> bytes:
        return bytes(self.memory[4 * number:4 * number + 4])


class ClassicTag(Tag):
    """MIFARE Classic 1K, 4K or Mini with a 4- or 7-byte UID; keys FF..FF.
    Authentication is faked by the chip's MFAuthent (no Crypto1), so READ/WRITE
    only check that the block's sector was authenticated."""

    DEFAULT_KEY = bytes(6 * (0xFF,))
    # model: (blocks, SAK, ATQA with a 4-byte UID, ATQA with a 7-byte UID), as NXP's AN10833 lists them
    MODELS = {
        "mifare_classic_1k": (64, 0x08, bytes((0x04, 0x00)), bytes((0x44, 0x00))),
        "mifare_classic_4k": (256, 0x18, bytes((0x02, 0x00)), bytes((0x42, 0x00))),
        "mifare_mini": (20, 0x09, bytes((0x04, 0x00)), bytes((0x44, 0x00))),
    }

    def __init__(self, uid: bytes, model: str = "mifare_classic_1k"):
        block_count, sak, atqa4, atqa7 = self.MODELS[model]
        super().__init__(bytes(uid), atqa4 if len(uid) == 4 else atqa7, sak, kind=model)
        if len(self.uid) not in (4, 7):
            raise ValueError("a MIFARE Classic UID has 4 or 7 bytes")
        self.blocks = [bytearray(16) for _ in range(block_count)]
        uid_bytes = self.uid + bytes((xor(self.uid),)) if len(self.uid) == 4 else self.uid
        self.blocks[0][:len(uid_bytes) + 3] = uid_bytes + bytes((sak,)) + self.atqa
        for block in range(block_count):
            if self._is_trailer(block):
                self.blocks[block][:] = self.DEFAULT_KEY + bytes((0xFF, 0x07, 0x80, 0x69)) + self.DEFAULT_KEY
        self.authenticated_sector: int | None = None
        self.pending_write: int | None = None

    @staticmethod
    def sector(block: int) -> int:
        """Sectors of 4 blocks, then (4K, from block 128) sectors of 16."""
        return block // 4 if block < 128 else 32 + (block - 128) // 16

    def _is_trailer(self, block: int) -> bool:
        return block % 4 == 3 if block < 128 else (block - 128) % 16 == 15

    def power_off(self) -> None:
        super().power_off()
        self.authenticated_sector = self.pending_write = None

    def authenticate(self, block: int, key: bytes) -> bool:
        if self.state != ACTIVE or not 0 <= block < len(self.blocks) or key != self.DEFAULT_KEY:
            return False
        self.authenticated_sector = self.sector(block)
        return True

    def command(self, frame: bytes):
        if self.pending_write is not None:
            block, self.pending_write = self.pending_write, None
            if len(frame) != 16:
                return None
            self.blocks[block][:] = frame
            return ACK
        allowed = len(frame) == 2 and frame[1] < len(self.blocks) and self.sector(frame[1]) == self.authenticated_sector
        if frame[0] == 0x30 and len(frame) == 2:
            return (with_crc(bytes(self.blocks[frame[1]])), 0) if allowed else NAK
        if frame[0] == 0xA0 and len(frame) == 2:
            if not allowed or frame[1] == 0:
                return NAK
            self.pending_write = frame[1]
            return ACK
        return None

    def _unexpected(self):
        self.authenticated_sector = self.pending_write = None
        return super()._unexpected()


class IsoDepTag(Tag):
    """An ISO 14443-4 card (SAK bit 0x20): DESFire, MIFARE Plus, bank, transport
    and ID cards. Only its UID and SAK matter here; it does not know the
    Ultralight READ or GET_VERSION, so it stays silent and drops to IDLE."""


def _crc_ok(frame: bytes) -> bool:
    return len(frame) > 2 and crc_a(frame[:-2]) == frame[-2:]


def ntag213(uid: str, text: str | None = None) -> NtagTag:
    return NtagTag(bytes.fromhex(uid), "ntag213", text)


def ntag215(uid: str, text: str | None = None) -> NtagTag:
    return NtagTag(bytes.fromhex(uid), "ntag215", text)


def ntag216(uid: str, text: str | None = None) -> NtagTag:
    return NtagTag(bytes.fromhex(uid), "ntag216", text)


def ultralight(uid: str, text: str | None = None) -> NtagTag:
    return NtagTag(bytes.fromhex(uid), "ultralight", text)


def ultralight_c(uid: str, text: str | None = None) -> NtagTag:
    return NtagTag(bytes.fromhex(uid), "ultralight_c", text)


def ultralight_ev1(uid: str, text: str | None = None) -> NtagTag:
    return NtagTag(bytes.fromhex(uid), "ultralight_ev1", text)


def ntag203(uid: str, text: str | None = None) -> NtagTag:
    return NtagTag(bytes.fromhex(uid), "ntag203", text)


def clone_sticker(uid: str, text: str | None = None) -> NtagTag:
    return NtagTag(bytes.fromhex(uid), "clone_sticker", text)


def classic1k(uid: str) -> ClassicTag:
    """4 bytes (ATQA 0004) or 7 bytes (ATQA 0044)."""
    return ClassicTag(bytes.fromhex(uid))


def classic4k(uid: str) -> ClassicTag:
    """4 bytes (ATQA 0002) or 7 bytes (ATQA 0042)."""
    return ClassicTag(bytes.fromhex(uid), "mifare_classic_4k")


def classic_mini(uid: str) -> ClassicTag:
    return ClassicTag(bytes.fromhex(uid), "mifare_mini")


def desfire(uid: str) -> IsoDepTag:
    """MIFARE DESFire EV1/EV2/EV3: 7-byte UID, ATQA 0344, SAK 20."""
    return IsoDepTag(bytes.fromhex(uid), bytes((0x44, 0x03)), 0x20, kind="mifare_desfire")


def mifare_plus_sl2(uid: str, storage: str = "2k") -> IsoDepTag:
    """MIFARE Plus in security level 2: SAK 10 (2K) or 11 (4K)."""
    return IsoDepTag(bytes.fromhex(uid), bytes((0x44 if len(uid) == 14 else 0x04, 0x00)),
                     0x10 if storage == "2k" else 0x11, kind=f"mifare_plus_{storage}")


def smart_card(uid: str, sak: int = 0x20) -> IsoDepTag:
    """A bank, transport or ID card: often a random 4-byte UID starting 08,
    ATQA 0004 (0044 with 7 bytes), SAK 20; 28 or 38 when it also emulates a
    MIFARE Classic 1K or 4K."""
    return IsoDepTag(bytes.fromhex(uid), bytes((0x44 if len(uid) == 14 else 0x04, 0x00)), sak, kind="iso14443_4")
