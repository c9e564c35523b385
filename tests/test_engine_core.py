"""The engine core: action checking, the two error kinds, exact undo, replay."""

import json

import pytest

from engine import IllegalAction, MalformedAction, Match, replay
from engine.core import Event, Field, Game, Move, ensure, opt

SETUP = {"action": "setup", "game": "timestories", "tu": 12,
         "agents": [{"name": "Blue", "lp": 4}, {"name": "Red", "lp": 3}], "captain": "Blue"}


def counter_game():
    """A two-move game small enough to see every rule of the core at work."""
    def setup(state, args):
        state["n"] = args["start"]
        return [Event("setup", f"Counter starts at {args['start']}.")]

    def add(state, args):
        ensure(state["n"] + args["by"] <= 10, "The counter cannot pass 10.")
        state["n"] += args["by"]
        return [Event("add", f"Add: +{args['by']}, now {state['n']}.", {"n": state["n"]})]

    return Game("counter", "Counter", Move(setup, {"start": Field(int, min=0, max=10)}),
                {"add": Move(add, {"by": Field(int, min=1, max=5), "note": opt(str, "")})})


@pytest.mark.parametrize("action, sentence", [
    ({"action": "add"}, "'add' is missing the field 'by'."),
    ({"action": "add", "by": "2"}, "'add' field 'by' must be a whole number, not \"2\"."),
    ({"action": "add", "by": True}, "'add' field 'by' must be a whole number, not true."),
    ({"action": "add", "by": 9}, "'add' field 'by' must be at most 5, not 9."),
    ({"action": "add", "by": 1, "bye": 2}, "'add' has an unknown field 'bye' (known: by, note)."),
    ({"action": "jump"}, "'jump' is not a Counter action (known: add)."),
    ({"by": 1}, "The action has no 'action' name."),
    (["add"], "An action must be a JSON object, not [\"add\"]."),
])
def test_malformed_actions_name_the_problem_and_change_nothing(action, sentence):
    game = counter_game()
    state, _ = game.start({"action": "setup", "game": "counter", "start": 3})
    with pytest.raises(MalformedAction) as err:
        game.apply(state, action)
    assert str(err.value) == sentence
    assert state == {"n": 3}


def test_illegal_action_leaves_the_state_untouched():
    game = counter_game()
    state, _ = game.start({"action": "setup", "game": "counter", "start": 8})
    with pytest.raises(IllegalAction, match="cannot pass 10"):
        game.apply(state, {"action": "add", "by": 3})
    assert state == {"n": 8}


def test_source_and_time_are_kept_by_the_log_and_ignored_by_the_rules():
    match, _ = Match.start(SETUP)
    source = {"kind": "nfc", "reader": "seat1", "uid": "04A3C6CAE26180"}
    match.push({"action": "enter", "location": "Lab", "source": source, "at": 12.5})
    assert match.state["location"] == "Lab"
    assert match.log[-1]["source"] == source


def test_undo_is_exact_and_is_itself_a_log_line():
    match, _ = Match.start(SETUP)
    match.push({"action": "enter", "location": "Lab", "red": True})
    before = json.loads(json.dumps(match.state))
    match.push({"action": "spend_tu"})
    events = match.push({"action": "undo"})
    assert match.state == before
    # The undo names what was taken back as the players read it, not the action's id.
    assert str(events[0].text) == "Taken back: Action round: the Time Captain spends 1 TU, 11 TU left."
    assert [line["action"] for line in match.log] == ["setup", "enter", "spend_tu", "undo"]
    replayed, _, rejected = replay(match.log)
    assert rejected == [] and replayed.state == match.state


def test_nothing_to_undo_is_illegal():
    match, _ = Match.start(SETUP)
    with pytest.raises(IllegalAction, match="nothing to undo"):
        match.push({"action": "undo"})
    assert len(match.log) == 1


def test_replay_skips_rejected_lines_and_goes_on():
    lines = [SETUP, {"action": "spend_tu"}, {"action": "enter", "location": "Lab"}, {"action": "spend_tu"}]
    match, events, rejected = replay(lines)
    assert [(n, type(e).__name__) for n, _, e in rejected] == [(2, "IllegalAction")]
    assert match.state["tu"] == 11
    assert [n for n, _ in events] == [1, 3, 4]


@pytest.mark.parametrize("setup, kind", [
    ({"action": "setup", "game": "chess"}, MalformedAction),
    ({"action": "enter", "game": "timestories"}, MalformedAction),
    ({"action": "setup"}, MalformedAction),
])
def test_a_log_must_start_with_a_known_setup(setup, kind):
    with pytest.raises(kind):
        Match.start(setup)
