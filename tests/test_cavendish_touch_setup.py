"""A Cavendish mission set up on the kiosk by touching a number of players plays the numbers the
owner entered from their receptacle cards, as a scanned one does; the setup screen names the
receptacles still on the simulated table's numbers; the third of 3 players is Jennifer or Doug."""

from __future__ import annotations

import pytest

from device.catalog import Catalog
from test_kiosk_flow import touch
from test_kiosk_setup_scan import open_at_start_screen, scan

PLACEHOLDERS = "{names}: the simulated table's numbers; enter the printed ones with Menu > Correct a card or " \
               "agency cards edit."


def enter_receptacles(data, **printed: dict) -> None:
    """The owner's receptacle cards, as ``agency cards edit`` or the kiosk's enrolment saves them."""
    catalog = Catalog.load(data, simulated=True)
    for agent, numbers in printed.items():
        card = catalog.cards[f"cavendish/receptacle/{agent.lower()}"]
        catalog.save_card({"id": card.id, "game": "cavendish", "kind": "receptacle", "name": card.name,
                           "agent": agent} | numbers)


ALL_FOUR = {"Anton": {"azrak": 7, "strength": 4, "confidence": 1, "dexterity": 2},
            "Amy": {"azrak": 5, "strength": 2, "confidence": 4, "dexterity": 3},
            "Jennifer": {"azrak": 4, "strength": 1, "confidence": 3, "dexterity": 4},
            "Doug": {"azrak": 6, "strength": 4, "confidence": 0, "dexterity": 2}}


@pytest.fixture
def setup_screen(isolated):
    """The kiosk at Cavendish's setup screen, opened once the owner's cards are entered."""
    apps = []

    def open_setup(**printed):
        enter_receptacles(isolated, **printed)
        app = open_at_start_screen(isolated)
        apps.append(app)
        touch(app, "ui:game:cavendish")
        return app
    yield open_setup
    for app in apps:
        app.stop()


def numbers(state: dict, name: str) -> tuple[int, int, int, int]:
    agent = state["agents"][name]
    return agent["start"], agent["strength"], agent["confidence"], agent["dexterity"]


def test_a_mission_set_up_by_touch_plays_the_numbers_printed_on_the_owners_receptacle_cards(setup_screen):
    app = setup_screen(**ALL_FOUR)
    assert not any("simulated table's numbers" in line for line in app.screens.overlay.lines)
    touch(app, "ui:players:2")
    state = app.session.state
    assert numbers(state, "Anton") == (7, 4, 1, 2) and numbers(state, "Amy") == (5, 2, 4, 3)
    assert state["agents"]["Anton"]["azrak"] == 7
    assert state["vortex"] == 4 + 6            # Jennifer's and Doug's printed Azrak, unplayed


def test_the_setup_screen_names_the_receptacles_still_on_the_simulated_tables_numbers(setup_screen):
    app = setup_screen(Anton=ALL_FOUR["Anton"], Amy={"azrak": 5, "strength": 2, "confidence": 4})  # no dexterity
    assert PLACEHOLDERS.format(names="Amy, Jennifer, Doug") in app.screens.overlay.lines
    app.set_language("fr")
    assert ("Amy, Jennifer, Doug : nombres de la table simulée ; saisissez ceux imprimés avec Menu > Corriger "
            "une carte ou agency cards edit." in app.screens.overlay.lines)
    touch(app, "ui:players:2")
    assert numbers(app.session.state, "Amy") == (5, 2, 4, 3)     # dexterity: the simulated table's


def test_a_scanned_mission_names_the_receptacles_on_made_up_numbers_and_its_vortex_takes_the_printed_azrak(
        setup_screen):
    app = setup_screen(Jennifer=ALL_FOUR["Jennifer"])
    scan(app, "cavendish/receptacle/anton")
    scan(app, "cavendish/receptacle/amy")
    assert PLACEHOLDERS.format(names="Anton, Amy, Doug") in app.screens.overlay.lines
    assert "ui:third" not in [name for name, _ in app.screens.overlay.choices]    # the cards say who plays
    touch(app, "ui:scanned")
    assert app.session.state["vortex"] == 4 + 5     # Jennifer's printed Azrak, Doug's the simulated table's


def test_the_third_of_three_players_is_jennifer_until_a_tap_makes_it_doug(setup_screen):
    app = setup_screen(**ALL_FOUR)
    assert ("ui:third", "Third receptacle: Jennifer") in app.screens.overlay.choices
    touch(app, "ui:third")
    assert ("ui:third", "Third receptacle: Doug") in app.screens.overlay.choices
    touch(app, "ui:players:3")
    state = app.session.state
    assert app.session.match.log[0]["played"] == ["Anton", "Amy", "Doug"]
    assert numbers(state, "Doug") == (6, 4, 0, 2) and state["vortex"] == 4


def test_four_players_play_all_four_receptacles_whichever_third_was_chosen(setup_screen):
    app = setup_screen(**ALL_FOUR)
    touch(app, "ui:third")
    touch(app, "ui:players:4")
    assert app.session.match.log[0]["played"] == ["Anton", "Amy", "Jennifer", "Doug"]
    assert numbers(app.session.state, "Jennifer") == (4, 1, 3, 4)


def test_a_mission_started_from_the_command_line_plays_the_owners_numbers_too(isolated):
    from test_kiosk_flow import open_app

    enter_receptacles(isolated, Anton=ALL_FOUR["Anton"])
    app = open_app(isolated, new_game="cavendish")
    try:
        receptacles = {r["name"]: r for r in app.session.match.log[0]["receptacles"]}
        assert app.session.state["seats"] == ["Anton", "Amy"]
        assert {k: receptacles["Anton"][k] for k in ALL_FOUR["Anton"]} == ALL_FOUR["Anton"]
    finally:
        app.stop()
