"""Buttons stay put: every button on screen before and after an action that keeps the same
screen is in the same place after it, through each game's recorded playout, a new phase of
play included (Enclave's Next phase, Kiválasztottak's manőverek fázisa)."""

from __future__ import annotations

import pygame
import pytest

from device.mapping import touch_buttons
from engine.match import Match
from helpers import LOGS, read_jsonl
from test_kiosk_double_tap import let_the_moment_pass, spot_of, tap_at, touchable_at
from test_kiosk_flow import FakeClock, open_app, scan, touch
from ui.kiosk import Kiosk, SideTouch
from ui.model import Screen

GAMES = ["timestories", "cavendish", "enclave", "kivalasztottak"]


def side_buttons(app) -> dict[str, tuple]:
    """Each side button drawn now, by name, with where it is on screen."""
    app.kiosk.show(app.screen())
    app.kiosk.render(force=True)
    return {target.name: tuple(rect) for rect, target in app.kiosk._targets if isinstance(target, SideTouch)}


def play(app, card: str) -> None:
    """The simulated card ``card`` placed on the main reader and lifted."""
    scan(app, card)
    app.readers.lift()
    app.step()


@pytest.mark.parametrize("game", GAMES)
def test_no_button_moves_while_it_stays_on_screen_through_a_whole_game(isolated, game):
    """Every line of the game's log, applied on the kiosk as a tap would apply it: the side
    buttons on screen before and after it are where they were (the buttons are placed by
    their names, so this holds in every language)."""
    log = read_jsonl(LOGS / f"{game}.jsonl")
    app = open_app(isolated, clock=FakeClock(), script=[log[0]])
    try:
        before = side_buttons(app)
        moved = []
        for number, line in enumerate(log[1:], 2):
            app.record(app.play.apply_line("Script", line))
            after = side_buttons(app)
            moved += [f"line {number} ({line['action']}): {name} went from {before[name]} to {after[name]}"
                      for name in before.keys() & after.keys() if before[name] != after[name]]
            before = after
        assert moved == []
    finally:
        app.stop()


@pytest.mark.parametrize("theme", ["standard", "large"])
@pytest.mark.parametrize("game", GAMES)
def test_every_button_is_in_the_column_and_stays_put_without_the_simulated_table(game, theme):
    """On the appliance's own readers (no simulated cards under the buttons), in the large theme
    too: each of the game's buttons through its log is drawn inside the side column, above the
    strip, and keeps its place while it stays."""
    pygame.font.init()
    kiosk = Kiosk(800, 480, theme, headless=True)
    column = kiosk.layout()["side"]
    log = read_jsonl(LOGS / f"{game}.jsonl")
    match, _ = Match.start(log[0])
    before, moved, outside = {}, [], set()
    for number, line in enumerate(log[1:], 2):
        match.push(line)
        buttons = tuple((button.name, button.label) for button in touch_buttons(game, match.state))
        kiosk.draw(pygame.Surface(kiosk.size), Screen(game, "", match.state, buttons=buttons, started=float("inf")))
        after = {target.name: rect.copy() for rect, target in kiosk._targets if isinstance(target, SideTouch)}
        outside |= {name for name, rect in after.items() if not column.contains(rect)}
        moved += [f"line {number}: {name}" for name in before.keys() & after.keys() if before[name] != after[name]]
        before = after
    assert not outside, f"drawn outside the side column: {sorted(outside)}"
    assert moved == []


def test_next_phase_stays_under_the_finger_when_the_planning_phase_ends(isolated):
    app = open_app(isolated, clock=FakeClock(), new_game="enclave")
    app.set_language("fr")
    try:
        while app.session.state["phase"] != "planning":
            touch(app, "next")
            let_the_moment_pass(app)
        point = spot_of(app, "next")
        tap_at(app, point)
        let_the_moment_pass(app)
        assert app.session.state["phase"] == "action"
        assert touchable_at(app, point) == "next", "Prepare took the place of Next phase"
    finally:
        app.stop()


def test_a_players_point_button_stays_when_a_card_played_ends_the_resource_phase(isolated):
    app = open_app(isolated, clock=FakeClock(), new_game="kivalasztottak")
    app.set_language("hu")
    try:
        for _ in range(40):
            play(app, "Kalandozó 3 MP")
        for name in ("resource", "mulligan:Anna"):
            touch(app, name)
            let_the_moment_pass(app)
        point = spot_of(app, "dp+1:Anna")
        play(app, "Kalandozó 3 MP")                  # Anna plays it: the manőverek fázisa begins
        assert app.session.state["phase"] == "manoeuvres"
        assert touchable_at(app, point) == "dp+1:Anna", "Anna +1 DP moved up"
    finally:
        app.stop()
