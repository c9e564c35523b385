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
from pathlib import Path
from typing import Any

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
