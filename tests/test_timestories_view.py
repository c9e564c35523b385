"""The T.I.M.E Stories kiosk view: golden images at 800x480 and 1920x1080, the test panel's
stacks, and a whole scripted run played through the simulated table (the layout, the 18 px
floor and a view never changing its state: ``test_ui_views_fit.py``, for every game).

Golden images live in tests/golden/; after an intended change of the view, rewrite them with
`make golden` (AGENCY_UPDATE_GOLDEN=1) and look at them before committing."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine import replay
from helpers import LOGS, assert_golden, play_through_table, read_jsonl
from ui.kiosk import Kiosk
from ui.views import timestories as view

GOLDEN = Path(__file__).resolve().parent / "golden"
LOG = read_jsonl(LOGS / "timestories.jsonl")
# Points of the scripted run worth a picture: a locked test with three stacks in a red location,
# and a dead agent waiting in the vortex between locations.
MOMENTS = {"locked_test": 25, "vortex": 32}
SIZES = [(800, 480), (1920, 1080)]


def state_after(lines: int) -> dict:
    match, _, rejected = replay(LOG[:lines])
    assert rejected == []
    return match.state


def render(state: dict, size: tuple[int, int]) -> pygame.Surface:
    """The view alone, in the body region the kiosk gives it, on the kiosk's background."""
    kiosk = Kiosk(*size, headless=True)
    kiosk.open()
    surface = pygame.Surface(size)
    surface.fill(kiosk.theme.palette.background)
    view.draw(surface, kiosk.layout()["body"], state, kiosk.theme)
    return surface


def differing_fraction(a: pygame.Surface, b: pygame.Surface) -> float:
    """The share of pixels whose colour differs by more than a font-hinting wobble."""
    import numpy as np

    left = pygame.surfarray.array3d(a).astype(int)
    right = pygame.surfarray.array3d(b).astype(int)
    return float((np.abs(left - right).max(axis=2) > 48).mean())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("moment", sorted(MOMENTS))
def test_golden_image(moment, size, tmp_path):
    image = render(state_after(MOMENTS[moment]), size)
    assert_golden(image, f"timestories_{moment}_{size[0]}x{size[1]}.png", tmp_path)


def test_the_test_panel_shows_each_stack_in_its_colour_and_clears_when_the_test_is_won():
    kiosk = Kiosk(800, 480, headless=True)
    kiosk.open()
    heart_red = kiosk.theme.palette.bad

    def has_heart_red(state):
        surface = render(state, (800, 480))
        region = view.layout(kiosk.layout()["body"], kiosk.theme)["test"]
        pixels = pygame.PixelArray(surface.subsurface(region))
        found = any(pixels[x, y] == surface.map_rgb(heart_red)
                    for x in range(region.width) for y in range(0, region.height, 2))
        pixels.close()
        return found

    assert has_heart_red(state_after(MOMENTS["locked_test"]))     # 1 heart shield left on C
    assert not has_heart_red(state_after(28))                      # Green's 3 hits won the test


def test_a_whole_scripted_run_plays_through_the_simulated_table(isolated):
    """Setup to mission failure and, in the next run, success: every line goes through the live
    input path (session -> engine -> store -> screen) and the stored game replays to the same state."""
    app = play_through_table(isolated, LOG)
    assert not any(line.refused for line in app.strip)
    assert app.session.state["status"] == "success" and app.session.state["run"] == 2
    assert app.session.state == replay(LOG)[0].state
    assert len(app.session.match.log) == len(LOG)
