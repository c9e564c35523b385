"""Dice reader accuracy and speed on the labelled dev photos (``../shared/data/dice/dev``).

Run with ``make bench`` or directly: ``python tests/bench/bench_dice.py [--data DEV]``.
Skipped when the photos are absent. A prediction matches a labelled die when its centre
lies within 0.7 of the label box's larger side (the two sources draw their boxes
differently); each die matches at most one prediction. Reported per source and
overall, for the photos held out of training and for all of dev:

* dice correct: matched with the right value / all labelled dice;
* precision: predictions that match a die / all predictions;
* images right: every die right and nothing extra;
* median ms per image with OpenCV on one thread (decoding excluded), and the
  same for the frame scaled up to the camera's working resolution (1280x720).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import cv2
import numpy as np
import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
DEV = REPO / ".." / "shared" / "data" / "dice" / "dev"

from drivers.dice import dataset  # noqa: E402
from drivers.dice.recognize import recognize  # noqa: E402

CAMERA_SIZE = (1280, 720)


def match(predicted, labelled) -> list[tuple[int, int]]:
    """(prediction index, label index) pairs, nearest first, one-to-one."""
    pairs = []
    for i, p in enumerate(predicted):
        for j, d in enumerate(labelled):
            dist = np.hypot(p.center[0] - d.center[0], p.center[1] - d.center[1])
            if dist <= 0.7 * max(d.bbox[2], d.bbox[3]):
                pairs.append((dist, i, j))
    used_p, used_l, out = set(), set(), []
    for _, i, j in sorted(pairs):
        if i not in used_p and j not in used_l:
            used_p.add(i)
            used_l.add(j)
            out.append((i, j))
    return out


def evaluate(images) -> dict:
    """Per-source and overall figures for ``images`` (dataset records)."""
    cv2.setNumThreads(1)
    rows: dict[str, dict] = {}
    for im in images:
        frame = cv2.imread(str(im.path))
        start = time.perf_counter()
        dice = recognize(frame)
        ms = (time.perf_counter() - start) * 1000
        pairs = match(dice, im.dice)
        correct = sum(dice[i].value == im.dice[j].value for i, j in pairs)
        for key in (im.source, "overall"):
            r = rows.setdefault(key, {"images": 0, "dice": 0, "correct": 0, "predicted": 0, "matched": 0,
                                      "full": 0, "ms": []})
            r["images"] += 1
            r["dice"] += len(im.dice)
            r["correct"] += correct
            r["predicted"] += len(dice)
            r["matched"] += len(pairs)
            r["full"] += correct == len(im.dice) and len(dice) == len(im.dice)
            r["ms"].append(ms)
    return rows


def camera_resolution_ms(images) -> float:
    """Median ms per frame when each photo is letterboxed into a 1280x720 camera frame."""
    cv2.setNumThreads(1)
    times = []
    for im in images:
        photo = cv2.imread(str(im.path))
        w, h = CAMERA_SIZE
        s = min(w / photo.shape[1], h / photo.shape[0])
        scaled = cv2.resize(photo, (round(photo.shape[1] * s), round(photo.shape[0] * s)))
        frame = np.full((h, w, 3), 128, np.uint8)
        frame[:scaled.shape[0], :scaled.shape[1]] = scaled
        start = time.perf_counter()
        recognize(frame)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def table(title: str, rows: dict) -> str:
    lines = [title, f"{'source':<9}{'images':>7}{'dice':>6}{'correct':>9}{'precision':>10}{'img right':>10}{'ms':>7}"]
    for key in sorted(rows, key=lambda k: (k == "overall", k)):
        r = rows[key]
        lines.append(f"{key:<9}{r['images']:>7}{r['dice']:>6}{r['correct'] / r['dice']:>9.1%}"
                     f"{r['matched'] / max(1, r['predicted']):>10.1%}{r['full'] / r['images']:>10.1%}"
                     f"{statistics.median(r['ms']):>7.1f}")
    return "\n".join(lines)


def report(dev: Path = DEV) -> str:
    images = dataset.load(dev)
    held_out = [im for im in images if im.held_out]
    return "\n\n".join([
        table(f"held out of training ({len(held_out)} photos)", evaluate(held_out)),
        table(f"all of dev ({len(images)} photos)", evaluate(images)),
        f"median ms per frame at camera resolution {CAMERA_SIZE[0]}x{CAMERA_SIZE[1]}: "
        f"{camera_resolution_ms(images[::4]):.1f}",
    ])


@pytest.mark.skipif(not (DEV / "labels.json").is_file(), reason="the dev photos are not beside the repo")
def test_dice_reader_figures():
    print("\n" + report())


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEV, help="the dev photos' folder (with labels.json)")
    args = parser.parse_args()
    if not (args.data / "labels.json").is_file():
        sys.exit(f"The dev photos ({args.data}) are not there.")
    print(report(args.data))
