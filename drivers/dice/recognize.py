"""Read thrown dice in one picture: a pure function from a BGR image to dice.

Two steps (see :mod:`drivers.dice.model`):

1. the locator finds die centres and sizes in the frame scaled so its long side
   is 320 px (larger frames: scaled by no less than 0.4, so a 25 px die is still
   10 px); if the dice come out much smaller or larger than it reads best
   (about 12-56 px there), it looks again at a scale that puts them near 28 px,
   so dice from about 25 px to 200 px across are found in any frame;
2. the reader classifies a crop around each centre, taken from the
   full-resolution frame, into faces 1-6 or "not a die"; symbol faces are
   matched against the profile's calibration instead.

Only the tray region (fractions of the frame) is looked at, so whatever lies on
the table around it is ignored. A dim region is first brightened, as a camera's
auto-exposure would: the networks trained on well-lit photos, and at 40 % of the
light they miss one die in ten and misread others confidently.

A camera fixed over the tray sees every die at about one size. Given that size
(``die_size``, config ``dice.die_size``), the locator looks once, at the scale that
makes such a die 28 px, instead of guessing it from what it finds: a large die is
then not taken for a group of small ones (its pips read as dice showing 1), and
specks far smaller than a die are not looked at. Each die is then read at that size,
not at the one the locator gives it: for half of the drawn dice it never trained on,
the locator's size is under 0.86 or over 1.25 of theirs, and a crop cut too small loses
pips, one too large takes in a neighbour (those dice: 72.6 % right read at the locator's
sizes, 84.8 % at the size told, 78.2 % not told; dice README, "A size told is the size
read"). Not told, the reader takes the size from the roll itself: the dice it reads
surely by their pips tell it, and the roll is looked at again at the scale for that size
(:func:`roll_size`), each die still read at its own size (read at that one, the white
boards never seen fell from 75.9 to 70.5 %: the smallest sure die is the farthest on an
oblique view, and a mixed set has no one size). With the size known and every
face of a symbol profile calibrated, fainter candidates are read as well: symbol
dice, which the locator finds less surely than pips, are then missed less often.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import cv2
import numpy as np

from drivers.dice.confidence import UNREADABLE_FACE, UNSURE_BELOW, calibrated
from drivers.dice.model import CROP_SCALE, LOCATOR_STRIDE, NOT_A_DIE, Networks, crop
from drivers.dice.profiles import Profile, load_profile
from drivers.dice.symbols import face_template, similarities
from drivers.errors import DriverError

if TYPE_CHECKING:   # empty_tray reads its picture with as_bgr below
    from drivers.dice.empty_tray import Changes, EmptyTray

WORK_SIDE = 320                 # the locator's first look: long side in pixels ...
MIN_FIRST_SCALE = 0.4           # ... but never scaled down more than this at first
MAX_SIDE = 1280                 # the longest side the locator is ever given
BEST_DIE_SIZE = (12, 56)        # die sizes (locator pixels) it reads without a second look
BEST_LOCATED_SIZE = 28          # ... and the size a second look (or a known die size) scales them to
SAME_SCALE = 0.25               # a look at a scale within this share of one taken adds too little to take
PEAK_MIN = 0.2                  # locator score for a candidate ...
CALIBRATED_PEAK_MIN = 0.12      # ... for calibrated symbol dice of a known size (see candidate_floor)
READ_TURNS = (0, 45, 90, 135)   # each crop is read at these turns (degrees), the readings averaged:
                                # on dice never trained on, 4 points more right than (0, 45) (dice README) ...
SURE_AFTER_TWO = 0.9            # ... but a crop whose first two readings agree this surely keeps their mean;
WIDER_CROP = 1.65               # ... one less sure is also read at every turn in a square of this many die sizes
MAX_CANDIDATES = 64             # the strongest candidates read per picture (a tray holds far fewer dice)
NOT_A_DIE_MAX = 0.5             # reader's "not a die" probability above which a candidate is dropped
CALIBRATED_MATCH = 0.85         # similarity (mean of two cosines) from which a calibrated example decides
DESCRIPTION_LEAD = 0.05         # ... or the lead of the reader's description of one face over the next
SYMBOL_SHARPNESS = 0.02         # temperature of the softmax over calibrated faces
SIZE_FROM_SCORE = 0.9           # reader's score from which a die read by its pips tells the roll's die size
ONE_SIZE_FROM = 3               # candidates from which the roll's common die size is trusted
SMALLEST_OF_ROLL = 0.55         # a candidate under this share of the roll's die size is a pip or a speck ...
SMALLEST_OF_SIZED_ROLL = 0.4    # ... of the size its surely read dice told (see roll_size)
LARGEST_OF_ROLL = 1.6           # one over this share is also read at the roll's die size, and hosts no pips
SIDE_BELOW = 0.5                # reader's score under which a candidate within one die of ...
SIDE_OF = 0.8                   # ... a die read with at least this score is that die's side (see without_sides)
NEAR_SIDE_BELOW = 0.8           # reader's score under which a candidate whose centre lies within ...
NEAR_SIDE = 0.85                # ... this share of a die of a candidate the locator scored higher is that one's side
FARTHER = 0.5                   # pips of a large die found as dice: a look at this share of the farthest scale ...
HOST_SIZES = (1.4, 1.9)         # ... sizes such a die too small, so it is read at these multiples of its size;
HOLDS_BELOW = 0.5               # ... the candidates within half of it and under this share of it at 1.4 ...
PIP_BELOW = 0.9                 # ... each read under this (a die read surely is a die) ...
HOST_FROM = 0.8                 # ... are its pips when it reads as a die at least this surely (see _without_pips)
WELL_EXPOSED = 220              # the bright end (brightest 8x8 patch of grey) of a well-lit picture
EXPOSURE_PATCH = 8              # side of that patch: smaller than any die, larger than a glint
LEAST_GAIN = 1.3                # a picture is brightened only when it needs at least this gain ...
MOST_GAIN = 3.0                 # ... and by no more than this, past which it is mostly noise


class ImageError(DriverError, ValueError):
    """The picture cannot be read as an image; ``str()`` is one sentence."""


@dataclass(frozen=True)
class Die:
    face: str
    value: int | None
    center: tuple[float, float]
    bbox: tuple[float, float, float, float]
    confidence: float

    def as_json(self) -> dict:
        return {"face": self.face, "value": self.value, "center": list(self.center),
                "bbox": list(self.bbox), "confidence": self.confidence}


def as_bgr(image) -> np.ndarray:
    """``image`` as an 8-bit 3-channel BGR array, or :class:`ImageError` saying what is wrong."""
    if not isinstance(image, np.ndarray):
        raise ImageError(f"The image must be a numpy array, not {type(image).__name__}.")
    if image.dtype != np.uint8:
        raise ImageError(f"The image must have 8-bit pixels (uint8), not {image.dtype}.")
    if image.ndim not in (2, 3) or (image.ndim == 3 and image.shape[2] not in (1, 3, 4)):
        raise ImageError(f"The image must be height x width x 3 (BGR), not shape {image.shape}.")
    if image.shape[0] < 8 or image.shape[1] < 8:  # before converting: OpenCV refuses empty arrays
        raise ImageError(f"The image is too small to hold dice ({image.shape[1]}x{image.shape[0]} pixels).")
    if image.ndim == 2 or image.shape[2] == 1:
        image = cv2.cvtColor(image, cv2.COLOR_GRAY2BGR)
    elif image.shape[2] == 4:
        image = cv2.cvtColor(image, cv2.COLOR_BGRA2BGR)
    return image


def tray_box(shape: tuple[int, ...], tray) -> tuple[int, int, int, int]:
    """The tray as pixels (x, y, w, h) of a frame of ``shape``; ``tray`` is
    ``[x, y, w, h]`` fractions of the frame, or empty / None for the whole frame."""
    h, w = shape[:2]
    if not tray:
        return 0, 0, w, h
    fx, fy, fw, fh = tray
    x0, y0 = int(round(fx * w)), int(round(fy * h))
    x1, y1 = min(w, int(round((fx + fw) * w))), min(h, int(round((fy + fh) * h)))
    return x0, y0, max(1, x1 - x0), max(1, y1 - y0)


@dataclass(frozen=True)
class Candidate:
    x: float
    y: float
    size: float
    score: float


def recognize(image: np.ndarray, profile: Profile | None = None, tray=None,
              networks: Networks | None = None, raw_confidence: bool = False,
              die_size: float | None = None, empty_tray: EmptyTray | None = None) -> list[Die]:
    """The dice lying in ``tray`` of ``image`` (BGR), read with ``profile`` (d6 by default),
    sorted left to right. Coordinates are pixels of ``image``; ``die_size``, when known,
    is a die's side in them. With ``empty_tray`` (the same camera's picture of the tray with
    no dice), what is found where the tray is unchanged is no die (:mod:`drivers.dice.empty_tray`).

    A die's confidence is the probability that its value is right
    (:mod:`drivers.dice.confidence`); one too unsure to be read has face ``"?"``
    and no value. ``raw_confidence`` gives the reader's own score and its best
    guess instead, for fitting that calibration."""
    image = as_bgr(image)
    profile = profile or _d6()
    networks = networks or Networks.shared()
    x0, y0, region = tray_region(image, tray)
    if region.shape[0] < 8 or region.shape[1] < 8:
        return []
    changes = empty_tray.changes(image, tray_box(image.shape, tray)) if empty_tray is not None else None
    look = _Look(networks, region, profile, changes)
    reads = look.roll(die_size, read_at=die_size)
    if not die_size:
        # The dice of one roll are one size: the dice read surely tell it, and the
        # roll is looked at again at the scale for that size (see roll_size).
        # Never looked at closer than the roll was found: on 1280x720 frames a closer look
        # cost 9-11 ms more a frame and read 7 more of 469 familiar dice right, but fewer
        # photos wholly right (86.7 against 90.4 %: more pieces of dice read as dice).
        size = roll_size(reads)
        if size:
            reads = look.roll(size, SMALLEST_OF_SIZED_ROLL, closest=look.closest_taken())
    dice = []
    for c, face, confidence, by_pips in reads:
        name, value = profile.faces[face].name, profile.faces[face].value
        if not raw_confidence:
            if by_pips:
                confidence = calibrated(confidence)
            if confidence < UNSURE_BELOW:
                name, value = UNREADABLE_FACE, None
        half = c.size / 2
        dice.append(Die(name, value,
                        (round(float(x0 + c.x), 1), round(float(y0 + c.y), 1)),
                        (round(float(x0 + c.x - half), 1), round(float(y0 + c.y - half), 1),
                         round(float(c.size), 1), round(float(c.size), 1)),
                        round(float(confidence), 3)))
    return sorted(dice, key=lambda d: (d.center[0], d.center[1]))


Read = tuple[Candidate, int, float, bool]    # where, face index, confidence (the reader's own), read by its pips


def roll_size(reads: list[Read]) -> float | None:
    """The roll's die size told by its dice read surely by their pips, or None when none is.
    The smallest of them: a camera looking at the tray from the side sees the far dice
    smaller (white boards never trained on: 80.8 % of dice right, against 78.1 % with the
    median of them and 79.9 % without the roll's own size)."""
    sides = [c.size for c, _, confidence, by_pips in reads if by_pips and confidence >= SIZE_FROM_SCORE]
    return min(sides) if sides else None


def without_sides(reads: list[Read]) -> list[Read]:
    """``reads`` without those that are another die's side. Two dice cannot lie closer than
    one die side, so a candidate read by its pips is that die's side face seen from an angle,
    or a piece of it, when it barely reads (score under SIDE_BELOW) within one die of a die
    read well (SIDE_OF), or reads under NEAR_SIDE_BELOW within NEAR_SIDE of a die of a candidate
    the locator found more surely, however that one reads (a side face is found less surely than
    the top face beside it in 87 % of such pairs on the white boards). Each read is judged against
    every other, dropped or not, so a row of poorly read dice can fall together, as measured.
    White boards never trained on: precision 74.6 -> 76.8 % with the first, a 2026-12-07 fold
    75.3 -> 81.7 % with the second too (chosen on those photos, so an upper bound); the cost, a
    few dice leaning on others in piles: see the dice README. A calibrated symbol die is kept: on
    drawn symbol dice such a candidate was a die touching another, which the kiosk asks about
    when it is kept."""
    def apart(c: Candidate, other: Candidate) -> float:
        return float(np.hypot(c.x - other.x, c.y - other.y)) / ((c.size + other.size) / 2)

    def is_a_side(c: Candidate, confidence: float) -> bool:
        return any(other is not c and (
            (confidence < SIDE_BELOW and other_confidence >= SIDE_OF and apart(c, other) < 1)
            or (confidence < NEAR_SIDE_BELOW and other.score > c.score and apart(c, other) < NEAR_SIDE))
            for other, _, other_confidence, _ in reads)

    return [(c, face, confidence, by_pips) for c, face, confidence, by_pips in reads
            if not (by_pips and is_a_side(c, confidence))]


class _Look:
    """One picture's tray, located and read at one die size or several: a look at a scale
    already taken (within SAME_SCALE) is reused, and so is the reading of a crop already read."""

    def __init__(self, networks: Networks, region: np.ndarray, profile: Profile, changes: Changes | None = None):
        self.networks, self.region, self.profile, self.changes = networks, region, profile, changes
        self.looks: dict[tuple[float, float], list[Candidate]] = {}
        self.farther_looks: dict[tuple[float, float], list[Candidate]] = {}
        self.readings: dict[Candidate, tuple[np.ndarray, np.ndarray]] = {}

    def roll(self, die_size: float | None, smallest: float = SMALLEST_OF_ROLL,
             closest: float | None = None, read_at: float | None = None) -> list[Read]:
        """Every die found, read with ``die_size`` (None: guessed from what is found); one
        under ``smallest`` of the roll's die size is a pip or a speck (see one_size);
        ``closest``: see find_candidates; ``read_at``: a size told, which every die is read
        at instead of the size the locator gives it, and none taken for a large die's pips
        (see the module's notes)."""
        found = find_candidates(self.networks, self.region, die_size, candidate_floor(self.profile, die_size),
                                self.looks, closest)
        if self.changes is not None:
            as_it_was = [c for c in found if self.changes.unchanged(c.x, c.y, c.size)]
            if as_it_was and self.changes.fits([(c.x, c.y, c.size) for c in found]):
                found = [c for c in found if c not in as_it_was]
        candidates, resized = one_size(found, die_size, smallest)
        if read_at:
            # Two candidates half a die apart at the locator's sizes may overlap at the size told.
            candidates = _suppress_overlaps([Candidate(c.x, c.y, read_at, c.score) for c in candidates])
            resized = [None] * len(candidates)
        self._read(candidates + [r for r in resized if r is not None])
        reads = []
        for c, other in zip(candidates, resized):
            probs, description = self.readings[c]
            # A candidate also read at the roll's die size keeps the reading surer of its pips.
            if other is not None and self.readings[other][0][:NOT_A_DIE].max() > probs[:NOT_A_DIE].max():
                c, (probs, description) = other, self.readings[other]
            template = face_template(self.region, c.x, c.y, c.size) if self.profile.calibration is not None else None
            read = _decide(self.profile, probs, description, template)
            if read is not None:
                reads.append((c, *read))
        # Told the size, the locator looked at the dice's own scale: no die is found as its pips.
        return without_sides(reads) if read_at else self._without_pips(without_sides(reads), die_size)

    def _without_pips(self, reads: list[Read], die_size: float | None) -> list[Read]:
        """``reads`` with the pips of a large die read as dice replaced by that die. A die larger
        than the locator learned can come out as its pips, each a small candidate, and the die
        itself not at all (drawn dice of 80-110 px never trained on: 148 of the 158 predictions
        on a labelled die). A look at FARTHER of the farthest scale taken finds such a die, too
        small (48-62 px for 90); read at HOST_SIZES of that size, the surer reading kept, it
        replaces the two or more reads it holds (centres within half of it at 1.9, each under
        HOLDS_BELOW of it at 1.4) when it reads by its pips at HOST_FROM or more, surer than each
        of them, and with at least as many pips as it holds; none of them may read surely
        (PIP_BELOW), which keeps small dice lying together as they are; nor may the look find it
        over LARGEST_OF_ROLL of the roll's die size (``die_size``, else :func:`roll_size`; with
        neither, any size), as it finds a pile of small unsure dice. A calibrated profile is read
        as its examples were described and left as it is (see the dice README, "Pips of a large
        die" and "A pile is not one die")."""
        if sum(confidence < PIP_BELOW for _, _, confidence, _ in reads) < 2 or self.profile.calibration is not None:
            return reads     # most rolls: no two reads could be pips, so no farther look is taken
        farthest = min(scale for scale, _ in self.looks)
        size = die_size or roll_size(reads)
        largest = LARGEST_OF_ROLL * size if size else math.inf
        # Kept apart from self.looks: a look at the roll's own die size must not reuse it.
        for found in _located(self.networks, self.region, farthest * FARTHER, PEAK_MIN, self.farther_looks):
            sized = [Candidate(found.x, found.y, found.size * grow, found.score) for grow in HOST_SIZES]
            held = [r for r in reads if math.hypot(r[0].x - found.x, r[0].y - found.y) < sized[-1].size / 2
                    and r[0].size < HOLDS_BELOW * sized[0].size]
            surest_held = max((confidence for _, _, confidence, _ in held), default=1.0)
            if len(held) < 2 or surest_held >= PIP_BELOW or found.size > largest:
                continue
            self._read(sized)
            hosts = [(read, c) for c in sized if (read := self._as_host(c, len(held))) is not None]
            if hosts:
                (face, surest, by_pips), host = max(hosts, key=lambda h: h[0][1])
                if surest > surest_held:
                    reads = [r for r in reads if r not in held] + [(host, face, surest, by_pips)]
        return reads

    def _as_host(self, c: Candidate, holds: int) -> tuple[int, float, bool] | None:
        """``c`` decided as any candidate is (:func:`_decide`), when that is a die read at
        HOST_FROM or more with at least ``holds`` pips, else None."""
        read = _decide(self.profile, *self.readings[c], None)
        return read if read is not None and read[1] >= HOST_FROM and self.profile.faces[read[0]].pips >= holds \
            else None

    def closest_taken(self) -> float:
        """The largest scale the locator has looked at this tray with."""
        return max(scale for scale, _ in self.looks)

    def _read(self, candidates: list[Candidate]) -> None:
        """Each of ``candidates`` not read yet, read as :func:`read_crops` reads it. A calibrated
        profile compares descriptions with its examples, described at every turn, so its
        candidates are read at every turn too."""
        new = list(dict.fromkeys(c for c in candidates if c not in self.readings))
        if new:
            every_turn = self.profile.calibration is not None
            read = read_crops(self.networks, self.region, new, every_turn, among=candidates)
            self.readings.update(zip(new, zip(*read)))


def read_crops(networks: Networks, region: np.ndarray, candidates: list[Candidate], every_turn: bool = False,
               among: list[Candidate] | None = None) -> tuple[np.ndarray, np.ndarray]:
    """The reader's class probabilities and unit-length descriptions of each of ``candidates``
    (one row each), its crop read at the turns of READ_TURNS and the readings averaged.

    Unless ``every_turn``, a crop is read at the first two turns, and at the others only when
    those two do not agree on a class with a mean of at least SURE_AFTER_TWO: on every labelled
    photo, four turns never named another class for such a crop, and most dice are such crops,
    so a frame costs about a quarter less (see the dice README, "Two turns when they agree").
    Such an unsure crop may also be cut too tight: the locator takes a die seen from the side,
    or blurred, for smaller than it is. So it is also read, at every turn, in a square of
    WIDER_CROP die sizes, unless that square would reach another candidate of ``among`` (the
    picture's; ``candidates`` by default): its centre within half the square plus half that
    one's size, where the reading would be of both. The eight readings are averaged (see the
    dice README, "A wider look at an unsure crop")."""
    if every_turn:
        return read_turned(networks, turned_crops(region, candidates))
    first, rest = READ_TURNS[:2], READ_TURNS[2:]
    probs, descriptions = read_turned(networks, turned_crops(region, candidates, first), mean=False)
    sure = (probs.mean(axis=0).max(axis=1) >= SURE_AFTER_TWO) & (probs[0].argmax(axis=1) == probs[1].argmax(axis=1))
    turns = np.where(sure, len(first), len(READ_TURNS))
    probs, descriptions = probs.sum(axis=0), descriptions.sum(axis=0)
    unsure = [i for i in range(len(candidates)) if not sure[i]]
    alone = [i for i in unsure if _wider_crop_alone(candidates[i], candidates if among is None else among)]
    for rows, more_turns, scale in ((unsure, rest, CROP_SCALE), (alone, READ_TURNS, WIDER_CROP)):
        if rows:
            more_probs, more_descriptions = read_turned(
                networks, turned_crops(region, [candidates[i] for i in rows], more_turns, scale), mean=False)
            probs[rows] += more_probs.sum(axis=0)
            descriptions[rows] += more_descriptions.sum(axis=0)
    turns[alone] += len(READ_TURNS)
    return averaged(probs / turns[:, None], descriptions / turns[:, None])


def _wider_crop_alone(c: Candidate, among: list[Candidate]) -> bool:
    """Whether a square of WIDER_CROP die sizes about ``c`` reaches no other of ``among``
    (one at ``c``'s own centre, ``c`` proposed at another size, is not another)."""
    return not any(0 < math.hypot(o.x - c.x, o.y - c.y) < WIDER_CROP / 2 * c.size + o.size / 2 for o in among)


def turned_crops(region: np.ndarray, candidates: list[Candidate], turns=READ_TURNS,
                 scale: float = CROP_SCALE) -> np.ndarray:
    """The reader's crops of each of ``candidates`` at each of ``turns`` (turns x candidates),
    squares of ``scale`` die sizes."""
    return np.stack([np.stack([crop(region, c.x, c.y, c.size * scale, turn) for c in candidates])
                     for turn in turns])


def read_turned(networks: Networks, crops: np.ndarray, mean: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """The reader's probabilities and descriptions of crops already cut (turns x candidates x
    pixels): averaged over the turns as :func:`read_crops` gives them, or, unless ``mean``,
    each turn's (turns x candidates x values)."""
    turns, count = crops.shape[:2]
    probs, descriptions = networks.read(crops.reshape(turns * count, *crops.shape[2:]))
    probs, descriptions = probs.reshape(turns, count, -1), descriptions.reshape(turns, count, -1)
    return averaged(probs.mean(axis=0), descriptions.mean(axis=0)) if mean else (probs, descriptions)


def averaged(probs: np.ndarray, descriptions: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Turns' mean ``probs`` as they are, and their mean ``descriptions`` at unit length."""
    return probs, descriptions / np.maximum(np.linalg.norm(descriptions, axis=1, keepdims=True), 1e-6)


def tray_region(image: np.ndarray, tray) -> tuple[int, int, np.ndarray]:
    """(x, y, pixels) of the tray in ``image`` (BGR), brightened when dim: what both
    reading and calibration look at, so a face learned in a dim room reads the same in it."""
    x0, y0, w, h = tray_box(image.shape, tray)
    return x0, y0, exposed(image[y0:y0 + h, x0:x0 + w])


def exposed(region: np.ndarray) -> np.ndarray:
    """``region`` brightened so its bright end is that of a well-lit picture, when it is dim.

    The bright end is the brightest patch a little smaller than a die, so one die lit
    as brightly as five gives the same gain (a percentile would depend on how much of
    the tray dice cover), and a glint of a few pixels does not count."""
    k = EXPOSURE_PATCH
    h, w = (region.shape[0] // k) * k, (region.shape[1] // k) * k
    if h == 0 or w == 0:
        return region
    grey = cv2.cvtColor(region[:h, :w], cv2.COLOR_BGR2GRAY)
    patches = cv2.resize(grey, (w // k, h // k), interpolation=cv2.INTER_AREA)   # exact means
    gain = min(MOST_GAIN, WELL_EXPOSED / max(1.0, float(patches.max())))
    return cv2.convertScaleAbs(region, alpha=gain) if gain >= LEAST_GAIN else region


@lru_cache(maxsize=1)
def _d6() -> Profile:
    return load_profile("d6")


def _decide(profile: Profile, probs: np.ndarray, description: np.ndarray,
            template: np.ndarray | None) -> tuple[int, float, bool] | None:
    """(face index, confidence, read by its pips) for one candidate, or None when it is not a die."""
    symbol = _match_calibration(profile, description, template)
    if symbol is not None and symbol[2] >= CALIBRATED_MATCH:
        return symbol[0], symbol[1], False
    described = _described_face(profile, description)
    if described is not None and described[3] >= DESCRIPTION_LEAD:
        return described[0], described[1], False
    if probs[NOT_A_DIE] > NOT_A_DIE_MAX:
        return _nearer_a_face_than_the_tray(profile, description, described)
    pips = int(np.argmax(probs[:NOT_A_DIE])) + 1
    face = profile.face_for_pips(pips)
    if face is not None:
        return face, float(probs[pips - 1]), True
    if symbol is not None:        # a die no calibrated example matches closely: a face, else "?"
        return (_nearer_a_face_than_the_tray(profile, description, described)
                or (symbol[0], symbol[1] * symbol[2] * 0.5, False))
    return None


def _match_calibration(profile: Profile, description: np.ndarray,
                       template: np.ndarray | None) -> tuple[int, float, float] | None:
    """(closest calibrated face, confidence among faces, similarity) or None without calibration.
    The similarity is the mean of the two descriptions' cosines (see :mod:`drivers.dice.symbols`)."""
    cal = profile.calibration
    if cal is None or len(cal.faces) == 0 or template is None:
        return None
    return _closest_face(cal.faces, (cal.embeddings @ description + similarities(cal.templates, template)) / 2)[:3]


def every_face_calibrated(profile: Profile) -> bool:
    """Whether each face of ``profile`` has calibrated examples (an owner's set learned at the table)."""
    return len(profile.faces) >= 2 and not profile.without_examples()


def candidate_floor(profile: Profile, die_size: float | None) -> float:
    """The locator score from which a candidate is read with ``profile``. The locator learned
    pip dice and finds symbol dice faintly (on drawn sets, one die in sixteen scored under
    PEAK_MIN). When the profile has symbol faces, every face is calibrated and the die size is
    known, the calibration and the size tell such a die from the tray, so fainter candidates
    are read too; without the size, the fainter ones were as often phantoms (symbols bench,
    two seeds: 2-6 more dice right in 100 for 6-10 fewer predictions in 100 right). Pip dice
    keep PEAK_MIN, which they were measured with."""
    return CALIBRATED_PEAK_MIN if profile.has_symbol_faces and die_size and every_face_calibrated(profile) \
        else PEAK_MIN


def _described_face(profile: Profile, description: np.ndarray) -> tuple[int, float, float, float] | None:
    """:func:`_closest_face` by the reader's description alone, when every face of ``profile``
    is calibrated, else None. The description's cosines run high for any die, so how near it
    is says little, but which face it is nearest, by a lead of DESCRIPTION_LEAD over the next,
    is mostly right (on drawn symbol dice, 19-27 more read right for 2 more read as another
    face, where the face picture was cut badly and the two together fell below CALIBRATED_MATCH)."""
    if not every_face_calibrated(profile):
        return None    # a face with no examples (a d6's pips beside a calibrated skull) could be any die
    return _closest_face(profile.calibration.faces, profile.calibration.embeddings @ description)


def _nearer_a_face_than_the_tray(profile: Profile, description: np.ndarray,
                                 described: tuple[int, float, float, float] | None) -> tuple[int, float, bool] | None:
    """(face, confidence among faces, False) when the reader's description of a candidate
    (``described``: see :func:`_described_face`) is nearer a symbol face's examples than
    anything calibration saw on the tray that is no die (the ground, pieces of a die:
    :mod:`drivers.dice.calibrate`), else None. The pip-trained reader calls many symbol dice
    not a die, or a die it cannot name; what the description is nearest tells them from the
    tray (drawn symbol dice: see the dice README, "The tray's own not-dice"). A pip face is
    left to the reader, which learned pips: an owner's pip dice calibrated on the white
    boards, which the reader never saw, read at 70.0 % precision this way, 72.8 % without."""
    not_dice = profile.calibration.not_dice if described is not None else None
    if not_dice is None or len(not_dice) == 0:
        return None
    face, confidence, similarity, _ = described
    if profile.faces[face].pips is not None or similarity <= float((not_dice @ description).max()):
        return None
    return face, confidence, False


def _closest_face(example_faces: np.ndarray, sims: np.ndarray) -> tuple[int, float, float, float]:
    """(face, confidence among faces, its similarity, its lead over the next face) of the
    calibrated face with the most similar example, given each example's similarity."""
    faces = np.unique(example_faces)
    best = np.array([sims[example_faces == f].max() for f in faces])
    k = int(np.argmax(best))
    weights = np.exp((best - best[k]) / SYMBOL_SHARPNESS)
    lead = best[k] - np.partition(best, -2)[-2] if len(best) > 1 else np.inf
    return int(faces[k]), float(weights[k] / weights.sum()), float(best[k]), float(lead)


def one_size(candidates: list[Candidate], die_size: float | None = None, smallest: float = SMALLEST_OF_ROLL
             ) -> tuple[list[Candidate], list[Candidate | None]]:
    """The dice of one roll are one size: ``die_size`` when known, else the median of a few
    candidates. One much smaller than it (a single large pip, a speck of carpet) is dropped;
    for one much larger (a misjudged size) the same centre at that size is proposed too, to
    be read as well. Returns the candidates and, for each, that proposal or None."""
    if not die_size and len(candidates) < ONE_SIZE_FROM:
        return candidates, [None] * len(candidates)
    common = die_size or statistics.median(c.size for c in candidates)
    kept = [c for c in candidates if c.size >= smallest * common]
    return kept, [Candidate(c.x, c.y, common, c.score) if c.size > LARGEST_OF_ROLL * common else None for c in kept]


def find_candidates(networks: Networks, image: np.ndarray, die_size: float | None = None,
                    peak_min: float = PEAK_MIN, looks: dict | None = None,
                    closest: float | None = None) -> list[Candidate]:
    """Die centres and sizes (pixels of ``image``) scored at least ``peak_min``: at the scale
    that suits dice of ``die_size`` (but no larger than ``closest``, when given), else looking
    twice if the first scale does not suit what it finds. ``looks`` keeps the looks taken, by
    scale and score: one at about the same scale is reused."""
    looks = {} if looks is None else looks
    long_side = max(image.shape[:2])
    if die_size:
        scale = min(_clamped(BEST_LOCATED_SIZE / die_size, long_side), closest or np.inf)
        return _located(networks, image, scale, peak_min, looks)
    # Small frames are looked at with a 320 px long side; in larger ones a die
    # of 25 px must still be 10 px for the locator, up to a 1280 px long side.
    scale = min(1.0, max(WORK_SIDE / long_side, MIN_FIRST_SCALE), MAX_SIDE / long_side)
    candidates = _located(networks, image, scale, peak_min, looks)
    if candidates:
        median = statistics.median(c.size for c in candidates) * scale
        if BEST_DIE_SIZE[0] <= median <= BEST_DIE_SIZE[1]:
            return candidates
        better = scale * BEST_LOCATED_SIZE / median
    elif long_side > 2 * WORK_SIDE:
        better = scale * 2          # perhaps dice too small to see at the first scale
    else:
        return candidates
    better = _clamped(better, long_side)
    if abs(better / scale - 1) < SAME_SCALE:
        return candidates
    again = _located(networks, image, better, peak_min, looks)
    return again if again or not candidates else candidates


def _located(networks: Networks, image: np.ndarray, scale: float, peak_min: float,
             looks: dict[tuple[float, float], list[Candidate]]) -> list[Candidate]:
    """The candidates of a look at ``scale``, or of one in ``looks`` at about that scale."""
    for (taken, floor), found in looks.items():
        if floor == peak_min and abs(scale / taken - 1) < SAME_SCALE:
            return found
    looks[scale, peak_min] = found = _locate_at(networks, image, scale, peak_min)
    return found


def _clamped(scale: float, long_side: int) -> float:
    """``scale`` within what the locator may be given: no more than full resolution or
    MAX_SIDE, no less than a 96 px long side."""
    return max(min(scale, 1.0, MAX_SIDE / long_side), 96 / long_side)


def _locate_at(networks: Networks, image: np.ndarray, scale: float, peak_min: float) -> list[Candidate]:
    h, w = image.shape[:2]
    sw, sh = max(16, round(w * scale)), max(16, round(h * scale))
    small = _resized(image, (sw, sh))
    pad_w, pad_h = -sw % 16, -sh % 16
    if pad_w or pad_h:
        small = cv2.copyMakeBorder(small, 0, pad_h, 0, pad_w, cv2.BORDER_REPLICATE)
    heat, sizes = networks.locate(small)
    peaks = (heat >= peak_min) & (heat >= cv2.dilate(heat, np.ones((3, 3), np.uint8)))
    padded = np.pad(heat, 1)
    found = []
    for iy, ix in zip(*np.nonzero(peaks)):
        # Centre refined to a fraction of a cell by the scores around the peak.
        window = padded[iy:iy + 3, ix:ix + 3]
        dy, dx = (np.array([-1, 0, 1]) @ window.sum(1), np.array([-1, 0, 1]) @ window.sum(0))
        fx = (ix + 0.5 + dx / window.sum()) * LOCATOR_STRIDE
        fy = (iy + 0.5 + dy / window.sum()) * LOCATOR_STRIDE
        if fx >= sw or fy >= sh:
            continue
        found.append(Candidate(fx * w / sw, fy * h / sh, float(sizes[iy, ix]) * w / sw, float(heat[iy, ix])))
    return _suppress_overlaps(found)


def _resized(image: np.ndarray, size: tuple[int, int]) -> np.ndarray:
    """``image`` at ``size``: halved by 2x2 averages while more than twice too large, then
    bilinear: near area averaging in one step, which costs seven times as much (5.8 against
    0.8 ms for a 1280x720 frame) when the factor is not a whole one."""
    while image.shape[1] >= 2 * size[0] and image.shape[0] >= 2 * size[1]:
        image = cv2.resize(image, (image.shape[1] // 2, image.shape[0] // 2), interpolation=cv2.INTER_AREA)
    return cv2.resize(image, size, interpolation=cv2.INTER_LINEAR)


def _suppress_overlaps(candidates: list[Candidate]) -> list[Candidate]:
    """Keep the stronger of two candidates closer than half a die."""
    kept: list[Candidate] = []
    for c in sorted(candidates, key=lambda c: -c.score):
        if len(kept) == MAX_CANDIDATES:
            break
        if all(np.hypot(c.x - k.x, c.y - k.y) > 0.5 * max(c.size, k.size) for k in kept):
            kept.append(c)
    return kept
