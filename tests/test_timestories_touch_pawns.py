"""A T.I.M.E Stories pawn put on a space by touch (Menu > Choose card) is announced as what the
rulebook makes it: entering a location costs no TU (l.164-166), and only moving from one space to
another is an agent's action for the TU spent (l.201-207)."""

from __future__ import annotations

import pytest

from drivers.events import ButtonPressed
from test_kiosk_flow import open_app
from test_timestories_touch_cards import choose
from ui.i18n import say


@pytest.fixture
def run(isolated):
    app = open_app(isolated)        # the default game: T.I.M.E Stories, Blue and Red
    yield app
    app.stop()


@pytest.mark.parametrize("language, words", [
    ("en", "Entering Location 1 costs no TU: Blue places their pawn on space B."),
    ("hu", "A belépés nem kerül TU-ba (Location 1): Blue a mezőre (B) teszi a bábuját."),
    ("pl", "Wejście do lokacji Location 1 nie kosztuje TU: Blue stawia pionek na polu B."),
    ("fr", "Entrer dans Location 1 ne coûte aucune UT : Blue place son pion sur l'emplacement B.")])
def test_a_pawn_placed_on_arrival_is_said_to_enter_the_location_for_no_tu(run, language, words):
    run.session.submit({"action": "enter", "location": "Location 1", "red": False})
    choose(run, "Space B")
    assert run.session.state["agents"]["Blue"]["space"] == "B" and run.session.state["tu"] == 25
    assert [say(language, text) for text in run.strip[-1].said] == [words]


def test_a_pawn_placed_after_the_tu_is_spent_keeps_its_agents_action_for_that_tu(run):
    run.session.submit({"action": "enter", "location": "Location 1", "red": False})
    run.events.put(ButtonPressed("spend_tu", "touch"))   # nobody has entered yet, so the TU may be spent
    run.step()
    choose(run, "Space B")
    assert run.strip[-1].did == ("Entering Location 1 costs no TU: Blue places their pawn on space B, and still has "
                                 "their action for the TU the team spent.")
    run.session.submit({"action": "move", "agent": "Blue", "space": "C"})
    assert run.session.state["agents"]["Blue"] | {"space": "C", "acted": "move"} == run.session.state["agents"]["Blue"]
    assert run.session.state["tu"] == 24, "the placement cost nothing, the move was the TU already spent"
