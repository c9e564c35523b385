"""The report on the kiosk shows the game as it is now: opened, closed, played on and
opened again, or come up by itself at the end, it is the picture of the whole game so far."""

from __future__ import annotations

import pygame

from device import config
from device.mainloop import Appliance, RunOptions
from device.screens.play import ReportScreen
from drivers.events import ButtonPressed
from helpers import LOGS, differing_fraction, read_jsonl
from ui.model import SimTag
from ui.report import render_report


def shown_report(app) -> pygame.Surface:
    """The report as the kiosk's frame shows it (the picture above the Close bar)."""
    assert isinstance(app.screens.open, ReportScreen)
    width, height = app.kiosk.report_size()
    return app.kiosk.surface.subsurface(pygame.Rect(0, 0, width, height)).copy()


def fresh_report(app, tmp_path) -> pygame.Surface:
    """The report of the game as it stands, drawn anew."""
    session = app.session
    path = render_report(session.match.log, tmp_path / "fresh.png", app.language, app.kiosk.report_size(),
                         summary=session.summary())
    return pygame.image.load(str(path))


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and differing_fraction(a, b) == 0


def press(app, name: str) -> None:
    app.events.put(ButtonPressed(name, "touch"))   # as a tap on the kiosk arrives
    app.step()


def kiosk(isolated, **options) -> Appliance:
    app = Appliance(config.load(), isolated, RunOptions(headless=True, nfc_backend="sim", controls_backend="mock",
                                                        **options))
    app.start()
    app.step()
    return app


def test_the_report_opened_again_after_play_shows_the_game_as_it_is_now(isolated, tmp_path):
    app = kiosk(isolated, new_game="timestories")
    try:
        press(app, "menu")
        press(app, "ui:report")
        first = shown_report(app)
        assert same(first, fresh_report(app, tmp_path))
        press(app, "ui:close")
        app._route(SimTag(0))                      # A: Location 1 laid on the reader
        app.step()
        press(app, "next")                         # Space: 1 TU spent
        press(app, "menu")
        press(app, "ui:report")
        again = shown_report(app)
        assert not same(again, first), "the report opened again still shows the game as it was"
        assert same(again, fresh_report(app, tmp_path))
    finally:
        app.stop()


def test_the_report_that_comes_up_at_the_end_shows_how_the_game_ended(isolated, tmp_path):
    log = read_jsonl(LOGS / "kivalasztottak.jsonl")
    app = kiosk(isolated, script=log[:-1])
    try:
        while app.script:
            app.step()
        press(app, "menu")
        press(app, "ui:report")                    # seen while the game goes on: "Not finished yet"
        before = shown_report(app)
        press(app, "ui:close")
        app.script.append(log[-1])                 # the last line ends the game: the report comes up
        while app.script or not app.session.over:
            app.step()
        app.step()
        at_end = shown_report(app)
        assert not same(at_end, before)
        assert same(at_end, fresh_report(app, tmp_path))
    finally:
        app.stop()
