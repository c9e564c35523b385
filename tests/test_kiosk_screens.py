"""The kiosk's screens as plain classes (no pygame, no appliance): each handles every
choice it offers and fails loudly on one it does not, and handling a choice returns
the effects the controller carries out."""

from __future__ import annotations

import pytest

from device.catalog import Card
from device.screens import effects
from device.screens.base import Screen, UnknownChoice
from device.screens.cards import (CardChooserScreen, CardEditScreen, CardKindScreen, CorrectCardScreen, EnrolScreen,
                                  TextScreen)
from device.screens.controller import Screens
from device.screens.dice import DiceCountScreen, DiceScreen, NumberScreen, correction_screen
from device.screens.play import HistoryScreen, MenuScreen, ReportScreen
from device.screens.setup import BiddingScreen, SetupScreen, StartScreen
from device.tables import table_for
from drivers.events import DiceRolled, TagPlaced
from engine import registry
from ui.i18n import LANGUAGES

RECEPTACLES = [Card(f"timestories/receptacle/{n}", "timestories", "receptacle", f"Receptacle {n}",
                    {"lp": 4, "resistance": 1, "dice": {}}) for n in range(1, 5)]
SNATCHERS = [Card(f"enclave/snatcher/{colour}", "enclave", "snatcher", f"{colour} snatcher", {"colour": colour})
             for colour in ("Red", "Blue", "Green")]


def setup_screen(game: str, cards: list[Card] = ()) -> SetupScreen:
    screen = SetupScreen(game, registry.get(game).title, table_for(game))
    for seat, card in enumerate(cards, start=1):
        screen.scan(card.id, f"seat{seat}", card)
    return screen


def every_screen() -> list:
    """One of each screen class, with enough in it to offer all its choices."""
    roll = DiceRolled(("5",), (5,), 0.41, "d6")
    enclave = setup_screen("enclave", SNATCHERS)
    cards = [(f"card/{n}", f"Location {n}") for n in range(12)]
    kinds = table_for("timestories").CARD_FIELDS
    enrolment = EnrolScreen("04C0FFEE000001", "main", [Card(card_id, "timestories", "location", name)
                                                         for card_id, name in cards], "timestories", kinds, page=1)
    return [StartScreen([(game, registry.get(game).title) for game in registry.ids()], (3, "Enclave")),
            *(setup_screen(game) for game in registry.ids()),
            setup_screen("timestories", RECEPTACLES[:2]), enclave,
            BiddingScreen(enclave, [1, 2, 3], {1: "Red", 2: "Blue", 3: "Green"}, 11),
            MenuScreen(LANGUAGES, "en", ("standard", "large"), "standard", paused=False),
            MenuScreen(LANGUAGES, "en", ("standard", "large"), "standard", paused=True),
            MenuScreen(LANGUAGES, "en", ("standard", "large"), "standard", paused=False, camera=True),
            HistoryScreen([(n, "Button next", ("Spent.",)) for n in range(1, 15)], page=1),
            ReportScreen("Enclave", "report.png"),
            correction_screen(roll, "The camera is only 41% sure it read 5.", can_keep=True),
            DiceCountScreen("d6"), NumberScreen("d6", range(0, 31), "Difficulty", typed="1"),
            enrolment, CardKindScreen(enrolment),
            CardEditScreen(enrolment, {"id": "a/test/1", "game": "timestories", "kind": "test", "name": "Test 1"},
                           kinds["test"], new=True),
            CardChooserScreen([(card_id, "location", name) for card_id, name in cards], page=1),
            CorrectCardScreen([Card(card_id, "timestories", "location", name) for card_id, name in cards],
                              "timestories", kinds, page=1),
            text_screen(enrolment, None), text_screen(enrolment, 0)]


def text_screen(enrolment, group) -> TextScreen:
    """The keyboard for a new card's name: its letter groups, or one group's page."""
    editor = CardEditScreen(enrolment, {"id": "a/item/1", "game": "timestories", "kind": "item", "name": "Item 1"},
                            table_for("timestories").CARD_FIELDS["item"], new=True)
    screen = TextScreen(editor, ("name",), "Item 1")
    if group is not None:
        screen.choose("group", str(group))
    return screen


@pytest.mark.parametrize("screen", every_screen(), ids=lambda screen: type(screen).__name__)
def test_every_choice_a_screen_offers_is_handled_by_it_or_by_the_controller(screen):
    for name, _ in screen.view("en").choices:
        if not name.startswith("ui:"):
            continue   # a game press offered on a screen (undo), put on the queue as a button
        word = name[3:].partition(":")[0]
        assert word in screen.handlers() or word in Screens._OWN, f"{type(screen).__name__} offers {name}"


def test_every_choice_a_screen_class_declares_is_offered_and_an_unknown_one_fails_loudly():
    offered: dict[type, set[str]] = {}
    for screen in every_screen():
        offered.setdefault(type(screen), set()).update(
            name[3:].partition(":")[0] for name, _ in screen.view("en").choices if name.startswith("ui:"))
        assert set(screen.handlers()) <= offered[type(screen)] | _offered_in_another_state(screen)
        with pytest.raises(UnknownChoice):
            screen.choose("no_such_choice", "")
    assert set(offered) == set(Screen.__subclasses__()), "every screen class is tried"


def _offered_in_another_state(screen) -> set[str]:
    """What a screen offers only in another state than the one tried: the menu's other clock
    button and, on a table with a dice camera, its empty tray; a setup's start and removals with
    the players scanned and its game's options once two are."""
    if isinstance(screen, MenuScreen):
        return {"pause", "resume_clock"} | ({"empty_tray"} if not screen.camera else set())
    if isinstance(screen, SetupScreen):
        return {"scanned", "unseat"} | set(getattr(screen.table, "SETUP_CHOICES", {}))
    if isinstance(screen, CardEditScreen):   # a field's values: a button each, or steppers
        return {"value", "step", "done"}
    if isinstance(screen, TextScreen):       # the letter groups, or one group's letters
        return {"group", "space", "delete", "done", "key", "shift", "keys_back"}
    return set()


def test_the_controller_carries_out_every_kind_of_effect():
    kinds = {value for value in vars(effects).values()
             if isinstance(value, type) and value.__module__ == effects.__name__}
    assert kinds == set(Screens._EFFECTS)


def test_a_game_chosen_on_the_start_screen_opens_its_setup_and_resume_resumes():
    start = StartScreen([("enclave", "Enclave")], (7, "Enclave"))
    assert start.choose("game", "enclave") == [effects.Show("setup", "enclave")]
    assert start.choose("resume", "") == [effects.ResumeGame(7)]
    older = StartScreen([("enclave", "Enclave")], (7, "Enclave"), [(3, "Cavendish")])
    assert older.choose("resume", "3") == [effects.ResumeGame(3)]       # an older unfinished game too
    assert older.choose("resume", "5") == []                            # not one of those offered


def test_players_by_touch_and_scanned_become_the_setup_line_the_engine_accepts():
    touch = setup_screen("enclave")
    assert touch.counts == [2, 3, 4]
    [opened] = touch.choose("players", "2")
    assert [player["name"] for player in opened.setup["players"]] == ["Red", "Blue"]
    scanned = setup_screen("timestories", [RECEPTACLES[1], RECEPTACLES[0]])
    scanned.choose("tu", "30")
    scanned.choose("captain", "")
    [opened] = scanned.choose("scanned", "")
    assert opened.setup["tu"] == 30 and opened.setup["captain"] == "Red"
    assert [(agent["seat"], agent["receptacle"]) for agent in opened.setup["agents"]] == [(1, "Receptacle 2"),
                                                                                          (2, "Receptacle 1")]


def test_a_card_that_does_not_belong_is_said_on_the_setup_screen_in_english_for_the_kiosk_to_translate():
    screen = setup_screen("timestories", RECEPTACLES[:1])
    screen.scan("04AA", "main", SNATCHERS[0])
    assert screen.notice == "Red snatcher is not a receptacle card of this game."
    assert screen.notice.template == "{card} is not a {kind} card of this game."
    assert screen.view("fr").lines[0] == "Red snatcher n'est pas une carte réceptacle de ce jeu."
    assert len(screen.seated) == 1


def test_the_bids_go_back_to_the_setup_screen_once_everyone_has_bid(monkeypatch):
    setup = setup_screen("enclave", SNATCHERS)
    monkeypatch.setattr("random.randrange", lambda n: 1)
    [opened] = setup.choose("bidding", "")
    bidding = opened.screen
    assert isinstance(bidding, BiddingScreen) and bidding.bidders == [2, 3, 1]
    assert bidding.choose("bid", "3") == [] and bidding.choose("bid", "5") == []
    assert bidding.choose("bid", "0") == [effects.OpenScreen(setup)]
    assert setup.options["bids"] == [(2, 3), (3, 5), (1, 0)]
    assert "Order of play by the bids: Green, Blue, Red" in setup.view("en").lines


def test_the_last_die_picked_closes_the_correction_and_puts_the_roll_on_the_queue():
    screen = DiceScreen(DiceRolled(("5", "3"), (5, 3), 0.4, "d6"), "why", True, 2, "corrected")
    assert screen.choose("die", "4") == []
    assert screen.choose("die", "2") == [effects.Close(), effects.PutEvent(DiceRolled(("4", "2"), (4, 2), 1.0, "d6",
                                                                                      origin="corrected"))]
    [count] = DiceCountScreen("d6").choose("dice_count", "2")
    assert count.screen.count == 2 and count.screen.origin == "touch" and not count.screen.keep


def test_the_menu_steps_the_language_and_keeps_its_focus():
    menu = MenuScreen(LANGUAGES, "pl", ("standard", "large"), "large", paused=False)
    menu.focus = 7
    assert menu.choose("language", "") == [effects.SetLanguage("fr")]
    assert menu.choose("theme", "") == [effects.SetTheme("standard")] and menu.focus == 7
    assert menu.choose("pause", "") == [effects.ClockLine("pause")] and menu.focus == 0


def test_cards_by_touch_are_enrolled_or_played_as_if_scanned():
    enrolment = EnrolScreen("04AA", "seat2", [Card("timestories/location/2", "timestories", "location", "Location 2",
                                                   {"red": False})], "timestories", table_for("timestories").CARD_FIELDS)
    [opened] = enrolment.choose("card", "timestories/location/2")
    assert opened.screen.choose("save", "") == [effects.Enrol("04AA", "seat2", "timestories/location/2")]
    chooser = CardChooserScreen([("timestories/location/2", "location", "Location 2")])
    assert chooser.choose("page", "more") == [] and chooser.page == 1
    assert chooser.choose("play_card", "timestories/location/2") == [
        effects.Close(), effects.PutEvent(TagPlaced("touch", "timestories/location/2"))]
