"""Tags that come and go while cards are enrolled: an unknown tag's notice waits behind a
refusal still on the strip, a tap on **Enrol card** enrols the tag its notice named and no
newer one, and a tag placed while a card's form is open waits for the form to close, said on
it, instead of going to the game unseen behind it."""

from __future__ import annotations

import time

import pygame
import pytest

from device import config
from device.catalog import Catalog
from device.mainloop import Appliance, RunOptions
from drivers.events import ButtonPressed
from test_cards_kiosk import app, new_card_by_touch, set_field, touch  # noqa: F401  (app is a fixture)
from ui import kiosk as kiosk_module, widgets

LOCATION_1 = "04115A21B26180"      # the simulated table's tag of Location 1


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
    assert strip_drawn(app, monkeypatch) == ["On-screen button: Refused: Enter a location before spending TU."]
    assert app.screen().offer is not None, "the enrolment stays on offer (confirm takes it)"
    assert strip_drawn(app, monkeypatch, later=9) == ["Unknown card 04D5000000000002 on the main reader: enrol it to use it."]
    assert len([line for line in app.strip if "04D5000000000002" in line.did]) == 1, "one notice for one placement"


def test_a_newer_unknown_tag_replaces_the_notice_of_the_older_one(app, monkeypatch):
    app.readers.place("04D5000000000003")
    app.step()
    app.readers.place("04D5000000000004")
    app.step()
    assert strip_drawn(app, monkeypatch) == ["Unknown card 04D5000000000004 on the main reader: enrol it to use it."]


def test_a_tap_on_enrol_card_never_enrols_a_tag_seen_after_its_notice(app, isolated):
    app.readers.place("04D5000000000005")
    app.step()
    app.step()
    button = next(rect for rect, target in app.kiosk._targets if getattr(target, "name", "").startswith("ui:enrol"))
    app.readers.place("04D5000000000006", "seat1")         # seen in the same frame as the tap
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.center, button=1))
    app.step()
    assert app.screens.overlay is None, "the tap was for the tag whose notice it was beside"
    touch(app, "ui:enrol:04D5000000000006")
    assert app.screens.overlay.title == "Unknown card 04D5000000000006"
    touch(app, "ui:new_card")
    touch(app, "ui:kind:token")
    assert "04D5000000000006" in app.screens.overlay.lines[0], "the form names the tag it binds"
    touch(app, "ui:save")
    app.step()
    catalog = Catalog.load(isolated)
    assert catalog.card_for("04D5000000000006").name == "Token 1" and catalog.card_for("04D5000000000005") is None


def test_a_tag_placed_while_a_cards_form_is_open_is_played_when_it_closes(app, isolated):
    new_card_by_touch(app, "04D5000000000007", "token")
    app.readers.place(LOCATION_1)                           # the team goes on playing meanwhile
    app.step()
    overlay = app.screens.overlay
    assert overlay.kind == "card_fields" and app.session.state["location"] is None, "nothing played unseen"
    assert overlay.lines[0] == ("Location 1 waits on the main reader: it is played when this card is closed, "
                                "if it still lies there.")
    set_field(app, "token", "7")
    assert app.screens.overlay.lines[0].startswith("Location 1 waits")
    touch(app, "ui:save")
    app.step()
    app.step()
    state = app.session.state
    assert state["tokens"] == ["7"] and state["location"] == "Location 1", "the new card first, then the tag held"
    assert [line["action"] for line in app.session.match.log[1:]] == ["token", "enter"]


def test_a_tag_lifted_while_a_cards_form_is_open_is_not_played(app):
    new_card_by_touch(app, "04D5000000000008", "location")
    app.readers.place(LOCATION_1, "seat2")
    app.step()
    app.readers.lift("seat2")
    app.step()
    touch(app, "ui:back")
    touch(app, "ui:close")
    app.step()
    assert app.session.state["location"] is None and len(app.session.match.log) == 1


def test_the_enrolled_tag_placed_again_meanwhile_is_played_once(app):
    new_card_by_touch(app, "04D5000000000009", "token")
    app.readers.lift()
    app.readers.place("04D5000000000009")                  # lifted and put back while the form is open
    app.step()
    set_field(app, "token", "9")
    touch(app, "ui:save")
    app.step()
    app.step()
    assert [line["action"] for line in app.session.match.log[1:]] == ["token"]


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
    assert [line.did for line in mock_app.strip] == ["Unknown card 04A3C6CAE26180 on the main reader: enrol it to use it."]
