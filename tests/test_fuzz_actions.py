"""Game-log lines fuzzed with hypothesis, for every registered game: random
JSON, wrong types, huge numbers, NaN, unknown actions and fields, and legal
lines in illegal orders. The engine raises nothing but ``MalformedAction`` or
``IllegalAction``, a refused line changes neither the state nor the log nor
the store, and whatever was accepted replays to the same state."""

from __future__ import annotations

import json
import tempfile
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from device.catalog import Catalog
from device.session import GameSession
from device.store import Store
from engine import ActionError, Match, registry, replay
from helpers import LOGS, read_jsonl

FUZZ = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])

HUGE = st.sampled_from([10**30, -10**30, 2**63, -2**63 - 1, 10**300, float("inf"), float("-inf"), float("nan"),
                        1e308, -0.0, 2**53 + 1])
SCALAR = st.one_of(st.none(), st.booleans(), st.integers(), HUGE, st.floats(allow_nan=True), st.text(max_size=30))
JSON = st.recursive(SCALAR, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                    st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                    max_leaves=12)


@lru_cache(maxsize=None)
def playout(game: str) -> tuple[dict, ...]:
    return tuple(read_jsonl(LOGS / f"{game}.jsonl"))


def seen_values(game: str) -> dict[str, list]:
    """Every value the playout gives each field name: near-legal material."""
    values: dict[str, list] = {}
    for line in playout(game):
        for key, value in line.items():
            values.setdefault(key, []).append(value)
    return values


def action_for(game: str):
    """A strategy for one log line aimed at ``game``: a real or fake action
    name, real or fake fields, with plausible, junk or huge values."""
    moves = registry.get(game).moves
    names = sorted(moves) + ["undo", "setup", "nope", "", "SPEND_TU"]
    seen = seen_values(game)

    @st.composite
    def build(draw):
        name = draw(st.one_of(st.sampled_from(names), st.text(max_size=10), JSON))
        move = moves.get(name) if isinstance(name, str) else None
        keys = sorted(move.fields) if move else sorted(seen)
        action = {"action": name}
        for key in draw(st.lists(st.one_of(st.sampled_from(keys + ["source", "at"]), st.text(max_size=6)),
                                 max_size=6, unique=True)):
            plausible = seen.get(key)
            action[key] = draw(st.one_of(st.sampled_from(plausible), JSON) if plausible else JSON)
        return draw(st.one_of(st.just(action), JSON)) if draw(st.integers(0, 19)) == 0 else action

    return build()


def canonical(value) -> str:
    return json.dumps(value, sort_keys=True, default=repr)


@lru_cache(maxsize=None)
def state_after(game: str, lines: int) -> str:
    return canonical(replay(playout(game)[:lines])[0].state)


@pytest.mark.parametrize("game", registry.ids())
def test_any_line_is_accepted_or_refused_with_a_documented_error_and_nothing_changes(game):
    @FUZZ
    @given(st.integers(1, len(playout(game))), st.lists(action_for(game), min_size=1, max_size=4))
    def check(prefix, actions):
        match = replay(playout(game)[:prefix])[0]
        for action in actions:
            before, log = canonical(match.state), list(match.log)
            try:
                match.push(action)
            except ActionError as err:
                assert str(err).strip(), "a refusal says why"
                assert canonical(match.state) == before and match.log == log, f"refused {action} changed the game"
            else:
                json.dumps(match.state, allow_nan=False)     # what was accepted stays plain JSON
        assert canonical(replay(match.log)[0].state) == canonical(match.state)

    check()


@pytest.mark.parametrize("game", registry.ids())
def test_legal_lines_in_any_order_through_the_store_keep_only_what_was_accepted(game):
    """The playout's own lines shuffled (illegal sequences of legal actions),
    through the session and the store as the kiosk does it."""
    lines = playout(game)

    @settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.lists(st.sampled_from(lines[1:] + ({"action": "undo"},)), min_size=1, max_size=12))
    def check(sequence):
        with tempfile.TemporaryDirectory() as folder:
            with Store.open(Path(folder)) as store:
                session = GameSession.new(store, Catalog.load(Path(folder)), lines[0])
                for action in sequence:
                    before = canonical(session.state)
                    try:
                        session.submit(action)
                    except ActionError:
                        assert canonical(session.state) == before
                    assert store.lines(session.game_id) == session.match.log
                assert canonical(replay(session.match.log)[0].state) == canonical(session.state)

    check()


@pytest.mark.parametrize("setup", [None, [], "setup", {"action": "setup"}, {"action": "setup", "game": 7},
                                   {"action": "setup", "game": "chess"}, {"action": "enter", "game": "timestories"}])
def test_a_bad_setup_is_refused_as_malformed(setup):
    with pytest.raises(ActionError):
        Match.start(setup)


@pytest.mark.parametrize("game", registry.ids())
def test_setup_fields_fuzzed_are_accepted_or_refused_with_a_documented_error(game):
    setup = playout(game)[0]

    @FUZZ
    @given(st.dictionaries(st.sampled_from(sorted(setup)), JSON, max_size=3))
    def check(changes):
        try:
            match = Match.start({**setup, **changes, "action": "setup", "game": game})[0]
        except ActionError as err:
            assert str(err).strip()
        else:
            json.dumps(match.state, allow_nan=False)

    check()
