"""The kiosk's SDL can draw on a Raspberry Pi's screen without a desktop.

``systemd/agency.service`` sets ``SDL_VIDEODRIVER=kmsdrm``. The pygame wheels'
bundled SDL is built without that driver (on aarch64 too), and then the kiosk
stops at "kmsdrm not available"; pygame-ce's wheels have it. A dummy display
opening here proves nothing about that, so these tests look inside the SDL
library the process really loaded, and read what ``agency doctor`` says."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from device import cli
from device.commands import doctor


def test_the_loaded_sdl_library_has_the_kms_drm_video_driver_compiled_in():
    library = doctor.loaded_sdl_library()

    assert library is not None, "importing pygame loaded no libSDL2 that /proc/self/maps shows"
    has_kms_drm_code = b"KMSDRM_VideoInit" in library.read_bytes()
    assert has_kms_drm_code, f"{library} holds no KMS/DRM code"
    assert "kmsdrm" in doctor.sdl_video_drivers(library)


def test_the_sdl_named_is_the_one_pygame_reports():
    library = doctor.loaded_sdl_library()
    major, minor, patch = pygame.get_sdl_version()

    # libSDL2-2.0.so.0.3000.8 is SDL 2.30.8: the file's version suffix is minor*100, patch.
    assert library.name.endswith(f".so.0.{minor * 100}.{patch}")
    assert major == 2


@pytest.fixture
def on_a_pi(tmp_path, monkeypatch, isolated):
    model = tmp_path / "model"
    model.write_bytes(b"Raspberry Pi 4 Model B Rev 1.5\0")
    monkeypatch.setattr(doctor, "MODEL_FILE", model)
    monkeypatch.setattr(doctor, "kiosk_running", lambda: False)
    monkeypatch.setenv("AGENCY_NFC", "sim")


def display_line(capsys) -> tuple[int, str]:
    code = cli.main(["doctor"])
    return code, next(line for line in capsys.readouterr().out.splitlines() if "Display:" in line)


def test_doctor_says_in_plain_words_that_the_pi_screen_can_be_opened(on_a_pi, capsys):
    version = ".".join(map(str, pygame.get_sdl_version()))

    _, line = display_line(capsys)

    assert line == (f"skip  Display: not checked, SDL_VIDEODRIVER=dummy draws nowhere on purpose; "
                    f"SDL {version} has the KMS/DRM driver built in, to draw without a desktop.")


def test_doctor_fails_on_a_pi_whose_sdl_lacks_kms_drm_and_says_what_to_reinstall(on_a_pi, capsys, monkeypatch):
    # The driver list the pygame 2.6.1 wheel's SDL 2.28.4 gives.
    monkeypatch.setattr(doctor, "sdl_video_drivers", lambda library: ["x11", "wayland", "offscreen", "dummy", "evdev"])

    code, line = display_line(capsys)

    assert code == 1
    assert line.startswith("FAIL  Display: SDL ")
    assert "was built without the KMS/DRM driver, so the kiosk cannot open the Pi's screen without a desktop. " \
           "Fix: Run sudo ./systemd/install.sh again: it installs pygame-ce" in line


@pytest.mark.skipif(Path("/dev/dri").exists(), reason="this machine has a DRM device that KMS/DRM might open")
def test_doctor_tells_a_missing_screen_from_a_missing_driver(on_a_pi, capsys, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "kmsdrm")
    version = ".".join(map(str, pygame.get_sdl_version()))

    code, line = display_line(capsys)

    assert code == 1
    assert line == (f"FAIL  Display: SDL {version} has the KMS/DRM driver built in, to draw without a desktop, but "
                    "it finds no screen it may drive (kmsdrm not available). Fix: Connect the screen before "
                    "power-on; run the check as the kiosk's user (sudo agency doctor, it needs the video and "
                    "render groups for /dev/dri).")
