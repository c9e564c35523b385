"""Properties of T.I.M.E Stories over random action sequences, and the scripted log in tests/logs."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from engine.core import ActionError
from engine.match import Match, replay

LOG = Path(__file__).resolve().parent / "logs" / "timestories.jsonl"
AGENTS = [{"name": "Blue", "lp": 3, "resistance": 1, "dice": {"combat": 2}},
          {"name": "Pink", "lp": 2, "resistance": 0, "dice": {"combat": 1, "magic": 2}},
          {"name": "Green", "lp": 4, "resistance": 2, "dice": {"magic": 1}}]
SPACES = ["B", "C", "D"]
ANY = ["enter", "spend_tu", "move", "test", "roll", "idle", "leave", "damage", "heal", "item", "give", "use",
       "token", "special_roll", "receptacle", "new_run", "undo"]
IN_ROUND = (["roll"] * 5 + ["test"] * 2 + ["spend_tu"] * 3
            + ["idle", "move", "leave", "damage", "heal", "item", "give"])


def likely_kinds(state) -> list[str]:
    """The actions that make sense now, weighted, so sequences go deep into runs."""
    if state["status"] != "playing":
        return ["new_run"]
    if state["location"] is None:
        return ["enter"] * 4 + ["give", "item"]
    if any(a["alive"] and a["space"] is None for a in state["agents"].values()):
        return ["move"] * 4 + ["spend_tu", "leave"]
    if not state["round_open"]:
        return ["spend_tu"] * 3 + ["test", "leave"]
    return IN_ROUND if state["tests"] else ["test"] * 4 + IN_ROUND


def next_action(draw, state) -> dict:
    """A random action aimed at the current state (mostly legal, sometimes not), so that the
    sequences reach tests, ripostes, deaths and returns instead of being refused at once."""
    agents = state["agents"]
    living = [name for name, agent in agents.items() if agent["alive"]] or list(agents)
    kind = draw(st.sampled_from(ANY if draw(st.integers(0, 9)) == 0 else likely_kinds(state)))
    facing = [name for name in living if agents[name]["space"] in state["tests"]]
    agent = draw(st.sampled_from(facing if kind == "roll" and facing else living))
    own_space = agents[agent]["space"] or draw(st.sampled_from(SPACES))
    if kind == "enter":
        return {"action": "enter", "location": draw(st.sampled_from(["Hall", "Roof", "Cellar"])),
                "red": draw(st.booleans())}
    if kind == "move":
        return {"action": "move", "agent": agent, "space": draw(st.sampled_from(SPACES))}
    if kind == "test":
        shields = st.lists(st.fixed_dictionaries({"kind": st.sampled_from(["normal", "skull", "time", "heart",
                                                                            "special"]),
                                                  "n": st.integers(1, 3)}), min_size=1, max_size=3)
        return {"action": "test", "space": own_space, "shields": draw(shields), "lock": draw(st.booleans()),
                "trait": draw(st.sampled_from(["combat", "magic", None]))}
    if kind == "roll":
        return {"action": "roll", "agent": agent, "space": own_space, "hits": draw(st.integers(0, 4)),
                "skulls": draw(st.integers(0, 3))}
    if kind == "use":
        return {"action": "use", "agent": agent, "item": draw(st.sampled_from(["1", "2"])),
                "discard": draw(st.booleans())}
    if kind == "token":
        return {"action": "token", "token": draw(st.sampled_from(["cross", "star"]))}
    if kind == "special_roll":
        return {"action": "special_roll", "agent": agent, "hits": draw(st.integers(0, 2)), "skulls": 1}
    if kind == "receptacle":
        return {"action": "receptacle", "agent": agent, "receptacle": "Other", "lp": draw(st.integers(1, 5)),
                "resistance": draw(st.integers(0, 3)), "dice": {"combat": draw(st.integers(0, 3))}}
    if kind in ("idle", "damage", "heal"):
        return {"action": kind, "agent": agent, **({"n": draw(st.integers(1, 3))} if kind != "idle" else {})}
    if kind == "leave":
        return {"action": "leave", "roll": draw(st.integers(1, 3))}
    if kind == "item":
        return {"action": "item", "agent": agent, "item": draw(st.sampled_from(["1", "2"])),
                "agency": draw(st.booleans())}
    if kind == "give":
        return {"action": "give", "from": draw(st.sampled_from(list(agents))), "to": agent,
                "item": draw(st.sampled_from(["1", "2"]))}
    return {"action": kind}


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tu=st.integers(3, 15), agents=st.integers(1, 3), steps=st.integers(0, 60), data=st.data())
def test_tu_never_rises_within_a_run_and_lp_stays_within_the_receptacle(tu, agents, steps, data):
    """Over random play (undo included: it takes an action back, so only the replay checks it),
    TU only falls within a run, LP stays in 0..max, and the log alone rebuilds the game."""
    match, _ = Match.start({"action": "setup", "game": "timestories", "tu": tu, "agents": AGENTS[:agents]})
    for _ in range(steps):
        before = match.state
        try:
            match.push(next_action(data.draw, before))
        except ActionError:
            assert match.state == before          # a refused action changes nothing
            continue
        after = match.state
        if after["run"] == before["run"] and match.log[-1]["action"] != "undo":
            assert after["tu"] <= before["tu"]
        for agent in after["agents"].values():
            assert 0 <= agent["lp"] <= agent["lp_max"]
            assert (agent["lp"] > 0) == agent["alive"]
        assert after["status"] != "playing" or after["tu"] > 0
        assert json.loads(json.dumps(after)) == after
    assert replay(match.log)[0].state == match.state     # the log alone rebuilds the game


def test_the_scripted_log_plays_a_failed_run_and_a_successful_one_without_rejections():
    lines = [json.loads(line) for line in LOG.read_text().splitlines()]
    match, events, rejected = replay(lines)
    assert rejected == []
    assert (match.state["status"], match.state["run"]) == ("success", 2)
    texts = [e.text for _, evs in events for e in evs]
    assert "Mission failed: the time marker reached 0; read the Mission Failed (TU) card." in texts
    assert match.state["agents"]["Blue"]["items"] == ["40"]     # the Agency-stamped item crossed the runs


def test_undo_equals_replaying_the_log_minus_its_last_line_at_every_point():
    lines = [json.loads(line) for line in LOG.read_text().splitlines()]
    match, _ = Match.start(lines[0])
    states = [match.state]
    for line in lines[1:]:
        match.push(line)
        states.append(match.state)
    for count in range(len(lines) - 1, 0, -1):
        match.push({"action": "undo"})
        assert match.state == states[count - 1]
