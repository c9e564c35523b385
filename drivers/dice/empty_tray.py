"""The empty tray, as the fixed camera saw it: what was there before the throw is no die.

A board's printed die, a worn mark or a speck of carpet can look like a die to the
locator, but it looks the same in a picture of the empty tray; a die thrown there
changes the picture (its body, its pips, its outline, its shadow). So with a picture
of the empty tray (``agency dice tray``), a candidate whose spot is unchanged is
dropped before it is read (:func:`drivers.dice.recognize.recognize`, ``empty_tray=``),
as long as the tray still looks as in the picture.

The comparison allows for what changes between that picture and a throw when nothing
was moved: camera noise and JPEG (both blurred a little), the exposure and white balance
(each channel scaled by the ratio of the two pictures' medians) and a shake of up to
SHAKE pixels (a pixel is changed only when it is darker or brighter, in some channel, than
every pixel that near in the empty tray, by CHANGED_BY of their light: a dark die on a
dark cloth changes its spot as surely as a white die on a white board). When much of the
tray away from the candidates changed, the camera or the tray has moved, or the light is
another: the picture is no longer the tray's and nothing is dropped (:meth:`Changes.fits`).

The picture is kept as ``empty_tray.png`` beside the dice calibrations
(``$AGENCY_DATA/dice/``), lossless, as the camera gave it.
"""

from __future__ import annotations

import os
from pathlib import Path

import cv2
import numpy as np

from drivers.dice.recognize import as_bgr
from drivers.errors import DriverError

FILE_NAME = "empty_tray.png"

BLUR = 1.0              # sigma of the blur both pictures get first: noise and JPEG are not a change
CHANGED_BY = 0.13       # share of its light (after matching the exposure) a pixel must move by to count ...
LEAST_CHANGE = 8        # ... and at least this many grey levels (0-255)
SHAKE = 2               # pixels the camera may have shaken since the empty tray was taken
UNCHANGED_BELOW = 0.05  # a candidate whose square (one die size) has fewer changed pixels than this is the tray
STALE_ABOVE = 0.25      # more of the tray away from the candidates changed: not this tray any more ...
AWAY_FROM = 1.5         # ... "away": outside a square of this many die sizes about each candidate
COARSE = 4              # the whole tray is compared at 1/COARSE of its size
SMALLEST_TRAY = 8       # pixels: a tray narrower than this holds no die (as recognize says)


class EmptyTrayError(DriverError):
    """The saved picture of the empty tray (``path``) cannot be read; ``str()`` is one sentence."""

    def __init__(self, message: str, path: Path):
        super().__init__(message)
        self.path = path


def load_empty_tray(folder: Path) -> "EmptyTray | None":
    """The empty tray saved in ``folder`` (the dice calibrations'), or None when none was taken."""
    path = folder / FILE_NAME
    if not path.is_file():
        return None
    from drivers.camera.images import PictureError, read_picture
    try:
        return EmptyTray(read_picture(path))
    except PictureError as err:
        raise EmptyTrayError(f"The picture of the empty tray ({path}) cannot be read ({str(err).rstrip('.')}); "
                             "take it again with `agency dice tray`.", path) from None


def save_empty_tray(picture: np.ndarray, folder: Path) -> Path:
    """``picture`` kept as the empty tray in ``folder``, written whole or not at all, and on
    the card before this returns (the kiosk then says it is kept)."""
    path = folder / FILE_NAME
    encoded, png = cv2.imencode(".png", picture)
    if not encoded:
        raise EmptyTrayError(f"The picture of the empty tray could not be written in {folder}.", path)
    tmp = folder / (FILE_NAME + ".tmp")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(png.tobytes())
            f.flush()
            os.fsync(f.fileno())
        tmp.replace(path)
    except OSError as err:
        raise EmptyTrayError(f"The picture of the empty tray could not be written in {folder} "
                             f"({err.strerror or err}).", path) from None
    return path


class EmptyTray:
    """A picture of the empty tray (the camera's full frame), compared with frames of the
    same camera. Only the watcher's thread uses one: what it prepares per tray is kept
    in a plain dict."""

    def __init__(self, picture: np.ndarray):
        self.picture = as_bgr(picture)
        self._prepared: dict[tuple[int, int, int, int], _Prepared] = {}

    def suits(self, frame_shape: tuple[int, ...]) -> bool:
        """Whether frames of ``frame_shape`` are as large as the picture."""
        return tuple(frame_shape[:2]) == self.picture.shape[:2]

    def changes(self, frame: np.ndarray, box: tuple[int, int, int, int]) -> "Changes | None":
        """How ``frame`` (BGR) differs from the empty tray within ``box`` (x, y, w, h pixels:
        the tray); None when the frame is of another size than the picture, or the tray
        too small to hold a die."""
        x0, y0, w, h = box
        if not self.suits(frame.shape) or w < SMALLEST_TRAY or h < SMALLEST_TRAY:
            return None
        if box not in self._prepared:
            self._prepared[box] = _Prepared(self.picture[y0:y0 + h, x0:x0 + w])
        return Changes(self._prepared[box], frame[y0:y0 + h, x0:x0 + w])

    def fits(self, frame: np.ndarray, box: tuple[int, int, int, int], spots) -> bool:
        """True when ``frame`` is still this tray's picture away from ``spots``: see
        :meth:`Changes.fits`."""
        changes = self.changes(frame, box)
        return changes is not None and changes.fits(spots)


class _Prepared:
    """The empty tray's region as each frame is compared with it: its channel medians, and
    at each pixel the darkest and brightest of its neighbours within SHAKE, blurred; and,
    for telling whether the whole tray still matches, the same at 1/COARSE of the size
    (where a pixel is the mean of COARSE x COARSE, itself a blur) within one pixel."""

    def __init__(self, region: np.ndarray):
        self.medians = _medians(region)
        self.darkest, self.brightest = _envelope(_blurred(region), SHAKE)
        self.coarse_darkest, self.coarse_brightest = _envelope(_coarse(region), 1)


class Changes:
    """One frame's tray against the empty tray's. Only what is asked about is compared:
    the squares of the candidates, and the tray at 1/COARSE of its size (once a frame).
    A spot is ``(x, y, size)`` in pixels of the tray."""

    def __init__(self, empty: _Prepared, region: np.ndarray):
        self.empty, self.region = empty, region
        self.gain = _medians(region) / np.maximum(empty.medians, 1.0)   # exposure and white balance
        self._coarse_changed: np.ndarray | None = None

    def unchanged(self, x: float, y: float, size: float) -> bool:
        """True when the spot is as it was in the empty tray: no die lies there."""
        return self.changed_share(x, y, size) < UNCHANGED_BELOW

    def changed_share(self, x: float, y: float, size: float) -> float:
        """The share of the pixels of the spot's square (one die size) that changed."""
        h, w = self.region.shape[:2]
        x0, y0, x1, y1 = _square(x, y, size, w, h)
        if x1 <= x0 or y1 <= y0:
            return 1.0
        # Blurred with a margin, so the square's edge is blurred as the empty tray's was.
        m = int(np.ceil(3 * BLUR))
        wx0, wy0 = max(0, x0 - m), max(0, y0 - m)
        window = _blurred(self.region[wy0:min(h, y1 + m), wx0:min(w, x1 + m)])
        spot = window[y0 - wy0:y1 - wy0, x0 - wx0:x1 - wx0]
        changed = _outside(spot, self.empty.darkest[y0:y1, x0:x1], self.empty.brightest[y0:y1, x0:x1], self.gain)
        return float(changed.mean())

    def fits(self, spots) -> bool:
        """True when the tray away from ``spots`` (outside a square of AWAY_FROM die sizes
        about each: a die's shadow, a hand's edge) is still the empty tray's picture: no more
        than STALE_ABOVE of it changed."""
        if self._coarse_changed is None:
            self._coarse_changed = _outside(_coarse(self.region), self.empty.coarse_darkest,
                                            self.empty.coarse_brightest, self.gain)
        h, w = self._coarse_changed.shape
        away = np.ones((h, w), bool)
        for x, y, size in spots:
            x0, y0, x1, y1 = _square(x / COARSE, y / COARSE, AWAY_FROM * size / COARSE, w, h)
            away[y0:y1, x0:x1] = False
        rest = self._coarse_changed[away]
        return rest.size == 0 or float(rest.mean()) <= STALE_ABOVE


def _square(x: float, y: float, side: float, width: int, height: int) -> tuple[int, int, int, int]:
    """(x0, y0, x1, y1) of the square of ``side`` about (x, y), within width x height."""
    half = max(1.0, side / 2)
    return (max(0, int(x - half)), max(0, int(y - half)),
            min(width, int(np.ceil(x + half))), min(height, int(np.ceil(y + half))))


def _outside(now: np.ndarray, darkest: np.ndarray, brightest: np.ndarray, gain: np.ndarray) -> np.ndarray:
    """Pixels of ``now`` darker or brighter than any the empty tray had near them, by CHANGED_BY
    of that pixel's light (so a black die on a dark cloth changes it as a white one on a white
    board does), and by at least LEAST_CHANGE (the camera's noise)."""
    darkest, brightest = darkest * gain, brightest * gain
    return ((now < darkest - np.maximum(CHANGED_BY * darkest, LEAST_CHANGE))
            | (now > brightest + np.maximum(CHANGED_BY * brightest, LEAST_CHANGE))).any(axis=2)


def _envelope(image: np.ndarray, reach: int) -> tuple[np.ndarray, np.ndarray]:
    kernel = np.ones((2 * reach + 1, 2 * reach + 1), np.uint8)
    return cv2.erode(image, kernel), cv2.dilate(image, kernel)


def _blurred(region: np.ndarray) -> np.ndarray:
    return cv2.GaussianBlur(region, (0, 0), BLUR).astype(np.float32)


def _coarse(region: np.ndarray) -> np.ndarray:
    """``region`` at 1/COARSE of its size, each pixel the mean of COARSE x COARSE."""
    h, w = region.shape[0] // COARSE, region.shape[1] // COARSE
    return cv2.resize(region[:h * COARSE, :w * COARSE], (w, h), interpolation=cv2.INTER_AREA).astype(np.float32)


def _medians(region: np.ndarray) -> np.ndarray:
    """Each channel's median over every 8th pixel (fast, and dice cover too little to move it)."""
    return np.median(region[::8, ::8].reshape(-1, region.shape[2]), axis=0).astype(np.float32)
