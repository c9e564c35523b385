"""Learning symbol faces from examples: no retraining, no pictures of a game's dice in the repo.

Each example is a picture with one die showing the face. The die is found like
any other; the reader's description of its crop (turned through eight angles)
and a straightened picture of the face (in four quarter turns) are kept, so the
face is recognised however it lies. Recognition then takes the face whose kept
examples are closest (:mod:`drivers.dice.symbols`).
"""

from __future__ import annotations

import numpy as np

from drivers.dice.model import CROP_SCALE, Networks, crop
from drivers.dice.profiles import Calibration, Profile
from drivers.dice.recognize import as_bgr, find_candidates, tray_region
from drivers.dice.symbols import face_template, quarter_turns
from drivers.errors import DriverError

ANGLES = tuple(range(0, 360, 45))


class CalibrationError(DriverError, ValueError):
    """An example cannot be used; ``str()`` is one sentence. ``face`` and ``picture`` (its index
    among that face's pictures) say which example, when it is one."""

    def __init__(self, message: str, face: str | None = None, picture: int | None = None):
        super().__init__(message)
        self.face, self.picture = face, picture


def describe_face(image: np.ndarray, tray=None, networks: Networks | None = None,
                  die_size: float | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Descriptions and face pictures (one row per angle of ANGLES) of the most die-like
    thing in ``image`` (looked for as a die of ``die_size`` pixels when that is known)."""
    networks = networks or Networks.shared()
    region, best = _one_die(image, tray, networks, die_size)
    crops = np.stack([crop(region, best.x, best.y, best.size * CROP_SCALE, a) for a in ANGLES])
    turns = quarter_turns(face_template(region, best.x, best.y, best.size))
    return networks.read(crops)[1], np.stack([turns[k % 4] for k in range(len(ANGLES))])


def die_size_of(pictures: list[np.ndarray], tray=None) -> float:
    """The median size in pixels of the one die in each of ``pictures``: taken with the
    table's camera, the ``dice.die_size`` to set."""
    return float(np.median([_one_die(picture, tray)[1].size for picture in pictures]))


def _one_die(image: np.ndarray, tray, networks: Networks | None = None, die_size: float | None = None):
    """The tray region of ``image`` and the most die-like candidate in it."""
    _, _, region = tray_region(as_bgr(image), tray)
    candidates = find_candidates(networks or Networks.shared(), region, die_size)
    if not candidates:
        raise CalibrationError("No die was found in the picture; put one die in the middle of the tray.")
    return region, max(candidates, key=lambda c: c.score)


def calibrate(profile: Profile, examples: dict[str, list[np.ndarray]], tray=None,
              keep_existing: bool = True, die_size: float | None = None) -> Calibration:
    """A calibration of ``profile`` from pictures of each named face (``{"skull": [img, ...]}``),
    added to the profile's current one unless ``keep_existing`` is false (each die looked
    for as one of ``die_size`` pixels when that is known)."""
    names = [f.name for f in profile.faces]
    embeddings, templates, faces = [], [], []
    if keep_existing and profile.calibration is not None:
        retrained = {names.index(n) for n in examples if n in names}
        keep = ~np.isin(profile.calibration.faces, list(retrained))
        embeddings.append(profile.calibration.embeddings[keep])
        templates.append(profile.calibration.templates[keep])
        faces.append(profile.calibration.faces[keep])
    for name, pictures in examples.items():
        if name not in names:
            raise CalibrationError(f"The profile {profile.name} has no face '{name}'; "
                                   f"its faces are: {', '.join(names)}.")
        for number, picture in enumerate(pictures):
            try:
                described, pictured = describe_face(picture, tray, die_size=die_size)
            except CalibrationError:
                raise CalibrationError(f"No die was found in picture {number + 1} of '{name}'; "
                                       "put one die in the middle of the tray.", name, number) from None
            embeddings.append(described)
            templates.append(pictured)
            faces.append(np.full(len(described), names.index(name)))
    return Calibration(np.concatenate(embeddings).astype(np.float32), np.concatenate(templates).astype(np.float32),
                       np.concatenate(faces).astype(np.int16))
