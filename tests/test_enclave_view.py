"""The Enclave kiosk view: golden images at 800x480 and 1920x1080, the 18 px text floor,
critical/super cells told apart without colour, the boarding prediction and the final table.

Golden images live in tests/golden/; after an intended change of the view, rewrite them with
`make golden` (AGENCY_UPDATE_GOLDEN=1) and look at them before committing."""

from __future__ import annotations

import copy
from pathlib import Path

import numpy as np
import pygame
import pytest

from engine import replay
from enclave_helpers import act, after_tree_card, goto, start
from helpers import LOGS, assert_golden, font_sizes_drawn, read_jsonl, render_view
from ui.theme import MIN_TEXT_PX, Theme
from ui.views import enclave as view

GOLDEN = Path(__file__).resolve().parent / "golden"
LOG = read_jsonl(LOGS / "enclave.jsonl")
# Round 3's Tree Phase (Raphael in mental critical condition), and the final scoring.
MOMENTS = {"tree": 45, "final": len(LOG)}
SIZES = [(800, 480), (1920, 1080)]
# The rulebook's boarding, scanned card by card on top of round 2's Action Phase (before Raphael boards).
DRAFT = [{"action": "boarding", "player": "Raphael",
          "mission": {"physical": 4, "traps": 2, "rewards": {"knowledge": 3, "pryzes": 2}}},
         {"action": "trap", "physical": 3}, {"action": "trap", "physical": 4, "mental": 3},
         {"action": "protect", "physical": 5}, {"action": "protect", "physical": 3, "mental": 3},
         {"action": "protect", "prep": True, "physical": 1, "mental": 2}]
BEFORE_RAPHAEL_BOARDS = 21


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def state_after(lines: int, extra: list[dict] = ()) -> dict:
    match, _, rejected = replay(LOG[:lines] + list(extra))
    assert rejected == []
    return match.state


def drafting(extra: list[dict] = ()) -> dict:
    return state_after(BEFORE_RAPHAEL_BOARDS, DRAFT + list(extra))


def other_moments() -> list[dict]:
    """An In Sync boarding being prepared, and a game won by 4 Tree tokens."""
    sync = after_tree_card(3, "in_sync", "Raphael")
    act(sync, "declare_sync", player="Raphael", partner="Miriam")
    act(sync, "boarding", player="Miriam", mission={"physical": 2, "traps": 1})
    act(sync, "trap", mental=4)
    tokens = start(4)
    for _ in range(4):
        act(tokens, "tree_token", player="Ada", keep=True)
    goto(tokens, 1, "rotation")
    act(tokens, "end_round")
    return [sync.state, tokens.state]


def render(state: dict, size: tuple[int, int]) -> tuple[pygame.Surface, dict]:
    """The view alone in the kiosk's body region, and the view's regions."""
    surface, body, theme = render_view(view, state, size)
    return surface, view.layout(body, theme, state)


def moment(name: str) -> dict:
    return drafting() if name == "boarding" else state_after(MOMENTS[name])


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", ["tree", "boarding", "final"])
def test_golden_image(name, size, tmp_path):
    image, _ = render(moment(name), size)
    assert_golden(image, f"enclave_{name}_{size[0]}x{size[1]}.png", tmp_path)


def test_no_text_is_smaller_than_18_px_on_the_800x480_display(monkeypatch):
    sizes = font_sizes_drawn(monkeypatch)
    states = [state_after(lines) for lines in range(1, len(LOG) + 1)] + [drafting()] + other_moments()
    for state in states:
        render(state, (800, 480))
    assert sizes and min(sizes) >= MIN_TEXT_PX


def test_the_view_never_changes_the_state():
    state = drafting()
    before = copy.deepcopy(state)
    render(state, (800, 480))
    assert state == before


def _cell_image(surface: pygame.Surface, regions: dict, name: str, track: str, value: int) -> np.ndarray:
    theme = Theme("standard", *surface.get_size())
    row = view.player_layout(regions[f"player:{name}"], theme)[track]
    cell = view.track_cells(row, theme)[value + 5]
    return pygame.surfarray.array3d(surface.subsurface(cell)).copy()


def test_critical_and_super_cells_differ_by_shape_not_only_colour():
    """In greyscale, a red cell printed 2 and a green cell printed 2 still look different,
    and both differ from a plain cell."""
    surface, regions = render(state_after(1), (800, 480))

    def grey(image):
        return (image.mean(axis=2) > 60).astype(int)
    critical = grey(_cell_image(surface, regions, "Miriam", "physical", -5))
    super_ = grey(_cell_image(surface, regions, "Miriam", "physical", 5))
    plain = grey(_cell_image(surface, regions, "Miriam", "physical", -1))
    assert (critical != super_).mean() > 0.05
    assert (critical != plain).mean() > 0.2 and (super_ != plain).mean() > 0.2


def test_the_boarding_panel_predicts_before_the_confirmation():
    """The rulebook's example shows success; one more trap of 3 physical turns it into a failure."""
    success, regions = render(drafting(), (800, 480))
    failure, _ = render(drafting([{"action": "trap", "physical": 3}]), (800, 480))
    panel = regions["boarding"]
    good, bad = Theme("standard", 800, 480).palette.good, Theme("standard", 800, 480).palette.bad

    def has(surface, colour):
        pixels = pygame.surfarray.array3d(surface.subsurface(panel))
        return bool((np.abs(pixels - np.array(colour)).sum(axis=2) < 30).any())
    assert has(success, good) and not has(success, bad)
    assert has(failure, bad) and not has(failure, good)
    assert set(regions) - {"legend"} == {"top", "boarding", "player:Raphael"}     # only the boarding snatcher is shown


def test_the_final_table_ranks_the_players_with_their_bonus_points():
    surface, regions = render(state_after(len(LOG)), (800, 480))
    assert set(regions) == {"top", "final"}
    blank = pygame.Surface(regions["final"].size)
    assert pygame.image.tobytes(surface.subsurface(regions["final"]), "RGB") != pygame.image.tobytes(blank, "RGB")


def test_an_in_sync_boarding_shows_both_snatchers_and_a_tree_token_win_shows_the_final_panel():
    sync, tokens = other_moments()
    _, regions = render(sync, (800, 480))
    assert set(regions) == {"top", "boarding", "player:Miriam", "player:Raphael"}
    _, regions = render(tokens, (1920, 1080))
    assert set(regions) == {"top", "final"} and tokens["winner"] == "Ada"
