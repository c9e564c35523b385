"""The two small ONNX networks of the dice reader, run through ``cv2.dnn``.

* the **locator** looks at the whole (downscaled) frame and answers, for every
  4x4 block of its input, "is a die centred here, and how big is it";
* the **reader** looks at one square crop around a die (1.4 die sizes, resized
  to 40x40 from the full-resolution frame) and answers "face 1-6 or not a die";
  it also gives a 96-number description of the crop used by calibration.

Both are trained by :mod:`drivers.dice.train_model` on the labelled dev photos.
"""

from __future__ import annotations

import hashlib
import threading
from pathlib import Path

import cv2
import numpy as np

LOCATOR_STRIDE = 4   # the locator's heatmap has one cell per 4x4 input pixels
CROP_SIZE = 40       # the reader sees 40x40 crops ...
CROP_SCALE = 1.4     # ... of 1.4 die sizes around each die centre
NOT_A_DIE = 6        # the reader's last class

MODEL_DIR = Path(__file__).resolve().parent / "models"


class Networks:
    """Both networks, loaded once per process and shared (cv2.dnn nets are not
    thread-safe, so calls are serialised by a lock)."""

    _shared: "Networks | None" = None
    _shared_lock = threading.Lock()

    def __init__(self, model_dir: Path = MODEL_DIR, with_reader: bool = True):
        self.locator = cv2.dnn.readNetFromONNX(str(model_dir / "locator.onnx"))
        self.reader = cv2.dnn.readNetFromONNX(str(model_dir / "reader.onnx")) if with_reader else None
        self.reader_id = reader_id(model_dir) if with_reader else None
        self.lock = threading.Lock()

    @classmethod
    def shared(cls) -> "Networks":
        with cls._shared_lock:
            if cls._shared is None:
                cls._shared = cls()
            return cls._shared

    def locate(self, image: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Centre probability and die size (input pixels) per heatmap cell of a BGR image
        whose sides are multiples of 16."""
        blob = cv2.dnn.blobFromImage(image, 1 / 255.0)
        with self.lock:
            self.locator.setInput(blob)
            out = self.locator.forward("heat")[0]
        return 1 / (1 + np.exp(-out[0])), np.exp(np.clip(out[1], 0, 7))

    def read(self, crops: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Class probabilities (n x 7: faces 1-6, not a die) and unit-length
        descriptions (n x 96) of n BGR crops of CROP_SIZE pixels."""
        blob = crops.astype(np.float32).transpose(0, 3, 1, 2) / 255.0
        with self.lock:
            self.reader.setInput(blob)
            logits, embedding = self.reader.forward(["logits", "embedding"])
        e = np.exp(logits - logits.max(axis=1, keepdims=True))
        norms = np.linalg.norm(embedding, axis=1, keepdims=True)
        return e / e.sum(axis=1, keepdims=True), embedding / np.maximum(norms, 1e-6)


def reader_id(model_dir: Path = MODEL_DIR) -> str:
    """A name for the reader in ``model_dir`` that changes whenever its weights do. Its
    descriptions mean something only to itself, so a calibration keeps the name of the
    reader that described it (see :func:`drivers.dice.calibrate.for_reader`)."""
    return hashlib.sha256((model_dir / "reader.onnx").read_bytes()).hexdigest()[:16]


def crop(image: np.ndarray, cx: float, cy: float, side: float, angle: float = 0.0,
         out: int = CROP_SIZE) -> np.ndarray:
    """The square of ``side`` pixels around (cx, cy), turned by ``angle`` degrees,
    resized to ``out`` pixels (the reader's input). Outside the image the edge is repeated."""
    scale = out / side
    m = cv2.getRotationMatrix2D((cx, cy), angle, scale)
    m[:, 2] += (out / 2 - cx, out / 2 - cy)
    return cv2.warpAffine(image, m, (out, out),
                          flags=cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR,
                          borderMode=cv2.BORDER_REPLICATE)
