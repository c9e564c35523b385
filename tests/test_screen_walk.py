"""The screen walk: after each game's recorded log, and at every tenth line of it, every
screen the kiosk has opens and draws in every language and theme, and the history ends
with the log's last line. Faults 1 and 2 of issue 17 (a crash on a stored button source,
a history missing its newest lines) are what this walk is for.

Each game is played once through the live path (the stored log's lines applied one by
one, as ``agency run --script`` does); at each stop the screens are drawn offscreen."""

from __future__ import annotations

from pathlib import Path

import pytest

from device import config
from device.mainloop import Appliance, RunOptions
from drivers.events import DiceRolled
from engine import registry
from helpers import read_jsonl
from ui.i18n import LANGUAGES, say

LOGS = Path(__file__).parent / "logs"
GAMES = [path.stem for path in sorted(LOGS.glob("*.jsonl")) if path.stem in registry.ids()]
THEMES = config.choices("display.theme")
EVERY = 10


def open_game(data: Path, setup: dict) -> Appliance:
    app = Appliance(config.load(), data, RunOptions(headless=True, nfc_backend="sim", controls_backend="mock",
                                                   script=[setup]))
    app.start()
    app.step()
    return app


def screens_to_open(app) -> list[tuple[str, callable]]:
    """Every kiosk screen as (name, how to open it on ``app.screens``)."""
    flow = app.screens

    def history(oldest: bool):
        def show():
            flow._show("history")
            if oldest:
                flow.open.page = (len(flow.open.entries) - 1) // flow.open.per_page
        return show

    def correction():
        flow.ask_dice(DiceRolled(("1",), (1,), 0.4, "d6"), "The camera is only 40% sure it read 1.", can_keep=True)

    def enrolment():
        flow.offer_enrolment("04FFFFFFFFFFFF", "main")
        flow._choose("ui:enrol:04FFFFFFFFFFFF")

    def card_chooser_last_page():
        flow._show("choose_card")
        flow.open.page = 99     # the screen shows its last page

    def dice_values():
        """The values of each die: after a count, or at once when the game allows one count
        (while no roll is expected, the entry has no values to ask and stays as it is)."""
        flow._show("enter_dice")
        first = flow.overlay.choices[0][0]
        if first.startswith("ui:dice_count:"):
            flow._choose(first)

    return [("history newest", history(False)), ("history oldest", history(True)),
            ("menu", lambda: flow._show("menu")), ("report", lambda: flow._show("report")),
            ("correction", correction), ("enrolment", enrolment),
            ("card chooser", lambda: flow._show("choose_card")), ("card chooser end", card_chooser_last_page),
            ("dice entry", lambda: flow._show("enter_dice")), ("dice values", dice_values)]


def walk(app, where: str) -> None:
    """Open every screen once, then draw it in every language and theme (the report, a
    picture drawn in the language at the theme's size, is opened for each)."""
    flow, surface = app.screens, app.kiosk.surface
    opened = []
    for name, show in screens_to_open(app):
        if name != "report":
            show()
            assert flow.open is not None, f"{where}: {name} did not open"
            opened.append((name, flow.open))
            flow.open = flow.offer = None
    for language in LANGUAGES:
        app.set_language(language)
        reports = {}   # one report per size the themes draw it at
        for theme in THEMES:
            app.set_theme(theme)
            app.kiosk.draw(surface, app.screen())   # the game itself, under its screens
            size = app.kiosk.report_size()
            if size not in reports:
                flow._show("report")
                assert flow.open is not None, f"{where}: the report did not open ({language}, {theme})"
                reports[size] = flow.open
            for name, screen in [("report", reports[size]), *opened]:
                flow.open = screen
                app.kiosk.draw(surface, app.screen())
            flow.open = None
    app.set_language("en")


def assert_history_ends_with(app, outcome, where: str) -> None:
    """The history's newest entry is the log's last line, with the sentences it produced."""
    log = app.session.match.log
    app.screens._show("history")
    overlay = app.screens.overlay
    app.screens.open = None
    assert overlay.title == f"History: {len(log) - 1} lines", where
    last = overlay.lines[-1]
    assert last.startswith(f"{len(log) - 1}. "), f"{where}: the history ends with {last!r}"
    for event in outcome.events:
        assert say("en", event.text) in last, f"{where}: {event.text!r} is not in {last!r}"


@pytest.mark.parametrize("game", GAMES)
def test_every_screen_opens_after_every_tenth_line_of_the_recorded_game(isolated, game):
    log = read_jsonl(LOGS / f"{game}.jsonl")
    app = open_game(isolated, log[0])
    try:
        for number, line in enumerate(log[1:], start=1):
            outcome = app.play.apply_line("Script", line)
            assert outcome.refused is None, f"{game} line {number + 1} was refused: {outcome.refused}"
            app.record(outcome)
            if number % EVERY == 0 or number == len(log) - 1:
                where = f"{game} after line {number + 1}"
                assert app.session.match.log[-1] == line, where
                assert_history_ends_with(app, outcome, where)
                walk(app, where)
        assert app.session.match.log == log, f"{game}: the stored log is the recorded one"
    finally:
        app.stop()
