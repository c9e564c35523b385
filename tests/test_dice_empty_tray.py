"""The empty tray: a board's printed die is read as a die until the table has a picture of
the tray without dice (``agency dice tray``); then only what was thrown is read, at the
table as on the command line, and a tray that no longer looks as in its picture is said."""

from __future__ import annotations

import time
from pathlib import Path

import cv2
import numpy as np

from device.cli import main
from device.store import calibration_dir
from drivers.dice import render
from drivers.dice.empty_tray import EmptyTray
from drivers.dice.profiles import load_profile
from drivers.dice.recognize import recognize
from drivers.dice.watcher import MOVED_AFTER, DiceWatcher
from drivers.events import DeviceNotice
from helpers import awaiting_a_camera_roll, step_until_roll

PRINTED = (150, 150)       # where the board has a die printed on it (a 5)


def board(colour=(150, 155, 150)) -> np.ndarray:
    """A game board with a die printed on it."""
    return render.place(render.tray(640, 480, colour=colour, seed=1), 5, PRINTED, 48, 10)


def taken(picture: np.ndarray, seed: int, exposure: float = 1.0) -> np.ndarray:
    """``picture`` as one frame of the camera: its own sensor noise, at ``exposure``."""
    noise = np.random.default_rng(seed).normal(0, 3, picture.shape)
    return np.clip(picture.astype(np.float32) * exposure + noise, 0, 255).astype(np.uint8)


def thrown(ground: np.ndarray, dice=((3, (400, 300)), (1, (480, 330)))) -> np.ndarray:
    for face, centre in dice:
        ground = render.place(ground, face, centre, 48, 30)
    return ground


def faces(dice) -> list[str]:
    return [d.face for d in dice]


def test_a_die_printed_on_the_board_is_no_die_once_the_empty_tray_is_known():
    roll = taken(thrown(board()), 2)
    assert faces(recognize(roll)) == ["5", "3", "1"], "without the empty tray the printed die is read"
    assert faces(recognize(roll, empty_tray=EmptyTray(taken(board(), 3)))) == ["3", "1"]


def test_the_empty_tray_taken_in_another_light_still_keeps_the_printed_die_out():
    roll = taken(thrown(board()), 2)
    assert faces(recognize(roll, empty_tray=EmptyTray(taken(board(), 3, exposure=0.8)))) == ["3", "1"]


def test_a_white_die_showing_one_on_a_white_board_is_still_a_die():
    white = render.tray(640, 480, colour=(225, 228, 230), seed=1)
    for side in (32, 80):
        roll = taken(render.place(white, 1, (300, 200), side, 20, body=(235, 235, 230)), 2)
        assert faces(recognize(roll, empty_tray=EmptyTray(taken(white, 3)))) == ["1"], f"{side} px"


def test_a_die_thrown_onto_the_printed_one_is_read():
    roll = taken(thrown(board(), [(2, PRINTED)]), 2)
    assert faces(recognize(roll, empty_tray=EmptyTray(taken(board(), 3)))) == ["2"]


def test_only_the_tray_region_is_compared_where_the_config_sets_one():
    roll = taken(thrown(board()), 2)
    for tray in ([0.1, 0.1, 0.85, 0.85], [0.2, 0.25, 0.8, 0.75]):
        assert faces(recognize(roll, tray=tray, empty_tray=EmptyTray(taken(board(), 3)))) == ["3", "1"], tray


def test_a_picture_showing_the_printed_die_elsewhere_keeps_it_a_die():
    moved = np.roll(board(), (60, 90), axis=(0, 1))
    roll = taken(thrown(board()), 2)
    assert faces(recognize(roll, empty_tray=EmptyTray(taken(moved, 3)))) == ["5", "3", "1"]


def test_a_tray_no_longer_as_in_its_picture_drops_nothing_even_where_it_still_matches():
    # The board moved half a square, but for the printed die's own spot, which alone still matches.
    moved = np.roll(squares(), (20, 20), axis=(0, 1))
    moved[100:200, 100:200] = squares()[100:200, 100:200]
    roll = taken(thrown(moved, [(3, (420, 300))]), 2)
    assert faces(recognize(roll, empty_tray=EmptyTray(taken(squares(), 3)))) == ["5", "3"]


def throw(folder: Path, ground: np.ndarray, moving: int = 4, still: int = 12) -> None:
    """Frames of two dice (a 3 and a 5) sliding across ``ground``, then lying still."""
    folder.mkdir()
    for i in range(moving + still):
        shift = 30 * max(0, moving - i)
        frame = thrown(ground, [(3, (330 + shift, 300)), (5, (420 + shift, 320))])
        cv2.imwrite(str(folder / f"{i:03d}.png"), taken(frame, i))


def test_the_table_reads_only_the_thrown_dice_over_a_printed_die(isolated, tmp_path, capsys):
    throw(tmp_path / "frames", board())
    (tmp_path / "config.toml").write_text(
        f'[camera]\nbackend = "file"\nsource = "{tmp_path / "frames"}"\n[dice]\nsettle_seconds = 0.4\n')
    cv2.imwrite(str(tmp_path / "empty.png"), taken(board(), 99))
    assert main(["dice", "tray", "--from", str(tmp_path / "empty.png")]) == 0
    out = capsys.readouterr().out
    assert "Saved the picture of the empty tray (640x480)" in out
    assert "The reader took 1 thing in it for a die (5 at 150,15" in out
    with awaiting_a_camera_roll(isolated) as app:
        roll = step_until_roll(app)
        assert roll["action"] == "roll" and sorted(roll["dice"]) == [3, 5]


def test_the_kiosk_menu_takes_the_picture_of_the_empty_tray(isolated, tmp_path):
    import pygame
    ground = board()
    frames = tmp_path / "frames"
    frames.mkdir()
    bare = [taken(ground, k) for k in range(30)]                 # 3 s of the bare board at 10 frames a second
    for i, frame in enumerate(bare + throws_of_3_and_5(ground)):
        cv2.imwrite(str(frames / f"{i:03d}.png"), frame)
    (tmp_path / "config.toml").write_text(
        f'[camera]\nbackend = "file"\nsource = "{frames}"\n[dice]\nsettle_seconds = 0.4\n')
    with awaiting_a_camera_roll(isolated) as app:
        for name in ("ui:menu", "ui:empty_tray"):
            app.step()
            rect = next(rect for rect, target in app.kiosk._targets if getattr(target, "name", None) == name)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
            app.step()
        deadline = time.monotonic() + 10
        while not (calibration_dir(isolated) / "empty_tray.png").is_file() and time.monotonic() < deadline:
            app.step()
        app.step()
        assert app.screens.overlay is None, "the menu closed"
        assert app.strip[-1].did == "Kept the picture of the empty tray: what lies in it now is not read as a die."
        roll = step_until_roll(app)
        assert roll["action"] == "roll" and sorted(roll["dice"]) == [3, 5], "the printed 5 is not read"


def throws_of_3_and_5(ground: np.ndarray) -> list[np.ndarray]:
    return [taken(thrown(ground, [(3, (330 + 30 * k, 300)), (5, (420 + 30 * k, 320))]), 50 + k)
            for k in range(4, 0, -1)] + [taken(thrown(ground, [(3, (330, 300)), (5, (420, 320))]), 60 + k)
                                         for k in range(12)]


def test_dice_read_with_an_empty_tray_and_forgetting_it(tmp_path, capsys):
    cv2.imwrite(str(tmp_path / "empty.png"), taken(board(), 3))
    cv2.imwrite(str(tmp_path / "roll.png"), taken(thrown(board()), 2))
    assert main(["dice", "read", str(tmp_path / "roll.png")]) == 0
    assert capsys.readouterr().out.split(":")[1].split("(")[0].split() == ["5", "3", "1"]
    assert main(["dice", "read", str(tmp_path / "roll.png"), "--empty-tray", str(tmp_path / "empty.png")]) == 0
    assert capsys.readouterr().out.split(":")[1].split("(")[0].split() == ["3", "1"]
    assert main(["dice", "read", str(tmp_path / "roll.png"), "--empty-tray", str(tmp_path / "none.png")]) == 2
    assert capsys.readouterr().err == (f"agency dice: The picture of the empty tray {tmp_path / 'none.png'} "
                                       "cannot be read (it is missing).\n")
    assert main(["dice", "tray", "--from", str(tmp_path / "empty.png")]) == 0
    assert (calibration_dir() / "empty_tray.png").is_file()
    assert main(["dice", "tray", "--forget"]) == 0
    assert "Forgot the picture of the empty tray" in capsys.readouterr().out
    assert not (calibration_dir() / "empty_tray.png").exists()
    assert main(["dice", "tray", "--forget"]) == 0
    assert "There is no picture of the empty tray to forget" in capsys.readouterr().out


def test_a_picture_that_cannot_be_written_is_one_sentence_and_nothing_is_kept(isolated, tmp_path, capsys):
    isolated.mkdir(parents=True)
    (isolated / "dice").write_text("a file where the calibrations' folder should be")
    cv2.imwrite(str(tmp_path / "empty.png"), taken(board(), 3))
    assert main(["dice", "tray", "--from", str(tmp_path / "empty.png")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"agency dice: The picture of the empty tray could not be written in {isolated / 'dice'} (")
    assert err.count("\n") == 1 and "Traceback" not in err


def test_a_photo_of_another_size_than_the_empty_tray_is_read_without_it_and_said(tmp_path, capsys):
    cv2.imwrite(str(tmp_path / "empty.png"), cv2.resize(taken(board(), 3), (320, 240)))
    cv2.imwrite(str(tmp_path / "roll.png"), taken(thrown(board()), 2))
    assert main(["dice", "read", str(tmp_path / "roll.png"), "--empty-tray", str(tmp_path / "empty.png")]) == 0
    captured = capsys.readouterr()
    assert captured.out.split(":")[1].split("(")[0].split() == ["5", "3", "1"]
    assert captured.err == (f"agency dice: {tmp_path / 'roll.png'} is 640x480 pixels and the empty tray 320x240: "
                            "read without it.\n")


class Frames:
    """A camera giving ``frames`` in turn, then nothing."""

    def __init__(self, frames):
        self.frames, self.frame_time = list(frames), 0.0

    def read(self):
        self.frame_time += 0.1
        return self.frames.pop(0) if self.frames else None

    def close(self):
        pass


def watch(camera, folder: Path) -> list:
    events = []
    watcher = DiceWatcher(camera, load_profile("d6"), empty_tray_dir=folder)
    watcher.start(events.append)
    deadline = time.monotonic() + 30
    while watcher._thread.is_alive() and time.monotonic() < deadline:
        time.sleep(0.01)
    watcher.stop()
    return events


def squares() -> np.ndarray:
    """A board of 40 px squares in two greys, with a die printed on it."""
    yy, xx = np.mgrid[0:480, 0:640]
    light = ((yy // 40 + xx // 40) % 2 == 0)[..., None]
    ground = np.where(light, np.uint8(170), np.uint8(110)) + np.zeros((1, 1, 3), np.uint8)
    return render.place(ground, 5, PRINTED, 48, 10)


def throws(ground: np.ndarray, count: int) -> list[np.ndarray]:
    """Frames of ``count`` throws of a 3 onto ``ground``: sliding in, then still."""
    frames = []
    for n in range(count):
        frames += [taken(thrown(ground, [(3, (300 + 30 * k, 300 - 20 * n))]), 100 * n + k) for k in range(4, 0, -1)]
        frames += [taken(thrown(ground, [(3, (300, 300 - 20 * n))]), 100 * n + 10 + k) for k in range(12)]
    return frames


def test_a_tray_no_longer_as_in_its_picture_is_said_once_and_its_marks_read_meanwhile(tmp_path):
    cv2.imwrite(str(tmp_path / "empty_tray.png"), taken(np.roll(squares(), (20, 20), axis=(0, 1)), 3))
    events = watch(Frames(throws(squares(), MOVED_AFTER + 1)), tmp_path)
    assert [e.text for e in events if isinstance(e, DeviceNotice)] == [
        "The tray no longer looks as in its empty picture (moved, or other light): take it again with "
        "`agency dice tray`."]
    assert [e.faces for e in events if not isinstance(e, DeviceNotice)] == [("5", "3")] * (MOVED_AFTER + 1)
    assert [i for i, e in enumerate(events) if isinstance(e, DeviceNotice)] == [MOVED_AFTER], \
        "said after the third roll unlike the picture, not at the first"


def test_a_tray_moved_back_is_said_to_match_again(tmp_path):
    cv2.imwrite(str(tmp_path / "empty_tray.png"), taken(squares(), 3))
    moved = np.roll(squares(), (20, 20), axis=(0, 1))
    events = watch(Frames(throws(moved, MOVED_AFTER) + throws(squares(), 1)), tmp_path)
    assert [(e.text, e.ok) for e in events if isinstance(e, DeviceNotice)] == [
        ("The tray no longer looks as in its empty picture (moved, or other light): take it again with "
         "`agency dice tray`.", False),
        ("The tray looks as in its empty picture again.", True)]
    assert [e.faces for e in events if not isinstance(e, DeviceNotice)][-1] == ("3",), "the printed die is out again"


def test_frames_of_another_size_than_the_picture_are_said_at_the_first_roll(tmp_path):
    cv2.imwrite(str(tmp_path / "empty_tray.png"), cv2.resize(taken(squares(), 3), (1280, 960)))
    events = watch(Frames(throws(squares(), 2)), tmp_path)
    assert [e.text for e in events if isinstance(e, DeviceNotice)] == [
        "The picture of the empty tray is 1280x960 and the camera's frames 640x480: take it again with "
        "`agency dice tray`."]
    assert isinstance(events[1], DeviceNotice), "said after the first roll"


def test_an_unreadable_picture_of_the_empty_tray_is_said_and_dice_are_still_read(tmp_path):
    (tmp_path / "empty_tray.png").write_bytes(b"not a picture")
    still = [taken(thrown(board(colour=(60, 110, 40)), [(3, (300, 300))]), k) for k in range(12)]
    events = watch(Frames([taken(render.tray(640, 480), 50)] + still), tmp_path)
    notices = [e.text for e in events if isinstance(e, DeviceNotice)]
    assert notices == ["The picture of the empty tray (empty_tray.png) cannot be read: dice are read without it "
                       "until `agency dice tray` takes it again."]
    assert [e.faces for e in events if not isinstance(e, DeviceNotice)] == [("5", "3")]


def test_a_picture_the_kiosk_cannot_keep_is_one_sentence_and_dice_are_read_as_before(tmp_path):
    folder = tmp_path / "dice"
    folder.write_text("a file where the calibrations' folder should be")
    events = []
    watcher = DiceWatcher(Frames([taken(board(), 1)] + throws(board(), 1)), load_profile("d6"), empty_tray_dir=folder)
    watcher.take_empty_tray()
    watcher.start(events.append)
    watcher.join(30)
    watcher.stop()
    notices = [e.text for e in events if isinstance(e, DeviceNotice)]
    assert len(notices) == 1 and notices[0].startswith(
        f"The picture of the empty tray could not be written in {folder} (")
    assert notices[0].endswith(". Dice are read as before.") and notices[0].count("empty tray") == 1
    assert [e.faces for e in events if not isinstance(e, DeviceNotice)] == [("5", "3")]

