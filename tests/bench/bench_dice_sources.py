"""Dice reader on every source, each judged as a source left out, and how far its confidence can be trusted.

Run: ``python tests/bench/bench_dice_sources.py`` (``--write-map`` also refits the
committed confidence map on every source). Skipped without ``../shared/data/dice``.

Sources: ``byler`` and ``matteo`` (``dev/``; the committed models trained on their
other photos, so only the held-out fifth is used), ``white`` and ``scope``
(``rune55_white/``, ``rune55_scope/``) and ``rendered`` (scenes drawn by
:mod:`drivers.dice.render`, varied bodies, inks, sizes and grounds). The models
never trained on the last three. A prediction matches a labelled die as in
``bench_dice.py``.

The confidence map (:mod:`drivers.dice.confidence`) is fitted, for each source,
on the *other* sources only, so every figure below is for a source whose
confidence was never fitted on it either:

* dice right, precision, photos fully right (a "?" die is a die found but not right);
* rolls applied without asking at ``dice.min_confidence`` (every die at least that
  sure), and the share of those that are wrong (not every die right and nothing extra);
* a reliability table: predicted confidence against the share observed right, per bin,
  for the predictions that are a die (phantoms are what precision counts).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np
import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))
DICE_DATA = REPO / ".." / "shared" / "data" / "dice"

from bench_dice import match  # noqa: E402

from device import config  # noqa: E402
from drivers.dice import confidence, dataset, render  # noqa: E402
from drivers.dice.recognize import recognize  # noqa: E402

NEVER_TRAINED = {"white", "scope", "rendered"}
RENDERED_SCENES = 150
BINS = (0.0, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99, 1.0001)
MIN_CONFIDENCE_GRID = (0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.98, 0.99)


@dataclass(frozen=True)
class Reading:
    """One prediction: its raw score, its best guess, and whether that guess is right."""
    score: float
    matched: bool
    right: bool


@dataclass(frozen=True)
class Photo:
    source: str
    dice: int
    readings: tuple[Reading, ...]


def rendered_scenes(count: int = RENDERED_SCENES):
    """(image, labelled dice) pairs: 1-6 dice per tray, bodies light and dark, pips dark
    and light, 28-90 px, on grey, green felt, brown wood and light grounds, with noise."""
    rng = np.random.default_rng(2026)
    grounds = [(150, 155, 150), (60, 110, 40), (40, 70, 110), (200, 205, 210), (90, 90, 90)]
    bodies = [((235, 235, 230), (30, 30, 30)), ((40, 40, 170), (240, 240, 240)), ((30, 30, 30), (230, 230, 230)),
              ((60, 150, 230), (20, 20, 20)), ((170, 60, 40), (250, 250, 250)), ((200, 220, 240), (40, 40, 160))]
    for k in range(count):
        side = int(rng.integers(28, 90))
        image = render.tray(640, 480, grounds[k % len(grounds)], seed=k)
        body, ink = bodies[int(rng.integers(len(bodies)))]
        dice = []
        for _ in range(int(rng.integers(1, 7)) * 10):
            if len(dice) == 6:
                break
            x, y = rng.uniform(side, 640 - side), rng.uniform(side, 480 - side)
            if all(np.hypot(x - d.center[0], y - d.center[1]) > 1.6 * side for d in dice):
                value = int(rng.integers(1, 7))
                image = render.place(image, value, (x, y), side, float(rng.uniform(0, 90)), body, ink)
                dice.append(dataset.LabelledDie(value, (x, y), side, (x - side / 2, y - side / 2, side, side)))
        noisy = image.astype(np.float32) + rng.normal(0, rng.uniform(0, 8), image.shape)
        yield np.clip(noisy, 0, 255).astype(np.uint8), dice


def read_photo(source: str, image, labelled) -> Photo:
    dice = recognize(image, raw_confidence=True)
    pairs = dict(match(dice, labelled))
    return Photo(source, len(labelled), tuple(
        Reading(d.confidence, i in pairs, i in pairs and d.value == labelled[pairs[i]].value)
        for i, d in enumerate(dice)))


def read_all() -> list[Photo]:
    """Every photo's readings (about a minute on one core)."""
    cv2.setNumThreads(1)
    photos = []
    for folder in ("dev", "rune55_white", "rune55_scope"):
        for im in dataset.load(DICE_DATA / folder):
            if folder == "dev" and not im.held_out:
                continue            # trained on: says nothing about an unseen photo
            photos.append(read_photo(im.source, cv2.imread(str(im.path)), im.dice))
    photos += [read_photo("rendered", image, dice) for image, dice in rendered_scenes()]
    return photos


def fit(photos) -> tuple[np.ndarray, np.ndarray]:
    """The map from score to the share of found dice read right. A phantom (a prediction
    on no die) has no value to be right about; it counts against precision instead."""
    readings = [r for p in photos for r in p.readings if r.matched]
    return confidence.fit_isotonic([r.score for r in readings], [r.right for r in readings])


def figures(photos, mapping, min_confidence: float) -> dict:
    """Counts for ``photos`` with confidences through ``mapping``."""
    out = {"photos": len(photos), "dice": 0, "right": 0, "predicted": 0, "matched": 0, "full": 0,
           "rolls": 0, "applied": 0, "applied_wrong": 0, "unsure": 0}
    for p in photos:
        sure = [confidence.calibrated(r.score, mapping) for r in p.readings]
        right = sum(r.right and s >= confidence.UNSURE_BELOW for r, s in zip(p.readings, sure))
        full = right == p.dice and len(p.readings) == p.dice
        out["dice"] += p.dice
        out["right"] += right
        out["predicted"] += len(p.readings)
        out["matched"] += sum(r.matched for r in p.readings)
        out["unsure"] += sum(s < confidence.UNSURE_BELOW for s in sure)
        out["full"] += full
        if p.readings:
            out["rolls"] += 1
            if min(sure) >= min_confidence:
                out["applied"] += 1
                out["applied_wrong"] += not full
    return out


def reliability(photos, mapping) -> list[tuple[str, int, float, float]]:
    """(bin, found dice, mean predicted, share right) per confidence bin."""
    pairs = [(confidence.calibrated(r.score, mapping), r.right) for p in photos for r in p.readings if r.matched]
    rows = []
    for lo, hi in zip(BINS, BINS[1:]):
        inside = [(s, ok) for s, ok in pairs if lo <= s < hi]
        if inside:
            rows.append((f"{lo:.2f}-{min(hi, 1):.2f}", len(inside), float(np.mean([s for s, _ in inside])),
                         float(np.mean([ok for _, ok in inside]))))
    return rows


def left_out(photos) -> dict[str, tuple]:
    """Per source: its photos and the map fitted on every other source."""
    sources = sorted({p.source for p in photos})
    return {s: ([p for p in photos if p.source == s], fit([p for p in photos if p.source != s])) for s in sources}


def choose_min_confidence(photos) -> float | None:
    """The lowest threshold at which, over every source judged left out, at most 1 % of the
    rolls applied without asking are wrong; None when no threshold of the grid gets there."""
    split = left_out(photos)
    for threshold in MIN_CONFIDENCE_GRID:
        counts = [figures(own, mapping, threshold) for own, mapping in split.values()]
        applied = sum(c["applied"] for c in counts)
        if applied and sum(c["applied_wrong"] for c in counts) <= 0.01 * applied:
            return threshold
    return None


def report(photos, min_confidence: float | None) -> str:
    split = left_out(photos)
    chosen = min_confidence
    if min_confidence is None:
        min_confidence = next(s.default for s in config.SCHEMA if s.key == "dice.min_confidence")
    lines = [f"each source left out of the confidence fit; dice.min_confidence {min_confidence} "
             + ("(the lowest with at most 1 % wrong)" if chosen is not None
                else "(the default: no threshold keeps the rolls applied without asking to 1 % wrong)"),
             f"{'source':<10}{'trained on':>11}{'photos':>7}{'dice':>6}{'right':>8}{'precision':>10}"
             f"{'full':>8}{'unsure':>7}{'applied':>9}{'wrong':>8}"]
    total = None
    for source, (own, mapping) in split.items():
        c = figures(own, mapping, min_confidence)
        total = c if total is None else {k: total[k] + c[k] for k in c}
        lines.append(_row(source, "never" if source in NEVER_TRAINED else "others", c))
    lines.append(_row("all", "", total))
    raw = figures(photos, (np.array([0.0, 1.0]), np.array([0.0, 1.0])), min_confidence)
    lines.append(_row("all, raw", "", raw) + "   (the reader's own score, no map)")
    lines.append("\ndice.min_confidence: rolls applied without asking, wrong among them (all sources, each left out)")
    for threshold in MIN_CONFIDENCE_GRID:
        counts = [figures(own, mapping, threshold) for own, mapping in split.values()]
        applied, rolls = sum(c["applied"] for c in counts), sum(c["rolls"] for c in counts)
        wrong = sum(c["applied_wrong"] for c in counts)
        lines.append(f"  {threshold:<6}{applied / rolls:>8.1%} applied{wrong / max(1, applied):>8.1%} wrong")
    for source, (own, mapping) in split.items():
        lines.append(f"\nreliability, {source} left out: bin, found dice, predicted, observed right")
        lines += [f"  {b:<10}{n:>6}{pred:>10.1%}{obs:>10.1%}" for b, n, pred, obs in reliability(own, mapping)]
    return "\n".join(lines)


def _row(source, trained, c) -> str:
    return (f"{source:<10}{trained:>11}{c['photos']:>7}{c['dice']:>6}{c['right'] / c['dice']:>8.1%}"
            f"{c['matched'] / max(1, c['predicted']):>10.1%}{c['full'] / c['photos']:>8.1%}{c['unsure']:>7}"
            f"{c['applied'] / max(1, c['rolls']):>9.1%}{c['applied_wrong'] / max(1, c['applied']):>8.1%}")


@pytest.mark.skipif(not (DICE_DATA / "dev" / "labels.json").is_file(), reason="../shared/data/dice is absent")
def test_dice_sources_figures():
    photos = read_all()
    print("\n" + report(photos, choose_min_confidence(photos)))


if __name__ == "__main__":
    if not (DICE_DATA / "dev" / "labels.json").is_file():
        sys.exit("The labelled dice photos (../shared/data/dice) are not beside the repo.")
    photos = read_all()
    if "--write-map" in sys.argv:
        confidence.save_map(fit(photos))
    print(report(photos, choose_min_confidence(photos)))
