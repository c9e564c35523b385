"""Drawn dice for the simulated table and the tests: a tray seen from above.

Faces are pips (1-6) or a few symbols (``skull``, ``star``, ``cross``,
``ring``, ``bolt``) so symbol calibration can be exercised without pictures
of any game's own dice.
"""

from __future__ import annotations

import math

import cv2
import numpy as np

PIP_LAYOUT = {
    1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}
SYMBOLS = ("skull", "star", "cross", "ring", "bolt")


def draw_face(face: int | str, side: int = 120, body=(235, 235, 230), ink=(30, 30, 30)) -> np.ndarray:
    """One die face, ``side`` pixels square with rounded corners (black outside them)."""
    img = np.zeros((side, side, 3), np.uint8)
    r = side // 7
    cv2.rectangle(img, (r, 0), (side - r, side), body, -1)
    cv2.rectangle(img, (0, r), (side, side - r), body, -1)
    for cx, cy in ((r, r), (side - r, r), (r, side - r), (side - r, side - r)):
        cv2.circle(img, (cx, cy), r, body, -1, cv2.LINE_AA)
    c, u = side / 2, side / 4
    if isinstance(face, int):
        for dx, dy in PIP_LAYOUT[face]:
            cv2.circle(img, (round(c + dx * u), round(c + dy * u)), round(side * 0.09), ink, -1, cv2.LINE_AA)
    elif face == "skull":
        cv2.circle(img, (round(c), round(c - u * 0.3)), round(u * 1.1), ink, -1, cv2.LINE_AA)
        cv2.rectangle(img, (round(c - u * 0.6), round(c + u * 0.5)), (round(c + u * 0.6), round(c + u * 1.3)), ink, -1)
        for ex in (-0.45, 0.45):
            cv2.circle(img, (round(c + ex * u), round(c - u * 0.35)), round(u * 0.3), body, -1, cv2.LINE_AA)
    elif face == "star":
        pts = [(c + (u * 1.5 if k % 2 == 0 else u * 0.6) * math.sin(k * math.pi / 5),
                c - (u * 1.5 if k % 2 == 0 else u * 0.6) * math.cos(k * math.pi / 5)) for k in range(10)]
        cv2.fillPoly(img, [np.round(np.array(pts)).astype(np.int32)], ink, cv2.LINE_AA)
    elif face == "cross":
        t = round(u * 0.35)
        cv2.rectangle(img, (round(c - t), round(c - u * 1.4)), (round(c + t), round(c + u * 1.4)), ink, -1)
        cv2.rectangle(img, (round(c - u * 1.4), round(c - t)), (round(c + u * 1.4), round(c + t)), ink, -1)
    elif face == "ring":
        cv2.circle(img, (round(c), round(c)), round(u * 1.2), ink, round(u * 0.4), cv2.LINE_AA)
    elif face == "bolt":
        pts = [(0.2, -1.5), (-0.8, 0.2), (0.0, 0.2), (-0.3, 1.5), (0.9, -0.3), (0.1, -0.3), (0.5, -1.5)]
        cv2.fillPoly(img, [np.round(np.array([(c + x * u, c + y * u) for x, y in pts])).astype(np.int32)],
                     ink, cv2.LINE_AA)
    else:
        raise ValueError(f"No drawing for the face {face!r}; use 1-6 or one of {', '.join(SYMBOLS)}.")
    return img


def tray(width: int = 640, height: int = 480, colour=(150, 155, 150), seed: int = 0) -> np.ndarray:
    """An empty tray: a flat colour with a little texture."""
    rng = np.random.default_rng(seed)
    noise = rng.normal(0, 4, (height, width, 1))
    return np.clip(np.array(colour, np.float32) + noise, 0, 255).astype(np.uint8)


def place(image: np.ndarray, face: int | str, center: tuple[float, float], side: int, angle: float = 0.0,
          body=(235, 235, 230), ink=(30, 30, 30)) -> np.ndarray:
    """``image`` with a die showing ``face`` drawn at ``center``, turned by ``angle`` degrees,
    with a soft shadow so it stands on the tray."""
    drawn = draw_face(face, 4 * side, body, ink)
    m = cv2.getRotationMatrix2D((2 * side, 2 * side), angle, 0.25)
    m[:, 2] += (center[0] - 2 * side, center[1] - 2 * side)
    h, w = image.shape[:2]
    face_img = cv2.warpAffine(drawn, m, (w, h), flags=cv2.INTER_AREA)
    mask = cv2.warpAffine(np.full((4 * side, 4 * side), 255, np.uint8) * (drawn.max(axis=2) > 0), m, (w, h),
                          flags=cv2.INTER_AREA).astype(np.float32) / 255
    shadow = cv2.GaussianBlur(np.roll(mask, (side // 8, side // 8), axis=(0, 1)), (0, 0), side / 10)[..., None]
    mask = mask[..., None]
    out = image.astype(np.float32) * (1 - 0.45 * shadow)
    out = out * (1 - mask) + face_img.astype(np.float32) * mask
    return np.clip(out, 0, 255).astype(np.uint8)


def scene(dice: list[tuple[int | str, tuple[float, float], float]], side: int = 48, width: int = 640,
          height: int = 480, seed: int = 0) -> np.ndarray:
    """A tray with ``dice`` as (face, centre, angle)."""
    image = tray(width, height, seed=seed)
    for face, center, angle in dice:
        image = place(image, face, center, side, angle)
    return image
