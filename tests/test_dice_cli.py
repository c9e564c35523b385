"""``agency dice read`` and ``agency dice calibrate`` as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

import cv2

from device.cli import main
from drivers.dice import render

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "dice"
LABELS = {rec["file"]: rec for rec in json.loads((FIXTURES / "labels.json").read_text())["images"]}


def test_read_json_gives_one_object_per_image_in_order(capsys):
    names = sorted(LABELS)[:2]
    paths = [str(FIXTURES / n) for n in names]
    assert main(["dice", "read", *paths, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [o["file"] for o in out] == paths
    for obj, name in zip(out, names):
        assert set(obj) == {"file", "dice", "ms"} and obj["ms"] > 0
        assert sorted(d["value"] for d in obj["dice"]) == sorted(d["value"] for d in LABELS[name]["dice"])
        for die in obj["dice"]:
            assert set(die) == {"value", "center", "bbox", "confidence"}
            assert len(die["center"]) == 2 and len(die["bbox"]) == 4 and 0 < die["confidence"] <= 1


def test_read_prints_a_line_per_image(capsys):
    name = sorted(LABELS)[0]
    assert main(["dice", "read", str(FIXTURES / name)]) == 0
    line = capsys.readouterr().out.strip()
    faces = sorted(line.split(":")[1].split("(")[0].split())
    assert faces == sorted(str(d["value"]) for d in LABELS[name]["dice"])


def test_unreadable_image_exits_2_and_the_others_are_still_read(tmp_path, capsys):
    broken = tmp_path / "broken.jpg"
    broken.write_bytes(b"this is not a jpeg")
    good = str(FIXTURES / sorted(LABELS)[0])
    assert main(["dice", "read", str(broken), str(tmp_path / "missing.png"), good, "--json"]) == 2
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert [o["file"] for o in out] == [str(broken), str(tmp_path / "missing.png"), good]
    assert "error" in out[0] and "error" in out[1] and len(out[2]["dice"]) == len(LABELS[sorted(LABELS)[0]]["dice"])
    assert f"cannot read {broken}" in captured.err and captured.err.count("\n") == 2
    assert "Traceback" not in captured.err


def test_unknown_profile_is_one_sentence(capsys):
    assert main(["dice", "read", str(FIXTURES / sorted(LABELS)[0]), "--profile", "d20"]) == 2
    err = capsys.readouterr().err
    assert "There is no dice profile 'd20'" in err and "d6" in err


def test_calibrated_symbol_faces_are_then_read(tmp_path, capsys):
    shots = tmp_path / "shots"
    shots.mkdir()
    faces = {"1tu": "star", "2tu": "bolt", "3tu": "skull"}
    for name, symbol in faces.items():
        for i, angle in enumerate((0, 35, 70)):
            picture = render.scene([(symbol, (320, 240), angle)], side=60, seed=i)
            cv2.imwrite(str(shots / f"{name}-{i}.png"), picture)
    assert main(["dice", "calibrate", "time_captain", "--from", str(shots)]) == 0
    assert "Calibrated 1tu, 2tu, 3tu of time_captain" in capsys.readouterr().out
    roll = render.scene([("skull", (150, 150), 20), ("star", (450, 300), 50), ("bolt", (300, 380), 10)],
                        side=54, seed=9)
    cv2.imwrite(str(tmp_path / "roll.png"), roll)
    assert main(["dice", "read", str(tmp_path / "roll.png"), "--profile", "time_captain", "--json"]) == 0
    dice = json.loads(capsys.readouterr().out)[0]["dice"]
    by_x = sorted(dice, key=lambda d: d["center"][0])
    assert [d["face"] for d in by_x] == ["3tu", "2tu", "1tu"]
    assert [d["value"] for d in by_x] == [3, 2, 1]


def test_calibrate_needs_pictures_of_each_face(tmp_path, capsys):
    (tmp_path / "shots").mkdir()
    assert main(["dice", "calibrate", "time_captain", "--from", str(tmp_path / "shots")]) == 2
    assert "needs readable pictures named 1tu-*.png" in capsys.readouterr().err


def test_a_picture_without_a_die_is_named_and_nothing_is_stored(tmp_path, capsys):
    shots = tmp_path / "shots"
    shots.mkdir()
    for name, symbol in {"1tu": "star", "2tu": "bolt", "3tu": "skull"}.items():
        for i in range(2):
            cv2.imwrite(str(shots / f"{name}-{i}.png"), render.scene([(symbol, (320, 240), 30 * i)], side=60, seed=i))
    cv2.imwrite(str(shots / "2tu-2.png"), render.tray(seed=3))       # the hand took the die away
    assert main(["dice", "calibrate", "time_captain", "--from", str(shots)]) == 2
    err = capsys.readouterr().err
    assert f"No die was found in {shots / '2tu-2.png'}; put one die in the middle of the tray" in err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert main(["dice", "read", str(shots / "1tu-0.png"), "--profile", "time_captain"]) == 0
    assert "not calibrated yet" in capsys.readouterr().err
