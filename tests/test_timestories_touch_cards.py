"""T.I.M.E Stories cards by touch (Menu > Choose card) on the simulated table: a chosen card goes
exactly the way of the same card scanned on the main reader, held too when the game is not ready
for it."""

from __future__ import annotations

import pytest

from drivers.events import DiceRolled
from test_kiosk_flow import actions, open_app, scan, touch
from test_kiosk_touch_entry import choices


@pytest.fixture
def run(isolated):
    app = open_app(isolated)        # the default game: T.I.M.E Stories, Blue and Red
    yield app
    app.stop()


def choose(app, name: str) -> None:
    """Menu > Choose card, paging on until the card named ``name`` is on screen, and touch it."""
    card_id = next(card.id for card in app.catalog.cards_of("timestories") if card.name == name)
    touch(app, "ui:menu")
    touch(app, "ui:choose_card")
    while f"ui:play_card:{card_id}" not in choices(app):
        touch(app, "ui:page:more")
    touch(app, f"ui:play_card:{card_id}")
    app.step()


def play(app, name: str, how: str) -> None:
    if how == "chosen":
        choose(app, name)
    else:
        scan(app, name)


@pytest.mark.parametrize("how", ["chosen", "scanned"])
def test_the_next_location_chosen_or_scanned_is_entered_once_the_time_captain_die_takes_the_team_out(run, how):
    run.session.submit({"action": "enter", "location": "Location 1", "red": False})
    play(run, "Location 2", how)
    assert run.session.state["location"] == "Location 1"
    assert run.attention == "To go to Location 2, first leave Location 1: roll the Time Captain die."
    run.events.put(DiceRolled(("2tu",), (2,), 1.0, "time_captain", origin="touch"))
    run.step()
    run.step()
    assert actions(run)[-2:] == ["leave", "enter"] and run.session.state["location"] == "Location 2"
    assert run.session.match.log[-1]["source"]["kind"] == ("touch" if how == "chosen" else "nfc")


def test_a_chosen_card_is_held_only_until_another_card_is_chosen(run):
    run.session.submit({"action": "enter", "location": "Location 1", "red": False})
    choose(run, "Location 2")
    choose(run, "Location 3")
    run.events.put(DiceRolled(("1tu",), (1,), 1.0, "time_captain", origin="touch"))
    run.step()
    run.step()
    assert run.session.state["location"] == "Location 3"
    assert actions(run).count("enter") == 2, "Location 2 was set aside when Location 3 was chosen"
