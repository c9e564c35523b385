"""`agency doctor` without a desktop: the kiosk on a Pi draws through KMS/DRM with no X display,
so no DISPLAY is not a failure; the line says what was found, and fails only where the kiosk
could open no screen at all."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from device import cli
from device.commands import doctor

KMS_DRM = f"SDL {'.'.join(map(str, pygame.get_sdl_version()))} has the KMS/DRM driver built in, to draw without a desktop"


@pytest.fixture
def console(monkeypatch, tmp_path):
    """A console or ssh session: no X display, no SDL_VIDEODRIVER; simulated readers, no kiosk running."""
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setattr(doctor, "kiosk_running", lambda: False)
    monkeypatch.setenv("AGENCY_NFC", "sim")
    monkeypatch.setattr(doctor, "MODEL_FILE", tmp_path / "no-model")


def on_a_pi(monkeypatch, tmp_path) -> None:
    model = tmp_path / "model"
    model.write_bytes(b"Raspberry Pi 4 Model B Rev 1.5\0")
    monkeypatch.setattr(doctor, "MODEL_FILE", model)


def doctor_run(capsys) -> tuple[int, str]:
    code = cli.main(["doctor"])
    return code, next(line for line in capsys.readouterr().out.splitlines() if "Display:" in line)


def test_no_x_display_off_a_pi_is_not_a_failure(console, capsys):
    code, line = doctor_run(capsys)
    assert line == ("skip  Display: not checked, there is no X display and this is not a Raspberry Pi, so "
                    f"`agency run` renders headless here; {KMS_DRM}.")
    assert code == 0


@pytest.mark.skipif(Path("/dev/dri").exists(), reason="this machine has a DRM device that KMS/DRM might open")
def test_no_x_display_on_a_pi_with_no_screen_fails_saying_what_was_tried(console, capsys, monkeypatch, tmp_path):
    on_a_pi(monkeypatch, tmp_path)
    code, line = doctor_run(capsys)
    assert line.startswith(f"FAIL  Display: no X display, as the kiosk runs on a Pi; {KMS_DRM}, but it finds no "
                           "screen it may drive (")
    assert "Fix: Connect the screen before power-on" in line
    assert code == 1


def test_no_x_display_on_a_pi_whose_screen_opens_passes(console, capsys, monkeypatch, tmp_path):
    on_a_pi(monkeypatch, tmp_path)

    def pi_screen(driver=None):
        """The Pi's 800x480 screen, which only KMS/DRM opens without a desktop (this machine has none)."""
        if driver != "kmsdrm":
            raise pygame.error("x11 not available")
        return driver, [(800, 480)]

    monkeypatch.setattr(doctor, "_opened_display", pi_screen)
    _, line = doctor_run(capsys)
    assert line == f"ok    Display: no X display, as the kiosk runs on a Pi; {KMS_DRM}, and it opens the screen, 800x480."
