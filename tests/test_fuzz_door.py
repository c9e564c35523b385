"""Nothing handed in at the door crashes the appliance (issue 19, "one door for stored
data"): fuzzed log envelopes, fed live through the frame loop or found in the store
and resumed from the kiosk's start screen, and fuzzed printed attributes of an owner's
card, loaded and scanned. Each family runs at least 100 examples through the
headless appliance; every example asserts what the players would see (refused or
stored, unreadable or not), besides not crashing."""

from __future__ import annotations

import json
import math

import pygame
import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from device import config, envelope
from device.catalog import Catalog, CatalogError
from device.mainloop import Appliance, RunOptions, ScriptedAction
from device.screens.effects import ResumeGame
from device.tables import table_for
from engine import ActionError, Match, registry

FUZZ = settings(max_examples=100, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

SETUP = {"action": "setup", "game": "timestories", "tu": 30, "agents": [
    {"name": "Blue", "lp": 3, "resistance": 1, "dice": {"combat": 2, "deftness": 1, "magic": 0}}]}
ACTIONS = [{"action": "spend_tu"}, {"action": "pause"}, {"action": "resume"}, {"action": "undo"}]

scalars = st.one_of(st.none(), st.booleans(), st.integers(-10 ** 40, 10 ** 40),
                    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6),
                                                                                              inner, max_size=3),
                      max_leaves=6)
SOURCE_FIELDS = ["kind", "card", "reader", "uid", "name", "origin", "button", "picture", "faces", "confidence"]
sources = st.one_of(values, st.fixed_dictionaries(
    {"kind": st.sampled_from(["touch", "nfc", "dice", "button", "gpio"]) | values},
    optional={key: values | st.text(max_size=8) | st.lists(st.sampled_from(["1", "6", "skull"]), max_size=3)
              for key in SOURCE_FIELDS[1:]}))
stamps = st.one_of(values, st.floats(0, 1e6), st.integers(0, 10 ** 6))


@st.composite
def lines(draw) -> dict:
    line = dict(draw(st.sampled_from(ACTIONS)))
    if draw(st.booleans()):
        line["at"] = draw(stamps)
    if draw(st.booleans()):
        line["source"] = draw(sources)
    return line


def open_app(data, **options) -> Appliance:
    app = Appliance(config.load(), data, RunOptions(headless=True, nfc_backend="sim", controls_backend="mock",
                                                   **options))
    app.start()
    app.step()
    return app


def touch(app, name: str) -> None:
    rect = next(rect for rect, target in app.kiosk._targets if getattr(target, "name", None) == name)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.step()


def look_at_everything(app) -> list[str]:
    """What the players can open: the history (drawn), and the clocks on the play screen."""
    touch(app, "ui:history")
    history = list(app.screens.overlay.lines)
    touch(app, "ui:close")
    assert math.isfinite(app.timeline.at(app.play.play_time()).session)
    return history


def test_fuzzed_envelopes_fed_live_are_refused_or_stored_never_a_crash(isolated):
    app = open_app(isolated, new_game="timestories")
    try:
        @FUZZ
        @given(line=lines())
        def feed(line):
            stored = len(app.session.match.log)
            app.events.put(ScriptedAction(line))
            app.step()
            if envelope.problem(line):
                assert len(app.session.match.log) == stored and app.strip[-1].refused
            look_at_everything(app)
            assert json.dumps(app.store.lines(app.session.game_id)) == json.dumps(app.session.match.log)

        feed()
    finally:
        app.stop()


def test_fuzzed_envelopes_in_the_store_resume_and_show_as_unreadable_never_a_crash(isolated):
    app = open_app(isolated, new_game="timestories")
    try:
        @FUZZ
        @given(stored=st.lists(lines(), min_size=1, max_size=4))
        def resume(stored):
            game_id = app.store.new_game(SETUP)
            accepted, _ = Match.start(SETUP)   # the engine's say on each action
            kept = 0
            for line in stored:   # written past the door, as a damaged store would hold them
                try:
                    accepted.push(line)
                except ActionError:   # refused by the rules: a store never holds it
                    continue
                kept += 1
                app.store.append(game_id, kept, line)
            app.screens.carry_out([ResumeGame(game_id)])
            app.step()
            assert app.session.game_id == game_id and len(app.session.match.log) == kept + 1
            unreadable = {n for n, line in enumerate(app.store.lines(game_id)[1:], start=1) if envelope.problem(line)}
            for entry in look_at_everything(app):   # "N. what was read: what it did", newest page
                number = entry.split(".")[0]
                if number.isdigit():
                    assert ("Input and time unreadable" in entry) == (int(number) in unreadable), entry

        resume()
    finally:
        app.stop()


CARD_FIELDS = {game: getattr(table_for(game), "CARD_FIELDS", {}) for game in registry.ids()}


@st.composite
def cards(draw) -> dict:
    game = draw(st.sampled_from(sorted(CARD_FIELDS)))
    declared = CARD_FIELDS[game]
    kind = draw(st.sampled_from(sorted(set(declared) - {"*"}) + ["note"]))
    fields = sorted(set(declared.get(kind, {})) | set(declared.get("*", {})))
    card = {"id": f"{game}/fuzzed", "game": game, "kind": kind, "name": "Fuzzed card"}
    for field in fields:
        if draw(st.booleans()):
            card[field] = draw(values | st.sampled_from(["A", "X", "proba", "success", "snatcher", "knowledge"])
                               | st.integers(0, 9) | st.dictionaries(st.sampled_from(["knowledge", "combat"]),
                                                                     st.integers(0, 5), max_size=2))
    return card


def test_fuzzed_card_attributes_are_one_sentence_at_load_or_scanned_without_a_crash(isolated):
    isolated.mkdir(parents=True, exist_ok=True)
    uid = "04F0F0F0F0F0F0"
    scanned = []

    @FUZZ
    @given(card=cards())
    @example(card={"id": "timestories/fuzzed", "game": "timestories", "kind": "receptacle",   # a line break
                   "name": "Fuzzed card", "dice": {"\n": None}})                           # in a field's name ...
    @example(card={"id": "timestories/fuzzed\n", "game": "timestories", "kind": "receptacle",  # ... and in
                   "name": "Fuzzed card", "dice": {"x": None}})                              # the card's id
    def load_and_scan(card):
        (isolated / "cards.jsonl").write_text(json.dumps(card) + "\n", encoding="utf-8")
        (isolated / "tags.jsonl").write_text(json.dumps({"uid": uid, "card": card["id"]}) + "\n", encoding="utf-8")
        try:
            Catalog.load(isolated)
        except CatalogError as err:
            assert str(err).startswith(f"{isolated / 'cards.jsonl'} line 1: ") and "\n" not in str(err)
            return
        app = open_app(isolated, new_game=card["game"])
        try:
            for _ in range(2):   # on the reader, off, and on again
                app.readers.place(uid)
                app.step()
                app.readers.lift(app.readers.names[0])
                app.step()
            scanned.append(card["kind"])
        finally:
            app.stop()

    load_and_scan()
    assert scanned, "some fuzzed cards were well typed and were scanned"
