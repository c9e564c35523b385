"""Kiválasztottak's resource phase (each player's MP and hand, and in round 1 the mulligan's
invitation) is said whole at 800x480 in every language and theme: on the banner, as the strip's
three rows cannot hold it."""

from __future__ import annotations

import pygame
import pytest

from helpers import texts_drawn
from test_kiosk_flow import open_app, touch
from ui.i18n import say


@pytest.mark.parametrize("theme", ["standard", "large"])
@pytest.mark.parametrize("language", ["en", "hu", "pl", "fr"])
def test_the_resource_phase_is_said_whole_on_the_strip(isolated, monkeypatch, language, theme):
    app = open_app(isolated, new_game="kivalasztottak")
    try:
        app.set_language(language)
        app.set_theme(theme)
        touch(app, "resource")
        drawn = texts_drawn(monkeypatch)
        app.kiosk.draw(pygame.Surface(app.kiosk.size), app.screen())
        assert app.kiosk.size == (800, 480)
        assert not [text for text in drawn if text.endswith(("...", "…"))]
        last = say(language, app.strip[-1].said[-1])
        assert last.split()[-1] in " ".join(drawn), "the mulligan's invitation is drawn to its last word"
    finally:
        app.stop()
