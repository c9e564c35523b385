"""The empty tray, as the fixed camera saw it: what was there before the throw is no die.

A board's printed die, a worn mark or a speck of carpet can look like a die to the
locator, but it looks the same in a picture of the empty tray; a die thrown there
changes the picture (its body, its pips, its outline, its shadow). So with a picture
of the empty tray (``agency dice tray``), a candidate whose spot is unchanged is
dropped before it is read (:func:`drivers.dice.recognize.recognize`, ``empty_tray=``).

The comparison allows for what changes between that picture and a throw when nothing
was moved: camera noise and JPEG (both blurred a little), the exposure and white balance
(each channel scaled by the ratio of the two pictures' medians) and a shake of up to
SHAKE pixels (a pixel is changed only when it is darker or brighter, in some channel, than
every pixel that near in the empty tray, by CHANGED_BY of their light: a dark die on a
dark cloth changes its spot as surely as a white die on a white board). When much of the tray away from the candidates
changed, the camera or the tray has moved, or the light is another: the picture is no
longer the tray's and nothing is dropped (:meth:`Changes.fits`).

The picture is kept as ``empty_tray.png`` beside the dice calibrations
(``$AGENCY_DATA/dice/``), lossless, as the camera gave it.
"""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from drivers.errors import DriverError

FILE_NAME = "empty_tray.png"

BLUR = 1.0              # sigma of the blur both pictures get first: noise and JPEG are not a change
CHANGED_BY = 0.13       # share of its light (after matching the exposure) a pixel must move by to count ...
LEAST_CHANGE = 8        # ... and at least this many grey levels (0-255)
SHAKE = 2               # pixels the camera may have shaken since the empty tray was taken
UNCHANGED_BELOW = 0.05  # a candidate whose square has fewer changed pixels than this share is the tray
SPOT = 1.0              # ... its square: this share of its size about its centre (the top face, its edges)
STALE_ABOVE = 0.25      # more of the tray away from the candidates changed: not this tray any more


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
    """``picture`` kept as the empty tray in ``folder``, written whole or not at all."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / FILE_NAME
    tmp = folder / (FILE_NAME + ".tmp.png")
    if not cv2.imwrite(str(tmp), picture):
        raise EmptyTrayError(f"The picture of the empty tray could not be written in {folder}.", path)
    tmp.replace(path)
    return path


class EmptyTray:
    """A picture of the empty tray (BGR, the camera's full frame), compared with frames of
    the same camera."""

    def __init__(self, picture: np.ndarray):
        self.picture = picture
        self._prepared: dict[tuple[int, int, int, int], _Prepared] = {}

    def changes(self, frame: np.ndarray, box: tuple[int, int, int, int]) -> "Changes | None":
        """How ``frame`` (BGR, as large as the picture) differs from the empty tray within
        ``box`` (x, y, w, h pixels: the tray); None when the two are not one camera's frames."""
        if frame.shape != self.picture.shape:
            return None
        if box not in self._prepared:
            x0, y0, w, h = box
            self._prepared[box] = _Prepared(self.picture[y0:y0 + h, x0:x0 + w])
        x0, y0, w, h = box
        return Changes(self._prepared[box], frame[y0:y0 + h, x0:x0 + w])

    def fits(self, frame: np.ndarray, box: tuple[int, int, int, int], spots) -> bool:
        """True when ``frame`` is still this tray's picture away from ``spots`` (``x``, ``y``,
        ``size`` in pixels of the tray ``box``): see :meth:`Changes.fits`."""
        changes = self.changes(frame, box)
        return changes is not None and changes.fits(spots)


class _Prepared:
    """The empty tray's region as each frame is compared with it: its channel medians, and
    at each pixel the darkest and brightest of its neighbours within SHAKE (blurred); the
    same at a quarter of the size, for telling whether the whole tray still matches."""

    def __init__(self, region: np.ndarray):
        self.medians = _medians(region)
        self.darkest, self.brightest = _envelope(_blurred(region), SHAKE)
        self.small_darkest, self.small_brightest = _envelope(_quarter(region), 1)


class Changes:
    """One frame's tray against the empty tray's. Only what is asked about is compared:
    the squares of the candidates, and the tray at a quarter of its size."""

    def __init__(self, empty: _Prepared, region: np.ndarray):
        self.empty, self.region = empty, region
        self.gain = _medians(region) / np.maximum(empty.medians, 1.0)   # exposure and white balance

    def unchanged(self, c) -> bool:
        """True when the spot of ``c`` (a candidate: ``x``, ``y``, ``size`` in pixels of the
        tray) is as it was in the empty tray: no die lies there."""
        return self.changed_share(c) < UNCHANGED_BELOW

    def changed_share(self, c) -> float:
        """The share of the pixels of ``c``'s square (SPOT of its size) that changed."""
        h, w = self.region.shape[:2]
        half = max(1.0, c.size * SPOT / 2)
        x0, y0 = max(0, int(c.x - half)), max(0, int(c.y - half))
        x1, y1 = min(w, int(np.ceil(c.x + half))), min(h, int(np.ceil(c.y + half)))
        if x1 <= x0 or y1 <= y0:
            return 1.0
        # Blurred with a margin, so the square's edge is blurred as the empty tray's was.
        m = int(np.ceil(3 * BLUR))
        wx0, wy0 = max(0, x0 - m), max(0, y0 - m)
        window = _blurred(self.region[wy0:min(h, y1 + m), wx0:min(w, x1 + m)])
        spot = window[y0 - wy0:y1 - wy0, x0 - wx0:x1 - wx0]
        changed = _outside(spot, self.empty.darkest[y0:y1, x0:x1], self.empty.brightest[y0:y1, x0:x1], self.gain)
        return float(changed.mean())

    def fits(self, candidates) -> bool:
        """True when the tray away from ``candidates`` is still the empty tray's picture
        (no more than STALE_ABOVE of it changed, compared at a quarter of the size)."""
        small = _quarter(self.region)
        changed = _outside(small, self.empty.small_darkest, self.empty.small_brightest, self.gain)
        away = np.ones(changed.shape, bool)
        for c in candidates:
            half = 0.75 * c.size / QUARTER
            x, y = c.x / QUARTER, c.y / QUARTER
            away[max(0, int(y - half)):max(0, int(np.ceil(y + half))),
                 max(0, int(x - half)):max(0, int(np.ceil(x + half)))] = False
        rest = changed[away]
        return rest.size == 0 or float(rest.mean()) <= STALE_ABOVE


QUARTER = 4


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


def _quarter(region: np.ndarray) -> np.ndarray:
    """``region`` at a quarter of its size, each pixel the mean of 4x4 (itself a blur)."""
    h, w = region.shape[0] // QUARTER, region.shape[1] // QUARTER
    small = region[:h * QUARTER, :w * QUARTER]
    return cv2.resize(small, (max(1, w), max(1, h)), interpolation=cv2.INTER_AREA).astype(np.float32)


def _medians(region: np.ndarray) -> np.ndarray:
    """Each channel's median over every 8th pixel (fast, and dice cover too little to move it)."""
    return np.median(region[::8, ::8].reshape(-1, region.shape[2]), axis=0).astype(np.float32)
