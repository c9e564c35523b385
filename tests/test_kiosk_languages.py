"""A kiosk set to another language says everything in it: the rule sentences of what an
input did, the refusals, the table's own notices and the touch buttons, not only its menus."""

from __future__ import annotations

import pytest

from device.tables import timestories as timestories_table
from engine import replay
from test_kiosk_flow import NEXT, UNDO, open_app, press, scan
from ui.i18n import say


@pytest.fixture
def hungarian(isolated):
    app = open_app(isolated)
    app.set_language("hu")
    yield app
    app.stop()


def test_refusals_and_undo_are_said_in_hungarian(hungarian):
    press(hungarian, UNDO)
    assert hungarian.strip[-1].did == "Elutasítva: Nincs mit visszavonni." and hungarian.strip[-1].refused
    scan(hungarian, "Location 6")
    press(hungarian, UNDO)
    assert hungarian.strip[-1].did == "Visszavonás: 'enter' visszavonva."


def said_by_the_last_line(app, language: str) -> tuple[str, str]:
    """The last log line's rule sentences, in ``language`` and in English."""
    log = app.session.match.log
    events = dict(replay(log)[1])[len(log)]
    return " ".join(say(language, e.text) for e in events), " ".join(e.text for e in events)


def test_rule_sentences_and_touch_buttons_are_said_in_hungarian(hungarian):
    scan(hungarian, "Location 6")
    assert hungarian.session.match.log[-1]["action"] == "enter"
    hungarian_text, english = said_by_the_last_line(hungarian, "hu")
    assert hungarian.strip[-1].did == hungarian_text != english
    press(hungarian, NEXT)
    hungarian_text, english = said_by_the_last_line(hungarian, "hu")
    assert hungarian.strip[-1].did == hungarian_text != english
    english_labels = {b.name: b.label for b in timestories_table.touch_buttons(hungarian.session.state)}
    shown = dict(hungarian.screen().buttons)
    assert shown["spend_tu"] == say("hu", english_labels["spend_tu"]) != english_labels["spend_tu"]


def test_a_table_notice_is_said_in_hungarian(hungarian):
    scan(hungarian, "Location 6")
    scan(hungarian, "Location 2")          # the team is at Location 6: the table says to leave first
    notice = hungarian.strip[-1].did
    assert "Location 6" in notice and "first leave" not in notice
