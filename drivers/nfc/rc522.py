"""MFRC522 ("RC522") boards on the Pi's SPI bus: full UIDs, steady presence,
several readers polled in turn on one thread.

The ``mfrc522`` package (0.0.7) provides the chip access: register reads and
writes over ``spidev`` and the chip initialisation. Everything above that is
ours, because the package's own polling is what goes wrong at a table: its transceive ignores the chip's timer and spins ~2000
register reads per empty poll, it reads only cascade level 1 (a 7-byte NTAG UID
comes back as ``88`` + three bytes + BCC), and REQA polling makes a resting card
flicker. Here each poll of a reader is:

1. WUPA (wakes tags in IDLE and HALT), with the chip's timer as the timeout:
   an empty poll is ~10 SPI transfers;
2. anticollision + SELECT through every cascade level, BCC and CRC_A checked
   (:mod:`drivers.nfc.iso14443`): the full 4-, 7- or 10-byte UID;
3. for a UID not seen just before: the tag type (the SAK's family; for the
   Ultralight family GET_VERSION, which plain Ultralight, Ultralight C and
   NTAG203 refuse with a NAK) and, when ``nfc.identity = "text"``, the NDEF
   text in Ultralight/NTAG user memory;
4. HLTA, so the card sleeps until the next WUPA; it answers every poll.

:class:`drivers.nfc.presence.Presence` turns the polls into events.

The constructor of the package's ``MFRC522`` is not used: it picks BOARD pin
numbering when none is set, defaults RST to a pin that differs between BOARD
and BCM, opens SPI without chip-select control and adds a log handler per
instance. We open SPI ourselves (errors become sentences a user can act on),
set BCM numbering explicitly and release only our own pins, never a global
``GPIO.cleanup()``. CRC_A is computed in software: the package's ``CalulateCRC``
costs ~14 SPI transfers per frame and waits on a flag it fails to clear.

``spidev``, ``RPi.GPIO`` (or its drop-in ``rpi-lgpio``) and ``mfrc522`` are
imported only when these readers are opened. The ``mock`` backend
(:mod:`drivers.nfc.mock`) runs this driver on an emulated chip instead, e.g.
``agency nfc scan --backend mock``.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from typing import Callable

from drivers.errors import DriverError
from drivers.events import DeviceNotice
from drivers.nfc import iso14443
from drivers.nfc.iso14443 import Collision, Corrupt, LinkError, NoAnswer
from drivers.nfc.names import reader_word
from drivers.nfc.presence import COLLISION, EMPTY, READER_FAULT, TAG, UNREADABLE, Poll, Presence
from drivers.nfc.wiring import ReaderError, Wiring, claim_pins, open_spi, wirings_from_config
from engine.text import t

# MFRC522 registers and bits used here (datasheet section 9)
COMMAND, COM_IRQ, ERROR, FIFO_DATA, FIFO_LEVEL, CONTROL, BIT_FRAMING = 0x01, 0x04, 0x06, 0x09, 0x0A, 0x0C, 0x0D
T_MODE, T_PRESCALER, T_RELOAD_H, T_RELOAD_L, VERSION = 0x2A, 0x2B, 0x2C, 0x2D, 0x37
IDLE, TRANSCEIVE = 0x00, 0x0C
RX_IRQ, ERR_IRQ, TIMER_IRQ = 0x20, 0x02, 0x01
COLL_ERR, DAMAGE_ERRORS = 0x08, 0x17          # BufferOvfl, CRCErr, ParityErr, ProtocolErr
PACKAGE_T_MODE = 0x8D                         # what the package's MFRC522_Init writes

TIMER_TICK_S = 339 / 13.56e6                  # prescaler 169: 25 us ticks
FIRST_CHECK_S = 0.0003                        # an ATQA is complete ~0.2 ms after StartSend
CHECK_EVERY_S = 0.0005
HOST_MARGIN_S = 0.025                         # beyond the chip's own timeout: the chip is gone
RETRY_AFTER_ERROR_S = 1.0                     # polling pauses this long after an unexpected error


class ReaderFault(DriverError):
    """A reader stopped answering while running (unplugged, brown-out)."""


# --- hardware modules, imported only here ---------------------------------------

def _hardware():
    """(spidev, RPi.GPIO, mfrc522.MFRC522), or :class:`ReaderError` saying what to install."""
    try:
        import spidev
    except ImportError:
        raise ReaderError("The spidev module is missing: install the Pi extra (`pip install -e '.[pi]'`).") from None
    try:
        import RPi.GPIO as GPIO
    except ImportError:
        raise ReaderError("RPi.GPIO is missing: install rpi-lgpio (`pip install rpi-lgpio`), "
                          "which provides it on every Pi model.") from None
    except RuntimeError as err:
        if _installed("rpi-lgpio"):    # it reads the board revision from /proc/device-tree
            raise ReaderError(f"rpi-lgpio cannot run here ({err}): it finds no Raspberry Pi board revision "
                              "in /proc/device-tree.") from None
        raise ReaderError(f"RPi.GPIO cannot run here ({err}); on a Pi 5 or Raspberry Pi OS Bookworm "
                          "replace it with rpi-lgpio (`pip uninstall RPi.GPIO && pip install rpi-lgpio`).") from None
    except OSError as err:             # lgpio makes its notification pipe in the working folder, or in LG_WD
        raise ReaderError(f"rpi-lgpio cannot start ({err.strerror}: {err.filename}): its lgpio library needs a "
                          "folder it may write to; set LG_WD to one (the kiosk's service and the agency "
                          "command use /var/lib/agency).") from None
    try:
        from mfrc522 import MFRC522
    except ImportError:
        raise ReaderError("The mfrc522 package is missing: `pip install --no-deps mfrc522==0.0.7`.") from None
    return spidev, GPIO, MFRC522


def _installed(distribution: str) -> bool:
    from importlib import metadata

    try:
        metadata.distribution(distribution)
    except metadata.PackageNotFoundError:
        return False
    return True


class Rc522:
    """One MFRC522: the package's register access and init, our own
    transceive (the chip's timer is the timeout), one :meth:`poll` at a time.

    Implements the link that :mod:`drivers.nfc.iso14443` talks to.
    """

    def __init__(self, chip, wiring: Wiring, identity: str = "uid",
                 clock: Callable[[], float] = time.monotonic, sleep: Callable[[float], None] = time.sleep):
        self.chip = chip                   # an mfrc522.MFRC522 whose .spi is open
        self.wiring = wiring
        self.identity = identity
        self.clock, self.sleep = clock, sleep
        self.needs_init = True
        self._timer_reload: int | None = None
        self._described: tuple[str, str, str | None] | None = None   # (uid, kind, text) of the last new tag

    @property
    def name(self) -> str:
        return self.wiring.name

    # --- registers ------------------------------------------------------------
    def _read(self, reg: int) -> int:
        return self.chip.Read_MFRC522(reg)

    def _write(self, reg: int, value: int) -> None:
        self.chip.Write_MFRC522(reg, value)

    def init(self) -> None:
        """Check the chip answers, run the package's init, set our timer."""
        version = self._read(VERSION)
        if version in (0x00, 0xFF):
            raise ReaderFault(t("The RC522 reader '{reader}' does not answer (its version register reads "
                                "0x{version:02X}): check its wiring: {advice}.", reader=self.name, version=version,
                                advice=self.wiring.advice()))
        for _ in range(2):
            self.chip.MFRC522_Init()       # soft reset, 100% ASK, CRC preset 6363, antenna on
            if self._read(T_MODE) == PACKAGE_T_MODE:
                break
            self.sleep(0.05)               # the soft reset was still running: settle, then again
        else:
            raise ReaderFault(t("The RC522 reader '{reader}' does not keep its settings: check its "
                                "3.3V supply and wiring: {advice}.", reader=self.name, advice=self.wiring.advice()))
        self._write(T_MODE, 0x80)          # TAuto: the timer starts when a transmission ends
        self._write(T_PRESCALER, 0xA9)     # 25 us ticks
        self._timer_reload = None
        self.needs_init = False

    # --- the link ---------------------------------------------------------------
    def transceive(self, frame: bytes, tx_last_bits: int = 0,
                   timeout_s: float = iso14443.FRAME_TIMEOUT_S) -> tuple[bytes, int]:
        """Send ``frame`` and return (answer, valid bits in its last byte, 0 = 8)."""
        self._start(frame, tx_last_bits, timeout_s)
        deadline = self.clock() + timeout_s + HOST_MARGIN_S
        self.sleep(min(FIRST_CHECK_S, timeout_s))
        while not (irq := self._read(COM_IRQ)) & (RX_IRQ | ERR_IRQ | TIMER_IRQ):
            if self.clock() > deadline:    # a live chip's timer would have fired long ago
                raise self._stopped_answering()
            self.sleep(CHECK_EVERY_S)
        if irq == 0xFF:                    # every flag at once: MISO is stuck high, no chip there
            raise self._stopped_answering()
        if irq & ERR_IRQ:
            error = self._read(ERROR)
            if error & COLL_ERR:
                raise Collision("several tags answered")
            if error & DAMAGE_ERRORS:
                raise Corrupt(f"the chip flagged the answer (ErrorReg 0x{error:02X})")
        if not irq & RX_IRQ:
            raise NoAnswer("the chip's timer ran out")
        level = self._read(FIFO_LEVEL) & 0x7F
        last_bits = self._read(CONTROL) & 0x07
        return self._read_fifo(level), last_bits

    def _stopped_answering(self) -> ReaderFault:
        return ReaderFault(t("No answer from {reader}: check {advice}.", reader=reader_word(self.name),
                             advice=self.wiring.advice()))

    def send(self, frame: bytes) -> None:
        """Transmit and return at once. If the next command cuts the frame short
        the tag hears garbage and drops to IDLE, which WUPA wakes just as well."""
        self._start(frame, 0, iso14443.FRAME_TIMEOUT_S)

    def _start(self, frame: bytes, tx_last_bits: int, timeout_s: float) -> None:
        reload = max(1, math.ceil(timeout_s / TIMER_TICK_S)) - 1
        if reload != self._timer_reload:
            self._write(T_RELOAD_H, reload >> 8)
            self._write(T_RELOAD_L, reload & 0xFF)
            self._timer_reload = reload
        self._write(COMMAND, IDLE)
        self._write(COM_IRQ, 0x7F)         # clear every interrupt flag
        self._write(FIFO_LEVEL, 0x80)      # flush the FIFO
        self.chip.spi.xfer2([(FIFO_DATA << 1) & 0x7E, *frame])   # one burst: further bytes go to the FIFO
        self._write(COMMAND, TRANSCEIVE)
        self._write(BIT_FRAMING, 0x80 | tx_last_bits)           # StartSend

    def _read_fifo(self, count: int) -> bytes:
        if not count:
            return b""
        address = ((FIFO_DATA << 1) & 0x7E) | 0x80
        return bytes(self.chip.spi.xfer2([address] * count + [0])[1:])

    # --- polling ------------------------------------------------------------------
    def poll(self) -> Poll:
        """One poll of this reader (see the module docstring)."""
        try:
            if self.needs_init:
                self.init()
            return self._read_tag()
        except (ReaderFault, OSError) as err:
            self.needs_init = True
            detail = err.args[0] if isinstance(err, ReaderFault) else t("A failure on {reader}: {why}.",
                                                                        reader=reader_word(self.name), why=str(err))
            return Poll(READER_FAULT, detail=detail)

    def _read_tag(self) -> Poll:
        try:
            tag = iso14443.identify(self)
            if tag is None:
                return Poll(EMPTY)
            result = self._sighting(tag)
        except Collision:
            result = Poll(COLLISION)
        except LinkError as err:       # damaged, or the tag left mid-read: neither seen nor missed
            result = Poll(UNREADABLE, detail=str(err))
        iso14443.halt(self)
        return result

    def _sighting(self, tag: iso14443.TagId) -> Poll:
        """The tag by its UID (or text), its kind asked for once per placement.
        The UID was confirmed by a CRC-checked SELECT: no later, optional
        command that fails can lose the tag."""
        if self._described is None or self._described[0] != tag.hex:
            family = iso14443.kind_from_sak(tag)
            text = None
            if self.identity == "text" and family == iso14443.ULTRALIGHT_FAMILY:
                try:
                    text = iso14443.read_text(self)  # before GET_VERSION, which may send the tag to IDLE
                except iso14443.Refused:             # read-protected memory: the NAK sent it to IDLE
                    self._described = (tag.hex, family, None)
                    return Poll(TAG, uid=tag.hex, kind=family)
            try:
                kind = iso14443.tag_kind(self, tag)
            except LinkError:                        # a damaged GET_VERSION: the SAK's kind now, ask again next poll
                return Poll(TAG, uid=text or tag.hex, kind=family)
            self._described = (tag.hex, kind, text)
        _, kind, text = self._described
        return Poll(TAG, uid=text or tag.hex, kind=kind)

    def close(self) -> None:
        try:
            self.chip.AntennaOff()         # tags on it reset; the board draws less
        except OSError:
            pass
        self.chip.spi.close()


class RC522Readers:
    """All configured RC522 readers, polled round-robin on one thread (they
    share the SPI bus), each with its own :class:`Presence`."""

    backend = "rc522"

    def __init__(self, readers: list[Rc522], poll_hz: float = 10.0, gpio=None, own_pins: tuple[int, ...] = (),
                 clock: Callable[[], float] = time.monotonic):
        self.readers = readers
        self.names = [r.name for r in readers]
        self.poll_hz = poll_hz
        self.presence = {r.name: Presence(r.name, clock) for r in readers}
        self._gpio, self._own_pins = gpio, own_pins
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    @classmethod
    def from_config(cls, config, clock: Callable[[], float] = time.monotonic,
                    sleep: Callable[[float], None] = time.sleep, keep_dead: bool = False) -> "RC522Readers":
        """Open every reader in ``nfc.readers``; :class:`ReaderError` if one cannot start.

        With ``keep_dead`` a reader whose chip does not answer is kept instead:
        its polls report the fault (a :class:`DeviceNotice`) and initialise it
        as soon as it answers."""
        wirings = wirings_from_config(config["nfc.readers"])
        spidev, GPIO, MFRC522 = _hardware()
        own_pins = claim_pins(GPIO, wirings, sleep)
        readers: list[Rc522] = []
        try:
            for wiring in wirings:
                chip = MFRC522.__new__(MFRC522)
                chip.spi = open_spi(spidev, GPIO, wiring)
                chip.logger = logging.getLogger("mfrc522Logger")
                reader = Rc522(chip, wiring, config["nfc.identity"], clock, sleep)
                readers.append(reader)
                try:
                    reader.init()
                except ReaderFault as err:
                    if not keep_dead:
                        raise ReaderError(str(err)) from None
        except BaseException:
            for reader in readers:
                reader.close()
            GPIO.cleanup(list(own_pins))
            raise
        return cls(readers, config["nfc.poll_hz"], GPIO, own_pins, clock)

    def poll_round(self) -> list:
        """Poll every reader once; the events that causes."""
        events = []
        with self._lock:
            for reader in self.readers:
                events += self.presence[reader.name].update(reader.poll())
        return events

    def tag_on(self, reader: str) -> str | None:
        return self.presence[reader].uid

    def start(self, emit) -> None:
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, args=(emit,), name="nfc-rc522", daemon=True)
        self._thread.start()

    def _run(self, emit) -> None:
        period = 1.0 / self.poll_hz
        due = time.monotonic()
        failing = False
        while not self._stop.is_set():
            try:
                events = self.poll_round()
            except Exception as err:       # a bug, not the hardware: say so, start the chips afresh, go on
                if not failing:
                    emit(DeviceNotice("nfc", t("Card reading paused after an internal error: {why}.",
                                               why=repr(err))))
                failing = True
                for reader in self.readers:
                    reader.needs_init = True
                self._stop.wait(RETRY_AFTER_ERROR_S)
                continue
            if failing:
                emit(DeviceNotice("nfc", t("Card reading works again."), ok=True))
                failing = False
            for event in events:
                emit(event)
            due = max(due + period, time.monotonic())
            self._stop.wait(due - time.monotonic())

    def stop(self) -> None:
        """Stop polling, switch the antennas off, release only our own pins."""
        self._stop.set()
        if self._thread and self._thread is not threading.current_thread():
            self._thread.join(timeout=2)
        with self._lock:
            for reader in self.readers:
                reader.close()
            self.readers = []
            if self._own_pins:
                self._gpio.cleanup(list(self._own_pins))
                self._own_pins = ()
