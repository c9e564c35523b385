"""The Cavendish kiosk view: golden images at 800x480 and 1920x1080, the moment panel
(waiting test, broken link), and the whole scripted mission played through the simulated
table (the layout and the 18 px floor: ``test_ui_views_fit.py``, for every game).

Golden images live in tests/golden/; after an intended change of the view, rewrite them with
`make golden` (AGENCY_UPDATE_GOLDEN=1) and look at them before committing."""

from __future__ import annotations

import pygame
import pytest

from engine import replay
from helpers import LOGS, assert_golden, play_through_table, read_jsonl, render_view
from ui.theme import Theme
from ui.views import cavendish as view

LOG = read_jsonl(LOGS / "cavendish.jsonl")
# Points of the scripted mission: Doug's boosted and supported test waiting for its Destiny card,
# Doug's broken link during a group conflict (Anton ejected), the third end-of-mission question
# and the final score.
MOMENTS = {"test": 29, "broken_link": 47, "question": 65, "final": len(LOG)}
SIZES = [(800, 480), (1920, 1080)]


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def state_after(lines: int) -> dict:
    match, _, rejected = replay(LOG[:lines])
    assert rejected == []
    return match.state


def render(state: dict, size: tuple[int, int]) -> tuple[pygame.Surface, dict]:
    """The view alone in the kiosk's body region, and the view's regions."""
    surface, body, theme = render_view(view, state, size)
    return surface, view.layout(body, theme)


def region_pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("moment", sorted(MOMENTS))
def test_golden_image(moment, size, tmp_path):
    image, _ = render(state_after(MOMENTS[moment]), size)
    assert_golden(image, f"cavendish_{moment}_{size[0]}x{size[1]}.png", tmp_path)


def test_the_moment_panel_appears_only_when_the_table_must_answer_something():
    quiet, regions = render(state_after(MOMENTS["test"] + 1), (800, 480))    # the Destiny card resolved it
    empty = pygame.Surface(regions["moment"].size)
    empty.fill(Theme("standard", 800, 480).palette.background)
    assert region_pixels(quiet, regions["moment"]) == pygame.image.tobytes(empty, "RGB")
    for moment in ("test", "broken_link", "question"):
        busy, _ = render(state_after(MOMENTS[moment]), (800, 480))
        assert region_pixels(busy, regions["moment"]) != pygame.image.tobytes(empty, "RGB")


def test_the_vortex_count_shows_the_crystals_the_last_action_moved():
    supported, difficulty_set = state_after(MOMENTS["test"] - 1), state_after(MOMENTS["test"])
    assert supported["moved"] == {"pools": -1, "vortex": 1}, "Anton's support put a crystal in the Vortex"
    assert difficulty_set["moved"] == {} and difficulty_set["vortex"] == supported["vortex"]
    with_change, regions = render(supported, (800, 480))
    without, _ = render(difficulty_set, (800, 480))
    assert region_pixels(with_change, regions["vortex"]) != region_pixels(without, regions["vortex"])


def test_the_whole_scripted_mission_plays_through_the_simulated_table(isolated):
    """Setup to the final score: every line goes through the live input path (session -> engine ->
    store -> screen) and the stored game replays to the same state."""
    app = play_through_table(isolated, LOG)
    assert not any(line.refused for line in app.strip)
    assert (app.session.state["status"], app.session.state["score"]) == ("complete", 3)
    assert app.session.state == replay(LOG)[0].state
