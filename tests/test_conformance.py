"""One test suite that every registered game must pass (as OpenSpiel does for
its games): a scripted playout is accepted line by line, its state is plain
JSON, saving and resuming gives the same state, and undo equals replaying the
log without its last action. It runs over ``registry.ids()``; a game registered
from elsewhere reruns it by overriding ``playout`` (see ``test_fifth_game.py``)."""

import json
import random

import pytest

from device.catalog import Catalog
from device.session import GameSession
from device.store import Store
from engine import ActionError, IllegalAction, Match, registry, replay
from helpers import LOGS, read_jsonl


def scripted_playout(game_id: str) -> list[dict]:
    """The game's whole scripted playout, ``tests/logs/<id>.jsonl`` by convention."""
    path = LOGS / f"{game_id}.jsonl"
    assert path.exists(), f"every game ships a scripted playout in tests/logs/{path.name}"
    lines = read_jsonl(path)
    assert lines[0]["game"] == game_id
    return lines


@pytest.fixture(params=registry.ids())
def playout(request):
    return scripted_playout(request.param)


def test_the_playout_is_accepted_line_by_line_and_every_event_explains_itself(playout):
    match, events, rejected = replay(playout)
    assert rejected == [], [f"line {n}: {e}" for n, _, e in rejected]
    assert len(playout) >= 10, "a playout exercises the game, not just its setup"
    for _, line_events in events:
        for event in line_events:
            assert event.text.strip() and event.text.strip()[-1] in ".!?)", event.text
            json.dumps(event.to_json())


def test_state_is_plain_json_at_every_step(playout):
    match, _ = Match.start(playout[0])
    for action in playout[1:]:
        match.push(action)
        assert json.loads(json.dumps(match.state)) == match.state


def test_the_end_condition_holds_only_at_the_end(playout):
    """Every playout is a whole game: not over until its last line, over after it."""
    match, _ = Match.start(playout[0])
    assert match.game.over(match.state) is False
    for action in playout[1:-1]:
        match.push(action)
        assert match.game.over(match.state) is False, f"over before the end, after '{action['action']}'"
    match.push(playout[-1])
    assert match.game.over(match.state) is True


def test_every_state_says_who_is_on_turn_which_phase_and_whether_play_has_stopped(playout):
    """The questions every game answers in the same words: the turn clock, the report and
    the end-of-game guard read them instead of each game's own state keys."""
    match, _ = Match.start(playout[0])
    for action in [None, *playout[1:]]:
        if action is not None:
            match.push(action)
        game, state = match.game, match.state
        player, phase, ended = game.current_player(state), game.phase(state), game.ended(state)
        assert player is None or isinstance(player, str)
        assert phase is None or (isinstance(phase, str) and phase.isidentifier())
        assert ended is None or (isinstance(ended, str) and ended.endswith("."))
        assert not game.over(state) or ended is not None, "a game that is over refuses moves"


def test_after_the_end_every_move_is_refused_with_the_games_sentence_but_those_declared_after_end(playout):
    match = replay(playout)[0]
    ended = match.game.ended(match.state)
    for line in playout[1:]:
        if match.game.moves[line["action"]].after_end:
            continue
        with pytest.raises(IllegalAction) as refused:
            match.push(line)
        assert refused.value.sentence == ended


def test_undo_equals_replay_minus_one_at_every_step(playout):
    match, _ = Match.start(playout[0])
    for i, action in enumerate(playout[1:], start=2):
        match.push(action)
        undone = Match.start(playout[0])[0]
        for earlier in playout[1:i - 1]:
            undone.push(earlier)
        match.pop()
        assert match.state == undone.state, f"undo of line {i} is not exact"
        match.push(action)


def test_save_and_resume_give_the_same_state(playout, tmp_path):
    with Store.open(tmp_path) as store:
        catalog = Catalog.load(tmp_path)
        session = GameSession.new(store, catalog, playout[0])
        for action in playout[1:]:
            session.submit(action)
        resumed = GameSession.resume(store, catalog, session.game_id)
        assert resumed.state == session.state
        assert store.lines(session.game_id) == playout


def test_junk_actions_are_refused_with_one_of_the_two_kinds_and_change_nothing(playout):
    match = replay(playout[:len(playout) // 2])[0]
    rng = random.Random(7)
    names = sorted({line["action"] for line in playout[1:]})
    junk_values = [None, True, -1, 10**12, "x", [], {}, [1, "a"], {"n": 1}, 2.5]
    for _ in range(300):
        action = {"action": rng.choice(names + ["nope", "setup"])}
        for key in rng.sample(["n", "agent", "player", "roll", "location", "kind", "x"], rng.randint(0, 3)):
            action[key] = rng.choice(junk_values)
        before = json.dumps(match.state, sort_keys=True)
        try:
            match.push(action)
        except ActionError:
            assert json.dumps(match.state, sort_keys=True) == before
        else:
            match.pop()
            assert json.dumps(match.state, sort_keys=True) == before
