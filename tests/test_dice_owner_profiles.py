"""The owner's own dice profiles (``dice/NAME.json`` beside the config file), calibrated at the table."""

from __future__ import annotations

import json

import cv2
import numpy as np
import pytest

from device import config
from device.cli import main
from drivers.dice import render
from drivers.dice.profiles import ProfileError, available, load_profile
from drivers.dice.recognize import recognize
from helpers import awaiting_a_camera_roll, step_until_roll

BODY, INLAY, INK = (40, 40, 40), (90, 90, 90), (200, 200, 200)   # black dice, white ring pips on a grey insert
SIX_FACES = {"title": "my black ring-pip dice", "faces": [{"name": str(n), "value": n, "pips": n} for n in range(1, 7)]}


@pytest.fixture
def owner(tmp_path):
    """The owner's profile folder, beside the test's config file."""
    folder = tmp_path / "dice"
    folder.mkdir()
    return folder


def ring_scene(dice, seed):
    image = render.tray(640, 480, seed=seed)
    for face, center, angle in dice:
        image = render.place(image, face, center, 58, angle, BODY, INK, INLAY, ring_pips=True)
    return image


def test_an_owner_profile_is_listed_by_calibrate_help_and_read_with(owner, capsys, tmp_path):
    (owner / "my_rings.json").write_text(json.dumps(SIX_FACES))
    with pytest.raises(SystemExit) as done:
        main(["dice", "calibrate", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "d6, time_captain, timestories_action (built in)" in out and "my_rings (your own" in out
    assert "my_rings" in available() and load_profile("my_rings").title == "my black ring-pip dice"
    cv2.imwrite(str(tmp_path / "roll.png"), ring_scene([(3, (200, 200), 10)], seed=1))
    assert main(["dice", "read", str(tmp_path / "roll.png"), "--profile", "my_rings", "--json"]) == 0


def test_calibrating_an_owner_profile_of_pip_faces_learns_every_face(owner, capsys, tmp_path):
    (owner / "my_rings.json").write_text(json.dumps(SIX_FACES))
    calibrate_ring_dice(tmp_path)
    assert "Calibrated 1, 2, 3, 4, 5, 6 of my_rings" in capsys.readouterr().out
    roll = ring_scene([(5, (150, 150), 20), (2, (330, 260), 50), (3, (450, 120), 40), (6, (500, 360), 5)], seed=99)
    alone = recognize(roll)
    assert min(d.confidence for d in alone) < 0.95, "the reader alone is not sure of them all (dice.min_confidence)"
    cv2.imwrite(str(tmp_path / "roll.png"), roll)
    assert main(["dice", "read", str(tmp_path / "roll.png"), "--profile", "my_rings", "--json"]) == 0
    dice = sorted(json.loads(capsys.readouterr().out)[0]["dice"], key=lambda d: d["center"][0])
    assert [d["value"] for d in dice] == [5, 2, 3, 6]


def calibrate_ring_dice(tmp_path) -> None:
    """``agency dice calibrate my_rings`` on 3 pictures of each face of the owner's ring-pip dice."""
    shots = tmp_path / "shots"
    shots.mkdir()
    for value in range(1, 7):
        for i, angle in enumerate((0, 30, 60)):
            cv2.imwrite(str(shots / f"{value}-{i}.png"), ring_scene([(value, (320, 240), angle)], seed=10 * value + i))
    assert main(["dice", "calibrate", "my_rings", "--from", str(shots)]) == 0


def test_the_games_d6_are_read_with_the_owners_profile_once_the_config_names_it(owner, isolated, tmp_path, capsys):
    (owner / "my_rings.json").write_text(json.dumps(SIX_FACES))
    calibrate_ring_dice(tmp_path)
    frames = tmp_path / "frames"
    frames.mkdir()
    roll = ring_scene([(5, (250, 200), 20), (6, (420, 300), 50)], seed=7)   # alone: 5 at 0.78, 6 at 0.79
    rng = np.random.default_rng(0)
    for i in range(16):          # the dice slide in, then lie still
        frame = np.roll(roll, 40 * (4 - i), axis=1) if i < 4 else roll
        noisy = np.clip(frame + rng.normal(0, 2, frame.shape), 0, 255).astype(np.uint8)  # a sensor never repeats
        cv2.imwrite(str(frames / f"{i:03d}.png"), noisy)
    (tmp_path / "config.toml").write_text(f'[camera]\nbackend = "file"\nsource = "{frames}"\n'
                                          '[dice]\nsettle_seconds = 0.4\nd6_profile = "my_rings"\n')
    with awaiting_a_camera_roll(isolated) as app:
        line = step_until_roll(app)
    assert line["action"] == "roll" and sorted(line["dice"]) == [5, 6]
    assert line["source"]["origin"] == "camera", "applied without asking"


def test_a_d6_profile_the_games_cannot_use_is_one_sentence_naming_the_setting(owner, tmp_path):
    (owner / "coins.json").write_text(json.dumps({"faces": [{"name": "heads", "value": 1}, {"name": "tails",
                                                                                            "value": 2}]}))
    (owner / "roman.json").write_text(json.dumps({"faces": [{"name": "I" * n, "value": n, "pips": n}
                                                            for n in range(1, 7)]}))
    for name, words in (("coins", 'with the d6\'s faces, "1" to "6" showing 1 to 6; coins\'s are heads (1), tails (2)'),
                        ("roman", "roman's are I (1), II (2), III (3), IIII (4), IIIII (5), IIIIII (6)"),
                        ("nowhere", "must name d6 or one of your own dice profiles (coins, roman), not 'nowhere'")):
        (tmp_path / "config.toml").write_text(f'[dice]\nd6_profile = "{name}"\n')
        with pytest.raises(config.ConfigError, match="'dice.d6_profile'") as err:
            config.load()
        assert words in str(err.value)


def test_a_broken_owner_profile_is_one_sentence_naming_the_file(owner, capsys, tmp_path):
    (owner / "odd.json").write_text('{"faces": [{"value": 1}]}')
    assert main(["dice", "read", str(tmp_path / "none.png"), "--profile", "odd"]) == 2
    err = capsys.readouterr().err
    assert str(owner / "odd.json") in err and "needs \"faces\"" in err and "Traceback" not in err
    (owner / "odd.json").write_text("{not json")
    with pytest.raises(ProfileError, match="cannot be read"):
        load_profile("odd")


def test_an_owner_file_cannot_replace_a_built_in_profile_or_escape_its_folder(owner):
    (owner / "d6.json").write_text(json.dumps({"title": "fake", "faces": [{"name": "x"}]}))
    assert load_profile("d6").title != "fake"
    with pytest.raises(ProfileError, match="not a dice profile name"):
        load_profile("../dice/d6")


def test_a_calibration_from_before_the_crops_were_kept_is_calibrated_again_whole(owner, isolated, tmp_path, capsys):
    """Its pip faces too, though only the skull is calibrated by default: a face kept from it
    would leave the new calibration without what a new reader describes again."""
    skull_one = {"title": "a d6 whose 1 is a skull", "faces": [{"name": "1", "value": 1}] + SIX_FACES["faces"][1:]}
    (owner / "my_skulls.json").write_text(json.dumps(skull_one))
    shots = tmp_path / "shots"
    shots.mkdir()
    for i, angle in enumerate((0, 30, 60)):
        cv2.imwrite(str(shots / f"1-{i}.png"), render.scene([("skull", (320, 240), angle)], side=60, seed=i))
        for value in range(2, 7):
            cv2.imwrite(str(shots / f"{value}-{i}.png"), ring_scene([(value, (320, 240), angle)], seed=10 * value + i))
    assert main(["dice", "calibrate", "my_skulls", "--from", str(shots), "--faces", "1,2,3,4,5,6"]) == 0
    saved = isolated / "dice" / "my_skulls.npz"
    with np.load(saved) as parts:                    # as an earlier version saved it: no crops, no reader
        np.savez(saved, **{key: parts[key] for key in parts.files if key not in ("reader", "crops", "not_dice_crops")})
    capsys.readouterr()
    assert main(["dice", "calibrate", "my_skulls", "--from", str(shots)]) == 0
    assert "Calibrated 1, 2, 3, 4, 5, 6 of my_skulls" in capsys.readouterr().out
    with np.load(saved) as parts:
        assert {"reader", "crops"} <= set(parts.files) and len(parts["crops"]) == len(parts["embeddings"])
