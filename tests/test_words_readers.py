"""The readers players see named on the strip are the table's words for them (the main reader,
a seat's), in the kiosk's language, never the config's names "main" or "seat3"."""

from __future__ import annotations

import pytest

from drivers.events import TagPlaced, TagRemoved
from engine.text import t
from test_kiosk_flow import open_app, scan
from ui import screens
from ui.i18n import say

LANGUAGES = ["en", "hu", "pl", "fr"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_card_on_the_main_reader_says_main_reader_in_words(isolated, language):
    app = open_app(isolated, new_game="timestories")
    try:
        app.set_language(language)
        scan(app, "Location 6")
        read = say(language, app.strip[-1].read)
        assert say(language, t("the main reader")) in read and "main" not in read.replace("main reader", "")
        app.readers.place("04DEADBEEF0001")
        app.step()
        assert say(language, t("the main reader")) in say(language, app.attention)
    finally:
        app.stop()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_seat_reader_is_named_by_its_seat_number(language):
    for event in (TagPlaced("seat3", "04AA"), TagRemoved("seat3", "04AA")):
        said = say(language, screens.describe(event, card="Eliza"))
        assert "seat3" not in said and "3" in said, said


def test_a_reader_the_owner_named_keeps_its_name():
    assert screens.describe(TagPlaced("door", "04AA"), card="Eliza") == "Card Eliza on reader 'door'"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_readers_notices_name_it_in_words(language):
    from drivers.nfc.presence import COLLISION, TAG, Poll, Presence

    tracker = Presence("seat3", lambda: 0.0)
    tracker.update(Poll(TAG, uid="04AA", kind="ntag213"))
    notices = tracker.update(Poll(COLLISION)) + tracker.update(Poll(TAG, uid="04AA", kind="ntag213"))
    said = [say(language, notice.text) for notice in notices]
    assert len(said) == 2 and all(say(language, t("the seat {n} reader", n=3)) in text and "seat3" not in text
                                  for text in said), said
