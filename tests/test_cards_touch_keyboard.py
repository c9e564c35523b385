"""The on-screen keyboard writes the names printed on cards: digits, and behind **Shift** on
the digits' page an apostrophe, a full stop and other marks; its case key reads **Shift**, as
the README calls it, in the kiosk's language."""

from __future__ import annotations

import pytest

from device.catalog import Catalog
from test_cards_kiosk import app, new_card_by_touch, touch, touch_label, type_text  # noqa: F401  (app is a fixture)


@pytest.mark.parametrize("name", ["O'Hara", "Dr. Who", "Room 2", "Kés (12), Ápoló/2!"])
def test_a_name_with_punctuation_and_digits_is_typed_by_touch(app, isolated, name):
    new_card_by_touch(app, "04D3000000000001", "item")
    touch_label(app, "name")
    type_text(app, name)
    touch(app, "ui:save")
    app.step()
    assert Catalog.load(isolated).card_for("04D3000000000001").name == name


def test_the_case_key_reads_shift_and_the_digits_page_keeps_twelve_keys(app):
    new_card_by_touch(app, "04D3000000000002", "item")
    touch_label(app, "name")
    assert "0-9 .'" in dict(app.screens.overlay.choices).values()
    touch(app, "ui:group:0")
    assert dict(app.screens.overlay.choices)["ui:shift"] == "Shift"
    touch(app, "ui:keys_back")
    touch(app, "ui:group:digits")
    digits = [shown for _, shown in app.screens.overlay.choices]
    assert digits == list("1234567890") + ["Shift", "Back"]
    touch(app, "ui:shift")
    assert [shown for _, shown in app.screens.overlay.choices] == list(".'-,&()/!?") + ["Shift", "Back"]
    app.set_language("fr")
    app.step()
    assert dict(app.screens.overlay.choices)["ui:shift"] == "Maj"
