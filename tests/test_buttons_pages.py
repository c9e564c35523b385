"""Buttons stay put on the kiosk's own pages: each game's button on the start screen is in one
place however many unfinished games it offers to resume, and Back (and Shift) is in one place
on every page of the on-screen keyboard and every list of a card field's values."""

from __future__ import annotations

import pygame
import pytest

from engine.text import t
from test_cards_kiosk import app, touch, touch_label  # noqa: F401  (app is a fixture)
from ui import screens
from ui.i18n import say
from ui.kiosk import Kiosk
from ui.model import Screen

GAMES = [("timestories", "T.I.M.E Stories"), ("cavendish", "T.I.M.E Stories Revolution: Cavendish"),
         ("enclave", "Enclave"), ("kivalasztottak", "Kiválasztottak")]


def drawn(kiosk: Kiosk, overlay) -> dict[str, tuple]:
    """Each button of ``overlay`` as the kiosk draws it, by the press it sends, with where it is."""
    kiosk.draw(pygame.Surface(kiosk.size), Screen(None, "", {}, overlay=overlay))
    return {target.name: tuple(rect) for rect, target in kiosk._targets}


def pressed_at(kiosk: Kiosk, point) -> str | None:
    return next((target.name for rect, target in kiosk._targets if rect.collidepoint(point)), None)


@pytest.mark.parametrize("theme", ["standard", "large"])
def test_each_game_is_in_one_place_however_many_games_can_be_resumed(theme):
    pygame.font.init()
    kiosk = Kiosk(800, 480, theme, headless=True)
    unfinished = [(12, "Enclave"), (11, "T.I.M.E Stories"), (9, "Kiválasztottak"), (4, "Enclave")]
    first = drawn(kiosk, screens.start("hu", GAMES, None))
    for resumed in range(1, len(unfinished) + 1):
        start = screens.start("hu", GAMES, unfinished[0], unfinished[1:resumed])
        shown = drawn(kiosk, start)
        assert sum(name.startswith("ui:resume") for name in shown) == resumed
        for game, _ in GAMES:
            place = first[f"ui:game:{game}"]
            assert shown[f"ui:game:{game}"] == place, f"{game} moved with {resumed} games to resume"
            assert pressed_at(kiosk, pygame.Rect(place).center) == f"ui:game:{game}"


def back_and_shift(app) -> tuple:
    """Where the open page draws Back and Shift (None where it has none)."""
    app.step()
    places = {getattr(target, "name", None): tuple(rect) for rect, target in app.kiosk._targets}
    back = places.get("ui:back") or places.get("ui:keys_back")
    assert back, f"no Back on {app.screens.overlay.title}"
    return back, places.get("ui:shift")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_back_and_shift_are_in_one_place_on_every_page_of_letters_and_values(app, language):
    app.set_language(language)
    app.readers.place("04D3000000000009")        # a new test card: its kind, name, space and shields
    app.step()
    touch(app, "ui:enrol:04D3000000000009")
    touch(app, "ui:new_card")
    pages = {"kinds": back_and_shift(app)}
    touch(app, "ui:kind:test")
    touch_label(app, say(language, t("name", context="card field")))
    for group in [*map(str, range(8)), "digits"]:
        touch(app, f"ui:group:{group}")
        pages[app.screens.overlay.title + " " + group] = back_and_shift(app)
        if group == "digits":   # Shift turns the digits into punctuation marks
            touch(app, "ui:shift")
            pages["punctuation"] = back_and_shift(app)
        touch(app, "ui:keys_back")
    touch(app, "ui:done")
    fields = [name for name, _ in app.screens.overlay.choices if name.startswith("ui:field:")]
    for field in fields:
        touch(app, field)
        if app.screens.overlay.kind == "card_field" and "ui:back" in dict(app.screens.overlay.choices):
            pages[app.screens.overlay.title] = back_and_shift(app)[:1] + (None,)
            touch(app, "ui:back")
        elif app.screens.overlay.kind == "card_field":   # a long range: steppers and Done
            touch(app, "ui:done")
        else:                                             # a text field: the keyboard
            touch(app, "ui:done")
    assert len(pages) > 12, sorted(pages)
    backs = {page: back for page, (back, _) in pages.items()}
    assert len(set(backs.values())) == 1, backs
    shifts = {page: shift for page, (_, shift) in pages.items() if shift}
    assert len(shifts) == 10 and len(set(shifts.values())) == 1, shifts
