"""The drawn scenes the dice reader trains on and is benchmarked on (``dataset.rendered``).

Their labels are what the benchmark counts as truth, so a die must lie wholly in the
picture and never on top of another; touching dice (the reader's hardest case) must be
among them; and the benchmark's scenes must never be the ones drawn for training."""
import itertools
import math

import numpy as np

from drivers.dice import dataset


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

