"""``agency doctor`` on an emulated Pi: RC522 chips behind fake spidev/RPi.GPIO
(the real mfrc522 package talks to them register by register), a file camera
showing a rendered dice tray, and devices that are missing or miswired. Every
printed line and the exit code are checked, as the person at the table sees them."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys

import cv2
import numpy as np
import pygame
import pytest

from device import cli
from device.commands import doctor
from device.store import Store, calibration_dir, data_dir
from drivers.nfc import mock
from helpers import REPO

DISPLAY_SKIPPED = ("skip  Display: not checked, SDL_VIDEODRIVER=dummy draws nowhere on purpose; SDL "
                   f"{'.'.join(map(str, pygame.get_sdl_version()))} has the KMS/DRM driver built in, to draw without a desktop.")
DISK_OK = re.compile(r"ok    Free disk: [\d.]+ [GM]B where the games are stored \(.+\)\.")


def render_tray(path, light: float = 1.0, blur_sigma: float = 0.0) -> None:
    """A 1280x720 frame of a felt tray with three white dice, as the camera sees it from above."""
    rng = np.random.default_rng(7)
    frame = np.empty((720, 1280, 3), np.uint8)
    frame[:] = (60, 110, 45)  # green felt (BGR)
    frame = cv2.add(frame, rng.integers(0, 25, frame.shape, dtype=np.uint8))
    for (x, y), pips in (((300, 250), 3), ((640, 380), 5), ((930, 260), 6)):
        cv2.rectangle(frame, (x - 60, y - 60), (x + 60, y + 60), (235, 235, 235), -1)
        spots = {3: [(-30, -30), (0, 0), (30, 30)],
                 5: [(-30, -30), (30, -30), (0, 0), (-30, 30), (30, 30)],
                 6: [(-30, -30), (30, -30), (-30, 0), (30, 0), (-30, 30), (30, 30)]}[pips]
        for dx, dy in spots:
            cv2.circle(frame, (x + dx, y + dy), 11, (20, 20, 20), -1)
    if blur_sigma:
        frame = cv2.GaussianBlur(frame, (0, 0), blur_sigma)
    cv2.imwrite(str(path), np.clip(frame * light, 0, 255).astype(np.uint8))


@pytest.fixture
def pi(tmp_path, monkeypatch):
    """A Raspberry Pi 5 with SPI on, /dev/spidev0.0 and 0.1, and an emulated
    board with one RC522 on CE0; yields the board."""
    dev = tmp_path / "dev"
    dev.mkdir()
    for node in ("spidev0.0", "spidev0.1"):
        (dev / node).touch()
    model = tmp_path / "model"
    model.write_bytes(b"Raspberry Pi 5 Model B Rev 1.0\0")
    boot = tmp_path / "config.txt"
    boot.write_text("[all]\ndtparam=spi=on\n")
    monkeypatch.setattr(doctor, "DEV_DIR", dev)
    monkeypatch.setattr(doctor, "MODEL_FILE", model)
    monkeypatch.setattr(doctor, "BOOT_CONFIGS", (boot,))
    board = mock.install()
    board.attach("main", bus=0, device=0, reset_pin=25)
    yield board
    mock.uninstall()


@pytest.fixture
def table(tmp_path, isolated, monkeypatch):
    """The config file of a table with one reader (CE0) and a file camera on a
    folder holding one rendered frame; returns a function that rewrites it.
    A kiosk service running on the machine that runs the tests is ignored."""
    monkeypatch.setattr(doctor, "kiosk_running", lambda: False)
    camera = tmp_path / "camera"
    camera.mkdir()
    render_tray(camera / "frame.png")

    def write(readers: str = '{name = "main", bus = 0, device = 0, reset_pin = 25}', source=camera) -> None:
        (tmp_path / "config.toml").write_text(
            f'[nfc]\nbackend = "rc522"\nreaders = [{readers}]\n[camera]\nbackend = "file"\nsource = "{source}"\n')

    write()
    return write


def assert_reader_failure(line: str, reader: str, *says: str) -> None:
    assert line.startswith(f"FAIL  {reader}: ")
    assert line.endswith(f" Fix: {doctor.READER_FIX}")
    for words in says:
        assert words in line


def doctor_lines(capsys) -> tuple[int, list[str]]:
    code = cli.main(["doctor"])
    return code, capsys.readouterr().out.splitlines()


def test_a_healthy_table_passes_every_check(pi, table, isolated, capsys):
    pi.attach("side", bus=0, device=1, reset_pin=25)
    table('{name = "main", bus = 0, device = 0, reset_pin = 25}, {name = "side", bus = 0, device = 1, reset_pin = 25}')
    with Store.open(isolated) as store:
        store.new_game({"action": "setup", "game": "timestories"})

    code, lines = doctor_lines(capsys)

    assert code == 0
    assert lines[:3] == [
        "ok    SPI: on (spidev0.0, spidev0.1).",
        "ok    Reader 'main' on SPI 0.0 (CE0), reset GPIO25: answers, MFRC522 v2.0 (version 0x92).",
        "ok    Reader 'side' on SPI 0.1 (CE1), reset GPIO25: answers, MFRC522 v2.0 (version 0x92).",
    ]
    assert re.fullmatch(r"ok    Camera: 1280x720 frames, tray lit and in focus "
                        r"\(brightness \d+ of 255, sharpness \d+\)\.", lines[3])
    assert lines[4] == DISPLAY_SKIPPED
    assert DISK_OK.fullmatch(lines[5])
    assert lines[6] == f"ok    Game store: intact ({isolated / 'games.sqlite3'})."
    assert len(lines) == 7


def test_a_reader_that_is_not_there_or_miswired_is_named_with_the_fix(pi, table, capsys):
    pi.attach("wrong reset", bus=0, device=1, reset_pin=24)  # RST wired to GPIO24, config says 25
    table('{name = "main", bus = 0, device = 0, reset_pin = 25}, {name = "side", bus = 0, device = 1, reset_pin = 25}, '
          '{name = "far", bus = 1, device = 0, reset_pin = 25}')

    code, lines = doctor_lines(capsys)

    assert code == 1
    assert lines[1] == "ok    Reader 'main' on SPI 0.0 (CE0), reset GPIO25: answers, MFRC522 v2.0 (version 0x92)."
    # The sentence comes from the RC522 driver; the line must name the reader, the
    # reading and the wires to check, pin by pin.
    assert_reader_failure(lines[2], "Reader 'side' on SPI 0.1 (CE1), reset GPIO25",
                          "does not answer", "0x00", "SDA to GPIO7 (pin 26)", "RST to GPIO25 (pin 22)")
    assert_reader_failure(lines[3], "Reader 'far' on SPI 1.0, reset GPIO25",
                          "/dev/spidev1.0 does not exist", "dtoverlay=spi1-3cs")


def test_spi_switched_off(pi, table, tmp_path, capsys):
    pi.disable_spi()
    (tmp_path / "config.txt").write_text("#dtparam=spi=on\n")
    for node in (tmp_path / "dev").iterdir():
        node.unlink()

    code, lines = doctor_lines(capsys)

    assert code == 1
    assert lines[0] == (
        f"FAIL  SPI: switched off, {tmp_path / 'config.txt'} has no 'dtparam=spi=on' line. "
        "Fix: Run sudo raspi-config, Interface Options, SPI, Yes (or add the line dtparam=spi=on), then reboot.")
    assert_reader_failure(lines[1], "Reader 'main' on SPI 0.0 (CE0), reset GPIO25",
                          "SPI is not enabled", "/dev/spidev0.0 does not exist", "dtparam=spi=on")


def test_no_permission_for_spi_or_gpio(pi, table, capsys):
    pi.spi_permission = False
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert_reader_failure(lines[1], "Reader 'main' on SPI 0.0 (CE0), reset GPIO25",
                          "Permission denied on /dev/spidev0.0", "spi group")

    pi.spi_permission, pi.gpio_permission = True, False
    code, lines = doctor_lines(capsys)
    assert_reader_failure(lines[1], "Reader 'main' on SPI 0.0 (CE0), reset GPIO25",
                          "No access to the GPIO pins", "gpio group")


def test_a_clone_chip_passes_and_a_garbled_answer_fails(pi, table, capsys):
    pi.chips["main"].version = 0x12
    assert doctor_lines(capsys)[1][1] == ("ok    Reader 'main' on SPI 0.0 (CE0), reset GPIO25: answers, counterfeit "
                                          "MFRC522 (version 0x12); it usually works.")
    pi.chips["main"].version = 0x5A
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert lines[1] == ("FAIL  Reader 'main' on SPI 0.0 (CE0), reset GPIO25: garbled answer (version register "
                        "reads 0x5A, expected 0x91 or 0x92). Fix: A loose or long wire: keep the SPI wires under "
                        "20 cm and press each one home.")


@pytest.mark.parametrize("light, blur, expected", [
    (0.25, 0, r"FAIL  Camera: the tray is too dark \(brightness \d+ of 255, sharpness \d+; needs 60\)\. "
              r"Fix: Light the tray evenly from above: .+"),
    (3.0, 0, r"FAIL  Camera: the tray is washed out \(brightness \d+ of 255, sharpness \d+; needs under 215\)\. "
             r"Fix: Dim or diffuse the light, .+"),
    (1.0, 6, r"FAIL  Camera: the tray is blurred \(brightness \d+ of 255, sharpness \d; needs 10\)\. "
             r"Fix: Put a few dice in the tray, wipe the lens, .+"),
])
def test_camera_light_and_focus(pi, table, tmp_path, capsys, light, blur, expected):
    render_tray(tmp_path / "camera" / "frame.png", light, blur)
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert re.fullmatch(expected, lines[2])


def test_a_missing_camera_source_names_the_setting_not_a_cable(pi, table, tmp_path, capsys):
    table(source=tmp_path / "nothing")
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert lines[2] == (f"FAIL  Camera: The camera source {tmp_path / 'nothing'} does not exist. Fix: Set "
                        "camera.source to an existing image, folder of frames or video (agency config shows where "
                        "it is set).")


def no_camera_anywhere(tmp_path, monkeypatch) -> None:
    """No camera module, no /dev/video*, and camera.source names nothing."""
    import drivers.camera

    monkeypatch.setattr(drivers.camera, "detect", lambda: "file")
    (tmp_path / "config.toml").write_text('[nfc]\nbackend = "sim"\n')


def test_no_camera_on_a_laptop_says_what_was_found_and_is_no_failure(table, tmp_path, capsys, monkeypatch):
    no_camera_anywhere(tmp_path, monkeypatch)
    monkeypatch.setattr(doctor, "MODEL_FILE", tmp_path / "no-model")
    code, lines = doctor_lines(capsys)
    assert code == 0
    assert lines[2] == ("skip  Camera: none found (no camera module answers libcamera and there is no /dev/video* "
                        "device), and this is not a Raspberry Pi: the dice are typed or tapped on the screen "
                        "(camera.source can name photos to simulate a camera).")


def test_no_camera_on_a_pi_is_a_failure_with_the_ribbon_cable_fix(pi, table, tmp_path, capsys, monkeypatch):
    no_camera_anywhere(tmp_path, monkeypatch)
    code, lines = doctor_lines(capsys)
    assert code == 1
    camera = next(line for line in lines if "Camera:" in line)
    assert camera.startswith("FAIL  Camera: none found (no camera module answers libcamera and there is no "
                             "/dev/video* device). Fix: Switch the Pi off and reseat the camera's ribbon cable")


def test_sdl_runtime_dir_warning_is_not_printed(tmp_path):
    """Over ssh or under sudo there is no XDG_RUNTIME_DIR; SDL's complaint about it is noise
    beside the display line (run as a user runs it: SDL writes to the process's stderr)."""
    env = {key: value for key, value in os.environ.items() if key not in ("XDG_RUNTIME_DIR", "SDL_VIDEODRIVER")}
    env |= {"AGENCY_DATA": str(tmp_path / "data"), "AGENCY_CONFIG": str(tmp_path / "config.toml")}
    result = subprocess.run([sys.executable, "-m", "device.cli", "doctor"], capture_output=True, text=True,
                            cwd=REPO, env=env, timeout=120)
    assert "Display:" in result.stdout
    assert "XDG_RUNTIME_DIR" not in result.stderr + result.stdout


def test_a_damaged_store_and_a_display_that_cannot_open(pi, table, isolated, capsys, monkeypatch):
    isolated.mkdir()
    (isolated / "games.sqlite3").write_bytes(b"this is not a database, it is a shopping list" * 100)
    monkeypatch.setenv("SDL_VIDEODRIVER", "no-such-driver")

    code, lines = doctor_lines(capsys)

    assert code == 1
    assert lines[3].startswith("FAIL  Display: SDL cannot open any video driver (no-such-driver not available). "
                               "Fix: Connect the screen")
    assert lines[5] == (f"FAIL  Game store: damaged ({isolated / 'games.sqlite3'}: file is not a database). "
                        "Fix: Stop the kiosk, keep a copy of the file (nothing in it can be read any more), "
                        "then move it aside so the next start makes a fresh one.")


def test_the_store_check_only_reads(isolated):
    with Store.open(isolated) as store:
        store.new_game({"action": "setup", "game": "timestories"})
    path = isolated / "games.sqlite3"
    before = path.read_bytes()
    assert doctor.check_store(path)[0] is True
    assert path.read_bytes() == before
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT COUNT(*) FROM games").fetchone() == (1,)


def test_too_little_free_disk(tmp_path):
    ok, message, fix = doctor.check_disk(tmp_path / "data", min_free=10**18)
    assert ok is False
    assert re.fullmatch(rf"Free disk: only [\d.]+ [GM]B left where the games are stored \({tmp_path / 'data'}\)\.",
                        message)
    assert fix.startswith("Free at least 1000000000000 MB on the SD card: copy the exports in ")


@pytest.mark.parametrize("backend, readers", [
    ("auto", [  # simulated readers on a laptop are not a failure
        "skip  SPI: not needed, the card readers are simulated (nfc.backend = sim, or not a Raspberry Pi).",
        "skip  Reader 'main' on SPI 0.0 (CE0), reset GPIO25: not checked, the card readers are simulated.",
    ]),
    ("mock", [  # the mock readers are checked on their emulated chips
        "skip  SPI: not needed, the card readers and their SPI bus are emulated (nfc.backend = mock).",
        "ok    Reader 'main' on SPI 0.0 (CE0), reset GPIO25: answers, MFRC522 v2.0 (version 0x92).",
    ]),
])
def test_readers_on_a_laptop_are_not_a_failure(table, tmp_path, capsys, monkeypatch, backend, readers):
    monkeypatch.setattr(doctor, "MODEL_FILE", tmp_path / "no-model")
    monkeypatch.setattr(doctor, "DEV_DIR", tmp_path / "no-dev")
    (tmp_path / "config.toml").write_text((tmp_path / "config.toml").read_text().replace('"rc522"', f'"{backend}"'))

    code, lines = doctor_lines(capsys)

    assert code == 0
    assert lines[:2] == readers
    assert lines[3] == DISPLAY_SKIPPED


def test_an_unknown_backend_in_agency_nfc_is_named(table, capsys, monkeypatch):
    monkeypatch.setenv("AGENCY_NFC", "pn532")
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert lines[0] == ("FAIL  Card readers: AGENCY_NFC asks for nfc backend 'pn532'; choose one of: rc522, sim, mock, "
                        "auto. Fix: Set AGENCY_NFC to one of those names, or unset it.")


def test_four_readers_with_gpio_chip_selects(pi, table, capsys):
    """hardware.md's layout for three or four readers: the first on CE0, the
    others on their own GPIO chip selects sharing /dev/spidev0.1 (CE1 unwired)."""
    for name, cs_pin in (("seat2", 22), ("seat3", 23), ("seat4", 24)):
        pi.attach(name, bus=0, device=1, cs_pin=cs_pin, reset_pin=25)
    table('{name = "main", bus = 0, device = 0, reset_pin = 25}, '
          '{name = "seat2", bus = 0, device = 1, cs_pin = 22, reset_pin = 25}, '
          '{name = "seat3", bus = 0, device = 1, cs_pin = 23, reset_pin = 25}, '
          '{name = "seat4", bus = 0, device = 1, cs_pin = 24, reset_pin = 25}')
    pi.chips["seat4"].version = 0x91

    code, lines = doctor_lines(capsys)

    assert lines[1:5] == [
        "ok    Reader 'main' on SPI 0.0 (CE0), reset GPIO25: answers, MFRC522 v2.0 (version 0x92).",
        "ok    Reader 'seat2' on SPI 0 with chip select on GPIO22, reset GPIO25: answers, MFRC522 v2.0 (version 0x92).",
        "ok    Reader 'seat3' on SPI 0 with chip select on GPIO23, reset GPIO25: answers, MFRC522 v2.0 (version 0x92).",
        "ok    Reader 'seat4' on SPI 0 with chip select on GPIO24, reset GPIO25: answers, MFRC522 v1.0 (version 0x91).",
    ]
    assert code == 0


def test_two_readers_on_one_chip_select_is_named_once(pi, table, capsys):
    table('{name = "main", bus = 0, device = 0, reset_pin = 25}, {name = "side", bus = 0, device = 0, reset_pin = 25}')
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert lines[1] == ("FAIL  Card readers: Readers 'main' and 'side' are both on SPI bus 0 device 0: give one of "
                        "them another device or a cs_pin. Fix: Change nfc.readers in the config file "
                        "(agency config shows where).")
    assert lines[2].startswith("ok    Camera: ")


def test_a_broken_config_file_is_named_and_the_defaults_are_checked(pi, table, tmp_path, capsys):
    (tmp_path / "config.toml").write_text('[nfc]\nbackend = "rc522"\npoll_hz = "fast"\n')
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert lines[0] == (f"FAIL  Config: {tmp_path / 'config.toml'}: 'nfc.poll_hz' must be a number, not 'fast'. "
                        "The checks below use the defaults. Fix: Correct that line of the file (`agency config` "
                        "lists every setting), then run the check again.")
    assert lines[1] == "ok    SPI: on (spidev0.0, spidev0.1)."  # a Pi: the default "auto" means the real readers


def test_a_running_kiosk_is_named_first(pi, table, capsys, monkeypatch):
    monkeypatch.setattr(doctor, "kiosk_running", lambda: True)
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert lines[0] == ("FAIL  Kiosk: running, and it holds the card readers and the camera. Fix: sudo systemctl "
                        "stop agency, run the check again, then sudo systemctl start agency.")


def test_the_owners_d6_profile_is_checked_for_its_calibration(pi, table, tmp_path, capsys):
    from test_dice_owner_profiles import SIX_FACES, calibrate_ring_dice

    (tmp_path / "dice").mkdir()
    (tmp_path / "dice" / "my_rings.json").write_text(json.dumps(SIX_FACES))
    config_file = tmp_path / "config.toml"
    config_file.write_text(config_file.read_text() + '[dice]\nd6_profile = "my_rings"\n')
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert ("FAIL  Dice: dice.d6_profile names your my_rings, but 6 faces (1, 2, 3, 4, 5, 6) are not calibrated, "
            "so the reader alone reads them. Fix: agency dice calibrate my_rings, with one die of that set in the "
            "tray, then run the check again.") in lines
    calibrate_ring_dice(tmp_path)
    capsys.readouterr()
    code, lines = doctor_lines(capsys)
    assert "ok    Dice: the games' d6 are read as your my_rings, every face calibrated." in lines
    saved = calibration_dir(data_dir()) / "my_rings.npz"
    with np.load(saved) as parts:                    # as an earlier version saved it: no crops, no reader
        np.savez(saved, **{key: parts[key] for key in ("embeddings", "templates", "faces")})
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert ("FAIL  Dice: your my_rings was calibrated by an earlier version, which did not keep what the reader saw, "
            "so a reader updated since then reads fewer of its dice. Fix: agency dice calibrate my_rings, with one "
            "die of that set in the tray, then run the check again.") in lines


def test_the_owners_d6_with_a_skull_calibrated_by_an_earlier_version_is_named_once(pi, table, tmp_path, capsys):
    from drivers.dice.profiles import Calibration

    skull_one = {"title": "a d6 whose 1 is a skull", "faces": [{"name": "1", "value": 1}] +
                 [{"name": str(n), "value": n, "pips": n} for n in range(2, 7)]}
    (tmp_path / "dice").mkdir()
    (tmp_path / "dice" / "my_skulls.json").write_text(json.dumps(skull_one))
    config_file = tmp_path / "config.toml"
    config_file.write_text(config_file.read_text() + '[dice]\nd6_profile = "my_skulls"\n')
    six = np.arange(6)                               # every face, and the tray's not-dice, but no crops
    Calibration(np.ones((6, 96), np.float32), np.ones((6, 576), np.float32), six, np.ones((6, 96), np.float32),
                six).save(calibration_dir(data_dir()) / "my_skulls.npz")
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert [line for line in lines if "was calibrated by an earlier version" in line] == [
        "FAIL  Dice: your my_skulls was calibrated by an earlier version, which did not keep what the reader saw, "
        "so a reader updated since then reads fewer of its dice. Fix: agency dice calibrate my_skulls, with one "
        "die of that set in the tray, then run the check again."]


def test_two_symbol_dice_that_kept_no_crops_are_named_in_one_line(pi, table, isolated, capsys):
    from drivers.dice.profiles import Calibration

    for name, faces in (("time_captain", 3), ("timestories_action", 5)):
        every = np.arange(faces)
        Calibration(np.ones((faces, 96), np.float32), np.ones((faces, 576), np.float32), every,
                    np.ones((faces, 96), np.float32), every).save(isolated / "dice" / f"{name}.npz")
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert ("FAIL  Dice: time_captain, timestories_action were calibrated by an earlier version, which did not keep "
            "what the reader saw, so a reader updated since then reads fewer of their dice. Fix: agency dice "
            "calibrate time_captain and agency dice calibrate timestories_action, with one die of that set in the "
            "tray, then run the check again.") in lines


def test_symbol_dice_calibrated_by_an_earlier_version_are_named_with_the_fix(pi, table, isolated, capsys):
    from drivers.dice.profiles import Calibration

    saved = isolated / "dice" / "timestories_action.npz"
    five_faces = np.arange(5)
    examples = (np.ones((5, 96), np.float32), np.ones((5, 576), np.float32), five_faces)
    tray = (np.ones((5, 96), np.float32), five_faces)
    seen = ("a reader", np.zeros((5, 40, 40, 3), np.uint8), np.zeros((5, 4, 40, 40, 3), np.uint8))
    Calibration(*examples, *tray, *seen).save(saved)
    code, lines = doctor_lines(capsys)
    assert "ok    Dice: timestories_action calibrated at this table." in lines
    Calibration(*examples, *tray).save(saved)       # an earlier version kept nothing of what the reader saw
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert ("FAIL  Dice: timestories_action was calibrated by an earlier version, which did not keep what the "
            "reader saw, so a reader updated since then reads fewer of its dice. Fix: agency dice calibrate "
            "timestories_action, with one die of that set in the tray, then run the check again.") in lines
    Calibration(*examples).save(saved)              # an even earlier one kept nothing of the tray
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert ("FAIL  Dice: timestories_action was calibrated by an earlier version, which kept nothing of the tray "
            "around the die, so fewer of its dice are read. Fix: agency dice calibrate timestories_action, with "
            "one die of that set in the tray, then run the check again.") in lines
    saved.write_bytes(b"")
    code, lines = doctor_lines(capsys)
    assert code == 1 and any(line.startswith(f"FAIL  Dice: The dice calibration {saved} cannot be read (")
                             and line.endswith("delete it and calibrate again. Fix: Do as the sentence says, then "
                                               "run the check again.") for line in lines)


def test_the_picture_of_the_empty_tray_is_named_and_a_broken_one_with_its_fix(pi, table, isolated, capsys):
    code, lines = doctor_lines(capsys)
    assert not any("empty tray" in line for line in lines), "no picture taken: nothing to say"
    saved = isolated / "dice" / "empty_tray.png"
    saved.parent.mkdir(parents=True, exist_ok=True)
    cv2.imwrite(str(saved), np.full((720, 1280, 3), 120, np.uint8))
    code, lines = doctor_lines(capsys)
    assert "ok    Dice: a 1280x720 picture of the empty tray keeps what lies in it from being read as dice." in lines
    saved.write_bytes(b"not a picture")
    code, lines = doctor_lines(capsys)
    assert code == 1
    assert (f"FAIL  Dice: The picture of the empty tray ({saved}) cannot be read (it is missing or not an image "
            "OpenCV can decode); take it again with `agency dice tray`. Fix: Do as the sentence says, then run the "
            "check again.") in lines
