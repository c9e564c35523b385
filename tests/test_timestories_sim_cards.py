"""The simulated T.I.M.E Stories table holds a card of every kind the README walks through (the
four receptacles, two tests with shields, spaces, an Agency item, both mission cards) and a tag
bound to no card, each under its own key, so a newcomer tries every step without entering a card."""

from __future__ import annotations

import pygame
import pytest

from device.catalog import Catalog
from test_kiosk_flow import actions, open_app, touch


@pytest.fixture
def run(isolated):
    app = open_app(isolated, new_game="timestories")
    yield app
    app.stop()


def key(app, letter: str) -> None:
    """Press a simulated card's key on the keyboard, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(letter), mod=0, unicode=letter))
    app.step()


def keys(app) -> dict[str, str]:
    return {chip.label: chip.key for chip in app.screen().chips}


def test_every_kind_of_card_the_walkthrough_uses_has_a_key_of_its_own(run):
    chips = keys(run)
    assert {"Receptacle 1", "Receptacle 2", "Receptacle 3", "Receptacle 4", "Test B: Orderly", "Test C: Lock",
            "Space B", "Space C", "Item 12 (Agency)", "Mission Successful", "Mission Failed",
            "Unknown tag"} <= set(chips)
    assert len(set(chips.values())) == len(chips) and not set(chips.values()) & set("lmnu"), \
        "one key each, none of the kiosk's own"


def test_the_keys_play_a_receptacle_a_test_a_space_an_item_and_a_mission(run):
    chips = keys(run)
    key(run, chips["Receptacle 4"])
    key(run, chips["Receptacle 2"])
    agents = lambda: run.session.state["agents"]   # noqa: E731  (the state after each input)
    assert (agents()["Blue"]["receptacle"], agents()["Red"]["receptacle"]) == ("Receptacle 4", "Receptacle 2")
    key(run, chips["Location 1"])
    for _ in range(3):                  # placed, lifted, placed again: the next agent's pawn
        key(run, chips["Space B"])
    assert (agents()["Blue"]["space"], agents()["Red"]["space"]) == ("B", "B")
    key(run, chips["Test B: Orderly"])
    test = run.session.state["tests"]["B"]
    assert [(stack["kind"], stack["n"]) for stack in test["shields"]] == [("normal", 1), ("skull", 2)]
    key(run, "space")                   # spend 1 TU: the item on the shared reader is Blue's, who acts first
    key(run, chips["Item 12 (Agency)"])
    assert agents()["Blue"]["items"] == ["12"]
    key(run, chips["Mission Failed"])
    assert run.session.state["status"] == "failed" and actions(run)[-1] == "fail"


def test_the_unknown_tag_offers_its_enrolment_and_once_enrolled_shows_its_card(run):
    key(run, keys(run)["Unknown tag"])
    assert run.screen().offer is not None, "Enrol card is on offer"
    touch(run, "ui:enrol:04E15A91B29180")
    touch(run, "ui:new_card")
    touch(run, "ui:kind:token")
    touch(run, "ui:save")
    run.step()
    assert "Token 1" in keys(run) and "Unknown tag" not in keys(run)


def test_a_tag_enrolled_on_the_simulated_table_is_saved_alone_so_the_hardware_reads_the_folder(run, isolated):
    key(run, keys(run)["Unknown tag"])
    touch(run, "ui:enrol:04E15A91B29180")
    touch(run, "ui:new_card")
    touch(run, "ui:kind:token")
    touch(run, "ui:save")
    run.step()
    assert (isolated / "tags.jsonl").read_text(encoding="utf-8").splitlines() == [
        '{"uid": "04E15A91B29180", "card": "timestories/token/1"}']
    assert Catalog.load(isolated).card_for("04E15A91B29180").name == "Token 1", "no simulated card named in it"

