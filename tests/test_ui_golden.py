"""Golden images of the kiosk's own screens at 800x480 and 1920x1080: play (with the action
strip and the clocks), idle, start, setup, Enclave's bidding, menu, history, dice correction,
enrolment and report, each also in the high-contrast and large themes; the play screen
also in Hungarian (its view, rule sentence and touch buttons translated).

After an intended change, `make golden` (AGENCY_UPDATE_GOLDEN=1) rewrites them; look at them
before committing."""

from __future__ import annotations

import pygame
import pytest

from device.tables import timestories as timestories_table
from engine import replay
from engine.text import t
from engine.enclave import BID_MONEY
from helpers import LOGS, assert_golden, read_jsonl
from ui import screens
from ui.i18n import say
from ui.kiosk import Kiosk
from ui.model import Chip, Screen, StripLine
from ui.report import render_report
from ui.timers import Timers

SIZES = [(800, 480), (1920, 1080)]
LOG = read_jsonl(LOGS / "timestories.jsonl")
FRESH = 10 ** 9          # strip lines drawn "just now" whenever the test runs
STILL = float("inf")     # clocks as the device took them (no time added while drawing)


@pytest.fixture(scope="module")
def state():
    return replay(LOG[:25])[0].state


@pytest.fixture(scope="module")
def report_png(tmp_path_factory):
    """The report of the logged game, drawn for each screen size as the kiosk draws it."""
    folder = tmp_path_factory.mktemp("report")
    return {size: str(render_report(LOG, folder / f"{size[0]}.png", size=Kiosk(*size, headless=True).report_size()))
            for size in SIZES}


@pytest.fixture(scope="module")
def roll_png(tmp_path_factory):
    """A drawn die showing five, standing in for the camera's crop."""
    pygame.font.init()
    surface = pygame.Surface((120, 120))
    surface.fill((230, 230, 230))
    for x, y in ((30, 30), (90, 30), (60, 60), (30, 90), (90, 90)):
        pygame.draw.circle(surface, (20, 20, 20), (x, y), 10)
    path = tmp_path_factory.mktemp("roll") / "roll.png"
    pygame.image.save(surface, str(path))
    return str(path)


def play_screen(state, **changes) -> Screen:
    strip = (StripLine("Button next", ("Action round: the Time Captain spends 1 TU, 14 TU left.",), False, FRESH),)
    fields = dict(game="timestories", title="T.I.M.E Stories", state=state, strip=strip,
                  buttons=(("spend_tu", "Spend 1 TU"), ("idle", "Idle: Pink"), ("undo", "Undo")),
                  chips=tuple(Chip(key, f"Location {n + 1}", n == 1) for n, key in enumerate("abcd")),
                  started=STILL, timers=Timers(3725, ("place", "Day Room"), 312, "Pink", 95, False), turn_limit=90)
    return Screen(**(fields | changes))


def screen_named(name: str, state, report_png: str, roll_png: str, history_page: int) -> Screen:
    """The screen ``name`` (see SCREENS); ``report_png`` is the report drawn for this screen's size,
    ``history_page`` the history entries its kiosk shows whole."""
    games = [("timestories", "T.I.M.E Stories"), ("cavendish", "T.I.M.E Stories Revolution: Cavendish"),
             ("enclave", "Enclave"), ("kivalasztottak", "Kiválasztottak")]
    entries = [f"{n}. Button next: Action round: the Time Captain spends 1 TU, {20 - n} TU left."
               for n in range(1, 9)]
    overlays = {
        "start": screens.start("en", games, (3, "T.I.M.E Stories")),
        "setup": screens.setup("en", "T.I.M.E Stories", [1, 2, 3, 4], kind=timestories_table.SCAN_SETUP.word),
        "bid": screens.bidding("en", "Yellow", [("Green", 5), ("Red", 0)], BID_MONEY),
        "menu": screens.menu("en", "standard", False),
        "history": screens.history("en", entries, 0, history_page),
        "correct": screens.correction("en", "The camera is only 41% sure it read 5.", list("123456"), 1, [],
                                      roll_png, True),
        "enrol": screens.enrol("en", "04C0FFEE000001", [(f"c{n}", f"Location {n}") for n in range(1, 11)], 0,
                               can_add=True),
        "report": screens.report("en", "T.I.M.E Stories", report_png),
    }
    if name == "idle":
        return play_screen(state, idle=True)
    if name == "attention":
        warning = "Unknown card 04C0FFEE000001 on reader main."
        return play_screen(state, attention=warning, offer=("ui:enrol", "Enrol card"),
                           strip=(StripLine("Card 04C0FFEE000001 on main", (warning,), True, FRESH),))
    if name == "play":
        return play_screen(state)
    if name == "play_hu":
        _, events, _ = replay(LOG[:25])
        said = " ".join(say("hu", event.text) for event in events[-1][1])
        buttons = tuple((b.name, say("hu", b.label)) for b in timestories_table.touch_buttons(state))
        return play_screen(state, language="hu", buttons=buttons,
                           strip=(StripLine(say("hu", t("Button {name}", name="next")), (said,), False, FRESH),))
    return Screen(None, "", {}, overlay=overlays[name])


def draw(screen: Screen, size, theme: str = "standard") -> pygame.Surface:
    kiosk = Kiosk(*size, theme, headless=True)
    surface = pygame.Surface(size)
    kiosk.draw(surface, screen)
    return surface


SCREENS = ["play", "play_hu", "attention", "idle", "start", "setup", "bid", "menu", "history", "correct", "enrol",
           "report"]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", SCREENS)
def test_golden_screen(name, size, state, report_png, roll_png, tmp_path):
    history_page = Kiosk(*size, headless=True).history_page()
    image = draw(screen_named(name, state, report_png[size], roll_png, history_page), size)
    assert_golden(image, f"kiosk_{name}_{size[0]}x{size[1]}.png", tmp_path)


THEMED = [(theme, name) for theme in ("high_contrast", "large") for name in SCREENS]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("theme, name", THEMED)
def test_golden_theme(theme, name, size, state, report_png, roll_png, tmp_path):
    history_page = Kiosk(*size, theme, headless=True).history_page()
    image = draw(screen_named(name, state, report_png[size], roll_png, history_page), size, theme)
    assert_golden(image, f"kiosk_{name}_{theme}_{size[0]}x{size[1]}.png", tmp_path)


def test_meaning_is_not_carried_by_colour_alone(state):
    """In grey, the attention line and the focused choice still stand out by shape."""
    def grey(surface):
        return pygame.surfarray.array3d(surface).mean(axis=2).round()

    calm = grey(draw(play_screen(state, strip=()), (800, 480)))
    alarmed = grey(draw(play_screen(state, strip=(), attention="Unknown card."), (800, 480)))
    strip_left = (slice(10, 40), slice(420, 470))      # where the triangle goes, in the strip
    assert (calm[strip_left] != alarmed[strip_left]).any()
    menu = screens.menu("en", "standard", False)
    first = grey(draw(Screen(None, "", {}, overlay=menu), (800, 480)))
    second = grey(draw(Screen(None, "", {}, overlay=menu.__class__(**{**menu.__dict__, "focus": 1})), (800, 480)))
    assert (first != second).sum() > 200, "the focus frame differs in brightness and shape, not hue only"
