"""The large-text theme makes things larger, never smaller: what it draws bigger must not
squeeze the counts the table reads from across the room."""

from __future__ import annotations

import pygame
import pytest

from engine import replay
from helpers import LOGS, read_jsonl
from ui import widgets
from ui.kiosk import Kiosk
from ui.model import Screen

SIZES = [(800, 480), (1024, 600), (1280, 720), (1920, 1080)]


def life_point_radii(monkeypatch, size, theme: str) -> list[int]:
    """The radius of every LP pip the T.I.M.E Stories screen draws, mid-run."""
    pygame.font.init()
    state = replay(read_jsonl(LOGS / "timestories.jsonl")[:25])[0].state
    radii: list[int] = []
    real_pips, real_circle = widgets.pips, pygame.draw.circle

    def pips(*args, **kwargs):
        monkeypatch.setattr(pygame.draw, "circle", lambda s, c, centre, r, *a, **k: radii.append(r) or
                            real_circle(s, c, centre, r, *a, **k))
        try:
            real_pips(*args, **kwargs)
        finally:
            monkeypatch.setattr(pygame.draw, "circle", real_circle)

    monkeypatch.setattr(widgets, "pips", pips)
    Kiosk(*size, theme, headless=True).draw(pygame.Surface(size),
                                            Screen("timestories", "T.I.M.E Stories", state, (), started=float("inf")))
    monkeypatch.setattr(widgets, "pips", real_pips)
    return radii


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_life_point_pips_are_no_smaller_in_the_large_theme(monkeypatch, size):
    standard = life_point_radii(monkeypatch, size, "standard")
    large = life_point_radii(monkeypatch, size, "large")
    assert standard and len(large) == len(standard)
    assert min(large) >= min(standard)


def remaining_tu_ink_height(monkeypatch, size, theme: str) -> int:
    """How many pixel rows tall the remaining TU's digits are drawn, mid-run."""
    pygame.font.init()
    state = replay(read_jsonl(LOGS / "timestories.jsonl")[:25])[0].state
    boxes: list[pygame.Rect] = []
    real_text = widgets.text

    def text(surface, value, *args, **kwargs):
        box = real_text(surface, value, *args, **kwargs)
        if value == str(state["tu"]):
            boxes.append(box.clip(surface.get_rect()))
        return box

    monkeypatch.setattr(widgets, "text", text)
    surface = pygame.Surface(size)
    Kiosk(*size, theme, headless=True).draw(surface, Screen("timestories", "T.I.M.E Stories", state, (),
                                                            started=float("inf")))
    monkeypatch.setattr(widgets, "text", real_text)
    assert len(boxes) == 1
    box = boxes[0]
    panel = surface.get_at(box.topleft)
    inked = [y for y in range(box.top, box.bottom) if any(surface.get_at((x, y)) != panel
                                                           for x in range(box.left, box.right))]
    return inked[-1] - inked[0] + 1 if inked else 0


@pytest.mark.parametrize("size", [(320, 240), (480, 320), (640, 480), *SIZES, (1280, 800)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_remaining_tu_is_no_smaller_in_the_large_theme(monkeypatch, size):
    assert remaining_tu_ink_height(monkeypatch, size, "large") >= remaining_tu_ink_height(monkeypatch, size,
                                                                                           "standard")
