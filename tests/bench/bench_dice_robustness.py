"""Dice reader under controlled changes of familiar photos: what light, lens and camera do to it.

Run: ``python tests/bench/bench_dice_robustness.py [--models DIR] [--data DEV] [--die-size]``;
skipped without ``../shared/data/dice/dev``. Each held-out dev photo (never trained on) is
read as it is and after one change at a time; the labels follow the geometric changes.
The changes stand for what an owner's box does to a picture:

* grey: a monochrome camera, or a white-balance gone to grey;
* half size: the camera twice as high over the tray;
* dim, bright, low contrast: a dark room, a lamp over the tray, a washed-out sensor;
* warm light: a tungsten bulb's orange cast;
* shadow: the left half of the tray in a hard shadow (at 45 % light);
* JPEG 30: a cheap webcam's compression;
* blur: out of focus (Gaussian, sigma a twentieth of the die size);
* noise: a small sensor in low light (Gaussian, sigma 12 grey levels);
* turned 90 degrees, tilted 20 degrees: the camera mounted another way round.

Figures as in ``bench_dice_sources.py``, with the committed confidence map; "applied" =
rolls applied without asking at the default ``dice.min_confidence``, "wrong" = of those.
``--die-size`` tells the reader each photo's die size, as ``dice.die_size`` does.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

import cv2
import numpy as np
import pytest

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parents[1]))
sys.path.insert(0, str(BENCH))

from bench_dice import DEV  # noqa: E402
from bench_dice_sources import figures, read_photo  # noqa: E402

from device import config  # noqa: E402
from drivers.dice import confidence, dataset  # noqa: E402
from drivers.dice.model import MODEL_DIR, Networks  # noqa: E402

NOISE_SEED = 11


def _moved(dice, transform, scale: float = 1.0, swap: bool = False):
    """The labels after the picture moved: centres through ``transform``, sizes times ``scale``."""
    out = []
    for d in dice:
        _, _, w, h = d.bbox
        w, h = (h, w) if swap else (w, h)
        cx, cy = transform(*d.center)
        w, h = w * scale, h * scale
        out.append(dataclasses.replace(d, center=(cx, cy), size=d.size * scale,
                                       bbox=(cx - w / 2, cy - h / 2, w, h)))
    return tuple(out)


def _lit(image, gain: float, offset: float = 0.0):
    return cv2.convertScaleAbs(image, alpha=gain, beta=offset)


def _grey(image, dice):
    return cv2.cvtColor(cv2.cvtColor(image, cv2.COLOR_BGR2GRAY), cv2.COLOR_GRAY2BGR), dice


def _half_size(image, dice):
    h, w = image.shape[:2]
    small = cv2.resize(image, (w // 2, h // 2), interpolation=cv2.INTER_AREA)
    return small, _moved(dice, lambda x, y: (x / 2, y / 2), 0.5)


def _warm(image, dice):
    return np.clip(image * np.array([0.7, 0.95, 1.15]), 0, 255).astype(np.uint8), dice


def _shadow(image, dice):
    out = image.copy()
    half = image.shape[1] // 2
    out[:, :half] = _lit(out[:, :half], 0.45)
    return out, dice


def _jpeg(image, dice):
    _, data = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, 30])
    return cv2.imdecode(data, cv2.IMREAD_COLOR), dice


def _blur(image, dice):
    sigma = float(np.median([d.size for d in dice])) / 20 if dice else 2.0
    return cv2.GaussianBlur(image, (0, 0), sigma), dice


def _noise(image, dice):
    rng = np.random.default_rng(NOISE_SEED)
    return np.clip(image + rng.normal(0, 12, image.shape), 0, 255).astype(np.uint8), dice


def _turned(image, dice):
    h = image.shape[0]
    return cv2.rotate(image, cv2.ROTATE_90_CLOCKWISE), _moved(dice, lambda x, y: (h - 1 - y, x), swap=True)


def _tilted(image, dice, degrees: float = 20.0):
    h, w = image.shape[:2]
    turn = cv2.getRotationMatrix2D((w / 2, h / 2), degrees, 1.0)
    cos, sin = abs(turn[0, 0]), abs(turn[0, 1])
    size = (round(w * cos + h * sin), round(w * sin + h * cos))   # the whole photo stays in view
    turn[:, 2] += (size[0] - w) / 2, (size[1] - h) / 2
    tilted = cv2.warpAffine(image, turn, size, borderMode=cv2.BORDER_REPLICATE)
    return tilted, _moved(dice, lambda x, y: tuple(turn @ (x, y, 1.0)))


CHANGES = {
    "none": lambda image, dice: (image, dice),
    "grey": _grey,
    "half size": _half_size,
    "dim": lambda image, dice: (_lit(image, 0.4), dice),
    "bright": lambda image, dice: (_lit(image, 1.6, 30), dice),
    "low contrast": lambda image, dice: (_lit(image, 0.5, 64), dice),
    "warm light": _warm,
    "shadow": _shadow,
    "JPEG 30": _jpeg,
    "blur": _blur,
    "noise": _noise,
    "turned 90": _turned,
    "tilted 20": _tilted,
}


def read_changed(model_dir: Path = MODEL_DIR, dev: Path = DEV, known_size: bool = False) -> dict[str, list]:
    """Per change: the held-out dev photos' readings (``bench_dice_sources.Photo``)."""
    cv2.setNumThreads(1)
    networks = Networks(model_dir)
    photos = [(im.source, cv2.imread(str(im.path)), im.dice) for im in dataset.load(dev) if im.held_out]
    return {name: [read_photo(networks, source, *change(image, dice), 1.0 if known_size else None)
                   for source, image, dice in photos]
            for name, change in CHANGES.items()}


def report(changed: dict[str, list]) -> str:
    min_confidence = next(s.default for s in config.SCHEMA if s.key == "dice.min_confidence")
    mapping = confidence.committed_map()
    photos = len(next(iter(changed.values())))
    lines = [f"{photos} held-out dev photos, one change at a time; applied = every die at least "
             f"{min_confidence} sure",
             f"{'change':<14}{'dice':>6}{'right':>8}{'precision':>10}{'full':>8}{'unsure':>7}"
             f"{'applied':>9}{'wrong':>8}"]
    for name, readings in changed.items():
        c = figures(readings, mapping, min_confidence)
        lines.append(f"{name:<14}{c['dice']:>6}{c['right'] / c['dice']:>8.1%}"
                     f"{c['matched'] / max(1, c['predicted']):>10.1%}{c['full'] / c['photos']:>8.1%}"
                     f"{c['unsure']:>7}{c['applied'] / max(1, c['rolls']):>9.1%}"
                     f"{c['applied_wrong'] / max(1, c['applied']):>8.1%}")
    return "\n".join(lines)


@pytest.mark.skipif(not (DEV / "labels.json").is_file(), reason="the dev photos are not beside the repo")
def test_dice_robustness_figures():
    print("\n" + report(read_changed()))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--models", type=Path, default=MODEL_DIR, help="folder of the models")
    parser.add_argument("--data", type=Path, default=DEV, help="the dev photos' folder (with labels.json)")
    parser.add_argument("--die-size", action="store_true", help="tell the reader each photo's die size")
    args = parser.parse_args()
    if not (args.data / "labels.json").is_file():
        sys.exit(f"The dev photos ({args.data}) are not there.")
    print(report(read_changed(args.models, args.data, args.die_size)))
