"""Every sentence the kiosk shows is said in English, Hungarian, Polish and French.

The rules, the table modules, the drivers and the game views write their sentences
with ``engine.text.t`` or ``engine.text.plural`` (or pass a fixed label to
``ui.i18n.say``); the gettext catalogs ``ui/lang/<domain>/<language>.po`` translate
each English template. Like ``xgettext``, these tests read the code itself for the
templates, so a new sentence without its translations, a translation with other
``{fields}`` than its template, a stale translation, or a sentence written as a plain
string fails here; the catalogs must be valid PO (as Poedit and Weblate read them),
with each language's own plural forms. Then every game's scripted log is played (and
pushed out of order, to be refused) in each language to check that what the players
really see is translated, and every sentence is drawn where the kiosk shows it in full
(the history, a touch button) at 800x480 uncut.
"""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from drivers.nfc.names import reader_word
from engine import registry
from engine.core import ActionError
from engine.match import Match
from engine.text import Text, t
from helpers import LOGS, read_jsonl
from ui import i18n, screens, widgets
from ui.i18n import DOMAINS, LANGUAGES, catalog_path, say
from ui.kiosk import Kiosk
from ui.model import Overlay, Screen, StripLine

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted(path for folder in ("engine", "device", "drivers", "ui") for path in (ROOT / folder).rglob("*.py"))
# Calls whose sentence argument (by position) the players may read: it must come from t() or say().
SENTENCE_ARGUMENTS = {"Event": 1, "ensure": 1, "ensure_form": 1, "IllegalAction": 0, "MalformedAction": 0,
                      "Notice": 0, "TouchButton": 1, "DeviceNotice": 1}
TRANSLATED = LANGUAGES[1:]
# gettext's own plural forms of the languages we know (Hungarian nouns stay singular after a
# number, but its counted words still follow gettext's two forms); a new language's catalogs
# must at least agree with its common one.
PLURAL_FORMS = {"hu": (2, "(n != 1)"),
                "pl": (3, "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)"),
                "fr": (2, "(n > 1)")}


def read_catalog(domain: str, language: str):
    with catalog_path(domain, language).open("rb") as po:
        return read_po(po, locale=language, domain=domain, abort_invalid=True)


CATALOGS = {(domain, language): read_catalog(domain, language) for domain in DOMAINS for language in TRANSLATED}


def message_key(message) -> tuple[str | None, str]:
    """What the code writes for a message: its context and its English (the singular, for a count)."""
    return message.context, message.id[0] if message.pluralizable else message.id


def messages() -> dict[tuple[str | None, str], tuple[str, dict]]:
    """(context, English template) -> (domain, {language: babel Message})."""
    found: dict[tuple[str | None, str], tuple[str, dict]] = {}
    for (domain, language), catalog in CATALOGS.items():
        for message in catalog:
            if message.id:
                found.setdefault(message_key(message), (domain, {}))[1][language] = message
    return found


MESSAGES = messages()


def _name(call: ast.Call) -> str:
    return call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")


def _calls():
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                yield f"{path.relative_to(ROOT)}:{node.lineno}", node


def _constant(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def templates_in_code() -> dict[tuple[str | None, str], tuple[str | None, list[str]]]:
    """Each template written in the code, by (context, English), with its plural and where:
    ``t("...", context="...")``, ``say(language, "...")`` and ``plural(n, "...", "...")``."""
    found: dict[tuple[str | None, str], tuple[str | None, list[str]]] = {}
    for where, call in _calls():
        name, args = _name(call), call.args
        context = next((_constant(k.value) for k in call.keywords if k.arg == "context"), None)
        template = _constant(args[0]) if name == "t" and args else _constant(args[1]) \
            if name in ("say", "plural") and len(args) > 1 else None
        if template is not None:
            many = _constant(args[2]) if name == "plural" and len(args) > 2 else None
            found.setdefault((context, template), (many, []))[1].append(where)
    return found


def touch_button_templates() -> set[str]:
    labels = set()
    for _, call in _calls():
        if _name(call) == "TouchButton" and len(call.args) > 1 and isinstance(call.args[1], ast.Call) \
                and _name(call.args[1]) == "t" and isinstance(call.args[1].args[0], ast.Constant):
            labels.add(call.args[1].args[0].value)
    return labels


def field_names(template: str) -> set[str]:
    """The ``{fields}`` of a template with their format specs (``n:+d``): a translation
    must format the same values the same way, or the kiosk would fail on it."""
    return {f"{name}:{spec}" if spec else name for _, name, spec, _ in string.Formatter().parse(template) if name}


def forms(message) -> list[str]:
    """A message's translation: its one string, or each of its plural forms."""
    return list(message.string) if message.pluralizable else [message.string]


def test_the_code_writes_sentences_and_the_catalogs_know_them():
    assert len(templates_in_code()) > 300  # the extraction itself works
    assert len(MESSAGES) > 300


def test_every_catalog_is_valid_po_with_its_languages_plural_forms():
    for (domain, language), catalog in CATALOGS.items():
        assert str(catalog.locale) == language, (domain, language)
        common = CATALOGS[(DOMAINS[0], language)]
        assert (catalog.num_plurals, catalog.plural_expr) \
            == PLURAL_FORMS.get(language, (common.num_plurals, common.plural_expr)), (domain, language)
        assert not [m.id for m in catalog if m.id and m.fuzzy], f"{domain}/{language}.po has fuzzy entries"
        for message in catalog:
            if message.pluralizable:
                assert len(message.string) == catalog.num_plurals, (domain, language, message.id)


def test_every_sentence_in_the_code_has_its_translations():
    missing = []
    for (context, template), (many, where) in templates_in_code().items():
        domain, messages = MESSAGES.get((context, template), (None, {}))
        for language in TRANSLATED:
            message = messages.get(language)
            if message is None or not all(form.strip() for form in forms(message)):
                missing.append(f"{where[0]}: {language} for {template!r}" + (f" ({context})" if context else ""))
            elif (message.id[1] if message.pluralizable else None) != many:
                missing.append(f"{where[0]}: {domain}/{language}.po has {message.id!r} for plural {many!r}")
    assert not missing, f"{len(missing)} sentences have no translation in ui/lang/:\n" + "\n".join(missing)


def test_every_translation_has_its_templates_fields_and_no_stale_ones_are_kept():
    used = templates_in_code()
    problems = [f"stale (no longer in the code): {domain}: {key[1]!r}" for key, (domain, _) in MESSAGES.items()
                if key not in used]
    for (context, template), (domain, messages) in MESSAGES.items():
        for language in TRANSLATED:
            if language not in messages:
                problems.append(f"{domain}/{language}.po lacks {template!r}")
                continue
            for translated in forms(messages[language]):
                if field_names(translated) != field_names(template):
                    problems.append(f"{language} has fields {sorted(field_names(translated))} "
                                    f"for {template!r}: {translated!r}")
    assert not problems, "\n".join(problems)


def test_each_template_is_in_one_domain_only():
    """Chained, a second translation of the same English would silently lose to the first."""
    seen: dict[tuple[str | None, str], str] = {}
    twice = []
    for (domain, language), catalog in CATALOGS.items():
        for message in catalog:
            if message.id and seen.setdefault(message_key(message), domain) != domain:
                twice.append(f"{message.id!r} in {seen[message_key(message)]} and {domain} (shared ones go in common)")
    assert not twice, "\n".join(sorted(set(twice)))


def test_no_sentence_the_players_read_is_a_plain_string():
    plain = []
    for where, call in _calls():
        position = SENTENCE_ARGUMENTS.get(_name(call))
        if position is not None and len(call.args) > position:
            arg = call.args[position]
            if isinstance(arg, ast.JoinedStr) or (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
                plain.append(f"{where}: {_name(call)}({ast.unparse(arg)[:60]})")
    assert not plain, "write these with engine.text.t so they can be translated:\n" + "\n".join(plain)


def test_a_count_takes_each_languages_own_form():
    from engine.text import plural

    said = {language: [say(language, plural(n, "{n} hit", "{n} hits")) for n in (0, 1, 2, 5, 22)]
            for language in LANGUAGES}
    assert said == {"en": ["0 hits", "1 hit", "2 hits", "5 hits", "22 hits"],
                    "hu": ["0 találat", "1 találat", "2 találat", "5 találat", "22 találat"],
                    "pl": ["0 trafień", "1 trafienie", "2 trafienia", "5 trafień", "22 trafienia"],
                    "fr": ["0 réussite", "1 réussite", "2 réussites", "5 réussites", "22 réussites"]}


# --- what the players really see ------------------------------------------------------------------

def untranslated(text, where: str) -> list[str]:
    """Why ``text`` (and each phrase inside it) would stay English on a Hungarian kiosk."""
    if not isinstance(text, Text):
        return [f"{where}: plain string {str(text)!r}"]
    problems = [] if (text.context, text.template) in MESSAGES else [f"{where}: no translation for {text.template!r}"]
    for value in text.fields.values():
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(item, Text):
                problems += untranslated(item, where)
    return problems


@pytest.mark.parametrize("game", registry.ids())
def test_every_rule_sentence_and_refusal_of_a_played_game_is_translated(game):
    lines = read_jsonl(LOGS / f"{game}.jsonl")
    match, events = Match.start(lines[0])
    problems = [p for event in events for p in untranslated(event.text, "setup")]
    for number, line in enumerate(lines[1:], start=2):
        for ahead in lines[number:number + 3]:  # the next lines, too early: most are refused
            try:
                registry.get(game).apply(match.state, ahead)
            except ActionError as err:
                problems += untranslated(err.args[0], f"line {number}, refused {ahead['action']}")
        try:
            events = match.push(line)
        except ActionError as err:
            problems += untranslated(err.args[0], f"line {number}")
            continue
        problems += [p for event in events for p in untranslated(event.text, f"line {number}")]
    assert not problems, "\n".join(sorted(set(problems)))


def test_a_hungarian_kiosk_says_a_rule_sentence_in_hungarian():
    lines = read_jsonl(LOGS / "timestories.jsonl")
    _, events = Match.start(lines[0])
    english = str(events[0].text)
    for language in LANGUAGES[1:]:
        assert say(language, events[0].text) != english
    assert say("en", events[0].text) == english
    assert say("hu", "") == "", "gettext's empty message id is the catalog's header"


def test_the_kiosk_says_the_english_it_is_given_when_it_draws(monkeypatch):
    """The device hands the kiosk English :class:`Text`: the strip, the attention line, its offer
    and an overlay are said in the screen's language when drawn, so a language switch redraws them."""
    pygame.font.init()
    drawn: list[str] = []
    real_text = widgets.text
    monkeypatch.setattr(widgets, "text", lambda surface, value, *args, **kw: (drawn.append(value),
                                                                          real_text(surface, value, *args, **kw))[1])
    kiosk, surface = Kiosk(800, 480, headless=True), pygame.Surface((800, 480))
    state = Match.start(read_jsonl(LOGS / "timestories.jsonl")[0])[0].state
    read, did = t("Button {name}", name="next"), t("Taken back: {what}", what=t("Game clock paused."))
    attention = t("Unknown card {uid} on {reader}: enrol it to use it.", uid="04AA", reader=reader_word("seat4"))
    for language in LANGUAGES:
        drawn.clear()
        kiosk.draw(surface, Screen("timestories", "T.I.M.E Stories", state, (StripLine(read, (did,), False, 10 ** 9),),
                                   language=language))
        kiosk.draw(surface, Screen("timestories", "T.I.M.E Stories", state, (), language=language,
                                   attention=attention, offer=("ui:enrol", t("Enrol card"))))
        kiosk.draw(surface, Screen(None, "", {}, language=language,
                                   overlay=Overlay("history", t("Nothing has happened yet."), (did,))))
        shown = " ".join(drawn)   # a long line is drawn wrapped, row by row
        for said in (f"{say(language, read)}: {say(language, did)}", say(language, attention),
                     say(language, t("Enrol card")), say(language, t("Nothing has happened yet."))):
            assert said in shown, (language, said)


# --- the sentences fit where the kiosk shows them in full -----------------------------------------

def samples(context: str | None, template: str, many: str | None) -> list[Text]:
    """The template with long-ish stand-ins for its fields (numbers where the format asks for one);
    a count in each of the plural forms (1, 2 and 5 pick them in every language here)."""
    values = {}
    for _, name, spec, _ in string.Formatter().parse(template):
        if name:
            values[name] = 12 if spec[-1:] in tuple("bdoxX") else 0.5 if spec[-1:] in tuple("eEfFgG%") else "Jennifer"
    if many is None:
        return [Text(template, values, context)]
    return [Text(template, dict(values, n=n), context, many) for n in (1, 2, 5)]


class CutRecorder:
    def __init__(self):
        self.cut: list[tuple[str, int]] = []

    def fit(self, value, rect, pixels):
        font, drawn = real_fit(value, rect, pixels)
        if drawn != value:
            self.cut.append((value, rect.width))
        return font, drawn


real_fit = widgets._fit


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sentence_fits_the_history_and_every_touch_label_its_button_at_800x480(language, monkeypatch):
    pygame.font.init()
    recorder = CutRecorder()
    monkeypatch.setattr(widgets, "_fit", recorder.fit)
    kiosk = Kiosk(800, 480, headless=True)
    surface = pygame.Surface((800, 480))
    state = Match.start(read_jsonl(LOGS / "timestories.jsonl")[0])[0].state
    buttons = touch_button_templates()
    assert buttons
    problems = []
    for (context, template), (_, messages) in MESSAGES.items():
        message = next(iter(messages.values()))
        for text in samples(context, template, message.id[1] if message.pluralizable else None):
            said = say(language, text)
            recorder.cut.clear()
            if template in buttons:
                kiosk.draw(surface, Screen("timestories", "T.I.M.E Stories", state, buttons=(("x", said),),
                                           language=language))
                problems += [f"button {value!r} in {width} px" for value, width in recorder.cut if value in said]
            else:
                kiosk.draw(surface, Screen(None, "", {}, language=language,
                                           overlay=screens.history(language, [f"12. {said}"], 0)))
                problems += [f"history {value!r} in {width} px" for value, width in recorder.cut]
    assert not problems, f"{len(problems)} cut:\n" + "\n".join(problems)
