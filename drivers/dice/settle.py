"""When a roll can be read, and what several readings of it agree on.

:class:`Settler` watches the tray frame by frame. A roll is only read after
something moved in the tray (a throw: no roll nobody saw), then the picture
stayed still for ``still_seconds`` with no hand in the tray; it then hands over
the next ``vote_frames`` still frames. :func:`vote` merges the readings of
those frames into one roll with a confidence.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass

import cv2
import numpy as np

from drivers.dice.recognize import Die, tray_box

MOTION_SIDE = 160   # motion and hands are judged on the tray scaled to this width


@dataclass(frozen=True)
class SettleRules:
    motion_threshold: float = 0.004   # fraction of tray pixels that changed between frames
    still_seconds: float = 0.6        # how long the tray must stay still before reading
    vote_frames: int = 3              # still frames read and voted
    hand_fraction: float = 0.04       # a skin-coloured blob this large (of the tray) is a hand


class Settler:
    """Feed frames with :meth:`feed`; it returns the frames to read once a roll has settled."""

    def __init__(self, rules: SettleRules = SettleRules(), tray=None):
        self.rules, self.tray = rules, tray
        self.state = "waiting"       # waiting for a throw -> moving -> settled (collecting votes)
        self._previous: np.ndarray | None = None
        self._still_since: float | None = None
        self._votes: list[np.ndarray] = []

    def feed(self, frame: np.ndarray, t: float) -> list[np.ndarray] | None:
        small = self._tray_image(frame)
        grey = cv2.GaussianBlur(cv2.cvtColor(small, cv2.COLOR_BGR2GRAY), (5, 5), 0)
        moving = self._previous is not None and motion(self._previous, grey) > self.rules.motion_threshold
        self._previous = grey
        busy = moving or hand_in_tray(small, self.rules.hand_fraction)
        if self.state == "waiting":
            if busy:
                self.state, self._still_since = "moving", None
            return None
        if busy:
            self.state, self._still_since, self._votes = "moving", None, []
            return None
        if self._still_since is None:
            self._still_since = t
        if t - self._still_since < self.rules.still_seconds - 1e-6:
            return None
        self._votes.append(frame)
        if len(self._votes) < self.rules.vote_frames:
            return None
        frames, self._votes, self.state = self._votes, [], "waiting"
        return frames

    def _tray_image(self, frame: np.ndarray) -> np.ndarray:
        x, y, w, h = tray_box(frame.shape, self.tray)
        region = frame[y:y + h, x:x + w]
        height = max(1, round(h * MOTION_SIDE / w))
        return cv2.resize(region, (MOTION_SIDE, height), interpolation=cv2.INTER_AREA)


def motion(before: np.ndarray, after: np.ndarray) -> float:
    """Fraction of pixels whose brightness changed clearly between two grey images."""
    return float(np.count_nonzero(cv2.absdiff(before, after) > 25)) / before.size


def hand_in_tray(image: np.ndarray, fraction: float) -> bool:
    """True when a skin-coloured blob covering ``fraction`` of the image reaches in from
    its edge. Dice are far smaller than a hand, so an orange die does not count; a
    blob over most of the image is a wooden tray or table, not a hand."""
    ycrcb = cv2.cvtColor(image, cv2.COLOR_BGR2YCrCb)
    skin = cv2.inRange(ycrcb, (40, 138, 77), (250, 175, 127))
    skin = cv2.morphologyEx(skin, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    _, _, stats, _ = cv2.connectedComponentsWithStats(skin)
    h, w = skin.shape
    for x, y, bw, bh, area in stats[1:]:
        at_edge = x == 0 or y == 0 or x + bw == w or y + bh == h
        if at_edge and fraction * skin.size <= area <= 0.6 * skin.size:
            return True
    return False


def vote(readings: list[list[Die]]) -> tuple[list[Die], float]:
    """One roll from several readings of the same still dice, and its confidence.

    The dice are those of a reading with the most common count; each takes the
    face most readings give at its place. A die's confidence is its mean
    confidence on that face times the share of readings that agree; the roll's
    is its least sure die, scaled down when the readings disagree on the count.
    """
    if not readings:
        return [], 0.0
    counts = [len(r) for r in readings]
    usual = statistics.mode(counts)
    reference = next(r for r in readings if len(r) == usual)
    dice = []
    for die in reference:
        seen = []
        for reading in readings:
            near = [d for d in reading if np.hypot(d.center[0] - die.center[0], d.center[1] - die.center[1])
                    < 0.5 * die.bbox[2]]
            if near:
                seen.append(min(near, key=lambda d: np.hypot(d.center[0] - die.center[0], d.center[1] - die.center[1])))
        faces = [d.face for d in seen]
        face = max(set(faces), key=lambda f: (faces.count(f), f == die.face))
        agreeing = [d for d in seen if d.face == face]
        confidence = statistics.mean(d.confidence for d in agreeing) * len(agreeing) / len(readings)
        dice.append(Die(face, agreeing[0].value, die.center, die.bbox, round(confidence, 3)))
    count_agreement = counts.count(usual) / len(counts)
    confidence = min((d.confidence for d in dice), default=0.0) * count_agreement
    return dice, round(confidence, 3)
