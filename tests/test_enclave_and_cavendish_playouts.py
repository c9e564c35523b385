"""Enclave and Cavendish over 10,000 random actions each: only the two documented refusals.

Each action is, in equal shares, a line of the game's recorded log (tests/logs) played out of
its place, such a line with one field given another value, or an action built as in
test_engine_never_crashes.py (each field of the right type and within its bounds, text drawn
from the names in the state and the game's card ids); all from a fixed seed, so a failure
replays. As at the table, players sometimes undo: one step in twenty takes back the last
accepted action, and an accepted action that ends the game is taken back nine times in ten,
so play goes deep rather than waiting on a question or a finished game; a game that does end
starts again from its recorded setup.

Each action is accepted, or refused with MalformedAction or IllegalAction and one sentence,
leaving the state exactly as it was; no refusal may come from a broken internal invariant
(InvariantBroken), which would mean the engine itself went wrong. Run with ``-s`` to see the
counts and the time; the rule maps in engine/rules/ record them.
"""

from __future__ import annotations

import copy
import random
import time

import pytest

from engine import registry
from engine.core import Field, IllegalAction, InvariantBroken, MalformedAction
from helpers import LOGS, read_jsonl
from test_engine_never_crashes import _card_ids, _names, _setup

ACTIONS = 10_000
SEED = 20261202
KEEP_AN_END = 0.1
UNDO = 0.05


def random_value(rng: random.Random, spec, words: list[str]):
    """A value that passes ``spec``'s type and bounds most of the time."""
    if not isinstance(spec, Field):
        spec = Field(spec)
    if spec.choices is not None:
        return rng.choice(spec.choices)
    low = 0 if spec.min is None else int(spec.min)
    high = low + 6 if spec.max is None else int(min(spec.max, low + 40))
    if spec.type is bool:
        return rng.random() < 0.5
    if spec.type in (int, float):
        return rng.randint(low, high)
    if spec.type is str:
        return rng.choice(words)
    size = rng.randint(low, min(high, low + 3))
    if spec.type is list:
        return [random_item(rng, spec.of, words) for _ in range(size)]
    if spec.type is dict:
        return {rng.choice(words): random_item(rng, spec.of or int, words) for _ in range(size)}
    return None


def random_item(rng: random.Random, of, words: list[str]):
    if isinstance(of, dict):
        return random_fields(rng, of, words)
    return random_value(rng, of if of is not None else str, words)


def random_fields(rng: random.Random, fields: dict, words: list[str]) -> dict:
    return {key: random_value(rng, spec, words) for key, spec in fields.items()
            if spec.required or rng.random() < 0.5}


def random_action(rng: random.Random, game, logged: list[dict], words: list[str]) -> dict:
    """A recorded line, a recorded line with one field changed, or an action built from the fields."""
    kind = rng.randrange(3)
    if kind < 2:
        action = dict(rng.choice(logged))
        fields = game.moves[action["action"]].fields
        if kind == 1 and fields:
            key = rng.choice(sorted(fields))
            action[key] = random_value(rng, fields[key], words)
        return action
    name = rng.choice(sorted(game.moves))
    return {"action": name, **random_fields(rng, game.moves[name].fields, words)}


def playout(game_id: str, actions: int, seed: int) -> dict:
    """Play ``actions`` random actions; return what became of them."""
    rng = random.Random(seed)
    game = registry.get(game_id)
    setup = _setup(game_id)
    logged = read_jsonl(LOGS / f"{game_id}.jsonl")[1:]
    cards = _card_ids(game_id)
    state = game.start(setup).state
    taken = []      # the states before each accepted action still in play, for undo
    counts = {"accepted": 0, "MalformedAction": 0, "IllegalAction": 0, "games": 1, "undone": 0}
    for _ in range(actions):
        if game.over(state):
            state, taken, counts["games"] = game.start(setup).state, [], counts["games"] + 1
        if taken and rng.random() < UNDO:
            state, counts["undone"] = taken.pop(), counts["undone"] + 1
        action = random_action(rng, game, logged, sorted(_names(state, set())) + cards)
        before = copy.deepcopy(state)
        try:
            after = game.apply(state, action).state
            counts["accepted"] += 1
            if not game.over(after) or rng.random() < KEEP_AN_END:
                taken.append(state)
                state = after
        except (MalformedAction, IllegalAction) as refused:
            assert not isinstance(refused, InvariantBroken), f"{action} broke an invariant: {refused}"
            assert state == before, f"{action} was refused ({refused}) but changed the state"
            assert str(refused).strip(), f"{action} was refused without a sentence"
            counts[type(refused).__name__] += 1
    return counts


@pytest.mark.parametrize("game_id", ["cavendish", "enclave"])
def test_ten_thousand_random_actions_are_accepted_or_refused_with_the_two_documented_errors(game_id):
    started = time.perf_counter()
    counts = playout(game_id, ACTIONS, SEED)
    seconds = time.perf_counter() - started
    assert counts["accepted"] + counts["MalformedAction"] + counts["IllegalAction"] == ACTIONS
    assert counts["accepted"] > 0 and counts["IllegalAction"] > 0
    print(f"\n{game_id}: {ACTIONS} random actions in {seconds:.1f} s: {counts}")
