"""The simulated cards in the side column stay where they are through a game's phases: Spend 1 TU
going between locations and coming back at the next one moves none of them."""

from __future__ import annotations

import pygame

from test_kiosk_flow import open_app, scan, touch
from ui.model import SimTag


def card_boxes(app) -> dict[int, tuple]:
    app.kiosk.draw(pygame.Surface(app.kiosk.size), app.screen())
    return {target.index: tuple(rect) for rect, target in app.kiosk._targets if isinstance(target, SimTag)}


def test_the_simulated_cards_stay_put_when_spend_1_tu_comes_and_goes(isolated):
    app = open_app(isolated, new_game="timestories")
    try:
        scan(app, "Location 6")
        at_a_location = card_boxes(app)
        touch(app, "spend_tu")
        app.session.submit({"action": "leave", "roll": 1})
        app.step()
        assert "spend_tu" not in dict(app.screen().buttons)
        assert card_boxes(app) == at_a_location, "Spend 1 TU went between locations and the cards moved up"
        scan(app, "Location 7")
        assert "spend_tu" in dict(app.screen().buttons)
        assert card_boxes(app) == at_a_location
    finally:
        app.stop()
