"""The dice camera: BGR frames (numpy arrays) from whichever camera the table has.

The backends, chosen by :func:`open_camera` (argument, then ``AGENCY_CAMERA``,
then config ``camera.backend``, then detection), are in :data:`BACKENDS`:

* ``picamera2`` - a Raspberry Pi camera module through libcamera (OpenCV cannot
  open those directly on current Raspberry Pi OS);
* ``usb``       - a USB camera through ``cv2.VideoCapture`` (``camera.source``
  is its index, default 0);
* ``file``      - the simulated table's camera: an image (the same still frame
  forever), a folder of frames (in name order) or a video file.

A backend is a class with ``from_config(config)`` whose instances are
:class:`Camera`. The real cameras lock exposure and white balance after
start-up, so the picture does not drift during a game.
"""

from __future__ import annotations

import glob
import importlib.util
from typing import Any, Protocol, runtime_checkable

from drivers.backends import choose_backend, load_backend
from drivers.errors import DriverError

BACKENDS = {
    "picamera2": "drivers.camera.pi:PiCamera",
    "usb": "drivers.camera.usb:UsbCamera",
    "file": "drivers.camera.files:FileCamera",
}


class CameraError(DriverError):
    """The camera cannot be opened or read; ``str()`` is one sentence."""


@runtime_checkable
class Camera(Protocol):
    """A started camera."""

    frame_time: float       # seconds, of the last frame read

    def read(self) -> Any:
        """The next BGR frame, or None when a file source has run out."""

    def close(self) -> None: ...


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


def nothing_to_film(config, backend: str) -> bool:
    """True for the simulated table's camera when ``camera.source`` names no
    frames: that table has no dice camera, its dice are typed or tapped."""
    return backend == "file" and not config["camera.source"]


def open_camera(config, backend: str | None = None) -> Camera:
    """The configured camera, started."""
    return load_backend(BACKENDS, camera_backend(config, backend)).from_config(config)
