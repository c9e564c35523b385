"""Reading a picture file, with its size checked before it is decoded.

A decoded picture takes width x height x 3 bytes: a 20000x20000 PNG of a few
kilobytes decodes to 1.2 GB (2.3 GB at OpenCV's peak), and a 40000x30000 one
stops OpenCV with its own error. So the size is read from the file's header (PNG,
JPEG, BMP, GIF, WebP, TIFF) and a picture of more than :data:`MAX_PIXELS` is
refused in one sentence without being decoded. The largest camera a Pi takes
(the 12.3-megapixel HQ camera, 4056x3040) is well inside the limit.
"""

from __future__ import annotations

import struct
from pathlib import Path

import cv2
import numpy as np

MAX_PIXELS = 50_000_000   # 50 megapixels: at most 150 MB decoded


class PictureError(ValueError):
    """The file is not a picture that can be read; ``str()`` completes "cannot read FILE: ..."."""


def read_picture(path: Path | str) -> np.ndarray:
    """The picture at ``path`` as a BGR array; PictureError if it is missing, too large
    or not a picture OpenCV can decode."""
    path = Path(path)
    size = picture_size(path)
    if size is not None and size[0] * size[1] > MAX_PIXELS:
        raise PictureError(f"it is {size[0]}x{size[1]} pixels, more than the {MAX_PIXELS:,} a picture may have")
    image = cv2.imread(str(path), cv2.IMREAD_COLOR)
    if image is None:
        raise PictureError("it is missing or not an image OpenCV can decode")
    return image


def picture_size(path: Path) -> tuple[int, int] | None:
    """(width, height) from the file's header; None when the format is none of those
    known here (OpenCV then decodes it under its own limit) or the file cannot be read."""
    try:
        with open(path, "rb") as f:
            head = f.read(32)
            if head.startswith(b"\x89PNG\r\n\x1a\n") and head[12:16] == b"IHDR":
                return struct.unpack(">II", head[16:24])
            if head.startswith(b"\xff\xd8"):
                return _jpeg_size(f)
            if head.startswith(b"BM") and len(head) >= 26:
                width, height = struct.unpack("<ii", head[18:26])
                return abs(width), abs(height)
            if head[:6] in (b"GIF87a", b"GIF89a"):
                return struct.unpack("<HH", head[6:10])
            if head.startswith(b"RIFF") and head[8:12] == b"WEBP":
                return _webp_size(head + f.read(32))
            if head[:4] in (b"II*\x00", b"MM\x00*"):
                return _tiff_size(f, "<" if head[:2] == b"II" else ">")
    except (OSError, struct.error):
        return None
    return None


def _jpeg_size(f) -> tuple[int, int] | None:
    """The size in the first start-of-frame marker, walking the segments from the start."""
    f.seek(2)
    while True:
        marker = f.read(2)
        if len(marker) < 2 or marker[0] != 0xFF:
            return None
        kind = marker[1]
        if kind in (0xD8, 0x01) or 0xD0 <= kind <= 0xD7:   # markers without a length
            continue
        (length,) = struct.unpack(">H", f.read(2))
        if 0xC0 <= kind <= 0xCF and kind not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">xHH", f.read(5))
            return width, height
        f.seek(length - 2, 1)


def _webp_size(head: bytes) -> tuple[int, int] | None:
    chunk = head[12:16]
    if chunk == b"VP8X":
        return 1 + int.from_bytes(head[24:27], "little"), 1 + int.from_bytes(head[27:30], "little")
    if chunk == b"VP8 ":
        width, height = struct.unpack("<HH", head[26:30])
        return width & 0x3FFF, height & 0x3FFF
    if chunk == b"VP8L":
        bits = int.from_bytes(head[21:25], "little")
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    return None


def _tiff_size(f, order: str) -> tuple[int, int] | None:
    """ImageWidth (256) and ImageLength (257) of the first image directory."""
    f.seek(4)
    (offset,) = struct.unpack(order + "I", f.read(4))
    f.seek(offset)
    (count,) = struct.unpack(order + "H", f.read(2))
    found = {}
    for _ in range(min(count, 512)):
        tag, kind, _, value = struct.unpack(order + "HHI4s", f.read(12))
        if tag in (256, 257):
            found[tag] = struct.unpack(order + ("H" if kind == 3 else "I"), value[:2 if kind == 3 else 4])[0]
    return (found[256], found[257]) if len(found) == 2 else None
