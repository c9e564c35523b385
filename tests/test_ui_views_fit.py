"""Every game view lays out in every theme at every supported resolution.

Each game's scripted log is replayed line by line and the view is drawn for every state in
the standard, high-contrast and large themes at 800x480, 1024x600, 1280x720 and 1920x1080,
in the kiosk's play body (beside the buttons) and idle body (the whole width). Every text
the view draws is recorded through ``ui.widgets.text``: no two drawn texts may overlap,
each must lie inside the view's rect (texts drawn on a surface of their own, such as
Kiválasztottak's turned far half, inside that surface), none may be cut with '...' and
none may be drawn in a font taller than its box (it would spill over its row or panel) or
under the 18 px floor, and drawing may never change the state it is given.
"""

from __future__ import annotations

import copy

import pygame
import pytest

from engine import registry
from engine.match import Match
from helpers import LOGS, read_jsonl
from ui import widgets
from ui.i18n import LANGUAGES
from ui.kiosk import Kiosk
from ui.theme import MIN_TEXT_PX, Theme
from ui.views import view_for

SIZES = [(800, 480), (1024, 600), (1280, 720), (1920, 1080)]
THEMES = ["standard", "high_contrast", "large"]


def logged_states(game: str) -> list[dict]:
    """The state after every line of the game's scripted log (refused lines leave it as it was)."""
    lines = read_jsonl(LOGS / f"{game}.jsonl")
    match, _ = Match.start(lines[0])
    states = [match.state]
    for line in lines[1:]:
        match.push(line)
        states.append(match.state)
    return states


class Recorder:
    """The box of every text a view draws, per surface, and every text cut, too tall for its
    box or under the floor."""

    def __init__(self):
        self.boxes: dict[int, tuple[pygame.Surface, list]] = {}
        self.problems: list[str] = []

    def text(self, surface, value, rect, theme, size, *args, **kwargs):
        box = real_text(surface, value, rect, theme, size, *args, **kwargs)
        self.boxes.setdefault(id(surface), (surface, []))[1].append((value, box))
        return box

    def fit(self, value, rect, pixels):
        font, drawn = real_fit(value, rect, pixels)
        if drawn != value:
            self.problems.append(f"cut: {value!r} in a {rect.width} px box")
        if font.get_height() > rect.height + max(4, rect.height // 5):
            self.problems.append(f"too tall: {value!r} ({font.get_height()} px font in a {rect.height} px box)")
        return font, drawn

    def font(self, pixels):
        if pixels < MIN_TEXT_PX:
            self.problems.append(f"a {pixels} px font, under the {MIN_TEXT_PX} px floor")
        return real_font(pixels)


real_text, real_fit, real_font = widgets.text, widgets._fit, widgets._font


def layout_problems(recorder: Recorder, screen: pygame.Surface, view: pygame.Rect) -> list[str]:
    problems = list(recorder.problems)
    for surface, boxes in recorder.boxes.values():
        bounds = view if surface is screen else surface.get_rect()
        for index, (value, box) in enumerate(boxes):
            if not bounds.contains(box):
                problems.append(f"outside the view: {value!r} at {tuple(box)} (view {tuple(bounds)})")
            for other, other_box in boxes[index + 1:]:
                if box.colliderect(other_box):
                    problems.append(f"overlap: {value!r} {tuple(box)} and {other!r} {tuple(other_box)}")
    return problems


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", registry.ids())
def test_the_view_fits_every_logged_state(game, size, monkeypatch):
    failures = view_problems(game, size, "en", THEMES, monkeypatch)
    assert not failures, summary(failures)


@pytest.mark.parametrize("size", [SIZES[0], SIZES[-1]], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", [language for language in LANGUAGES if language != "en"])
@pytest.mark.parametrize("game", registry.ids())
def test_the_view_fits_every_logged_state_in_every_language(game, language, size, monkeypatch):
    """The translated labels are often longer than the English ones; the high-contrast
    theme has the standard one's sizes, so the two others are enough here."""
    failures = view_problems(game, size, language, ["standard", "large"], monkeypatch)
    assert not failures, summary(failures)


def view_problems(game: str, size, language: str, themes: list[str], monkeypatch) -> list[str]:
    pygame.font.init()
    draw = view_for(game).draw
    screen = pygame.Surface(size)
    states = logged_states(game)
    failures = []
    for theme_name in themes:
        theme = Theme(theme_name, *size, language)
        regions = Kiosk(*size, theme_name, headless=True).layout()     # the large theme's bars are larger
        bodies = {"play": regions["body"], "idle": pygame.Rect(0, regions["header"].bottom, size[0],
                                                               regions["strip"].top - regions["header"].bottom)}
        for body_name, body in bodies.items():
            for number, state in enumerate(states, start=1):
                recorder = Recorder()
                monkeypatch.setattr(widgets, "text", recorder.text)
                monkeypatch.setattr(widgets, "_fit", recorder.fit)
                monkeypatch.setattr(widgets, "_font", recorder.font)
                before = copy.deepcopy(state)
                draw(screen, body, state, theme)
                monkeypatch.undo()
                failures += [f"line {number}, {theme_name}, {body_name}: {problem}"
                             for problem in layout_problems(recorder, screen, body)]
                if state != before:
                    failures.append(f"line {number}, {theme_name}, {body_name}: drawing changed the state")
    return failures


def summary(failures: list[str]) -> str:
    return f"{len(failures)} problems:\n" + "\n".join(failures[:40])


def test_the_check_sees_a_font_under_the_floor():
    recorder = Recorder()
    recorder.font(MIN_TEXT_PX)
    assert not recorder.problems
    recorder.font(MIN_TEXT_PX - 4)
    assert recorder.problems == [f"a {MIN_TEXT_PX - 4} px font, under the {MIN_TEXT_PX} px floor"]


def test_the_check_sees_an_overlap(monkeypatch):
    """Rows of a fixed height that ignore the font (as the views had) are caught."""
    pygame.font.init()
    theme = Theme("large", 800, 480)
    recorder = Recorder()
    monkeypatch.setattr(widgets, "text", recorder.text)
    screen = pygame.Surface((800, 480))
    view = pygame.Rect(0, 0, 400, 200)
    for index, name in enumerate(("Blue", "Pink")):
        widgets.text(screen, name, pygame.Rect(0, index * 20, 400, 20), theme, 24)
    monkeypatch.undo()
    assert any(problem.startswith("overlap: 'Blue'") for problem in layout_problems(recorder, screen, view))
