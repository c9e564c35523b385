"""A register-level emulation of the NXP MFRC522 as the Raspberry Pi sees it
over SPI, with the tags lying on its antenna.

Implemented: the SPI framing (address byte ``(reg << 1) & 0x7E``, bit 7 for a
read; further bytes of a write go to the same register, further address bytes
of a read are read in turn), the registers the ``mfrc522`` package and the
driver touch, the 64-byte FIFO, Set1/Set2 interrupt registers, the commands
Idle, CalcCRC, Transceive, MFAuthent (faked: no Crypto1) and SoftReset, the
timer (TAuto: starts at the end of a transmission and sets TimerIRq when it
runs out with nothing received), collisions (CollErr), the antenna switch and
the hard reset/power-down pin.

Faults are queued with :meth:`Mfrc522Chip.inject` and consumed one per
transceive: ``drop`` (the answer is lost), ``flip`` (one bit of the answer
flipped, parity not noticed), ``parity`` (the chip flags a parity error),
``bad_crc`` (the answer's last byte damaged), ``lift`` (every tag leaves the
antenna before answering: a card lifted mid-read), ``ok`` (no fault).
"""

from __future__ import annotations

import random
from collections import deque

from drivers.nfc.mock.tags import Tag, crc_a

# registers
COMMAND, COM_IEN, DIV_IEN, COM_IRQ, DIV_IRQ, ERROR, STATUS1, STATUS2 = range(0x01, 0x09)
FIFO_DATA, FIFO_LEVEL, WATER_LEVEL, CONTROL, BIT_FRAMING, COLL = range(0x09, 0x0F)
MODE, TX_MODE, RX_MODE, TX_CONTROL, TX_ASK = 0x11, 0x12, 0x13, 0x14, 0x15
CRC_RESULT_H, CRC_RESULT_L = 0x21, 0x22
T_MODE, T_PRESCALER, T_RELOAD_H, T_RELOAD_L, T_COUNTER_H, T_COUNTER_L = range(0x2A, 0x30)
VERSION = 0x37

# commands
IDLE, CALC_CRC, TRANSCEIVE, MF_AUTHENT, SOFT_RESET = 0x00, 0x03, 0x0C, 0x0E, 0x0F

# ComIrqReg bits
TX_IRQ, RX_IRQ, IDLE_IRQ, ERR_IRQ, TIMER_IRQ = 0x40, 0x20, 0x10, 0x02, 0x01
# ErrorReg bits
COLL_ERR, CRC_ERR, PARITY_ERR = 0x08, 0x04, 0x02

RESET_VALUES = {COMMAND: 0x20, COM_IEN: 0x80, FIFO_LEVEL: 0x00, WATER_LEVEL: 0x08, CONTROL: 0x10,
                COLL: 0x80, MODE: 0x3F, TX_CONTROL: 0x80, TX_ASK: 0x00, 0x16: 0x10, 0x17: 0x84,
                0x18: 0x84, 0x19: 0x4D, 0x24: 0x26, 0x26: 0x48, 0x27: 0x88, 0x28: 0x20, 0x29: 0x20}

FAULTS = ("ok", "drop", "flip", "parity", "bad_crc", "lift")


class Mfrc522Chip:
    """One MFRC522 board. ``clock()`` gives seconds (the board's clock)."""

    version = 0x92

    def __init__(self, clock, name: str = "chip"):
        self.clock = clock
        self.name = name
        self.tags: list[Tag] = []
        self.faults: deque[str] = deque()
        self.transfers = 0          # SPI transfers (one ``xfer2`` call each)
        self.frames_sent: list[bytes] = []
        self.powered = True
        self._rng = random.Random(0)
        self.hard_reset()

    # --- the physical side: tags and faults ---------------------------------
    def place(self, tag: Tag) -> Tag:
        """Put a tag on the antenna (next to any already there: stacking)."""
        tag.power_off()
        self.tags = [*self.tags, tag]     # a new list: a polling thread may be iterating the old one
        return tag

    def lift(self, tag: Tag | None = None) -> None:
        """Take a tag (by default every tag) off the antenna."""
        gone = [tag] if tag else self.tags
        self.tags = [t for t in self.tags if t not in gone]
        for t in gone:
            t.power_off()

    def swap(self, tag: Tag) -> Tag:
        """Lift whatever is there and put ``tag`` down, between two polls."""
        self.lift()
        return self.place(tag)

    def inject(self, *faults: str) -> None:
        """Queue faults, consumed one per transceive (see the module docstring)."""
        for fault in faults:
            if fault not in FAULTS:
                raise ValueError(f"unknown fault {fault!r}; choose from {FAULTS}")
        self.faults.extend(faults)

    @property
    def field_on(self) -> bool:
        return bool(self.regs[TX_CONTROL] & 0x03)

    # --- power -----------------------------------------------------------------
    def hard_reset(self) -> None:
        """Registers to their reset values, FIFO empty, antenna off."""
        self.regs = [0] * 64
        for reg, value in RESET_VALUES.items():
            self.regs[reg] = value
        self.fifo = bytearray()
        self.timer_deadline: float | None = None
        self.crypto_on = False
        for tag in self.tags:
            tag.power_off()

    # --- SPI -------------------------------------------------------------------
    def transfer(self, data: list[int]) -> list[int]:
        """One SPI transfer (chip selected for the whole list)."""
        self.transfers += 1
        if not self.powered:
            return [0] * len(data)
        self._run_timer()
        first = data[0]
        register = (first >> 1) & 0x3F
        if not first & 0x80:
            for value in data[1:]:
                self._write(register, value & 0xFF)
            return [0] * len(data)
        reply = [0]
        for i in range(1, len(data)):
            reply.append(self._read((data[i - 1] >> 1) & 0x3F))
        return reply

    def _read(self, reg: int) -> int:
        if reg == FIFO_DATA:
            return self.fifo.pop(0) if self.fifo else 0
        if reg == FIFO_LEVEL:
            return len(self.fifo)
        if reg == STATUS2:
            return (self.regs[STATUS2] & ~0x08) | (0x08 if self.crypto_on else 0)
        if reg == VERSION:
            return self.version
        return self.regs[reg] & (0x7F if reg in (COM_IRQ, DIV_IRQ) else 0xFF)

    def _write(self, reg: int, value: int) -> None:
        if reg in (COM_IRQ, DIV_IRQ):            # Set1/Set2: bit 7 sets, else clears the marked bits
            marked = value & 0x7F
            self.regs[reg] = self.regs[reg] | marked if value & 0x80 else self.regs[reg] & ~marked
        elif reg == FIFO_DATA:
            if len(self.fifo) < 64:
                self.fifo.append(value)
            else:
                self.regs[ERROR] |= 0x10         # BufferOvfl
        elif reg == FIFO_LEVEL:
            if value & 0x80:
                self.fifo.clear()
                self.regs[ERROR] &= ~0x10
        elif reg == STATUS2:
            self.crypto_on = self.crypto_on and bool(value & 0x08)
            self.regs[STATUS2] = value & 0xF7
        elif reg == COMMAND:
            self.regs[COMMAND] = (self.regs[COMMAND] & 0xF0) | (value & 0xF0)
            self._command(value & 0x0F)
        elif reg == BIT_FRAMING:
            self.regs[BIT_FRAMING] = value & 0x7F
            if value & 0x80 and self.regs[COMMAND] & 0x0F == TRANSCEIVE:
                self._transceive()
        elif reg == TX_CONTROL:
            self.regs[TX_CONTROL] = value
            if not value & 0x03:
                for tag in self.tags:
                    tag.power_off()
        elif reg not in (VERSION, ERROR, STATUS1, CRC_RESULT_H, CRC_RESULT_L):
            self.regs[reg] = value

    def _command(self, command: int) -> None:
        if command == SOFT_RESET:
            self.hard_reset()
            return
        self.regs[COMMAND] = (self.regs[COMMAND] & 0xF0) | command
        if command in (TRANSCEIVE, CALC_CRC, MF_AUTHENT):
            self.regs[ERROR] &= 0x40             # a new command clears every error but TempErr
        if command == CALC_CRC:
            crc = crc_a(bytes(self.fifo)) if self.regs[MODE] & 0x03 == 0x01 else bytes(2)
            self.fifo.clear()
            self.regs[CRC_RESULT_L], self.regs[CRC_RESULT_H] = crc[0], crc[1]
            self.regs[DIV_IRQ] |= 0x04
        elif command == MF_AUTHENT:
            self._authenticate(bytes(self.fifo))
            self.fifo.clear()

    def _authenticate(self, frame: bytes) -> None:
        """Faked MIFARE authentication: right key and UID set MFCrypto1On and
        IdleIRq; anything else leaves the timer to run out."""
        if len(frame) == 12 and frame[0] in (0x60, 0x61):
            for tag in self._tags_in_field():
                if hasattr(tag, "authenticate") and tag.uid[:4] == frame[8:12] \
                        and tag.authenticate(frame[1], frame[2:8]):
                    self.crypto_on = True
                    self.regs[COM_IRQ] |= IDLE_IRQ
                    self.regs[COMMAND] &= 0xF0
                    return
        self._start_timer()

    # --- the radio -----------------------------------------------------------------
    def _tags_in_field(self) -> list[Tag]:
        return self.tags if self.field_on else []

    def _transceive(self) -> None:
        frame = bytes(self.fifo)
        self.fifo.clear()
        tx_last_bits = self.regs[BIT_FRAMING] & 0x07
        self.frames_sent.append(frame)
        self.regs[COM_IRQ] |= TX_IRQ
        fault = self.faults.popleft() if self.faults else "ok"
        if fault == "lift":
            self.lift()
        answers = [a for a in (tag.receive(frame, tx_last_bits) for tag in self._tags_in_field()) if a]
        if not answers or fault == "drop":
            self._start_timer()
            return
        data, last_bits = answers[0]
        data = bytearray(data)
        collided = any(a != answers[0] for a in answers[1:])
        if collided:
            for other, _ in answers[1:]:
                for i, byte in enumerate(other[:len(data)]):
                    data[i] |= byte
            self.regs[ERROR] |= COLL_ERR
        if fault == "flip":
            data[self._rng.randrange(len(data))] ^= 1 << self._rng.randrange(8)
        elif fault == "bad_crc":
            data[-1] ^= 0x5A
        elif fault == "parity":
            self.regs[ERROR] |= PARITY_ERR
        self.fifo[:] = data[:64]
        self.regs[CONTROL] = (self.regs[CONTROL] & ~0x07) | last_bits
        self.regs[COM_IRQ] |= RX_IRQ | (ERR_IRQ if self.regs[ERROR] & 0x1F else 0)
        self.timer_deadline = None

    def _start_timer(self) -> None:
        if self.regs[T_MODE] & 0x80:             # TAuto: the timer starts when sending ends
            self.timer_deadline = self.clock() + self.timer_period()

    def timer_period(self) -> float:
        prescaler = ((self.regs[T_MODE] & 0x0F) << 8) | self.regs[T_PRESCALER]
        reload = (self.regs[T_RELOAD_H] << 8) | self.regs[T_RELOAD_L]
        return (reload + 1) * (2 * prescaler + 1) / 13.56e6

    def _run_timer(self) -> None:
        if self.timer_deadline is not None and self.clock() >= self.timer_deadline:
            self.regs[COM_IRQ] |= TIMER_IRQ
            self.timer_deadline = None
