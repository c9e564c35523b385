"""The kiosk's words in the players' language, the gettext way.

Every sentence is written in English with :func:`engine.text.t` (or
:func:`engine.text.plural` for a count), by the rules, the table modules,
the drivers, the device and the kiosk alike, and said in the kiosk's language
(``display.language`` in the config) only here, at draw time, by :func:`say`.

The English template is the message id. Each domain (``common`` for the
kiosk, the engine core, the device and the drivers; one per game for its
rules, table module and view) has a catalog per language,
``ui/lang/<domain>/<language>.po``, with that language's own ``Plural-Forms``,
readable by translators' tools (Poedit, Weblate). The languages are the
catalogs that exist; each is read once, when the kiosk first speaks it.

Game terms stay in the game's own vocabulary (Kiválasztottak keeps its
Hungarian terms in every language). A missing translation falls back to
English; the tests make sure there is none.
"""

from __future__ import annotations

import functools
import gettext
import io
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Iterator

from engine.text import Text, die_face, t

LANG_DIR = Path(__file__).with_name("lang")
SOURCE_LANGUAGE = "en"      # the message ids' language: it has no catalog
COMMON = "common"
DOMAINS = (COMMON, *sorted({path.parent.name for path in LANG_DIR.glob("*/*.po")} - {COMMON}))
# The menu's language button goes round in this order; a catalog added later comes after these, by its code.
_MENU_ORDER = ("en", "hu", "pl", "fr")
LANGUAGES = tuple(sorted((SOURCE_LANGUAGE, *(path.stem for path in (LANG_DIR / COMMON).glob("*.po"))),
                         key=lambda code: (_MENU_ORDER.index(code) if code in _MENU_ORDER else len(_MENU_ORDER),
                                           code)))

THEME_NAMES = {"standard": t("Standard"), "high_contrast": t("High contrast"), "large": t("Large text")}


def catalog_path(domain: str, language: str) -> Path:
    return LANG_DIR / domain / f"{language}.po"


@functools.cache
def translations(language: str) -> gettext.NullTranslations:
    """Every domain's catalog of ``language`` in one lookup (a domain's template is in no
    other domain, so the order of the chain does not matter). The .po files are compiled
    in memory: no generated .mo file is kept."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    chain = gettext.NullTranslations()
    for domain in DOMAINS:
        path = catalog_path(domain, language)
        if path.exists():
            compiled = io.BytesIO()
            with path.open("rb") as po:
                write_mo(compiled, read_po(po, locale=language, domain=domain))
            compiled.seek(0)
            chain.add_fallback(gettext.GNUTranslations(compiled))
    return chain


def say(language: str, text: str) -> str:
    """A sentence (a :class:`~engine.text.Text`, or a plain label such as ``"Vortex"``)
    in ``language``, its phrase fields translated too."""
    if language not in LANGUAGES[1:] or not text:   # gettext's "" is the catalog's header
        return str(text)
    lookup = translations(language)
    if not isinstance(text, Text):
        return lookup.gettext(str(text))
    if text.plural is not None:
        template = (lookup.npgettext(text.context, text.template, text.plural, text.fields["n"]) if text.context
                    else lookup.ngettext(text.template, text.plural, text.fields["n"]))
    else:
        template = lookup.pgettext(text.context, text.template) if text.context else lookup.gettext(text.template)
    return template.format(**{name: _say_field(language, value) for name, value in text.fields.items()})


def _say_field(language: str, value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_say_field(language, item)) for item in value)
    return say(language, value) if isinstance(value, Text) else value


def language_name(language: str) -> str:
    """A language by its own name ("Magyar"), as its catalog gives it."""
    return say(language, t("English", context="language name"))


def face_name(language: str, name: str) -> str:
    """A die face as the players name it: pips by their number, symbol faces in words."""
    return say(language, die_face(name))


def theme_name(language: str, theme: str) -> str:
    return say(language, THEME_NAMES[theme])


def clock(seconds: float) -> str:
    """``1:05:09`` or ``5:09``: a duration as players read it."""
    seconds = max(0, int(seconds))
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


# --- TEMPORARY, removed once device/screenflow.py, device/mainloop.py, ui/screens.py and ui/model.py
# write say(language, t("<English>", **fields)): the old keyed lookup, each key mapped to its message id.

def tr(language: str, key: str, **fields) -> str:
    """The kiosk text once known as ``key``, in ``language``."""
    return say(language, t(TEXTS[key], context=TEXT_CONTEXTS.get(key), **fields))


class _LanguageNames(Mapping):
    def __getitem__(self, language: str) -> str:
        return language_name(language)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


LANGUAGE_NAMES = _LanguageNames()

TEXT_CONTEXTS = {"players": "setup choice", **{key: "die face" for key in (
    "face_blank", "face_hit", "face_double_hit", "face_skull", "face_hit_skull", "face_1tu", "face_2tu", "face_3tu")},
    **{key: "report track" for key in ("track_vp", "track_money", "track_knowledge", "track_dp")}}
TEXTS = {
    "session": "Session {time}",
    "round": "Round {n} {time}",
    "place": "{name} {time}",
    "turn": "Turn {time}",
    "paused": "Clock paused",
    "prompt": "Scan a card, roll the dice or press a button.",
    "refused": "Refused: {reason}",
    "read_card": "Card {uid} on {reader}",
    "read_lifted": "Card lifted from {reader}",
    "read_dice": "Dice {faces} ({how})",
    "typed": "typed",
    "corrected": "corrected",
    "tapped": "tapped",
    "read_touch_card": "Card {card} chosen by touch",
    "sure": "{pct} sure",
    "read_button": "Button {name}",
    "read_touch_button": "{name} touched",
    "face_blank": "blank",
    "face_hit": "hit",
    "face_double_hit": "2 hits",
    "face_skull": "skull",
    "face_hit_skull": "hit + skull",
    "face_1tu": "1 TU",
    "face_2tu": "2 TU",
    "face_3tu": "3 TU",
    "spoken_tu_left": "{n} TU left",
    "button_next": "next",
    "button_confirm": "confirm",
    "button_undo": "undo",
    "button_menu": "menu",
    "unknown_tag": "Unknown card {uid} on reader {reader}: enrol it to use it.",
    "simulated_cards": "Simulated cards",
    "undo": "Undo",
    "menu": "Menu",
    "history": "History",
    "close": "Close",
    "pause": "Pause clock",
    "resume_clock": "Restart clock",
    "report": "Game report",
    "new_game": "New game",
    "resume_game": "Resume game {id}",
    "keep_read": "Keep as read",
    "enrol": "Enrol card",
    "enter_dice": "Enter dice",
    "choose_card": "Choose card",
    "dice_n": "Dice: {n}",
    "ignore": "Ignore",
    "previous": "Previous",
    "more": "More",
    "players": "{n} players",
    "one_player": "1 player",
    "language": "Language: {name}",
    "theme": "Theme: {name}",
    "start_title": "Agency Table",
    "start_help": "Resume the last game or choose a new one.",
    "choose_help": "Choose a game.",
    "setup_title": "New game: {game}",
    "setup_help": "How many players? Scan receptacles and seats once the game runs.",
    "setup_scanned": "Scanned: {names}",
    "start_scanned": "Start with these {n}",
    "setup_scan_help": "Scan a {kind} card at each seat, or choose the number of players.",
    "kind_receptacle": "receptacle",
    "kind_snatcher": "snatcher",
    "setup_tu": "Starting TU: {tu}",
    "tu_choice": "{n} TU",
    "captain": "Time Captain: {name}",
    "setup_order": "Order of play: {names}",
    "setup_simulated": "Simulated table, keys: {cards}",
    "draw_order": "Draw the order",
    "bid_order": "Bid for the order",
    "setup_bid_order": "Order of play by the bids: {names}",
    "bid_title": "Bidding: {name}",
    "bid_help": ("Everyone has {coins} coins. How many does {name} bid? The highest bid plays first; "
                 "a sum already bid is taken, except 0."),
    "bids_so_far": "Bids so far: {bids}",
    "setup_wrong_card": "{card} is not a {kind} card of this game.",
    "setup_unknown_card": "Card {uid} is not enrolled: scan a {kind} card the table knows.",
    "setup_seats_full": "All {n} seats are taken: put a card on a seat's reader to change it.",
    "setup_by_touch": "This game is set up by touch: choose the number of players.",
    "menu_title": "Menu",
    "menu_help": "Next moves the frame, Confirm chooses, Undo closes.",
    "history_title": "History: {count} lines",
    "history_empty": "Nothing has happened yet.",
    "correct_title": "Check the dice",
    "correct_low": "The camera is only {pct} sure it read {faces}.",
    "correct_pick": "Tap the value of die {n} of {count}.",
    "dice_count_help": "How many dice were thrown?",
    "enter_dice_help": "No camera reading: tap the value of each die.",
    "choose_card_help": "{kinds}: tap a card to play it as if scanned (page {page} of {pages}).",
    "no_picture": "No picture of this roll",
    "enrol_title": "Unknown card {uid}",
    "enrol_help": "Tap the card this tag is on (page {page} of {pages}).",
    "enrolled": "Tag {uid} is now {card}.",
    "report_title": "Game report: {game}",
    "idle_hint": "Touch the screen or press a button to go on.",
    "game_over": "The game is over: the report is in the menu.",
    "duration": "Duration {time}",
    "time_per_phase": "Time per location or round",
    "spent_per_location": "{unit} spent per location",
    "tracks": "Tracks over the game",
    "dp_curve": "DP over the game",
    "track_vp": "VP",
    "track_money": "money",
    "track_knowledge": "knowledge",
    "track_dp": "DP",
    "dice_stats": "Dice: {count} read, chi-square {chi2} ({dof} d.f.)",
    "expected": "bar: read, line: expected",
    "no_dice": "No dice were read.",
}
