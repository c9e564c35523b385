"""Every kiosk text in every language fits at every supported resolution.

Every screen of the kiosk (play for each game with the strip and clocks, idle, start, setup,
menu, history, dice correction and dice entered by touch, enrolment, a card chosen by touch, report)
and the report picture are drawn in English, Hungarian, Polish and French at 800x480, 1024x600,
1280x720 and 1920x1080. A text fails if the widgets had to cut it with '...' (shrinking is allowed,
never below the 18 px floor, which the widgets enforce) or if its font is taller than its box. The
game views' own texts are left to their tests. A second test checks that these screens really show every kiosk string.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pygame
import pytest

from device.tables import cavendish as cavendish_table, enclave as enclave_table, table_for
from device.tables import timestories as timestories_table
from drivers.nfc.names import reader_word
from engine import registry, replay
from engine.enclave import BID_MONEY
from engine.text import t
from helpers import LOGS, read_jsonl
from ui import i18n, kiosk as kiosk_module, screens, widgets
from ui.i18n import LANGUAGES, say
from ui.kiosk import Kiosk
from ui.model import SIM_KEYS, Chip, Screen, StripLine
from ui.report import render_report
from ui.theme import MIN_TEXT_PX, _font
from ui.timers import Timers
from ui.views import view_for

SIZES = [(800, 480), (1024, 600), (1280, 720), (1920, 1080)]
GAMES = registry.ids()


@pytest.fixture(scope="module")
def logs():
    return {game: read_jsonl(LOGS / f"{game}.jsonl") for game in GAMES}


ACTION_FACES = ["blank", "hit", "double_hit", "skull", "hit_skull"]


def with_dice(log: list[dict], action_dice: bool = False) -> list[dict]:
    """The T.I.M.E Stories log with each Time Captain roll read by the camera (and with
    ``action_dice``, each roll against a test read as five action dice, so they are the most read)."""
    read = [dict(line, source={"kind": "dice", "faces": [f"{line['roll']}tu"], "origin": "camera"})
            if line["action"] == "leave" else line for line in log]
    if action_dice:
        read = [dict(line, source={"kind": "dice", "faces": ACTION_FACES, "origin": "camera"})
                if line["action"] == "roll" else line for line in read]
    return read


@pytest.fixture(scope="module")
def states(logs):
    return {game: replay(log[: len(log) // 2])[0].state for game, log in logs.items()}


def play_screens(language: str, states: dict) -> list[Screen]:
    now = 10 ** 9  # the strip lines are fresh whenever the test draws them
    timers = [Timers(3725, ("round", "12"), 1925, "Anna", 125, False),
              Timers(61, ("place", "Location 6"), 59, None, 5, False),
              Timers(61, ("place", "Location 6"), 59, None, 5, True)]
    shown = []
    for index, game in enumerate(GAMES):
        title = registry.get(game).title
        refused = say(language, t("Refused: {reason}", reason="There is nothing to undo."))
        strip = (StripLine("Button undo", (refused,), True, now),)
        shown.append(Screen(game, title, states[game], strip, language=language, timers=timers[index % 3],
                            turn_limit=60, started=float("inf")))
        shown.append(Screen(game, title, states[game], (), language=language, timers=timers[(index + 1) % 3],
                            idle=True, started=float("inf")))
    shown.append(Screen("timestories", "T.I.M.E Stories", states["timestories"],
                        (StripLine("04AA", (t("Tag {uid} is now {card}.", uid="04C0FFEE000001", card="Location 2"),),
                                   False, now),), language=language, timers=timers[1], started=float("inf")))
    shown.append(Screen("timestories", "T.I.M.E Stories", states["timestories"], (), language=language,
                        chips=tuple(Chip(key, f"Location {n}", n == 2) for n, key in enumerate("abcdefgh")),
                        timers=timers[2]))
    shown.append(Screen("timestories", "T.I.M.E Stories", states["timestories"], (), attention="Unknown card 04AA.",
                        language=language, timers=timers[1], offer=("ui:enrol", say(language, t("Enrol card")))))
    from drivers.events import ButtonPressed, DiceRolled, TagPlaced, TagRemoved
    reads = [TagPlaced("seat4", "04C0FFEE000001"), TagRemoved("seat4", "04C0FFEE000001"),
             TagPlaced("main", "04C0FFEE000001"), TagRemoved("door", "04C0FFEE000001"),
             DiceRolled(("hit_skull", "double_hit", "hit"), (1, 2, 1), 0.93, "timestories_action"),
             DiceRolled(("5",), (5,), 1.0, origin="keyboard"), DiceRolled(("2",), (2,), 1.0, origin="corrected"),
             DiceRolled(("6", "6"), (6, 6), 1.0, origin="touch"), TagPlaced("touch", "timestories/location/6"),
             ButtonPressed("tower-1:Anna")] + [ButtonPressed(name) for name in ("next", "confirm", "undo", "menu")]
    described = [screens.describe(event) for event in reads]
    described.append(screens.describe(ButtonPressed("keep_tree_token", "touch"), button="Jennifer: keep Tree token"))
    for read in described:
        line = StripLine(read, ("Undo: 'spend_tu' taken back.",), False, now)
        shown.append(Screen("timestories", "T.I.M.E Stories", states["timestories"], (line,), language=language,
                            timers=timers[0], started=float("inf")))
    shown.append(Screen("timestories", "T.I.M.E Stories", states["timestories"], (), language=language,
                        attention=t("Unknown card {uid} on {reader}: enrol it to use it.",
                                    uid="04C0FFEE000001", reader=reader_word("seat4")),
                        offer=("ui:enrol", say(language, t("Enrol card"))), timers=timers[0]))
    buttons = tuple((f"button:{n}", f"Anna +{n} DP") for n in range(4))
    shown.append(Screen("timestories", "T.I.M.E Stories", states["timestories"], (), language=language,
                        buttons=buttons, chips=tuple(Chip(key, f"Location {n}", False) for n, key in enumerate(SIM_KEYS)),
                        timers=timers[2], extra={"armed": "button:1", "armed_said": ("Anna +1 DP", True)}))
    shown.append(Screen("timestories", "T.I.M.E Stories", states["timestories"], (), language=language,
                        buttons=buttons, timers=timers[2], extra={"armed": "next", "armed_said": ("Spend 1 TU", False)}))
    banner = StripLine("Button next", (t("Mission failed: the time marker reached 0; read the Mission Failed (TU) "
                                         "card."),), False, now)
    shown.append(Screen("timestories", "T.I.M.E Stories", states["timestories"], (banner,), language=language,
                        timers=timers[0], extra={"banner": banner}))
    over = dict(states["kivalasztottak"])
    shown.append(Screen("kivalasztottak", "Kiválasztottak", over, (), language=language, timers=timers[0],
                        extra={"over": True}))
    return shown


def card_screens(language: str, cards: list) -> list:
    """The enrolment's screens for every kind of card of every game: its kinds, its printed
    fields (each list with one entry), and each field's values."""
    from device.catalog import card_fields
    from device.screens.cards import (LETTER_GROUPS, MOST_VALUE_BUTTONS, STEPS, CardEditScreen, TextScreen,
                                      get_path, leaves, options)

    def filled(fields: dict) -> dict:
        return {key: filled(spec) if isinstance(spec, dict) else [filled(spec[0])] if isinstance(spec, list)
                else "12" if spec is str else (False if spec is bool else options(spec)[1]) for key, spec in fields.items()}

    uid, name = "04C0FFEE000001", "Kalandozó 12 MP"
    shown = [screens.enrol(language, uid, cards, 0, can_add=True)]
    for game in GAMES:
        kinds = card_fields(game)
        shown.append(screens.card_kinds(language, uid, list(kinds)))
        of_each_kind = [(f"card/{kind}", kind, name) for kind in kinds]
        shown += [screens.choose_card(language, of_each_kind, page) for page in range(len(kinds) // screens.ENROL_PAGE + 1)]
        for fields in kinds.values():
            record = filled(fields)
            found = leaves(fields, record)
            shown += [screens.card_fields(language, tag, name, [(path, get_path(record, path)) for path, _ in found],
                                          new=new) for new, tag in ((True, uid), (False, uid), (False, None))]
            for path, spec in found:
                if spec is str:   # typed on the keyboard: its groups, fresh and typed, and a group's letters
                    editor = CardEditScreen(None, dict(record, name=name), fields, new=True)
                    typing = TextScreen(editor, path, "Łukasz Ő 12", fresh=False)
                    shown += [TextScreen(editor, path, "12").view(language), typing.view(language)]
                    for group in range(len(LETTER_GROUPS)):
                        typing.choose("group", str(group))
                        shown.append(typing.view(language))
                    typing.choose("group", "digits")
                    shown.append(typing.view(language))
                    continue
                values = options(spec)
                shown.append(screens.card_field(language, name, path, None,
                                                values if len(values) <= MOST_VALUE_BUTTONS else None, STEPS))
    return shown


def overlays(language: str, report_png: str) -> list:
    games = [(game, registry.get(game).title) for game in GAMES]
    cards = [(f"card/{n}", f"Kalandozó {n} MP") for n in range(12)]
    entries = [f"{n}. Button next: Action round: the Time Captain spends 1 TU, {20 - n} TU left."
               for n in range(1, 15)]
    unsure = say(language, t("The camera is only {pct} sure it read {faces}.", pct="41%", faces="5 3"))
    shown = [screens.start(language, games, (12, "T.I.M.E Stories Revolution: Cavendish")),
             screens.start(language, games, None),
             screens.start(language, games, (12, "T.I.M.E Stories Revolution: Cavendish"), [(9, "Enclave")]),
             screens.menu(language, "high_contrast", False), screens.menu(language, "large", True),
             screens.menu(language, "large", False, camera=True),
             screens.history(language, entries, 0), screens.history(language, entries, 1),
             screens.history(language, [], 0),
             screens.correction(language, unsure, list("123456"), 2, ["4"], None, True),
             screens.correction(language, "The Time Captain die shows 1 to 3 TU.", ["1tu", "2tu", "3tu"], 1, [],
                                report_png, False),
             screens.enrol(language, "04C0FFEE000001", cards, 0), screens.enrol(language, "04C0FFEE000001", cards, 1),
             screens.dice_count(language), screens.dice_count(language, ()),
             screens.correction(language, unsure, ["blank", "hit", "double_hit", "skull", "hit_skull"], 3,
                                ["hit_skull", "double_hit"], None, True),
             screens.correction(language, say(language, t("No camera reading: tap the value of each die.")),
                                list("123456"), 6, list("12345"), None, False),
             screens.choose_card(language, [(card_id, "kalandozo" if n % 2 else "akciolap", name)
                                            for n, (card_id, name) in enumerate(cards)], 0),
             screens.choose_card(language, [(card_id, "receptacle", name) for card_id, name in cards], 1),
             screens.report(language, "T.I.M.E Stories Revolution: Cavendish", report_png),
             screens.number_entry(language, t("Difficulty"), range(0, 31), "", list("1234567890")),
             screens.number_entry(language, t("Difficulty"), range(0, 31), "3", ["0"]),
             screens.correct_card(language, cards, 1, t("Tag {uid} is no card of this game: scan another, or tap "
                                                        "the card.", uid="04C0FFEE000001"))]
    shown += card_screens(language, cards)
    kinds = {game: getattr(table_for(game), "SCAN_SETUP", None) for game, _ in games}
    shown += [screens.setup(language, title, [1, 2, 3, 4], kind=kinds[game] and kinds[game].word)
              for game, title in games]
    receptacle, snatcher = timestories_table.SCAN_SETUP.word, enclave_table.SCAN_SETUP.word
    shown.append(screens.setup(language, games[1][1], [1, 2, 3, 4], ("Anton", "Amy", "Jennifer", "Doug"),
                               kind=receptacle))
    agents = ("Blue: Receptacle 4", "Red: Receptacle 2", "Green: Receptacle 1", "Yellow: Receptacle 3")
    seats = dict(enumerate(timestories_table.SEAT_COLOURS, 1))
    captain_yellow = timestories_table.setup_view({"tu": 30, "captain": 4}, list(seats.items()), seats)
    two = {1: "Red", 2: "Yellow"}
    yellow_first = enclave_table.setup_view({"order": [2, 1], "bids": None}, list(two.items()), two)
    four = {1: "Red", 2: "Yellow", 3: "Green", 4: "Blue"}
    _, order_choices = enclave_table.setup_view({"order": None, "bids": None}, list(four.items()), four)
    by_bids = (t("Order of play by the bids: {names}", names=["Yellow", "Green", "Red", "Blue"]),)
    blue_leads = timestories_table.setup_view({"tu": 25, "captain": 1}, [(1, None)], seats)
    nothing_entered = cavendish_table.setup_view(cavendish_table.setup_options([]), [], {})
    shown += [screens.setup(language, games[0][1], [1, 2, 3, 4], agents, kind=receptacle,
                            option_lines=captain_yellow[0], option_choices=captain_yellow[1],
                            notice=t("{card} is not a {kind} card of this game.", card="Mission Successful", kind="receptacle")),
              screens.setup(language, "Enclave", [2, 3, 4], ("Red snatcher", "Yellow snatcher"), kind=snatcher,
                            option_lines=yellow_first[0], option_choices=yellow_first[1],
                            notice=t("Card {uid} is not enrolled: scan a {kind} card the table knows.", uid="04C0FFEE000001",
                                        kind="snatcher")),
              screens.setup(language, "Enclave", [2, 3, 4], ("Red snatcher",), kind=snatcher,
                            notice=t("All {n} seats are taken: put a card on a seat's reader to change it.", n=4)),
              screens.setup(language, "Enclave", [2, 3, 4], ("Red snatcher", "Yellow snatcher",
                                                             "Green snatcher", "Blue snatcher"), kind=snatcher,
                            option_lines=by_bids, option_choices=order_choices),
              screens.setup(language, games[1][1], [1, 2, 3, 4], kind=cavendish_table.SCAN_SETUP.word,
                            simulated=("A Anton", "B Amy", "C Jennifer", "D Doug")),
              screens.setup(language, games[1][1], [2, 3, 4], kind=cavendish_table.SCAN_SETUP.word,
                            option_lines=nothing_entered[0], option_choices=nothing_entered[1],
                            simulated=("A Anton", "B Amy", "C Jennifer", "D Doug")),
              screens.setup(language, games[0][1], [1, 2, 3, 4], ("Blue: Receptacle 4",), kind=receptacle,
                            option_lines=blue_leads[0], option_choices=blue_leads[1],
                            simulated=tuple(f"{k} Receptacle {n}" for n, k in enumerate("ABCD", 1))),
              screens.bidding(language, "Yellow", [], BID_MONEY),
              screens.bidding(language, "Yellow", [("Green", 11), ("Red", 0), ("Blue", 10)], BID_MONEY),
              screens.setup(language, "Kiválasztottak", [2, 3, 4], notice=t("This game is set up by touch: choose the number of players."))]
    return shown


class Recorder:
    """Every text the widgets fit, with whether it was cut or is taller than its box;
    texts drawn by a game's view are set aside (their own tests check them)."""

    def __init__(self):
        self.in_view = False
        self.texts: list[str] = []
        self.problems: list[str] = []

    def fit(self, value, rect, pixels):
        font, drawn = real_fit(value, rect, pixels)
        if not self.in_view:
            self.texts.append(value)
            if drawn != value:
                self.problems.append(f"cut: {value!r} in {rect.width} px")
            elif font.get_height() > rect.height + max(4, rect.height // 5):
                self.problems.append(f"too tall: {value!r} ({font.get_height()} px font in a {rect.height} px box)")
        return font, drawn

    def view_for(self, game):
        module = view_for(game)
        recorder = self

        class Watched:
            @staticmethod
            def draw(*args):
                recorder.in_view = True
                try:
                    module.draw(*args)
                finally:
                    recorder.in_view = False

        return Watched


real_fit = widgets._fit


@pytest.fixture
def recorder(monkeypatch):
    pygame.font.init()
    record = Recorder()
    monkeypatch.setattr(widgets, "_fit", record.fit)
    monkeypatch.setattr(kiosk_module, "view_for", record.view_for)
    return record


def draw_everything(language: str, size, states, report_png: str, theme: str = "standard") -> None:
    kiosk = Kiosk(*size, theme, headless=True)
    surface = pygame.Surface(size)
    for screen in play_screens(language, states):
        kiosk.draw(surface, screen)
    for overlay in overlays(language, report_png):
        kiosk.draw(surface, Screen(None, "", {}, language=language, overlay=overlay))


@pytest.fixture(scope="module")
def report_png(tmp_path_factory, logs):
    return str(render_report(logs["enclave"], tmp_path_factory.mktemp("report") / "r.png"))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_kiosk_text_fits_uncut(language, size, recorder, states, report_png, logs, tmp_path):
    draw_everything(language, size, states, report_png)
    draw_everything(language, size, states, report_png, "large")   # 25 % larger text
    for game in ("timestories", "enclave", "kivalasztottak"):   # the report, at this size and as the kiosk shows it
        for report_size in (size, Kiosk(*size, headless=True).report_size()):
            render_report(with_dice(logs[game]) if game == "timestories" else logs[game], tmp_path / f"{game}.png",
                          language, report_size)
    for report_size in (size, Kiosk(*size, headless=True).report_size()):
        render_report(with_dice(logs["timestories"], action_dice=True), tmp_path / "action.png", language, report_size)
    assert recorder.texts and not recorder.problems, "\n".join(recorder.problems)


def test_the_floor_is_18_px_at_800x480():
    assert min(Kiosk(800, 480, headless=True).theme.px(s) for s in (18, 20)) >= MIN_TEXT_PX
    assert _font(MIN_TEXT_PX).get_height() >= MIN_TEXT_PX


# The kiosk's own words: what its screens, frame and report write with t().
KIOSK_MODULES = [Path(module.__file__) for module in (screens, kiosk_module, __import__("ui.report").report)]


def kiosk_templates() -> set[tuple[str, str | None]]:
    found = set()
    for path in KIOSK_MODULES:
        for call in ast.walk(ast.parse(path.read_text())):
            if isinstance(call, ast.Call) and getattr(call.func, "id", None) == "t" and call.args \
                    and isinstance(call.args[0], ast.Constant):
                context = next((k.value.value for k in call.keywords if k.arg == "context"), None)
                found.add((call.args[0].value, context))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_screens_show_every_kiosk_string(language, recorder, states, report_png, logs, tmp_path):
    draw_everything(language, (800, 480), states, report_png)
    for game in ("enclave", "kivalasztottak"):
        render_report(logs[game], tmp_path / f"{game}.png", language)
    render_report(with_dice(logs["timestories"]), tmp_path / "dice.png", language)
    render_report(read_jsonl(LOGS / "cavendish.jsonl")[:1], tmp_path / "empty.png", language)
    render_report(logs["kivalasztottak"][:1], tmp_path / "no-dice.png", language)   # a game with dice, none rolled
    timed = [logs["enclave"][0]] + [dict(line, at=9.0 * n) for n, line in enumerate(logs["enclave"][1:], start=1)]
    render_report(timed, tmp_path / "timed.png", language)
    shown = " ".join(recorder.texts)
    missing = []
    for template, context in kiosk_templates():
        said = template if language == "en" else i18n.translations(language).pgettext(context, template) \
            if context else i18n.translations(language).gettext(template)
        fixed = max(re.split(r"\{\w+\}", said), key=len).strip(" :")
        if fixed and fixed.casefold() not in shown.casefold():   # a kind is drawn with a capital, as a label
            missing.append(f"{template!r}: {fixed!r}")
    assert not missing, "never drawn: " + ", ".join(missing)
