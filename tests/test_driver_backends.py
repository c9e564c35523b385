"""Every driver's backend table: each entry imports lazily and gives what its
interface declares; the configuration and the commands offer exactly these
names; every driver failure has one root."""

from __future__ import annotations

import importlib
import json
import os
import stat
import subprocess
import sys
import time

import cv2
import numpy as np
import pytest

from device import config as config_module
from device.cli import build_parser
from drivers import camera, controls, nfc, speech
from drivers.backends import load_backend
from drivers.errors import DriverError
from drivers.nfc.mock import install, uninstall
from tests.conftest_nfc import config_with  # noqa: F401  (a fixture)


@pytest.mark.parametrize("name", nfc.BACKENDS)
def test_each_card_reader_backend_opens_readers(name, config_with):
    if name == "rc522":                      # the real driver, on a board emulated here
        install(virtual_time=False).attach("main", bus=0, device=0, reset_pin=25)
    readers = load_backend(nfc.BACKENDS, name).from_config(config_with())
    try:
        assert isinstance(readers, nfc.Readers) and readers.backend == name
        assert readers.names == ["main"] and readers.tag_on("main") is None
        assert isinstance(readers, nfc.SimulatedTable) == (name == "sim")
    finally:
        readers.stop()
        uninstall()


def test_the_appliance_plays_on_the_mock_readers(isolated, tmp_path):
    """The kiosk on the emulated RC522: the scenario's sticker, enrolled as Location 3, enters it."""
    from device.mainloop import Appliance, RunOptions

    (tmp_path / "config.toml").write_text('[nfc]\nbackend = "mock"\nmock_scenario = "ntag213"\npoll_hz = 50.0\n')
    isolated.mkdir(parents=True)
    (isolated / "tags.jsonl").write_text(json.dumps({"uid": "04A3C6CAE26180", "card": "timestories/location/3"}))
    app = Appliance(config_module.load(), isolated, RunOptions(headless=True, controls_backend="mock",
                                                               new_game="timestories"))
    app.start()
    try:
        deadline = time.monotonic() + 10
        while app.session.state["location"] != "Location 3":
            assert time.monotonic() < deadline, [line.did for line in app.strip]
            app.step()
        assert app.readers.backend == "mock" and not isinstance(app.readers, nfc.SimulatedTable)
    finally:
        app.stop()
    assert "spidev" not in sys.modules           # stopping the readers takes the emulated Pi away


def test_the_simulated_table_places_and_lifts(config_with):
    readers = nfc.open_readers(config_with(), "sim")
    events = []
    readers.start(events.append)
    readers.place("04A3C6CAE26180")
    assert readers.tag_on("main") == "04A3C6CAE26180"
    readers.lift()
    assert readers.tag_on("main") is None and len(events) == 2


@pytest.mark.parametrize("name", camera.BACKENDS)
def test_each_camera_backend_is_a_camera_class(name):
    camera_class = load_backend(camera.BACKENDS, name)
    assert all(callable(getattr(camera_class, method)) for method in ("from_config", "read", "close"))


def test_the_file_camera_from_its_config_is_a_camera(tmp_path):
    cv2.imwrite(str(tmp_path / "still.png"), np.zeros((8, 8, 3), np.uint8))
    config = config_module.load(tmp_path / "absent.toml").with_overrides(camera_source=str(tmp_path / "still.png"))
    assert isinstance(camera.open_camera(config, "file"), camera.Camera)


def test_each_controls_backend_gives_a_pin_factory_or_gpiozeros_own_choice():
    from gpiozero import Factory

    assert load_backend(controls.BACKENDS, "gpio")() is None
    factory = load_backend(controls.BACKENDS, "mock")()
    assert isinstance(factory, Factory)
    factory.close()


def test_each_speech_backend_is_a_speaker(tmp_path, monkeypatch):
    program = tmp_path / "espeak-ng"
    program.write_text("#!/bin/sh\n")
    program.chmod(program.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    for name in speech.BACKENDS:
        speaker = load_backend(speech.BACKENDS, name)("pl")
        assert isinstance(speaker, speech.Speaker) and speaker.language == "pl"
    assert speech.open_speaker(True).available and not speech.open_speaker(False).available


@pytest.mark.parametrize("kind, table", [("nfc", nfc.BACKENDS), ("camera", camera.BACKENDS),
                                         ("controls", controls.BACKENDS)])
def test_the_config_and_agency_run_offer_the_backend_table(kind, table):
    setting = next(s for s in config_module.SCHEMA if s.key == f"{kind}.backend")
    assert setting.choices == ("auto", *table)
    run = build_parser()._subparsers._group_actions[0].choices["run"]
    option = next(a for a in run._actions if a.dest == f"{kind}_backend")
    assert tuple(option.choices) == tuple(table)


def test_the_backend_tables_import_no_hardware_library():
    loaded = subprocess.run([sys.executable, "-c", "import sys, device.config, drivers.nfc.mock, drivers.speech; "
                             "print(sorted({'spidev', 'RPi', 'mfrc522', 'picamera2', 'gpiozero', 'cv2'} & "
                             "set(sys.modules)))"], capture_output=True, text=True, timeout=60)
    assert loaded.stdout == "[]\n", loaded.stderr


def test_a_driver_failure_no_command_expected_is_one_sentence(tmp_path):
    env = {**os.environ, "AGENCY_NFC": "pn532", "AGENCY_CONFIG": str(tmp_path / "absent.toml"),
           "AGENCY_DATA": str(tmp_path / "data"), "SDL_VIDEODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "device.cli", "run", "--headless", "--frames", "1"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr == ("agency run: AGENCY_NFC asks for nfc backend 'pn532'; "
                           "choose one of: rc522, sim, mock, auto.\n")


@pytest.mark.parametrize("error", [
    "drivers.backends:BackendError", "drivers.nfc.wiring:ReaderError", "drivers.nfc.rc522:ReaderFault",
    "drivers.nfc.iso14443:LinkError", "drivers.camera:CameraError", "drivers.dice.profiles:ProfileError",
    "drivers.dice.calibrate:CalibrationError", "drivers.dice.recognize:ImageError", "drivers.speech:SpeechError",
])
def test_every_driver_error_has_one_root(error):
    module, _, name = error.partition(":")
    assert issubclass(getattr(importlib.import_module(module), name), DriverError)
