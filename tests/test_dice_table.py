"""The dice camera on the simulated table: a folder of frames of a thrown 2k6
becomes one applied roll, judged by the game, with its picture kept beside
the game's log; a camera that goes away is reported and comes back by itself."""

from __future__ import annotations

import time

from pathlib import Path

import cv2
import numpy as np

from drivers.camera import CameraError
from drivers.dice import render
from drivers.dice.profiles import load_profile
from drivers.dice.watcher import DiceWatcher
from drivers.events import DeviceNotice
from helpers import awaiting_a_camera_roll, step_until_roll

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "dice"


def throw(folder: Path, moving: int = 4, still: int = 12) -> None:
    """Frames of a real photo's two dice (a 4 and a 5): sliding across the tray, then still."""
    folder.mkdir()
    dice = cv2.imread(str(FIXTURES / "matteo_six_52.jpg"))[198:364, 262:508]
    rng = np.random.default_rng(0)
    for i in range(moving + still):
        frame = np.roll(dice, 30 * (moving - i), axis=1) if i < moving else dice
        noise = rng.normal(0, 2, frame.shape)                     # a real sensor never repeats a frame exactly
        cv2.imwrite(str(folder / f"{i:03d}.png"), np.clip(frame + noise, 0, 255).astype(np.uint8))


def test_a_thrown_roll_is_read_applied_and_its_picture_kept(isolated, tmp_path):
    throw(tmp_path / "frames")
    (tmp_path / "config.toml").write_text(
        f'[camera]\nbackend = "file"\nsource = "{tmp_path / "frames"}"\n'
        "[dice]\nsettle_seconds = 0.4\n")
    with awaiting_a_camera_roll(isolated) as app:
        roll = step_until_roll(app)
        assert roll["action"] == "roll" and sorted(roll["dice"]) == [4, 5]
        assert roll["source"]["kind"] == "dice" and roll["source"]["origin"] == "camera"
        picture = roll["source"]["picture"]
        assert picture.startswith(str(isolated / "rolls" / f"game-{app.session.game_id}"))
        assert cv2.imread(picture) is not None
        assert app.session.state["pending_roll"] is None
        assert "9" in app.strip[-1].did, "the verdict names the sum"
        for _ in range(40):
            app.step()
        assert [line["action"] for line in app.session.match.log].count("roll") == 1, "one throw, one roll"


class FlakyCamera:
    """The first camera fails on its second frame; opening it fails twice before it works again."""

    opened = 0

    def __init__(self):
        FlakyCamera.opened += 1
        if FlakyCamera.opened in (2, 3):
            raise CameraError("The dice camera is not answering.")
        self.first, self.frames, self.frame_time = FlakyCamera.opened == 1, 0, 0.0

    def read(self):
        self.frames += 1
        if self.first and self.frames == 2:
            raise CameraError("The dice camera stopped sending pictures.")
        return render.tray(160, 120)

    def close(self):
        pass


def test_a_camera_that_goes_away_is_reported_once_and_comes_back():
    events = []
    watcher = DiceWatcher(None, load_profile("d6"), open_camera=FlakyCamera, retry_seconds=0.01)
    watcher.start(events.append)
    deadline = time.monotonic() + 10
    while not any(getattr(e, "ok", False) for e in events) and time.monotonic() < deadline:
        time.sleep(0.01)
    watcher.stop()
    notices = [(e.text, e.ok) for e in events if isinstance(e, DeviceNotice)]
    assert notices[0] == ("The dice camera stopped sending pictures. Type the dice or choose them on screen "
                          "meanwhile.", False)
    assert notices[1:] == [("The dice camera is back.", True)], "failed reopenings are not reported again"
    assert FlakyCamera.opened >= 4


def test_a_camera_notice_is_its_sentence_alone_on_the_strip(isolated):
    from ui import screens
    with awaiting_a_camera_roll(isolated) as app:
        app.events.put(DeviceNotice("camera", "The dice camera stopped sending pictures."))
        for _ in range(5):
            app.step()
        line = app.strip[-1]
        assert screens.input_said("en", line.read, line.said) == "The dice camera stopped sending pictures."


def test_a_calibration_that_cannot_be_read_is_said_and_the_dice_are_still_read(isolated, tmp_path):
    from ui import screens
    throw(tmp_path / "frames")
    (tmp_path / "config.toml").write_text(
        f'[camera]\nbackend = "file"\nsource = "{tmp_path / "frames"}"\n'
        "[dice]\nsettle_seconds = 0.4\n")
    broken = isolated / "dice" / "d6.npz"
    broken.parent.mkdir(parents=True)
    broken.write_bytes(b"half a calibration, cut by a power failure")
    with awaiting_a_camera_roll(isolated) as app:
        roll = step_until_roll(app)
        assert roll["action"] == "roll" and sorted(roll["dice"]) == [4, 5]
        said = [screens.input_said("en", line.read, line.said) for line in app.strip]
        assert (f"The dice calibration {broken} cannot be read (it is not a whole calibration); delete it and "
                "calibrate again. Until then, dice are read without it.") in said
    assert broken.read_bytes() == b"half a calibration, cut by a power failure", "what is stored is kept"


def test_the_kiosk_describes_every_calibration_of_another_reader_again_as_it_starts(isolated, tmp_path):
    from drivers.dice.calibrate import calibrate
    from drivers.dice.model import Networks
    from helpers import AnotherReader, action_dice_shots

    throw(tmp_path / "frames")
    (tmp_path / "config.toml").write_text(f'[camera]\nbackend = "file"\nsource = "{tmp_path / "frames"}"\n')
    profile = load_profile("timestories_action")
    saved = isolated / "dice" / "timestories_action.npz"
    calibrate(profile, action_dice_shots(), networks=AnotherReader(Networks.shared())).save(saved)
    with awaiting_a_camera_roll(isolated):        # Kiválasztottak: no action die is read in this game
        with np.load(saved) as kept:
            assert str(kept["reader"]) == Networks.shared().reader_id
            assert np.array_equal(kept["embeddings"], calibrate(profile, action_dice_shots()).embeddings)
