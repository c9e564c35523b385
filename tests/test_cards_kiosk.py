"""The kiosk's enrolment as the owner uses it on the simulated table (gpiozero MockFactory,
simulated readers, touches on the drawn screen): a small T.I.M.E Stories scenario's cards
tagged and described by touch, each new tag becoming a new card (or a shipped card, its
printed numbers checked), saved where ``agency cards`` keeps them, and played at once."""

from __future__ import annotations

import pygame
import pytest

from device import config
from device.catalog import Catalog
from device.mainloop import Appliance, RunOptions
from test_kiosk_setup_scan import READERS
from ui.i18n import LANGUAGES

CONFIRM = 5


@pytest.fixture
def app(isolated, tmp_path):
    (tmp_path / "config.toml").write_text(READERS, encoding="utf-8")      # a shared reader and four seats
    appliance = Appliance(config.load(), isolated, RunOptions(headless=True, nfc_backend="sim",
                                                              controls_backend="mock"))
    appliance.start()
    appliance.step()
    yield appliance
    appliance.stop()


def touch(app, name: str) -> None:
    """Touch the drawn button that sends ``name``, then one frame."""
    app.step()
    rect = next(rect for rect, target in app.kiosk._targets if getattr(target, "name", None) == name)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.step()


def touch_label(app, label: str) -> None:
    """Touch the button of the open screen whose label is ``label`` (or starts with ``label:``)."""
    choices = app.screens.overlay.choices
    name = next((name for name, shown in choices if shown == label), None) \
        or next(name for name, shown in choices if shown.startswith(f"{label}:"))
    touch(app, name)


def type_text(app, text: str) -> None:
    """Type ``text`` on the open keyboard, a letter's group then the letter (Shift where the
    letter's case is not the one offered, or for a punctuation mark on the digits' page), then Done."""
    from device.screens.cards import DIGITS_GROUP, LETTER_GROUPS, PUNCTUATION

    for char in text:
        assert app.screens.overlay.kind == "keyboard"
        if char == " ":
            touch(app, "ui:space")
            continue
        group = (DIGITS_GROUP if char in DIGITS_GROUP + PUNCTUATION
                 else next(g for g in LETTER_GROUPS if char.lower() in g))
        if app.screens.open.group != group:
            touch(app, "ui:keys_back") if app.screens.open.group else None
            touch(app, "ui:group:digits" if group == DIGITS_GROUP else f"ui:group:{LETTER_GROUPS.index(group)}")
        if char not in [shown for _, shown in app.screens.overlay.choices]:
            touch(app, "ui:shift")
        touch(app, f"ui:key:{char.lower()}")
    if app.screens.open.group:
        touch(app, "ui:keys_back")
    touch(app, "ui:done")


def set_field(app, field: str, value: str) -> None:
    """Open a printed field and tap its value, step to it and tap Done, or type it."""
    touch_label(app, field)
    overlay = app.screens.overlay
    if overlay.kind == "keyboard":
        type_text(app, value)
        assert app.screens.overlay.kind == "card_fields"
        return
    assert overlay.kind == "card_field"
    if any(shown == value for _, shown in overlay.choices):
        touch_label(app, value)
    else:
        for _ in range(400):
            now = app.screens.overlay.title.rsplit(": ", 1)[1]
            if now == value:
                break
            target = int(value)
            here = int(now) if now.lstrip("-").isdigit() else 0
            step = 5 if target - here >= 5 else 1 if target > here else -5 if here - target >= 5 else -1
            touch(app, f"ui:step:{step}")
        touch(app, "ui:done")
    assert app.screens.overlay.kind == "card_fields"
    assert value == "not printed" or field.startswith("shields 3") or (field, value) in [tuple(shown.split(": ", 1)) for _, shown in app.screens.overlay.choices
                              if ": " in shown], app.screens.overlay.choices


def new_card_by_touch(app, uid: str, kind: str) -> None:
    """Scan the unknown tag ``uid``, touch Enrol card, then New card of ``kind``."""
    app.readers.place(uid)
    app.step()
    touch(app, f"ui:enrol:{uid}")
    touch(app, "ui:new_card")
    touch(app, f"ui:kind:{kind}")


def enrol(app, uid: str, reader: str = "main", kind: str | None = None, card: str | None = None,
          fields: tuple = ()) -> None:
    """Scan an unknown tag, take the enrolment on offer, and make it a new card of ``kind``
    (or the existing ``card``) with ``fields`` entered by touch, then Save."""
    app.readers.place(uid, reader)
    app.step()
    assert app.attention.startswith(f"Unknown card {uid}")
    app.controls.factory.pin(CONFIRM).drive_low()
    app.controls.factory.pin(CONFIRM).drive_high()
    app.step()
    assert app.screens.overlay.kind == "enrol"
    if kind:
        touch(app, "ui:new_card")
        touch(app, f"ui:kind:{kind}")
    else:
        for _ in range(5):
            if any(shown == card for _, shown in app.screens.overlay.choices):
                break
            touch(app, "ui:page:more")
        touch_label(app, card)
    for field, value in fields:
        set_field(app, field, value)
    touch(app, "ui:save")
    app.step()
    assert app.screens.overlay is None


def test_a_scenario_is_tagged_and_described_by_touch_and_each_card_plays_at_once(app, isolated):
    enrol(app, "04D1000000000001", "seat1", kind="receptacle",
          fields=(("LP", "5"), ("resistance", "2"), ("dice combat", "2"), ("dice magic", "1")))
    assert app.session.state["agents"]["Blue"]["lp"] == 5          # Blue took the new receptacle at the base
    enrol(app, "04D1000000000002", kind="location", fields=(("red", "yes"),))
    assert app.session.state["location"] == "Location 9"
    enrol(app, "04D1000000000003", card="Space B")                   # a shipped card, its numbers as printed
    enrol(app, "04D1000000000004", kind="test",
          fields=(("space", "B"), ("shields 1 kind", "skull"), ("shields 1 number", "2"),
                  ("shields 2 kind", "normal"), ("shields 2 number", "1"), ("trait", "combat")))
    assert [(s["kind"], s["n"]) for s in app.session.state["tests"]["B"]["shields"]] == [("skull", 2), ("normal", 1)]
    enrol(app, "04D1000000000005", kind="item", fields=(("item", "12"), ("agency item", "yes")))
    assert "12" in app.session.state["agents"]["Red"]["items"] + app.session.state["agents"]["Blue"]["items"]
    enrol(app, "04D1000000000006", kind="token", fields=(("token", "3"),))
    assert "3" in app.session.state["tokens"]

    catalog = Catalog.load(isolated)                                # saved as agency cards keeps them
    assert catalog.own == ["timestories/receptacle/5", "timestories/location/9", "timestories/test/1",
                           "timestories/item/1", "timestories/token/1"]
    assert catalog.cards["timestories/receptacle/5"].attrs == {"lp": 5, "resistance": 2,
                                                                "dice": {"combat": 2, "magic": 1}}
    assert catalog.cards["timestories/test/1"].attrs == {
        "space": "B", "shields": [{"kind": "skull", "n": 2}, {"kind": "normal", "n": 1}], "trait": "combat"}
    assert catalog.cards["timestories/item/1"].attrs == {"item": "12", "agency": True}
    assert catalog.card_for("04D1000000000003").id == "timestories/space/B"
    assert catalog.card_for("04D1000000000004").name == "Test 1"


def test_a_cards_printed_numbers_are_corrected_when_its_tag_is_enrolled(app, isolated):
    enrol(app, "04D1000000000007", "seat2", card="Receptacle 2", fields=(("LP", "6"), ("dice magic", "3")))
    red = app.session.state["agents"]["Red"]
    assert (red["lp"], red["dice"]["magic"]) == (6, 3)
    corrected = Catalog.load(isolated).cards["timestories/receptacle/2"]
    assert corrected.attrs == {"lp": 6, "resistance": 1, "dice": {"combat": 1, "deftness": 2, "magic": 3}}


def test_a_shield_stack_left_out_is_removed_and_back_leaves_the_card_unsaved(app, isolated):
    new_card_by_touch(app, "04D1000000000008", "test")
    set_field(app, "shields 1 kind", "time")
    set_field(app, "shields 2 kind", "heart")
    set_field(app, "shields 1 kind", "not printed")
    labels = [shown for _, shown in app.screens.overlay.choices]
    assert {"shields 1 kind: heart", "shields 2 kind: -", "shields 3 kind: -"} <= set(labels)
    places = [name for name, _ in app.screens.overlay.choices]
    set_field(app, "shields 3 kind", "skull")            # a stack goes next to the others, left to right
    assert [name for name, _ in app.screens.overlay.choices] == places, "the buttons keep their places"
    assert "shields 2 kind: skull" in [shown for _, shown in app.screens.overlay.choices]
    touch(app, "ui:back")
    assert app.screens.overlay.kind == "enrol"
    touch(app, "ui:close")
    assert not (isolated / "cards.jsonl").exists() and Catalog.load(isolated).card_for("04D1000000000008") is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_enrolment_screens_are_said_in_every_language_and_fit(app, language):
    app.set_language(language)
    app.readers.place("04D1000000000009")
    app.step()
    touch(app, "ui:enrol:04D1000000000009")
    seen = []
    for press in ("ui:new_card", "ui:kind:test", "ui:field:0", "ui:back", "ui:field:1"):
        touch(app, press)
        overlay = app.screens.overlay
        seen.append(overlay.title)
        rects = [rect for rect, target in app.kiosk._targets if getattr(target, "name", "").startswith("ui:")]
        offered = [name for name, _ in overlay.choices if name]   # an empty place keeps a place, no button
        assert len(rects) >= len(offered) and all(rect.height >= 40 for rect in rects), \
            "buttons big enough for fingers"
    if language != "en":
        assert "New card" not in seen[0] and "shields" not in " ".join(seen)


def test_a_card_the_disk_cannot_take_is_said_and_the_editor_keeps_what_was_entered(app, isolated):
    import device.catalog
    from device.store import StoreError
    from engine.text import t

    def full_disk(path, text):
        raise StoreError(t("Cannot write {path}: {why}.", path=str(path), why="No space left on device"))

    new_card_by_touch(app, "04D100000000000A", "location")
    set_field(app, "red", "yes")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(device.catalog, "write_atomically", full_disk)
        touch(app, "ui:save")
        app.step()
    assert app.screens.overlay.kind == "card_fields" and "red: yes" in dict(app.screens.overlay.choices).values()
    assert "No space left on device" in app.screen().strip[-1].did
    assert "timestories/location/9" not in app.catalog.cards and app.catalog.card_for("04D100000000000A") is None
    touch(app, "ui:save")
    app.step()
    assert Catalog.load(isolated).card_for("04D100000000000A").get("red") is True


def test_a_new_card_is_named_by_touch_with_every_letter_its_language_needs(app, isolated):
    app.readers.place("04D100000000000B")
    app.step()
    touch(app, "ui:enrol:04D100000000000B")
    app.step()
    rects = [rect for rect, target in app.kiosk._targets if getattr(target, "name", "").startswith("ui:")]
    assert len(app.screens.overlay.choices) == 12, "the enrolment's page of cards: today's fullest screen"
    touch(app, "ui:new_card")
    touch(app, "ui:kind:item")
    touch_label(app, "name")
    assert app.screens.overlay.title == "Item 1: name: Item 1", "the numbered name shows until a key replaces it"
    keys = [rect for rect, target in app.kiosk._targets if getattr(target, "name", "").startswith("ui:")]
    assert len(app.screens.overlay.choices) == 12 and min(rect.size for rect in keys) >= min(rect.size for rect in rects), \
        "keys as big as today's buttons"
    type_text(app, "Őrző Łukasz-Ça 2")
    set_field(app, "item", "Kés 12")
    touch(app, "ui:save")
    app.step()
    card = Catalog.load(isolated).card_for("04D100000000000B")
    assert (card.name, card.attrs) == ("Őrző Łukasz-Ça 2", {"item": "Kés 12"})


def test_the_numbered_name_is_kept_with_one_tap_and_a_text_field_emptied_is_not_printed(app, isolated):
    new_card_by_touch(app, "04D100000000000C", "token")
    touch_label(app, "name")
    touch(app, "ui:done")                              # one tap keeps the numbered name
    set_field(app, "token", "3")
    touch_label(app, "token")
    touch(app, "ui:delete")
    touch(app, "ui:done")
    assert "token: -" in dict(app.screens.overlay.choices).values()
    touch(app, "ui:save")
    app.step()
    card = Catalog.load(isolated).card_for("04D100000000000C")
    assert (card.name, card.attrs) == ("Token 1", {})


def open_correction(app) -> None:
    touch(app, "ui:menu")
    touch(app, "ui:correct_card")
    assert app.screens.overlay.kind == "correct_card"


def test_a_card_already_tagged_is_corrected_by_scanning_it_from_the_menu(app, isolated):
    enrol(app, "04D100000000000D", kind="test", fields=(("space", "C"), ("shields 1 kind", "skull"),
                                                        ("shields 1 number", "1"), ("trait", "magic")))
    app.readers.lift()
    app.step()
    lines = len(app.session.match.log)
    open_correction(app)
    app.readers.place("04D100000000000D")        # scanned again: its printed numbers open, filled in
    app.step()
    overlay = app.screens.overlay
    assert overlay.kind == "card_fields" and {"name: Test 1", "space: C", "shields 1 kind: skull",
                                              "trait: magic"} <= set(dict(overlay.choices).values())
    assert "Save and bind" not in dict(overlay.choices).values()
    touch_label(app, "name")
    type_text(app, "Ápoló")
    set_field(app, "shields 1 number", "3")
    set_field(app, "trait", "combat")
    touch(app, "ui:save")
    app.step()
    assert app.screens.overlay is None and (app.strip[-1].read, app.strip[-1].did) == ("Correct a card", "Ápoló is saved.")
    assert len(app.session.match.log) == lines, "correcting a card plays nothing"
    on_disk = Catalog.load(isolated)
    card = on_disk.card_for("04D100000000000D")
    assert card.name == "Ápoló" and card.attrs == {"space": "C", "shields": [{"kind": "skull", "n": 3}],
                                                   "trait": "combat"}
    assert on_disk.own.count(card.id) == 1, "rewritten in place, not added twice"


def test_a_shipped_card_picked_from_the_list_is_corrected_into_the_owners_copy(app, isolated):
    open_correction(app)
    app.readers.place("04FFFFFFFFFF01")            # a tag the table does not know: said, nothing opens
    app.step()
    assert app.screens.overlay.kind == "correct_card"
    assert app.screens.overlay.lines[0].startswith("Tag 04FFFFFFFFFF01 is no card of this game")
    touch_label(app, "Location 3")
    set_field(app, "red", "yes")
    touch(app, "ui:save")
    app.step()
    assert Catalog.load(isolated).cards["timestories/location/3"].get("red") is True
    assert "timestories/location/3" in Catalog.load(isolated).own


def test_a_card_left_as_it_was_is_not_rewritten(app, isolated):
    open_correction(app)
    touch_label(app, "Location 3")
    touch(app, "ui:save")
    app.step()
    assert app.screens.overlay is None and not (isolated / "cards.jsonl").exists()


def test_a_correction_the_disk_cannot_take_is_said_and_the_card_on_disk_stays_as_it_was(app, isolated):
    import device.catalog
    from device.store import StoreError
    from engine.text import t

    def full_disk(path, text):
        raise StoreError(t("Cannot write {path}: {why}.", path=str(path), why="No space left on device"))

    enrol(app, "04D100000000000E", kind="location", fields=(("red", "yes"),))
    before = (isolated / "cards.jsonl").read_text(encoding="utf-8")
    app.readers.lift()
    open_correction(app)
    app.readers.place("04D100000000000E")
    app.step()
    set_field(app, "red", "no")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(device.catalog, "write_atomically", full_disk)
        touch(app, "ui:save")
        app.step()
    assert app.screens.overlay.kind == "card_fields" and "red: no" in dict(app.screens.overlay.choices).values()
    assert "No space left on device" in app.strip[-1].did and app.strip[-1].refused
    assert (isolated / "cards.jsonl").read_text(encoding="utf-8") == before
    assert app.catalog.cards["timestories/location/9"].get("red") is True, "not saved, so not changed"
