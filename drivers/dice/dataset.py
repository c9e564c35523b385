"""The labelled dice photos (``../shared/data/dice`` beside the repo) as plain records.

Used by the training script and the benchmark, never at runtime. The two
sources draw their boxes differently (whole die vs. the pips of the top face),
so every die gets a *centre* and an estimated *die size* here; the raw label
box is kept for matching by centre distance. A few labels name another face
than the photo shows: ``label_fixes.json`` gives the face seen, applied here.
"""

from __future__ import annotations

import hashlib
import json
import statistics
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class LabelledDie:
    value: int
    center: tuple[float, float]
    size: float                      # estimated side of the die's top face, pixels
    bbox: tuple[float, float, float, float]


@dataclass(frozen=True)
class LabelledImage:
    path: Path
    source: str                      # file-name prefix: "byler", "matteo", "white", "scope"
    dice: tuple[LabelledDie, ...]

    @property
    def held_out(self) -> bool:
        return is_held_out(self.path.name)


LABEL_FIXES = Path(__file__).with_name("label_fixes.json")
PHOTO_FOLDERS = {"byler": "dev", "matteo": "dev", "white": "rune55_white", "scope": "rune55_scope"}
SOURCES = (*PHOTO_FOLDERS, "rendered")   # "rendered": scenes drawn by drivers.dice.render


def is_held_out(file_name: str) -> bool:
    """A fixed fifth of the photos, chosen by file-name hash, never trained on."""
    return hashlib.sha1(file_name.encode()).digest()[0] % 5 == 0


def _pip_box_die_size(boxes: list[list[float]], values: list[int]) -> float:
    """Die size for a source whose boxes cover only the pips (matteo).

    The pip spread of faces 4-6 is about 80 % of the face; faces 1-3 give no
    usable size, so they borrow it from the 4-6 dice of the same photo or, if
    there are none, from a typical 4-6 box of that camera (46 px)."""
    spans = [max(b[2], b[3]) for b, v in zip(boxes, values) if v >= 4 and min(b[2], b[3]) > 0.6 * max(b[2], b[3])]
    return (statistics.median(spans) if spans else 46.0) / 0.8


def label_fixes() -> dict[str, list[dict]]:
    """The fixes of ``label_fixes.json`` by photo file name."""
    fixes: dict[str, list[dict]] = {}
    for fix in json.loads(LABEL_FIXES.read_text())["fixes"]:
        fixes.setdefault(fix["file"], []).append(fix)
    return fixes


def _fixed_values(file: str, boxes: list[list[float]], values: list[int], fixes: list[dict]) -> list[int]:
    """``values`` with each of ``fixes`` applied: the die labelled ``labelled`` whose box
    centre is within a pixel of ``center`` shows ``shows``."""
    values = list(values)
    for fix in fixes:
        at = [k for k, (b, v) in enumerate(zip(boxes, values)) if v == fix["labelled"]
              and abs(b[0] + b[2] / 2 - fix["center"][0]) <= 1 and abs(b[1] + b[3] / 2 - fix["center"][1]) <= 1]
        if len(at) != 1:
            raise ValueError(f"{LABEL_FIXES.name}: {file} has no die labelled {fix['labelled']} "
                             f"at {fix['center'][0]}, {fix['center'][1]} to fix.")
        values[at[0]] = fix["shows"]
    return values


def load(folder: Path) -> list[LabelledImage]:
    """All labelled images in ``folder`` (with its ``labels.json``), sorted by file name,
    with the fixes of ``label_fixes.json``."""
    records = json.loads((folder / "labels.json").read_text())["images"]
    fixes = label_fixes()
    images = []
    for rec in sorted(records, key=lambda r: r["file"]):
        source = rec["file"].split("_", 1)[0]
        boxes = [d["bbox"] for d in rec["dice"]]
        values = _fixed_values(rec["file"], boxes, [d["value"] for d in rec["dice"]], fixes.get(rec["file"], []))
        shared_size = _pip_box_die_size(boxes, values) if source == "matteo" else None
        dice = tuple(
            LabelledDie(value=v, center=(b[0] + b[2] / 2, b[1] + b[3] / 2),
                        size=shared_size or max(b[2], b[3]), bbox=tuple(b))
            for b, v in zip(boxes, values))
        images.append(LabelledImage(folder / rec["file"], source, dice))
    return images


def load_sources(root: Path, sources) -> list[LabelledImage]:
    """The photos of ``sources`` (names of PHOTO_FOLDERS) under ``root`` (``../shared/data/dice``)."""
    return [im for folder in sorted({PHOTO_FOLDERS[s] for s in sources})
            for im in load(root / folder) if im.source in sources]


def rendered(count: int, seed: int, inlaid: bool = False, oblique: bool = False
             ) -> list[tuple[object, tuple[LabelledDie, ...]]]:
    """``count`` scenes drawn by :func:`drivers.dice.render.random_scene` as (BGR image, dice),
    or by :func:`~drivers.dice.render.inlaid_scene` if ``inlaid``, or by
    :func:`~drivers.dice.render.oblique_scene` if ``oblique``; the benchmark and the
    training draw with different seeds, so never the same scene."""
    import numpy as np

    from drivers.dice import render

    rng = np.random.default_rng(seed)
    scenes = []
    for _ in range(count):
        draw = render.inlaid_scene if inlaid else render.oblique_scene if oblique else render.random_scene
        image, dice = draw(rng)
        scenes.append((image, tuple(LabelledDie(v, c, side, (c[0] - side / 2, c[1] - side / 2, side, side))
                                    for v, c, side in dice)))
    return scenes
