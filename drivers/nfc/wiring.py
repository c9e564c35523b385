"""The Pi side of the card readers: which pins and SPI device each reader
uses, claiming them, and a sentence a user can act on for each way that fails.

Pins are BCM GPIO numbers throughout; messages also name the header pin.
"""

from __future__ import annotations

from dataclasses import dataclass

from drivers.backends import BackendError

SPI_SPEED_HZ = 1_000_000                # the package's default; RC522 boards on short wires take up to 10 MHz
# BCM GPIO -> physical header pin, to name pins in wiring advice
HEADER_PIN = {2: 3, 3: 5, 4: 7, 5: 29, 6: 31, 7: 26, 8: 24, 9: 21, 10: 19, 11: 23, 12: 32, 13: 33,
              14: 8, 15: 10, 16: 36, 17: 11, 18: 12, 19: 35, 20: 38, 21: 40, 22: 15, 23: 16,
              24: 18, 25: 22, 26: 37, 27: 13}
SPI_PINS = {0: {"SCK": 11, "MOSI": 10, "MISO": 9, "CE": (8, 7)},
            1: {"SCK": 21, "MOSI": 20, "MISO": 19, "CE": (18, 17, 16)}}


class ReaderError(BackendError):
    """The readers cannot start; ``str()`` is one sentence saying what to do."""


def pin(gpio: int) -> str:
    return f"GPIO{gpio} (pin {HEADER_PIN[gpio]})" if gpio in HEADER_PIN else f"GPIO{gpio}"


@dataclass(frozen=True)
class Wiring:
    """Where one reader is connected; pins are BCM numbers."""

    name: str
    bus: int = 0
    device: int = 0
    cs_pin: int | None = None
    reset_pin: int = 25

    @property
    def spi_path(self) -> str:
        return f"/dev/spidev{self.bus}.{self.device}"

    def advice(self) -> str:
        """The connections to check, naming GPIO and header pins."""
        bus = SPI_PINS.get(self.bus)
        if bus is None:
            return f"SPI bus {self.bus}, RST to {pin(self.reset_pin)}, 3.3V and GND"
        if self.cs_pin is not None:
            sda = pin(self.cs_pin)
        elif self.device < len(bus["CE"]):
            sda = f"{pin(bus['CE'][self.device])}, CE{self.device}"
        else:
            sda = f"CE{self.device}"
        return (f"SDA to {sda}, SCK to {pin(bus['SCK'])}, MOSI to {pin(bus['MOSI'])}, "
                f"MISO to {pin(bus['MISO'])}, RST to {pin(self.reset_pin)}, 3.3V (not 5V) and GND")


def wirings_from_config(readers: list[dict]) -> list[Wiring]:
    """Wirings from ``nfc.readers``, refusing two readers on one chip select."""
    wirings = [Wiring(r["name"], r.get("bus", 0), r.get("device", 0), r.get("cs_pin"), r.get("reset_pin", 25))
               for r in readers]
    by_ce: dict[tuple[int, int], Wiring] = {}
    for w in wirings:
        if w.cs_pin is None:
            other = by_ce.setdefault((w.bus, w.device), w)
            if other is not w:
                raise ReaderError(f"Readers '{other.name}' and '{w.name}' are both on SPI bus {w.bus} "
                                  f"device {w.device}: give one of them another device or a cs_pin.")
    for w in wirings:
        other = by_ce.get((w.bus, w.device))
        if w.cs_pin is not None and other:
            raise ReaderError(f"Reader '{w.name}' (cs_pin {w.cs_pin}) would share {w.spi_path} with reader "
                              f"'{other.name}', which uses that device's own chip select: give '{w.name}' "
                              f"a device number no reader is wired to.")
    return wirings


class ChipSelectedSpi:
    """An SPI device whose chip select is a plain GPIO pin, driven low around
    each transfer (the device is opened with ``no_cs`` so its CE line stays idle)."""

    def __init__(self, spi, gpio, cs_pin: int):
        self.spi, self.gpio, self.cs_pin = spi, gpio, cs_pin

    def xfer2(self, data):
        self.gpio.output(self.cs_pin, self.gpio.LOW)
        try:
            return self.spi.xfer2(data)
        finally:
            self.gpio.output(self.cs_pin, self.gpio.HIGH)

    def close(self) -> None:
        self.spi.close()


def claim_pins(GPIO, wirings: list[Wiring], sleep) -> tuple[int, ...]:
    """BCM numbering, every reset line pulsed (a clean start for each chip),
    every GPIO chip select high (idle). Returns the pins claimed."""
    mode = GPIO.getmode()
    if mode is None:
        GPIO.setmode(GPIO.BCM)
    elif mode != GPIO.BCM:
        raise ReaderError("GPIO numbering was already set to BOARD by another part of this program; "
                          "the readers' pins are BCM numbers, so set GPIO.BCM (or leave it unset).")
    resets = sorted({w.reset_pin for w in wirings})
    selects = sorted({w.cs_pin for w in wirings if w.cs_pin is not None})
    try:
        for reset in resets:
            GPIO.setup(reset, GPIO.OUT, initial=GPIO.LOW)
        for select in selects:
            GPIO.setup(select, GPIO.OUT, initial=GPIO.HIGH)
        sleep(0.001)
        for reset in resets:
            GPIO.output(reset, GPIO.HIGH)
    except RuntimeError as err:
        raise ReaderError(f"No access to the GPIO pins ({err}): add your user to the gpio group "
                          "(`sudo usermod -aG gpio $USER`), then log out and in again.") from None
    sleep(0.05)                            # oscillator start-up after a hard reset
    return tuple(resets + selects)


def open_spi(spidev, GPIO, wiring: Wiring):
    """The reader's SPI device, with its GPIO chip select wrapped around it if it has one."""
    spi = spidev.SpiDev()
    try:
        spi.open(wiring.bus, wiring.device)
    except FileNotFoundError:
        how = ("run `sudo raspi-config nonint do_spi 0` (or add `dtparam=spi=on` to /boot/firmware/config.txt)"
               if wiring.bus == 0 else f"add `dtoverlay=spi{wiring.bus}-3cs` to /boot/firmware/config.txt")
        raise ReaderError(f"SPI is not enabled ({wiring.spi_path} does not exist) for reader '{wiring.name}': "
                          f"{how} and reboot.") from None
    except PermissionError:
        raise ReaderError(f"Permission denied on {wiring.spi_path}: add your user to the spi group "
                          "(`sudo usermod -aG spi,gpio $USER`), then log out and in again.") from None
    spi.max_speed_hz = SPI_SPEED_HZ
    spi.mode = 0
    if wiring.cs_pin is None:
        return spi
    try:
        spi.no_cs = True
    except OSError as err:
        spi.close()
        raise ReaderError(f"{wiring.spi_path} cannot leave its own chip select idle ({err}), which reader "
                          f"'{wiring.name}' on cs_pin {wiring.cs_pin} needs: use a CE line instead.") from None
    return ChipSelectedSpi(spi, GPIO, wiring.cs_pin)
