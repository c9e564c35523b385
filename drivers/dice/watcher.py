"""Camera -> settle -> recognise, on its own thread, reporting :class:`DiceRolled`.

Each roll's picture (the tray around the dice, from one of the voted frames)
is saved in ``pictures`` so a disputed roll can be looked at later; the event
carries its path.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Callable

import cv2
import numpy as np

from drivers.camera import CameraError
from drivers.dice.profiles import Profile
from drivers.dice.recognize import Die, recognize
from drivers.dice.settle import SettleRules, Settler, vote
from drivers.events import DeviceNotice, DiceRolled, DriverEvent
from engine.text import t


class DiceWatcher:
    """Watches a camera and emits one :class:`DiceRolled` per settled roll.

    ``start(emit)`` begins on a thread, ``stop()`` ends it. Give it either an
    open ``camera`` or ``open_camera`` (a function that opens one); with the
    latter a camera that is missing or fails is reported once as a
    :class:`DeviceNotice`, tried again every ``retry_seconds``, and reported
    back when it answers. A file camera that runs out of frames ends the thread.

    ``die_size``: a die's side in pixels of the frame, when the camera is fixed over the
    tray (see :func:`drivers.dice.recognize.recognize`).

    ``profile`` and ``pictures`` may be changed while it runs (the game decides
    which dice it waits for; each game keeps its pictures in its own folder).
    """

    def __init__(self, camera, profile: Profile, pictures: Path | None = None, tray=None,
                 rules: SettleRules = SettleRules(), open_camera: Callable[[], object] | None = None,
                 retry_seconds: float = 2.0, die_size: float | None = None):
        self.camera, self.profile, self.tray, self.die_size = camera, profile, tray, die_size
        self.pictures = Path(pictures) if pictures else None
        self.settler = Settler(rules, tray)
        self.open_camera, self.retry_seconds = open_camera, retry_seconds
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._rolls = 0
        self._reported = False   # a camera problem is on screen; say when it is over

    def start(self, emit: Callable[[DriverEvent], None]) -> None:
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, args=(emit,), name="dice-watcher", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
        if self.camera is not None:
            self.camera.close()

    def join(self, timeout: float | None = None) -> None:
        """Wait until a file camera has run out of frames (for the simulated table and tests)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self, emit) -> None:
        while not self._stop.is_set():
            if self.camera is None and not self._open(emit):
                return
            try:
                frame = self.camera.read()
            except CameraError as err:
                self._report(emit, err)
                self.camera.close()
                self.camera = None
                if self.open_camera is None or self._stop.wait(self.retry_seconds):
                    return
                continue
            if frame is None:
                return
            frames = self.settler.feed(frame, self.camera.frame_time)
            if frames:
                rolled = self.read_roll(frames)
                if rolled is not None:
                    emit(rolled)

    def _open(self, emit) -> bool:
        """Open the camera, retrying until it answers; False on stop or with no way to open one."""
        while self.open_camera is not None:
            try:
                self.camera = self.open_camera()
            except CameraError as err:
                self._report(emit, err)
                if self._stop.wait(self.retry_seconds):
                    return False
                continue
            if self._reported:
                self._reported = False
                emit(DeviceNotice("camera", t("The dice camera is back."), ok=True))
            self.settler = Settler(self.settler.rules, self.tray)  # frames from before a gap mean nothing
            return True
        return False

    def _report(self, emit, err: CameraError) -> None:
        if not self._reported:
            self._reported = True
            emit(DeviceNotice("camera", t("{problem} Type the dice or choose them on screen meanwhile.",
                                          problem=str(err))))

    def read_roll(self, frames: list[np.ndarray]) -> DiceRolled | None:
        """The voted roll in ``frames`` (None when no die is seen), its picture saved."""
        dice, confidence = vote([recognize(f, self.profile, self.tray, die_size=self.die_size) for f in frames])
        if not dice:
            return None
        picture = self._save_picture(frames[len(frames) // 2], dice)
        return DiceRolled(faces=tuple(d.face for d in dice),
                          values=tuple(d.value for d in dice if d.value is not None),
                          confidence=confidence, profile=self.profile.name,
                          picture=str(picture) if picture else None)

    def _save_picture(self, frame: np.ndarray, dice: list[Die]) -> Path | None:
        if self.pictures is None:
            return None
        margin = max(d.bbox[2] for d in dice)
        x0 = int(max(0, min(d.bbox[0] for d in dice) - margin))
        y0 = int(max(0, min(d.bbox[1] for d in dice) - margin))
        x1 = int(min(frame.shape[1], max(d.bbox[0] + d.bbox[2] for d in dice) + margin))
        y1 = int(min(frame.shape[0], max(d.bbox[1] + d.bbox[3] for d in dice) + margin))
        self.pictures.mkdir(parents=True, exist_ok=True)
        self._rolls += 1
        path = self.pictures / f"roll-{time.strftime('%Y%m%d-%H%M%S')}-{self._rolls:03d}.jpg"
        cv2.imwrite(str(path), frame[y0:y1, x0:x1], [cv2.IMWRITE_JPEG_QUALITY, 90])
        return path
