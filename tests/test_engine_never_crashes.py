"""Nothing a log can contain crashes the engine: long random playouts of legal-looking actions.

Each action is built from a move's declared fields (values of the right type and within the
bounds), with text drawn from the names in the state, the game's card ids and the fields'
choices. The engine may only refuse with MalformedAction or IllegalAction, and a refused
action leaves the state exactly as it was.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import registry
from engine.core import Field, IllegalAction, MalformedAction

ROOT = Path(__file__).resolve().parent.parent
BUILT_IN = ("timestories", "cavendish", "enclave", "kivalasztottak")


def _setup(game_id: str) -> dict:
    """The setup of the game's recorded log in tests/logs."""
    first = (ROOT / "tests" / "logs" / f"{game_id}.jsonl").read_text(encoding="utf-8").splitlines()[0]
    return json.loads(first)


def _card_ids(game_id: str) -> list[str]:
    lines = (ROOT / "device" / "cards" / f"{game_id}.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["id"] for line in lines if line.strip() and not line.startswith("#")]


def _names(value, found: set) -> set:
    """Every short string in the state, keys included: agents, locations, cards."""
    if isinstance(value, str) and 0 < len(value) <= 20:
        found.add(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            _names(key, found)
            _names(item, found)
    elif isinstance(value, list):
        for item in value:
            _names(item, found)
    return found


def _value(draw, spec, words: list[str]):
    """A random value that passes ``spec``'s type and bounds most of the time."""
    if not isinstance(spec, Field):
        spec = Field(spec)
    if spec.choices is not None:
        return draw(st.sampled_from(spec.choices))
    low = 0 if spec.min is None else int(spec.min)
    high = low + 6 if spec.max is None else int(min(spec.max, low + 40))
    if spec.type is bool:
        return draw(st.booleans())
    if spec.type in (int, float):
        return draw(st.integers(low, high))
    if spec.type is str:
        return draw(st.sampled_from(words))
    size = draw(st.integers(low, min(high, low + 3)))
    if spec.type is list:
        return [_item(draw, spec.of, words) for _ in range(size)]
    if spec.type is dict:
        return {draw(st.sampled_from(words)): _item(draw, spec.of or int, words) for _ in range(size)}
    return None


def _item(draw, of, words: list[str]):
    if isinstance(of, dict):
        return _action_fields(draw, of, words)
    return _value(draw, of if of is not None else str, words)


def _action_fields(draw, fields: dict, words: list[str]) -> dict:
    return {key: _value(draw, spec, words) for key, spec in fields.items()
            if spec.required or draw(st.booleans())}


def playout(game_id: str, draw, steps: int) -> int:
    """Play ``steps`` random actions; return how many were accepted."""
    game = registry.get(game_id)
    state = game.start(_setup(game_id)).state
    cards = _card_ids(game_id)
    accepted = 0
    for _ in range(steps):
        words = sorted(_names(state, set())) + cards
        name = draw(st.sampled_from(sorted(game.moves)))
        action = {"action": name, **_action_fields(draw, game.moves[name].fields, words)}
        before = copy.deepcopy(state)
        try:
            state = game.apply(state, action).state
            accepted += 1
        except (MalformedAction, IllegalAction) as refused:
            assert state == before, f"{action} was refused ({refused}) but changed the state"
            assert str(refused), f"{action} was refused without a sentence"
    return accepted


@pytest.mark.parametrize("game_id", BUILT_IN)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_random_playouts_only_refuse_with_the_two_documented_errors(game_id, data):
    playout(game_id, data.draw, steps=40)
