"""T.I.M.E Stories rules, one rulebook passage per test (``../shared/rules/time-stories.txt``)."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction, MalformedAction
from engine.match import Match

BLUE = {"name": "Blue", "lp": 3, "resistance": 1, "dice": {"combat": 2, "deftness": 1}}
PINK = {"name": "Pink", "lp": 4, "resistance": 2, "dice": {"combat": 1, "deftness": 3}}
GREEN = {"name": "Green", "lp": 2, "resistance": 0, "dice": {"combat": 3}}


def start(tu=20, agents=(BLUE, PINK), **extra):
    match, _ = Match.start({"action": "setup", "game": "timestories", "tu": tu, "agents": list(agents), **extra})
    return match


def play(match, *actions):
    """Push each action (``(name, fields)`` pairs or dicts); return all events."""
    events = []
    for action in actions:
        if isinstance(action, tuple):
            action = {"action": action[0], **action[1]}
        events += match.push(action)
    return events


def kinds(events):
    return [e.kind for e in events]


def at_location(tu=20, agents=(BLUE, PINK), spaces=None, red=False):
    """Enter the Asylum, place every agent (default all on B) and open an action round."""
    match = start(tu, agents)
    play(match, ("enter", {"location": "Asylum", "red": red}))
    for agent in agents:
        play(match, ("move", {"agent": agent["name"], "space": (spaces or {}).get(agent["name"], "B")}))
    play(match, ("spend_tu", {}))
    return match


def shields(match, space="B"):
    return match.state["tests"][space]["shields"]


# --- setup ----------------------------------------------------------------------------------------

def test_setup_gives_each_receptacle_its_lp_and_the_first_seat_the_captain_die():
    match = start(tu=14)
    state = match.state
    assert (state["tu"], state["run"], state["status"], state["captain"]) == (14, 1, "playing", "Blue")
    assert state["agents"]["Pink"] == {**state["agents"]["Pink"], "lp": 4, "lp_max": 4, "resistance": 2,
                                       "alive": True, "returns_at_tu": None, "dice": PINK["dice"]}
    assert state["tokens"] == [] and state["tests"] == {} and state["location"] is None


def test_setup_refuses_a_captain_who_is_not_an_agent_and_duplicate_names():
    with pytest.raises(IllegalAction, match="Time Captain 'Red' is not one of the agents"):
        start(captain="Red")
    with pytest.raises(IllegalAction, match="different name"):
        start(agents=(BLUE, BLUE))


@pytest.mark.parametrize("agents, where", [
    ([], "at least 1 items"),
    ([BLUE, PINK, GREEN, {**GREEN, "name": "Yellow"}, {**GREEN, "name": "Red"}], "at most 4 items"),
    ([{"name": "Blue", "lp": "three"}], "'lp' must be a whole number"),
    ([{"name": "Blue"}], "missing the field 'lp'"),
    ([{**BLUE, "seat": 5}], r"'agents'\[0\] field 'seat' must be at most 4, not 5"),
    ([{**BLUE, "seat": 0}], r"'agents'\[0\] field 'seat' must be at least 1, not 0"),
    ([{**BLUE, "seat": 2}, PINK], r"each agent needs a different seat \(seats given: 2, 2\)"),
])
def test_setup_with_malformed_agents_names_the_problem(agents, where):
    with pytest.raises(MalformedAction, match=where):
        start(agents=agents)


# --- locations, action rounds and the Time Captain -------------------------------------------------

def test_entering_a_location_is_free_and_each_tu_is_one_action_round():
    match = start(tu=10)
    play(match, ("enter", {"location": "Asylum"}), ("move", {"agent": "Blue", "space": "B"}),
         ("move", {"agent": "Pink", "space": "C"}))
    assert match.state["tu"] == 10
    events = play(match, ("spend_tu", {}))
    assert match.state["tu"] == 9 and match.state["tu_by_location"] == {"Asylum": 1}
    assert events[0].text == "Action round: the Time Captain spends 1 TU, 9 TU left."


def test_if_one_agent_enters_all_must_before_the_time_captain_spends_tu():
    match = start()
    play(match, ("enter", {"location": "Asylum"}), ("move", {"agent": "Blue", "space": "B"}))
    with pytest.raises(IllegalAction, match="if one agent enters, all must; place Pink"):
        play(match, ("spend_tu", {}))


def test_each_agent_does_at_most_one_of_roll_move_or_nothing_per_tu():
    match = at_location(spaces={"Blue": "B", "Pink": "C"})
    play(match, ("move", {"agent": "Blue", "space": "D"}))
    with pytest.raises(IllegalAction, match="One action per TU: Blue already chose to move"):
        play(match, ("move", {"agent": "Blue", "space": "E"}))
    with pytest.raises(IllegalAction, match="Blue already chose to move"):
        play(match, ("idle", {"agent": "Blue"}))
    play(match, ("idle", {"agent": "Pink"}), ("spend_tu", {}), ("move", {"agent": "Blue", "space": "C"}))
    assert match.state["agents"]["Blue"]["space"] == "C"


def test_actions_need_the_time_captain_to_spend_a_tu_first():
    match = start()
    play(match, ("enter", {"location": "Asylum"}), ("move", {"agent": "Blue", "space": "B"}),
         ("move", {"agent": "Pink", "space": "B"}))
    with pytest.raises(IllegalAction, match="must spend 1 TU before Blue can move"):
        play(match, ("move", {"agent": "Blue", "space": "C"}))


def test_time_captain_die_from_a_red_location_costs_two_extra_tu():
    # Rulebook: "The Time Captain die indicates 2 TU, so going from the basement to the roof costs 2 extra
    # TU (for a total of 4 TU)." Leaving the red location, not entering it, costs the 2 extra TU.
    match = start(tu=20)
    play(match, ("enter", {"location": "Basement", "red": True}))
    events = play(match, ("leave", {"roll": 2}))
    assert match.state["tu"] == 16
    assert events[0].text == ("Changing location: Time Captain die 2 +2 for leaving the red location Basement "
                              "costs 4 TU, 16 TU left.")
    play(match, ("enter", {"location": "Roof"}), ("leave", {"roll": 2}))
    assert match.state["tu"] == 14


def test_entering_a_red_location_costs_nothing_extra():
    match = start(tu=20)
    play(match, ("enter", {"location": "Hall"}), ("leave", {"roll": 3}),
         ("enter", {"location": "Basement", "red": True}))
    assert match.state["tu"] == 17 and match.state["red"] is True


def test_the_time_captain_die_passes_to_the_left_and_wraps_around():
    match = start(agents=(BLUE, PINK, GREEN), captain="Pink")
    play(match, ("enter", {"location": "Hall"}), ("leave", {"roll": 1}))
    assert match.state["captain"] == "Green"
    play(match, ("enter", {"location": "Roof"}), ("leave", {"roll": 1}))
    assert match.state["captain"] == "Blue"


def test_the_group_may_not_leave_a_location_and_re_enter_it_immediately():
    match = start()
    play(match, ("enter", {"location": "Hall"}), ("leave", {"roll": 1}))
    with pytest.raises(IllegalAction, match="just left Hall and may not re-enter it immediately"):
        play(match, ("enter", {"location": "Hall"}))
    play(match, ("enter", {"location": "Roof"}), ("leave", {"roll": 1}), ("enter", {"location": "Hall"}))
    assert match.state["location"] == "Hall"


def test_leaving_takes_every_pawn_off_the_board_and_resets_the_tests():
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 3}]}),
         ("roll", {"agent": "Blue", "space": "B", "hits": 1, "skulls": 0}), ("leave", {"roll": 1}))
    state = match.state
    assert state["tests"] == {} and state["location"] is None
    assert {a["space"] for a in state["agents"].values()} == {None}


def test_enter_twice_and_leave_nowhere_are_illegal():
    match = start()
    with pytest.raises(IllegalAction, match="not at a location"):
        play(match, ("leave", {"roll": 1}))
    play(match, ("enter", {"location": "Hall"}))
    with pytest.raises(IllegalAction, match="the team is at Hall; leave it first"):
        play(match, ("enter", {"location": "Roof"}))


# --- tests, hits and riposte ------------------------------------------------------------------------

def test_hits_remove_shields_from_the_left_stack_first():
    # Rulebook: "the 3 hits obtained first remove 2 shields from the left stack. Then, since that stack is
    # empty, 1 shield from the right stack is removed."
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 2}, {"kind": "normal", "n": 3}]}))
    events = play(match, ("roll", {"agent": "Blue", "space": "B", "hits": 3, "skulls": 0}))
    assert shields(match) == [{"kind": "normal", "n": 2}]
    assert events[0].text == ("Hits remove shields from the left: Blue rolls 3 hits on space B, "
                              "3 shields removed, 2 left.")


def test_riposte_costs_1_lp_when_skulls_beat_resistance():
    # "Add the skulls showing on your dice to those present on the shields ... If your resistance is lower
    # than the number of skulls, you lose 1 Life Point."
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "skull", "n": 2}]}))
    events = play(match, ("roll", {"agent": "Blue", "space": "B", "hits": 1, "skulls": 1}))
    riposte = next(e for e in events if e.kind == "riposte")
    assert riposte.text == "Riposte: 2 skulls against resistance 1, Blue loses 1 LP (2 left)."
    assert riposte.data["strength"] == 2 and match.state["agents"]["Blue"]["lp"] == 2


def test_riposte_is_brushed_off_when_resistance_equals_the_skulls():
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "skull", "n": 2}]}))
    events = play(match, ("roll", {"agent": "Pink", "space": "B", "hits": 1, "skulls": 1}))
    assert "Riposte: 2 skulls against resistance 2, Pink brushes it off." in [e.text for e in events]
    assert match.state["agents"]["Pink"]["lp"] == 4


def test_no_riposte_without_a_skull_on_the_dice():
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "skull", "n": 5}]}))
    events = play(match, ("roll", {"agent": "Blue", "space": "B", "hits": 1, "skulls": 0}))
    assert "riposte" not in kinds(events) and match.state["agents"]["Blue"]["lp"] == 3


def test_no_riposte_once_the_hits_removed_every_skull_shield():
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "skull", "n": 1}, {"kind": "normal", "n": 2}]}))
    events = play(match, ("roll", {"agent": "Blue", "space": "B", "hits": 1, "skulls": 3}))
    assert "riposte" not in kinds(events) and match.state["agents"]["Blue"]["lp"] == 3


def test_riposte_strength_counts_the_skull_shields_left_after_the_hits():
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 1}, {"kind": "skull", "n": 3}]}))
    events = play(match, ("roll", {"agent": "Pink", "space": "B", "hits": 2, "skulls": 1}))
    # 1 normal and 1 skull shield removed: 2 skull shields + 1 skull rolled = 3 against resistance 2.
    assert next(e for e in events if e.kind == "riposte").data == {
        "agent": "Pink", "strength": 3, "resistance": 2, "lost": 1, "lp": 3}


def test_heart_and_time_shields_always_take_effect_even_without_skulls():
    match = at_location(tu=20)
    play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 1}, {"kind": "heart", "n": 2},
                                                    {"kind": "time", "n": 2}]}))
    events = play(match, ("roll", {"agent": "Pink", "space": "B", "hits": 1, "skulls": 0}))
    assert match.state["agents"]["Pink"]["lp"] == 2 and match.state["tu"] == 17
    assert "Automatic penalty: 2 heart shields left, Pink loses 2 LP (2 left)." in [e.text for e in events]
    assert "Automatic penalty: 2 time shields left, the party loses 2 TU, 17 TU left." in [e.text for e in events]


def test_special_shields_are_reported_for_the_scenario_to_resolve():
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "special", "n": 1}]}))
    events = play(match, ("roll", {"agent": "Blue", "space": "B", "hits": 0, "skulls": 0}))
    special = next(e for e in events if e.kind == "special")
    assert "1 special shield left on space B" in special.text and special.data == {"space": "B", "n": 1}


def test_eliminating_the_last_shield_completes_the_test_with_no_penalty():
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "skull", "n": 1}, {"kind": "heart", "n": 1}]}))
    events = play(match, ("roll", {"agent": "Blue", "space": "B", "hits": 4, "skulls": 2}))
    assert kinds(events) == ["hits", "completed"]
    assert match.state["tests"] == {} and match.state["agents"]["Blue"]["lp"] == 3
    with pytest.raises(IllegalAction, match="completed this run; its card stays out of the game"):
        play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 1}]}))


def test_two_agents_on_one_card_each_roll_their_quota_in_the_same_tu():
    # "Madeleine and Vasil are together on a card ... On the same TU, they will each roll 2 dice."
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 4}], "trait": "deftness"}),
         ("roll", {"agent": "Blue", "space": "B", "hits": 1, "skulls": 0}),
         ("roll", {"agent": "Pink", "space": "B", "hits": 2, "skulls": 0}))
    assert shields(match) == [{"kind": "normal", "n": 1}]


def test_a_receptacle_without_the_characteristic_cannot_roll_for_it():
    match = at_location(agents=(BLUE, GREEN))
    play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 2}], "trait": "deftness"}))
    with pytest.raises(IllegalAction, match="Green's receptacle has no deftness dice"):
        play(match, ("roll", {"agent": "Green", "space": "B", "hits": 1, "skulls": 0}))


def test_doing_nothing_on_a_test_with_a_skull_shield_costs_1_lp():
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 1}, {"kind": "skull", "n": 1}]}))
    events = play(match, ("idle", {"agent": "Pink"}))
    assert events[0].text == "Doing nothing on a test with a skull shield: Pink loses 1 LP (3 left)."


def test_doing_nothing_on_a_test_without_skull_shields_costs_nothing():
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "heart", "n": 2}]}))
    events = play(match, ("idle", {"agent": "Pink"}))
    assert kinds(events) == ["idle"] and match.state["agents"]["Pink"]["lp"] == 4


def test_an_agent_who_did_not_act_in_a_round_did_nothing():
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "skull", "n": 2}]}),
         ("roll", {"agent": "Blue", "space": "B", "hits": 0, "skulls": 0}))
    events = play(match, ("spend_tu", {}))
    assert kinds(events) == ["idle", "tu"] and "Pink did not act that TU" in events[0].text
    assert match.state["agents"]["Pink"]["lp"] == 3 and match.state["agents"]["Blue"]["lp"] == 3


def test_a_lock_keeps_the_agents_on_the_card_until_the_test_is_defeated():
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 2}], "lock": True}))
    with pytest.raises(IllegalAction, match="Lock: Blue cannot leave space B"):
        play(match, ("move", {"agent": "Blue", "space": "C"}))
    with pytest.raises(IllegalAction, match="Lock: Blue, Pink cannot leave the card"):
        play(match, ("leave", {"roll": 1}))
    play(match, ("roll", {"agent": "Blue", "space": "B", "hits": 2, "skulls": 0}),
         ("move", {"agent": "Pink", "space": "C"}), ("leave", {"roll": 1}))
    assert match.state["location"] is None


def test_an_agent_without_dice_for_a_locked_test_is_told_to_do_nothing_not_to_move():
    """Green has no deftness dice; the lock keeps Green on the card, so only doing nothing is left."""
    match = at_location(agents=(BLUE, GREEN))
    play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 2}], "trait": "deftness", "lock": True}))
    with pytest.raises(IllegalAction, match="Roll: Green's receptacle has no deftness dice for this locked test; "
                                            "Green can only do nothing until it is defeated."):
        play(match, ("roll", {"agent": "Green", "space": "B", "hits": 1, "skulls": 0}))


def test_quitting_a_test_resets_it_once_nobody_faces_it():
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 3}]}),
         ("roll", {"agent": "Blue", "space": "B", "hits": 1, "skulls": 0}),
         ("move", {"agent": "Pink", "space": "C"}))
    assert shields(match) == [{"kind": "normal", "n": 2}]   # Blue still faces it
    play(match, ("spend_tu", {}))
    events = play(match, ("move", {"agent": "Blue", "space": "C"}))
    assert kinds(events) == ["move", "test_reset"] and match.state["tests"] == {}
    play(match, ("spend_tu", {}), ("move", {"agent": "Blue", "space": "B"}),
         ("test", {"space": "B", "shields": [{"kind": "normal", "n": 3}]}))
    assert shields(match) == [{"kind": "normal", "n": 3}]


def test_rolls_only_against_a_test_on_the_agents_own_space():
    match = at_location(spaces={"Blue": "B", "Pink": "C"})
    with pytest.raises(IllegalAction, match="no agent stands on space D"):
        play(match, ("test", {"space": "D", "shields": [{"kind": "normal", "n": 1}]}))
    play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 1}]}))
    with pytest.raises(IllegalAction, match="Pink is not on space B"):
        play(match, ("roll", {"agent": "Pink", "space": "B", "hits": 1, "skulls": 0}))
    with pytest.raises(IllegalAction, match="there is no test on space C"):
        play(match, ("roll", {"agent": "Pink", "space": "C", "hits": 1, "skulls": 0}))
    with pytest.raises(IllegalAction, match="space B already has a test in progress"):
        play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 1}]}))


@pytest.mark.parametrize("fields, problem", [
    ({"space": "B", "shields": [{"kind": "dragon", "n": 1}]},
     "kind' must be one of normal, skull, time, heart, special"),
    ({"space": "B", "shields": [{"kind": "normal", "n": 1}] * 4}, "'shields' must have at most 3 items"),
    ({"space": "B", "shields": [{"kind": "normal", "n": 0}]}, "field 'n' must be at least 1"),
    ({"space": "B", "shields": []}, "'shields' must have at least 1 items"),
    ({"space": "B"}, "missing the field 'shields'"),
    ({"space": "B", "shields": [{"kind": "normal", "n": 1}], "locked": True}, "unknown field 'locked'"),
])
def test_malformed_tests_name_the_field(fields, problem):
    match = at_location()
    with pytest.raises(MalformedAction, match=problem.replace("(", r"\(")):
        play(match, ("test", fields))


@pytest.mark.parametrize("action, problem", [
    (("leave", {"roll": 4}), "'roll' must be at most 3"),
    (("leave", {"roll": 0}), "'roll' must be at least 1"),
    (("roll", {"agent": "Blue", "space": "B", "hits": -1, "skulls": 0}), "'hits' must be at least 0"),
    (("roll", {"agent": "Blue", "space": "B", "hits": True, "skulls": 0}), "'hits' must be a whole number"),
    (("damage", {"agent": "Blue"}), "missing the field 'n'"),
    (("teleport", {}), "'teleport' is not a T.I.M.E Stories action"),
])
def test_malformed_actions_name_the_problem(action, problem):
    match = at_location()
    with pytest.raises(MalformedAction, match=problem):
        play(match, action)


def test_an_unknown_agent_is_named():
    match = at_location()
    with pytest.raises(IllegalAction, match="'Yellow' is not one of the agents \\(Blue, Pink\\)"):
        play(match, ("idle", {"agent": "Yellow"}))


# --- life points, death and return ------------------------------------------------------------------

def test_life_points_never_exceed_the_receptacles_maximum():
    match = at_location()
    play(match, ("damage", {"agent": "Pink", "n": 1}))
    events = play(match, ("heal", {"agent": "Pink", "n": 3}))
    assert match.state["agents"]["Pink"]["lp"] == 4
    assert events[0].text == ("Life points never exceed the receptacle's maximum: Pink gains 1 LP "
                              "(capped at the receptacle's maximum 4), now 4.")


def test_death_sends_the_agent_to_the_vortex_and_they_return_7_tu_later_with_full_lp():
    match = at_location(tu=16, spaces={"Blue": "B", "Pink": "C"})   # 15 TU left after the first round
    events = play(match, ("damage", {"agent": "Blue", "n": 5}))
    blue = match.state["agents"]["Blue"]
    assert (blue["alive"], blue["lp"], blue["space"], blue["returns_at_tu"]) == (False, 0, None, 8)
    assert events[-1].text == ("Death of a receptacle: Blue lost their last LP; "
                               "Blue returns when the time marker reaches 8 TU.")
    with pytest.raises(IllegalAction, match="Blue is dead, in the inter-temporal vortex until 8 TU"):
        play(match, ("idle", {"agent": "Blue"}))
    for _ in range(6):
        play(match, ("spend_tu", {}))
    assert match.state["tu"] == 9 and not match.state["agents"]["Blue"]["alive"]
    events = play(match, ("spend_tu", {}))
    assert "return" in kinds(events)
    blue = match.state["agents"]["Blue"]
    assert (blue["alive"], blue["lp"], blue["returns_at_tu"]) == (True, 3, None)
    with pytest.raises(IllegalAction, match="must enter a space with another agent \\(C\\), not B"):
        play(match, ("move", {"agent": "Blue", "space": "B"}))
    play(match, ("move", {"agent": "Blue", "space": "C"}), ("idle", {"agent": "Blue"}))   # entering is free
    assert match.state["agents"]["Blue"]["space"] == "C"


def test_a_time_captain_die_that_jumps_past_the_pawn_still_brings_the_agent_back():
    match = at_location(tu=12, spaces={"Blue": "B", "Pink": "C"})
    play(match, ("damage", {"agent": "Blue", "n": 3}))          # 11 TU left: returns at 4
    for _ in range(5):
        play(match, ("spend_tu", {}))                          # 6 left
    play(match, ("leave", {"roll": 3}))                        # 3 left, below the pawn at 4
    assert match.state["agents"]["Blue"]["alive"] and match.state["agents"]["Blue"]["lp"] == 3


def test_an_agent_dying_with_7_tu_or_fewer_left_cannot_return_this_run():
    match = at_location(tu=8)
    events = play(match, ("damage", {"agent": "Blue", "n": 3}))
    assert match.state["agents"]["Blue"]["returns_at_tu"] is None
    assert "with 7 TU left (7 or fewer), Blue cannot return this run" in events[-1].text


def test_the_run_ends_when_all_receptacles_are_dead_even_with_tu_left():
    match = at_location(tu=20)
    play(match, ("test", {"space": "B", "shields": [{"kind": "heart", "n": 3}]}),
         ("damage", {"agent": "Pink", "n": 4}))
    events = play(match, ("roll", {"agent": "Blue", "space": "B", "hits": 0, "skulls": 0}))
    assert match.state["status"] == "failed" and match.state["tu"] == 19
    assert events[-1].text == ("Mission failed: all receptacles are dead, the run ends; "
                               "read the Mission Failed (TU) card.")
    with pytest.raises(IllegalAction, match="The run is over \\(failed\\); start a new run"):
        play(match, ("spend_tu", {}))


def test_the_mission_fails_when_the_time_marker_reaches_0():
    match = at_location(tu=3)
    play(match, ("test", {"space": "B", "shields": [{"kind": "time", "n": 3}]}))
    events = play(match, ("roll", {"agent": "Blue", "space": "B", "hits": 0, "skulls": 0}))
    assert match.state["tu"] == 0 and match.state["status"] == "failed"
    assert events[-1].text == "Mission failed: the time marker reached 0; read the Mission Failed (TU) card."


# --- items, state tokens, runs ------------------------------------------------------------------------

def test_items_are_given_only_on_the_same_space_or_off_the_board():
    match = at_location(spaces={"Blue": "B", "Pink": "C"})
    play(match, ("item", {"agent": "Blue", "item": "12"}))
    with pytest.raises(IllegalAction, match="Blue and Pink must be on the same space or both off the board"):
        play(match, ("give", {"from": "Blue", "to": "Pink", "item": "12"}))
    play(match, ("leave", {"roll": 1}), ("give", {"from": "Blue", "to": "Pink", "item": "12"}))
    assert match.state["agents"]["Pink"]["items"] == ["12"] and match.state["agents"]["Blue"]["items"] == []
    with pytest.raises(IllegalAction, match="Blue does not hold item 12"):
        play(match, ("give", {"from": "Blue", "to": "Pink", "item": "12"}))
    with pytest.raises(IllegalAction, match="Item 12: Pink already holds it"):
        play(match, ("item", {"agent": "Blue", "item": "12"}))


def test_a_dead_agents_possessions_serve_the_others():
    match = at_location(spaces={"Blue": "B", "Pink": "C"})
    play(match, ("item", {"agent": "Blue", "item": "7"}), ("damage", {"agent": "Blue", "n": 3}),
         ("use", {"agent": "Pink", "item": "7"}), ("give", {"from": "Blue", "to": "Pink", "item": "7"}))
    assert match.state["agents"]["Pink"]["items"] == ["7"]


def test_an_item_cannot_be_used_by_two_receptacles_in_the_same_tu():
    match = at_location()
    play(match, ("item", {"agent": "Blue", "item": "3"}), ("use", {"agent": "Blue", "item": "3"}),
         ("give", {"from": "Blue", "to": "Pink", "item": "3"}))
    with pytest.raises(IllegalAction, match="already used by Blue this TU"):
        play(match, ("use", {"agent": "Pink", "item": "3"}))
    play(match, ("spend_tu", {}), ("use", {"agent": "Pink", "item": "3", "discard": True}))
    assert match.state["agents"]["Pink"]["items"] == []


def test_a_sealed_card_needs_its_state_token():
    match = at_location()
    with pytest.raises(IllegalAction, match="space D needs the state token 'key'"):
        play(match, ("move", {"agent": "Blue", "space": "D", "sealed": "key"}))
    play(match, ("token", {"token": "key"}), ("move", {"agent": "Blue", "space": "D", "sealed": "key"}))
    assert match.state["tokens"] == ["key"] and match.state["agents"]["Blue"]["space"] == "D"
    with pytest.raises(IllegalAction, match="already has 'key'"):
        play(match, ("token", {"token": "key"}))


def test_a_new_run_resets_everything_but_the_agency_stamped_items():
    # l.459: "When the mission fails, leave the ITEMs stamped in place, but reset the other game elements".
    match = at_location(tu=10)
    play(match, ("item", {"agent": "Blue", "item": "40", "agency": True}),
         ("item", {"agent": "Pink", "item": "12"}),
         ("token", {"token": "star"}), ("damage", {"agent": "Pink", "n": 2}), ("leave", {"roll": 3}),
         ("enter", {"location": "Roof"}), *[("spend_tu", {})] * 5, ("leave", {"roll": 1}))
    assert (match.state["tu"], match.state["status"], match.state["last_left"]) == (0, "failed", "Roof")
    events = play(match, ("new_run", {}))
    state = match.state
    assert (state["run"], state["tu"], state["status"]) == (2, 10, "playing")
    assert state["location"] is None and state["tokens"] == []
    assert state["agents"]["Blue"]["items"] == ["40"] and state["agents"]["Pink"]["items"] == []
    assert state["agents"]["Pink"]["lp"] == 4 and state["tu_by_location"] == {}
    assert events[0].text == "New run 2: everything is reset to 10 TU except 1 Agency-stamped item."
    play(match, ("enter", {"location": "Roof"}))   # no "just left" rule across runs


def test_mission_success_ends_the_game():
    match = at_location()
    events = play(match, ("success", {}))
    assert match.state["status"] == "success" and "Mission Successful card in run 1" in events[0].text
    with pytest.raises(IllegalAction, match="the mission is already successful"):
        play(match, ("new_run", {}))


def test_a_scenario_failure_names_its_card():
    match = at_location()
    events = play(match, ("fail", {"card": "Mission Failed (Madness)"}))
    assert match.state["status"] == "failed" and match.state["ended_by"] == "Mission Failed (Madness)"
    assert events[0].text == "Mission failed: the scenario sends the team to the Mission Failed (Madness) card."


def test_special_rolls_cost_no_tu_and_no_action():
    match = at_location(tu=9)
    events = play(match, ("special_roll", {"agent": "Blue", "hits": 1, "skulls": 0, "note": "the lift"}),
                  ("idle", {"agent": "Blue"}))
    assert match.state["tu"] == 8
    assert events[0].text == ("Special roll, no TU: Blue rolls 1 hit and 0 skulls (the lift); "
                              "the location's card says what follows.")


def test_undo_restores_the_state_before_a_riposte_exactly():
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "skull", "n": 2}]}))
    before = match.state
    play(match, ("roll", {"agent": "Blue", "space": "B", "hits": 0, "skulls": 2}), {"action": "undo"})
    assert match.state == before


def test_receptacles_are_chosen_at_the_base_and_again_at_each_new_run():
    match = start()
    eliza = {"agent": "Pink", "receptacle": "Eliza", "lp": 5, "resistance": 3, "dice": {"ranged": 2}}
    events = play(match, ("receptacle", eliza))
    pink = match.state["agents"]["Pink"]
    assert (pink["receptacle"], pink["lp"], pink["lp_max"], pink["resistance"]) == ("Eliza", 5, 5, 3)
    assert events[0].text == "Receptacle: Pink takes possession of Eliza (5 LP, resistance 3)."
    play(match, ("enter", {"location": "Hall"}), ("leave", {"roll": 1}))
    with pytest.raises(IllegalAction, match="receptacles are chosen at the base"):
        play(match, ("receptacle", eliza))
    play(match, ("fail", {"card": "Mission Failed (Madness)"}), ("new_run", {}),
         ("receptacle", {**eliza, "receptacle": "Altace", "lp": 2}))
    assert match.state["agents"]["Pink"]["lp_max"] == 2


def test_the_agent_next_to_act_follows_the_seat_order():
    from engine.timestories import next_to_act

    match = at_location(agents=(BLUE, PINK, GREEN))
    assert next_to_act(match.state) == "Blue"
    play(match, ("idle", {"agent": "Blue"}), ("damage", {"agent": "Pink", "n": 4}))
    assert next_to_act(match.state) == "Green"
    play(match, ("idle", {"agent": "Green"}))
    assert next_to_act(match.state) is None
    play(match, ("leave", {"roll": 1}))
    assert next_to_act(match.state) is None


def test_each_remaining_stack_says_what_it_costs_a_roll():
    from engine.timestories import shield_costs

    test_here = {"shields": [{"kind": "skull", "n": 2}, {"kind": "heart", "n": 1}, {"kind": "time", "n": 3}]}
    assert [s["cost"] for s in shield_costs(test_here)] == ["riposte +2", "-1 LP a roll", "-3 TU a roll"]


def test_an_agent_returning_while_the_team_changes_location_enters_any_space_first():
    match = at_location(tu=12, spaces={"Blue": "B", "Pink": "C"})
    play(match, ("damage", {"agent": "Blue", "n": 3}))               # 11 left: back at 4
    for _ in range(5):
        play(match, ("spend_tu", {}))
    play(match, ("leave", {"roll": 3}), ("enter", {"location": "Roof"}))
    assert match.state["agents"]["Blue"]["alive"]
    play(match, ("move", {"agent": "Blue", "space": "E"}))           # nobody is on the board yet
    play(match, ("move", {"agent": "Pink", "space": "D"}), ("item", {"agent": "Pink", "item": "9"}))
    with pytest.raises(IllegalAction, match="Pink and Blue must be on the same space"):
        play(match, ("give", {"from": "Pink", "to": "Blue", "item": "9"}))


YELLOW = {"name": "Yellow", "lp": 3, "resistance": 1, "dice": {"combat": 1, "deftness": 2}}


def test_rulebook_for_1_tu_fighters_roll_blue_joins_them_and_yellow_explores():
    # "Green and Pink are in the middle of combat. They separately roll ... but fail to defeat their
    # opponents. ... Blue joins them by moving to their space. ... Yellow uses this TU to go discover
    # another space." Then, the next TU, Blue fights alongside them.
    match = at_location(agents=(BLUE, GREEN, PINK, YELLOW),
                        spaces={"Blue": "B", "Green": "C", "Pink": "C", "Yellow": "B"})
    play(match, ("test", {"space": "C", "shields": [{"kind": "normal", "n": 4}], "trait": "combat"}),
         ("roll", {"agent": "Green", "space": "C", "hits": 1, "skulls": 0}),
         ("roll", {"agent": "Pink", "space": "C", "hits": 0, "skulls": 0}),
         ("move", {"agent": "Blue", "space": "C"}), ("move", {"agent": "Yellow", "space": "D"}))
    assert shields(match, "C") == [{"kind": "normal", "n": 3}] and match.state["tu"] == 19
    play(match, ("spend_tu", {}), ("roll", {"agent": "Blue", "space": "C", "hits": 2, "skulls": 0}))
    assert shields(match, "C") == [{"kind": "normal", "n": 1}]


def test_rulebook_for_1_tu_blue_finishes_the_test_so_pink_moves_to_help_yellow():
    # "Yellow is stuck in combat and rolls, but does not defeat his opponent. Pink and Blue are also
    # working at completing a test. Blue rolls first and successfully finishes the test, so Pink moves
    # now, ready to help Yellow on the next TU. Green decides to not do anything."
    match = at_location(agents=(BLUE, GREEN, PINK, YELLOW),
                        spaces={"Blue": "B", "Green": "E", "Pink": "B", "Yellow": "D"})
    play(match, ("test", {"space": "D", "shields": [{"kind": "normal", "n": 3}]}),
         ("test", {"space": "B", "shields": [{"kind": "normal", "n": 2}]}),
         ("roll", {"agent": "Yellow", "space": "D", "hits": 1, "skulls": 0}))
    events = play(match, ("roll", {"agent": "Blue", "space": "B", "hits": 2, "skulls": 0}))
    assert "completed" in kinds(events) and "B" not in match.state["tests"]
    play(match, ("move", {"agent": "Pink", "space": "D"}), ("idle", {"agent": "Green"}))
    assert match.state["tests"]["D"]["shields"] == [{"kind": "normal", "n": 2}]
    assert all(agent["acted"] for agent in match.state["agents"].values())
    play(match, ("spend_tu", {}), ("roll", {"agent": "Pink", "space": "D", "hits": 2, "skulls": 0}))
    assert "D" not in match.state["tests"]


def test_each_agent_keeps_its_seat_number_defaulting_to_its_place_in_the_list():
    assert [a["seat"] for a in start().state["agents"].values()] == [1, 2]
    seated = start(agents=({**BLUE, "seat": 4}, {**PINK, "seat": 2}, GREEN)).state
    assert {name: a["seat"] for name, a in seated["agents"].items()} == {"Blue": 4, "Pink": 2, "Green": 3}
    assert seated["seats"] == ["Blue", "Pink", "Green"]          # seat order is still the order of the list


# --- divergences found in a line-by-line reading of the rulebook ------------------------------------

def test_an_agent_who_dies_doing_nothing_on_a_skull_test_leaves_no_test_for_the_next_agent():
    # l.371-375: "The passage of a test takes place TU by TU until: ... You die"; l.313: a quit test is reset.
    match = at_location(agents=(GREEN, PINK), spaces={"Green": "B", "Pink": "C"})
    play(match, ("test", {"space": "B", "shields": [{"kind": "skull", "n": 2}], "lock": True}),
         ("damage", {"agent": "Green", "n": 1}))
    events = play(match, ("idle", {"agent": "Green"}))
    assert kinds(events) == ["idle", "death", "test_reset"] and match.state["tests"] == {}
    play(match, ("idle", {"agent": "Pink"}), ("spend_tu", {}), ("move", {"agent": "Pink", "space": "B"}),
         ("spend_tu", {}))
    play(match, ("move", {"agent": "Pink", "space": "C"}))    # no inherited lock holds Pink on B
    assert match.state["agents"]["Pink"]["space"] == "C"


def test_a_new_run_is_refused_while_the_run_goes_on():
    # l.21: "A run equals a complete game, meaning the use of all of the Temporal Units"; l.451-457: it fails
    # at 0 TU, when all agents are dead, or on a scenario's Mission Failed card.
    match = at_location(tu=3)
    before = match.state
    with pytest.raises(IllegalAction) as refused:
        play(match, ("new_run", {}))
    assert str(refused.value) == ("New run: the run goes on with 2 TU left and Blue, Pink alive; it ends only at "
                                  "0 TU, when every receptacle is dead, or on a Mission Failed card.")
    assert match.state == before
    play(match, ("spend_tu", {}), ("spend_tu", {}))
    assert match.state["status"] == "failed"
    play(match, ("new_run", {}))
    assert (match.state["run"], match.state["tu"]) == (2, 3)
    play(match, ("enter", {"location": "Hall"}), ("move", {"agent": "Blue", "space": "B"}),
         ("move", {"agent": "Pink", "space": "B"}), ("spend_tu", {}),
         ("damage", {"agent": "Blue", "n": 3}), ("damage", {"agent": "Pink", "n": 4}), ("new_run", {}))
    assert (match.state["run"], match.state["status"]) == (3, "playing")


@pytest.mark.parametrize("shields, refusal", [
    ([{"kind": "time", "n": 5}, {"kind": "time", "n": 3}], "the game has 7 time shields, and the tests on the "
                                                           "board would need 8"),
    ([{"kind": "heart", "n": 8}], "the game has 7 heart shields"),
    ([{"kind": "special", "n": 8}], "the game has 7 special shields"),
    ([{"kind": "skull", "n": 20}, {"kind": "normal", "n": 20}, {"kind": "skull", "n": 1}],
     r"40 normal and skull shields \(two faces of the same tokens\), and the tests on the board would need 41"),
])
def test_a_test_cannot_take_more_shields_than_the_box_holds(shields, refusal):
    # l.9-12: 40 normal/skull shields, 7 time, 7 heart, 7 special shields.
    match = at_location()
    with pytest.raises(IllegalAction, match=refusal):
        play(match, ("test", {"space": "B", "shields": shields}))
    assert match.state["tests"] == {}


def test_the_shield_supply_is_shared_by_every_test_on_the_board():
    # l.10: "7 Time Shields" for all the tests in progress at once.
    match = at_location(spaces={"Blue": "B", "Pink": "C"})
    play(match, ("test", {"space": "B", "shields": [{"kind": "time", "n": 4}]}))
    with pytest.raises(IllegalAction, match="the game has 7 time shields, and the tests on the board would need 8"):
        play(match, ("test", {"space": "C", "shields": [{"kind": "time", "n": 4}]}))
    play(match, ("test", {"space": "C", "shields": [{"kind": "time", "n": 3}]}))
    assert sorted(match.state["tests"]) == ["B", "C"]


def test_no_receptacle_rolls_more_than_the_six_action_dice():
    # l.8: "6 Action Dice".
    with pytest.raises(IllegalAction, match="the game has 6 action dice, so Blue's receptacle cannot roll 7 for "
                                            "combat"):
        start(agents=({**BLUE, "dice": {"combat": 7}}, PINK))
    match = start()
    with pytest.raises(IllegalAction, match="Receptacle: the game has 6 action dice"):
        play(match, ("receptacle", {"agent": "Pink", "receptacle": "Eliza", "lp": 5, "dice": {"ranged": 7}}))
    play(match, ("receptacle", {"agent": "Pink", "receptacle": "Eliza", "lp": 5, "dice": {"ranged": 6}}))


def test_two_agents_cannot_possess_the_same_receptacle():
    # l.117: "you can choose whichever one inspires you ... from among those available".
    with pytest.raises(IllegalAction, match=r"two agents cannot possess the same receptacle \(Eliza\)"):
        start(agents=({**BLUE, "receptacle": "Eliza"}, {**PINK, "receptacle": "Eliza"}))
    match = start()
    eliza = {"receptacle": "Eliza", "lp": 5, "resistance": 3, "dice": {"ranged": 2}}
    play(match, ("receptacle", {"agent": "Pink", **eliza}))
    with pytest.raises(IllegalAction) as refused:
        play(match, ("receptacle", {"agent": "Blue", **eliza}))
    assert str(refused.value) == ("Receptacle: Pink already possesses Eliza; two agents cannot possess the same "
                                  "receptacle, so Pink chooses another one first.")
    play(match, ("receptacle", {"agent": "Pink", **eliza}))     # Pink may take Eliza again
    play(match, ("receptacle", {"agent": "Pink", **eliza, "receptacle": "Altace"}),
         ("receptacle", {"agent": "Blue", **eliza}))
    assert [a["receptacle"] for a in match.state["agents"].values()] == ["Eliza", "Altace"]


def test_a_dead_agents_lent_items_go_back_when_the_owner_returns():
    # l.405: "their possessions ... can be used by the other agents until they return to their receptacle."
    match = at_location(tu=20, agents=(BLUE, PINK, GREEN))
    play(match, ("item", {"agent": "Blue", "item": "7"}), ("item", {"agent": "Blue", "item": "9"}),
         ("damage", {"agent": "Blue", "n": 3}), ("give", {"from": "Blue", "to": "Pink", "item": "7"}),
         ("give", {"from": "Pink", "to": "Green", "item": "7"}), ("give", {"from": "Blue", "to": "Pink", "item": "9"}),
         ("use", {"agent": "Pink", "item": "9", "discard": True}))
    assert match.state["agents"]["Green"]["items"] == ["7"]
    events = []
    while match.state["agents"]["Blue"]["returns_at_tu"] is not None:
        events += play(match, ("spend_tu", {}))
    back = [e for e in events if e.kind == "item_back"]
    assert [e.text for e in back] == ["Possessions of an agent in the vortex serve the others until they return: "
                                      "Green hands item 7 back to Blue."]
    assert match.state["agents"]["Blue"]["items"] == ["7"] and match.state["agents"]["Green"]["items"] == []
    assert match.state["lent"] == {}


def test_a_lent_stamped_item_is_back_with_its_owner_at_the_next_run():
    # l.405 and l.423: stamped items "remain in the possession of the receptacles from one run to the next".
    match = at_location(tu=8)
    play(match, ("item", {"agent": "Blue", "item": "40", "agency": True}), ("damage", {"agent": "Blue", "n": 3}),
         ("give", {"from": "Blue", "to": "Pink", "item": "40"}), ("fail", {"card": "Mission Failed (Madness)"}),
         ("new_run", {}))
    assert match.state["agents"]["Blue"]["items"] == ["40"] and match.state["agents"]["Pink"]["items"] == []


def test_items_given_by_a_living_agent_are_not_lent():
    match = at_location(tu=20)
    play(match, ("item", {"agent": "Blue", "item": "3"}), ("give", {"from": "Blue", "to": "Pink", "item": "3"}),
         ("damage", {"agent": "Blue", "n": 3}), *[("spend_tu", {})] * 7)
    assert match.state["agents"]["Blue"]["alive"] and match.state["agents"]["Pink"]["items"] == ["3"]


@pytest.mark.parametrize("setup, action, said", [
    ({"shields": [{"kind": "time", "n": 2}]}, ("roll", {"agent": "Blue", "space": "B", "hits": 0, "skulls": 0}),
     "Automatic penalty: 2 time shields left would cost 2 TU; the party loses the last 1, 0 TU left."),
    (None, ("leave", {"roll": 3}),
     "Changing location: Time Captain die 3 would cost 3 TU; the party spends the last 1, 0 TU left."),
])
def test_with_one_tu_left_the_sentence_says_the_one_tu_lost(setup, action, said):
    # l.353: "For each remaining shield of this type, the party loses 1 TU"; l.269: the die's TU are spent.
    match = at_location(tu=2)
    if setup:
        play(match, ("test", {"space": "B", **setup}))
    events = play(match, action)
    tu = next(e for e in events if e.kind == "tu")
    assert tu.text == said and tu.data == {"tu": 0, "spent": 1}
    assert match.state["status"] == "failed"


def test_leaving_a_red_location_with_too_few_tu_says_what_was_spent():
    # l.271: "To go from a location with a red name to another location ... costs 2 extra TU."
    match = at_location(tu=3, red=True)
    events = play(match, ("leave", {"roll": 1}))
    assert ("Changing location: Time Captain die 1 +2 for leaving the red location Asylum would cost 3 TU; "
            "the party spends the last 2, 0 TU left.") in [e.text for e in events]


def test_a_location_visited_earlier_can_be_entered_again_and_its_defeated_test_stays_out():
    # l.247: "You are allowed to return to a location you've already visited."
    # l.381: "If you later come back to this same location on the current run, the enemy will no longer be there."
    match = at_location()
    play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 1}]}),
         ("roll", {"agent": "Blue", "space": "B", "hits": 1, "skulls": 0}),
         ("leave", {"roll": 1}), ("enter", {"location": "Roof"}),
         ("move", {"agent": "Blue", "space": "B"}), ("move", {"agent": "Pink", "space": "B"}))
    play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 2}]}))
    assert shields(match) == [{"kind": "normal", "n": 2}]
    play(match, ("leave", {"roll": 1}), ("enter", {"location": "Asylum"}),
         ("move", {"agent": "Blue", "space": "B"}), ("move", {"agent": "Pink", "space": "B"}))
    assert match.state["location"] == "Asylum" and match.state["tu"] == 17
    with pytest.raises(IllegalAction, match="completed this run; its card stays out of the game"):
        play(match, ("test", {"space": "B", "shields": [{"kind": "normal", "n": 1}]}))


def test_at_the_base_no_tu_is_spent():
    # l.83: "This area works differently from the others. There are no TU to spend, no tokens to place."
    match = start(tu=14)
    with pytest.raises(IllegalAction, match="Enter a location before spending TU"):
        play(match, ("spend_tu", {}))
    assert match.state["tu"] == 14 and match.state["at_base"]


def test_an_agent_dying_with_8_tu_left_returns_when_the_marker_reaches_1():
    # l.401: "their small pawn is placed 7 TU away"; l.409: only "7 TU or fewer" left keeps them out.
    match = at_location(tu=9)
    play(match, ("damage", {"agent": "Blue", "n": 3}))
    assert match.state["agents"]["Blue"]["returns_at_tu"] == 1
    play(match, *[("spend_tu", {})] * 7)
    assert match.state["tu"] == 1 and match.state["agents"]["Blue"]["alive"]
    assert match.state["agents"]["Blue"]["lp"] == 3


def test_a_receptacle_carries_any_number_of_items():
    # l.417: "There are no limits to the number of items a receptacle can carry."
    match = at_location()
    play(match, *[("item", {"agent": "Blue", "item": str(n)}) for n in range(1, 13)])
    assert match.state["agents"]["Blue"]["items"] == [str(n) for n in range(1, 13)]
