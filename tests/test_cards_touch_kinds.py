"""Choose card names the kinds of the cards on its page, and New card offers the kinds of card,
by their translated, capitalised names in every language, never by the catalog's raw words."""

from __future__ import annotations

import pytest

from test_cards_kiosk import app, touch  # noqa: F401  (app is a fixture)

HEADINGS = {"en": ("Locations", "Spaces and missions"), "hu": ("Helyszínek", "Mezők és küldetések"),
            "pl": ("Lokacje", "Pola i misje"), "fr": ("Lieux", "Cases et missions")}
KINDS = {"en": "Location", "hu": "Helyszín", "pl": "Lokacja", "fr": "Lieu"}


@pytest.mark.parametrize("language", HEADINGS)
def test_choose_card_names_the_kinds_on_each_page(app, language):
    app.set_language(language)
    touch(app, "ui:menu")
    touch(app, "ui:choose_card")
    seen = []
    for _ in range(4):
        seen.append(app.screens.overlay.lines[0].split(":")[0].strip())
        if "ui:page:more" not in dict(app.screens.overlay.choices):
            break
        touch(app, "ui:page:more")
    assert seen[0] == HEADINGS[language][0] and HEADINGS[language][1] in seen, seen


@pytest.mark.parametrize("language", KINDS)
def test_new_card_offers_its_kinds_capitalised(app, language):
    app.set_language(language)
    app.readers.place("04D4000000000001")
    app.step()
    touch(app, "ui:enrol:04D4000000000001")
    touch(app, "ui:new_card")
    labels = [shown for name, shown in app.screens.overlay.choices if name.startswith("ui:kind:")]
    assert KINDS[language] in labels and all(label[0].isupper() for label in labels), labels
