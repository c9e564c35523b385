"""The dice camera: backend choice and the file backend of the simulated table."""

from __future__ import annotations

import sys
import types

import cv2
import numpy as np
import pytest

from drivers.camera import CameraError, open_camera
from drivers.camera.files import FileCamera
from drivers.backends import BackendError


def config(**values):
    base = {"camera.backend": "auto", "camera.source": "", "camera.width": 640, "camera.height": 480}
    return base | {k.replace("_", ".", 1): v for k, v in values.items()}


def frame(value: int) -> np.ndarray:
    return np.full((48, 64, 3), value, np.uint8)


def test_still_image_repeats_forever_with_advancing_time(tmp_path):
    cv2.imwrite(str(tmp_path / "still.png"), frame(90))
    camera = open_camera(config(camera_source=str(tmp_path / "still.png")), backend="file")
    frames = [camera.read() for _ in range(5)]
    assert all(f is not None and f.shape == (48, 64, 3) and f[0, 0, 0] == 90 for f in frames)
    assert camera.frame_time == pytest.approx(0.4)


def test_folder_of_frames_plays_once_in_name_order(tmp_path):
    for i, value in enumerate((10, 20, 30)):
        cv2.imwrite(str(tmp_path / f"frame{i:02d}.png"), frame(value))
    (tmp_path / "notes.txt").write_text("not a frame")
    camera = FileCamera(tmp_path, fps=5)
    assert [camera.read()[0, 0, 0] for _ in range(3)] == [10, 20, 30]
    assert camera.frame_time == pytest.approx(0.4)
    assert camera.read() is None


def test_video_file_plays_its_frames(tmp_path):
    path = tmp_path / "roll.avi"
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), 20, (64, 48))
    for value in (40, 120, 200):
        writer.write(frame(value))
    writer.release()
    camera = FileCamera(path)
    values = [int(camera.read()[0, 0, 0]) for _ in range(3)]
    assert values == pytest.approx([40, 120, 200], abs=12)
    assert camera.read() is None
    assert camera.fps == pytest.approx(20)


@pytest.mark.parametrize("make, message", [
    (lambda p: p / "missing.png", "does not exist"),
    (lambda p: (p / "empty").mkdir() or p / "empty", "holds no image files"),
    (lambda p: (p / "junk.bin").write_bytes(b"\0not a video") and p / "junk.bin", "neither an image nor a video"),
    (lambda p: (p / "broken.png").write_bytes(b"not a png") and p / "broken.png", "not an image"),
])
def test_bad_file_sources_say_what_is_wrong_in_one_sentence(tmp_path, make, message):
    with pytest.raises(CameraError) as err:
        FileCamera(make(tmp_path))
    assert message in str(err.value) and str(err.value).count(". ") == 0


def test_no_camera_and_no_source_is_one_clear_sentence(monkeypatch):
    monkeypatch.delenv("AGENCY_CAMERA", raising=False)
    with pytest.raises(CameraError, match="No camera was found"):
        open_camera(config(), backend="file")


def test_choice_by_argument_then_environment_then_config(monkeypatch, tmp_path):
    cv2.imwrite(str(tmp_path / "still.png"), frame(5))
    source = str(tmp_path / "still.png")
    monkeypatch.setenv("AGENCY_CAMERA", "file")
    assert isinstance(open_camera(config(camera_backend="usb", camera_source=source)), FileCamera)
    monkeypatch.setenv("AGENCY_CAMERA", "webcam")
    with pytest.raises(BackendError, match="AGENCY_CAMERA asks for camera backend 'webcam'"):
        open_camera(config(camera_source=source))
    monkeypatch.delenv("AGENCY_CAMERA")
    assert isinstance(open_camera(config(camera_backend="file", camera_source=source)), FileCamera)
    assert isinstance(open_camera(config(camera_backend="usb", camera_source=source), backend="file"), FileCamera)


def test_usb_camera_that_does_not_answer_is_reported(monkeypatch):
    monkeypatch.delenv("AGENCY_CAMERA", raising=False)
    with pytest.raises(CameraError, match="No USB camera answers at '/dev/no-such-camera'"):
        open_camera(config(camera_source="/dev/no-such-camera"), backend="usb")


def test_pi_camera_without_picamera2_is_reported(monkeypatch):
    monkeypatch.setitem(sys.modules, "picamera2", None)   # import fails as on a machine without it
    with pytest.raises(CameraError, match="picamera2 library is not installed"):
        open_camera(config(), backend="picamera2")


def test_pi_camera_locks_exposure_and_white_balance_after_start(monkeypatch):
    calls = {}

    class FakePicamera2:
        def create_video_configuration(self, main):
            calls["size"] = main["size"]
            return main

        def configure(self, cfg): pass
        def start(self): calls["started"] = True
        def capture_metadata(self): return {"ExposureTime": 8000, "AnalogueGain": 2.0, "ColourGains": (1.8, 1.4)}
        def set_controls(self, controls): calls["controls"] = controls
        def capture_array(self, name): return np.zeros((480, 640, 4), np.uint8)
        def stop(self): pass
        def close(self): pass

    monkeypatch.setitem(sys.modules, "picamera2", types.SimpleNamespace(Picamera2=FakePicamera2))
    monkeypatch.setattr("drivers.camera.pi.WARM_UP_SECONDS", 0)
    camera = open_camera(config(), backend="picamera2")
    assert calls["size"] == (640, 480) and calls["started"]
    assert calls["controls"] == {"AeEnable": False, "AwbEnable": False, "ExposureTime": 8000,
                                 "AnalogueGain": 2.0, "ColourGains": (1.8, 1.4)}
    assert camera.read().shape == (480, 640, 3)


def test_detection_prefers_a_listed_camera_module_then_usb_then_files(monkeypatch):
    from drivers import camera
    monkeypatch.setattr(camera.importlib.util, "find_spec", lambda name: object())
    monkeypatch.setattr(camera, "_camera_modules", lambda: [{"Model": "imx708"}])
    assert camera.detect() == "picamera2"
    monkeypatch.setattr(camera, "_camera_modules", lambda: [])
    monkeypatch.setattr(camera.glob, "glob", lambda pattern: ["/dev/video0"])
    assert camera.detect() == "usb"
    monkeypatch.setattr(camera.glob, "glob", lambda pattern: [])
    assert camera.detect() == "file"
