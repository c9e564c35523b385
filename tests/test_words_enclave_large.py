"""Enclave in the large theme at 1024x600, read across the table: every button's label sits
inside its button with room around it, each panel's rows share one size (the side column's
labels, the simulated cards, a snatcher's rows), and a snatcher's Tree and machine rows are
in the text colour, not the dim grey of a hint."""

from __future__ import annotations

from collections import defaultdict

import pygame
import pytest

from helpers import LOGS, read_jsonl
from engine import replay
from ui import widgets
from ui.kiosk import Kiosk, SideTouch
from ui.model import Chip, Screen, SimTag

BUTTONS = (("undo", "Undo"), ("player", "Cards for Blue"), ("next", "Next phase"))
CHIPS = (Chip("a", "Mission: 4 physical, 2 traps", False), Chip("b", "Trap: 4 physical", False))


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[str, pygame.Rect, int, tuple]]:
    """Every text drawn from now on: (text, the box it takes, its pixel size, its colour)."""
    texts = []
    real_text, real_font = widgets.text, widgets._font
    asked = [0]   # the pixel size of the font a text asked for last: the one it is drawn with

    def font(pixels):
        asked[0] = pixels
        return real_font(pixels)

    def text(surface, value, rect, theme, size, color=None, *args, **kwargs):
        box = real_text(surface, value, rect, theme, size, color, *args, **kwargs)
        texts.append((value, box, asked[0], color or theme.palette.text))
        return box

    monkeypatch.setattr(widgets, "_font", font)
    monkeypatch.setattr(widgets, "text", text)
    return texts


@pytest.fixture(scope="module")
def state():
    pygame.font.init()
    return replay(read_jsonl(LOGS / "enclave.jsonl")[:12])[0].state


def draw(state, language="en") -> Kiosk:
    kiosk = Kiosk(1024, 600, "large", headless=True)
    kiosk.draw(pygame.Surface(kiosk.size), Screen("enclave", "Enclave", state, buttons=BUTTONS, chips=CHIPS,
                                                  language=language, started=float("inf")))
    return kiosk


@pytest.mark.parametrize("language", ["en", "hu", "pl", "fr"])
def test_the_side_labels_have_room_in_their_buttons_and_one_size(state, drawn, language):
    kiosk = draw(state, language)
    buttons = [rect for rect, target in kiosk._targets if isinstance(target, SideTouch)]
    pad = kiosk.theme.px(3)
    sizes = set()
    for button in buttons:
        inside = [(box, pixels) for _, box, pixels, _ in drawn if button.contains(box)]
        assert inside, f"no label inside {button}"
        for box, pixels in inside:
            assert button.inflate(-2 * pad, -2 * pad).contains(box), f"a label touches its button's edge: {box} in {button}"
            sizes.add(pixels)
    assert len(sizes) == 1, f"the side column's labels are drawn at {sorted(sizes)} px"


def test_the_simulated_cards_share_one_size(state, drawn):
    kiosk = draw(state)
    cards = [rect for rect, target in kiosk._targets if isinstance(target, SimTag)]
    sizes = {pixels for _, box, pixels, _ in drawn if any(card.contains(box) for card in cards)}
    assert len(sizes) == 1, sizes


def test_a_snatchers_rows_share_one_size_in_the_text_colour(state, drawn):
    kiosk = draw(state)
    rows = defaultdict(set)
    for value, _, pixels, color in drawn:
        if value.startswith(("Money", "Tree tokens", "Sesame", "P ", "M ")):
            rows[value.split()[0]].add(pixels)
            if value.startswith(("Tree tokens", "Sesame")):
                assert color == kiosk.theme.palette.text, f"{value!r} is drawn dim"
    assert len(set().union(*rows.values())) == 1, dict(rows)
