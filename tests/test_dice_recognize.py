"""The dice recognizer on real photos (committed fixtures) and on bad input."""

from __future__ import annotations

import json
from pathlib import Path

import cv2
import numpy as np
import pytest

from drivers.dice import dataset
from drivers.dice import recognize as recognize_module
from drivers.dice.model import Networks
from drivers.dice.recognize import (READ_TURNS, SURE_AFTER_TWO, WIDER_CROP, ImageError, find_candidates,
                                    read_crops, read_turned, recognize, tray_region, turned_crops)

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "dice"
LABELS = {rec["file"]: rec for rec in json.loads((FIXTURES / "labels.json").read_text())["images"]}


def labelled(name):
    return [(d["value"], (d["bbox"][0] + d["bbox"][2] / 2, d["bbox"][1] + d["bbox"][3] / 2), max(d["bbox"][2:]))
            for d in LABELS[name]["dice"]]


def assert_reads(dice, expected, scale=1.0):
    """Every labelled die found at its place with its value, and nothing else."""
    assert len(dice) == len(expected)
    left = list(dice)
    for value, (x, y), size in expected:
        near = [d for d in left if np.hypot(d.center[0] - x * scale, d.center[1] - y * scale) <= 0.7 * size * scale]
        assert near, f"no die found near ({x:.0f}, {y:.0f})"
        die = min(near, key=lambda d: np.hypot(d.center[0] - x * scale, d.center[1] - y * scale))
        assert die.value == value and die.face == str(value)
        assert 0 < die.confidence <= 1
        left.remove(die)


@pytest.mark.parametrize("name", sorted(LABELS))
def test_reads_every_die_of_a_real_photo(name):
    image = cv2.imread(str(FIXTURES / name))
    assert_reads(recognize(image), labelled(name))


@pytest.mark.parametrize("name", sorted(LABELS))
def test_a_photo_taken_in_a_dim_room_is_read_as_in_good_light(name):
    dim = cv2.convertScaleAbs(cv2.imread(str(FIXTURES / name)), alpha=0.4)   # 40 % of the light
    assert_reads(recognize(dim), labelled(name))


def test_large_dice_are_read_after_a_second_look():
    name = next(n for n in sorted(LABELS) if n.startswith("matteo"))
    image = cv2.resize(cv2.imread(str(FIXTURES / name)), None, fx=3, fy=3, interpolation=cv2.INTER_CUBIC)
    assert_reads(recognize(image), labelled(name), scale=3)    # dice of about 160 px


def test_dice_seen_at_an_angle_are_read_without_their_side_faces():
    """A camera off vertical sees a side face beside each die's top: one that barely reads
    as a die so close to a die read well is that die's side, not a die of its own."""
    image, drawn = dataset.rendered(4, seed=8, oblique=True)[3]     # four drawn dice, 20-55 degrees off
    assert_reads(recognize(image), [(d.value, d.center, d.size) for d in drawn])


def test_a_side_face_read_fairly_well_beside_a_die_found_more_surely_is_not_a_die():
    """Seen at an angle, a side face's pips can read at 0.5-0.8; lying within 0.85 of a die of
    a top face the locator found more surely, it is that die's side too."""
    image, drawn = dataset.rendered(6, seed=2, oblique=True)[5]     # four drawn dice
    assert_reads(recognize(image), [(d.value, d.center, d.size) for d in drawn])


@pytest.mark.parametrize("seed", [82, 350])
def test_the_pips_of_a_large_die_found_as_dice_are_read_as_that_die(seed, monkeypatch):
    """Drawn dice of 100-110 px: some come out of the locator as their pips, each a small
    candidate. A look from farther away finds the die holding them, which reads surely as a
    die with at least that many pips, so it is read in their place."""
    image, drawn = dataset.rendered(1, seed=seed)[0]
    assert min(d.size for d in drawn) >= 100
    expected = [(d.value, d.center, d.size) for d in drawn]
    assert_reads(recognize(image), expected)
    monkeypatch.setattr(recognize_module, "PIP_BELOW", 0.0)    # no read is ever taken for a pip
    with pytest.raises(AssertionError):
        assert_reads(recognize(image), expected)


def test_a_pile_of_unsure_small_dice_is_not_read_as_one_large_die(monkeypatch):
    """Two 5s and a 1 lying together, at JPEG quality 30: each reads unsurely, and the look
    from farther away finds the pile as one die, which reads surely as a 3. The look finds
    it far larger than the dice read surely, so the dice of the pile stay dice."""
    record = json.loads((FIXTURES / "pile" / "labels.json").read_text())["images"][0]
    photo = cv2.imread(str(FIXTURES / "pile" / record["file"]))
    image = cv2.imdecode(cv2.imencode(".jpg", photo, [cv2.IMWRITE_JPEG_QUALITY, 30])[1], cv2.IMREAD_COLOR)
    largest = max(max(d["bbox"][2:]) for d in record["dice"])
    dice = recognize(image)
    assert len(dice) == len(record["dice"]) and max(d.bbox[2] for d in dice) < largest
    monkeypatch.setattr(recognize_module, "LARGEST_OF_ROLL", 10.0)     # no die too large for its roll
    dice = recognize(image)
    assert len(dice) < len(record["dice"]) and max(d.bbox[2] for d in dice) > 2 * largest


def test_only_the_tray_is_looked_at():
    name = max(LABELS, key=lambda n: len(LABELS[n]["dice"]))
    image = cv2.imread(str(FIXTURES / name))
    h, w = image.shape[:2]
    inside = [d for d in labelled(name) if d[1][0] < 0.5 * w - d[2] / 2]
    outside = [d for d in labelled(name) if d[1][0] > 0.5 * w + d[2] / 2]
    assert inside and outside
    dice = recognize(image, tray=[0, 0, 0.5, 1])
    assert all(d.center[0] < 0.5 * w for d in dice)
    assert len(dice) == len([d for d in labelled(name) if d[1][0] < 0.5 * w])


def test_grey_and_bgra_pictures_are_read_like_colour_ones():
    name = sorted(LABELS)[0]
    image = cv2.imread(str(FIXTURES / name))
    values = sorted(d.value for d in recognize(image))
    assert sorted(d.value for d in recognize(cv2.cvtColor(image, cv2.COLOR_BGR2BGRA))) == values
    assert len(recognize(cv2.cvtColor(image, cv2.COLOR_BGR2GRAY))) == len(values)


@pytest.mark.parametrize("image", [np.zeros((480, 640, 3), np.uint8), np.full((480, 640, 3), 255, np.uint8),
                                   np.full((40, 4000, 3), 128, np.uint8)], ids=["black", "white", "strip"])
def test_pictures_without_dice_give_no_dice(image):
    assert recognize(image) == []


def test_a_huge_picture_is_read_without_trouble():
    image = np.full((4000, 6000, 3), 90, np.uint8)
    photo = cv2.imread(str(FIXTURES / sorted(LABELS)[0]))
    image[1000:1000 + photo.shape[0] * 3, 2000:2000 + photo.shape[1] * 3] = cv2.resize(photo, None, fx=3, fy=3)
    assert len(recognize(image)) == len(LABELS[sorted(LABELS)[0]]["dice"])


@pytest.mark.parametrize("image, words", [
    (np.zeros((0, 0, 3), np.uint8), "too small"),
    (np.zeros((480, 640, 3), np.float32), "8-bit"),
    (np.zeros((480, 640, 5), np.uint8), "shape"),
    (np.zeros((4, 480, 640, 3), np.uint8), "shape"),
    ("photo.jpg", "numpy array"),
    (None, "numpy array"),
])
def test_what_is_not_an_image_is_one_clear_sentence(image, words):
    with pytest.raises(ImageError, match=words) as err:
        recognize(image)
    assert str(err.value).endswith(".") and "\n" not in str(err.value)


PHOTOS = sorted(FIXTURES.glob("*.jpg")) + sorted((FIXTURES / "unseen").glob("*.jpg")) \
    + sorted((FIXTURES / "closeup").glob("*.jpg"))


def test_a_crop_is_read_at_two_turns_when_they_agree_and_an_unsure_one_alone_also_wider():
    """The reader reads a crop at two turns, and at four when those two do not agree surely;
    such an unsure crop is also read in a wider square unless that square reaches another
    candidate. Over familiar, never-seen and close-up photos: a crop read at two turns names the
    class four turns name, and every other reads as its four turns, or, alone, as the mean of
    its four turns in both squares."""
    networks = Networks.shared()
    read = {"two turns": 0, "four turns": 0, "wider too": 0}
    for path in PHOTOS:
        _, _, region = tray_region(cv2.imread(str(path)), None)
        candidates = find_candidates(networks, region)
        probs, _ = read_crops(networks, region, candidates)
        four, _ = read_crops(networks, region, candidates, every_turn=True)
        wider, _ = read_turned(networks, turned_crops(region, candidates, READ_TURNS, WIDER_CROP))
        for c, got, at_four, at_wider in zip(candidates, probs, four, wider):
            others = [o for o in candidates if o is not c]
            reaches_another = any(np.hypot(o.x - c.x, o.y - c.y) < WIDER_CROP / 2 * c.size + o.size / 2
                                  for o in others)
            if np.allclose(got, at_four, atol=1e-6):
                read["four turns"] += 1
                assert reaches_another or at_four.max() >= SURE_AFTER_TWO
            elif np.allclose(got, (at_four + at_wider) / 2, atol=1e-6):
                read["wider too"] += 1
                assert not reaches_another
            else:
                read["two turns"] += 1
                assert got.max() >= SURE_AFTER_TWO and got.argmax() == at_four.argmax()
    assert min(read.values()) >= 3, read    # every kind of crop was met


@pytest.mark.parametrize("path", PHOTOS, ids=lambda p: p.name)
def test_a_photo_reads_the_same_dice_as_when_no_crop_is_sure_at_two_turns(path, monkeypatch):
    image = cv2.imread(str(path))
    dice = recognize(image)
    monkeypatch.setattr(recognize_module, "SURE_AFTER_TWO", 1.01)    # every crop read at four turns (alone: wider too)
    every = recognize(image)
    assert [(d.face, d.center) for d in dice] == [(d.face, d.center) for d in every]
    assert all(abs(a.confidence - b.confidence) <= 0.02 for a, b in zip(dice, every))


def test_a_crop_read_on_its_own_still_keeps_its_wider_square_off_its_neighbours():
    """A die proposed again at the roll's own size is read after the others: its neighbours are
    the picture's candidates, not the few read with it."""
    networks = Networks.shared()
    kept_off = 0
    for path in PHOTOS:
        _, _, region = tray_region(cv2.imread(str(path)), None)
        candidates = find_candidates(networks, region)
        together, _ = read_crops(networks, region, candidates)
        for k, c in enumerate(candidates):
            alone, _ = read_crops(networks, region, [c], among=candidates)
            assert np.allclose(alone[0], together[k], atol=1e-6)
            kept_off += not np.allclose(read_crops(networks, region, [c])[0][0], together[k], atol=1e-6)
    assert kept_off >= 1    # some crop would have been read wider with no neighbours given
