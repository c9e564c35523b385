"""``agency nfc scan|watch`` and ``agency enroll``: the mock backend (the real
rc522 driver and mfrc522 package on the emulated board) in a subprocess (as a
user would run it), enrolment in-process on the simulated readers."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from device.cli import main


def agency(tmp_path, scenario, *args):
    """Run ``agency`` from outside the repository, with ``scenario`` on the mock backend's reader."""
    config = tmp_path / "config.toml"
    config.write_text(f'[nfc]\nmock_scenario = "{scenario}"\n')
    env = {**os.environ, "AGENCY_CONFIG": str(config), "AGENCY_DATA": str(tmp_path / "data")}
    env.pop("AGENCY_NFC", None)
    return subprocess.run([sys.executable, "-m", "device.cli", *args], cwd=tmp_path, env=env,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("scenario, printed", [
    ("ntag213", {"reader": "main", "uid": "04A3C6CAE26180", "type": "ntag213"}),
    ("classic", {"reader": "main", "uid": "A1B2C3D4", "type": "mifare_classic_1k"}),
])
def test_scan_prints_the_full_uid_from_the_emulated_rc522(tmp_path, scenario, printed):
    done = agency(tmp_path, scenario, "nfc", "scan", "--backend", "mock", "--json", "--timeout", "5")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == printed


def test_the_mock_backend_ships_with_the_package_and_tours_the_simulated_tags(tmp_path):
    """No config, no PYTHONPATH, outside the repository: the default scenario's first tag."""
    env = {**os.environ, "AGENCY_CONFIG": str(tmp_path / "absent.toml"), "AGENCY_DATA": str(tmp_path / "data")}
    env.pop("AGENCY_NFC", None)
    done = subprocess.run([sys.executable, "-m", "device.cli", "nfc", "scan", "--backend", "mock", "--json",
                           "--timeout", "5"], cwd=tmp_path, env=env, stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"reader": "main", "uid": "04115A21B26180", "type": "ntag213"}


def test_an_unknown_mock_scenario_is_one_sentence_naming_file_and_key(tmp_path):
    done = agency(tmp_path, "tablecloth", "nfc", "scan", "--backend", "mock")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"agency nfc: {tmp_path / 'config.toml'}: 'nfc.mock_scenario' must be one of ")
    assert done.stderr.endswith(", not 'tablecloth'.\n") and done.stderr.count("\n") == 1


def test_scan_times_out_with_exit_1_and_one_sentence(tmp_path):
    done = agency(tmp_path, "empty", "nfc", "scan", "--backend", "mock", "--timeout", "0.5")
    assert done.returncode == 1
    assert done.stderr == "agency nfc: No tag was placed on any reader within 0.5 s.\n"


def test_scan_without_spi_says_how_to_enable_it(tmp_path):
    done = agency(tmp_path, "no_spi", "nfc", "scan", "--backend", "mock")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "SPI is not enabled" in done.stderr and "dtparam=spi=on" in done.stderr


def test_watch_reports_two_stacked_tags_as_a_notice(tmp_path):
    done = agency(tmp_path, "stacked", "nfc", "watch", "--backend", "mock", "--json", "--timeout", "1")
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert lines and lines[0]["event"] == "notice" and lines[0]["text"].startswith("multiple tags")
    assert not any(line["event"] == "placed" for line in lines)


def test_unknown_reader_is_refused(tmp_path):
    done = agency(tmp_path, "ntag213", "nfc", "scan", "--backend", "mock", "--reader", "seat9")
    assert done.returncode == 2
    assert done.stderr == "agency nfc: There is no reader named 'seat9' (configured: main).\n"


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("AGENCY_CONFIG", str(tmp_path / "absent.toml"))
    monkeypatch.setenv("AGENCY_DATA", str(tmp_path / "data"))
    monkeypatch.delenv("AGENCY_NFC", raising=False)
    return tmp_path / "data"


def enroll(monkeypatch, typed: str, *args) -> int:
    monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
    return main(["enroll", "timestories", "--backend", "sim", *args])


def bindings(data: Path) -> dict[str, str]:
    lines = (data / "tags.jsonl").read_text().splitlines()
    return {record["card"]: record["uid"] for record in map(json.loads, lines)}


def test_enroll_binds_card_by_card_and_refuses_a_tag_bound_to_another_card(home, monkeypatch, capsys):
    typed = "04115a21b26180\n-\n04115A21B26180\n04:12:5A:22:B2:62:80\nq\n"
    assert enroll(monkeypatch, typed) == 0
    out, err = capsys.readouterr()
    assert bindings(home) == {"timestories/location/1": "04115A21B26180", "timestories/location/2": "04125A22B26280"}
    assert "Tag 04115A21B26180 is already bound to 'Location 1'" in err
    assert "] Location 3 (timestories/location/3): place it on the reader." in out   # asked next, then q
    assert "2 card(s) bound, 0 skipped" in out


def test_re_enrolling_a_card_replaces_its_uid(home, monkeypatch, capsys):
    enroll(monkeypatch, "04115A21B26180\nq\n")
    assert enroll(monkeypatch, "s\n04AAAAAAAAAAAA\nq\n", "--kind", "location") == 0
    assert enroll(monkeypatch, "04BBBBBBBBBBBB\nq\n") == 0
    out = capsys.readouterr().out
    assert "Location 1 (timestories/location/1), now 04115A21B26180" in out
    assert bindings(home) == {"timestories/location/1": "04BBBBBBBBBBBB", "timestories/location/2": "04AAAAAAAAAAAA"}


def test_enroll_an_unknown_game_is_one_sentence(home, capsys):
    assert main(["enroll", "chess", "--backend", "sim"]) == 2
    assert capsys.readouterr().err.startswith("agency enroll: 'chess' is not a known game")
