"""Dice vision: read thrown dice from the camera.

* :func:`drivers.dice.recognize.recognize` - a pure function from a BGR picture (+ profile, tray) to
  :class:`Die` values (face, value, centre, box, confidence);
* :mod:`drivers.dice.profiles` - what the faces of a kind of die mean (data
  files), symbol faces learned by :mod:`drivers.dice.calibrate`;
* :mod:`drivers.dice.settle` - when a roll may be read, and voting;
* :class:`DiceWatcher` - camera -> settle -> recognise on a thread, emitting
  :class:`drivers.events.DiceRolled`; :func:`open_watcher` builds one from config.

How the reader was trained and how well it reads: ``drivers/dice/README.md``.
"""

from __future__ import annotations

from pathlib import Path

from drivers.dice.profiles import Profile, load_profile
from drivers.dice.recognize import Die, ImageError
from drivers.dice.settle import SettleRules
from drivers.dice.watcher import DiceWatcher

__all__ = ["Die", "DiceWatcher", "ImageError", "Profile", "load_profile", "open_watcher"]


def open_watcher(config, profile: Profile, pictures: Path, calibration_dir: Path | None = None,
                 backend: str | None = None) -> DiceWatcher:
    """A watcher on the configured camera and tray, reading ``profile``'s dice and
    saving each roll's picture in ``pictures`` (the game's log directory); the empty
    tray's picture is looked for in ``calibration_dir``. The camera is opened on the
    watcher's thread, and opened again if it goes away."""
    from drivers.camera import open_camera
    return DiceWatcher(None, profile, pictures, tray=config["dice.tray"],
                       rules=SettleRules(still_seconds=config["dice.settle_seconds"]),
                       open_camera=lambda: open_camera(config, backend), die_size=config["dice.die_size"] or None,
                       empty_tray_dir=calibration_dir)
