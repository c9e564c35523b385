"""A fifth game is new files only: Tally (``tests/fifth_game/``), registered from
the tests, is played by the conformance suite, mapped from table inputs, cued,
timed and reported without an edit to a shared file."""

from __future__ import annotations

import pygame
import pytest

from device.catalog import Catalog
from device.cli import main as agency_main
from device.indicators import Indicators
from device.mapping import map_event
from device.session import Outcome
from device.store import Store
from device.tables import dice_profile, table_for
from drivers.events import ButtonPressed, DiceRolled
from engine import Match, registry
from test_conformance import *  # noqa: F401,F403  every conformance test, rerun here over Tally
from test_conformance import scripted_playout
from ui.report import summarise
from ui.timers import Timeline
from ui.views import view_for


@pytest.fixture
def playout(fifth_game):
    return scripted_playout(fifth_game.id)


def test_a_registered_game_is_known_after_the_built_in_ones_and_forgotten_after_its_test(fifth_game):
    assert registry.ids() == ("timestories", "cavendish", "enclave", "kivalasztottak", "tally")
    assert registry.get("tally") is fifth_game
    assert table_for("tally").__name__ == "fifth_game.table" and view_for("tally").__name__ == "fifth_game.view"


def test_the_built_in_games_are_found_without_a_list():
    assert registry.ids() == ("timestories", "cavendish", "enclave", "kivalasztottak")
    assert registry.table_module("enclave") == "device.tables.enclave"
    assert registry.view_module("enclave") == "ui.views.enclave"


def test_the_table_inputs_become_its_actions_and_the_generic_ones_still_work(fifth_game, tmp_path):
    state = Match.start(table_for("tally").DEFAULT_SETUP)[0].state
    catalog = Catalog.load(tmp_path)
    roll = map_event(DiceRolled(("4",), (4,), 0.97), "tally", state, catalog)
    assert roll == {"action": "score", "points": 4,
                    "source": {"kind": "dice", "faces": ["4"], "confidence": 0.97, "origin": "camera"}}
    assert map_event(ButtonPressed("score6", "touch"), "tally", state, catalog)["points"] == 6
    assert map_event(ButtonPressed("undo", "gpio"), "tally", state, catalog)["action"] == "undo"
    assert dice_profile("tally", state) == "d6"     # no dice_profile hook: the default


def test_its_spoken_cue_is_said_after_an_accepted_action(fifth_game):
    class Speaker:
        language = "en"

        def __init__(self):
            self.said = []

        def say(self, text):
            self.said.append(text)

    match = Match.start(scripted_playout("tally")[0])[0]
    match.push({"action": "score", "points": 3})
    speaker = Speaker()
    Indicators(None, speaker, turn_limit=0).action_applied(
        Outcome("Button score3", {"action": "score", "points": 3}), "tally", match.state, False)
    assert speaker.said == ["Bela to roll"]


def test_the_clocks_time_its_rounds_and_its_player_on_turn(fifth_game):
    timeline = Timeline.from_log(scripted_playout("tally")[:4])
    timers = timeline.at(70)
    assert timers.phase == ("round", "2") and timers.turn == "Bela"


def test_the_report_draws_its_tracks_and_dice(fifth_game, isolated, tmp_path, capsys):
    log = scripted_playout("tally")
    summary = summarise(log)
    assert summary.title == "Tally" and summary.tracks_heading == "Scores over the game"
    assert summary.tracks[("Anna", "score")][-1] == 11 and summary.tracks[("Bela", "score")][-1] == 9
    assert set(summary.phases) == {("round", str(n), None) for n in range(1, 7)}
    assert sum(summary.dice["d6"][0].values()) == 4
    with Store.open(isolated) as store:
        game_id = store.new_game(log[0])
        for seq, line in enumerate(log[1:], start=1):
            store.append(game_id, seq, line)
    out = tmp_path / "tally.png"
    assert agency_main(["report", str(game_id), "-o", str(out), "--size", "800x480"]) == 0
    assert pygame.image.load(str(out)).get_size() == (800, 480)


def test_the_kiosk_offers_it_sets_it_up_by_touch_plays_it_and_reports_it(fifth_game, isolated):
    """The start screen lists Tally after the built-in games; its setup screen offers the
    player counts its rules accept; its buttons score; the menu's report draws it."""
    from device import config
    from device.mainloop import Appliance, RunOptions

    app = Appliance(config.load(), isolated, RunOptions(headless=True, nfc_backend="sim", controls_backend="mock",
                                                        start_screen=True))
    app.start()
    try:
        app.step()

        def touch(name: str) -> None:
            rect = next(rect for rect, target in app.kiosk._targets if getattr(target, "name", None) == name)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
            app.step()

        assert [name for name, _ in app.screens.overlay.choices if name.startswith("ui:game:")][-1] == "ui:game:tally"
        touch("ui:game:tally")
        assert app.screens.overlay.kind == "setup"
        offered = [name for name, _ in app.screens.overlay.choices if name.startswith("ui:players:")]
        assert offered == ["ui:players:2", "ui:players:3", "ui:players:4"], "its rules want 2 to 4 players"
        touch("ui:players:3")
        assert app.session.game == "tally" and app.screens.overlay is None
        assert app.session.state["order"] == ["Anna", "Bela", "Csilla"]
        touch("score6")
        assert app.session.state["players"]["Anna"]["score"] == 6 and app.session.state["active"] == "Bela"
        assert "Anna scores 6, 6 in all." in app.strip[-1].did
        assert app.play.banner is None, "a score is no outcome Tally keeps on the banner"
        touch("score1")
        touch("score1")   # Csilla, the last seat: round 2
        assert app.play.banner is app.strip[-1] and "Round 2: Anna leads." in app.play.banner.did, \
            "Tally declares its new round for the banner"
        touch("ui:menu")
        touch("ui:report")
        assert app.screens.overlay.kind == "report"
        assert pygame.image.load(app.screens.overlay.picture).get_size()[0] == 800
    finally:
        app.stop()
