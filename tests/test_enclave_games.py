"""Enclave: whole games, the end of the game, final scoring, the game log, and track properties."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from engine.core import ActionError
from engine.enclave import GAME, TRACK_MAX, TRACK_MIN, bonus_points
from engine.match import Match, replay
from enclave_helpers import NAMES, act, goto, start
from helpers import LOGS, agency

LOG = LOGS / "enclave.jsonl"


def play_regular_game(count: int) -> Match:
    """Six rounds where seat i boards a safe mission paying i+1 Knowledge and 1 money every round, then
    trades all it can at the Tree (round 6: on the level with the most points left)."""
    match = start(count)
    for round_ in range(1, 7):
        goto(match, round_, "action")
        for i, name in enumerate(match.state["order"]):
            act(match, "board", player=name, mission={"physical": 1, "mental": 1,
                                                      "rewards": {"knowledge": i + 1, "money": 1}},
                protection=[{"physical": 1, "mental": 1}])
        goto(match, round_, "tree")
        for name in match.state["order"]:
            levels = match.state["tree"]["levels"]
            level = match.state["tree"]["level"] or levels.index(max(levels)) + 1
            left = levels[level - 1]
            act(match, "tree_exchange", player=name, level=level,
                n=min(left, match.state["players"][name]["knowledge"]))
        act(match, "end_round")
    return match


@pytest.mark.parametrize("count, scores, winner, bonus", [
    # 2 players: 3 Knowledge a round never empties a level; Miriam has the most money (15 to 14).
    (2, {"Matthias": 6, "Miriam": 14}, "Miriam", {"Miriam": {"money": 2}}),
    # 3 players: Raphael empties level 3 in round 6 (the only Tree marker) and has the most money.
    (3, {"Matthias": 6, "Miriam": 12, "Raphael": 22}, "Raphael",
     {"Raphael": {"tree_markers": 2, "money": 2}}),
    # 4 players: Ada, last in order, empties every level in rounds 1-5 (5 markers); round 6 has nothing left.
    (4, {"Matthias": 5, "Miriam": 10, "Raphael": 15, "Ada": 19}, "Ada",
     {"Ada": {"tree_markers": 2, "money": 2}}),
])
def test_a_whole_six_round_game_ends_with_the_right_winner_and_bonus(count, scores, winner, bonus):
    match = play_regular_game(count)
    state = match.state
    assert state["over"] is True and state["winner"] == winner and state["round"] == 6
    assert {n: p["vp"] for n, p in state["players"].items()} == scores
    for name in NAMES[:count]:
        paid = {cat: pts for cat, pts in state["final"]["bonus"][name].items() if pts}
        assert paid == bonus.get(name, {})
    assert state["final"]["ranking"][0] == winner


def test_bonus_points_two_for_the_most_one_each_on_a_tie_none_when_nobody_has_any():
    players = {
        "A": {"tree_markers": 2, "tree_tokens": 1, "money": 5, "pryzes": 0},
        "B": {"tree_markers": 2, "tree_tokens": 0, "money": 9, "pryzes": 0},
        "C": {"tree_markers": 1, "tree_tokens": 1, "money": 9, "pryzes": 0},
    }
    bonus = bonus_points(players)
    assert bonus["A"] == {"tree_markers": 1, "tree_tokens": 1, "money": 0, "pryzes": 0}
    assert bonus["B"] == {"tree_markers": 1, "tree_tokens": 0, "money": 1, "pryzes": 0}
    assert bonus["C"] == {"tree_markers": 0, "tree_tokens": 1, "money": 1, "pryzes": 0}


def finish_tied_on_points(extra: list[dict]) -> Match:
    """A two-player game with equal money (1 bonus point each) plus the ``extra`` lines, played to the end."""
    match = start(2)
    act(match, "money", player="Matthias", n=1)                # 9 and 9: tied money, 1 bonus point each
    for line in extra:
        match.push(line)
    goto(match, 6, "rotation")
    act(match, "end_round")
    return match


def test_a_tie_on_points_goes_to_the_most_tree_tokens():
    match = finish_tied_on_points([
        {"action": "tree_token", "player": "Miriam", "keep": True},   # 2 bonus for Tree tokens
        {"action": "knowledge", "player": "Matthias", "n": 5},
        {"action": "next_phase"}, {"action": "next_phase"}, {"action": "next_phase"},
        {"action": "tree_exchange", "player": "Matthias", "n": 2},
    ])
    state = match.state
    assert {n: p["vp"] for n, p in state["players"].items()} == {"Matthias": 3, "Miriam": 3}
    assert state["winner"] == "Miriam"          # more Tree tokens, despite Matthias's Knowledge


def test_a_tie_on_points_and_tree_tokens_goes_to_the_most_knowledge_and_then_is_shared():
    match = finish_tied_on_points([{"action": "knowledge", "player": "Miriam", "n": 1}])
    assert match.state["winner"] == "Miriam" and match.state["winners"] == ["Miriam"]
    state = finish_tied_on_points([]).state
    assert state["winner"] is None and state["winners"] == ["Matthias", "Miriam"]


def test_four_tree_tokens_end_the_game_with_the_round_whatever_the_points():
    match = start(3)
    act(match, "knowledge", player="Raphael", n=9)
    goto(match, 2, "action")
    for _ in range(4):
        act(match, "tree_token", player="Miriam", keep=True)
    goto(match, 2, "tree")
    act(match, "tree_exchange", player="Raphael", n=9)
    assert match.state["over"] is False                # only at the end of the round
    [event] = act(match, "end_round")
    state = match.state
    assert state["over"] is True and state["winner"] == "Miriam" and state["round"] == 2
    assert state["final"] == {"reason": "tree_tokens"}
    assert "victory points are irrelevant" in event.text
    assert state["players"]["Raphael"]["vp"] == 9


def test_the_scripted_log_is_a_whole_accepted_six_round_game_with_exact_undo():
    lines = [json.loads(line) for line in LOG.read_text().splitlines() if line.strip()]
    match, events, rejected = replay(lines)
    assert rejected == []
    state = match.state
    assert state["over"] and state["round"] == 6 and state["final"]["reason"] == "points"
    assert state["winner"] == "Miriam"
    assert state["final"]["scores"] == {"Miriam": 19, "Raphael": 14, "Matthias": 10}
    assert state["final"]["bonus"]["Miriam"] == {"tree_markers": 0, "tree_tokens": 2, "money": 0, "pryzes": 2}
    assert json.loads(json.dumps(state)) == state
    shorter, _, _ = replay(lines[:-1])
    match.push({"action": "undo"})
    assert match.state == shorter.state
    kinds = {event.kind for _, evs in events for event in evs}
    assert {"board", "tree", "bonus", "over", "enhance", "heal", "sell_pryze", "tree_token"} <= kinds


# ----------------------------------------------------------------- track properties

def _players_in_bounds(state: dict) -> None:
    for p in state["players"].values():
        for track in ("physical", "mental"):
            assert TRACK_MIN <= p[track]["cur"] <= p[track]["max"] <= TRACK_MAX
        assert 0 <= p["sesame"] <= 6 and 2 <= p["sarcophagus"] <= 5


small = st.integers(min_value=0, max_value=8)
step = st.one_of(
    st.tuples(st.just("wound"), small, small),
    st.tuples(st.just("heal"), small, small),
    st.tuples(st.just("enhance"), st.integers(-5, 5), st.integers(-5, 5), st.sampled_from([None, 1, 2])),
    st.tuples(st.just("machine"), st.integers(-6, 6), st.integers(-3, 3), st.sampled_from([None, 1, 2])),
    st.tuples(st.just("board"), small, small, small, small),
)


def _action(move: tuple) -> dict:
    kind, *values = move
    if kind in ("wound", "heal"):
        return {"action": kind, "player": "Matthias", "physical": values[0], "mental": values[1]}
    if kind == "enhance":
        return {"action": "enhance", "player": "Matthias", "kind": "snatcher", "physical": values[0],
                "mental": values[1], "replace": values[2]}
    if kind == "machine":
        return {"action": "enhance", "player": "Matthias", "kind": "machine", "sesame": values[0],
                "sarcophagus": values[1], "replace": values[2]}
    return {"action": "board", "player": "Matthias", "mission": {"physical": values[0], "mental": values[1]},
            "protection": [{"physical": values[2], "mental": values[3]}]}


@st.composite
def snatcher_cells(draw) -> list[dict]:
    """A valid snatcher card: per track a red run up from -5 and a green run down from +5."""
    cells = []
    for track in ("physical", "mental"):
        for kind, values in (("critical", range(-5, draw(st.integers(-5, 0)))),
                             ("super", range(draw(st.integers(1, 6)), 6))):
            cells += [{"track": track, "value": v, "kind": kind, "number": draw(st.integers(1, 2))} for v in values]
    return cells


@settings(max_examples=150, deadline=None)
@given(snatcher_cells(), st.booleans(), st.lists(step, max_size=25))
def test_tracks_stay_within_minus_5_and_plus_5_and_current_never_exceeds_maximum(cells, akunen, moves):
    state = start(2, players=[{"name": "Matthias", "snatcher": "A", "cells": cells},
                              {"name": "Miriam", "snatcher": "B"}]).state
    state["players"]["Matthias"]["nullified"] = akunen     # as if Akunen's token had been taken
    state = GAME.apply(state, {"action": "next_phase"}).state
    state = GAME.apply(state, {"action": "next_phase"}).state
    for move in moves:
        state["boarded"] = []              # let Matthias board again without playing out whole rounds
        try:
            state = GAME.apply(state, _action(move)).state
        except ActionError:
            pass                           # a refused action leaves the state as it was
        _players_in_bounds(state)


def test_agency_replay_json_reports_the_enclave_state_keys():
    result = agency("replay", "--json", LOG)
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    state = out["state"]
    assert {"round", "over", "winner", "players", "tree"} <= set(state)
    assert state["tree"]["remaining"] is None and state["tree"]["levels"] == [5, 3, 2, 0, 0]
    for player in state["players"].values():
        assert {"money", "vp", "knowledge", "tree_tokens", "tree_markers", "pryzes", "sesame",
                "sarcophagus"} <= set(player)
        assert set(player["physical"]) == set(player["mental"]) == {"cur", "max"}
    boards = [e for e in out["events"] if e["kind"] == "board"]
    assert boards and all({"success", "wounds", "rewards"} <= set(e) for e in boards)


# ----------------------------------------------------------------- any sequence of actions

who = st.sampled_from(["Matthias", "Miriam", "Raphael", "Nobody"])
few = st.integers(min_value=0, max_value=6)
damage = st.fixed_dictionaries({"physical": few, "mental": few})
mission = st.fixed_dictionaries({"physical": few, "mental": few,
                                 "rewards": st.fixed_dictionaries({"knowledge": few, "pryzes": st.integers(0, 2),
                                                                   "tree_tokens": st.integers(0, 1)})})
any_action = st.one_of(
    st.just({"action": "next_phase"}), st.just({"action": "end_round"}), st.just({"action": "confirm_board"}),
    st.builds(lambda p, m, t, pr: {"action": "board", "player": p, "mission": m, "traps": t, "protection": pr},
              who, mission, st.lists(damage, max_size=3), st.lists(damage, max_size=3)),
    st.builds(lambda p, m: {"action": "boarding", "player": p, "mission": m}, who, mission),
    st.builds(lambda d: {"action": "trap", **d}, damage),
    st.builds(lambda d: {"action": "protect", **d}, damage),
    st.builds(lambda p, d: {"action": "heal", "player": p, **d}, who, damage),
    st.builds(lambda p, d: {"action": "wound", "player": p, **d}, who, damage),
    st.builds(lambda p, n: {"action": "knowledge", "player": p, "n": n}, who, st.integers(-3, 6)),
    st.builds(lambda p, n: {"action": "money", "player": p, "n": n}, who, st.integers(-3, 6)),
    st.builds(lambda p, n: {"action": "tree_exchange", "player": p, "n": n}, who, few),
    st.builds(lambda p, k: {"action": "tree_token", "player": p, "keep": k}, who, st.booleans()),
    st.builds(lambda p, n: {"action": "sell_pryze", "player": p, "price": n}, who, few),
    st.builds(lambda p: {"action": "keep_pryze", "player": p}, who),
    st.builds(lambda p: {"action": "prepare", "player": p}, who),
    st.builds(lambda p, q: {"action": "declare_sync", "player": p, "partner": q}, who, who),
    st.builds(lambda p, c: {"action": "tree_card", "player": p, "card": c, "n": 1},
              who, st.sampled_from(["doctor_tertius", "alba_chryzostom", "akunen", "in_sync", "jacob_tyllo"])),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(any_action, max_size=60))
def test_any_sequence_of_actions_is_applied_or_refused_and_keeps_every_count_in_range(actions):
    """Whatever the table sends, the engine accepts it or refuses it with one of its two error kinds,
    and the numbers stay inside the rulebook's ranges."""
    state = start(3).state
    for action in actions:
        try:
            state = GAME.apply(state, action).state
        except ActionError:
            continue
        _players_in_bounds(state)
        for p in state["players"].values():
            assert min(p["money"], p["knowledge"], p["vp"], p["tree_tokens"], p["pryzes"]) >= 0
        assert all(0 <= left <= 9 for left in state["tree"]["levels"])
        assert sum(p["tree_markers"] for p in state["players"].values()) == state["tree"]["levels"].count(0)
        assert json.loads(json.dumps(state)) == state
