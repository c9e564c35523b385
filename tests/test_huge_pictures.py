"""A picture larger than the stated pixel count is refused from its header, before
OpenCV decodes it (a 40000x30000 PNG stopped OpenCV with its own error; a 20000x20000
one took 2.3 GB): one sentence, never a traceback (issue 19, finding 12)."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import cv2
import numpy as np
import pytest

from drivers.camera import CameraError
from drivers.camera.files import FileCamera
from drivers.camera.images import MAX_PIXELS, PictureError, picture_size, read_picture
from helpers import agency


def huge_png(path: Path, width: int, height: int) -> Path:
    """A valid PNG header claiming ``width`` x ``height`` (the pixel data is a stub: the
    size alone must be enough to refuse it)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0" * 64))
                     + chunk(b"IEND", b""))
    return path


@pytest.mark.parametrize("suffix", [".png", ".jpg", ".bmp", ".tiff", ".webp"])
def test_the_size_is_read_from_the_header_of_each_format(tmp_path, suffix):
    path = tmp_path / f"frame{suffix}"
    assert cv2.imwrite(str(path), np.zeros((48, 64, 3), np.uint8))
    assert picture_size(path) == (64, 48)
    assert read_picture(path).shape == (48, 64, 3)


@pytest.mark.parametrize("width, height", [(40000, 30000), (20000, 20000), (MAX_PIXELS // 1000 + 1, 1000)])
def test_a_picture_over_the_limit_is_refused_without_decoding(tmp_path, monkeypatch, width, height):
    path = huge_png(tmp_path / "huge.png", width, height)
    decoded = []
    monkeypatch.setattr(cv2, "imread", lambda *args: decoded.append(args))
    with pytest.raises(PictureError, match=f"it is {width}x{height} pixels, more than the 50,000,000"):
        read_picture(path)
    assert decoded == [], "refused from the header alone"


def test_the_camera_and_agency_dice_read_refuse_a_huge_picture_in_one_sentence(tmp_path):
    path = huge_png(tmp_path / "huge.png", 40000, 30000)
    with pytest.raises(CameraError, match=f"The camera frame {path} cannot be read: it is 40000x30000 pixels"):
        FileCamera(path)
    done = agency("dice", "read", path)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.strip().splitlines()[-1] == (f"agency dice: cannot read {path}: it is 40000x30000 pixels, "
                                                    "more than the 50,000,000 a picture may have.")
