"""Dice reader on every source, each judged as a source left out, and how far its confidence can be trusted.

Run: ``python tests/bench/bench_dice_sources.py [--models DIR] [--data DIR] [--write-map]
[--die-size] [--phantoms DIR]`` (``--write-map`` also refits the committed confidence map on every source;
``--models`` judges other models than the committed ones, e.g. those of a
leave-one-source-out fold of :mod:`drivers.dice.train_model`; ``--die-size`` tells the
reader each photo's die size, the median size of its labelled dice, as ``dice.die_size``
does for a camera fixed over the tray; ``--size-error F`` makes that size off by a random
factor within 1 +- F, as a tray's corners are nearer or farther than its middle;
``--phantoms DIR`` writes, per source, a picture of every prediction on no labelled die, to
tell by eye the real phantoms from dice the labels leave out; ``--empty-tray`` reads each
photo with a picture of its tray without the dice, as ``agency dice tray`` takes one: see
:func:`empty_tray_of`). Skipped without ``../shared/data/dice``.

Sources: ``byler`` and ``matteo`` (``dev/``), ``white`` and ``scope``
(``rune55_white/``, ``rune55_scope/``) and ``rendered`` (150 scenes drawn by
:func:`drivers.dice.render.random_scene`, never those drawn for training). The
models' ``training.json`` says which sources they trained on: of those only the
held-out fifth is used; a source they never trained on is used whole. A
prediction matches a labelled die as in ``bench_dice.py``.

The confidence map (:mod:`drivers.dice.confidence`) is fitted, for each source,
on the *other* sources only, so every figure below is for a source whose
confidence was never fitted on it either:

* dice right, precision, photos fully right (a "?" die is a die found but not right);
* rolls applied without asking at ``dice.min_confidence`` (every die at least that
  sure), and the share of those that are wrong (not every die right and nothing extra);
  "count known": the same where the game knows how many dice were thrown (T.I.M.E Stories'
  action dice, the Time Captain die, a 2k6), so a roll found with another count is asked about;
* the predictions on no labelled die, by how far the nearest labelled die is: on it (a
  side face or a piece of that die read as another die), beside it, or away from every one
  (a phantom, or a die the labels leave out);
* a reliability table: predicted confidence against the share observed right, per bin,
  for the predictions that are a die (phantoms are what precision counts).
"""

from __future__ import annotations

import argparse
import json
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
from drivers.dice import confidence, dataset  # noqa: E402
from drivers.dice.model import MODEL_DIR, Networks, crop  # noqa: E402
from drivers.dice.empty_tray import EmptyTray  # noqa: E402
from drivers.dice.recognize import recognize  # noqa: E402

RENDERED_SCENES = 150
RENDERED_SEED = 2026               # the training draws with another seed
SIZE_ERROR_SEED = 5
EMPTY_TRAY_SEED = 6
EMPTY_MARGIN = 0.3
BINS = (0.0, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99, 1.0001)
MIN_CONFIDENCE_GRID = (0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.98, 0.99)


@dataclass(frozen=True)
class Reading:
    """One prediction: its raw score, its best guess, and whether that guess is right;
    for one on no labelled die, how far the nearest labelled die is, in that die's sizes."""
    score: float
    matched: bool
    right: bool
    nearest: float = 0.0


@dataclass(frozen=True)
class Photo:
    source: str
    dice: int
    readings: tuple[Reading, ...]


def trained_sources(model_dir: Path) -> tuple[set[str], bool]:
    """The sources the models in ``model_dir`` trained on, and whether their held-out fifth was kept back."""
    training = json.loads((model_dir / "training.json").read_text())
    return set(training["sources"]), training["held_out_kept_back"]


def read_photo(networks: Networks, source: str, image, labelled, size_off: float | None = None,
               phantoms: list | None = None, empty_tray: EmptyTray | None = None) -> Photo:
    """``size_off``: the reader is told the die size, the labelled one times this;
    ``phantoms``: a list to which a picture of each prediction on no labelled die is added;
    ``empty_tray``: the photo's tray without its dice."""
    die_size = float(np.median([d.size for d in labelled])) * size_off if size_off and labelled else None
    dice = recognize(image, networks=networks, raw_confidence=True, die_size=die_size, empty_tray=empty_tray)
    pairs = dict(match(dice, labelled))
    readings = []
    for i, d in enumerate(dice):
        nearest = 0.0 if i in pairs else min(
            (np.hypot(d.center[0] - die.center[0], d.center[1] - die.center[1]) / die.size for die in labelled),
            default=np.inf)
        readings.append(Reading(d.confidence, i in pairs, i in pairs and d.value == labelled[pairs[i]].value,
                                float(nearest)))
        if phantoms is not None and i not in pairs:
            phantoms.append((source, phantom_tile(image, d, nearest)))
    return Photo(source, len(labelled), tuple(readings))


def phantom_tile(image, die, nearest: float) -> np.ndarray:
    """A 96x96 picture of 1.6 times ``die``'s box around it, captioned with the reader's guess
    and score (red) and the distance to the nearest labelled die in its sizes (green)."""
    tile = crop(image, *die.center, die.bbox[2] * 1.6, out=96)
    cv2.putText(tile, f"{die.face} {die.confidence:.2f}", (2, 12), cv2.FONT_HERSHEY_SIMPLEX, 0.4, (0, 0, 255))
    cv2.putText(tile, f"{nearest:.1f}", (2, 92), cv2.FONT_HERSHEY_SIMPLEX, 0.4, (0, 255, 0))
    return tile


def write_phantom_sheets(phantoms: list, folder: Path) -> None:
    """One picture per source (``SOURCE-phantoms.png``), its phantoms' tiles 12 to a row."""
    folder.mkdir(parents=True, exist_ok=True)
    for source in sorted({s for s, _ in phantoms}):
        tiles = [t for s, t in phantoms if s == source]
        tiles += [np.zeros_like(tiles[0])] * (-len(tiles) % 12)
        rows = [np.hstack(tiles[k:k + 12]) for k in range(0, len(tiles), 12)]
        cv2.imwrite(str(folder / f"{source}-phantoms.png"), np.vstack(rows))


def empty_tray_of(image, labelled, rng) -> EmptyTray:
    """The photo's tray as a second picture would show it with no dice: each labelled die,
    with a margin for its shadow and side faces (EMPTY_MARGIN of its size all round), painted
    over from the ground around it (``cv2.inpaint``), then taken again: the camera shaken by
    a pixel, the exposure 5 % off, new noise, saved as a JPEG. Dice the labels leave out stay
    in it, so what is dropped there counts against precision as a phantom dropped."""
    mask = np.zeros(image.shape[:2], np.uint8)
    for d in labelled:
        half = d.size * (0.5 + EMPTY_MARGIN)
        cv2.rectangle(mask, (int(d.center[0] - half), int(d.center[1] - half)),
                      (int(d.center[0] + half), int(d.center[1] + half)), 255, -1)
    bare = cv2.inpaint(image, mask, 5, cv2.INPAINT_TELEA).astype(np.float32)
    shaken = np.roll(bare, tuple(int(v) for v in rng.choice([-1, 1], 2)), axis=(0, 1))
    taken = shaken * rng.choice([0.95, 1.05]) + rng.normal(0, 2, bare.shape)
    _, jpeg = cv2.imencode(".jpg", np.clip(taken, 0, 255).astype(np.uint8), [cv2.IMWRITE_JPEG_QUALITY, 90])
    return EmptyTray(cv2.imdecode(jpeg, cv2.IMREAD_COLOR))


def read_all(model_dir: Path = MODEL_DIR, data: Path = DICE_DATA, known_size: bool = False,
             size_error: float = 0.0, phantoms: list | None = None, empty_trays: bool = False) -> list[Photo]:
    """Every photo's readings the models never trained on (a few minutes on one core);
    ``known_size``: each read with its dice's size known, off by up to ``size_error``;
    ``phantoms``: see :func:`read_photo`; ``empty_trays``: each read with its
    :func:`empty_tray_of`."""
    rng = np.random.default_rng(SIZE_ERROR_SEED)
    empty_rng = np.random.default_rng(EMPTY_TRAY_SEED)

    def size_off() -> float | None:
        return float(rng.uniform(1 - size_error, 1 + size_error)) if known_size else None

    def read(source, image, labelled) -> Photo:
        empty = empty_tray_of(image, labelled, empty_rng) if empty_trays else None
        return read_photo(networks, source, image, labelled, size_off(), phantoms, empty)

    cv2.setNumThreads(1)
    networks = Networks(model_dir)
    trained, held_out_kept_back = trained_sources(model_dir)
    photos = []
    for im in dataset.load_sources(data, dataset.PHOTO_FOLDERS):
        if im.source not in trained or (held_out_kept_back and im.held_out):
            photos.append(read(im.source, cv2.imread(str(im.path)), im.dice))
    photos += [read("rendered", image, dice) for image, dice in dataset.rendered(RENDERED_SCENES, RENDERED_SEED)]
    return photos


def fit(photos) -> tuple[np.ndarray, np.ndarray]:
    """The map from score to the share of found dice read right. A phantom (a prediction
    on no die) has no value to be right about; it counts against precision instead."""
    readings = [r for p in photos for r in p.readings if r.matched]
    return confidence.fit_isotonic([r.score for r in readings], [r.right for r in readings])


def figures(photos, mapping, min_confidence: float) -> dict:
    """Counts for ``photos`` with confidences through ``mapping``."""
    out = {"photos": len(photos), "dice": 0, "right": 0, "predicted": 0, "matched": 0, "full": 0,
           "rolls": 0, "applied": 0, "applied_wrong": 0, "unsure": 0, "counted": 0, "counted_wrong": 0}
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
                if len(p.readings) == p.dice:
                    out["counted"] += 1
                    out["counted_wrong"] += not full
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


def report(photos, min_confidence: float | None, trained: set[str]) -> str:
    split = left_out(photos)
    chosen = min_confidence
    if min_confidence is None:
        min_confidence = next(s.default for s in config.SCHEMA if s.key == "dice.min_confidence")
    lines = [f"each source left out of the confidence fit; dice.min_confidence {min_confidence} "
             + ("(the lowest with at most 1 % wrong)" if chosen is not None
                else "(the default: no threshold keeps the rolls applied without asking to 1 % wrong)"),
             f"{'source':<10}{'trained on':>11}{'photos':>7}{'dice':>6}{'right':>8}{'precision':>10}"
             f"{'full':>8}{'unsure':>7}{'applied':>9}{'wrong':>8}{'counted':>9}{'wrong':>8}"]
    total = None
    for source, (own, mapping) in split.items():
        c = figures(own, mapping, min_confidence)
        total = c if total is None else {k: total[k] + c[k] for k in c}
        lines.append(_row(source, "others" if source in trained else "never", c))
    lines.append(_row("all", "", total))
    raw = figures(photos, (np.array([0.0, 1.0]), np.array([0.0, 1.0])), min_confidence)
    lines.append(_row("all, raw", "", raw) + "   (the reader's own score, no map)")
    lines.append("\ndice.min_confidence: rolls applied without asking, wrong among them (all sources, each left out)")
    for threshold in MIN_CONFIDENCE_GRID:
        counts = [figures(own, mapping, threshold) for own, mapping in split.values()]
        applied, rolls = sum(c["applied"] for c in counts), sum(c["rolls"] for c in counts)
        wrong = sum(c["applied_wrong"] for c in counts)
        counted, counted_wrong = sum(c["counted"] for c in counts), sum(c["counted_wrong"] for c in counts)
        lines.append(f"  {threshold:<6}{applied / rolls:>8.1%} applied{wrong / max(1, applied):>8.1%} wrong;"
                     f"  count known:{counted / rolls:>7.1%} applied{counted_wrong / max(1, counted):>8.1%} wrong")
    # The pool hides a source never seen behind the others' held-out fifths, which apply most rolls right.
    lines.append("\ncount known, per source: rolls applied without asking, wrong of those, at each dice.min_confidence")
    lines.append(f"  {'':<10}" + "".join(f"{threshold:>14}" for threshold in MIN_CONFIDENCE_GRID))
    for source, (own, mapping) in split.items():
        counts = [figures(own, mapping, threshold) for threshold in MIN_CONFIDENCE_GRID]
        lines.append(f"  {source:<10}" + "".join(
            f"{c['counted'] / max(1, c['rolls']):>8.1%} {c['counted_wrong']:>2}/{c['counted']:<3}" for c in counts).rstrip())
    lines.append("\npredictions on no labelled die, by the distance to the nearest labelled die (its sizes):"
                 " on it (< 1), beside it (1-1.6), away")
    for source, (own, _) in split.items():
        near = [r.nearest for p in own for r in p.readings if not r.matched]
        lines.append(f"  {source:<10}{sum(n < 1 for n in near):>5}{sum(1 <= n < 1.6 for n in near):>5}"
                     f"{sum(n >= 1.6 for n in near):>5}")
    for source, (own, mapping) in split.items():
        lines.append(f"\nreliability, {source} left out: bin, found dice, predicted, observed right")
        lines += [f"  {b:<10}{n:>6}{pred:>10.1%}{obs:>10.1%}" for b, n, pred, obs in reliability(own, mapping)]
    return "\n".join(lines)


def _row(source, trained, c) -> str:
    return (f"{source:<10}{trained:>11}{c['photos']:>7}{c['dice']:>6}{c['right'] / c['dice']:>8.1%}"
            f"{c['matched'] / max(1, c['predicted']):>10.1%}{c['full'] / c['photos']:>8.1%}{c['unsure']:>7}"
            f"{c['applied'] / max(1, c['rolls']):>9.1%}{c['applied_wrong'] / max(1, c['applied']):>8.1%}"
            f"{c['counted'] / max(1, c['rolls']):>9.1%}{c['counted_wrong'] / max(1, c['counted']):>8.1%}")


@pytest.mark.skipif(not (DICE_DATA / "dev" / "labels.json").is_file(), reason="../shared/data/dice is absent")
def test_dice_sources_figures():
    photos = read_all()
    print("\n" + report(photos, choose_min_confidence(photos), trained_sources(MODEL_DIR)[0]))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--models", type=Path, default=MODEL_DIR, help="folder of the models and their training.json")
    parser.add_argument("--data", type=Path, default=DICE_DATA, help="folder holding dev/, rune55_white/, rune55_scope/")
    parser.add_argument("--write-map", action="store_true", help="refit the confidence map on every source")
    parser.add_argument("--die-size", action="store_true", help="tell the reader each photo's die size")
    parser.add_argument("--size-error", type=float, default=0.0, metavar="F",
                        help="with --die-size: that size off by a random factor within 1 +- F")
    parser.add_argument("--phantoms", type=Path, metavar="DIR",
                        help="write a picture per source of its predictions on no labelled die into DIR")
    parser.add_argument("--empty-tray", action="store_true",
                        help="read each photo with a picture of its tray without the dice (see empty_tray_of)")
    args = parser.parse_args()
    if not (args.data / "dev" / "labels.json").is_file():
        sys.exit(f"The labelled dice photos ({args.data}) are not there.")
    phantoms = [] if args.phantoms else None
    photos = read_all(args.models, args.data, args.die_size, args.size_error, phantoms, args.empty_tray)
    if args.phantoms:
        write_phantom_sheets(phantoms, args.phantoms)
    if args.write_map:
        confidence.save_map(fit(photos))
    print(report(photos, choose_min_confidence(photos), trained_sources(args.models)[0]))
