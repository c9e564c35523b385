"""The Blender scenes' labels (``drivers.dice.blender_scenes``), checked without Blender.

A rendered scene is only as good as its labels: the value must be the face that
ends up on top, no two dice may overlap, and the folder must read as a training
source through the same loader as the labelled photos."""
import itertools
import json
import math

import numpy as np
import pytest

from drivers.dice import blender_scenes, dataset


@pytest.mark.parametrize("value", range(1, 7))
def test_the_labelled_face_is_the_one_turned_up(value):
    turn = blender_scenes.turn_up(value)
    assert np.allclose(turn @ turn.T, np.eye(3)) and np.isclose(np.linalg.det(turn), 1.0)
    up = {v: tuple(np.round(turn @ np.array(face[0], float)).astype(int))
          for v, face in blender_scenes.FACES.items()}
    assert up[value] == (0, 0, 1)
    assert up[7 - value] == (0, 0, -1)      # opposite faces add up to 7, as on a real die


def test_each_face_has_its_pips_inside_it():
    for value, (normal, u, v) in blender_scenes.FACES.items():
        assert len(blender_scenes.PIP_LAYOUT[value]) == value
        assert np.isclose(np.dot(normal, u), 0) and np.isclose(np.dot(normal, v), 0) and np.isclose(np.dot(u, v), 0)


def test_dice_never_overlap_and_some_touch():
    rng = np.random.default_rng(4)
    gaps = []
    for _ in range(40):
        dice = blender_scenes.layout(rng, int(rng.integers(1, 9)))
        gaps += [math.dist(a[:2], b[:2]) for a, b in itertools.combinations(dice, 2)]
    assert min(gaps) > 1.0
    assert sum(g < 1.15 for g in gaps) >= 10


def test_the_rendered_folder_reads_as_the_blender_source(tmp_path):
    for seed, value in ((1, 5), (2, 2)):
        record = {"file": f"blender_{seed}_00000.jpg", "width": 512, "height": 384, "source": "blender",
                  "dice": [{"value": value, "bbox": [100.0, 80.0, 40.0, 36.0]}]}
        (tmp_path / f"labels-{seed}.json").write_text(json.dumps({"images": [record]}))
    assert blender_scenes.merge(tmp_path) == 2
    images = dataset.load(tmp_path)
    assert [im.source for im in images] == ["blender", "blender"]
    assert [d.value for im in images for d in im.dice] == [5, 2]
    assert images[0].dice[0].center == (120.0, 98.0) and images[0].dice[0].size == 40.0


def test_a_camera_adds_noise_and_sometimes_grey_but_keeps_the_picture():
    rng = np.random.default_rng(0)
    clean = np.full((48, 64, 3), (40, 120, 200), np.uint8)
    outs = [blender_scenes.camera_effects(clean, rng) for _ in range(30)]
    assert all(o.shape == clean.shape and o.dtype == np.uint8 for o in outs)
    grey = [bool((o[..., 0] == o[..., 2]).all()) for o in outs]
    assert 0 < sum(grey) < len(outs)


def test_what_lies_beside_the_dice_touches_neither_them_nor_itself():
    rng = np.random.default_rng(5)
    kinds = set()
    for _ in range(40):
        dice = blender_scenes.layout(rng, int(rng.integers(1, 9)))
        clutter = blender_scenes.clutter_layout(rng, dice, 4)
        kinds |= {kind for kind, *_ in clutter}
        for kind, x, y, size, _ in clutter:
            low, high = blender_scenes.CLUTTER[kind]
            assert low <= size <= high
            # A die reaches 0.71 of its side from its centre.
            assert all(math.dist((x, y), die[:2]) > blender_scenes.reach(kind, size) + 0.71 for die in dice)
        for (kind_a, *a), (kind_b, *b) in itertools.combinations(clutter, 2):
            apart = blender_scenes.reach(kind_a, a[2]) + blender_scenes.reach(kind_b, b[2])
            assert math.dist(a[:2], b[:2]) > apart
    assert kinds == set(blender_scenes.CLUTTER)
