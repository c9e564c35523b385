"""The simulated table's camera: frames from an image, a folder of frames or a video."""

from __future__ import annotations

import time
from pathlib import Path

import cv2
import numpy as np

from drivers.camera import CameraError
from drivers.camera.images import PictureError, read_picture

IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".bmp", ".webp", ".tif", ".tiff"}


class FileCamera:
    """Frames from ``source``: an image (repeated forever, a still table), a folder of
    images (each once, in name order) or a video (each frame once).

    ``frame_time`` advances by ``1 / fps`` per frame (a video's own rate if it has
    one), so settling behaves the same however fast the frames are read; with
    ``realtime`` the camera also waits that long, like a real one.
    """

    def __init__(self, source: str | Path, fps: float = 10.0, realtime: bool = False):
        self.source = Path(source)
        self.fps, self.realtime = fps, realtime
        self.frame_time = 0.0
        self._count = 0
        self._still: np.ndarray | None = None
        self._files: list[Path] = []
        self._video = None
        if not self.source.exists():
            raise CameraError(f"The camera source {self.source} does not exist.")
        if self.source.is_dir():
            self._files = sorted(p for p in self.source.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
            if not self._files:
                raise CameraError(f"The camera folder {self.source} holds no image files.")
        elif self.source.suffix.lower() in IMAGE_SUFFIXES:
            self._still = _read_image(self.source)
        else:
            self._video = cv2.VideoCapture(str(self.source))
            if not self._video.isOpened():
                raise CameraError(f"The camera source {self.source} is neither an image nor a video OpenCV can open.")
            self.fps = self._video.get(cv2.CAP_PROP_FPS) or fps

    @classmethod
    def from_config(cls, config) -> "FileCamera":
        """The frames of ``camera.source``, delivered in real time like a camera's."""
        if not config["camera.source"]:
            raise CameraError("No camera was found and camera.source names no image, folder of frames or video "
                              "for the simulated one.")
        return cls(config["camera.source"], realtime=True)

    def read(self) -> np.ndarray | None:
        if self._still is not None:
            frame = self._still
        elif self._video is not None:
            ok, frame = self._video.read()
            frame = frame if ok else None
        else:
            frame = _read_image(self._files[self._count]) if self._count < len(self._files) else None
        if frame is None:
            return None
        if self.realtime and self._count:
            time.sleep(1 / self.fps)
        self.frame_time = self._count / self.fps
        self._count += 1
        return frame

    def close(self) -> None:
        if self._video is not None:
            self._video.release()


def _read_image(path: Path) -> np.ndarray:
    try:
        return read_picture(path)
    except PictureError as err:
        raise CameraError(f"The camera frame {path} cannot be read: {err}.") from None
