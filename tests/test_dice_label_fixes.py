"""Labels that name another face than the photo shows are fixed where the photos are loaded."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drivers.dice import dataset

SHARED_DICE = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "dice"


def write_labels(folder: Path, dice: list[tuple[int, list[float]]]) -> None:
    record = {"file": "byler_one.jpg", "width": 640, "height": 640,
              "dice": [{"value": value, "bbox": bbox} for value, bbox in dice]}
    (folder / "labels.json").write_text(json.dumps({"images": [record]}))


def write_fixes(path: Path, fixes: list[dict]) -> None:
    path.write_text(json.dumps({"about": "test", "fixes": fixes}))


def test_a_fixed_label_gives_the_face_the_photo_shows(tmp_path, monkeypatch):
    write_labels(tmp_path, [(2, [100.0, 100.0, 40.0, 40.0]), (2, [300.0, 100.0, 40.0, 40.0])])
    write_fixes(tmp_path / "fixes.json", [{"file": "byler_one.jpg", "center": [320.0, 120.0], "labelled": 2,
                                           "shows": 3, "seen": "three pips"}])
    monkeypatch.setattr(dataset, "LABEL_FIXES", tmp_path / "fixes.json")
    [image] = dataset.load(tmp_path)
    assert [(d.value, d.center) for d in image.dice] == [(2, (120.0, 120.0)), (3, (320.0, 120.0))]


@pytest.mark.parametrize("labelled, center", [(2, [200.0, 120.0]), (5, [320.0, 120.0])])
def test_a_fix_that_finds_no_such_die_is_refused_in_one_sentence(tmp_path, monkeypatch, labelled, center):
    write_labels(tmp_path, [(2, [300.0, 100.0, 40.0, 40.0])])
    write_fixes(tmp_path / "fixes.json", [{"file": "byler_one.jpg", "center": center, "labelled": labelled,
                                           "shows": 3, "seen": "three pips"}])
    monkeypatch.setattr(dataset, "LABEL_FIXES", tmp_path / "fixes.json")
    with pytest.raises(ValueError) as refused:
        dataset.load(tmp_path)
    assert str(refused.value) == (f"fixes.json: byler_one.jpg has no die labelled {labelled} "
                                  f"at {center[0]}, {center[1]} to fix.")


@pytest.mark.skipif(not (SHARED_DICE / "dev" / "labels.json").is_file(), reason="../shared/data/dice is absent")
def test_every_committed_fix_lands_on_its_die():
    images = {im.path.name: im for im in dataset.load_sources(SHARED_DICE, dataset.PHOTO_FOLDERS)}
    for name, fixes in dataset.label_fixes().items():
        for fix in fixes:
            [die] = [d for d in images[name].dice if abs(d.center[0] - fix["center"][0]) <= 1
                     and abs(d.center[1] - fix["center"][1]) <= 1]
            assert die.value == fix["shows"], name
