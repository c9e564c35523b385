"""A card entered by touch is saved only with the fields its game needs to play it (a test's
space and a shield stack), an empty field is left out of the card, and a card stored without
such a field says so, in the kiosk's language, when it is scanned."""

from __future__ import annotations

import json

import pytest

from device.catalog import Catalog
from device.mapping import map_event
from device.tables import table_for
from drivers.events import TagPlaced
from engine.match import Match
from device import config
from device.mainloop import Appliance, RunOptions
from test_cards_kiosk import app, new_card_by_touch, set_field, touch, touch_label  # noqa: F401  (app is a fixture)
from ui.i18n import say

INCOMPLETE = [
    ({"game": "timestories", "kind": "test", "shields": [{"kind": "skull", "n": 1}]}, "space"),
    ({"game": "timestories", "kind": "test", "space": "B"}, "shields"),
    ({"game": "timestories", "kind": "space"}, "space"),
    ({"game": "timestories", "kind": "receptacle", "resistance": 1}, "LP"),
    ({"game": "cavendish", "kind": "location"}, "letter"),
    ({"game": "cavendish", "kind": "receptacle"}, "agent"),
]


def test_a_test_card_without_its_space_is_not_saved_and_save_says_what_it_needs(app, isolated):
    new_card_by_touch(app, "04D2000000000001", "test")
    set_field(app, "shields 1 kind", "skull")
    set_field(app, "shields 1 number", "1")
    touch(app, "ui:save")
    overlay = app.screens.overlay
    assert overlay.kind == "card_fields"
    assert overlay.lines[0] == "Enter its space first: a test card cannot be played without it."
    assert not (isolated / "cards.jsonl").exists() and app.catalog.card_for("04D2000000000001") is None
    set_field(app, "space", "B")
    assert app.screens.overlay.lines[0].startswith("Tap a field"), "the sentence goes once a field is opened"
    touch(app, "ui:save")
    app.step()
    assert Catalog.load(isolated).card_for("04D2000000000001").attrs == {
        "shields": [{"kind": "skull", "n": 1}], "space": "B"}


def test_a_shield_stack_whose_number_is_left_empty_is_not_saved_as_1(app, isolated):
    new_card_by_touch(app, "04D2000000000005", "test")
    set_field(app, "space", "B")
    set_field(app, "shields 1 kind", "skull")
    assert "shields 1 number: -" in dict(app.screens.overlay.choices).values(), "nothing entered, nothing shown"
    touch(app, "ui:save")
    assert app.screens.overlay.lines[0] == "Enter its shields 1 number first: a test card cannot be played without it."
    assert not (isolated / "cards.jsonl").exists()
    set_field(app, "shields 1 number", "2")
    touch(app, "ui:save")
    app.step()
    assert Catalog.load(isolated).card_for("04D2000000000005").attrs == {
        "space": "B", "shields": [{"kind": "skull", "n": 2}]}


def test_save_names_the_missing_field_in_the_kiosks_language(app):
    app.set_language("hu")
    new_card_by_touch(app, "04D2000000000002", "test")
    set_field(app, "mező", "B")
    touch(app, "ui:save")
    assert app.screens.overlay.lines[0] == "Előbb add meg ezt: pajzsok. Enélkül egy próba kártya nem játszható ki."


def test_a_field_emptied_by_touch_is_left_out_of_the_saved_card(app, isolated):
    new_card_by_touch(app, "04D2000000000003", "receptacle")
    set_field(app, "LP", "4")
    set_field(app, "dice combat", "2")
    touch_label(app, "dice combat")
    touch(app, "ui:step:-5")                     # below 0: not printed
    assert app.screens.overlay.title.endswith("dice combat: not printed")
    touch(app, "ui:done")
    touch(app, "ui:save")
    app.step()
    saved = [json.loads(line) for line in (isolated / "cards.jsonl").read_text(encoding="utf-8").splitlines()]
    assert saved == [{"id": "timestories/receptacle/5", "game": "timestories", "kind": "receptacle",
                      "name": "Receptacle 5", "lp": 4}]


@pytest.mark.parametrize("card, field", INCOMPLETE, ids=lambda value: value["kind"] if isinstance(value, dict) else value)
def test_a_stored_card_lacking_a_field_loads_and_scanning_it_says_which_in_every_language(isolated, card, field):
    isolated.mkdir(parents=True)
    (isolated / "cards.jsonl").write_text(json.dumps({"id": "own/1", "name": "Orderly"} | card) + "\n",
                                          encoding="utf-8")
    (isolated / "tags.jsonl").write_text('{"uid": "04D2000000000004", "card": "own/1"}\n', encoding="utf-8")
    catalog = Catalog.load(isolated)
    game = card["game"]
    state = Match.start(table_for(game).DEFAULT_SETUP)[0].state
    notice = map_event(TagPlaced("main", "04D2000000000004"), game, state, catalog)
    assert notice.attention
    assert say("en", notice.text) == (f"Orderly cannot be played without its {field}: "
                                      "enter it with Menu > Correct a card.")
    assert "Orderly" in say("pl", notice.text) and "Popraw kartę" in say("pl", notice.text)
    assert "Kártya javítása" in say("hu", notice.text) and "Corriger une carte" in say("fr", notice.text)


def test_a_stored_test_card_without_its_space_is_named_on_the_strip_not_refused(isolated):
    isolated.mkdir(parents=True)
    (isolated / "cards.jsonl").write_text(json.dumps({"id": "timestories/test/1", "game": "timestories", "kind": "test",
                                                      "name": "Test 1", "shields": [{"kind": "skull", "n": 1}]}) + "\n",
                                          encoding="utf-8")
    (isolated / "tags.jsonl").write_text('{"uid": "04D2000000000005", "card": "timestories/test/1"}\n',
                                         encoding="utf-8")
    kiosk = Appliance(config.load(), isolated, RunOptions(headless=True, nfc_backend="sim", controls_backend="mock"))
    kiosk.start()
    try:
        kiosk.readers.place("04D2000000000005")
        kiosk.step()
        line = kiosk.strip[-1]
        assert line.said == ("Test 1 cannot be played without its space: enter it with Menu > Correct a card.",)
        assert not line.refused or kiosk.attention == line.said[0]
        assert len(kiosk.session.match.log) == 1, "nothing played"
    finally:
        kiosk.stop()
