"""The dice camera: BGR frames (numpy arrays) from whichever camera the table has.

Three backends, chosen by :func:`open_camera` (argument, then ``AGENCY_CAMERA``,
then config ``camera.backend``, then detection):

* ``picamera2`` - a Raspberry Pi camera module through libcamera (OpenCV cannot
  open those directly on current Raspberry Pi OS);
* ``usb``       - a USB camera through ``cv2.VideoCapture`` (``camera.source``
  is its index, default 0);
* ``file``      - the simulated table's camera: an image (the same still frame
  forever), a folder of frames (in name order) or a video file.

Every camera has ``read()`` (the next frame, or None when a file source has run
out), ``frame_time`` (seconds, of the last frame read) and ``close()``. The real
cameras lock exposure and white balance after start-up, so the picture does not
drift during a game.
"""

from __future__ import annotations

import glob
import importlib.util

from drivers.select import choose_backend

BACKENDS = ("picamera2", "usb", "file")


class CameraError(Exception):
    """The camera cannot be opened or read; ``str()`` is one sentence."""


def detect() -> str:
    """``picamera2`` when libcamera lists a camera module, ``usb`` when a video
    device exists, else ``file``."""
    if importlib.util.find_spec("picamera2") is not None and _camera_modules():
        return "picamera2"
    if glob.glob("/dev/video*"):
        return "usb"
    return "file"


def _camera_modules() -> list:
    try:
        from picamera2 import Picamera2
        return Picamera2.global_camera_info()
    except Exception:  # a broken camera stack is "no camera module" here; opening it says why
        return []


def camera_backend(config, backend: str | None = None) -> str:
    """The backend :func:`open_camera` will use (without opening anything)."""
    return choose_backend("camera", BACKENDS, backend, "AGENCY_CAMERA", config["camera.backend"], detect)


def open_camera(config, backend: str | None = None):
    """The configured camera, started."""
    name = camera_backend(config, backend)
    size = (config["camera.width"], config["camera.height"])
    source = config["camera.source"]
    if name == "file":
        from drivers.camera.files import FileCamera
        if not source:
            raise CameraError("No camera was found and camera.source names no image, folder of frames or video "
                              "for the simulated one.")
        return FileCamera(source, realtime=True)
    if name == "usb":
        from drivers.camera.usb import UsbCamera
        return UsbCamera(source or "0", size)
    from drivers.camera.pi import PiCamera  # imports picamera2 lazily
    return PiCamera(size)
