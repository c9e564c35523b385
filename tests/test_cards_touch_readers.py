"""Tags that come and go while cards are enrolled: an unknown tag's notice waits behind a
refusal still on the strip, and each placement of a tag is noticed once."""

from __future__ import annotations

import time

import pygame
import pytest

from device import config
from device.mainloop import Appliance, RunOptions
from drivers.events import ButtonPressed
from test_cards_kiosk import app  # noqa: F401  (a fixture)
from ui import kiosk as kiosk_module, widgets

def strip_drawn(app, monkeypatch, later: float = 0.0) -> list[str]:
    """The sentences drawn on the strip, ``later`` seconds from now."""
    drawn = []
    real = widgets.paragraph
    monkeypatch.setattr(widgets, "paragraph", lambda surface, value, *args, **kw: (drawn.append(value),
                                                                                real(surface, value, *args, **kw)))
    now = time.monotonic() + later
    monkeypatch.setattr(kiosk_module.time, "monotonic", lambda: now)
    app.kiosk.draw(pygame.Surface(app.kiosk.size), app.screen())
    monkeypatch.undo()
    return drawn


def test_an_unknown_tag_waits_behind_a_refusal_still_on_the_strip(app, monkeypatch):
    app.readers.place("04D5000000000001")
    app.step()
    app.events.put(ButtonPressed("spend_tu", "touch"))       # at the base: refused
    app.step()
    app.readers.place("04D5000000000002")                    # the next tag of a hand going round
    app.step()
    assert strip_drawn(app, monkeypatch) == ["Button spend_tu: Refused: Enter a location before spending TU."]
    assert app.screen().offer is not None, "the enrolment stays on offer (confirm takes it)"
    assert strip_drawn(app, monkeypatch, later=9) == ["Unknown card 04D5000000000002 on reader main: enrol it to use it."]
    assert len([line for line in app.strip if "04D5000000000002" in line.did]) == 1, "one notice for one placement"


def test_a_newer_unknown_tag_replaces_the_notice_of_the_older_one(app, monkeypatch):
    app.readers.place("04D5000000000003")
    app.step()
    app.readers.place("04D5000000000004")
    app.step()
    assert strip_drawn(app, monkeypatch) == ["Unknown card 04D5000000000004 on reader main: enrol it to use it."]


@pytest.fixture
def mock_app(isolated, tmp_path):
    (tmp_path / "config.toml").write_text('[nfc]\nbackend = "mock"\nmock_scenario = "ntag213"\n', encoding="utf-8")
    appliance = Appliance(config.load(), isolated, RunOptions(headless=True, controls_backend="mock"))
    appliance.start()
    yield appliance
    appliance.stop()


def test_a_tag_resting_on_the_emulated_rc522_is_noticed_once(mock_app):
    for _ in range(200):                                     # until the reader's first polls find it
        mock_app.step()
        if mock_app.strip:
            break
    for _ in range(30):                                      # a second more of polls at 30 frames a second
        mock_app.step()
    assert [line.did for line in mock_app.strip] == ["Unknown card 04A3C6CAE26180 on reader main: enrol it to use it."]
