"""Symbol faces after calibration: an owner's symbol dice, calibrated at the table on 5
pictures of each face, then read in throws on the same tray.

Run: ``python tests/bench/bench_dice_symbols.py [--sets N] [--throws N] [--calibrated-with DIR]``
(or ``make bench``).
No photo of a game's own symbol dice is available, so the dice are drawn
(:func:`drivers.dice.render.random_scene`): the T.I.M.E Stories action die
(``timestories_action``), its five faces drawn as ring (blank), star (hit), bolt (2 hits),
skull and cross (hit + skull). Each of ``--sets`` dice sets (a ground, a die size, body and
ink colours, as one box's camera sees them) is calibrated on 5 pictures of one die showing
each face (``agency dice calibrate``'s pictures), then read in ``--throws`` throws of 1-6
dice on that tray (any angle, a third touching, uneven light, noise, blur, some in grey).
A prediction matches a die as in ``bench_dice.py``; a die is right when its face is ("other face":
read as another face, not as "?").
Also with the die size known (``dice.die_size``). Where the dice that are not right are lost:
"not found" (no locator candidate near them), "dropped" (a candidate the reader called "not a
die" and no calibrated face matched closely), "?" (found but no calibrated face close enough),
"other face". "applied": the throws the kiosk would apply without asking when the game knows
how many dice were thrown (as many read as thrown, every one at ``dice.min_confidence`` or
more), and "wrong": the share of those not wholly right.

``--calibrated-with DIR`` names the models folder of an earlier version (``git archive
94257e4^ drivers/dice/models | tar -x -C /tmp/earlier`` gives the one shipped before
2026-12-06): each set is then also calibrated by that folder's reader on the same pictures,
as an owner calibrated before an update, and read by today's as saved ("earlier reader's")
and as :func:`drivers.dice.calibrate.for_reader` describes it again ("described again").
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import cv2
import numpy as np

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_dice import match  # noqa: E402

from device import config  # noqa: E402
from drivers.dice import render  # noqa: E402
from drivers.dice.calibrate import CalibrationError, calibrate, describe_face, for_reader  # noqa: E402
from drivers.dice.dataset import LabelledDie  # noqa: E402
from drivers.dice.profiles import load_profile  # noqa: E402
from drivers.dice.model import Networks  # noqa: E402
from drivers.dice.recognize import candidate_floor, find_candidates, one_size, recognize, tray_region  # noqa: E402

PICTURES_PER_FACE = 5
MIN_CONFIDENCE = next(s.default for s in config.SCHEMA if s.key == "dice.min_confidence")
SEED = 2027


def judge(dice_sets: int, throws: int, calibrated_with: Path | None = None) -> dict[str, dict]:
    """Counts per way of reading ("alone", "die size known", and with ``calibrated_with``
    each of them calibrated by today's reader, by that folder's, and by that folder's
    described again by today's), over every set's throws."""
    cv2.setNumThreads(1)
    rng = np.random.default_rng(SEED)
    plain = load_profile("timestories_action")
    face_of = {drawn: name for name, drawn in render.ACTION_DIE_AS_DRAWN.items()}
    earlier = [Networks(calibrated_with)] if calibrated_with else []
    kinds = ("today's", "earlier reader's", "described again") if earlier else ("",)
    totals = {row(way, kind): {
        "dice": 0, "right": 0, "predicted": 0, "matched": 0, "throws": 0, "full": 0, "retakes": 0,
        "other face": 0, "not found": 0, "dropped": 0, "?": 0, "applied": 0, "applied wrong": 0}
        for way in ("alone", "die size known") for kind in kinds}
    for _ in range(dice_sets):
        dice_set = render.random_dice_set(rng)
        profiles = {}
        for way, size in (("alone", None), ("die size known", dice_set.side)):
            pictures = {name: pictures_of(rng, drawn, dice_set, size, totals[row(way, kinds[0])], earlier)
                        for name, drawn in render.ACTION_DIE_AS_DRAWN.items()}
            ours = calibrate(plain, pictures, die_size=size)
            if not earlier:
                profiles[way] = (size, plain.with_calibration(ours))
                continue
            theirs = calibrate(plain, pictures, die_size=size, networks=earlier[0])
            for kind, calibration in zip(kinds, (ours, theirs, for_reader(theirs))):
                profiles[row(way, kind)] = (size, plain.with_calibration(calibration))
        for _ in range(throws):
            image, drawn = render.random_scene(rng, faces=list(face_of), dice_set=dice_set, most_dice=6)
            labelled = [LabelledDie(0, c, s, (c[0] - s / 2, c[1] - s / 2, s, s)) for _, c, s in drawn]
            for reading, (size, profile) in profiles.items():
                read = recognize(image, profile, die_size=size)
                pairs = match(read, labelled)
                right = sum(read[i].face == face_of[drawn[j][0]] for i, j in pairs)
                count = totals[reading]
                count["dice"] += len(drawn)
                count["right"] += right
                count["other face"] += sum(read[i].face not in (face_of[drawn[j][0]], "?") for i, j in pairs)
                count["?"] += sum(read[i].face == "?" for i, _ in pairs)
                found = len(pairs) + len(missed_candidates(image, labelled, {j for _, j in pairs}, size, profile))
                count["not found"] += len(drawn) - found
                count["dropped"] += found - len(pairs)
                count["predicted"] += len(read)
                count["matched"] += len(pairs)
                count["throws"] += 1
                count["full"] += right == len(drawn) == len(read)
                if len(read) == len(drawn) and all(d.confidence >= MIN_CONFIDENCE for d in read):
                    count["applied"] += 1
                    count["applied wrong"] += right < len(drawn)
    return totals


def row(way: str, kind: str) -> str:
    """The report's name for reading ``way`` (alone, die size known) with a calibration of ``kind``."""
    return f"{way}, {kind}" if kind else way


def missed_candidates(image, labelled, matched: set, die_size, profile) -> list:
    """The dice of ``labelled`` not in ``matched`` that the locator did find for ``profile``
    (and so the reader or the calibration dropped)."""
    _, _, region = tray_region(image, None)
    found = find_candidates(Networks.shared(), region, die_size, candidate_floor(profile, die_size))
    candidates, _ = one_size(found, die_size)
    return [j for j in set(range(len(labelled))) - matched
            if any(np.hypot(c.x - labelled[j].center[0], c.y - labelled[j].center[1]) <= 0.7 * labelled[j].size
                   for c in candidates)]


def pictures_of(rng, drawn: str, dice_set, die_size, count: dict, earlier: list) -> list:
    """PICTURES_PER_FACE pictures of one die showing ``drawn`` that calibration (by today's
    networks and by each of ``earlier``) can use; a picture it refuses ("No die was found") is
    taken again, as the owner would, and counted."""
    pictures = []
    while len(pictures) < PICTURES_PER_FACE:
        picture = render.random_scene(rng, faces=[drawn], dice_set=dice_set, most_dice=1)[0]
        try:
            for networks in [None, *earlier]:
                describe_face(picture, networks=networks, die_size=die_size)
            pictures.append(picture)
        except CalibrationError:
            count["retakes"] += 1
    return pictures


def report(totals: dict[str, dict]) -> str:
    width = max(map(len, totals)) + 2
    lines = [f"{'read':<{width}}{'throws':>7}{'dice':>6}{'right':>8}{'precision':>10}{'full':>8}{'retakes':>9}"
             f"{'other face':>12}{'?':>5}{'dropped':>9}{'not found':>11}{'applied':>9}{'wrong':>7}"]
    for way, c in totals.items():
        lines.append(f"{way:<{width}}{c['throws']:>7}{c['dice']:>6}{c['right'] / c['dice']:>8.1%}"
                     f"{c['matched'] / max(1, c['predicted']):>10.1%}{c['full'] / c['throws']:>8.1%}{c['retakes']:>9}"
                     f"{c['other face']:>12}{c['?']:>5}{c['dropped']:>9}{c['not found']:>11}"
                     f"{c['applied'] / c['throws']:>9.1%}{c['applied wrong'] / max(1, c['applied']):>7.1%}")
    return "\n".join(lines)


def test_symbol_faces_after_calibration():
    print("\n" + report(judge(8, 25)))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sets", type=int, default=8, help="dice sets, each calibrated on its own")
    parser.add_argument("--throws", type=int, default=25, help="throws read per set")
    parser.add_argument("--calibrated-with", type=Path, metavar="DIR",
                        help="an earlier version's models folder: calibrate by its reader too, read by today's")
    args = parser.parse_args()
    print(report(judge(args.sets, args.throws, args.calibrated_with)))
