"""``agency doctor``: is the table wired and ready? One line per check, with
what to do about each problem, in words for the person holding the screwdriver.

Checks, in the order a build goes: SPI switched on, each configured card
reader answering (its chip's version register), the camera delivering frames
bright and sharp enough on the dice tray, the display, free disk where the
games are stored, and the store's integrity. The exit code is 1 when
something needed is missing, 0 otherwise. Run it with the kiosk stopped
(``sudo systemctl stop agency``): the readers and the camera serve one program
at a time.

Each check is a small function returning ``(ok, message, fix)``; ``ok`` is
None when the check does not apply here (simulated readers on a laptop).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Callable, Iterator

from device import config as config_module
from device.counting import counted
from device.store import SCHEMA_VERSION, Store, StoreDamaged, StoreError, calibration_dir, data_dir, read_only_folder
from drivers import nfc
from drivers.backends import BackendError, load_backend

Result = tuple[bool | None, str, str]

# Where the Pi describes itself and keeps its boot settings; tests point these elsewhere.
DEV_DIR = Path("/dev")
MODEL_FILE = Path("/proc/device-tree/model")
BOOT_CONFIGS = (Path("/boot/firmware/config.txt"), Path("/boot/config.txt"))

RC522_VERSIONS = {0x91: "MFRC522 v1.0", 0x92: "MFRC522 v2.0"}
# Clones that the mfrc522 library drives the same way.
RC522_CLONES = {0x88: "FM17522 clone", 0x12: "counterfeit MFRC522", 0xB2: "FM17522 clone"}

MIN_BRIGHTNESS = 60      # mean grey level (0-255) of the tray: below it dots and faces blur into noise
MAX_BRIGHTNESS = 215     # above it white faces burn out and pips vanish in glare
# Variance of the Laplacian of the tray at 640 pixels wide. On the 388 dice photos of the
# project's set, 98% score 10 or more in focus and 98% score under 10 blurred (Gaussian, sigma 1.5 px).
MIN_SHARPNESS = 10.0
SHARPNESS_WIDTH = 640
MIN_FREE_BYTES = 200 * 1024 * 1024   # a season of games, dice crops and exports

LABELS = {True: "ok  ", False: "FAIL", None: "skip"}
# What to do when the camera does not open, by the backend that tried.
CAMERA_FIXES = {
    "picamera2": "Switch the Pi off and reseat the camera's ribbon cable at both ends (a Pi 5 needs the narrow "
                 "22-pin cable), or plug in a USB camera; see hardware.md.",
    "usb": "Unplug and replug the USB camera, or set camera.source to its index (agency config shows the setting).",
    "file": "Set camera.source to an existing image, folder of frames or video (agency config shows where it is set).",
}
READER_FIX = "Do as the sentence says, then run the check again; hardware.md has the reader wiring tables."


def register(sub) -> None:
    p = sub.add_parser("doctor", help="check the wiring, camera, display and stored games; says how to fix each problem",
                       description="Check SPI, every card reader, the camera, the display, free disk and the "
                                   "game store. Stop the kiosk first (sudo systemctl stop agency).")
    p.set_defaults(func=run)


def run(args) -> int:
    failed = False
    for ok, message, fix in checks():
        line = f"{LABELS[ok]}  {message}"
        if ok is False:
            failed = True
            line += f" Fix: {fix}"
        print(line, flush=True)
    return 1 if failed else 0


def checks() -> Iterator[Result]:
    """Every check, in order; a check that crashes is reported, not raised. Two
    lines appear only when something is wrong: a bad config file (the checks
    then use the defaults) and the kiosk still running (it holds the devices)."""
    try:
        config = config_module.load()
    except config_module.ConfigError as err:
        yield False, f"Config: {err} The checks below use the defaults.", \
            "Correct that line of the file (`agency config` lists every setting), then run the check again."
        config = config_module.load(Path(os.devnull))
    if kiosk_running():
        yield False, "Kiosk: running, and it holds the card readers and the camera.", \
            "sudo systemctl stop agency, run the check again, then sudo systemctl start agency."
    try:
        readers_class = chip_readers(config)
    except BackendError as err:
        yield False, f"Card readers: {err}", "Set AGENCY_NFC to one of those names, or unset it."
        readers_class = None
    yield _guarded("SPI", lambda: check_spi(readers_class))
    clash = readers_class and _guarded("Card readers", lambda: check_reader_settings(config))
    if clash:
        yield clash
    else:
        for reader in config["nfc.readers"]:
            yield _guarded(f"Reader '{reader['name']}'",
                           lambda reader=reader: check_reader(config, reader, readers_class))
    yield _guarded("Camera", lambda: check_camera(config))
    for check in (lambda: check_own_dice(config), lambda: check_symbol_dice(config), check_empty_tray):
        found = _guarded("Dice", check)
        if found:
            yield found
    yield _guarded("Display", check_display)
    yield _guarded("Free disk", lambda: check_disk(data_dir()))
    yield _guarded("Game store", lambda: check_store(data_dir() / Store.FILE))


def _guarded(what: str, check: Callable[[], Result]) -> Result:
    try:
        return check()
    except Exception as err:  # a diagnostic tool reports its own failures as findings
        return False, f"{what}: the check itself failed ({type(err).__name__}: {err}).", \
            "Report this message; the other lines still apply."


def kiosk_running() -> bool:
    """Whether systemd runs the kiosk service now (False where there is no systemd)."""
    if shutil.which("systemctl") is None:
        return False
    try:
        return subprocess.run(["systemctl", "is-active", "--quiet", "agency.service"],
                              capture_output=True, timeout=5).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


# -- the card readers -------------------------------------------------------------

def on_a_pi() -> bool:
    try:
        return "Raspberry Pi" in MODEL_FILE.read_text(errors="replace")
    except OSError:
        return False


def spi_devices() -> list[str]:
    try:
        return sorted(name for name in os.listdir(DEV_DIR) if name.startswith("spidev"))
    except OSError:
        return []


def nfc_backend(config) -> str:
    """The card readers' backend, as ``agency run`` would choose it, except that on a
    Pi ``auto`` means the real readers even when SPI is off: that is the fault to report."""
    return nfc.readers_backend(config, detect=lambda: nfc.detect(DEV_DIR, on_a_pi()))


def chip_readers(config):
    """The RC522 backend in use (the boards, or the emulated ones of ``mock``), whose
    chips have a version register to read; None for readers without a chip."""
    from drivers.nfc.rc522 import RC522Readers

    readers_class = load_backend(nfc.BACKENDS, nfc_backend(config))
    return readers_class if issubclass(readers_class, RC522Readers) else None


def check_spi(readers_class) -> Result:
    """The Pi's SPI bus, for the RC522 boards ``readers_class`` (see :func:`chip_readers`)."""
    from drivers.nfc.rc522 import RC522Readers

    if readers_class is None:
        return None, "SPI: not needed, the card readers are simulated (nfc.backend = sim, or not a Raspberry Pi).", ""
    if readers_class is not RC522Readers:
        return None, "SPI: not needed, the card readers and their SPI bus are emulated " \
                     f"(nfc.backend = {readers_class.backend}).", ""
    devices = spi_devices()
    boot_config = next((path for path in BOOT_CONFIGS if path.exists()), None)
    switched_on = boot_config is not None and any(
        line.strip().startswith("dtparam=spi=on") for line in boot_config.read_text(errors="replace").splitlines())
    if on_a_pi() and not switched_on:
        where = boot_config or BOOT_CONFIGS[0]
        return False, f"SPI: switched off, {where} has no 'dtparam=spi=on' line.", \
            "Run sudo raspi-config, Interface Options, SPI, Yes (or add the line dtparam=spi=on), then reboot."
    if not devices and on_a_pi():
        return False, "SPI: switched on, but there is no /dev/spidev* device yet.", \
            "Reboot the Pi; if it persists, check that no other dtoverlay in config.txt claims the SPI pins."
    if not devices:
        return False, "SPI: there is no /dev/spidev* device (this does not look like a Raspberry Pi).", \
            "Run the table on a Raspberry Pi, or set nfc.backend = \"sim\" to use the simulated readers."
    return True, f"SPI: on ({', '.join(devices)}).", ""


def describe_reader(reader: dict) -> str:
    if "cs_pin" in reader:
        where = f"SPI {reader.get('bus', 0)} with chip select on GPIO{reader['cs_pin']}"
    else:
        device = reader.get("device", 0)
        where = f"SPI {reader.get('bus', 0)}.{device}" + (f" (CE{device})" if reader.get("bus", 0) == 0 else "")
    return f"Reader '{reader['name']}' on {where}, reset GPIO{reader.get('reset_pin', 25)}"


def check_reader(config, reader: dict, readers_class) -> Result:
    """Open this one reader through the RC522 driver (which checks that the chip
    answers and keeps its settings) and read its version register; ``readers_class``
    is as :func:`chip_readers` returns it."""
    name = describe_reader(reader)
    if readers_class is None:
        return None, f"{name}: not checked, the card readers are simulated.", ""
    from drivers.nfc.rc522 import VERSION
    from drivers.nfc.wiring import ReaderError

    release = deselect_other_readers(reader, config["nfc.readers"])
    try:
        readers = readers_class.from_config(config.with_overrides(nfc_readers=[reader]))
    except ReaderError as err:  # one sentence naming the wires to check
        return False, f"{name}: {err}", READER_FIX
    else:
        try:
            version = readers.readers[0].chip.Read_MFRC522(VERSION)
        finally:
            readers.stop()
    finally:
        release()
    if version in RC522_VERSIONS:
        return True, f"{name}: answers, {RC522_VERSIONS[version]} (version 0x{version:02X}).", ""
    if version in RC522_CLONES:
        return True, f"{name}: answers, {RC522_CLONES[version]} (version 0x{version:02X}); it usually works.", ""
    return False, f"{name}: garbled answer (version register reads 0x{version:02X}, expected 0x91 or 0x92).", \
        "A loose or long wire: keep the SPI wires under 20 cm and press each one home."


def deselect_other_readers(reader: dict, readers: list[dict]) -> Callable[[], None]:
    """Hold the other readers' GPIO chip selects high while one reader is checked
    alone: a select pin nobody drives floats low and two chips then answer at once.
    Returns the function that releases those pins."""
    pins = sorted({r["cs_pin"] for r in readers if r is not reader and "cs_pin" in r} - {reader.get("cs_pin")})
    if not pins:
        return lambda: None
    try:
        import RPi.GPIO as GPIO
        if GPIO.getmode() is None:
            GPIO.setmode(GPIO.BCM)
        for pin in pins:
            GPIO.setup(pin, GPIO.OUT, initial=GPIO.HIGH)
    except (ImportError, RuntimeError):
        return lambda: None  # the driver reports the same problem in words
    return lambda: GPIO.cleanup(pins)


def check_reader_settings(config) -> Result | None:
    """A failure when two readers share a chip select (the kiosk would refuse to start), else None."""
    from drivers.nfc.wiring import ReaderError, wirings_from_config

    try:
        wirings_from_config(config["nfc.readers"])
    except ReaderError as err:
        return False, f"Card readers: {err}", "Change nfc.readers in the config file (agency config shows where)."
    return None


# -- camera, display, disk, store -------------------------------------------------------

def check_camera(config, frames_to_read: int = 5) -> Result:
    from drivers.camera import CameraError, camera_backend, nothing_to_film, open_camera  # only when checking

    backend = camera_backend(config)
    if nothing_to_film(config, backend):   # no module, no USB camera, no pictures to simulate one
        found = "no camera module answers libcamera and there is no /dev/video* device"
        if on_a_pi():
            return False, f"Camera: none found ({found}).", CAMERA_FIXES["picamera2"]
        return None, f"Camera: none found ({found}), and this is not a Raspberry Pi: the dice are typed " \
                     "or tapped on the screen (camera.source can name photos to simulate a camera).", ""
    try:
        camera = open_camera(config)
    except CameraError as err:
        return False, f"Camera: {err}", CAMERA_FIXES[backend]
    try:
        frame = None
        for _ in range(frames_to_read):  # the last of a few: a real camera's exposure settles
            latest = camera.read()
            if latest is None:
                break  # a file source ran out
            frame = latest
    finally:
        camera.close()
    if frame is None:
        return False, "Camera: opens but delivers no frame.", \
            "Unplug and replug the camera with the Pi off; with a file camera, check camera.source."
    brightness, sharpness = tray_picture_quality(frame, config["dice.tray"])
    height, width = frame.shape[:2]
    measured = f"brightness {brightness:.0f} of 255, sharpness {sharpness:.0f}"
    if brightness < MIN_BRIGHTNESS:
        return False, f"Camera: the tray is too dark ({measured}; needs {MIN_BRIGHTNESS}).", \
            "Light the tray evenly from above: a daylight LED lamp or strip 30-50 cm over it (hardware.md)."
    if brightness > MAX_BRIGHTNESS:
        return False, f"Camera: the tray is washed out ({measured}; needs under {MAX_BRIGHTNESS}).", \
            "Dim or diffuse the light, move it off the camera's axis, and use a matte tray lining."
    if sharpness < MIN_SHARPNESS:
        return False, f"Camera: the tray is blurred ({measured}; needs {MIN_SHARPNESS:.0f}).", \
            "Put a few dice in the tray, wipe the lens, and set the camera height from hardware.md " \
            "(turn the lens ring on a camera without autofocus)."
    return True, f"Camera: {width}x{height} frames, tray lit and in focus ({measured}).", ""


def tray_picture_quality(frame, tray: list) -> tuple[float, float]:
    """Mean grey level and variance of the Laplacian of the tray (``[x, y, w, h]``
    fractions, ``[]`` for the whole frame), measured at a fixed 640-pixel width
    so the sharpness figure does not depend on the camera's resolution."""
    import cv2

    height, width = frame.shape[:2]
    if tray:
        x, y, w, h = tray
        frame = frame[int(y * height):int((y + h) * height), int(x * width):int((x + w) * width)]
    grey = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY) if frame.ndim == 3 else frame
    scale = SHARPNESS_WIDTH / grey.shape[1]
    grey = cv2.resize(grey, (SHARPNESS_WIDTH, max(1, round(grey.shape[0] * scale))), interpolation=cv2.INTER_AREA)
    return float(grey.mean()), float(cv2.Laplacian(grey, cv2.CV_64F).var())


def loaded_sdl_library() -> Path | None:
    """The libSDL2 file this process has loaded (importing pygame loads it), from
    the memory map; None where there is no /proc (not Linux)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame  # noqa: F401 (loads libSDL2)

    try:
        maps = Path("/proc/self/maps").read_text()
    except OSError:
        return None
    for line in maps.splitlines():
        path = Path(line.split()[-1])
        if path.name.startswith(("libSDL2-2.0.so", "libSDL2-2-")):
            return path
    return None


def sdl_video_drivers(library: Path) -> list[str]:
    """The video drivers compiled into that SDL, lower case (SDL 2 spells it 'KMSDRM'
    and matches SDL_VIDEODRIVER regardless of case), listed before any is opened."""
    import ctypes

    sdl = ctypes.CDLL(str(library))
    sdl.SDL_GetVideoDriver.restype = ctypes.c_char_p
    return [sdl.SDL_GetVideoDriver(index).decode().lower() for index in range(sdl.SDL_GetNumVideoDrivers())]


def kms_drm_sentence() -> tuple[bool | None, str]:
    """Whether the kiosk's SDL can draw on a Pi's screen without a desktop, in words."""
    import pygame

    version = ".".join(map(str, pygame.get_sdl_version()))
    library = loaded_sdl_library()
    if library is None:
        return None, f"SDL {version}'s KMS/DRM driver not checked (no /proc here)"
    if "kmsdrm" in sdl_video_drivers(library):
        return True, f"SDL {version} has the KMS/DRM driver built in, to draw without a desktop"
    return False, f"SDL {version} ({library.name}) was built without the KMS/DRM driver"


NO_SCREEN_FIX = ("Connect the screen before power-on; run the check as the kiosk's user (sudo agency doctor, it "
                 "needs the video and render groups for /dev/dri).")


def check_own_dice(config) -> Result | None:
    """The owner's profile the games' d6 are read with (``dice.d6_profile``), if one is named:
    uncalibrated faces are read by the pip reader alone, which such a set was set up to avoid."""
    from drivers.dice.profiles import load_profile

    name = config["dice.d6_profile"]
    if not name:
        return None
    profile = load_profile(name, calibration_dir(data_dir()))
    missing = profile.without_examples()
    if missing:
        return False, (f"Dice: dice.d6_profile names your {name}, but {counted(len(missing), 'face')} "
                       f"({', '.join(missing)}) {'is' if len(missing) == 1 else 'are'} not calibrated, so the "
                       f"reader alone reads {'it' if len(missing) == 1 else 'them'}."), _calibrate_again([name])
    if profile.calibration.crops is None:
        return False, f"Dice: {_reader_not_kept(f'your {name}', 1)}", _calibrate_again([name])
    return True, f"Dice: the games' d6 are read as your {name}, every face calibrated.", ""


def _reader_not_kept(named: str, count: int) -> str:
    """What is wrong with ``count`` calibrations, ``named``, that kept no crops."""
    return (f"{named} {'was' if count == 1 else 'were'} calibrated by an earlier version, which did not keep what "
            f"the reader saw, so a reader updated since then reads fewer of {'its' if count == 1 else 'their'} dice.")


def check_symbol_dice(config) -> Result | None:
    """The symbol dice calibrated at this table (None when none is). One whose faces were
    calibrated by an earlier version, which kept nothing of the tray around the die, reads
    fewer of its dice until they are calibrated again (drawn action dice: 89.5 against 95.2 %
    right, drivers/dice/README.md), and so does one that kept no crops once the reader is
    updated (88.9 against 97.3 %); a calibration that cannot be read is named with its fix."""
    from drivers.dice.profiles import ProfileError, available, load_profile
    from drivers.dice.recognize import every_face_calibrated

    folder = calibration_dir(data_dir())
    calibrated, older, unread, broken = [], [], [], []
    for name in available():
        path = folder / f"{name}.npz"
        if not path.is_file():
            continue
        try:
            if not load_profile(name).has_symbol_faces:
                continue        # pip dice use nothing of the tray (their calibration: check_own_dice)
            profile = load_profile(name, folder)        # as the kiosk loads it: described again if need be
        except ProfileError as err:
            broken.append(str(err))
            continue
        # The tray's not-dice serve a profile only once every face is calibrated.
        if every_face_calibrated(profile) and profile.calibration.faces_without_not_dice():
            older.append(name)
        elif profile.calibration.crops is None:
            if name != config["dice.d6_profile"]:      # the owner's d6: check_own_dice says it
                unread.append(name)
        else:
            calibrated.append(name)
    if broken:
        return False, f"Dice: {' '.join(broken)}", "Do as the sentence says, then run the check again."
    if older:
        return False, (f"Dice: {', '.join(older)} {'was' if len(older) == 1 else 'were'} calibrated by an earlier "
                       "version, which kept nothing of the tray around the die, so fewer of "
                       f"{'its' if len(older) == 1 else 'their'} dice are read."), _calibrate_again(older)
    if unread:
        return False, f"Dice: {_reader_not_kept(', '.join(unread), len(unread))}", _calibrate_again(unread)
    if calibrated:
        return True, f"Dice: {', '.join(calibrated)} calibrated at this table.", ""
    return None


def _calibrate_again(names: list[str]) -> str:
    """The fix for dice profiles to be calibrated again."""
    return " and ".join(f"agency dice calibrate {n}" for n in names) + \
        ", with one die of that set in the tray, then run the check again."


def check_empty_tray() -> Result | None:
    """The picture of the empty tray that `agency dice tray` took (None when none was):
    one that cannot be read is named with its fix."""
    from drivers.dice.empty_tray import EmptyTrayError, load_empty_tray

    try:
        empty = load_empty_tray(calibration_dir(data_dir()))
    except EmptyTrayError as err:
        return False, f"Dice: {err}", "Do as the sentence says, then run the check again."
    if empty is None:
        return None
    height, width = empty.picture.shape[:2]
    return True, f"Dice: a {width}x{height} picture of the empty tray keeps what lies in it from being read as dice.", ""


def check_display() -> Result:
    """Whether the kiosk can open its screen here, the way it would be started here: with a
    desktop (or an SDL_VIDEODRIVER chosen) as that says; with neither, on a Pi as the kiosk's
    unit does (KMS/DRM), and elsewhere not at all (``agency run`` renders headless)."""
    has_kms_drm, kms_drm = kms_drm_sentence()
    driver_chosen = os.environ.get("SDL_VIDEODRIVER")
    if has_kms_drm is False and (on_a_pi() or driver_chosen == "kmsdrm"):
        return False, f"Display: {kms_drm}, so the kiosk cannot open the Pi's screen without a desktop.", \
            "Run sudo ./systemd/install.sh again: it installs pygame-ce, whose SDL has that driver " \
            "(the pygame wheels' SDL lacks it)."
    if not (driver_chosen or os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return _check_console_display(has_kms_drm, kms_drm)
    import pygame

    try:
        driver, sizes = _opened_display()
    except pygame.error as err:
        if has_kms_drm and driver_chosen == "kmsdrm":
            return False, f"Display: {kms_drm}, but it finds no screen it may drive ({err}).", NO_SCREEN_FIX
        return False, f"Display: SDL cannot open any video driver ({err}).", \
            "Connect the screen before power-on; run the check as the kiosk's user (sudo agency doctor, it " \
            "needs the video and render groups); without a desktop set SDL_VIDEODRIVER=kmsdrm."
    if driver in ("dummy", "offscreen"):
        if driver_chosen == driver:
            return None, f"Display: not checked, SDL_VIDEODRIVER={driver} draws nowhere on purpose; {kms_drm}.", ""
        return False, f"Display: no screen found, SDL fell back to its '{driver}' driver.", \
            "Connect the screen before power-on and run the check on the Pi itself as the kiosk's user " \
            "(sudo agency doctor); without a desktop set SDL_VIDEODRIVER=kmsdrm."
    if not sizes:
        return False, f"Display: SDL's '{driver}' driver opens but finds no screen.", \
            "Check the display cable: the DSI ribbon at both ends, or HDMI0 (the port next to the power socket)."
    return True, f"Display: SDL opens '{driver}', {', '.join(f'{w}x{h}' for w, h in sizes)}; {kms_drm}.", ""


def _check_console_display(has_kms_drm: bool | None, kms_drm: str) -> Result:
    """No X display and no driver chosen (a console or ssh session): the kiosk's unit draws
    through KMS/DRM on a Pi, so that is what is tried there; elsewhere the kiosk renders headless."""
    import pygame

    if not on_a_pi():
        return None, f"Display: not checked, there is no X display and this is not a Raspberry Pi, so " \
                     f"`agency run` renders headless here; {kms_drm}.", ""
    try:
        _, sizes = _opened_display("kmsdrm")
    except pygame.error as err:
        return False, f"Display: no X display, as the kiosk runs on a Pi; {kms_drm}, but it finds no screen " \
                      f"it may drive ({err}).", NO_SCREEN_FIX
    return True, f"Display: no X display, as the kiosk runs on a Pi; {kms_drm}, and it opens the screen, " \
                 f"{', '.join(f'{w}x{h}' for w, h in sizes)}.", ""


def _opened_display(driver: str | None = None) -> tuple[str, list[tuple[int, int]]]:
    """Open SDL's display and close it again: the driver SDL took and the screens' sizes.
    ``driver`` (where SDL_VIDEODRIVER chooses none) is tried as that setting would. Raises pygame.error."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    if driver:
        os.environ["SDL_VIDEODRIVER"] = driver
    try:
        with _without_sdl_runtime_dir_warning():
            pygame.display.init()
        try:
            return pygame.display.get_driver(), pygame.display.get_desktop_sizes()
        finally:
            pygame.display.quit()
    finally:
        if driver:
            del os.environ["SDL_VIDEODRIVER"]


@contextlib.contextmanager
def _without_sdl_runtime_dir_warning():
    """SDL writes "XDG_RUNTIME_DIR is invalid or not set" straight to the process's stderr
    when it probes for a desktop under sudo or over ssh; the display line says what was
    found, so that warning is dropped and anything else SDL writes is passed on."""
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as caught:
        os.dup2(caught.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            caught.seek(0)
            rest = [line for line in caught.read().decode(errors="replace").splitlines(keepends=True)
                    if "XDG_RUNTIME_DIR" not in line]
            sys.stderr.write("".join(rest))


def check_disk(directory: Path, min_free: int = MIN_FREE_BYTES) -> Result:
    existing = next(path for path in (directory, *directory.parents) if path.exists())
    free = shutil.disk_usage(existing).free
    text = f"{free / 1e9:.1f} GB" if free >= 1e9 else f"{free / 1e6:.0f} MB"
    if free < min_free:
        return False, f"Free disk: only {text} left where the games are stored ({directory}).", \
            f"Free at least {min_free // 1_000_000} MB on the SD card: copy the exports in " \
            f"{directory / 'exports'} off the table and delete them, and run sudo apt clean."
    return True, f"Free disk: {text} where the games are stored ({directory}).", ""


STORE_DAMAGED_FIX = ("Stop the kiosk, keep a copy of the file, write each game's readable lines with "
                     "`agency export GAME --salvage -o FILE` (`agency games` lists the games), then move the "
                     "file aside so the next start makes a fresh one.")


def check_store(path: Path) -> Result:
    """SQLite's page check, then every line's checksum, the schema version, and
    whether the folder can be written at all. Opens the store read-only: the check
    must not be the thing that changes it."""
    directory = path.parent
    if read_only_folder(directory):
        found = "with a store in it" if path.exists() else "and no store in it yet"
        return False, f"Game store: the folder {directory} is read-only ({found}), so no game can be saved.", \
            "An SD card that turns read-only is usually failing: copy the games off (`agency games`, then " \
            "`agency export GAME -o FILE` onto a USB stick) and replace the card."
    if not path.exists():
        return True, f"Game store: none yet ({path} is created by the first game).", ""
    try:
        with Store.open(directory, readonly=True) as store:
            findings = store.integrity_findings()
            damaged = store.damage() if findings == ["ok"] else []
            version = store.version
    except StoreDamaged as err:  # not even the list of games can be read: nothing to salvage
        return False, f"Game store: damaged ({path}: {err.why}).", \
            "Stop the kiosk, keep a copy of the file (nothing in it can be read any more), then move it " \
            "aside so the next start makes a fresh one."
    except StoreError as err:   # a newer schema, or the file cannot be read at all
        return False, f"Game store: {err}", "Do as the sentence says, then run the check again."
    if findings != ["ok"]:
        return False, f"Game store: damaged ({path}: {findings[0]}).", STORE_DAMAGED_FIX
    if damaged:
        (game, line), more = damaged[0], len(damaged) - 1
        games = sorted({g for g, _ in damaged})
        also = f", and {counted(more, 'more line')} (games {', '.join(map(str, games))})" if more else ""
        return False, f"Game store: line {line} of game {game} is damaged (its checksum does not match, or it is missing){also}.", \
            f"`agency export {game} --salvage -o FILE` writes every intact line of that game; the game cannot " \
            f"be resumed as it is, so start a new one (the salvaged log replays with `agency replay FILE`)."
    if version < SCHEMA_VERSION:
        return True, f"Game store: intact ({path}; from before line checksums, which the kiosk adds at its " \
                     f"next start).", ""
    return True, f"Game store: intact ({path}).", ""
