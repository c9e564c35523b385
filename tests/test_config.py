"""The config file: defaults, values from the file, one-sentence errors."""

import pytest

from device import config
from helpers import agency


def test_defaults_without_a_file():
    cfg = config.load()
    assert cfg["display.width"] == 800 and cfg["display.height"] == 480
    assert cfg["nfc.readers"] == [{"name": "main", "bus": 0, "device": 0, "reset_pin": 25}]
    assert set(cfg.origins.values()) == {"default"}


def test_values_from_the_file_say_where_they_came_from(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text('[display]\nwidth = 1024\nheight = 600\n[[nfc.readers]]\nname = "seat1"\nbus = 0\ndevice = 1\n')
    result = agency("config")
    assert result.returncode == 0
    assert f"display.width = 1024    # {path}" in result.stdout
    assert "display.fullscreen = false    # default" in result.stdout
    assert '"name": "seat1"' in result.stdout


@pytest.mark.parametrize("text, sentence", [
    ("[display]\nwidth = 'wide'\n", "'display.width' must be a whole number, not 'wide'."),
    ("[display]\nwidth = 100\n", "'display.width' must be at least 320, not 100."),
    ("[display]\ntheme = 'pink'\n", "'display.theme' must be one of standard, high_contrast, large, not 'pink'."),
    ("[display]\ncolour = 1\n", "'display.colour' is not a setting (see `agency config` for the list)."),
    ("[controls]\nundo_pin = 40\n", "'controls.undo_pin' must be a BCM GPIO number from 2 to 27."),
    ("[[nfc.readers]]\nname = 'a'\n[[nfc.readers]]\nname = 'a'\n", "'nfc.readers' the reader name 'a' is used twice."),
    ("[display\n", "is not valid TOML"),
    ("[nfc]\nbackend = 'pn532'\n", "'nfc.backend' must be one of auto, rc522, sim, mock, not 'pn532'."),
    ("[camera]\nbackend = 'webcam'\n", "'camera.backend' must be one of auto, picamera2, usb, file, not 'webcam'."),
    ("[nfc]\nbackend = 'mock'\nmock_scenario = 'tablecloth'\n",
     "'nfc.mock_scenario' must be one of table, ntag213, classic, text, empty, stacked, no_spi, not 'tablecloth'."),
])
def test_a_bad_file_is_one_sentence_naming_file_and_key(tmp_path, text, sentence):
    path = tmp_path / "config.toml"
    path.write_text(text)
    with pytest.raises(config.ConfigError) as err:
        config.load()
    assert str(path) in str(err.value) and sentence in str(err.value)
    result = agency("config")
    assert result.returncode == 2 and sentence in result.stderr
    assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1


def test_agency_config_env_names_the_file(tmp_path, monkeypatch):
    other = tmp_path / "elsewhere.toml"
    other.write_text("[display]\nfullscreen = true\n")
    monkeypatch.setenv("AGENCY_CONFIG", str(other))
    cfg = config.load()
    assert cfg["display.fullscreen"] is True and cfg.origins["display.fullscreen"] == str(other)
