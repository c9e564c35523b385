"""Learning symbol faces from examples: no retraining, no pictures of a game's dice in the repo.

Each example is a picture with one die showing the face. The die is found like
any other; the reader's description of its crop (turned through eight angles)
and a straightened picture of the face (in four quarter turns) are kept, so the
face is recognised however it lies. Each picture is also described lighter,
darker, blurred and in grey (:func:`variants`), so a face learned in one light
still matches in another. Recognition then takes the face whose kept examples
are closest (:mod:`drivers.dice.symbols`).

For symbol dice, what the tray shows beside the die is kept too: the reader's
descriptions of the bare tray and of pieces of the die (its crop moved 0.6 of a
die off), so a candidate the pip-trained reader calls "not a die" is still read as
a symbol face when it looks more like one than like anything on the tray that is
no die.

The crops the reader described are kept with the name of that reader, so that a new
version's reader, whose descriptions mean something else, describes them again
(:func:`for_reader`) instead of the owner calibrating again.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import cv2
import numpy as np

from drivers.dice.model import CROP_SCALE, CROP_SIZE, Networks, crop, reader_id
from drivers.dice.profiles import Calibration, Profile, ProfileError, available, load_profile, saved_reader
from drivers.dice.recognize import Candidate, as_bgr, find_candidates, read_turned, tray_region, turned_crops
from drivers.dice.symbols import face_template, outline_around, quarter_turns
from drivers.errors import DriverError

ANGLES = tuple(range(0, 360, 45))
PIECE_OFF = 0.6          # a piece of a die: its crop moved this share of its size off its centre ...
GROUND_AWAY = 1.5        # ... and the bare tray: crops this many die sizes apart and from the die,
GROUND_PER_PICTURE = 4   # ... this many of them from each picture
SIZES_AGREE = 1.2        # the two measures of a die's size agree within this factor
OUTLINE_VIEWS = (2, 3, 4, 6, 8)   # half-widths (times the locator's size) in which a die's outline is looked for
READ_AT_ONCE = 256       # crops described again per pass of the reader (a calibration holds thousands)


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
    return _describe(image, tray, networks or Networks.shared(), die_size)[:2]


def _describe(image: np.ndarray, tray, networks: Networks,
              die_size: float | None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`describe_face`, and the crops described."""
    return _described(*_one_die(image, tray, networks, die_size), networks)


def _described(region: np.ndarray, die: Candidate, networks: Networks) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`_describe` of ``die``, found in ``region``."""
    crops = np.stack([crop(region, die.x, die.y, die.size * CROP_SCALE, a) for a in ANGLES])
    turns = quarter_turns(face_template(region, die.x, die.y, die.size))
    return networks.read(crops)[1], np.stack([turns[k % 4] for k in range(len(ANGLES))]), crops


def _not_dice(region: np.ndarray, die: Candidate, networks: Networks) -> tuple[np.ndarray, np.ndarray]:
    """The reader's descriptions (one row each, as recognition reads a candidate) of what a
    calibration picture shows that is no die: ``die``'s crop moved PIECE_OFF of its size off
    its centre in each direction of ANGLES (a piece of a die, as a candidate beside a die sees
    it), and GROUND_PER_PICTURE places of the bare tray spread over the picture, at least
    GROUND_AWAY die sizes from the die."""
    side, (h, w) = die.size, region.shape[:2]
    off = [(PIECE_OFF * side * np.cos(np.radians(a)), PIECE_OFF * side * np.sin(np.radians(a))) for a in ANGLES]
    pieces = [Candidate(die.x + dx, die.y + dy, side, 0.0) for dx, dy in off]
    step = GROUND_AWAY * side
    bare = [Candidate(float(x), float(y), side, 0.0) for y in np.arange(side, h - side, step)
            for x in np.arange(side, w - side, step) if np.hypot(x - die.x, y - die.y) >= step]
    spread = sorted({round(i) for i in np.linspace(0, len(bare) - 1, GROUND_PER_PICTURE)}) if bare else []
    crops = turned_crops(region, pieces + [bare[i] for i in spread])
    return read_turned(networks, crops)[1], crops.swapaxes(0, 1)       # crops: one row per not-die


def variants(picture: np.ndarray) -> list[np.ndarray]:
    """``picture`` lighter, darker, blurred and in grey. Chosen on drawn symbol dice of one
    seed's throws and checked on two others; over the three, 1.7 points more faces right
    alone, 2.2 with the die size known, and about a third fewer read as another face
    (symbols bench)."""
    grey = cv2.cvtColor(picture, cv2.COLOR_BGR2GRAY)
    return [cv2.convertScaleAbs(picture, alpha=1.3), cv2.convertScaleAbs(picture, alpha=0.7),
            cv2.GaussianBlur(picture, (0, 0), 1.2), cv2.cvtColor(grey, cv2.COLOR_GRAY2BGR)]


def die_size_of(pictures: list[np.ndarray], tray=None) -> float | None:
    """The side in pixels of the one die in each of ``pictures`` (taken with the table's
    camera: the ``dice.die_size`` to set), or None when it cannot be told.

    Two measures must agree within SIZES_AGREE: the locator's size, which takes a large
    symbol (a skull, a ring) for the die itself (on drawn dice 0.46-1.40 of the side), and
    the die's outline against the ground, which real trays' texture and shadows often break
    up. A wrong size is worse than none (the reader then looks at the wrong scale), so where
    they disagree none is told: of 16 drawn sets, a size was told from the symbol pictures
    of 4 and the pip pictures of 7, at 0.92-1.14 of the side; of groups of 10 lone real dice,
    for 2 of 3 from matteo (0.88, 1.03) and none of 11 from byler and white.
    """
    located, outlined = [], []
    for picture in pictures:
        region, best = _one_die(picture, tray)
        located.append(best.size)
        side = _outline_side(region, best.x, best.y, best.size)
        if side is not None:
            outlined.append(side)
    if len(outlined) < len(pictures) / 2:
        return None
    by_locator, by_outline = float(np.median(located)), float(np.median(outlined))
    if max(by_locator, by_outline) > SIZES_AGREE * min(by_locator, by_outline):
        return None
    return (by_locator + by_outline) / 2


def _outline_side(region: np.ndarray, x: float, y: float, size: float) -> float | None:
    """The side of the die at (x, y) as its outline against the ground shows it: the pixels
    whose colour is far from the view's border's (Otsu), in the smallest view around the die
    that holds all of it; None when that shape is no square."""
    h, w = region.shape[:2]
    for k in OUTLINE_VIEWS:
        half = int(k * size)
        x0, y0, x1, y1 = max(0, int(x) - half), max(0, int(y) - half), min(w, int(x) + half), min(h, int(y) + half)
        view = cv2.GaussianBlur(region[y0:y1, x0:x1], (5, 5), 0).astype(np.float32)
        border = np.concatenate([view[0], view[-1], view[:, 0], view[:, -1]])
        distance = np.linalg.norm(view - np.median(border, axis=0), axis=2)
        scaled = (distance * 255 / max(1.0, float(distance.max()))).astype(np.uint8)
        _, mask = cv2.threshold(scaled, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
        outline = outline_around(mask, (x - x0, y - y0))
        if outline is None:
            continue
        bx, by, bw, bh = cv2.boundingRect(outline)
        if bx <= 1 or by <= 1 or bx + bw >= view.shape[1] - 1 or by + bh >= view.shape[0] - 1:
            continue        # cut by the view: look wider
        _, (rw, rh), _ = cv2.minAreaRect(outline)
        if max(rw, rh) > 1.25 * min(rw, rh) or cv2.contourArea(outline) < 0.75 * rw * rh:
            return None
        return (rw + rh) / 2
    return None


def _one_die(image: np.ndarray, tray, networks: Networks | None = None, die_size: float | None = None):
    """The tray region of ``image`` and the most die-like candidate in it, at ``die_size``
    when that is known (as recognition reads it)."""
    _, _, region = tray_region(as_bgr(image), tray)
    candidates = find_candidates(networks or Networks.shared(), region, die_size)
    if not candidates:
        raise CalibrationError("No die was found in the picture; put one die in the middle of the tray.")
    die = max(candidates, key=lambda c: c.score)
    return region, replace(die, size=die_size) if die_size else die


def calibrate(profile: Profile, examples: dict[str, list[np.ndarray]], tray=None,
              keep_existing: bool = True, die_size: float | None = None,
              networks: Networks | None = None) -> Calibration:
    """A calibration of ``profile`` from pictures of each named face (``{"skull": [img, ...]}``),
    added to the profile's current one unless ``keep_existing`` is false (each die looked
    for as one of ``die_size`` pixels when that is known), described by the reader of
    ``networks`` (the shared one by default)."""
    names = [f.name for f in profile.faces]
    networks = networks or Networks.shared()
    symbols = profile.has_symbol_faces      # pip faces never use the tray's not-dice
    embeddings, templates, faces, crops, not_dice, not_dice_faces, not_dice_crops = [], [], [], [], [], [], []
    kept_without_crops = False              # rows of an earlier version's, which no new reader can read again
    if keep_existing and profile.calibration is not None:
        old = for_reader(profile.calibration, networks=networks)          # the rows kept, in this reader's terms
        retrained = list({names.index(n) for n in examples if n in names})
        keep = ~np.isin(old.faces, retrained)
        embeddings.append(old.embeddings[keep])
        templates.append(old.templates[keep])
        faces.append(old.faces[keep])
        if old.crops is not None:
            crops.append(old.crops[keep])
        kept_without_crops = old.crops is None and bool(keep.any())
        if symbols and old.not_dice is not None:
            keep = ~np.isin(old.not_dice_faces, retrained)
            not_dice.append(old.not_dice[keep])
            not_dice_faces.append(old.not_dice_faces[keep])
            if old.not_dice_crops is not None:
                not_dice_crops.append(old.not_dice_crops[keep])
            kept_without_crops |= old.not_dice_crops is None and bool(keep.any())
    for name, pictures in examples.items():
        if name not in names:
            raise CalibrationError(f"The profile {profile.name} has no face '{name}'; "
                                   f"its faces are: {', '.join(names)}.")
        for number, picture in enumerate(pictures):
            try:
                region, die = _one_die(picture, tray, networks, die_size)
            except CalibrationError:
                raise CalibrationError(f"No die was found in picture {number + 1} of '{name}'; "
                                       "put one die in the middle of the tray.", name, number) from None
            described = [_described(region, die, networks)]
            if symbols:
                descriptions, read = _not_dice(region, die, networks)
                not_dice.append(descriptions)
                not_dice_crops.append(read)
                not_dice_faces.append(np.full(len(descriptions), names.index(name)))
            for variant in variants(picture):
                try:
                    described.append(_describe(variant, tray, networks, die_size))
                except CalibrationError:
                    pass          # the die is lost in this variant: the picture itself still counts
            for descriptions, pictured, read in described:
                embeddings.append(descriptions)
                templates.append(pictured)
                crops.append(read)
                faces.append(np.full(len(descriptions), names.index(name)))
    no_dice = (np.concatenate(not_dice).astype(np.float32), np.concatenate(not_dice_faces).astype(np.int16)) \
        if not_dice else (None, None)
    read_again = (None, None, None) if kept_without_crops else \
        (networks.reader_id, np.concatenate(crops), np.concatenate(not_dice_crops) if not_dice_crops else None)
    return Calibration(np.concatenate(embeddings).astype(np.float32), np.concatenate(templates).astype(np.float32),
                       np.concatenate(faces).astype(np.int16), *no_dice, *read_again)


def describe_all_again(calibration_dir: Path) -> list[str]:
    """The profiles whose calibration in ``calibration_dir`` another reader described, each
    described again by today's and saved (:func:`for_reader`); the kiosk does this as it starts,
    so that play never waits for it. A calibration that cannot be read is left for whoever
    loads it to say so. Nothing is loaded when every calibration is today's reader's: the
    networks wait for the first frame, on the watcher's thread."""
    today, profiles, again = reader_id(), set(available()), []
    for path in sorted(calibration_dir.glob("*.npz")):
        if path.stem not in profiles or saved_reader(path) in (None, today):
            continue
        try:
            load_profile(path.stem, calibration_dir)
        except ProfileError:
            continue
        if saved_reader(path) == today:     # not when its crops were of no use, or it could not be saved
            again.append(path.stem)
    return again


def for_reader(calibration: Calibration, saved: Path | None = None, networks: Networks | None = None) -> Calibration:
    """``calibration`` as the reader of ``networks`` (the shared one by default) describes it.

    A new version's reader describes a crop otherwise than the one the owner calibrated
    with, and compared with the old descriptions it reads calibrated symbol faces worse (drawn
    action dice calibrated by the reader shipped before 2026-12-06 and read by today's: 88.9
    against 97.3 % right, 31 against 10 read as another face; described again, 94.7 % and 7:
    the crops stay where the earlier locator placed the die; see the dice README). So the
    crops the old reader described are described again, and the result saved at ``saved``
    (temporary file and rename) so it is done once (25 pictures: 1.8 s on one x86_64 core); a
    folder that cannot be written to only means it is done again at the next start. A
    calibration from an earlier version, which kept no crops, is returned as it is (``agency
    doctor`` names it), and so is one whose crops are of another size than this reader reads,
    without them."""
    networks = networks or Networks.shared()
    if calibration.crops is None or calibration.reader == networks.reader_id:
        return calibration
    if calibration.crops.shape[1:3] != (CROP_SIZE, CROP_SIZE):
        return replace(calibration, reader=None, crops=None, not_dice_crops=None)
    embeddings = np.concatenate([networks.read(calibration.crops[k:k + READ_AT_ONCE])[1]
                                 for k in range(0, len(calibration.crops), READ_AT_ONCE)])
    not_dice = calibration.not_dice
    if calibration.not_dice_crops is not None and len(calibration.not_dice_crops):
        turns = calibration.not_dice_crops.swapaxes(0, 1)
        step = max(1, READ_AT_ONCE // len(turns))
        not_dice = np.concatenate([read_turned(networks, turns[:, k:k + step])[1]
                                   for k in range(0, turns.shape[1], step)])
    again = replace(calibration, embeddings=embeddings.astype(np.float32),
                    not_dice=None if not_dice is None else not_dice.astype(np.float32), reader=networks.reader_id)
    if saved is not None:
        try:
            again.save(saved)
        except OSError:
            pass
    return again
