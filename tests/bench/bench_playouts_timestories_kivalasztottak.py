"""Nothing a log can contain crashes T.I.M.E Stories or Kiválasztottak: one 10,000-action random playout each.

The actions are built as in ``tests/test_engine_never_crashes.py`` (from each move's declared
fields, with the names in the state and the game's card ids), but drawn from a seeded random
generator instead of Hypothesis, whose examples stay short; a game that is over for good is set
up again. Built that way, a T.I.M.E Stories run is mostly ended by a random ``fail`` or
``success`` before its agents ever roll, so every other T.I.M.E Stories action comes from the
state-aware generator of ``tests/test_timestories_properties.py`` (tests, ripostes, deaths,
returns). Every action must be applied or refused with MalformedAction or IllegalAction, and a
refused action must leave the state exactly as it was. Prints the actions accepted and refused
by kind, the games played and the time.

Run with ``python -m pytest tests/bench/bench_playouts_timestories_kivalasztottak.py
-o python_files='bench_*.py' -s`` from the repository root.
"""

from __future__ import annotations

import copy
import random
import time

import pytest

import test_engine_never_crashes as never_crashes
import test_timestories_properties as timestories_properties
from engine import registry
from engine.core import IllegalAction, MalformedAction

STEPS = 10_000
SEED = 16
# The games whose own property test has a generator aimed at the current state, used for every other action.
STATE_AWARE = {"timestories": timestories_properties}


class SeededStrategies:
    """The three strategies the playout draws from, as plain draws from one random generator."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def sampled_from(self, items):
        items = list(items)
        return lambda: self.rng.choice(items)

    def integers(self, low: int, high: int):
        return lambda: self.rng.randint(low, high)

    def booleans(self):
        return lambda: self.rng.random() < 0.5

    def lists(self, elements, min_size: int, max_size: int):
        return lambda: [elements() for _ in range(self.rng.randint(min_size, max_size))]

    def fixed_dictionaries(self, fields: dict):
        return lambda: {key: value() for key, value in fields.items()}


@pytest.mark.parametrize("game_id", ["timestories", "kivalasztottak"])
def test_a_ten_thousand_action_playout_only_refuses_with_the_two_documented_errors(game_id, monkeypatch):
    strategies = SeededStrategies(random.Random(SEED))
    monkeypatch.setattr(never_crashes, "st", strategies)
    aware = STATE_AWARE.get(game_id)
    if aware:
        monkeypatch.setattr(aware, "st", strategies)
    draw = lambda strategy: strategy()   # noqa: E731
    game = registry.get(game_id)
    setup = never_crashes._setup(game_id)
    state = game.start(setup).state
    cards = never_crashes._card_ids(game_id)
    counts = {"accepted": 0, MalformedAction.__name__: 0, IllegalAction.__name__: 0}
    games = 1
    began = time.monotonic()
    for step in range(STEPS):
        if game.over(state):
            state, games = game.start(setup).state, games + 1
        if aware and step % 2:
            action = aware.next_action(draw, state)
        else:
            words = sorted(never_crashes._names(state, set())) + cards
            name = draw(strategies.sampled_from(sorted(game.moves)))
            action = {"action": name, **never_crashes._action_fields(draw, game.moves[name].fields, words)}
        before = copy.deepcopy(state)
        try:
            state = game.apply(state, action).state
            counts["accepted"] += 1
        except (MalformedAction, IllegalAction) as refused:
            assert state == before, f"{action} was refused ({refused}) but changed the state"
            assert str(refused), f"{action} was refused without a sentence"
            kind = MalformedAction if isinstance(refused, MalformedAction) else IllegalAction
            counts[kind.__name__] += 1
    took = time.monotonic() - began
    print(f"\n{game_id}: {STEPS} random actions (seed {SEED}) in {took:.1f} s: {counts['accepted']} accepted, "
          f"{counts['IllegalAction']} refused as IllegalAction, {counts['MalformedAction']} as MalformedAction, "
          f"no other error; {games} games")
    assert sum(counts.values()) == STEPS and counts["accepted"] > 0
