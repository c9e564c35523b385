"""Profile and calibration names are plain names: one with a separator or ``..`` is
refused in one sentence and nothing is read or written outside the profile and
calibration folders (issue 19, finding 11)."""

from __future__ import annotations

import pytest

from drivers.dice.profiles import ProfileError, load_profile
from helpers import REPO, agency

ESCAPES = ["../../../../tmp/escaped", "../d6", "d6/../d6", "/etc/passwd", "..", "d6 x", "", "x" * 300]


@pytest.mark.parametrize("name", ESCAPES)
def test_a_profile_name_that_is_no_plain_name_is_refused(name):
    with pytest.raises(ProfileError, match="is not a dice profile name"):
        load_profile(name)


def test_calibrate_and_read_refuse_a_path_as_the_profile_and_write_nothing(isolated, tmp_path):
    pictures = tmp_path / "pictures"
    pictures.mkdir()
    target = tmp_path / "escaped"
    before = sorted(REPO.rglob("*.npz"))
    for args in (["dice", "calibrate", f"../../../../../../../..{target}", "--from", pictures],
                 ["dice", "read", REPO / "tests" / "fixtures" / "dice" / "labels.json", "--profile", "../../x"]):
        done = agency(*args)
        assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
        (line,) = done.stderr.strip().splitlines()
        assert "is not a dice profile name (letters, digits, _ and - only)" in line, line
    assert not list(tmp_path.glob("escaped*")) and sorted(REPO.rglob("*.npz")) == before
    assert not isolated.exists() or not list(isolated.rglob("*.npz"))


def test_the_shipped_profiles_still_load():
    assert load_profile("d6").faces[0].name == "1"
