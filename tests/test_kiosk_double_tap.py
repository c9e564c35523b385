"""A double tap on a side button never acts on the button that took its place (issue 17,
fault 4 again): the spot just tapped ignores taps, drawn dimmed, for a moment of play time
after its button changed; and a typed roll that is applied closes the dice screen it answers."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from helpers import read_jsonl
from test_kiosk_evening import spend_every_tu
from test_kiosk_flow import MENU, FakeClock, actions, open_app, press, scan, touch
from ui.kiosk import HOLD_SECONDS, SideTouch

LOGS = Path(__file__).parent / "logs"


def tap_at(app, point) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1))
    app.step()


def spot_of(app, name: str):
    return next(rect.center for rect, target in app.kiosk._targets if getattr(target, "name", None) == name)


def touchable_at(app, point):
    """The side button a tap at ``point`` would press now, or None."""
    return next((target.name for rect, target in app.kiosk._targets
                 if isinstance(target, SideTouch) and rect.collidepoint(point)), None)


def played_until(isolated, game: str, shows) -> object:
    """``game``'s recorded log played on a kiosk with a hand-moved clock until its side
    column ``shows`` (a test on the button names)."""
    log = read_jsonl(LOGS / f"{game}.jsonl")
    app = open_app(isolated, clock=FakeClock(), script=[log[0]])
    for line in log[1:]:
        if shows([name for name, _ in app.screen().buttons]):
            break
        app.record(app.play.apply_line("Script", line))
    else:
        pytest.fail(f"the {game} log never shows the buttons wanted")
    app.kiosk.show(app.screen())
    app.kiosk.render(force=True)
    return app


def let_the_moment_pass(app) -> None:
    app.now.value += HOLD_SECONDS + 0.1
    app.step()


def double_tap(app, name: str) -> tuple[list[str], str | None]:
    """Tap ``name`` twice on the same spot at once: the actions logged, and the button
    that spot takes once the moment has passed."""
    point = spot_of(app, name)
    before = len(app.session.match.log)
    tap_at(app, point)
    assert len(app.session.match.log) == before + 1, f"the first tap on {name} did not act"
    replaced = [n for n, _ in app.screen().buttons]
    tap_at(app, point)
    taken = actions(app)[before:]
    let_the_moment_pass(app)
    assert [n for n, _ in app.screen().buttons] == replaced, "the second tap changed the buttons"
    return taken, touchable_at(app, point)


def test_a_double_tap_on_new_run_does_not_undo_the_new_run(isolated):
    app = open_app(isolated, clock=FakeClock(), new_game="timestories")
    try:
        scan(app, "Location 6")
        spend_every_tu(app)
        let_the_moment_pass(app)   # New run took the place of the last TU just tapped
        assert app.session.state["status"] == "failed"
        undo = spot_of(app, "undo")
        taken, later = double_tap(app, "new_run")
        assert taken == ["new_run"], "the second tap acted on the button that took New run's place"
        assert app.session.state["status"] != "failed"
        assert spot_of(app, "undo") == undo, "Undo stays where it was"
    finally:
        app.stop()


def test_a_double_tap_on_board_does_not_open_the_next_players_cards(isolated):
    app = open_app(isolated, clock=FakeClock(), new_game="enclave")
    try:
        while app.session.state["phase"] != "action":
            touch(app, "next")
            let_the_moment_pass(app)
        scan(app, "Mission: 4 physical, 2 traps")
        for _ in range(2):
            app.readers.lift(app.readers.names[0])
            scan(app, "Trap: 4 physical")
        assert app.session.state["draft"] and app.screen().buttons[0] == ("confirm", "Board!")
        active = app.session.state["active"]
        taken, later = double_tap(app, "confirm")
        assert taken == ["confirm_board"], f"the second tap acted too: {taken}"
        assert app.session.state["active"] == active, "Cards for the next snatcher were not opened"
        assert later == "player", "Cards for ... is where Board! was, and takes taps after the moment"
    finally:
        app.stop()


def test_a_double_tap_on_pass_does_not_give_the_next_player_a_point(isolated):
    app = played_until(isolated, "kivalasztottak", lambda names: "pass:Anna" in names)
    try:
        taken, later = double_tap(app, "pass:Anna")
        assert len(taken) == 1, f"the second tap acted too: {taken}"
        assert later is not None
    finally:
        app.stop()


def test_the_spot_is_drawn_dimmed_and_untouchable_only_for_the_moment(isolated):
    app = played_until(isolated, "kivalasztottak", lambda names: "pass:Anna" in names)
    try:
        point = spot_of(app, "pass:Anna")
        rim = (point[0], point[1] - app.kiosk.theme.px(20))   # inside the button, off its label
        live = app.kiosk.surface.get_at(rim)
        tap_at(app, point)
        assert touchable_at(app, point) is None
        assert app.kiosk.surface.get_at(rim) != live, "the held spot is drawn dimmed"
        app.now.value += HOLD_SECONDS / 2
        app.step()
        assert touchable_at(app, point) is None, "still held half way through the moment"
        let_the_moment_pass(app)
        assert touchable_at(app, point) is not None
        assert app.kiosk.surface.get_at(rim) == live, "drawn as a button again"
    finally:
        app.stop()


def test_undo_keeps_the_top_slot_when_a_new_phase_brings_other_buttons(isolated):
    app = open_app(isolated, clock=FakeClock(), new_game="timestories")
    try:
        scan(app, "Location 6")
        undo = spot_of(app, "undo")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))
        app.step()                                      # the Time Captain die: between locations
        assert [name for name, _ in app.screen().buttons] == ["undo"] and spot_of(app, "undo") == undo
        scan(app, "Location 2")
        assert spot_of(app, "undo") == undo, "entering a location put Spend 1 TU in Undo's place"
    finally:
        app.stop()


def test_repeated_taps_on_a_button_that_stays_all_act(isolated):
    app = open_app(isolated, clock=FakeClock(), new_game="timestories")
    try:
        scan(app, "Location 6")
        tu = app.session.state["tu"]
        point = spot_of(app, "spend_tu")
        tap_at(app, point)
        tap_at(app, point)
        assert app.session.state["tu"] == tu - 2
    finally:
        app.stop()


# -- fault 2: a typed die leaves its dialog showing -----------------------------------------------

@pytest.mark.parametrize("opened", ["enter_dice", "correction"])
def test_a_typed_roll_that_is_applied_closes_the_dice_screen(isolated, opened):
    from drivers.events import DiceRolled

    app = open_app(isolated, new_game="timestories")
    try:
        scan(app, "Location 6")
        if opened == "enter_dice":
            press(app, MENU)
            touch(app, "ui:enter_dice")
        else:   # a doubtful camera reading of the Time Captain die asks to be corrected
            app.events.put(DiceRolled(("1tu",), (1,), 0.1, "time_captain"))
            app.step()
        assert app.screens.open is not None and app.screens.overlay.kind == "correct"
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))
        app.step()
        assert actions(app)[-1] == "leave" and app.session.match.log[-1]["source"]["origin"] == "keyboard"
        assert app.screens.open is None, "the typed roll answered the dice screen: it closes"
        assert not any(getattr(target, "name", "").startswith("ui:die:") for _, target in app.kiosk._targets)
    finally:
        app.stop()
