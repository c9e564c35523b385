"""The simulated table's cards in the side column: even pages, and nothing moves under a finger
while the screen stays the same."""

from __future__ import annotations

import pygame
import pytest

from engine import replay
from helpers import LOGS, read_jsonl
from ui.kiosk import Kiosk
from ui.model import SIM_KEYS, Chip, Screen, SimTag

CHIPS = tuple(Chip(key, f"Location {n}", False) for n, key in enumerate(SIM_KEYS, 1))


def chip_boxes(kiosk: Kiosk, buttons) -> dict[int, tuple]:
    """The simulated cards the side column shows, by index, with where each is drawn."""
    kiosk.draw(pygame.Surface(kiosk.size), _screen(buttons))
    return {target.index: tuple(rect) for rect, target in kiosk._targets if isinstance(target, SimTag)}


def _screen(buttons) -> Screen:
    state = replay(read_jsonl(LOGS / "timestories.jsonl")[:25])[0].state
    return Screen("timestories", "T.I.M.E Stories", state, buttons=buttons, chips=CHIPS, started=float("inf"))


@pytest.mark.parametrize("size", [(800, 480), (1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pages_of_simulated_cards_are_even(size):
    pygame.font.init()
    kiosk = Kiosk(*size, headless=True)
    buttons = (("undo", "Undo"), ("next", "Spend 1 TU"))
    pages = []
    for _ in range(len(CHIPS)):
        shown = sorted(chip_boxes(kiosk, buttons))
        if pages and shown == pages[0]:
            break
        pages.append(shown)
        kiosk._turn_chip_page()
    assert sorted(index for page in pages for index in page) == list(range(len(CHIPS)))
    sizes = [len(page) for page in pages]
    assert max(sizes) - min(sizes) <= 1, sizes


def test_the_simulated_cards_stay_put_when_a_button_goes_on_the_same_screen():
    pygame.font.init()
    kiosk = Kiosk(800, 480, headless=True)
    with_idle = chip_boxes(kiosk, (("undo", "Undo"), ("next", "Spend 1 TU"), ("idle", "Idle: Pink")))
    without = chip_boxes(kiosk, (("undo", "Undo"), ("next", "Spend 1 TU")))
    assert with_idle == without
