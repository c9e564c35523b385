"""A Raspberry Pi camera module through ``picamera2`` (libcamera), imported only here."""

from __future__ import annotations

import time

import numpy as np

from drivers.camera import CameraError

WARM_UP_SECONDS = 1.5   # auto exposure and white balance settle before they are locked


class PiCamera:
    def __init__(self, size: tuple[int, int]):
        try:
            from picamera2 import Picamera2
        except ImportError:
            raise CameraError("The picamera2 library is not installed (sudo apt install python3-picamera2).") from None
        try:
            self._camera = Picamera2()
        except (IndexError, RuntimeError):
            raise CameraError("No Pi camera module was found; check the ribbon cable.") from None
        # libcamera's "RGB888" is laid out B, G, R in memory: OpenCV's BGR.
        config = self._camera.create_video_configuration(main={"size": size, "format": "RGB888"})
        self._camera.configure(config)
        self._camera.start()
        time.sleep(WARM_UP_SECONDS)
        self._lock_exposure()
        self.frame_time = 0.0

    @classmethod
    def from_config(cls, config) -> "PiCamera":
        """The camera module at ``camera.width`` x ``camera.height``."""
        return cls((config["camera.width"], config["camera.height"]))

    def _lock_exposure(self) -> None:
        """Freeze the exposure, gain and colour gains the automatic loops chose."""
        meta = self._camera.capture_metadata()
        controls = {"AeEnable": False, "AwbEnable": False}
        for key in ("ExposureTime", "AnalogueGain", "ColourGains"):
            if key in meta:
                controls[key] = meta[key]
        self._camera.set_controls(controls)

    def read(self) -> np.ndarray | None:
        frame = self._camera.capture_array("main")
        self.frame_time = time.monotonic()
        return frame[:, :, :3]

    def close(self) -> None:
        self._camera.stop()
        self._camera.close()
