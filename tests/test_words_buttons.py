"""What the table's buttons say is what they do, and the history names a button the way
players saw it: by its label, never by the name the code gives it."""

from __future__ import annotations

import pytest

from test_kiosk_flow import open_app, scan, touch
from engine.text import t
from ui.i18n import say


def label_of(app, name: str) -> str:
    return dict(app.screen().buttons)[name]


def test_cards_for_a_snatcher_serves_that_snatcher(isolated):
    app = open_app(isolated, new_game="enclave")
    try:
        for _ in range(len(app.session.state["order"]) + 1):   # round the table and back to the first
            named = label_of(app, "player")
            touch(app, "player")
            assert named == f"Cards for {app.session.state['active']}"
    finally:
        app.stop()


@pytest.mark.parametrize("language", ["en", "hu", "pl", "fr"])
def test_the_history_names_a_touched_button_by_the_label_it_had(isolated, language):
    app = open_app(isolated, new_game="timestories")
    try:
        scan(app, "Location 6")
        touch(app, "spend_tu")
        app.session.submit({"action": "leave", "roll": 1})   # at no location: no Spend 1 TU button now
        assert "spend_tu" not in dict(app.screen().buttons)
        app.set_language(language)
        touch(app, "ui:history")
        line = app.screens.overlay.lines[1]
        assert line.startswith("2. " + say(language, t("{name} touched", name=t("Spend 1 TU"))))
        assert "spend_tu" not in " ".join(app.screens.overlay.lines)
    finally:
        app.stop()


@pytest.mark.parametrize("language", ["en", "hu", "pl", "fr"])
def test_a_button_no_screen_offered_is_named_in_words(isolated, language):
    app = open_app(isolated, new_game="timestories")
    try:
        scan(app, "Location 6")
        app.session.submit({"action": "spend_tu", "source": {"kind": "button", "name": "spend_tu_twice",
                                                             "origin": "touch"}})
        app.set_language(language)
        touch(app, "ui:history")
        assert app.screens.overlay.lines[1].startswith("2. " + say(language, t("On-screen button")) + ":")
    finally:
        app.stop()
