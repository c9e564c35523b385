"""The Kiválasztottak kiosk view: golden images at 800x480 and 1920x1080, the far
half turned to its player, the active player marked (the layout and the 18 px floor:
``test_ui_views_fit.py``, for every game).

Golden images live in ``tests/golden``; ``make golden`` (AGENCY_UPDATE_GOLDEN=1)
rewrites them after a deliberate change of the view."""

from __future__ import annotations


import pygame
import pytest

from engine.match import replay
from helpers import LOGS, assert_golden, read_jsonl
from ui.kiosk import Kiosk
from ui.theme import Theme
from ui.views import kivalasztottak as view

PLAYOUT = read_jsonl(LOGS / "kivalasztottak.jsonl")
# Points of the scripted duel: the deck check before the first draw, mid-round after a failed saving
# roll, a check roll with one die read, and the decided end.
MOMENTS = {"deck_check": 2, "manoeuvres": 32, "pending": 44, "decided": len(PLAYOUT)}


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def state_at(lines: int) -> dict:
    match, _, rejected = replay(PLAYOUT[:lines])
    assert not rejected
    return match.state


def body(theme: Theme) -> pygame.Rect:
    """The region the kiosk gives the game's view (below the header, beside the buttons, above the strip)."""
    return Kiosk(theme.width, theme.height, headless=True).layout()["body"]


def render(state: dict, width: int, height: int) -> tuple[pygame.Surface, Theme]:
    """The view alone, in the kiosk's body region, on the kiosk's background."""
    theme = Theme("standard", width, height)
    surface = pygame.Surface((width, height))
    surface.fill(theme.palette.background)
    view.draw(surface, body(theme), state, theme)
    return surface, theme


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)], ids=["800x480", "1920x1080"])
@pytest.mark.parametrize("moment", MOMENTS)
def test_golden_image(moment, size, tmp_path):
    surface, _ = render(state_at(MOMENTS[moment]), *size)
    assert_golden(surface, f"kivalasztottak_{moment}_{size[0]}x{size[1]}.png", tmp_path)


def test_the_far_half_is_the_far_players_half_turned_around():
    state = state_at(MOMENTS["manoeuvres"])
    surface, theme = render(state, 800, 480)
    far = view.layout(body(theme), theme)["far"]
    upright = pygame.Surface(far.size)
    upright.fill(theme.palette.background)
    view.draw_half(upright, upright.get_rect(), state, state["order"][1], theme)
    assert pixels(surface.subsurface(far)) == pixels(pygame.transform.rotate(upright, 180))
    assert pixels(surface.subsurface(far)) != pixels(upright)


def test_the_active_players_mp_is_filled_with_the_accent_colour():
    state = state_at(MOMENTS["manoeuvres"])
    surface, theme = render(state, 800, 480)
    halves = view.layout(body(theme), theme)
    near_mp = view.half_layout(halves["near"], theme)["mp"]
    corner = (near_mp.left + theme.px(10), near_mp.top + theme.px(10))
    assert state["active"] == state["order"][0]
    assert surface.get_at(corner)[:3] == theme.palette.accent
    # The far player's MP box, found through the turn: same spot, rotated about the half's centre.
    far_mp = view.half_layout(pygame.Rect((0, 0), halves["far"].size), theme)["mp"]
    far_corner = (halves["far"].right - 1 - far_mp.left - theme.px(10), halves["far"].bottom - 1 - far_mp.top - theme.px(10))
    assert surface.get_at(far_corner)[:3] == theme.palette.panel


def test_dp_changes_show_on_the_bar():
    state = state_at(MOMENTS["manoeuvres"])
    before, theme = render(state, 800, 480)
    state["players"][state["order"][0]]["dp"] = 12
    after, _ = render(state, 800, 480)
    dp = view.half_layout(view.layout(body(theme), theme)["near"], theme)["dp"]
    assert pixels(before.subsurface(dp)) != pixels(after.subsurface(dp))
