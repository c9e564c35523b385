"""The vertical slice, end to end on the simulated table: a card placed on the
simulated reader, a physical button pressed through gpiozero's MockFactory and
a typed die each go driver -> mapping -> engine -> store -> screen, and the TU
widget's pixels show the new value."""

import pygame
import pytest

from device import config
from device.catalog import Catalog
from device.mainloop import Appliance, RunOptions
from device.session import GameSession
from device.store import Store
from ui.views import timestories as view


@pytest.fixture
def app(isolated):
    appliance = Appliance(config.load(), isolated, RunOptions(headless=True, nfc_backend="sim",
                                                              controls_backend="mock"))
    appliance.start()
    appliance.step()
    yield appliance
    appliance.stop()


def tu_pixels(app) -> pygame.Surface:
    rect = view.layout(body_rect(app), app.kiosk.theme)["tu"]
    return app.kiosk.surface.subsurface(rect).copy()


def body_rect(app) -> pygame.Rect:
    return app.kiosk.layout()["body"]


def expected_tu_pixels(app, state: dict) -> pygame.Surface:
    """The TU widget drawn alone for ``state`` on the kiosk's background."""
    rect = view.layout(body_rect(app), app.kiosk.theme)["tu"]
    surface = pygame.Surface(app.kiosk.size)
    surface.fill(app.kiosk.theme.palette.background)
    view.draw_tu(surface, rect, state, app.kiosk.theme)
    return surface.subsurface(rect).copy()


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def uid_of(app, name: str) -> str:
    return next(uid for uid, card in app.catalog.tags.items() if app.catalog.cards[card].name == name)


def test_scan_press_and_roll_reach_the_store_and_the_screen(app, isolated):
    start = dict(app.session.state)
    assert start["tu"] == 25 and same(tu_pixels(app), expected_tu_pixels(app, start))

    app.readers.place(uid_of(app, "Location 6"))            # a red location card on the reader
    app.step()
    assert app.session.state["location"] == "Location 6"
    assert "Entering a location is free" in app.strip[-1].did

    app.controls.factory.pin(13).drive_low()                 # the physical `next` button
    app.controls.factory.pin(13).drive_high()
    app.step()
    assert app.session.state["tu"] == 24
    assert same(tu_pixels(app), expected_tu_pixels(app, app.session.state))
    assert not same(tu_pixels(app), expected_tu_pixels(app, start)), "the widget shows 24, not 25"

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))  # typed die
    app.step()
    assert app.session.state["tu"] == 20, "die 2 + 2 for the red location"
    assert app.session.state["location"] is None
    assert same(tu_pixels(app), expected_tu_pixels(app, app.session.state))

    with Store.open(isolated) as store:
        lines = store.lines(app.session.game_id)
    assert [line["action"] for line in lines] == ["setup", "enter", "spend_tu", "leave"]
    assert lines[1]["source"] == {"kind": "nfc", "reader": "main", "uid": uid_of(app, "Location 6")}
    assert lines[2]["source"] == {"kind": "button", "name": "next", "origin": "gpio"}
    assert lines[3]["source"]["kind"] == "dice" and lines[3]["roll"] == 2


def test_touching_the_undo_button_takes_back_the_last_action(app):
    app.readers.place(uid_of(app, "Location 1"))
    app.step()
    undo = next(rect for rect, target in app.kiosk._targets if getattr(target, "name", None) == "undo")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=undo.center, button=1))
    app.step()
    assert app.session.state["location"] is None
    assert [line["action"] for line in app.session.match.log] == ["setup", "enter", "undo"]


def test_an_unknown_tag_is_a_visible_notice_not_a_crash(app):
    app.readers.place("04DEADBEEF0001")
    app.step()
    assert app.attention.startswith("Unknown card 04DEADBEEF0001 on the main reader")
    assert len(app.session.match.log) == 1
    app.controls.factory.pin(13).drive_low()  # the game goes on; spending TU outside a location is refused
    app.controls.factory.pin(13).drive_high()
    app.step()
    assert app.strip[-1].refused and "Enter a location" in app.strip[-1].did


def test_resume_after_stop_gives_the_same_game(app, isolated):
    app.readers.place(uid_of(app, "Location 2"))
    app.step()
    state, game_id = app.session.state, app.session.game_id
    app.stop()
    again = Appliance(config.load(), isolated, RunOptions(headless=True, resume=True, nfc_backend="sim",
                                                          controls_backend="mock"))
    again.start()
    try:
        assert again.session.game_id == game_id and again.session.state == state
    finally:
        again.stop()
    with Store.open(isolated) as store:
        assert GameSession.resume(store, Catalog.load(isolated), game_id).state == state
