"""The drawn scenes the dice reader trains on and is benchmarked on (``dataset.rendered``).

Their labels are what the benchmark counts as truth, so a die must lie wholly in the
picture and never on top of another; touching dice (the reader's hardest case) must be
among them; and the benchmark's scenes must never be the ones drawn for training."""
import itertools
import math

import numpy as np

from drivers.dice import dataset, render


def test_every_labelled_die_lies_in_the_picture_and_on_no_other():
    for image, dice in dataset.rendered(60, seed=3):
        h, w = image.shape[:2]
        assert 1 <= len(dice) <= 8
        for d in dice:
            assert d.size / 2 <= d.center[0] <= w - d.size / 2 and d.size / 2 <= d.center[1] <= h - d.size / 2
        for a, b in itertools.combinations(dice, 2):
            assert math.dist(a.center, b.center) >= 0.98 * a.size


def test_some_dice_touch_edge_to_edge():
    gaps = [math.dist(a.center, b.center) / a.size
            for _, dice in dataset.rendered(60, seed=3) for a, b in itertools.combinations(dice, 2)]
    assert sum(g <= 1.1 for g in gaps) >= 10


def test_the_benchmark_never_sees_a_training_scene():
    training = [image for image, _ in dataset.rendered(5, seed=1)]
    again = [image for image, _ in dataset.rendered(5, seed=1)]
    benchmark = [image for image, _ in dataset.rendered(5, seed=2026)]
    assert all(np.array_equal(a, b) for a, b in zip(training, again))
    assert not any(np.array_equal(a, b) for a in training for b in benchmark)


def test_inlaid_dice_in_the_dark_of_a_tube_are_not_labelled():
    """Close-up cameras look down a tube: what lies outside its circle is too dark to read,
    so a die there must not be a label the reader is trained to find."""
    scenes = dataset.rendered(60, seed=4, inlaid=True)
    tubes = [image for image, _ in scenes if image[:8, :8].max() < 40 and image[-8:, -8:].max() < 40]
    assert len(tubes) >= 10
    for image, dice in scenes:
        for d in dice:
            x, y = round(d.center[0]), round(d.center[1])
            half = round(d.size / 4)
            assert image[y - half:y + half, x - half:x + half].mean() > 40, "a labelled die lies in the dark"


def test_dice_seen_at_an_angle_are_real_dice_labelled_by_their_top_face():
    """The side faces a die shows next to its top are its neighbours on a real die (never the
    top's value or the opposite one, which add up to 7, and two seen side by side never
    opposite either), and each label, the top face, lies in the picture and apart from the
    others, however the phone was turned."""
    for top, sides in render.AROUND.items():
        assert sorted(sides + (top, 7 - top)) == [1, 2, 3, 4, 5, 6]
        assert all(a + b != 7 for a, b in zip(sides, sides[1:] + sides[:1]))
    shapes, counts = set(), set()
    for image, dice in dataset.rendered(40, seed=5, oblique=True):
        h, w = image.shape[:2]
        shapes.add((h, w))
        counts.add(len(dice))
        for d in dice:
            assert 0 <= d.center[0] < w and 0 <= d.center[1] < h
        for a, b in itertools.combinations(dice, 2):
            assert math.dist(a.center, b.center) >= max(a.size, b.size)
    assert shapes == {(480, 640), (640, 480)}
    assert counts == {1, 2, 3, 4, 5}
