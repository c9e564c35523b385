"""Setting T.I.M.E Stories and Enclave up by scanning, on the simulated table with four seat
readers and a shared one: each card joins at the seat of the reader that saw it (the next free
seat on the shared reader), the choices left are one tap each, and a card that does not belong
is said on the screen while the setup stays as it was."""

from __future__ import annotations

import pytest

from device import config
from device.catalog import Card
from device.mainloop import Appliance, RunOptions
from device.tables import enclave as enclave_table, timestories as timestories_table
from drivers.events import TagPlaced
from test_kiosk_flow import CONFIRM, press, touch

READERS = "".join(f'[[nfc.readers]]\nname = "{name}"\nbus = 0\ndevice = 0\n\n'
                  for name in ("main", "seat1", "seat2", "seat3", "seat4"))


def open_at_start_screen(data) -> Appliance:
    """The appliance on the simulated table, showing its start screen."""
    app = Appliance(config.load(), data, RunOptions(headless=True, nfc_backend="sim", controls_backend="mock",
                                                    start_screen=True))
    app.start()
    app.step()
    return app


@pytest.fixture
def app(isolated, tmp_path):
    (tmp_path / "config.toml").write_text(READERS, encoding="utf-8")
    appliance = open_at_start_screen(isolated)
    yield appliance
    appliance.stop()


def uid_of(app, card_id: str) -> str:
    return next(uid for uid, card in app.catalog.tags.items() if card == card_id)


def scan(app, card_id: str, reader: str = "main") -> None:
    """Place the simulated tag of ``card_id`` on ``reader`` and lift it again."""
    app.readers.place(uid_of(app, card_id), reader)
    app.step()
    app.readers.lift(reader)
    app.step()


def choices(app) -> list[str]:
    return [name for name, _ in app.screens.overlay.choices]


def setup_line(app) -> dict:
    return app.store.lines(app.session.game_id)[0]


def test_timestories_agents_take_the_seat_of_the_reader_and_the_first_scanned_leads(app):
    touch(app, "ui:game:timestories")
    scan(app, "timestories/receptacle/2", "seat2")
    scan(app, "timestories/receptacle/4", "seat1")
    scan(app, "timestories/receptacle/1")                     # the shared reader: the next free seat, 3
    lines = app.screens.overlay.lines
    assert "Scanned: Blue: Receptacle 4, Red: Receptacle 2, Green: Receptacle 1" in lines
    assert "Time Captain: Red" in dict(app.screens.overlay.choices).values()
    touch(app, "ui:tu:30")
    assert "Starting TU: 30" in app.screens.overlay.lines
    touch(app, "ui:scanned")
    assert app.screens.overlay is None and app.session.game == "timestories"
    line = setup_line(app)
    assert line["tu"] == 30 and line["captain"] == "Red"
    assert [(a["name"], a["receptacle"], a["lp"], a["resistance"]) for a in line["agents"]] == [
        ("Blue", "Receptacle 4", 5, 0), ("Red", "Receptacle 2", 3, 1), ("Green", "Receptacle 1", 4, 1)]
    state = app.session.state
    assert state["seats"] == ["Blue", "Red", "Green"] and state["captain"] == "Red" and state["tu"] == 30
    assert state["agents"]["Blue"]["dice"] == {"combat": 3, "deftness": 0, "magic": 0}
    assert state["agents"]["Red"]["lp_max"] == 3


def test_the_time_captain_passes_by_touch_and_a_seat_takes_its_last_card(app):
    touch(app, "ui:game:timestories")
    scan(app, "timestories/receptacle/1", "seat1")
    scan(app, "timestories/receptacle/2", "seat2")
    scan(app, "timestories/receptacle/3", "seat2")           # seat 2 changes its mind
    touch(app, "ui:captain")
    touch(app, "ui:scanned")
    line = setup_line(app)
    assert line["captain"] == "Red" and line["tu"] == 25
    assert [a["receptacle"] for a in line["agents"]] == ["Receptacle 1", "Receptacle 3"]
    assert app.session.state["captain"] == "Red"


def test_wrong_cards_during_setup_are_said_and_change_nothing(app):
    touch(app, "ui:game:timestories")
    scan(app, "timestories/receptacle/1", "seat1")
    scan(app, "timestories/location/3", "seat2")               # the right game, the wrong kind
    assert app.screens.overlay.lines[0] == "Location 3 is not a receptacle card of this game."
    scan(app, "cavendish/receptacle/amy", "seat2")             # the right kind, the wrong game
    assert app.screens.overlay.lines[0] == "Amy is not a receptacle card of this game."
    app.readers.place("04DEADBEEF0001", "seat3")               # a tag the catalog does not know
    app.step()
    assert app.screens.overlay.lines[0].startswith("Card 04DEADBEEF0001 is not enrolled")
    assert app.session is None and app.screens.overlay.kind == "setup"
    assert "Scanned: Blue: Receptacle 1" in app.screens.overlay.lines
    scan(app, "timestories/receptacle/2", "seat2")             # a good card clears the notice
    assert not any("not" in line for line in app.screens.overlay.lines)
    touch(app, "ui:scanned")
    assert [a["receptacle"] for a in setup_line(app)["agents"]] == ["Receptacle 1", "Receptacle 2"]


def test_a_card_already_seated_stays_and_the_player_counts_go_once_cards_are_scanned(app):
    touch(app, "ui:game:timestories")
    assert {"ui:players:2", "ui:players:3", "ui:players:4"} <= set(choices(app))
    for number in (1, 2, 3, 4):
        scan(app, f"timestories/receptacle/{number}")
    scan(app, "timestories/receptacle/1", "seat4")             # a card already seated stays where it is
    assert "Yellow: Receptacle 4" in app.screens.overlay.lines[0]
    # A count would start a game without the cards scanned: it is no longer offered, nor spoken of.
    assert not [name for name in choices(app) if name.startswith("ui:players:")]
    assert "Scan a receptacle card at each seat." in app.screens.overlay.lines
    assert not any("number of players" in line for line in app.screens.overlay.lines)
    touch(app, "ui:scanned")
    line = setup_line(app)
    assert [a["receptacle"] for a in line["agents"]] == ["Receptacle 1", "Receptacle 2", "Receptacle 3",
                                                         "Receptacle 4"]


def test_a_cavendish_card_the_engine_would_refuse_offers_no_start_and_says_why(app):
    touch(app, "ui:game:cavendish")
    app.catalog.cards["cavendish/receptacle/bob"] = Card("cavendish/receptacle/bob", "cavendish", "receptacle",
                                                         "Bob", {"agent": "Bob"})   # an owner's card, mistyped
    app.catalog.tags["04BBBB00000001"] = "cavendish/receptacle/bob"
    scan(app, "cavendish/receptacle/anton", "seat1")
    scan(app, "cavendish/receptacle/bob", "seat2")
    assert "ui:scanned" not in choices(app)
    assert app.screens.overlay.lines[0] == ("'setup' field 'played'[1] must be one of Anton, Amy, Jennifer, Doug, "
                                            "not \"Bob\".")
    scan(app, "cavendish/receptacle/amy", "seat2")              # the right card on that seat: start again
    assert "ui:scanned" in choices(app) and not app.screens.overlay.lines[0].startswith("'setup'")


def test_a_fifth_snatcher_on_the_shared_reader_finds_no_seat(app):
    touch(app, "ui:game:enclave")
    for colour in ("red", "blue", "green", "yellow"):
        scan(app, f"enclave/snatcher/{colour}")
    app.catalog.cards["enclave/snatcher/spare"] = Card("enclave/snatcher/spare", "enclave", "snatcher",
                                                       "Spare snatcher")
    app.catalog.tags["04AAAA00000001"] = "enclave/snatcher/spare"
    scan(app, "enclave/snatcher/spare")
    assert app.screens.overlay.lines[0].startswith("All 4 seats are taken")
    touch(app, "ui:scanned")
    assert [p["snatcher"] for p in setup_line(app)["players"]] == ["Red snatcher", "Blue snatcher",
                                                                   "Green snatcher", "Yellow snatcher"]


def test_enclave_players_are_their_scanned_snatchers_with_the_cells_printed_on_them(app):
    touch(app, "ui:game:enclave")
    scan(app, "enclave/snatcher/green", "seat1")
    assert "ui:scanned" not in choices(app), "Enclave needs two players"
    scan(app, "enclave/snatcher/red", "seat2")
    assert "Order of play: Green, Red" in app.screens.overlay.lines
    touch(app, "ui:scanned")
    line = setup_line(app)
    assert line["method"] == "draw" and "order" not in line
    assert [(p["name"], p["snatcher"]) for p in line["players"]] == [("Green", "Green snatcher"),
                                                                     ("Red", "Red snatcher")]
    state = app.session.state
    assert state["order"] == ["Green", "Red"] and state["players"]["Green"]["money"] == 8
    assert state["players"]["Red"]["cells"]["physical"]["critical"] == {"-5": 2, "-4": 1}   # Red's own card
    assert state["players"]["Green"]["cells"]["physical"]["super"] == {"4": 1, "5": 2}


def test_enclave_order_is_drawn_by_touch_and_kept_in_the_setup_line(app):
    touch(app, "ui:game:enclave")
    for colour, seat in (("red", "seat1"), ("blue", "seat2"), ("yellow", "seat3")):
        scan(app, f"enclave/snatcher/{colour}", seat)
    for _ in range(6):                                         # drawn again until it is not the seat order
        touch(app, "ui:draw_order")
        shown = next(line for line in app.screens.overlay.lines if line.startswith("Order of play: "))
        if shown != "Order of play: Red, Blue, Yellow":
            break
    drawn = shown.removeprefix("Order of play: ").split(", ")
    assert sorted(drawn) == ["Blue", "Red", "Yellow"]
    touch(app, "ui:scanned")
    assert setup_line(app)["order"] == drawn
    state = app.session.state
    assert state["order"] == drawn and state["active"] == drawn[0]
    assert [state["players"][name]["money"] for name in drawn] == [8, 9, 10]


def test_enclave_order_is_bid_by_touch_from_a_random_first_bidder_clockwise(app, monkeypatch):
    touch(app, "ui:game:enclave")
    for colour, seat in (("red", "seat1"), ("blue", "seat2"), ("yellow", "seat3")):
        scan(app, f"enclave/snatcher/{colour}", seat)
    monkeypatch.setattr("random.randrange", lambda n: 1)      # the second seat bids first
    touch(app, "ui:bidding")
    overlay = app.screens.overlay
    assert overlay.title == "Bidding: Blue" and "Everyone has 11 coins." in overlay.lines[0]
    assert choices(app) == [f"ui:bid:{n}" for n in range(12)] + ["ui:bid_cancel"]
    touch(app, "ui:bid:3")
    assert app.screens.overlay.title == "Bidding: Yellow"
    assert "Bids so far: Blue 3" in app.screens.overlay.lines
    assert "ui:bid:3" not in choices(app) and "ui:bid:0" in choices(app)   # a sum bid is taken, 0 never
    touch(app, "ui:bid:0")
    touch(app, "ui:bid:5")                                     # Red, last, clockwise
    assert "Order of play by the bids: Red, Blue, Yellow" in app.screens.overlay.lines
    touch(app, "ui:scanned")
    line = setup_line(app)
    assert line["method"] == "bid" and line["bids"] == [{"player": "Blue", "bid": 3}, {"player": "Yellow", "bid": 0},
                                                         {"player": "Red", "bid": 5}]
    players = app.session.state["players"]
    assert app.session.state["order"] == ["Red", "Blue", "Yellow"]
    assert [players[name]["money"] for name in ("Red", "Blue", "Yellow")] == [6, 8, 11]   # bids paid from 11


def test_cancelling_the_bidding_or_drawing_after_it_goes_back_to_the_drawn_method(app, monkeypatch):
    touch(app, "ui:game:enclave")
    scan(app, "enclave/snatcher/red", "seat1")
    scan(app, "enclave/snatcher/blue", "seat2")
    touch(app, "ui:bidding")
    touch(app, "ui:bid_cancel")
    assert app.screens.overlay.kind == "setup" and "Order of play: Red, Blue" in app.screens.overlay.lines
    touch(app, "ui:bidding")
    touch(app, "ui:bid:2")
    touch(app, "ui:bid:0")
    touch(app, "ui:draw_order")
    assert not any(line.startswith("Order of play by the bids") for line in app.screens.overlay.lines)
    touch(app, "ui:scanned")
    assert setup_line(app)["method"] == "draw"


def test_scanned_cards_then_the_confirm_button_start_the_game(app):
    touch(app, "ui:game:enclave")
    scan(app, "enclave/snatcher/blue", "seat1")
    scan(app, "enclave/snatcher/yellow", "seat2")
    press(app, CONFIRM)                                        # the frame is on "Start with these 2"
    assert app.session.game == "enclave" and list(app.session.state["players"]) == ["Blue", "Yellow"]


def test_a_new_snatcher_after_the_draw_puts_the_order_back_to_the_seats(app):
    touch(app, "ui:game:enclave")
    scan(app, "enclave/snatcher/red", "seat1")
    scan(app, "enclave/snatcher/blue", "seat2")
    touch(app, "ui:draw_order")
    scan(app, "enclave/snatcher/green", "seat3")
    assert "Order of play: Red, Blue, Green" in app.screens.overlay.lines
    scan(app, "timestories/receptacle/1", "seat4")
    assert app.screens.overlay.lines[0] == "Receptacle 1 is not a snatcher card of this game."
    touch(app, "ui:scanned")
    assert [p["name"] for p in setup_line(app)["players"]] == ["Red", "Blue", "Green"]


def test_a_game_set_up_by_touch_only_says_so_when_a_card_is_scanned(app):
    touch(app, "ui:game:kivalasztottak")
    scan(app, "kivalasztottak/kalandozo", "seat1")
    assert app.screens.overlay.lines[0] == "This game is set up by touch: choose the number of players."
    touch(app, "ui:players:2")
    assert app.session.game == "kivalasztottak" and len(setup_line(app)["players"]) == 2


def test_the_setup_screen_speaks_the_kiosk_language(isolated, tmp_path):
    (tmp_path / "config.toml").write_text('[display]\nlanguage = "fr"\n\n' + READERS, encoding="utf-8")
    app = open_at_start_screen(isolated)
    try:
        touch(app, "ui:game:timestories")
        scan(app, "enclave/snatcher/red", "seat1")
        assert app.screens.overlay.lines[0] == "Red snatcher n'est pas une carte réceptacle de ce jeu."
        scan(app, "timestories/receptacle/3", "seat1")
        assert "Capitaine : Blue" in dict(app.screens.overlay.choices).values()
        assert "30 UT" in dict(app.screens.overlay.choices).values()
    finally:
        app.stop()


def seated_at_1_and_3(app, game: str, first: str, second: str) -> list[tuple[str, int]]:
    """Scan ``first`` on seat 1 and ``second`` on seat 3 (seat 2 stays empty), start the game and
    return the (name, seat) of each player in its setup line."""
    touch(app, f"ui:game:{game}")
    scan(app, first, "seat1")
    scan(app, second, "seat3")
    touch(app, "ui:scanned")
    entries = setup_line(app)["agents" if game == "timestories" else "players"]
    return [(entry["name"], entry["seat"]) for entry in entries]


def test_timestories_seat_readers_in_play_keep_the_seats_scanned_at_setup(app):
    assert seated_at_1_and_3(app, "timestories", "timestories/receptacle/1", "timestories/receptacle/2") == [
        ("Blue", 1), ("Green", 3)]
    scan(app, "timestories/receptacle/3", "seat3")             # at the base: the seat-3 agent changes receptacle
    agents = app.session.state["agents"]
    assert agents["Green"]["receptacle"] == "Receptacle 3" and agents["Blue"]["receptacle"] == "Receptacle 1"
    scan(app, "timestories/location/1")
    state, card = app.session.state, uid_of(app, "timestories/receptacle/4")
    for reader, agent in (("seat3", "Green"), ("seat2", "Blue"), ("main", "Blue")):  # Blue: first off the board
        assert timestories_table.map_event(TagPlaced(reader, card), state, app.catalog)["agent"] == agent, reader


def test_enclave_seat_readers_in_play_keep_the_seats_scanned_at_setup(app):
    assert seated_at_1_and_3(app, "enclave", "enclave/snatcher/red", "enclave/snatcher/blue") == [
        ("Red", 1), ("Blue", 3)]
    state = app.session.state
    assert state["active"] == "Red"
    mission = uid_of(app, "enclave/mission/fixed-trap")
    for reader, player in (("seat3", "Blue"), ("seat2", "Red"), ("main", "Red")):   # Red: the active snatcher
        assert enclave_table.map_event(TagPlaced(reader, mission), state, app.catalog)["player"] == player, reader


def test_on_the_simulated_table_keys_scan_the_players_cards_during_setup(isolated):
    """With only the simulated shared reader, keys A-D put the game's receptacles on it:
    the setup screen lists them, and each takes the next free seat."""
    import pygame

    app = open_at_start_screen(isolated)
    try:
        touch(app, "ui:game:cavendish")
        assert "Simulated table, keys: A Anton, B Amy, C Jennifer, D Doug" in app.screens.overlay.lines
        for key in (pygame.K_b, pygame.K_a):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
            app.step()
            app.step()
        assert "Scanned: Amy, Anton" in app.screens.overlay.lines
        touch(app, "ui:scanned")
        assert sorted(app.session.state["agents"]) == ["Amy", "Anton"]
        assert [chip.label for chip in app.screen().chips][:2] == ["Location A", "Location B"]   # play: its cards
    finally:
        app.stop()


def test_a_receptacle_scanned_by_mistake_can_be_removed_without_going_back(app):
    """Issue 17, fault 13: a scanned Cavendish receptacle leaves its seat by one tap."""
    touch(app, "ui:game:cavendish")
    scan(app, "cavendish/receptacle/jennifer", "seat1")
    scan(app, "cavendish/receptacle/doug", "seat2")
    assert "Scanned: Jennifer, Doug" in app.screens.overlay.lines
    touch(app, "ui:unseat:1")
    assert "Scanned: Doug" in app.screens.overlay.lines and "ui:unseat:1" not in choices(app)
    scan(app, "cavendish/receptacle/amy", "seat1")
    assert "Scanned: Amy, Doug" in app.screens.overlay.lines


def test_the_time_captain_passes_on_when_the_captains_receptacle_is_removed(app):
    touch(app, "ui:game:timestories")
    scan(app, "timestories/receptacle/1", "seat1")
    scan(app, "timestories/receptacle/2", "seat2")
    touch(app, "ui:tu:25")
    touch(app, "ui:unseat:1")
    assert app.screens.open.options == {"tu": 25, "captain": 2, "touch_captain": 1}
    assert "ui:scanned" in choices(app), "one agent left can still start"
