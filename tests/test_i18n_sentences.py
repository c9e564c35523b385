"""Every sentence the kiosk shows is said in English, Hungarian, Polish and French.

The rules, the table modules, the drivers and the game views write their sentences
with ``engine.text.t`` (or pass a fixed label to ``ui.i18n.say``); the catalogs in
``ui/lang/`` translate each English template. Like ``xgettext``, these tests read
the code itself for the templates, so a new sentence without its translations, a
translation with other ``{fields}`` than its template, a stale translation, or a
sentence written as a plain string fails here. Then every game's scripted log is
played (and pushed out of order, to be refused) in each language to check that
what the players really see is translated, and every sentence is drawn where the
kiosk shows it in full (the history, a touch button) at 800x480 uncut.
"""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pygame
import pytest

from engine import registry
from engine.core import ActionError
from engine.match import Match
from engine.text import Text
from helpers import LOGS, read_jsonl
from ui import screens, widgets
from ui.i18n import LANGUAGES, say
from ui.kiosk import Kiosk
from ui.lang import CATALOGS, SENTENCES, catalog
from ui.model import Screen

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted(path for folder in ("engine", "device", "drivers", "ui") for path in (ROOT / folder).rglob("*.py")
                 if "lang" not in path.relative_to(ROOT).parts)
# Calls whose sentence argument (by position) the players may read: it must come from t() or say().
SENTENCE_ARGUMENTS = {"Event": 1, "ensure": 1, "ensure_form": 1, "IllegalAction": 0, "MalformedAction": 0,
                      "Notice": 0, "TouchButton": 1, "DeviceNotice": 1}


def _name(call: ast.Call) -> str:
    return call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")


def _calls():
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                yield f"{path.relative_to(ROOT)}:{node.lineno}", node


def templates_in_code() -> dict[str, list[str]]:
    """Each template written in the code, with where: ``t("...")``, ``say(language, "...")``
    and ``plural(n, "...", "...")``."""
    found: dict[str, list[str]] = {}
    for where, call in _calls():
        for position in {"t": (0,), "say": (1,), "plural": (1, 2)}.get(_name(call), ()):
            arg = call.args[position] if len(call.args) > position else None
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.setdefault(arg.value, []).append(where)
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


def test_the_code_writes_sentences_and_the_catalogs_know_them():
    assert len(templates_in_code()) > 300  # the extraction itself works


def test_every_sentence_in_the_code_has_its_translations():
    missing = [f"{where[0]}: {template!r}" for template, where in templates_in_code().items()
               if template not in SENTENCES]
    assert not missing, f"{len(missing)} sentences have no translation in ui/lang/:\n" + "\n".join(missing)


def test_every_translation_has_its_templates_fields_and_no_stale_ones_are_kept():
    used = templates_in_code()
    problems = [f"stale (no longer in the code): {template!r}" for template in SENTENCES if template not in used]
    for template, translations in SENTENCES.items():
        assert len(translations) == len(LANGUAGES) - 1, template
        for language, translated in zip(LANGUAGES[1:], translations):
            if not translated.strip():
                problems.append(f"{language} is empty for {template!r}")
            elif field_names(translated) != field_names(template):
                problems.append(f"{language} has fields {sorted(field_names(translated))} "
                                f"for {template!r}: {translated!r}")
    assert not problems, "\n".join(problems)


def test_each_template_is_in_one_catalog_only():
    """Merged, a second translation of the same English would silently win over the first."""
    seen: dict[str, str] = {}
    twice = []
    for name in CATALOGS:
        for template in catalog(name):
            if template in seen:
                twice.append(f"{template!r} in {seen[template]} and {name} (shared ones go in common)")
            seen[template] = name
    assert not twice, "\n".join(twice)


def test_no_sentence_the_players_read_is_a_plain_string():
    plain = []
    for where, call in _calls():
        position = SENTENCE_ARGUMENTS.get(_name(call))
        if position is not None and len(call.args) > position:
            arg = call.args[position]
            if isinstance(arg, ast.JoinedStr) or (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
                plain.append(f"{where}: {_name(call)}({ast.unparse(arg)[:60]})")
    assert not plain, "write these with engine.text.t so they can be translated:\n" + "\n".join(plain)


# --- what the players really see ------------------------------------------------------------------

def untranslated(text, where: str) -> list[str]:
    """Why ``text`` (and each phrase inside it) would stay English on a Hungarian kiosk."""
    if not isinstance(text, Text):
        return [f"{where}: plain string {str(text)!r}"]
    problems = [] if text.template in SENTENCES else [f"{where}: no translation for {text.template!r}"]
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


# --- the sentences fit where the kiosk shows them in full -----------------------------------------

def sample(template: str) -> Text:
    """The template with long-ish stand-ins for its fields (numbers where the format asks for one)."""
    values = {}
    for _, name, spec, _ in string.Formatter().parse(template):
        if name:
            values[name] = 12 if spec[-1:] in tuple("bdoxX") else 0.5 if spec[-1:] in tuple("eEfFgG%") else "Jennifer"
    return Text(template, values)


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
    for template in SENTENCES:
        said = say(language, sample(template))
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
