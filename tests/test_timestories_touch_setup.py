"""A T.I.M.E Stories run set up by touch (a player count) shows who is Time Captain before the
count starts it, and one tap passes the captaincy on, as the scanned setup does."""

from __future__ import annotations

import pytest

from test_kiosk_flow import touch
from test_kiosk_setup_scan import choices, open_at_start_screen, setup_line


@pytest.fixture
def app(isolated):
    appliance = open_at_start_screen(isolated)
    touch(appliance, "ui:game:timestories")
    yield appliance
    appliance.stop()


def labels(app) -> dict[str, str]:
    return dict(app.screens.overlay.choices)


def test_the_time_captain_is_shown_before_a_player_count_starts_the_run(app):
    assert labels(app)["ui:captain"] == "Time Captain: Blue"
    assert choices(app).index("ui:captain") < choices(app).index("ui:players:1"), "seen before any count"
    touch(app, "ui:players:2")
    assert setup_line(app)["captain"] == "Blue"


def test_a_tap_passes_the_captaincy_to_the_next_seat_and_the_run_starts_with_that_captain(app):
    touch(app, "ui:captain")
    assert labels(app)["ui:captain"] == "Time Captain: Red"
    touch(app, "ui:players:3")
    line = setup_line(app)
    assert line["captain"] == "Red" and [agent["name"] for agent in line["agents"]] == ["Blue", "Red", "Green"]
    assert app.session.state["captain"] == "Red"


def test_a_count_without_the_captains_seat_is_refused_in_one_sentence_and_the_buttons_stay(app):
    touch(app, "ui:captain")
    touch(app, "ui:captain")
    assert labels(app)["ui:captain"] == "Time Captain: Green"
    offered = choices(app)
    touch(app, "ui:players:2")
    assert app.session is None and choices(app) == offered, "no run started, every button where it was"
    assert app.screens.overlay.lines[0] == "Setup: the Time Captain 'Green' is not one of the agents (Blue, Red)."
    touch(app, "ui:players:3")
    assert setup_line(app)["captain"] == "Green"


def test_the_captaincy_comes_back_round_to_the_first_seat(app):
    for _ in range(4):
        touch(app, "ui:captain")
    assert labels(app)["ui:captain"] == "Time Captain: Blue"
