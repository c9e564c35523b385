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
from drivers.dice.empty_tray import EmptyTray, EmptyTrayError, load_empty_tray, save_empty_tray
from drivers.dice.profiles import Profile
from drivers.dice.recognize import Die, recognize, tray_box
from drivers.dice.settle import SettleRules, Settler, vote
from drivers.events import DeviceNotice, DiceRolled, DriverEvent
from engine.text import t

MOVED_AFTER = 3    # settled rolls in a row unlike the empty tray's picture before that is said


class DiceWatcher:
    """Watches a camera and emits one :class:`DiceRolled` per settled roll.

    ``start(emit)`` begins on a thread, ``stop()`` ends it. Give it either an
    open ``camera`` or ``open_camera`` (a function that opens one); with the
    latter a camera that is missing or fails is reported once as a
    :class:`DeviceNotice`, tried again every ``retry_seconds``, and reported
    back when it answers. A file camera that runs out of frames ends the thread.

    ``die_size``: a die's side in pixels of the frame, when the camera is fixed over the
    tray (see :func:`drivers.dice.recognize.recognize`).

    ``empty_tray_dir``: where ``agency dice tray`` keeps its picture of the empty tray; what
    lies there unchanged is never read as a die (:mod:`drivers.dice.empty_tray`). A picture
    that cannot be read, or that the camera's view no longer matches, is reported once as a
    :class:`DeviceNotice`, and the dice are read without it meanwhile.

    ``profile`` and ``pictures`` may be changed while it runs (the game decides
    which dice it waits for; each game keeps its pictures in its own folder).
    """

    def __init__(self, camera, profile: Profile, pictures: Path | None = None, tray=None,
                 rules: SettleRules = SettleRules(), open_camera: Callable[[], object] | None = None,
                 retry_seconds: float = 2.0, die_size: float | None = None, empty_tray_dir: Path | None = None):
        self.camera, self.profile, self.tray, self.die_size = camera, profile, tray, die_size
        self.empty_tray_dir = empty_tray_dir
        self.empty_tray: EmptyTray | None = None
        self._tray_moved = False  # the empty tray no longer matches; said once
        self._unlike_rolls = 0    # settled rolls in a row whose tray does not match it
        self._take_empty_tray = threading.Event()   # set by the kiosk's thread, acted on by this one
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
        self._load_empty_tray(emit)
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
            if self._take_empty_tray.is_set():
                self._take_empty_tray.clear()
                self._keep_empty_tray(frame, emit)
            frames = self.settler.feed(frame, self.camera.frame_time)
            if frames:
                dice, confidence = self._vote(frames)
                rolled = self._rolled(frames, dice, confidence)
                if rolled is not None:
                    emit(rolled)
                self._check_empty_tray(frames[-1], dice, emit)

    def take_empty_tray(self) -> None:
        """Keep the camera's next frame as the picture of the empty tray (the kiosk's Menu),
        as ``agency dice tray`` does; said on the kiosk once it is kept."""
        self._take_empty_tray.set()

    def _keep_empty_tray(self, frame: np.ndarray, emit) -> None:
        if self.empty_tray_dir is None:
            return
        try:
            save_empty_tray(frame, self.empty_tray_dir)
        except EmptyTrayError as err:
            emit(DeviceNotice("camera", t("{problem} Dice are read as before.", problem=str(err))))
            return
        self.empty_tray = EmptyTray(frame)
        self._tray_moved, self._unlike_rolls = False, 0
        emit(DeviceNotice("camera", t("Kept the picture of the empty tray: what lies in it now is not read as a die."),
                          ok=True))

    def _load_empty_tray(self, emit) -> None:
        if self.empty_tray_dir is None:
            return
        try:
            self.empty_tray = load_empty_tray(self.empty_tray_dir)
        except EmptyTrayError as err:
            # The kiosk's strip holds about three lines: the file's name, not its folder.
            emit(DeviceNotice("camera", t("The picture of the empty tray ({name}) cannot be read: dice are read "
                                          "without it until `agency dice tray` takes it again.", name=err.path.name)))

    def _check_empty_tray(self, frame: np.ndarray, dice: list[Die], emit) -> None:
        """Say once when the tray no longer looks as in its picture (the camera or the tray
        moved, or the light is another) for MOVED_AFTER rolls in a row (a passing shadow is
        not worth saying), or at once when the camera's frames are of another size; and say
        when it looks as in it again."""
        if self.empty_tray is None:
            return
        box = tray_box(frame.shape, self.tray)
        spots = [(d.center[0] - box[0], d.center[1] - box[1], d.bbox[2]) for d in dice]
        fits = self.empty_tray.fits(frame, box, spots)
        self._unlike_rolls = 0 if fits else self._unlike_rolls + 1
        resized = not self.empty_tray.suits(frame.shape)
        if not self._tray_moved and (self._unlike_rolls >= MOVED_AFTER or resized):
            self._tray_moved = True
            height, width = self.empty_tray.picture.shape[:2]
            emit(DeviceNotice("camera", t(
                "The picture of the empty tray is {picture} and the camera's frames {frame}: take it again with "
                "`agency dice tray`.", picture=f"{width}x{height}", frame=f"{frame.shape[1]}x{frame.shape[0]}")
                if resized else t("The tray no longer looks as in its empty picture (moved, or other light): "
                                  "take it again with `agency dice tray`.")))
        elif self._tray_moved and fits:
            self._tray_moved = False
            emit(DeviceNotice("camera", t("The tray looks as in its empty picture again."), ok=True))

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
        return self._rolled(frames, *self._vote(frames))

    def _vote(self, frames: list[np.ndarray]) -> tuple[list[Die], float]:
        """The dice of ``frames``, read and voted, and the roll's confidence."""
        return vote([recognize(f, self.profile, self.tray, die_size=self.die_size, empty_tray=self.empty_tray)
                     for f in frames])

    def _rolled(self, frames: list[np.ndarray], dice: list[Die], confidence: float) -> DiceRolled | None:
        """The roll of the voted ``dice`` (None when there are none), its picture saved."""
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
