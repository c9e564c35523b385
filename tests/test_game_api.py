"""The fixed questions every game answers (who is on turn, which phase, is it over, why no
move may be made), the end of a game checked once by the core, moves declared next to
their functions, and the sentence helpers the games share."""

import inspect

import pytest

from engine import IllegalAction, Match, registry
from engine.core import Event, Field, Game, Moves
from engine.text import and_list, or_list
from helpers import LOGS, read_jsonl
from ui.i18n import say


def played(game_id: str, lines: int) -> Match:
    """The game's scripted playout up to and including log line ``lines`` (1 is the setup)."""
    log = read_jsonl(LOGS / f"{game_id}.jsonl")
    match, _ = Match.start(log[0])
    for action in log[1:lines]:
        match.push(action)
    return match


# (game, log line, the player on turn, the phase, over) along each game's playout
CHECKPOINTS = [
    ("timestories", 1, None, "base", False),
    ("timestories", 6, "Blue", "round", False),
    ("timestories", 8, "Pink", "round", False),
    ("timestories", 16, None, "travel", False),
    ("timestories", 42, None, "failed", False),       # a failed run is not the end of the game
    ("timestories", 43, None, "base", False),
    ("timestories", 62, None, "success", True),
    ("cavendish", 1, "Anton", "captain", False),
    ("cavendish", 2, "Anton", "discovery", False),
    ("cavendish", 24, "Doug", "discovery", False),
    ("cavendish", 36, "Doug", "between", False),
    ("cavendish", 67, "Doug", "over", True),
    ("enclave", 1, "Miriam", "initiative", False),
    ("enclave", 3, "Miriam", "action", False),
    ("enclave", 35, "Matthias", "initiative", False),
    ("enclave", 90, "Matthias", "rotation", False),
    ("enclave", 91, "Matthias", "over", True),
    ("kivalasztottak", 1, "Bela", "opening", False),
    ("kivalasztottak", 6, "Anna", "manoeuvres", False),
    ("kivalasztottak", 16, "Anna", "closing", False),
    ("kivalasztottak", 19, "Anna", "opening", False),
    ("kivalasztottak", 56, "Bela", "over", True),
]


@pytest.mark.parametrize("game_id, line, player, phase, over", CHECKPOINTS)
def test_each_game_says_who_is_on_turn_its_phase_and_whether_it_is_over(game_id, line, player, phase, over):
    match = played(game_id, line)
    assert (match.game.current_player(match.state), match.game.phase(match.state), match.game.over(match.state)) \
        == (player, phase, over)


@pytest.mark.parametrize("game_id, lines, action, sentence", [
    ("timestories", 62, {"action": "spend_tu"}, "The run is over (success); start a new run."),
    ("timestories", 42, {"action": "spend_tu"}, "The run is over (failed); start a new run."),
    ("cavendish", 67, {"action": "next_captain"},
     "The mission is over (complete); start a new mission to play on."),
    ("enclave", 91, {"action": "next_phase"}, "The game is over; start a new game."),
    ("kivalasztottak", 56, {"action": "resource"},
     "The game is over (End of round: Bela wins with 12 DP (at least 11 and the most).); start a new game."),
])
def test_a_move_after_the_end_is_refused_with_the_games_own_sentence(game_id, lines, action, sentence):
    match = played(game_id, lines)
    before = match.state
    with pytest.raises(IllegalAction) as refused:
        match.push(action)
    assert refused.value.sentence == sentence == match.game.ended(match.state)
    assert match.state is before
    assert say("hu", refused.value.sentence) != sentence, "the refusal is said in the kiosk's language too"


def test_a_malformed_move_after_the_end_still_names_its_field():
    match = played("enclave", 91)
    with pytest.raises(Exception, match="'money' is missing the field 'n'"):
        match.push({"action": "money", "player": "Miriam"})


def test_the_next_run_is_declared_after_end_and_starts_after_a_failed_run():
    match = played("timestories", 42)
    assert match.game.moves["new_run"].after_end
    [event] = match.push({"action": "new_run"})
    assert event.kind == "new_run" and match.game.ended(match.state) is None


def test_a_deck_check_is_declared_after_end_and_still_checks_a_decided_duels_deck():
    match = played("kivalasztottak", 56)
    assert match.game.moves["deck_check"].after_end
    events = match.push({"action": "deck_check", "deck": {"Kard": 4}})
    assert events[-1].data["ok"] is False and match.game.over(match.state)


def test_only_the_moves_the_rules_allow_after_the_end_are_declared_so():
    after_end = {(game_id, name) for game_id in registry.ids()
                 for name, move in registry.get(game_id).moves.items() if move.after_end}
    assert after_end == {("timestories", "new_run"), ("kivalasztottak", "deck_check")}


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_move_is_documented_by_the_docstring_of_its_function(game_id):
    game = registry.get(game_id)
    for name, move in {"setup": game.setup, **game.moves}.items():
        assert len(move.doc) > 30, name
        assert "\n\n" not in move.doc and not move.doc.startswith(" "), name


def counter() -> Game:
    moves = Moves(frame=lambda name, apply: lambda state, args: apply(state, args) + [Event("framed", name)])

    @moves.move("setup", {"start": Field(int, min=0, max=10)})
    def setup(state, args):
        """Start the counter."""
        state["n"] = args["start"]
        return []

    @moves.move("add", {"by": Field(int, min=1, max=5)})
    def add(state, args):
        """Add to the counter."""
        state["n"] += args["by"]
        return [Event("add", "Added.")]

    @moves.move("reset", after_end=True)
    def reset(state, args):
        """Start again from 0."""
        state["n"] = 0
        return []

    assert (add.__name__, inspect.getdoc(add)) == ("add", "Add to the counter."), "the function stays itself"
    return Game("counter", "Counter", moves.setup, moves, over=lambda state: state["n"] >= 10)


def test_moves_gather_each_declared_function_with_its_fields_doc_and_frame():
    game = counter()
    assert list(game.moves) == ["add", "reset"] and game.setup.doc == "Start the counter."
    assert game.moves["add"].doc == "Add to the counter." and set(game.moves["add"].fields) == {"by"}
    state, _ = game.start({"action": "setup", "game": "counter", "start": 8})
    state, events = game.apply(state, {"action": "add", "by": 2})
    assert [e.kind for e in events] == ["add", "framed"], "the frame wraps every move but setup"
    with pytest.raises(IllegalAction, match="The game is over; start a new game."):
        game.apply(state, {"action": "add", "by": 1})
    assert game.apply(state, {"action": "reset"}).state["n"] == 0


def test_a_move_cannot_be_declared_twice():
    moves = Moves()
    moves.move("add")(lambda state, args: [])
    with pytest.raises(ValueError, match="'add' is declared twice"):
        moves.move("add")(lambda state, args: [])


def test_a_game_without_its_own_answers_has_no_turn_no_phase_and_never_ends():
    game = counter()
    plain = Game("plain", "Plain", game.setup, game.moves)
    assert (plain.current_player({}), plain.phase({}), plain.over({}), plain.ended({})) == (None, None, False, None)


def test_lists_are_joined_with_and_or_or_in_every_language():
    assert (and_list([]), and_list(["Amy"])) == ("", "Amy")
    assert and_list(["Amy", "Doug", "Anton"]) == "Amy, Doug and Anton"
    assert or_list(["the Action Phase", "the Tree Phase"]) == "the Action Phase or the Tree Phase"
    assert say("hu", and_list(["Amy", "Doug", "Anton"])) == "Amy, Doug és Anton"
    assert say("fr", or_list(["A", "B", "C"])) == "A, B ou C"
    assert say("pl", or_list(["A", "B"])) == "A lub B"
