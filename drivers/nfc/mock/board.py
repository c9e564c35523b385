"""The emulated Raspberry Pi side: fake ``spidev`` and ``RPi.GPIO`` modules
wired to :class:`Board`, which holds the emulated MFRC522 chips.

The fake modules are real module objects put in ``sys.modules`` by
:func:`install`, so ``import spidev`` / ``import RPi.GPIO`` anywhere (the
``mfrc522`` package, the driver) get them. They talk to whichever board is
current, so each test gets a fresh board without re-importing anything.

Wiring: a chip sits on SPI ``bus`` at chip-select ``device`` (CE0/CE1), or
on a GPIO chip select ``cs_pin`` (selected while that pin is low, used with
``SpiDev.no_cs``); its RST line is BCM ``reset_pin`` (the chip is powered
down while that pin is not driven high; a rising edge is a hard reset).
"""

from __future__ import annotations

import sys
import time
import types

from drivers.nfc.mock.chip import Mfrc522Chip
from drivers.nfc.wiring import HEADER_PIN   # BCM GPIO -> header pin: data about the Pi, not logic under test

BCM_OF_HEADER = {pin: gpio for gpio, pin in HEADER_PIN.items()}


class VirtualClock:
    """Time that moves only when someone sleeps: tests run fast and repeatably."""

    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += max(seconds, 0.0)


class Board:
    """A Raspberry Pi with MFRC522 boards wired to it."""

    def __init__(self, virtual_time: bool = True):
        self.virtual_clock = VirtualClock() if virtual_time else None
        self.clock = self.virtual_clock or time.monotonic
        self.sleep = self.virtual_clock.sleep if self.virtual_clock else time.sleep
        self.chips: dict[str, Mfrc522Chip] = {}
        self.wiring: dict[str, dict] = {}
        self.spi_nodes = {(0, 0), (0, 1)}          # /dev/spidev0.0 and 0.1: SPI enabled
        self.spi_permission = True
        self.gpio_permission = True
        self.gpio_mode: int | None = None
        self.outputs: dict[int, int] = {}          # BCM pin -> level, for pins set up as outputs
        self.cleanups: list[object] = []           # what GPIO.cleanup was called with ("all" for none)
        self.transfers = 0

    # --- wiring ---------------------------------------------------------------
    def attach(self, name: str = "main", bus: int = 0, device: int = 0, cs_pin: int | None = None,
               reset_pin: int = 25) -> Mfrc522Chip:
        chip = Mfrc522Chip(self.clock, name)
        chip.powered = bool(self.level(reset_pin))
        self.chips[name] = chip
        self.wiring[name] = {"bus": bus, "device": device, "cs_pin": cs_pin, "reset_pin": reset_pin}
        return chip

    def disable_spi(self) -> None:
        self.spi_nodes.clear()

    def level(self, pin: int) -> int:
        return self.outputs.get(pin, 0)

    # --- called by the fake modules -----------------------------------------------
    def open_spi(self, bus: int, device: int) -> None:
        if (bus, device) not in self.spi_nodes:
            raise FileNotFoundError(2, "No such file or directory")
        if not self.spi_permission:
            raise PermissionError(13, "Permission denied")

    def transfer(self, bus: int, device: int, no_cs: bool, data: list[int]) -> list[int]:
        self.transfers += 1
        selected = [name for name, w in self.wiring.items() if w["bus"] == bus and (
            (w["cs_pin"] is not None and self.level(w["cs_pin"]) == 0) if no_cs
            else (w["cs_pin"] is None and w["device"] == device))]
        if len(selected) != 1:                       # nobody, or two chips fighting over MISO
            return [0xFF if selected else 0x00] * len(data)
        return self.chips[selected[0]].transfer(list(data))

    def pin_changed(self, pin: int, level: int) -> None:
        for name, w in self.wiring.items():
            if w["reset_pin"] == pin:
                chip = self.chips[name]
                if level and not chip.powered:
                    chip.hard_reset()
                chip.powered = bool(level)
                if not level:
                    chip.hard_reset()


_board: Board | None = None


def current() -> Board:
    if _board is None:
        raise RuntimeError("no emulated board: call drivers.nfc.mock.install() first")
    return _board


# --- fake spidev --------------------------------------------------------------------
class SpiDev:
    """The parts of ``spidev.SpiDev`` the driver and ``mfrc522`` use."""

    def __init__(self, bus: int | None = None, device: int | None = None):
        self.bus = self.device = None
        self.max_speed_hz = 500000
        self.mode = 0
        self.bits_per_word = 8
        self.no_cs = False
        if bus is not None:
            self.open(bus, device)

    def open(self, bus: int, device: int) -> None:
        current().open_spi(bus, device)
        self.bus, self.device = bus, device

    def xfer2(self, data, speed_hz: int = 0, delay_usecs: int = 0, bits_per_word: int = 0) -> list[int]:
        if self.bus is None:
            raise OSError(9, "Bad file descriptor")  # what spidev says after close()
        return current().transfer(self.bus, self.device, self.no_cs, list(data))

    xfer = xfer2

    def close(self) -> None:
        self.bus = self.device = None


def _make_spidev() -> types.ModuleType:
    module = types.ModuleType("spidev", "Fake spidev wired to the emulated board.")
    module.SpiDev = SpiDev
    return module


# --- fake RPi.GPIO ------------------------------------------------------------------
def _make_gpio() -> tuple[types.ModuleType, types.ModuleType]:
    gpio = types.ModuleType("RPi.GPIO", "Fake RPi.GPIO wired to the emulated board.")
    gpio.BOARD, gpio.BCM, gpio.OUT, gpio.IN, gpio.HIGH, gpio.LOW = 10, 11, 0, 1, 1, 0
    gpio.PUD_OFF, gpio.PUD_DOWN, gpio.PUD_UP = 20, 21, 22
    gpio.VERSION = "0.7.1 (emulated)"

    def bcm(channel: int) -> int:
        board = current()
        if board.gpio_mode is None:
            raise RuntimeError("Please set pin numbering mode using GPIO.setmode(GPIO.BOARD) or GPIO.setmode(GPIO.BCM)")
        if board.gpio_mode == gpio.BOARD:
            if channel not in BCM_OF_HEADER:
                raise ValueError("The channel sent is invalid on a Raspberry Pi")
            return BCM_OF_HEADER[channel]
        if channel not in HEADER_PIN:
            raise ValueError("The channel sent is invalid on a Raspberry Pi")
        return channel

    def channels(channel) -> list[int]:
        return list(channel) if isinstance(channel, (list, tuple)) else [channel]

    def setmode(mode: int) -> None:
        board = current()
        if board.gpio_mode is not None and board.gpio_mode != mode:
            raise ValueError("A different mode has already been set!")
        board.gpio_mode = mode

    def getmode():
        return current().gpio_mode

    def setwarnings(flag) -> None:
        pass

    def setup(channel, direction, pull_up_down=20, initial=-1) -> None:
        board = current()
        if not board.gpio_permission:
            raise RuntimeError("No access to /dev/mem.  Try running as root!")
        for ch in channels(channel):
            pin = bcm(ch)
            if direction == gpio.OUT:
                board.outputs[pin] = board.outputs.get(pin, 0) if initial == -1 else int(bool(initial))
                board.pin_changed(pin, board.outputs[pin])
            else:
                board.outputs.pop(pin, None)

    def output(channel, value) -> None:
        board = current()
        for ch in channels(channel):
            pin = bcm(ch)
            if pin not in board.outputs:
                raise RuntimeError("The GPIO channel has not been set up as an OUTPUT")
            board.outputs[pin] = int(bool(value))
            board.pin_changed(pin, board.outputs[pin])

    def input(channel) -> int:
        return current().level(bcm(channel))

    def cleanup(channel=None) -> None:
        board = current()
        if channel is None:
            board.cleanups.append("all")
            pins = list(board.outputs)
            board.gpio_mode = None
        else:
            board.cleanups.append(tuple(channels(channel)))
            pins = [bcm(ch) for ch in channels(channel)]
        for pin in pins:
            board.outputs.pop(pin, None)
            board.pin_changed(pin, 0)

    for function in (setmode, getmode, setwarnings, setup, output, input, cleanup):
        setattr(gpio, function.__name__, function)
    package = types.ModuleType("RPi", "Fake RPi package.")
    package.GPIO = gpio
    package.__path__ = []
    return package, gpio


_MODULES: dict[str, types.ModuleType] = {}


def install(virtual_time: bool = True) -> Board:
    """A fresh :class:`Board`, with the fake ``spidev`` and ``RPi.GPIO`` in
    ``sys.modules`` and any earlier import of ``mfrc522`` dropped so that it
    binds the fakes when imported next."""
    global _board
    if not _MODULES:
        package, gpio = _make_gpio()
        _MODULES.update({"spidev": _make_spidev(), "RPi": package, "RPi.GPIO": gpio})
    uninstall()
    sys.modules.update(_MODULES)
    _board = Board(virtual_time)
    return _board


def uninstall() -> None:
    """Take the fakes (and ``mfrc522``, which holds on to them) out of ``sys.modules``."""
    global _board
    for name in list(sys.modules):
        if name in _MODULES or name == "mfrc522" or name.startswith("mfrc522."):
            del sys.modules[name]
    _board = None
