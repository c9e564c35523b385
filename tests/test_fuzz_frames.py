"""Camera frames fuzzed with hypothesis: any array a broken camera or driver
could hand over (noise, flat black or white, odd shapes, other dtypes, empty,
NaN) either reads as dice (possibly none) or is refused with ``ImageError``,
one sentence; the recognizer never crashes."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from hypothesis.extra import numpy as hnp

from drivers.dice.recognize import ImageError, recognize

SHAPES = st.one_of(
    st.tuples(st.integers(0, 200), st.integers(0, 200)),
    st.tuples(st.integers(0, 200), st.integers(0, 200), st.sampled_from([0, 1, 2, 3, 4, 5])),
    st.tuples(st.integers(0, 3), st.integers(0, 60), st.integers(0, 60), st.integers(1, 3)),
    st.just((0,)))
DTYPES = st.sampled_from([np.uint8, np.uint8, np.uint8, np.uint16, np.int8, np.float32, np.float64, np.bool_])


@st.composite
def frames(draw):
    shape, dtype = draw(SHAPES), draw(DTYPES)
    fill = draw(st.sampled_from(["noise", "black", "white", "stripes"]))
    if fill == "noise":
        return draw(hnp.arrays(dtype, shape))
    frame = np.zeros(shape, dtype) if fill == "black" else np.full(shape, 255 if dtype == np.uint8 else 1, dtype)
    if fill == "stripes" and frame.ndim >= 2:
        frame[::4] = 0
    return frame


def not_empty(frame) -> bool:
    return frame.size > 0


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(frames().filter(not_empty), st.sampled_from([None, [], [0.25, 0.25, 0.5, 0.5], [0.0, 0.0, 0.01, 0.01]]))
def test_any_frame_is_read_or_refused_with_one_sentence(frame, tray):
    try:
        dice = recognize(frame, tray=tray)
    except ImageError as err:
        assert str(err).endswith(".") and "\n" not in str(err)
    else:
        assert all(0 <= d.confidence <= 1 for d in dice)


def test_a_full_size_noise_frame_is_not_a_crash():
    rng = np.random.default_rng(5)
    for frame in (rng.integers(0, 256, (720, 1280, 3), dtype=np.uint8), np.zeros((720, 1280, 3), np.uint8)):
        assert isinstance(recognize(frame), list)


@pytest.mark.parametrize("shape", [(0, 0, 3), (0, 640, 3), (0, 0), (0, 0, 1), (0, 0, 4)])
def test_an_empty_frame_is_refused_with_one_sentence(shape):
    with pytest.raises(ImageError, match="too small"):
        recognize(np.zeros(shape, np.uint8))
