"""A kiosk set to another language says everything in it: the rule sentences of what an
input did, the refusals, the table's own notices and the touch buttons, not only its menus."""

from __future__ import annotations

import os

import pytest

from device.tables import timestories as timestories_table
from drivers.events import DiceRolled
from engine import replay
from test_kiosk_flow import NEXT, UNDO, drawn, open_app, press, scan  # noqa: F401 (drawn is a fixture)
from ui.i18n import say


@pytest.fixture
def hungarian(isolated):
    app = open_app(isolated)
    app.set_language("hu")
    yield app
    app.stop()


def did(app) -> str:
    """What the strip says the last input did, in the kiosk's language (its lines keep the
    English sentences, said when drawn)."""
    return " ".join(say(app.language, sentence) for sentence in app.strip[-1].said)


def test_refusals_and_undo_are_said_in_hungarian(hungarian):
    press(hungarian, UNDO)
    assert did(hungarian) == "Elutasítva: Nincs mit visszavonni." and hungarian.strip[-1].refused
    scan(hungarian, "Location 6")
    press(hungarian, UNDO)
    # What was taken back, said as it was announced, in Hungarian too.
    assert did(hungarian) == "Visszavonva: A belépés ingyenes: a csapat helyszíne: Location 6 (piros helyszín)."


def said_by_the_last_line(app, language: str) -> tuple[str, str]:
    """The last log line's rule sentences, in ``language`` and in English."""
    log = app.session.match.log
    events = dict(replay(log)[1])[len(log)]
    return " ".join(say(language, e.text) for e in events), " ".join(e.text for e in events)


def test_rule_sentences_and_touch_buttons_are_said_in_hungarian(hungarian, drawn):
    scan(hungarian, "Location 6")
    assert hungarian.session.match.log[-1]["action"] == "enter"
    hungarian_text, english = said_by_the_last_line(hungarian, "hu")
    assert did(hungarian) == hungarian_text != english
    press(hungarian, NEXT)
    hungarian_text, english = said_by_the_last_line(hungarian, "hu")
    assert did(hungarian) == hungarian_text != english
    english_labels = {b.name: b.label for b in timestories_table.touch_buttons(hungarian.session.state)}
    assert say("hu", english_labels["spend_tu"]) != english_labels["spend_tu"]
    assert say("hu", english_labels["spend_tu"]) in drawn and english_labels["spend_tu"] not in drawn


def test_a_table_notice_is_said_in_hungarian(hungarian):
    scan(hungarian, "Location 6")
    scan(hungarian, "Location 2")          # the team is at Location 6: the table says to leave first
    notice = did(hungarian)
    assert "Location 6" in notice and "first leave" not in notice


def test_spoken_cues_say_the_tu_left_and_the_faces_in_the_kiosk_language(isolated, tmp_path, monkeypatch):
    said = tmp_path / "said.txt"
    program = tmp_path / "espeak-ng"
    program.write_text(f"#!/bin/sh\necho \"$@\" >> {said}\n")
    program.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    (tmp_path / "config.toml").write_text("[display]\nspeech = true\nlanguage = \"fr\"\n", encoding="utf-8")
    app = open_app(isolated)
    try:
        scan(app, "Location 6")
        press(app, NEXT)
        app.indicators.speaker._speaking.wait(timeout=10)
        spent = app.session.state["tu"]
        app.events.put(DiceRolled(("2tu",), (2,), 0.99, "time_captain"))
        app.step()
        app.indicators.speaker._speaking.wait(timeout=10)
        left = app.session.state["tu"]
    finally:
        app.stop()
    assert said.read_text(encoding="utf-8").splitlines() == [f"-v fr Il reste {spent} UT",
                                                             f"-v fr 2 UT. Il reste {left} UT"]
