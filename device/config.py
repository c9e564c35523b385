"""One typed configuration schema with a default for every key.

The file is TOML (``~/.config/agency/config.toml`` or the path in
``AGENCY_CONFIG``), for example::

    [display]
    width = 1024
    height = 600
    fullscreen = true

    [[nfc.readers]]
    name = "seat1"
    bus = 0
    device = 0

Every key is checked for type and range; a bad file gives one sentence naming
the file and the key (:class:`ConfigError`), never a traceback.

The language and theme chosen on the kiosk's menu (:data:`KIOSK_CHOICES`) are kept
in ``kiosk-choices.json`` in the data folder (:func:`remember`), not in the owner's
file, which the kiosk never writes (on the appliance it is root's). A choice is
kept with the value the file gave then, and wins while the file still gives that:
a value the owner writes into the file afterwards wins over an older touch. The
newest choice, by hand or by touch, is the one in effect.
"""

from __future__ import annotations

import json
import math
import os
import reprlib
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from device.errors import UserError
from drivers import camera, controls, nfc
from drivers.backends import BackendTable, load_backend
from engine import registry
from ui.i18n import LANGUAGES   # the languages with catalogs (the list only: the device does not translate)


class ConfigError(UserError):
    """The config file cannot be used; ``str()`` is one sentence naming file and key."""


@dataclass(frozen=True)
class Setting:
    key: str                      # dotted: "display.width"
    type: type
    default: Any
    help: str
    check: Callable[[Any], str | None] | None = None   # returns a problem sentence or None
    choices: tuple | None = None
    min: float | None = None
    max: float | None = None


def _readers(value: Any) -> str | None:
    if not value:
        return "needs at least one reader"
    names = set()
    for i, reader in enumerate(value):
        if not isinstance(reader, dict):
            return f"entry {i + 1} must be a table like {{name = \"seat1\", bus = 0, device = 0}}"
        unknown = set(reader) - {"name", "bus", "device", "cs_pin", "reset_pin"}
        if unknown:
            return f"entry {i + 1} has an unknown key '{sorted(unknown)[0]}'"
        name = reader.get("name")
        if not isinstance(name, str) or not name:
            return f"entry {i + 1} needs a name"
        if name in names:
            return f"the reader name '{name}' is used twice"
        names.add(name)
        for key in ("bus", "device", "cs_pin", "reset_pin"):
            if key in reader and (not isinstance(reader[key], int) or isinstance(reader[key], bool)
                                  or not 0 <= reader[key] <= 27):
                return f"{key} of reader '{name}' must be a whole number from 0 to 27"
    return None


def _backends(table: BackendTable) -> tuple[str, ...]:
    return ("auto", *table)


def _one_of(table: BackendTable) -> str:
    return f"{', '.join(table)}, or auto"


def _pin(value: Any) -> str | None:
    return None if 2 <= value <= 27 else "must be a BCM GPIO number from 2 to 27"


def _tray(value: Any) -> str | None:
    if value == []:
        return None
    if len(value) != 4 or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        return "must be [] (whole frame) or [x, y, w, h] as fractions of the frame"
    x, y, w, h = value
    if not (0 <= x < 1 and 0 <= y < 1 and 0 < w <= 1 - x and 0 < h <= 1 - y):
        return "must lie inside the frame: 0 <= x, y < 1 and x + w, y + h <= 1"
    return None


def _d6_profile(value: Any) -> str | None:
    """An owner's profile for the games' six-sided dice: one that loads, with the d6's faces
    (named and valued 1 to 6), so the history, the report and the dice screens read its rolls
    as the d6's."""
    if not value:
        return None
    from drivers.dice.profiles import ProfileError, load_profile, owner_dir, owner_profiles
    try:
        profile, d6 = load_profile(value), load_profile("d6")
    except ProfileError:
        own = ", ".join(owner_profiles()) or f"none yet in {owner_dir()}"
        return f"must name d6 or one of your own dice profiles ({own}), not {_SHOWN.repr(value)}"
    if sorted((f.name, f.value) for f in profile.faces) != sorted((f.name, f.value) for f in d6.faces):
        shown = ", ".join(f.name if f.name == str(f.value) else f"{f.name} ({f.value})" for f in profile.faces)
        return f"must name a profile with the d6's faces, \"1\" to \"6\" showing 1 to 6; {value}'s are " \
               f"{shown or 'none'}"
    return None


SCHEMA: tuple[Setting, ...] = (
    Setting("display.width", int, 800, "window or screen width in pixels", min=320, max=7680),
    Setting("display.height", int, 480, "window or screen height in pixels", min=240, max=4320),
    Setting("display.fullscreen", bool, False, "fill the screen (the kiosk on the Pi)"),
    Setting("display.fps", int, 30, "frame loop rate; frames are redrawn only on change", min=5, max=120),
    Setting("display.theme", str, "standard", "colour theme", choices=("standard", "high_contrast", "large")),
    Setting("display.language", str, "en", "language of the kiosk text", choices=LANGUAGES),
    Setting("display.idle_seconds", int, 300, "after this long without input show the idle screen (0: never)",
            min=0, max=86400),
    Setting("display.turn_seconds", int, 0, "the turn clock warns after this many seconds (0: no turn limit)",
            min=0, max=3600),
    Setting("display.speech", bool, False, "speak rolls and TU left through espeak-ng, if it is installed"),
    Setting("game.default", str, "timestories", "the game `agency run` starts when there is none to resume",
            choices=registry.ids()),
    Setting("nfc.backend", str, "auto",
            f"card readers: {_one_of(nfc.BACKENDS)} (RC522 boards when SPI exists, else simulated)",
            choices=_backends(nfc.BACKENDS)),
    Setting("nfc.readers", list, [{"name": "main", "bus": 0, "device": 0, "reset_pin": 25}],
            "RC522 readers: name, SPI bus/device (CE0=0, CE1=1) or cs_pin, reset_pin (BCM)", check=_readers),
    Setting("nfc.poll_hz", float, 10.0, "reader polls per second", min=1, max=50),
    Setting("nfc.identity", str, "uid", "what names a tag: its UID, or the NDEF text in NTAG memory (else the UID)",
            choices=("uid", "text")),
    Setting("nfc.mock_scenario", str, "table", "mock backend: what lies on the emulated first reader "
            "(drivers/nfc/mock/scenarios.py)"),
    Setting("camera.backend", str, "auto", f"dice camera: {_one_of(camera.BACKENDS)}",
            choices=_backends(camera.BACKENDS)),
    Setting("camera.source", str, "", "file backend: an image, a folder of frames or a video; usb: device index"),
    Setting("camera.width", int, 1280, "capture width", min=160, max=4608),
    Setting("camera.height", int, 720, "capture height", min=120, max=3472),
    Setting("dice.tray", list, [], "the dice tray as [x, y, w, h] fractions of the frame ([] = whole frame)",
            check=_tray),
    Setting("dice.die_size", int, 0, "a die's side in pixels of the camera frame, for a camera fixed over "
            "the tray and dice of one size (`agency dice read` prints it; 0 = found in each frame)", min=0, max=4608),
    Setting("dice.d6_profile", str, "", "the owner's own profile (dice/NAME.json beside this file, calibrated "
            "with `agency dice calibrate NAME`) that the games' six-sided dice are read with (\"\" = d6)",
            check=_d6_profile),
    Setting("dice.min_confidence", float, 0.95, "below this a roll asks for a one-tap correction", min=0, max=1),
    Setting("dice.settle_seconds", float, 0.6, "the dice must lie still this long before a roll is read",
            min=0.1, max=5),
    Setting("controls.backend", str, "auto", f"buttons, LED and buzzer: {_one_of(controls.BACKENDS)}",
            choices=_backends(controls.BACKENDS)),
    Setting("controls.confirm_pin", int, 5, "BCM pin of the confirm button (to GND)", check=_pin),
    Setting("controls.undo_pin", int, 6, "BCM pin of the undo button (to GND)", check=_pin),
    Setting("controls.next_pin", int, 13, "BCM pin of the next button (to GND)", check=_pin),
    Setting("controls.menu_pin", int, 19, "BCM pin of the menu button (to GND)", check=_pin),
    Setting("controls.led_pin", int, 12, "BCM pin of the status LED (through 330 ohm)", check=_pin),
    Setting("controls.buzzer_pin", int, 16, "BCM pin of the piezo buzzer", check=_pin),
)
_BY_KEY = {s.key: s for s in SCHEMA}
_DEEPEST_KEY = max(key.count(".") for key in _BY_KEY)   # dots in the longest setting name


# The settings the kiosk's menu changes, kept across restarts (see remember()).
KIOSK_CHOICES = ("display.language", "display.theme")
CHOICES_FILE = "kiosk-choices.json"


@dataclass(frozen=True)
class Config:
    """The settings in effect and where each came from (``default``, the file or the
    kiosk); ``unchosen``: what the file or the default gives for each kiosk choice."""

    values: dict[str, Any]
    origins: dict[str, str]
    path: Path
    unchosen: dict[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def with_overrides(self, **overrides: Any) -> "Config":
        """A copy with some keys set by the command line (``display_width=...``)."""
        values, origins = dict(self.values), dict(self.origins)
        for name, value in overrides.items():
            key = name.replace("_", ".", 1)
            values[key], origins[key] = value, "command line"
        return Config(values, origins, self.path, self.unchosen)


def choices(key: str) -> tuple:
    """The values the setting ``key`` may take (the menu steps through them)."""
    return _BY_KEY[key].choices


def default_path() -> Path:
    env = os.environ.get("AGENCY_CONFIG")
    if env:
        return Path(env)
    base = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return base / "agency" / "config.toml"


def load(path: Path | None = None, data: Path | None = None) -> Config:
    """Read the config file if it exists and check every key; then the choices made on
    the kiosk kept in the data folder ``data`` (see the module's notes)."""
    path = path or default_path()
    config = _from_file(path)
    chosen = _chosen(data)
    for key in KIOSK_CHOICES:
        config.unchosen[key] = config.values[key]
        entry = chosen.get(key)
        if isinstance(entry, dict) and entry.get("over") == config.values[key] \
                and _problem(_BY_KEY[key], entry.get("value")) is None:
            config.values[key], config.origins[key] = entry["value"], f"chosen on the kiosk ({_choices_path(data)})"
    return config


def remember(config: Config, key: str, value: Any, data: Path | None = None) -> None:
    """Keep a kiosk choice for the next start, by a synced temporary file renamed into
    place; raises :class:`device.outputs.OutputError` when the data folder cannot take it."""
    from device.outputs import write_text

    chosen = {name: entry for name, entry in _chosen(data).items() if name in KIOSK_CHOICES}
    chosen[key] = {"value": value, "over": config.unchosen[key]}
    write_text(_choices_path(data), json.dumps(chosen, indent=1, ensure_ascii=False) + "\n", "the kiosk's choices")


def _choices_path(data: Path | None) -> Path:
    from device.store import data_dir

    return (data or data_dir()) / CHOICES_FILE


def _chosen(data: Path | None) -> dict:
    """The kiosk's kept choices; none when the file is missing or not what remember() writes."""
    try:
        chosen = json.loads(_choices_path(data).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return {}
    return chosen if isinstance(chosen, dict) else {}


def _from_file(path: Path) -> Config:
    values = {s.key: s.default for s in SCHEMA}
    origins = {s.key: "default" for s in SCHEMA}
    if not path.exists():
        return Config(values, origins, path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as err:
        raise ConfigError(f"Cannot read the config file {path}: {getattr(err, 'strerror', None) or err}.") from None
    except tomllib.TOMLDecodeError as err:
        raise ConfigError(f"The config file {path} is not valid TOML: {err}.") from None
    except RecursionError:   # tomllib reads nested arrays and tables by recursion
        raise ConfigError(f"The config file {path} nests arrays or tables too deeply to be a config.") from None
    for key, value in _flatten(data):
        setting = _BY_KEY.get(key)
        if setting is None:
            raise ConfigError(f"{path}: '{_shown_key(key)}' is not a setting (see `agency config` for the list).")
        problem = _problem(setting, value)
        if problem:
            raise ConfigError(f"{path}: '{key}' {problem}.")
        values[key] = float(value) if setting.type is float else value
        origins[key] = str(path)
    config = Config(values, origins, path)
    _check_reader_settings(config)
    return config


def _check_reader_settings(config: Config) -> None:
    """The card-reader backend the file names checks the settings that are its own
    (its classmethod ``config_problem(config)`` returns a sentence naming file and key, or None)."""
    if config["nfc.backend"] == "auto":
        return
    readers_class = load_backend(nfc.BACKENDS, config["nfc.backend"])
    problem = readers_class.config_problem(config) if hasattr(readers_class, "config_problem") else None
    if problem:
        raise ConfigError(problem)


def _flatten(data: dict, prefix: str = ""):
    """(dotted key, value) for each leaf; a table deeper than any setting is yielded
    as it is (it is no setting), so a key of thousands of parts is no recursion."""
    for name, value in data.items():
        key = f"{prefix}{name}"
        if isinstance(value, dict) and key not in _BY_KEY and key.count(".") < _DEEPEST_KEY:
            yield from _flatten(value, key + ".")
        else:
            yield key, value


def _shown_key(key: str) -> str:
    return key if len(key) <= 60 else key[:57] + "..."


# A bad value quoted in a sentence: short, and a deeply nested list is cut off, not recursed into.
_SHOWN = reprlib.Repr()
_SHOWN.maxlevel, _SHOWN.maxlist, _SHOWN.maxstring, _SHOWN.maxother = 2, 4, 40, 40


_TYPE_WORDS = {int: "a whole number", float: "a number", bool: "true or false", str: "text", list: "a list"}


def _problem(setting: Setting, value: Any) -> str | None:
    ok = (isinstance(value, bool) if setting.type is bool
          else isinstance(value, (int, float)) and not isinstance(value, bool) if setting.type is float
          else isinstance(value, int) and not isinstance(value, bool) if setting.type is int
          else isinstance(value, setting.type))
    if not ok:
        return f"must be {_TYPE_WORDS[setting.type]}, not {_SHOWN.repr(value)}"
    if setting.type is float and not math.isfinite(value):   # TOML allows nan and inf
        return f"must be a finite number, not {_SHOWN.repr(value)}"
    if setting.choices and value not in setting.choices:
        return f"must be one of {', '.join(setting.choices)}, not {_SHOWN.repr(value)}"
    if setting.min is not None and value < setting.min:
        return f"must be at least {setting.min:g}, not {_SHOWN.repr(value)}"
    if setting.max is not None and value > setting.max:
        return f"must be at most {setting.max:g}, not {_SHOWN.repr(value)}"
    return setting.check(value) if setting.check else None
