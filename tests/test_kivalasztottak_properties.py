"""Kiválasztottak under random play: whatever sequence of actions arrives, each is
either applied or refused with one of the two error kinds, and the numbers stay
inside the rules (no negative MP, hand, Jövő or towers; a decided game stays decided)."""

from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from engine.core import ActionError
from engine.match import Match

SETUP = {"action": "setup", "game": "kivalasztottak", "players": ["Anna", "Bela"], "first": "Anna",
         "future": {"Anna": 40, "Bela": 40}, "towers": {"Anna": 1, "Bela": 2}}
# Card effects thin both Jövő decks before round 1, so random play reaches an empty Jövő.
THINNING = [{"action": "discard", "player": "Anna", "n": 28, "pile": "future"},
            {"action": "discard", "player": "Bela", "n": 31, "pile": "future"}]
PLAYER = st.sampled_from(["Anna", "Bela"])
SMALL = st.integers(-4, 4).filter(bool)
ACTIONS = st.one_of(
    st.just({"action": "resource"}),
    st.just({"action": "end_round"}),
    st.builds(lambda p: {"action": "pass", "player": p}, PLAYER),
    st.builds(lambda p: {"action": "mulligan", "player": p}, PLAYER),
    st.builds(lambda p, n, e: {"action": "mp", "player": p, "n": n, "effect": e}, PLAYER, SMALL, st.booleans()),
    st.builds(lambda p, c, t: {"action": "play", "player": p, "mp": c, "tower": t}, PLAYER, st.integers(0, 4),
              st.booleans()),
    st.builds(lambda p, n: {"action": "dp", "player": p, "n": n}, PLAYER, st.integers(-6, 8).filter(bool)),
    st.builds(lambda p, n: {"action": "tower", "player": p, "n": n}, PLAYER, st.sampled_from([-1, 1])),
    st.builds(lambda p, n: {"action": "draw", "player": p, "n": n}, PLAYER, st.integers(1, 5)),
    st.builds(lambda p, n, pile: {"action": "discard", "player": p, "n": n, "pile": pile}, PLAYER,
              st.integers(1, 3), st.sampled_from(["hand", "future"])),
    st.builds(lambda d: {"action": "effect", "dp": d}, st.dictionaries(PLAYER, SMALL, min_size=1)),
    st.builds(lambda k, h: {"action": "ask_roll", "kind": k, "high": h}, st.sampled_from(["mento", "tamadas"]),
              st.integers(2, 12)),
    st.builds(lambda v: {"action": "die", "value": v}, st.integers(1, 6)),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(ACTIONS, max_size=60))
def test_random_play_keeps_the_numbers_inside_the_rules(actions):
    match, _ = Match.start(SETUP)
    for action in THINNING:
        match.push(action)
    result = None
    for action in actions:
        try:
            match.push(action)
        except ActionError:
            continue
        state = match.state
        assert json.loads(json.dumps(state)) == state
        for player in state["players"].values():
            assert min(player["mp"], player["hand"], player["future"], player["towers"], player["aside"]) >= 0
            assert player["dp_value"] == max(0, player["dp"])
        assert state["active"] in state["players"]
        if result is not None:
            assert state["result"] == result, "a decided game never changes its result"
        result = state["result"]
        if result is None:
            assert all(p["towers"] > 0 for p in state["players"].values())
        total = sum(p["future"] + p["hand"] + p["aside"] + p["past"] for p in state["players"].values())
        played = sum(1 for line in match.history if line["action"] == "play")
        assert total + played == 80, "cards are only moved, never made or lost"
