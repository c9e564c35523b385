"""Dice profiles: what each face of a kind of die means, as data files.

A profile is ``drivers/dice/profiles/<name>.json``, or the owner's own in
``~/.config/agency/dice/<name>.json`` (beside the config file: the folder of
``AGENCY_CONFIG``, else ``$XDG_CONFIG_HOME/agency``), same format::

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
import os
import re
import threading
import zipfile
import zlib
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
    the face picture (n x 576, see :mod:`drivers.dice.symbols`) and the face index; and
    ``not_dice``, the reader's descriptions of what the pictures show on the tray that is no
    die (m x 96, see :mod:`drivers.dice.calibrate`), with ``not_dice_faces``, the face each
    came from a picture of (so calibrating a face again replaces them); both None for pip
    dice and in a calibration made by an earlier version.

    A description means something only to the reader that made it, so ``reader`` names it
    (:func:`drivers.dice.model.reader_id`) and ``crops`` (n x 40 x 40 x 3) and
    ``not_dice_crops`` (m x turns x 40 x 40 x 3) keep what it read, for a new version's reader
    to describe again (:func:`drivers.dice.calibrate.for_reader`); all three are None in a
    calibration made by an earlier version."""

    embeddings: np.ndarray
    templates: np.ndarray
    faces: np.ndarray
    not_dice: np.ndarray | None = None
    not_dice_faces: np.ndarray | None = None
    reader: str | None = None
    crops: np.ndarray | None = None
    not_dice_crops: np.ndarray | None = None

    def save(self, path: Path) -> None:
        """Write to ``path`` whole or not at all: another process (the kiosk describing it again,
        ``agency dice calibrate``) may be saving the same profile."""
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        tray = {} if self.not_dice is None else {"not_dice": self.not_dice.astype(np.float32),
                                                 "not_dice_faces": self.not_dice_faces.astype(np.int16)}
        read = {} if self.crops is None else {"reader": np.array(self.reader), "crops": self.crops}
        if self.crops is not None and self.not_dice_crops is not None:
            read["not_dice_crops"] = self.not_dice_crops
        try:
            with tmp.open("wb") as out:
                np.savez_compressed(out, embeddings=self.embeddings.astype(np.float32),
                                    templates=self.templates.astype(np.float32), faces=self.faces.astype(np.int16),
                                    **tray, **read)
                out.flush()
                os.fsync(out.fileno())
            tmp.replace(path)
        finally:
            tmp.unlink(missing_ok=True)

    def faces_without_not_dice(self) -> set[int]:
        """The calibrated faces whose pictures left no not-dice (all of them, from an earlier version)."""
        kept = set() if self.not_dice_faces is None else set(self.not_dice_faces.tolist())
        return set(self.faces.tolist()) - kept


@dataclass(frozen=True)
class Profile:
    name: str
    title: str
    faces: tuple[Face, ...]
    calibration: Calibration | None = None

    @property
    def has_symbol_faces(self) -> bool:
        """Whether a face of the profile has no pips (a skull, "2 TU"): read only by calibration."""
        return any(f.pips is None for f in self.faces)

    def face_for_pips(self, pips: int) -> int | None:
        """Index of the face with ``pips`` pips, if the profile has one."""
        return next((i for i, f in enumerate(self.faces) if f.pips == pips), None)

    def uncalibrated(self) -> list[str]:
        """Names of faces that can be read neither by pips nor by calibration."""
        known = self._with_examples()
        return [f.name for i, f in enumerate(self.faces) if f.pips is None and i not in known]

    def without_examples(self) -> list[str]:
        """Names of faces with no calibrated example (a pip face among them is read by its pips alone)."""
        known = self._with_examples()
        return [f.name for i, f in enumerate(self.faces) if i not in known]

    def _with_examples(self) -> set[int]:
        return set() if self.calibration is None else set(self.calibration.faces.tolist())

    def with_calibration(self, calibration: Calibration | None) -> "Profile":
        return Profile(self.name, self.title, self.faces, calibration)


def owner_dir() -> Path:
    """The owner's own profiles: ``dice/`` beside the config file."""
    config = os.environ.get("AGENCY_CONFIG")
    if config:
        return Path(config).parent / "dice"
    return Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config") / "agency" / "dice"


def _owned() -> list[Path]:
    """The owner's profile files with plain names; a built-in name stays the built-in profile."""
    folder = owner_dir()
    if not folder.is_dir():
        return []
    return [p for p in folder.glob("*.json") if PLAIN_NAME.fullmatch(p.stem) and not (PROFILE_DIR / p.name).is_file()]


def available() -> list[str]:
    """Every profile name: the built-in ones and the owner's own."""
    return sorted({p.stem for p in PROFILE_DIR.glob("*.json")} | {p.stem for p in _owned()})


def owner_profiles() -> list[str]:
    return sorted(p.stem for p in _owned())


def load_profile(name: str, calibration_dir: Path | None = None) -> Profile:
    """The profile ``name`` with its calibration from ``calibration_dir``, if there is one."""
    if not PLAIN_NAME.fullmatch(name):
        shown = name if len(name) <= 40 else name[:37] + "..."
        raise ProfileError(f"'{shown}' is not a dice profile name (letters, digits, _ and - only); "
                           f"choose one of: {', '.join(available())}.")
    path = PROFILE_DIR / f"{name}.json"
    if not path.is_file():
        path = owner_dir() / f"{name}.json"
    if not path.is_file():
        raise ProfileError(f"There is no dice profile '{name}'; choose one of: {', '.join(available())}.")
    profile = _read_profile(name, path)
    if calibration_dir is not None:
        path = calibration_dir / f"{name}.npz"
        calibration = load_calibration(path, len(profile.faces))
        if calibration is not None:
            from drivers.dice.calibrate import for_reader   # loads the reader: only for a calibrated profile
            calibration = for_reader(calibration, path)
        profile = profile.with_calibration(calibration)
    return profile


def _read_profile(name: str, path: Path) -> Profile:
    """The profile in ``path``, or one sentence saying what in it is wrong."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        faces = tuple(Face(str(f["name"]), f.get("value"), f.get("pips"), f.get("data", {})) for f in data["faces"])
        title = str(data.get("title", name))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise ProfileError(f"The dice profile {path} cannot be read ({err}); correct or delete it.") from None
    except (KeyError, TypeError, AttributeError):
        raise ProfileError(f"The dice profile {path} needs \"faces\": a list of objects with a \"name\" "
                           f"(and \"value\", \"pips\" for pip faces).") from None
    names = [f.name for f in faces]
    if not faces or len(set(names)) != len(names):
        raise ProfileError(f"The dice profile {path} needs at least one face and no face name twice.")
    for f in faces:
        if (f.value is not None and not isinstance(f.value, int)) or f.pips not in (None, 1, 2, 3, 4, 5, 6):
            raise ProfileError(f"In the dice profile {path}, face '{f.name}' needs a whole-number \"value\" "
                               f"and \"pips\" from 1 to 6 (or no pips).")
    return Profile(name, title, faces)


# What np.load raises for a file that is not a whole .npz (cut short, a byte flipped).
DAMAGED = (ValueError, KeyError, EOFError, NotImplementedError, zipfile.BadZipFile, zlib.error)


def saved_reader(path: Path) -> str | None:
    """The name of the reader that described the calibration at ``path``, read without the
    rest of it; None when it names none or cannot be read."""
    try:
        with np.load(path) as saved:
            return str(saved["reader"]) if "reader" in saved.files else None
    except (OSError, *DAMAGED):
        return None


def load_calibration(path: Path, face_count: int) -> Calibration | None:
    if not path.is_file():
        return None
    try:
        with np.load(path) as data:
            # Not-dice without the faces they came from cannot be replaced face by face: read as none.
            tray = (data["not_dice"], data["not_dice_faces"]) if "not_dice_faces" in data.files else (None, None)
            # Crops are of use only with the name of the reader that read them (see Calibration).
            read = (None, None, None)
            if {"reader", "crops"} <= set(data.files):
                tray_crops = data["not_dice_crops"] if tray[0] is not None and "not_dice_crops" in data.files else None
                read = (str(data["reader"]), data["crops"], tray_crops)
            calibration = Calibration(data["embeddings"], data["templates"], data["faces"], *tray, *read)
    except OSError as err:
        raise ProfileError(f"The dice calibration {path} cannot be read ({err.strerror or err}); "
                           "delete it and calibrate again.") from None
    except DAMAGED:     # numpy's own words would speak of pickles and formats
        raise ProfileError(f"The dice calibration {path} cannot be read (it is not a whole calibration); "
                           "delete it and calibrate again.") from None
    if not _fits(calibration, face_count):
        raise ProfileError(f"The dice calibration {path} does not fit its profile; delete it and calibrate again.")
    return calibration


def _fits(calibration: Calibration, face_count: int) -> bool:
    """Whether ``calibration``'s arrays have the shapes and kinds its profile of ``face_count`` faces reads."""
    embeddings, not_dice, from_faces = calibration.embeddings, calibration.not_dice, calibration.not_dice_faces
    if embeddings.ndim != 2 or not np.issubdtype(embeddings.dtype, np.floating) \
            or len({len(calibration.faces), len(embeddings), len(calibration.templates)}) != 1 \
            or calibration.faces.max(initial=0) >= face_count:
        return False
    crops, not_dice_crops = calibration.crops, calibration.not_dice_crops
    if crops is not None and (crops.ndim != 4 or crops.dtype != np.uint8 or len(crops) != len(embeddings)
                              or crops.shape[1] != crops.shape[2] or crops.shape[3] != 3):
        return False
    if not_dice is None or from_faces is None:
        return not_dice is None and from_faces is None and not_dice_crops is None
    if crops is not None and (not_dice_crops is None or not_dice_crops.ndim != 5
                              or not_dice_crops.dtype != np.uint8 or len(not_dice_crops) != len(not_dice)
                              or not_dice_crops.shape[1] < 1 or not_dice_crops.shape[2:] != crops.shape[1:]):
        return False        # what was read of the tray is described again with the faces, or neither is
    return (not_dice.ndim == 2 and not_dice.shape[1:] == embeddings.shape[1:]
            and np.issubdtype(not_dice.dtype, np.floating) and from_faces.shape == (len(not_dice),))
