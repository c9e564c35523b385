"""A USB camera through ``cv2.VideoCapture`` (V4L2 on the Pi)."""

from __future__ import annotations

import time

import cv2
import numpy as np

from drivers.camera import CameraError

WARM_UP_SECONDS = 1.5   # auto exposure and white balance settle before they are locked


class UsbCamera:
    def __init__(self, source: str, size: tuple[int, int]):
        device = int(source) if source.isdigit() else source
        self._capture = cv2.VideoCapture(device)
        if not self._capture.isOpened():
            raise CameraError(f"No USB camera answers at '{source}'; check the cable or set camera.source.")
        self._capture.set(cv2.CAP_PROP_FRAME_WIDTH, size[0])
        self._capture.set(cv2.CAP_PROP_FRAME_HEIGHT, size[1])
        self.frame_time = 0.0
        self._started = time.monotonic()
        self._locked = False

    @classmethod
    def from_config(cls, config) -> "UsbCamera":
        """The camera at ``camera.source`` (an index, default 0), at ``camera.width`` x ``camera.height``."""
        return cls(config["camera.source"] or "0", (config["camera.width"], config["camera.height"]))

    def read(self) -> np.ndarray | None:
        ok, frame = self._capture.read()
        if not ok:
            raise CameraError("The USB camera stopped sending pictures; check the cable.")
        self.frame_time = time.monotonic()
        if not self._locked and self.frame_time - self._started > WARM_UP_SECONDS:
            self._lock_exposure()
        return frame

    def _lock_exposure(self) -> None:
        """Keep the exposure and white balance the camera chose while warming up.
        (V4L2: auto exposure 1 = manual, 3 = aperture priority.) Cameras that
        ignore these properties simply keep adjusting."""
        exposure = self._capture.get(cv2.CAP_PROP_EXPOSURE)
        temperature = self._capture.get(cv2.CAP_PROP_WB_TEMPERATURE)
        self._capture.set(cv2.CAP_PROP_AUTO_EXPOSURE, 1)
        self._capture.set(cv2.CAP_PROP_EXPOSURE, exposure)
        self._capture.set(cv2.CAP_PROP_AUTO_WB, 0)
        if temperature > 0:
            self._capture.set(cv2.CAP_PROP_WB_TEMPERATURE, temperature)
        self._locked = True

    def close(self) -> None:
        self._capture.release()
