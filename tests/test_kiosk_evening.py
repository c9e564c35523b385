"""An evening at the table (issue 17): a new refusal is never hidden by an old warning,
buttons do not move under a finger and a loss asks for a second tap, the outcomes that
change the game stay on screen whole, dice entry says true things, the setup offers
only real player counts, and the simulated cards stay in their column."""

from __future__ import annotations

import time

import pygame
import pytest

from helpers import texts_drawn
from test_kiosk_flow import MENU, NEXT, UNDO, actions, open_app, press, scan, touch
from ui.i18n import say


def side_button_at(app, name: str) -> pygame.Rect:
    return next(rect for rect, target in app.kiosk._targets if getattr(target, "name", None) == name)


def drawn_texts(app, monkeypatch) -> list[str]:
    """Every text of the kiosk's screen as drawn now."""
    texts = texts_drawn(monkeypatch)
    app.kiosk.show(app.screen())
    app.kiosk.render(force=True)
    return texts


# -- fault 3: an old warning hides a new refusal ---------------------------------------------------

def test_a_refusal_replaces_the_older_warning_on_the_strip(isolated, monkeypatch):
    app = open_app(isolated, new_game="enclave")
    try:
        assert app.session.state["phase"] == "initiative"
        scan(app, "Trap: 4 physical")
        assert "scan the mission card first" in say("en", app.attention)
        scan(app, "Mission: 4 physical, 2 traps")   # a boarding belongs to the Action Phase
        assert app.strip[-1].refused
        assert app.attention is None, "the refusal, not the old warning, is what the strip shows"
        shown = " ".join(drawn_texts(app, monkeypatch))
        assert "Refused" in shown and "scan the mission card first" not in shown
    finally:
        app.stop()


# -- fault 4: buttons move under the finger ---------------------------------------------------------

def kivalasztottak_in_play(isolated):
    """Kiválasztottak past its opening, in a round where the active player's buttons show."""
    from helpers import read_jsonl
    from pathlib import Path

    log = read_jsonl(Path(__file__).parent / "logs" / "kivalasztottak.jsonl")
    app = open_app(isolated, script=[log[0]])
    for line in log[1:]:
        app.record(app.play.apply_line("Script", line))
        if app.session.state["phase"] not in ("opening", "closing") and \
                any(b.startswith("tower-1:") for b, _ in app.screen().buttons):
            break
    app.kiosk.show(app.screen())
    app.kiosk.render(force=True)
    return app


def test_a_button_keeps_its_place_while_others_come_and_go():
    from ui.kiosk import stable_slots

    first = stable_slots({}, ["mp-1:Anna", "pass:Anna", "dp+1:Anna", "dp+1:Bela", "undo"], 6)
    assert first == {"undo": 0, "mp-1:Anna": 1, "pass:Anna": 2, "dp+1:Anna": 3, "dp+1:Bela": 4}
    # "Anna +1 DP" goes and "Bela -1 torony" comes: nothing moves, and the newcomer does not
    # take the place a finger was just on
    second = stable_slots(first, ["mp-1:Anna", "pass:Anna", "dp+1:Bela", "tower-1:Bela", "undo"], 6)
    assert {name: second[name] for name in first if name in second} == \
        {name: slot for name, slot in first.items() if name != "dp+1:Anna"}
    assert second["tower-1:Bela"] == 5 and 3 not in second.values()


def test_the_same_spot_never_turns_into_another_players_loss(isolated):
    """The column as drawn when "Anna +1 DP" goes and "Bela -1 torony" comes (the issue's
    rebuild): the others stay where they were and the newcomer takes no spot just left."""
    from dataclasses import replace

    app = kivalasztottak_in_play(isolated)
    try:
        screen = app.screen()
        before = replace(screen, buttons=tuple(button for button in screen.buttons
                                               if not button[0].startswith("tower-1:")))
        screen = replace(screen, buttons=tuple(button for button in screen.buttons if button[0] != "dp+1:Anna"))
        names = [name for name, _ in screen.buttons]
        app.kiosk.show(before)
        app.kiosk.render(force=True)
        spots = {name: side_button_at(app, name).topleft for name, _ in before.buttons}
        app.kiosk.show(screen)
        app.kiosk.render(force=True)
        for name in names:
            if name in spots:
                assert side_button_at(app, name).topleft == spots[name], f"{name} moved"
        tower = next(name for name in names if name.startswith("tower-1:"))
        assert side_button_at(app, tower).topleft not in spots.values(), "the loss took a spot a finger was on"
    finally:
        app.stop()


def test_taking_a_tower_asks_for_a_second_tap(isolated, monkeypatch):
    app = kivalasztottak_in_play(isolated)
    try:
        tower = next(name for name, _ in app.screen().buttons if name.startswith("tower-1:"))
        towers = dict(app.session.state["players"][tower.split(":")[1]])["towers"] \
            if isinstance(app.session.state["players"], dict) else None
        lines = len(app.session.match.log)
        touch(app, tower)
        assert len(app.session.match.log) == lines, "the first tap only asks"
        assert any(text.startswith("Tap again") for text in drawn_texts(app, monkeypatch))
        touch(app, tower)
        assert len(app.session.match.log) == lines + 1 and actions(app)[-1] == "tower"
        assert towers is None or app.session.state["players"][tower.split(":")[1]]["towers"] == towers - 1
    finally:
        app.stop()


def test_another_input_between_the_taps_calls_the_loss_off(isolated):
    app = kivalasztottak_in_play(isolated)
    try:
        tower = next(name for name, _ in app.screen().buttons if name.startswith("tower-1:"))
        lines = len(app.session.match.log)
        touch(app, tower)
        press(app, MENU)
        press(app, MENU)
        touch(app, tower)
        assert len(app.session.match.log) == lines, "the tap after the menu asks again"
    finally:
        app.stop()


def test_a_button_that_would_end_the_run_asks_for_a_second_tap(isolated):
    """T.I.M.E Stories: spending the last TU fails the mission and stops play."""
    app = open_app(isolated, new_game="timestories")
    try:
        scan(app, "Location 6")
        while app.session.state["tu"] > 1:
            touch(app, "spend_tu")
        lines = len(app.session.match.log)
        touch(app, "spend_tu")
        assert len(app.session.match.log) == lines and app.screens.armed == "spend_tu", "the last TU went on one tap"
        touch(app, "spend_tu")
        assert len(app.session.match.log) == lines + 1
        assert app.session.match.game.ended(app.session.state) is not None
    finally:
        app.stop()


def spend_every_tu(app) -> None:
    """Spend 1 TU until the time marker reaches 0 (the last one is tapped twice)."""
    while any(name == "spend_tu" for name, _ in app.screen().buttons):
        touch(app, "spend_tu")


def test_the_menu_does_not_open_on_undo(isolated):
    app = open_app(isolated, new_game="timestories")
    try:
        press(app, MENU)
        overlay = app.screens.overlay
        assert overlay.choices[overlay.focus][0] != "undo"
    finally:
        app.stop()


@pytest.mark.parametrize("count", [9, 20])
def test_the_card_chooser_keeps_its_page_turns_in_place(count):
    from ui import screens

    cards = [(f"c/{n}", "location", f"Location {n}") for n in range(count)]
    pages = [screens.choose_card("en", cards, page) for page in range(-(-count // screens.ENROL_PAGE))]
    for name in ("ui:page:more", "ui:page:previous", "ui:close"):
        places = {[choice for choice, _ in page.choices].index(name) for page in pages
                  if name in dict(page.choices)}
        assert len(places) == 1, f"{name} moves between pages: {places}"
    assert len({len(page.choices) for page in pages}) == 1


def test_a_bid_taken_leaves_its_place_empty():
    from ui import screens

    before = screens.bidding("en", "Red", [], 5).choices
    after = screens.bidding("en", "Blue", [("Red", 3)], 5).choices
    assert len(before) == len(after)
    assert [c for c in after if c[0]] == [c for c in before if c[0] != "ui:bid:3"]
    assert after.index(("ui:bid:4", "4")) == before.index(("ui:bid:4", "4"))


# -- fault 7: the most important sentence is cut off ------------------------------------------------

def test_a_failed_mission_stays_whole_on_a_banner_until_the_next_input(isolated, monkeypatch):
    import ui.kiosk

    app = open_app(isolated, new_game="timestories")
    try:
        scan(app, "Location 6")
        spend_every_tu(app)
        banner = app.screen().extra["banner"]
        assert banner is not None and any("Mission failed" in say("en", said) for said in banner.said)
        later = time.monotonic() + 60   # long after the strip has faded
        monkeypatch.setattr(ui.kiosk.time, "monotonic", lambda: later)
        texts = drawn_texts(app, monkeypatch)
        assert not any(text.endswith("...") for text in texts), texts
        whole = " ".join(texts)
        for said in banner.said:
            assert " ".join(say("en", said).split()[-4:]) in whole, f"{said!r} is not shown whole"
        monkeypatch.undo()
        press(app, MENU)
        press(app, MENU)
        assert app.screen().extra["banner"] is banner, "opening and closing a kiosk screen leaves it"
        press(app, UNDO)
        assert app.screen().extra["banner"] is None, "the next input for the game clears it"
    finally:
        app.stop()


def test_an_ordinary_move_gets_no_banner(isolated):
    app = open_app(isolated, new_game="timestories")
    try:
        scan(app, "Location 6")
        touch(app, "spend_tu")
        assert app.screen().extra["banner"] is None
    finally:
        app.stop()


# -- fault 5: Kiválasztottak offers 3 and 4 players -------------------------------------------------

def test_a_two_player_game_offers_only_two_players_and_says_nothing_of_receptacles(isolated):
    app = open_app(isolated, start_screen=True)
    try:
        touch(app, "ui:game:kivalasztottak")
        overlay = app.screens.overlay
        assert [name for name, _ in overlay.choices if name.startswith("ui:players:")] == ["ui:players:2"]
        assert not any("receptacle" in line.lower() for line in overlay.lines), overlay.lines
    finally:
        app.stop()


# -- fault 8: dice entry and correction say untrue things -------------------------------------------

def test_the_time_captain_die_is_entered_as_one_die_of_three_faces(isolated):
    app = open_app(isolated, new_game="timestories")
    try:
        scan(app, "Location 6")
        press(app, MENU)
        touch(app, "ui:enter_dice")
        overlay = app.screens.overlay
        assert overlay.kind == "correct", "one die: no count to choose"
        assert "Tap the value of die 1 of 1." in overlay.lines
        assert [name for name, _ in overlay.choices if name.startswith("ui:die:")] == ["ui:die:1tu", "ui:die:2tu",
                                                                                       "ui:die:3tu"]
        touch(app, "ui:die:2tu")
        app.step()
        assert app.session.match.log[-1]["roll"] == 2
    finally:
        app.stop()


def test_a_typed_roll_is_said_to_be_typed_with_its_face_named(isolated):
    app = open_app(isolated, new_game="timestories")
    try:
        scan(app, "Location 6")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))
        app.step()
        assert app.session.match.log[-1]["action"] == "leave"
        read = say("en", app.strip[-1].read)
        assert read == "Dice 2 TU (typed)" and "camera" not in read
        assert "2tu" not in say("hu", app.strip[-1].read), "the face is named, not its internal name"
    finally:
        app.stop()


# -- fault 13: Cavendish receptacles ------------------------------------------------------------------

def test_every_cavendish_receptacle_has_a_simulated_card_in_play(isolated):
    app = open_app(isolated, new_game="cavendish")
    try:
        chips = {chip.label for chip in app.screen().chips}
        assert {"Anton", "Amy", "Jennifer", "Doug"} <= chips
    finally:
        app.stop()


def test_the_strip_says_whom_the_cavendish_buttons_act_for(isolated, monkeypatch):
    app = open_app(isolated, new_game="cavendish")
    try:
        shown = " ".join(drawn_texts(app, monkeypatch))
        assert "scan another receptacle to act for that agent" in shown
    finally:
        app.stop()


# -- fault 12: the next location's card already on the reader ------------------------------------

def test_the_next_location_on_the_reader_is_entered_once_the_team_leaves(isolated):
    app = open_app(isolated, new_game="timestories")
    try:
        scan(app, "Location 1")
        scan(app, "Location 2")                       # too early: the team is still in Location 1
        assert app.session.state["location"] == "Location 1" and "first leave" in say("en", app.attention)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))  # captain die
        app.step()
        app.step()
        assert actions(app)[-2:] == ["leave", "enter"]
        assert app.session.state["location"] == "Location 2", "card B on the reader counts without lifting it"
    finally:
        app.stop()


def test_a_card_lifted_before_the_team_leaves_is_not_entered(isolated):
    app = open_app(isolated, new_game="timestories")
    try:
        scan(app, "Location 1")
        scan(app, "Location 2")
        app.readers.lift(app.readers.names[0])
        app.step()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))
        app.step()
        app.step()
        assert actions(app)[-1] == "leave" and app.session.state["location"] is None
    finally:
        app.stop()


# -- fault 11: the simulated card list slides under the strip ----------------------------------------

@pytest.mark.parametrize("theme", ["standard", "large"])
@pytest.mark.parametrize("buttons", [5, 6])
def test_the_simulated_cards_stay_in_their_column_and_every_one_can_be_reached(isolated, theme, buttons,
                                                                                monkeypatch):
    from dataclasses import replace

    from ui import widgets
    from ui.model import Chip, SimTag

    app = open_app(isolated, new_game="timestories")
    try:
        app.set_theme(theme)
        side = app.kiosk.layout()["side"]
        drawn = []
        real = widgets.text
        monkeypatch.setattr(widgets, "text", lambda surface, value, rect, *args, **kw:
                            drawn.append((value, pygame.Rect(rect))) or real(surface, value, rect, *args, **kw))
        chips = tuple(Chip(key, f"Location {n + 1}", False) for n, key in enumerate("abcdefgh"))
        screen = replace(app.screen(), buttons=tuple((f"b{n}", f"Button {n}") for n in range(buttons - 1))
                         + (("undo", "Undo"),), chips=chips)
        reached: set[int] = set()
        for _ in range(len(chips)):   # turn the pages of the list, if it has pages
            drawn.clear()
            app.kiosk.show(screen)
            app.kiosk.render(force=True)
            for value, rect in drawn:
                if value.startswith(("Simulated cards", "More cards")) or value[:3].strip() in "ABCDEFGH":
                    assert side.contains(rect), f"{value!r} at {rect} is outside the column {side}"
            reached |= {target.index for _, target in app.kiosk._targets if isinstance(target, SimTag)}
            turn = next((target for _, target in app.kiosk._targets if callable(target)), None)
            if turn is None:
                break
            turn()
        assert reached == set(range(len(chips))), f"cards {sorted(set(range(8)) - reached)} cannot be touched"
    finally:
        app.stop()


def last_tu_left(isolated):
    app = open_app(isolated, new_game="timestories")
    scan(app, "Location 6")
    while app.session.state["tu"] > 1:
        touch(app, "spend_tu")
    return app


def space(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    app.step()


@pytest.mark.parametrize("by", ["button", "key"])
def test_the_last_tu_by_the_physical_next_or_space_asks_for_a_second_press(isolated, monkeypatch, by):
    """The second press guards every input that would stop play, not only a touch."""
    app = last_tu_left(isolated)
    again = (lambda: press(app, NEXT)) if by == "button" else (lambda: space(app))
    try:
        lines = len(app.session.match.log)
        again()
        assert len(app.session.match.log) == lines, "the last TU went on one press"
        assert any("Spend 1 TU: press again" in text for text in drawn_texts(app, monkeypatch))
        again()
        assert len(app.session.match.log) == lines + 1 and actions(app)[-1] == "spend_tu"
        assert app.session.match.game.ended(app.session.state) is not None
    finally:
        app.stop()


def test_another_input_between_the_presses_calls_the_last_tu_off(isolated):
    app = last_tu_left(isolated)
    try:
        lines = len(app.session.match.log)
        press(app, NEXT)
        press(app, MENU)
        press(app, MENU)
        press(app, NEXT)
        assert len(app.session.match.log) == lines, "the press after the menu asks again"
        assert app.screens.armed == "next"
    finally:
        app.stop()


def test_an_ordinary_physical_next_goes_through_at_once(isolated):
    app = open_app(isolated, new_game="timestories")
    try:
        scan(app, "Location 6")
        tu = app.session.state["tu"]
        press(app, NEXT)
        assert app.session.state["tu"] == tu - 1 and app.screens.armed is None
    finally:
        app.stop()


def strip_sentence(app, fits_at_minimum: bool) -> str:
    """A sentence longer than the strip's two rows at its own size: one that fits the rows the
    strip holds at the smallest size (three at 800x480, a font's height apart), or one that
    does not fit even then."""
    from ui import widgets
    from ui.theme import MIN_TEXT_PX

    theme = app.kiosk.theme
    news, _ = app.kiosk._strip_parts(pygame.Rect(0, 0, app.kiosk.size[0], theme.px(64)))
    news.width -= theme.px(26) + theme.px(8)   # the attention mark beside it
    words = []
    for n in range(400):
        words.append(f"word{n}")
        value = " ".join(words)
        at_size = widgets.wrap(value, news.width, theme, 20, 2)
        at_min = widgets.wrap(value, news.width, theme, MIN_TEXT_PX / theme.scale,
                              news.height // theme.floor_font().get_height())
        too_wide = lambda lines, size: any(theme.font(size).size(line)[0] > news.width for line in lines)  # noqa: E731
        if too_wide(at_size, 20) and too_wide(at_min, MIN_TEXT_PX / theme.scale) != fits_at_minimum:
            return value + "."
    raise AssertionError("no such sentence")


def test_a_long_strip_sentence_is_drawn_whole_at_a_smaller_size(isolated, monkeypatch):
    app = open_app(isolated, new_game="timestories")
    try:
        sentence = strip_sentence(app, fits_at_minimum=True)
        app.play.attention = sentence
        drawn = drawn_texts(app, monkeypatch)
        assert " ".join(text for text in drawn if text.startswith("word") or " word" in text) == sentence
    finally:
        app.stop()


def test_a_sentence_longer_than_the_strip_ends_with_an_ellipsis(isolated, monkeypatch):
    app = open_app(isolated, new_game="timestories")
    try:
        app.play.attention = strip_sentence(app, fits_at_minimum=False)
        drawn = [text for text in drawn_texts(app, monkeypatch) if text.startswith("word")]
        assert len(drawn) == 3 and drawn[-1].endswith("…") and not any(text.endswith(("…", "...")) for text in drawn[:-1])
    finally:
        app.stop()


def test_a_long_simulated_card_name_is_wrapped_not_cut(isolated, monkeypatch):
    """Kiválasztottak's "Támadásdobás 8" was cut with "..." in the side column."""
    app = kivalasztottak_in_play(isolated)
    try:
        chip = next(chip for chip in app.screen().chips if chip.label.startswith("Támadásdobás"))
        for _ in app.screen().chips:   # turn the pages with "More cards" until its page shows
            drawn = drawn_texts(app, monkeypatch)
            if any(text.startswith(f"{chip.key.upper()} ") for text in drawn):
                break
            more = next(rect for rect, target in app.kiosk._targets if target == app.kiosk._turn_chip_page)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=more.center, button=1))
            app.step()
        first = next(index for index, text in enumerate(drawn) if text.startswith(f"{chip.key.upper()} "))
        whole = f"{chip.key.upper()} {chip.label}"
        assert drawn[first] == whole or f"{drawn[first]} {drawn[first + 1]}" == whole, drawn[first:first + 2]
    finally:
        app.stop()


def test_a_typed_kivalasztottak_die_with_no_roll_pending_is_not_said_as_the_camera_read(tmp_path):
    from device.catalog import Catalog
    from device.tables import kivalasztottak
    from drivers.events import DiceRolled
    from engine.match import Match

    match, _ = Match.start(kivalasztottak.DEFAULT_SETUP)
    notice = kivalasztottak.map_event(DiceRolled(("3",), (3,), 1.0, origin="keyboard"), match.state,
                                      Catalog.load(tmp_path, simulated=True))
    assert "camera" not in str(notice.text) and str(notice.text).startswith("3 was typed, but no 2d6 roll")
