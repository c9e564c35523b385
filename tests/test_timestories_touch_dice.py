"""T.I.M.E Stories dice by touch (Menu > Enter dice) and from the camera, in the same moments of a
run: a roll the game cannot take yet is never dropped after its values are tapped, the entry says at
once what to do first, as the camera's roll does; the acting agent's dice are offered without asking
how many; the counts in the sentences are said in each language's plural forms."""

from __future__ import annotations

import pytest

from drivers.events import DiceRolled
from test_kiosk_flow import actions, open_app, touch
from test_kiosk_touch_entry import _at_the_orderly, choices
from ui.i18n import say

BEFORE_THE_TU = ("Blue rolls against the test on space B once the Time Captain spends 1 TU: spend 1 TU first, "
                 "or roll the Time Captain die alone to leave Location 1.")


@pytest.fixture
def run(isolated):
    app = open_app(isolated)        # the default game: T.I.M.E Stories, Blue and Red
    yield app
    app.stop()


def enter_dice(app) -> None:
    touch(app, "ui:menu")
    touch(app, "ui:enter_dice")


def camera_roll(app, *faces: str) -> None:
    """A sure reading of the action dice, as the camera sends it."""
    app.events.put(DiceRolled(faces, tuple(0 for _ in faces), 0.99, "timestories_action"))
    app.step()


def captain_roll(app, *faces: str) -> None:
    """A sure reading of what lies in the tray, read as the Time Captain die (1tu-3tu, or "?")."""
    values = tuple(int(face[0]) if face[0].isdigit() else None for face in faces)
    app.events.put(DiceRolled(faces, values, 0.99, "time_captain"))
    app.step()


def test_before_the_tu_is_spent_the_entry_offers_the_time_captain_die_and_says_how_to_roll_instead(run):
    """Rulebook, "Leaving a location": the team may leave whenever it wants a change of scenery, so
    between rounds the one roll offered is the Time Captain die, even with a test waiting on Blue's
    space; the entry says what to do first to roll against the test."""
    _at_the_orderly(run, spend_tu=False)
    enter_dice(run)
    overlay = run.screens.overlay
    assert overlay.kind == "correct" and overlay.lines == (BEFORE_THE_TU, "Tap the value of die 1 of 1.")
    assert choices(run) == ["ui:die:1tu", "ui:die:2tu", "ui:die:3tu", "ui:close"]
    touch(run, "ui:close")
    touch(run, "spend_tu")
    enter_dice(run)
    assert "Tap the value of die 1 of 2." in run.screens.overlay.lines, "once the TU is spent: Blue's 2 dice"
    touch(run, "ui:die:hit")
    touch(run, "ui:die:hit")
    run.step()
    assert actions(run)[-2:] == ["spend_tu", "roll"] and run.session.match.log[-1]["hits"] == 2


def test_the_time_captain_die_tapped_between_rounds_leaves_the_location_with_a_test_waiting(run):
    _at_the_orderly(run, spend_tu=False)
    tu = run.session.state["tu"]
    enter_dice(run)
    touch(run, "ui:die:2tu")
    run.step()
    state = run.session.state
    assert actions(run)[-1] == "leave" and state["location"] is None and state["tu"] == tu - 2
    assert state["tests"] == {} and state["agents"]["Blue"]["space"] is None, "the test on B starts over"
    assert state["captain"] == "Red", "the captaincy passes left"


def test_action_dice_thrown_before_the_tu_is_spent_are_told_to_wait_and_the_captain_die_asks_once(run):
    """Between rounds the camera reads the Time Captain die: two action dice thrown too soon are two
    things where one die was expected, so the sentence says to spend the TU first. The Time Captain die
    thrown alone, even read surely, is asked about once (a lone action die can look like one), and kept
    as read it leaves Location 1 although a test waits on space B."""
    _at_the_orderly(run, spend_tu=False)
    captain_roll(run, "?", "?")
    assert actions(run)[-1] == "test" and run.attention == BEFORE_THE_TU
    captain_roll(run, "3tu")
    assert actions(run)[-1] == "test" and run.attention == (
        "The camera read the Time Captain die (3 TU) while a test waits on space B: keep it as read to leave "
        "Location 1, or ignore it and spend 1 TU to roll against the test.")
    assert "ui:keep" in choices(run) and "ui:die:3tu" in choices(run)
    touch(run, "ui:keep")
    run.step()
    assert actions(run)[-1] == "leave" and run.session.state["location"] is None
    assert run.session.match.log[-1]["roll"] == 3


def test_the_time_captain_die_read_with_no_test_waiting_leaves_at_once(run):
    _at_the_orderly(run, spend_tu=False)
    run.session.submit({"action": "undo"})       # no test on B any more
    captain_roll(run, "2tu")
    assert actions(run)[-1] == "leave" and run.session.match.log[-1]["roll"] == 2


def test_the_camera_is_aimed_at_the_time_captain_die_between_rounds_and_at_the_action_dice_once_the_tu_is_spent(run):
    from device.tables import dice_profile

    _at_the_orderly(run, spend_tu=False)
    assert dice_profile("timestories", run.session.state) == "time_captain"
    run.session.submit({"action": "spend_tu"})
    assert dice_profile("timestories", run.session.state) == "timestories_action"


def test_a_doubtful_reading_between_rounds_also_says_to_spend_the_tu_first(run):
    """A lone action die thrown too soon is one die, which the Time Captain die's check takes: the
    camera's doubt is said together with what to do to roll against the test."""
    _at_the_orderly(run, spend_tu=False)
    run.events.put(DiceRolled(("?",), (None,), 0.3, "time_captain"))
    run.step()
    assert run.attention.startswith("The camera is only 30% sure it read ")
    assert run.attention.endswith(BEFORE_THE_TU) and actions(run)[-1] == "test"


def test_a_test_on_a_later_agents_space_is_named_and_the_captain_die_asked_about(run):
    _at_the_orderly(run, spend_tu=False, red_space="C")     # Blue, who acts first, faces no test
    enter_dice(run)
    assert run.screens.overlay.lines[0] == ("Red rolls against the test on space C once the Time Captain spends 1 TU: "
                                            "spend 1 TU first, or roll the Time Captain die alone to leave Location 1.")
    touch(run, "ui:close")
    captain_roll(run, "1tu")
    assert actions(run)[-1] == "test" and "while a test waits on space C" in run.attention


def test_a_lock_on_another_agents_card_offers_no_time_captain_die(run):
    """The engine refuses to leave while a lock holds Red on card C, so no Time Captain die is offered."""
    _at_the_orderly(run, spend_tu=False, red_space="C", lock=True)
    enter_dice(run)
    assert run.screens.overlay.lines == (
        "Red rolls against the test on space C once the Time Captain spends 1 TU: spend 1 TU first.",)
    assert choices(run) == ["ui:close"]


def test_a_lock_keeps_the_action_dice_between_rounds_since_the_team_cannot_leave(run):
    """Rulebook: "When a lock is present on a card, ... You cannot leave the card before you've
    successfully defeated it." No Time Captain die is offered then; the entry says to spend the TU."""
    _at_the_orderly(run, spend_tu=False, lock=True)
    enter_dice(run)
    assert run.screens.overlay.lines == (
        "Blue rolls against the test on space B once the Time Captain spends 1 TU: spend 1 TU first.",)
    assert choices(run) == ["ui:close"]


def test_the_acting_agents_dice_for_the_trait_are_offered_without_asking_how_many(run):
    """Red rolls 3 deftness dice once Blue has acted: straight to three values, no count screen."""
    submit = run.session.submit
    submit({"action": "receptacle", "agent": "Red", "receptacle": "Kid", "lp": 3, "resistance": 0,
            "dice": {"deftness": 3}})
    submit({"action": "enter", "location": "Location 1", "red": False})
    submit({"action": "move", "agent": "Blue", "space": "C"})
    submit({"action": "move", "agent": "Red", "space": "B"})
    submit({"action": "test", "space": "B", "shields": [{"kind": "normal", "n": 4}], "trait": "deftness"})
    submit({"action": "spend_tu"})
    submit({"action": "idle", "agent": "Blue"})
    enter_dice(run)
    assert run.screens.overlay.kind == "correct" and "Tap the value of die 1 of 3." in run.screens.overlay.lines
    for face in ("hit", "double_hit", "blank"):
        touch(run, f"ui:die:{face}")
    run.step()
    assert run.session.match.log[-1] | {"source": None, "at": None} == {
        "action": "roll", "agent": "Red", "space": "B", "hits": 3, "skulls": 0, "source": None, "at": None}


def test_the_count_is_asked_only_for_a_test_that_names_no_trait(run):
    _at_the_orderly(run, spend_tu=True)
    run.session.submit({"action": "undo"})      # the combat test goes; one naming no trait comes instead
    run.session.submit({"action": "test", "space": "B", "shields": [{"kind": "normal", "n": 1}]})
    enter_dice(run)
    assert run.screens.overlay.lines == ("How many dice were thrown?",)
    assert choices(run) == [f"ui:dice_count:{n}" for n in range(1, 7)] + ["ui:close"]


def test_an_agent_without_dice_for_the_trait_is_told_at_once_not_asked_how_many(run):
    """Red was set up without a receptacle's dice: the engine refuses Red's combat roll, so the
    entry says so before any value is tapped, and so does a camera roll."""
    _at_the_orderly(run, spend_tu=True)
    run.session.submit({"action": "idle", "agent": "Blue"})
    no_dice = ("Red took no receptacle at the base, so has no combat dice for the test on space B: Red can only "
               "move or do nothing until a new run, whose base offers the receptacles again.")
    enter_dice(run)
    assert run.screens.overlay.lines == (no_dice,) and choices(run) == ["ui:close"]
    touch(run, "ui:close")
    camera_roll(run, "hit")
    assert actions(run)[-1] == "idle" and run.attention == no_dice


def test_an_agent_without_dice_held_by_a_lock_is_told_to_do_nothing_not_to_move(run):
    _at_the_orderly(run, spend_tu=True, lock=True)
    run.session.submit({"action": "idle", "agent": "Blue"})
    enter_dice(run)
    assert run.screens.overlay.lines == (
        "Red has no combat dice for the locked test on space B: Red can only do nothing until it is defeated.",)


@pytest.mark.parametrize("language, words", [
    ("en", "Blue rolls 1 die for combat, but the camera read 2 dice; roll again."),
    ("hu", "Blue dobása (harc): 1 kocka, de a kamera ennyit olvasott: 2 kocka; dobj újra."),
    ("pl", "Blue rzuca: 1 kość (walka), ale kamera odczytała: 2 kości; rzuć ponownie."),
    ("fr", "Blue lance 1 dé de combat, mais la caméra a lu 2 dés ; relancez.")])
def test_a_roll_of_the_wrong_count_says_its_dice_in_the_languages_plural_forms(run, language, words):
    run.session.submit({"action": "receptacle", "agent": "Blue", "receptacle": "Eliza", "lp": 4, "resistance": 1,
                        "dice": {"combat": 1}})
    for line in ({"action": "enter", "location": "Location 1", "red": False},
                 {"action": "move", "agent": "Blue", "space": "B"}, {"action": "move", "agent": "Red", "space": "B"},
                 {"action": "spend_tu"},
                 {"action": "test", "space": "B", "shields": [{"kind": "normal", "n": 1}], "trait": "combat"}):
        run.session.submit(line)
    camera_roll(run, "hit", "skull")
    assert actions(run)[-1] == "test" and say(language, run.attention) == words
    typed = run.play.handle(DiceRolled(("hit", "hit", "skull"), (0, 0, 0), 1.0, "timestories_action",
                                       origin="touch"), "")
    assert typed.notice.text == "Blue rolls 1 die for combat; tapped: 3 dice. Enter 1 value."


def test_receptacles_chosen_at_the_base_of_a_run_set_up_by_touch_give_the_agents_their_dice(run):
    """Set up by touch, the agents have no receptacle's dice until one is played at the base: on the
    shared reader (or chosen by touch) it goes to the first agent who has none yet."""
    from test_timestories_touch_cards import choose

    choose(run, "Receptacle 1")
    choose(run, "Receptacle 2")
    agents = run.session.state["agents"]
    assert (agents["Blue"]["receptacle"], agents["Red"]["receptacle"]) == ("Receptacle 1", "Receptacle 2")
    for line in ({"action": "enter", "location": "Location 1", "red": False},
                 {"action": "move", "agent": "Blue", "space": "B"}, {"action": "move", "agent": "Red", "space": "B"},
                 {"action": "spend_tu"},
                 {"action": "test", "space": "B", "shields": [{"kind": "normal", "n": 3}], "trait": "combat"}):
        run.session.submit(line)
    enter_dice(run)
    assert "Tap the value of die 1 of 2." in run.screens.overlay.lines, "Receptacle 1's 2 combat dice"
