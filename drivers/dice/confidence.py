"""A die's confidence as the probability that its reading is right.

The reader's own score (its probability for the pip count it picked) is far
too sure on dice, trays and light it has not seen. An isotonic map, fitted on
labelled photos by ``tests/bench/bench_dice_sources.py``, turns that score into
the share of readings with that score that were a real die with the right
value. The map is a small table in ``models/confidence.json``; between its
points it is interpolated linearly.

A die whose calibrated confidence is below ``UNSURE_BELOW`` is reported as
unreadable (face ``"?"``, no value): a guess such as "4" would be applied as if
it had been read.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import numpy as np

MAP_PATH = Path(__file__).resolve().parent / "models" / "confidence.json"
UNSURE_BELOW = 0.5      # below this a die is more likely misread than read: say so
UNREADABLE_FACE = "?"


@lru_cache(maxsize=1)
def committed_map() -> tuple[np.ndarray, np.ndarray]:
    """(reader scores, probabilities right) of the committed map, increasing."""
    data = json.loads(MAP_PATH.read_text(encoding="utf-8"))
    return np.asarray(data["score"], float), np.asarray(data["right"], float)


def calibrated(score: float, mapping: tuple[np.ndarray, np.ndarray] | None = None) -> float:
    """The probability right for a reader ``score`` (0-1)."""
    xs, ys = mapping if mapping is not None else committed_map()
    return float(np.interp(score, xs, ys))


def fit_isotonic(scores, right, points: int = 24) -> tuple[np.ndarray, np.ndarray]:
    """An increasing map from ``scores`` to the share ``right`` (0/1 each), by pooling
    adjacent violators, thinned to at most ``points`` knots for a readable table."""
    order = np.argsort(scores, kind="stable")
    xs, ys = np.asarray(scores, float)[order], np.asarray(right, float)[order]
    blocks: list[list[float]] = []          # [sum right, count, sum score]
    for x, y in zip(xs, ys):
        blocks.append([y, 1.0, x])
        while len(blocks) > 1 and blocks[-2][0] / blocks[-2][1] >= blocks[-1][0] / blocks[-1][1]:
            s, n, sx = blocks.pop()
            blocks[-1][0] += s
            blocks[-1][1] += n
            blocks[-1][2] += sx
    knot_x = np.array([b[2] / b[1] for b in blocks])
    knot_y = np.array([b[0] / b[1] for b in blocks])
    if len(knot_x) > points:
        keep = np.unique(np.round(np.linspace(0, len(knot_x) - 1, points)).astype(int))
        knot_x, knot_y = knot_x[keep], knot_y[keep]
    # Scores below/above every example take the end values; 0 and 1 pin the ends.
    knot_x = np.concatenate([[0.0], knot_x, [1.0]])
    knot_y = np.concatenate([[knot_y[0]], knot_y, [knot_y[-1]]])
    return knot_x, knot_y


def save_map(mapping: tuple[np.ndarray, np.ndarray], path: Path = MAP_PATH) -> None:
    xs, ys = mapping
    path.write_text(json.dumps({"score": [round(float(x), 4) for x in xs],
                                "right": [round(float(y), 4) for y in ys]}) + "\n", encoding="utf-8")
