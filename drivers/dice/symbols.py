"""Telling calibrated symbol faces apart.

A face is described twice: by the reader network's 96 numbers (what it makes
of the crop) and by a small picture of the face itself, cut out along the die's
own outline so it is upright (up to a quarter turn) and the same size whatever
the locator guessed (from the outline of a row of touching dice, the one under
the centre), and compared at the best of a few small shifts and turns. Two faces
match when both descriptions agree; the picture is what separates a star from a
lightning bolt, which the pip-trained network sees as much alike.
"""

from __future__ import annotations

import cv2
import numpy as np

TEMPLATE_SIDE = 24
_WINDOW = 64          # the die is looked for in a 64x64 view of two die sizes
_ONE_DIE_AT_MOST = 1.4    # an outline longer than this times its width is a row of touching dice


def face_template(image: np.ndarray, x: float, y: float, size: float) -> np.ndarray:
    """The face of the die near (x, y) as a zero-mean unit vector of TEMPLATE_SIDE² grey levels."""
    m = cv2.getRotationMatrix2D((x, y), 0, _WINDOW / (2 * size))
    m[:, 2] += (_WINDOW / 2 - x, _WINDOW / 2 - y)
    view = cv2.warpAffine(image, m, (_WINDOW, _WINDOW), borderMode=cv2.BORDER_REPLICATE)
    grey = cv2.GaussianBlur(cv2.cvtColor(view, cv2.COLOR_BGR2GRAY), (3, 3), 0)
    face = _cut_out(grey)
    if face is None:   # no clear outline: the middle of the view, as the locator placed it
        quarter = _WINDOW // 4
        face = cv2.resize(grey[quarter:-quarter, quarter:-quarter], (TEMPLATE_SIDE, TEMPLATE_SIDE))
    return _unit(face)


def _nudge(dx: int, dy: int, turn: float) -> np.ndarray:
    m = cv2.getRotationMatrix2D((TEMPLATE_SIDE / 2, TEMPLATE_SIDE / 2), turn, 1.0)
    m[:, 2] += (dx, dy)
    return m


# Shifts of up to 2 pixels and turns of up to 8 degrees of a face picture.
_NUDGES = [_nudge(dx, dy, turn) for dx in (-2, 0, 2) for dy in (-2, 0, 2) for turn in (-8, 0, 8)]


def similarities(templates: np.ndarray, face: np.ndarray) -> np.ndarray:
    """The cosine of each of ``templates`` with ``face``, at the best of a few small shifts
    and turns of the face: a face cut out a pixel or two off, or a few degrees askew, still
    matches its calibrated examples."""
    square = face.reshape(TEMPLATE_SIDE, TEMPLATE_SIDE)
    nudged = np.stack([_unit(cv2.warpAffine(square, m, (TEMPLATE_SIDE, TEMPLATE_SIDE),
                                            borderMode=cv2.BORDER_REPLICATE)) for m in _NUDGES])
    return (templates @ nudged.T).max(axis=1)


def quarter_turns(template: np.ndarray) -> list[np.ndarray]:
    """The template turned by 0, 90, 180 and 270 degrees."""
    square = template.reshape(TEMPLATE_SIDE, TEMPLATE_SIDE)
    return [np.rot90(square, k).ravel().copy() for k in range(4)]


def _cut_out(grey: np.ndarray) -> np.ndarray | None:
    """The die under the centre, found as the Otsu region that is not the background
    (the class of most border pixels), straightened along its outline."""
    _, mask = cv2.threshold(grey, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    border = np.concatenate([mask[0], mask[-1], mask[:, 0], mask[:, -1]])
    if (border > 0).mean() > 0.5:
        mask = 255 - mask
    outline = outline_around(mask, (_WINDOW / 2, _WINDOW / 2))
    if outline is None:
        return None
    (rx, ry), (rw, rh), angle = cv2.minAreaRect(outline)
    side = max(rw, rh)
    if side > _ONE_DIE_AT_MOST * min(rw, rh):     # dice touching in a row: the one under the centre
        rx, ry, side = _one_of_row(rx, ry, rw, rh, angle)
    if not 0.35 * _WINDOW / 2 < side < 0.95 * _WINDOW:
        return None
    m = cv2.getRotationMatrix2D((rx, ry), angle, TEMPLATE_SIDE / side)
    m[:, 2] += (TEMPLATE_SIDE / 2 - rx, TEMPLATE_SIDE / 2 - ry)
    return cv2.warpAffine(grey, m, (TEMPLATE_SIDE, TEMPLATE_SIDE), borderMode=cv2.BORDER_REPLICATE)


def outline_around(mask: np.ndarray, point: tuple[float, float]) -> np.ndarray | None:
    """The largest outline of ``mask``'s set pixels (gaps under 5 px closed) that holds ``point``."""
    mask = cv2.morphologyEx(mask, cv2.MORPH_CLOSE, np.ones((5, 5), np.uint8))
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    around = [c for c in contours if cv2.pointPolygonTest(c, point, False) >= 0]
    return max(around, key=cv2.contourArea) if around else None


def _one_of_row(rx: float, ry: float, rw: float, rh: float, angle: float) -> tuple[float, float, float]:
    """Centre and side of the square die, as wide as the row of touching dice whose outline
    is the rectangle (rx, ry, rw, rh, angle), that lies nearest the view's centre."""
    side, length = min(rw, rh), max(rw, rh)
    theta = np.radians(angle if rw >= rh else angle + 90)       # direction of the row
    axis = np.array([np.cos(theta), np.sin(theta)])
    along = float(np.dot(np.array([_WINDOW / 2 - rx, _WINDOW / 2 - ry]), axis))
    along = float(np.clip(along, -(length - side) / 2, (length - side) / 2))
    return rx + along * axis[0], ry + along * axis[1], side


def _unit(face: np.ndarray) -> np.ndarray:
    v = face.astype(np.float32).ravel()
    v -= v.mean()
    return v / max(float(np.linalg.norm(v)), 1e-6)
