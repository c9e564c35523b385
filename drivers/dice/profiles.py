"""Dice profiles: what each face of a kind of die means, as data files.

A profile is ``drivers/dice/profiles/<name>.json``::

    {"title": "six-sided pip die",
     "faces": [{"name": "1", "value": 1, "pips": 1}, ...]}

A face with ``pips`` is read by the learned pip reader with no setup. Any other
face (a skull, an emblem, "2 TU") is read from **calibration**: examples of
that face shown to the camera (``agency dice calibrate PROFILE``), kept as the
reader's descriptions of the crops in ``<calibration dir>/<name>.npz``. A pip
face may be calibrated too (a d6 whose 1 is a skull): a calibrated example
then wins over the pip count.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from drivers.errors import DriverError

PROFILE_DIR = Path(__file__).resolve().parent / "profiles"
# A profile name is a file name in PROFILE_DIR and in the calibration folder: no
# separators and no "..", so no name reads or writes outside them.
PLAIN_NAME = re.compile(r"[A-Za-z0-9_-]{1,40}")


class ProfileError(DriverError):
    """A profile or its calibration cannot be used; ``str()`` is one sentence."""


@dataclass(frozen=True)
class Face:
    name: str
    value: int | None = None     # the number a game uses (pips, hits, TU)
    pips: int | None = None      # the pip count the learned reader knows it by
    data: dict = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class Calibration:
    """Examples of faces, one row each: the reader's unit-length description (n x 96),
    the face picture (n x 576, see :mod:`drivers.dice.symbols`) and the face index."""

    embeddings: np.ndarray
    templates: np.ndarray
    faces: np.ndarray

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp.npz")
        np.savez(tmp, embeddings=self.embeddings.astype(np.float32), templates=self.templates.astype(np.float32),
                 faces=self.faces.astype(np.int16))
        tmp.replace(path)


@dataclass(frozen=True)
class Profile:
    name: str
    title: str
    faces: tuple[Face, ...]
    calibration: Calibration | None = None

    def face_for_pips(self, pips: int) -> int | None:
        """Index of the face with ``pips`` pips, if the profile has one."""
        return next((i for i, f in enumerate(self.faces) if f.pips == pips), None)

    def uncalibrated(self) -> list[str]:
        """Names of faces that can be read neither by pips nor by calibration."""
        known = set() if self.calibration is None else set(self.calibration.faces.tolist())
        return [f.name for i, f in enumerate(self.faces) if f.pips is None and i not in known]

    def with_calibration(self, calibration: Calibration | None) -> "Profile":
        return Profile(self.name, self.title, self.faces, calibration)


def available() -> list[str]:
    return sorted(p.stem for p in PROFILE_DIR.glob("*.json"))


def load_profile(name: str, calibration_dir: Path | None = None) -> Profile:
    """The profile ``name`` with its calibration from ``calibration_dir``, if there is one."""
    if not PLAIN_NAME.fullmatch(name):
        shown = name if len(name) <= 40 else name[:37] + "..."
        raise ProfileError(f"'{shown}' is not a dice profile name (letters, digits, _ and - only); "
                           f"choose one of: {', '.join(available())}.")
    path = PROFILE_DIR / f"{name}.json"
    if not path.is_file():
        raise ProfileError(f"There is no dice profile '{name}'; choose one of: {', '.join(available())}.")
    data = json.loads(path.read_text(encoding="utf-8"))
    faces = tuple(Face(f["name"], f.get("value"), f.get("pips"), f.get("data", {})) for f in data["faces"])
    profile = Profile(name, data.get("title", name), faces)
    if calibration_dir is not None:
        profile = profile.with_calibration(load_calibration(calibration_dir / f"{name}.npz", len(faces)))
    return profile


def load_calibration(path: Path, face_count: int) -> Calibration | None:
    if not path.is_file():
        return None
    try:
        with np.load(path) as data:
            calibration = Calibration(data["embeddings"], data["templates"], data["faces"])
    except (OSError, ValueError, KeyError) as err:
        raise ProfileError(f"The dice calibration {path} cannot be read ({err}); "
                           f"calibrate again or delete it.") from None
    rows = {len(calibration.faces), len(calibration.embeddings), len(calibration.templates)}
    if calibration.embeddings.ndim != 2 or len(rows) != 1 or calibration.faces.max(initial=0) >= face_count:
        raise ProfileError(f"The dice calibration {path} does not fit its profile; calibrate again or delete it.")
    return calibration
