"""T.I.M.E Stories on the simulated table, set up by touch: the base says which agents still
need a receptacle and how to take one, a run failed says how to start the next, and a new run
with nothing kept says so plainly."""

from __future__ import annotations

import pytest

from test_kiosk_flow import touch
from test_kiosk_setup_scan import open_at_start_screen
from test_timestories_touch_cards import choose
from ui.i18n import say


@pytest.fixture
def app(isolated):
    appliance = open_at_start_screen(isolated)
    touch(appliance, "ui:game:timestories")
    touch(appliance, "ui:players:3")
    yield appliance
    appliance.stop()


def strip_prompt(app, language: str = "en") -> str:
    """What the strip invites the team to do while nothing new is shown."""
    return say(language, app.screen().extra["prompt"])


def test_the_base_names_the_agents_still_without_a_receptacle_and_how_to_take_one(app):
    assert strip_prompt(app) == ("At the base, Blue, Red and Green still need a receptacle: scan one for each, "
                                 "in seat order (or choose them with Menu > Choose card), then the first "
                                 "location's card.")
    choose(app, "Receptacle 1")
    choose(app, "Receptacle 2")
    assert strip_prompt(app) == ("At the base, Green still needs a receptacle: scan one (or choose it with "
                                 "Menu > Choose card), then the first location's card.")
    assert strip_prompt(app, "pl").startswith("W bazie Green nie ma jeszcze nosiciela")
    choose(app, "Receptacle 3")
    assert strip_prompt(app) == "At the base: scan the first location's card to start the run."


def test_an_agent_who_left_the_base_without_a_receptacle_is_told_why_it_has_no_dice(app):
    choose(app, "Receptacle 1")
    choose(app, "Receptacle 2")
    choose(app, "Location 1")
    session = app.session
    for agent in ("Blue", "Red", "Green"):
        session.submit({"action": "move", "agent": agent, "space": "B"})
    session.submit({"action": "test", "space": "B", "shields": [{"kind": "normal", "n": 1}], "trait": "magic"})
    session.submit({"action": "spend_tu"})
    session.submit({"action": "idle", "agent": "Blue"})
    session.submit({"action": "idle", "agent": "Red"})
    touch(app, "ui:menu")
    touch(app, "ui:enter_dice")
    assert app.screens.overlay.lines[0] == (
        "Green took no receptacle at the base, so has no magic dice for the test on space B: Green can only "
        "move or do nothing until a new run, whose base offers the receptacles again.")


def test_after_a_failed_mission_the_strip_says_how_to_start_the_next_run(app):
    for number in (1, 2, 3):
        choose(app, f"Receptacle {number}")
    choose(app, "Location 1")
    choose(app, "Mission Failed")
    assert strip_prompt(app) == ("The mission failed: tap New run (or press confirm) to go back to the base for "
                                 "run 2, with 25 TU.")
    touch(app, "new_run")
    assert [say("en", sentence) for sentence in app.strip[-1].said] == ["New run 2: everything is reset to 25 TU; no agent holds an Agency-stamped item "
                                  "to keep."]
    assert strip_prompt(app) == "At the base: scan the first location's card to start the run."
