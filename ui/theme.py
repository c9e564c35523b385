"""Colours, sizes and fonts, scaled to the screen.

Sizes are given for the 800x480 display and scaled by the screen height, so
the same layout reads the same on 1920x1080. No text is drawn below
``MIN_TEXT_PX`` at 800x480 (readable from across the table). The font is the
one shipped inside pygame, so screenshots are identical on every machine.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import lru_cache

MIN_TEXT_PX = 18


@dataclass(frozen=True)
class Palette:
    background: tuple
    panel: tuple
    text: tuple
    muted: tuple
    accent: tuple
    good: tuple
    bad: tuple
    warn: tuple


PALETTES = {
    "standard": Palette((18, 22, 30), (34, 40, 54), (236, 238, 242), (160, 168, 184),
                        (90, 170, 255), (96, 200, 120), (235, 90, 80), (245, 190, 60)),
    "high_contrast": Palette((0, 0, 0), (28, 28, 28), (255, 255, 255), (220, 220, 220),
                             (255, 255, 0), (0, 255, 0), (255, 64, 64), (255, 200, 0)),
}
PALETTES["large"] = PALETTES["standard"]


class Theme:
    """``language`` is the kiosk's (``display.language``): a view keeping its game's
    own terms may add a gloss under them in other languages."""

    def __init__(self, name: str, width: int, height: int, language: str = "en"):
        self.name = name
        self.language = language
        self.palette = PALETTES[name]
        self.width, self.height = width, height
        # Scale by height (the short side on every supported screen); the large theme adds 25 %.
        self.scale = height / 480 * (1.25 if name == "large" else 1.0)

    def at_standard_scale(self) -> "Theme":
        """This theme (its colours and language) at the standard theme's scale: what the large
        theme must never draw smaller than."""
        plain = copy.copy(self)
        plain.scale = self.height / 480
        return plain

    def px(self, size_at_480: float) -> int:
        return max(1, round(size_at_480 * self.scale))

    def font(self, size_at_480: float):
        return _font(max(MIN_TEXT_PX, self.px(size_at_480)))

    def floor_font(self):
        """The font at the 18 px floor: the smallest any text shrinks to, whatever the scale."""
        return _font(MIN_TEXT_PX)


@lru_cache(maxsize=64)
def _font(pixels: int):
    import os

    import pygame
    # By path, not Font(None, n): pygame shrinks its default font to 69 % when
    # asked by None, and the sizes here are meant as real pixels.
    path = os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())
    return pygame.font.Font(path, pixels)
