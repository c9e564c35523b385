"""Cavendish: the Azrak clock, the rulebook's worked examples and every way it refuses an action."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cavendish import CRYSTALS, GAME, QUESTIONS, crystals_in_play, even_shares
from engine.core import IllegalAction, MalformedAction
from engine.match import Match, replay

# Starting Azrak and attributes as printed on each Receptacle card in these tests.
CARDS = {
    "Anton": dict(azrak=6, strength=3, confidence=2, dexterity=2),
    "Amy": dict(azrak=6, strength=1, confidence=3, dexterity=3),
    "Jennifer": dict(azrak=5, strength=2, confidence=2, dexterity=2),
    "Doug": dict(azrak=5, strength=3, confidence=1, dexterity=1),
}
PLAYED = {1: ["Anton", "Amy"], 2: ["Anton", "Amy"], 3: ["Anton", "Amy", "Doug"],
          4: ["Anton", "Amy", "Jennifer", "Doug"]}


def setup_action(players: int = 4, cards: dict | None = None, played: list | None = None) -> dict:
    cards = cards or CARDS
    action = {"action": "setup", "game": "cavendish",
              "receptacles": [{"name": name, **card} for name, card in cards.items()],
              "played": played or PLAYED[players]}
    if players == 1:
        action["players"] = 1
    return action


def start(players: int = 4, **kw) -> Match:
    match, _ = Match.start(setup_action(players, **kw))
    return match


def play(match: Match, *actions: dict) -> list:
    """Push actions written as ``("name", {fields})`` tuples; return the last one's events."""
    events = []
    for name, fields in actions:
        events = match.push({"action": name, **fields})
        assert sum(crystals_in_play(match.state).values()) == CRYSTALS
    return events


def at_location(players: int = 4, letter: str = "A", **kw) -> Match:
    """A game in the Discovery phase where every agent has read their recon card."""
    match = start(players, **kw)
    play(match, ("choose_location", {"location": letter}),
         *[("read", {"agent": name}) for name in match.state["seats"]])
    return match


def leave(match: Match) -> list:
    """Every agent at the location takes their recon card if they have none yet and stands by; the group leaves."""
    agents = match.state["agents"]
    play(match, *[("read", {"agent": n}) for n, a in agents.items() if not a["ejected"] and not a["recon"]])
    play(match, *[("standby", {"agent": n}) for n, a in match.state["agents"].items() if not a["standby"]])
    return play(match, ("leave_location", {}))


def pool(match: Match, name: str) -> int:
    return match.state["agents"][name]["azrak"]


def by_kind(events: list, kind: str):
    found = [e for e in events if e.kind == kind]
    assert found, f"no '{kind}' event in {[e.kind for e in events]}"
    return found[-1]


# --- setup --------------------------------------------------------------------

@pytest.mark.parametrize("players, vortex", [(1, 10), (2, 10), (3, 5), (4, 0)])
def test_setup_sends_unplayed_azrak_to_the_vortex_and_the_rest_to_the_box(players, vortex):
    match = start(players)
    state = match.state
    assert state["vortex"] == vortex
    assert state["box"] == CRYSTALS - 22
    assert state["captain"] == "Anton"
    assert (state["round"], state["phase"], state["status"]) == (1, "captain", "playing")
    for name in PLAYED[players]:
        assert state["agents"][name]["azrak"] == state["agents"][name]["start"] == CARDS[name]["azrak"]
    assert set(state["agents"]) == set(PLAYED[players])


@pytest.mark.parametrize("players, free", [(1, 2), (2, 2), (3, 1), (4, 0)])
def test_updates_at_no_cost_depend_on_player_count(players, free):
    assert start(players).state["free_updates"] == free


@pytest.mark.parametrize("played, players, words", [
    (["Anton", "Jennifer"], None, "Anton and Amy must be played"),
    (["Amy", "Doug", "Jennifer"], None, "Anton and Amy must be played"),
    (["Anton", "Amy", "Doug"], 1, "Solo"),
    (["Anton", "Amy"], 3, "3 players play 3 receptacles, not 2"),
])
def test_setup_refuses_receptacles_the_player_count_does_not_allow(played, players, words):
    action = setup_action(played=played)
    action["players"] = players
    with pytest.raises(IllegalAction, match=words):
        Match.start(action)


def test_setup_refuses_more_than_31_starting_azrak():
    cards = {name: {**card, "azrak": 8} for name, card in CARDS.items()}
    with pytest.raises(MalformedAction, match="32 Azrak in all, more than the 31"):
        Match.start(setup_action(cards=cards))


def test_setup_needs_all_four_receptacle_cards():
    action = setup_action()
    action["receptacles"][3]["name"] = "Anton"
    with pytest.raises(MalformedAction, match="Anton, Amy, Jennifer and Doug once each"):
        Match.start(action)


def test_setup_names_an_unknown_receptacle():
    with pytest.raises(MalformedAction, match="'played'.*must be one of Anton"):
        Match.start(setup_action(played=["Anton", "Amy", "Damien"]))


# --- Time Captain and Discovery phases ----------------------------------------

def test_choosing_a_location_puts_one_captain_azrak_on_it():
    match = start(4)
    play(match, ("choose_location", {"location": "B"}))
    assert match.state["locations"]["B"] == {"azrak": 1, "fear": 0}
    assert pool(match, "Anton") == 5
    assert (match.state["phase"], match.state["location"]) == ("discovery", "B")


def test_recon_is_free_exploring_costs_one_azrak_to_the_vortex():
    match = at_location(4)
    assert pool(match, "Amy") == 6
    play(match, ("explore", {"agent": "Amy"}))
    assert pool(match, "Amy") == 5 and match.state["vortex"] == 1
    with pytest.raises(IllegalAction, match="Amy already took their recon card"):
        match.push({"action": "read", "agent": "Amy"})


def test_exploring_before_the_recon_card_is_refused():
    match = start(4)
    play(match, ("choose_location", {"location": "A"}))
    with pytest.raises(IllegalAction, match="Doug takes their recon card first"):
        match.push({"action": "explore", "agent": "Doug"})


def test_leaving_needs_every_agent_in_stand_by():
    match = at_location(2)
    play(match, ("standby", {"agent": "Anton"}))
    with pytest.raises(IllegalAction, match="Amy still has a panorama card"):
        match.push({"action": "leave_location"})
    play(match, ("standby", {"agent": "Amy"}), ("leave_location", {}))
    assert match.state["phase"] == "between"


def test_captaincy_passes_left_in_seating_order_and_rounds_count():
    match = start(3)
    captains = []
    for _ in range(4):
        play(match, ("choose_location", {"location": "A"}))
        leave(match)
        play(match, ("next_captain", {}))
        captains.append(match.state["captain"])
    assert captains == ["Amy", "Doug", "Anton", "Amy"]
    assert match.state["round"] == 5
    assert match.state["locations"]["A"]["azrak"] == 4


def test_actions_out_of_phase_are_refused_with_the_phase_named():
    match = start(4)
    with pytest.raises(IllegalAction, match="Discovery phase, not the Time Captain phase"):
        match.push({"action": "read", "agent": "Amy"})
    play(match, ("choose_location", {"location": "A"}))
    with pytest.raises(IllegalAction, match="Time Captain phase, not the Discovery phase"):
        match.push({"action": "choose_location", "location": "B"})
    with pytest.raises(IllegalAction, match="Between Locations phase"):
        match.push({"action": "standard_update"})


# --- tests (the attribute test procedure) --------------------------------------

def test_rulebook_dexterity_example_reaches_a_critical_success():
    # James (Dexterity 2) spends 1 + 2 boost, Tess supports with 1, Destiny -1: 4 against 4.
    match = at_location(4)
    play(match, ("standby", {"agent": "Amy"}))
    events = play(match, ("test", {"agent": "Anton", "attribute": "dexterity", "difficulty": 4, "boost": 2,
                                   "support": {"Amy": 1}, "destiny": -1}))
    result = by_kind(events, "test")
    assert (result.data["result"], result.data["final"]) == ("critical", 4)
    assert "critical success" in result.text
    assert pool(match, "Anton") == 6 - 1 - 3 and pool(match, "Amy") == 5
    assert match.state["vortex"] == 4
    assert match.state["destiny_discard"] == [-1]


@pytest.mark.parametrize("destiny, outcome", [(-2, "failure"), (-1, "critical"), (0, "success")])
def test_final_value_below_equal_above_difficulty(destiny, outcome):
    match = at_location(4)
    events = play(match, ("test", {"agent": "Doug", "value": 3, "difficulty": 2, "destiny": destiny}))
    assert by_kind(events, "test").data["result"] == outcome


def test_a_test_without_destiny_waits_for_the_destiny_card():
    match = at_location(4)
    play(match, ("standby", {"agent": "Jennifer"}),
         ("test", {"agent": "Amy", "attribute": "confidence", "difficulty": 5, "boost": 1,
                   "support": {"Jennifer": 1}}))
    assert match.state["test"]["support"] == {"Jennifer": 1} and pool(match, "Amy") == 4
    with pytest.raises(IllegalAction, match="Amy's test waits for its Destiny card"):
        match.push({"action": "explore", "agent": "Doug"})
    events = play(match, ("destiny", {"value": 1}))
    assert by_kind(events, "test").data == {"agent": "Amy", "result": "success", "final": 6, "destiny": 1,
                                            "difficulty": 5}
    assert match.state["test"] is None
    with pytest.raises(IllegalAction, match="no test waiting"):
        match.push({"action": "destiny", "value": 0})


def test_a_waiting_test_is_built_up_at_the_table_boost_support_difficulty_destiny():
    match = at_location(3)
    play(match, ("standby", {"agent": "Doug"}), ("standby", {"agent": "Anton"}),
         ("test", {"agent": "Amy", "attribute": "dexterity"}))
    assert match.state["test"]["difficulty"] is None and pool(match, "Amy") == 5
    events = play(match, ("boost", {}), ("boost", {}))
    assert "total 5" in events[0].text and pool(match, "Amy") == 3
    play(match, ("support", {"agent": "Doug"}), ("support", {"agent": "Doug"}))
    with pytest.raises(IllegalAction, match="one supporter may spend up to 2 Azrak, the others at most 1"):
        match.push({"action": "support", "agent": "Anton", "n": 2})
    play(match, ("support", {"agent": "Anton"}))
    with pytest.raises(IllegalAction, match="the difficulty of Amy's test is not set yet"):
        match.push({"action": "destiny", "value": 0})
    play(match, ("difficulty", {"value": 8}))
    result = by_kind(play(match, ("destiny", {"value": 0})), "test")
    assert (result.data["final"], result.data["result"]) == (3 + 2 + 3, "critical")
    assert (pool(match, "Doug"), pool(match, "Anton")) == (3, 4)


@pytest.mark.parametrize("action", [{"action": "boost"}, {"action": "support", "agent": "Amy"},
                                    {"action": "difficulty", "value": 3}])
def test_building_up_a_test_needs_a_waiting_test(action):
    with pytest.raises(IllegalAction, match="there is no test waiting for its Destiny card"):
        at_location(4).push(action)


def test_selecting_an_agent_moves_no_azrak_and_names_a_played_receptacle():
    match = at_location(2)
    before = crystals_in_play(match.state)
    play(match, ("select", {"agent": "Amy"}))
    assert match.state["selected"] == "Amy" and crystals_in_play(match.state) == before
    with pytest.raises(IllegalAction, match="Doug is not a played receptacle"):
        match.push({"action": "select", "agent": "Doug"})


def test_support_only_from_agents_in_stand_by_outside_a_group_conflict():
    match = at_location(4)
    test = {"agent": "Anton", "value": 2, "difficulty": 3, "support": {"Amy": 1}, "destiny": 0}
    with pytest.raises(IllegalAction, match="Amy has a panorama card"):
        match.push({"action": "test", **test})
    with pytest.raises(IllegalAction, match="Group conflict: none is under way"):
        match.push({"action": "test", **test, "group": True})
    play(match, ("explore", {"agent": "Doug", "conflict": "group"}))
    events = match.push({"action": "test", **test, "group": True})
    assert by_kind(events, "test").data["result"] == "critical"


def test_an_agent_cannot_support_their_own_test():
    match = at_location(4)
    with pytest.raises(IllegalAction, match="cannot support their own test"):
        match.push({"action": "test", "agent": "Anton", "value": 2, "difficulty": 3,
                    "support": {"Anton": 1}, "destiny": 0})


@pytest.mark.parametrize("players, support, allowed", [
    (4, {"Amy": 1, "Jennifer": 1, "Doug": 1}, True),
    (4, {"Amy": 2}, False),
    (3, {"Amy": 2, "Doug": 1}, True),
    (3, {"Amy": 2, "Doug": 2}, False),
    (3, {"Amy": 3}, False),
    (2, {"Amy": 3}, True),
    (1, {"Amy": 3}, True),
])
def test_support_limits_by_player_count(players, support, allowed):
    match = at_location(players)
    for name in support:
        play(match, ("standby", {"agent": name}))
    action = {"action": "test", "agent": "Anton", "value": 2, "difficulty": 9, "support": support, "destiny": 0}
    if allowed:
        final = by_kind(match.push(action), "test").data["final"]
        assert final == 2 + sum(support.values())
    else:
        with pytest.raises(IllegalAction, match="Support: .*(at most|up to)"):
            match.push(action)


def test_support_above_three_is_malformed():
    match = at_location(2)
    with pytest.raises(MalformedAction, match="'support'.Amy.*at most 3"):
        match.push({"action": "test", "agent": "Anton", "value": 1, "difficulty": 2, "support": {"Amy": 4}})


def test_boosting_beyond_the_pool_is_refused():
    match = at_location(4)
    with pytest.raises(IllegalAction, match="Anton has 5 Azrak, 6 needed"):
        match.push({"action": "test", "agent": "Anton", "value": 2, "difficulty": 3, "boost": 5, "destiny": 0})


def test_a_test_needs_an_attribute_or_a_value():
    match = at_location(4)
    with pytest.raises(MalformedAction, match="needs the tested 'attribute' or its 'value'"):
        match.push({"action": "test", "agent": "Anton", "difficulty": 3})


def test_the_destiny_pile_must_be_reshuffled_once_all_six_are_discarded():
    match = at_location(4)
    for _ in range(6):
        play(match, ("test", {"agent": "Amy", "value": 1, "difficulty": 1, "free": False, "destiny": 0}),
             ("gain", {"agent": "Amy", "n": 1}))
    with pytest.raises(IllegalAction, match="all 6 cards are in the discard"):
        match.push({"action": "test", "agent": "Amy", "value": 1, "difficulty": 1, "destiny": 0})
    play(match, ("reshuffle_destiny", {}))
    assert match.state["destiny_discard"] == []


# --- per-player-count free actions ----------------------------------------------

@pytest.mark.parametrize("players", [1, 2])
def test_two_player_rules_give_each_agent_one_free_explore_per_round(players):
    match = at_location(players)
    play(match, ("explore", {"agent": "Amy", "free": True}), ("explore", {"agent": "Anton", "free": True}))
    assert pool(match, "Amy") == 6 and pool(match, "Anton") == 5
    with pytest.raises(IllegalAction, match="Amy already used this round's free explore"):
        match.push({"action": "explore", "agent": "Amy", "free": True})
    play(match, ("standby", {"agent": "Amy"}), ("standby", {"agent": "Anton"}), ("leave_location", {}),
         ("next_captain", {}), ("choose_location", {"location": "A"}), ("read", {"agent": "Amy"}),
         ("read", {"agent": "Anton"}), ("explore", {"agent": "Amy", "free": True}))
    assert pool(match, "Amy") == 5  # Amy paid for choosing the location in round 2, not for exploring


def test_three_player_time_captain_has_one_free_action_per_round():
    match = at_location(3)
    with pytest.raises(IllegalAction, match="only the Time Captain \\(Anton\\) has a free action"):
        match.push({"action": "explore", "agent": "Amy", "free": True})
    play(match, ("test", {"agent": "Anton", "value": 2, "difficulty": 2, "free": True, "destiny": 0}))
    assert pool(match, "Anton") == 5  # only the location's Azrak
    with pytest.raises(IllegalAction, match="already used this round's free action"):
        match.push({"action": "and_choice", "agent": "Anton", "free": True})


def test_four_players_have_no_free_action():
    match = at_location(4)
    with pytest.raises(IllegalAction, match="With 4 player\\(s\\) there is no free explore"):
        match.push({"action": "explore", "agent": "Amy", "free": True})


# --- items and OR/AND -------------------------------------------------------------

def test_giving_items_costs_one_azrak_and_needs_stand_by():
    match = at_location(4)
    with pytest.raises(IllegalAction, match="Doug must be in stand by"):
        match.push({"action": "give_items", "agent": "Doug", "to": "Amy"})
    events = play(match, ("standby", {"agent": "Doug"}), ("give_items", {"agent": "Doug", "to": "Amy"}))
    assert "Doug in stand by gives items to Amy, 1 Azrak" in events[0].text
    assert pool(match, "Doug") == 4
    with pytest.raises(IllegalAction, match="Doug cannot give items to themselves"):
        match.push({"action": "give_items", "agent": "Doug", "to": "Doug"})


def test_and_choice_costs_one_azrak():
    match = at_location(4)
    events = play(match, ("and_choice", {"agent": "Jennifer"}))
    assert "OR/AND cost" in events[0].text and pool(match, "Jennifer") == 4


# --- Fear -------------------------------------------------------------------------

def test_rulebook_fear_example_overflows_to_the_location():
    # Doug (Confidence 1) takes 3 Fear tokens: 1 on his card, 2 on the current location.
    match = at_location(4, letter="C")
    events = play(match, ("fear", {"agent": "Doug", "n": 3}))
    assert match.state["agents"]["Doug"]["fear"] == 1
    assert match.state["locations"]["C"]["fear"] == 2
    assert "2 go to location C" in by_kind(events, "fear_overflow").text


def test_lowering_confidence_moves_the_excess_fear_at_once():
    match = at_location(4, letter="D")
    play(match, ("fear", {"agent": "Amy", "n": 3}))
    assert match.state["locations"]["D"]["fear"] == 0
    play(match, ("attribute", {"agent": "Amy", "attribute": "confidence", "value": 1}))
    assert match.state["agents"]["Amy"]["fear"] == 1 and match.state["locations"]["D"]["fear"] == 2


def test_excess_fear_before_any_location_is_refused():
    match = start(4)
    play(match, ("fear", {"agent": "Doug", "n": 1}))
    with pytest.raises(IllegalAction, match="need a location, and none has been chosen"):
        match.push({"action": "fear", "agent": "Doug", "n": 1})


# --- gains, losses and the broken link -------------------------------------------------

def test_gains_come_from_the_vortex_and_never_exceed_the_start():
    match = at_location(2)
    play(match, ("lose", {"agent": "Amy", "n": 2}))
    events = play(match, ("gain", {"agent": "Amy", "n": 5}))
    assert pool(match, "Amy") == 6 and match.state["vortex"] == 10
    assert "takes 2 of 5" in events[0].text


def test_losing_more_than_the_pool_loses_what_is_there_and_breaks_the_link():
    match = at_location(4)
    events = play(match, ("lose", {"agent": "Doug", "n": 9}))
    assert pool(match, "Doug") == 0 and match.state["vortex"] == 5
    assert match.state["pending"] == "Doug"
    assert by_kind(events, "broken_link").data == {"agent": "Doug"}


def test_nothing_else_happens_until_the_broken_link_is_chosen():
    match = at_location(4)
    play(match, ("lose", {"agent": "Doug", "n": 5}))
    for action in ({"action": "explore", "agent": "Amy"}, {"action": "gain", "agent": "Doug", "n": 1},
                   {"action": "lose_control", "agent": "Amy"}):
        with pytest.raises(IllegalAction, match="Doug"):
            match.push(action)


def test_emergency_update_puts_the_last_azrak_on_mission_return_and_refills_from_the_vortex():
    match = at_location(4)
    play(match, ("lose", {"agent": "Amy", "n": 3}), ("lose", {"agent": "Doug", "n": 5}))
    assert match.state["vortex"] == 8
    play(match, ("emergency_update", {"agent": "Doug"}))
    assert match.state["mission_return"] == 1
    assert pool(match, "Doug") == 5 and pool(match, "Amy") == 3  # the others get nothing
    assert match.state["vortex"] == 2 and match.state["pending"] is None


def test_free_emergency_update_keeps_the_last_azrak_in_the_vortex():
    match = at_location(2)
    play(match, ("lose", {"agent": "Amy", "n": 6}), ("emergency_update", {"agent": "Amy", "free": True}))
    assert match.state["mission_return"] == 0 and pool(match, "Amy") == 6
    assert match.state["free_updates"] == 1


def test_captain_spending_the_last_azrak_on_a_location_updates_with_that_crystal():
    match = start(2)
    play(match, ("choose_location", {"location": "A"}), ("lose", {"agent": "Anton", "n": 4}))
    leave(match)
    play(match, ("next_captain", {}), ("choose_location", {"location": "B"}))
    leave(match)
    play(match, ("next_captain", {}))
    assert pool(match, "Anton") == 1
    events = play(match, ("choose_location", {"location": "C"}))
    assert match.state["pending"] == "Anton" and match.state["locations"]["C"]["azrak"] == 1
    assert by_kind(events, "broken_link").data == {"agent": "Anton"}
    play(match, ("emergency_update", {"agent": "Anton"}))
    assert match.state["locations"]["C"]["azrak"] == 0
    assert match.state["mission_return"] == 1 and pool(match, "Anton") == 6


def test_lose_control_ejects_until_between_locations_and_owes_a_standard_update():
    match = at_location(4)
    events = play(match, ("lose", {"agent": "Doug", "n": 5}), ("lose_control", {"agent": "Doug"}))
    assert "ejected" in by_kind(events, "lose_control").text
    doug = match.state["agents"]["Doug"]
    assert doug["ejected"] and doug["azrak"] == 0 and match.state["vortex"] == 5
    with pytest.raises(IllegalAction, match="Doug is ejected from the location and cannot explore"):
        match.push({"action": "explore", "agent": "Doug"})
    play(match, *[("standby", {"agent": n}) for n in ("Anton", "Amy", "Jennifer")])
    events = play(match, ("leave_location", {}))
    assert "Standard Update is owed" in by_kind(events, "return").text
    assert match.state["update_owed"] and not match.state["agents"]["Doug"]["ejected"]
    with pytest.raises(IllegalAction, match="must perform a Standard Update"):
        match.push({"action": "next_captain"})
    play(match, ("standard_update", {}), ("next_captain", {}))
    assert (pool(match, "Doug"), pool(match, "Anton"), match.state["mission_return"]) == (3, 6, 1)


def test_owed_shares_must_give_the_returning_agent_at_least_one_azrak():
    match = at_location(4)
    play(match, ("lose", {"agent": "Doug", "n": 5}), ("lose_control", {"agent": "Doug"}),
         ("lose", {"agent": "Amy", "n": 3}),
         *[("standby", {"agent": n}) for n in ("Anton", "Amy", "Jennifer")], ("leave_location", {}))
    with pytest.raises(IllegalAction, match="Doug has no Azrak and must get at least 1"):
        match.push({"action": "standard_update", "shares": {"Amy": 3, "Anton": 1}})


def test_an_ejection_by_a_card_owes_no_update():
    match = at_location(4)
    play(match, ("eject", {"agent": "Amy"}),
         *[("standby", {"agent": n}) for n in ("Anton", "Jennifer", "Doug")], ("leave_location", {}))
    assert not match.state["update_owed"] and not match.state["agents"]["Amy"]["ejected"]
    play(match, ("next_captain", {}))
    assert match.state["captain"] == "Amy"


def test_losing_control_between_locations_owes_an_update_at_once():
    match = start(2)
    play(match, ("choose_location", {"location": "A"}))
    leave(match)
    play(match, ("lose", {"agent": "Amy", "n": 6}))
    events = play(match, ("lose_control", {"agent": "Amy"}))
    assert "back at once" in events[0].text and match.state["update_owed"]
    assert not match.state["agents"]["Amy"]["ejected"]
    play(match, ("standard_update", {}), ("next_captain", {}))
    assert pool(match, "Amy") == 6


def test_nothing_is_accepted_once_the_mission_is_complete():
    match = at_location(2)
    play(match, ("end_mission", dict(damien=False, elixir=False, anigimas=False, anton_dead=False)))
    with pytest.raises(IllegalAction, match="The mission is over \\(complete\\)"):
        match.push({"action": "explore", "agent": "Amy"})
    match.push({"action": "undo"})
    assert match.state["status"] == "playing"


def test_all_agents_losing_control_at_one_location_fails_the_mission():
    match = at_location(2)
    play(match, ("lose", {"agent": "Amy", "n": 6}), ("lose_control", {"agent": "Amy"}),
         ("lose", {"agent": "Anton", "n": 5}))
    events = play(match, ("lose_control", {"agent": "Anton"}))
    assert match.state["status"] == "failed"
    assert "every agent lost control at location A" in by_kind(events, "failed").text
    with pytest.raises(IllegalAction, match="mission is over \\(failed\\)"):
        match.push({"action": "leave_location"})


def test_broken_links_from_one_test_are_chosen_in_order_and_the_test_still_resolves():
    match = at_location(2)
    play(match, ("standby", {"agent": "Amy"}), ("lose", {"agent": "Amy", "n": 3}))
    events = play(match, ("test", {"agent": "Anton", "value": 2, "difficulty": 9, "boost": 4,
                                   "support": {"Amy": 3}}))
    assert [e.data["agent"] for e in events if e.kind == "broken_link"] == ["Anton", "Amy"]
    with pytest.raises(IllegalAction, match="Anton chooses first, not Amy"):
        match.push({"action": "lose_control", "agent": "Amy"})
    with pytest.raises(IllegalAction, match="Broken link: Anton must first choose"):
        match.push({"action": "destiny", "value": 0})
    play(match, ("emergency_update", {"agent": "Anton"}))
    assert match.state["pending"] == "Amy"
    play(match, ("lose_control", {"agent": "Amy"}))
    result = by_kind(play(match, ("destiny", {"value": 1})), "test")
    assert (result.data["final"], result.data["result"]) == (2 + 4 + 3 + 1, "success")


# --- Standard Update ----------------------------------------------------------------

def test_rulebook_standard_update_example_shares_two_and_two():
    # James has 2, Tess 5; 5 in the Vortex: 1 to Mission Return, then James takes 2 and Tess 2.
    cards = {"Anton": {**CARDS["Anton"], "azrak": 4}, "Amy": {**CARDS["Amy"], "azrak": 7},
             "Jennifer": {**CARDS["Jennifer"], "azrak": 1}, "Doug": {**CARDS["Doug"], "azrak": 1}}
    match = start(2, cards=cards)
    play(match, ("choose_location", {"location": "A"}), ("lose", {"agent": "Anton", "n": 1}),
         ("lose", {"agent": "Amy", "n": 2}))
    leave(match)
    assert (pool(match, "Anton"), pool(match, "Amy"), match.state["vortex"]) == (2, 5, 5)
    events = play(match, ("standard_update", {}))
    assert by_kind(events, "standard_update").data["shares"] == {"Anton": 2, "Amy": 2}
    assert match.state["mission_return"] == 1 and match.state["vortex"] == 0


def test_standard_update_leftovers_stay_in_the_vortex_when_every_pool_is_full():
    match = at_location(2)
    play(match, ("lose", {"agent": "Amy", "n": 1}),
         ("standby", {"agent": "Anton"}), ("standby", {"agent": "Amy"}), ("leave_location", {}))
    events = play(match, ("standard_update", {}))
    assert by_kind(events, "standard_update").data["shares"] == {"Anton": 1, "Amy": 1}
    assert match.state["vortex"] == 10 + 1 - 1 - 2
    with pytest.raises(IllegalAction, match="already updated in this Between Locations phase"):
        match.push({"action": "standard_update"})


def test_explicit_shares_must_respect_starting_levels_and_share_all_that_fits():
    match = at_location(4)
    play(match, ("lose", {"agent": "Amy", "n": 3}), ("lose", {"agent": "Doug", "n": 2}),
         *[("standby", {"agent": n}) for n in PLAYED[4]], ("leave_location", {}))
    with pytest.raises(IllegalAction, match="Amy would have 7 Azrak, above the starting level 6"):
        match.push({"action": "standard_update", "shares": {"Amy": 4}})
    with pytest.raises(IllegalAction, match="all 4 Azrak that fit must be shared out, not 3"):
        match.push({"action": "standard_update", "shares": {"Amy": 3}})
    play(match, ("standard_update", {"shares": {"Amy": 3, "Anton": 1}}))
    assert (pool(match, "Amy"), pool(match, "Anton"), pool(match, "Doug")) == (6, 6, 3)


def test_even_shares_go_first_to_whoever_received_least_then_the_lowest_pool():
    match = at_location(4)
    play(match, ("lose", {"agent": "Amy", "n": 4}), ("lose", {"agent": "Jennifer", "n": 1}))
    assert even_shares(match.state, 3) == {"Anton": 1, "Amy": 1, "Jennifer": 1}
    assert even_shares(match.state, 5) == {"Anton": 1, "Amy": 3, "Jennifer": 1}


def test_free_standard_update_moves_nothing_to_mission_return():
    match = at_location(3)
    play(match, ("lose", {"agent": "Doug", "n": 2}),
         *[("standby", {"agent": n}) for n in PLAYED[3]], ("leave_location", {}),
         ("standard_update", {"free": True}))
    assert match.state["mission_return"] == 0 and match.state["free_updates"] == 0
    play(match, ("next_captain", {}), ("choose_location", {"location": "B"}))
    leave(match)
    with pytest.raises(IllegalAction, match="no update at no cost is left"):
        match.push({"action": "standard_update", "free": True})


def doug_lost_control_and_the_vortex_drained(emergencies: list) -> Match:
    """Doug's 5 lost Azrak leave the Vortex through the others' Emergency Updates; then the group leaves."""
    match = at_location(4)
    play(match, ("lose", {"agent": "Doug", "n": 5}), ("lose_control", {"agent": "Doug"}),
         ("gain", {"agent": "Anton", "n": 1}))
    for name in emergencies:
        play(match, ("lose", {"agent": name, "n": pool(match, name)}), ("emergency_update", {"agent": name}))
    play(match, *[("standby", {"agent": n}) for n in ("Anton", "Amy", "Jennifer")], ("leave_location", {}))
    return match


def test_owed_update_with_an_empty_vortex_fails_the_mission():
    match = doug_lost_control_and_the_vortex_drained(["Amy", "Jennifer", "Anton", "Amy"])
    assert match.state["vortex"] == 0 and match.state["update_owed"]
    events = play(match, ("standard_update", {}))
    assert match.state["status"] == "failed"
    assert "the Vortex is empty" in by_kind(events, "failed").text


def test_voluntary_update_with_an_empty_vortex_is_refused():
    match = at_location(4)
    play(match, *[("standby", {"agent": n}) for n in PLAYED[4]], ("leave_location", {}))
    with pytest.raises(IllegalAction, match="the Vortex is empty, there is nothing to share"):
        match.push({"action": "standard_update"})


def test_returning_agent_left_empty_by_the_update_fails_the_mission():
    match = doug_lost_control_and_the_vortex_drained(["Amy", "Jennifer", "Anton"])
    assert match.state["vortex"] == 1
    events = play(match, ("standard_update", {}))
    assert "Doug still has no Azrak" in by_kind(events, "failed").text
    assert match.state["status"] == "failed"


# --- end of mission ---------------------------------------------------------------

@pytest.mark.parametrize("answers, score", [
    (dict(damien=True, elixir=True, anigimas=False, anton_dead=False), 1),
    (dict(damien=False, elixir=False, anigimas=True, anton_dead=True), 6),
    (dict(damien=True, elixir=False, anigimas=False, anton_dead=True), 3),
])
def test_final_score_applies_the_four_questions(answers, score):
    match = at_location(2)
    for _ in range(3):
        play(match, ("lose", {"agent": "Amy", "n": 6}), ("emergency_update", {"agent": "Amy"}))
    assert match.state["mission_return"] == 3
    events = play(match, ("end_mission", answers))
    assert match.state["score"] == score and match.state["status"] == "complete"
    assert f"gives {score}" in events[0].text


def test_final_score_never_goes_below_zero():
    match = at_location(4)
    play(match, ("end_mission", dict(damien=True, elixir=True, anigimas=False, anton_dead=False)))
    assert match.state["score"] == 0


def test_abandoning_fails_the_mission():
    match = start(4)
    play(match, ("abandon", {}))
    assert match.state["status"] == "failed"


# --- malformed actions -------------------------------------------------------------

@pytest.mark.parametrize("action, words", [
    ({"action": "explore"}, "'explore' is missing the field 'agent'"),
    ({"action": "explore", "agent": "Amy", "fast": True}, "unknown field 'fast'"),
    ({"action": "lose", "agent": "Amy", "n": 0}, "'n' must be at least 1"),
    ({"action": "lose", "agent": "Amy", "n": True}, "'n' must be a whole number"),
    ({"action": "fly", "agent": "Amy"}, "'fly' is not a T.I.M.E Stories Revolution: Cavendish action"),
    ({"action": "test", "agent": "Amy", "attribute": "luck", "difficulty": 2}, "'attribute' must be one of"),
    ({"action": "end_mission", "damien": True}, "missing the field"),
])
def test_malformed_actions_name_the_problem(action, words):
    match = at_location(4)
    with pytest.raises(MalformedAction, match=words):
        match.push(action)


def test_unknown_agent_is_named():
    match = at_location(2)
    with pytest.raises(IllegalAction, match="Doug is not a played receptacle \\(played: Anton, Amy\\)"):
        match.push({"action": "explore", "agent": "Doug"})


def test_every_action_is_documented():
    for name, move in {"setup": GAME.setup, **GAME.moves}.items():
        assert len(move.doc) > 30, name


# --- the 31-crystal invariant over random play ---------------------------------------

def candidate_actions(state: dict) -> list[dict]:
    """Actions a table might try now; some are illegal and must be refused without harm."""
    names = state["seats"]
    if state["pending"]:
        return [{"action": "emergency_update", "agent": state["pending"]},
                {"action": "emergency_update", "agent": state["pending"], "free": True},
                {"action": "lose_control", "agent": state["pending"]}]
    if state["epilogue"] is not None:
        return [{"action": "answer", "question": q, "yes": yes} for q in QUESTIONS for yes in (True, False)]
    if state["test"]:
        helpers = [{"action": "support", "agent": name} for name in names]
        return helpers + [{"action": "boost"}, {"action": "difficulty", "value": 3}] + [
            {"action": "destiny", "value": v} for v in (-2, -1, 0, 1, 2)]
    actions = [{"action": "choose_location", "location": letter} for letter in "ABC"]
    actions += [{"action": "leave_location"}, {"action": "next_captain"}, {"action": "standard_update"},
                {"action": "standard_update", "free": True}, {"action": "reshuffle_destiny"},
                {"action": "end_conflict"}]
    if state["round"] > 1:  # the end of the mission, but not before the play has had a chance
        actions.append({"action": "epilogue"})
    for name in names:
        other = names[(names.index(name) + 1) % len(names)]
        actions += [{"action": "read", "agent": name}, {"action": "explore", "agent": name},
                    {"action": "read", "agent": name, "conflict": "personal"},
                    {"action": "explore", "agent": name, "conflict": "group"},
                    {"action": "explore", "agent": name, "free": True}, {"action": "standby", "agent": name},
                    {"action": "give_items", "agent": name, "to": other}, {"action": "and_choice", "agent": name},
                    {"action": "fear", "agent": name, "n": 2}, {"action": "lose", "agent": name, "n": 2},
                    {"action": "gain", "agent": name, "n": 3}, {"action": "eject", "agent": name},
                    {"action": "attribute", "agent": name, "attribute": "confidence", "value": 0},
                    {"action": "test", "agent": name, "attribute": "strength", "difficulty": 4, "boost": 1,
                     "support": {other: 1}, "group": True},
                    {"action": "test", "agent": name, "value": 2, "difficulty": 3, "destiny": 1},
                    {"action": "test", "agent": name, "attribute": "dexterity"},
                    {"action": "select", "agent": name}]
    return actions


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([1, 2, 3, 4]), data=st.data())
def test_every_accepted_action_keeps_all_31_azrak_accounted_for(players, data):
    match = start(players)
    last_before = None
    for _ in range(80):
        if match.state["status"] != "playing":
            break
        action = data.draw(st.sampled_from(candidate_actions(match.state)))
        before = match.state
        try:
            match.push(action)
        except (IllegalAction, MalformedAction):
            assert match.state is before
            continue
        last_before, state = before, match.state
        assert sum(crystals_in_play(state).values()) == CRYSTALS
        assert all(0 <= a["azrak"] <= a["start"] for a in state["agents"].values())
        assert all(a["fear"] <= a["confidence"] for a in state["agents"].values())
        assert state["pending"] == (state["broken"][0]["agent"] if state["broken"] else None)
    if last_before is not None:
        match.push({"action": "undo"})
        assert match.state == last_before


# --- conflicts -----------------------------------------------------------------------

def test_a_personal_conflict_holds_its_reader_until_their_test():
    match = start(4)
    play(match, ("choose_location", {"location": "A"}), ("read", {"agent": "Amy", "conflict": "personal"}))
    for action, words in ((("standby", {"agent": "Amy"}), "stand by"), (("explore", {"agent": "Amy"}), "explore")):
        with pytest.raises(IllegalAction, match=f"Amy is in a personal conflict and must resolve its test "
                                                f"before they can {words}"):
            play(match, action)
    play(match, *[("read", {"agent": name}) for name in ("Anton", "Jennifer", "Doug")])  # the others go on
    play(match, ("test", {"agent": "Amy", "attribute": "confidence", "difficulty": 3, "destiny": 0}),
         ("standby", {"agent": "Amy"}))
    assert match.state["agents"]["Amy"]["standby"]


def test_a_group_conflict_has_every_agent_test_once_per_turn_and_blocks_other_actions():
    match = at_location(3)
    events = play(match, ("explore", {"agent": "Amy", "conflict": "group"}))
    assert "Group conflict" in by_kind(events, "conflict").text
    for action in (("standby", {"agent": "Doug"}), ("leave_location", {}), ("give_items", {"agent": "Doug"})):
        with pytest.raises(IllegalAction, match="(?i)group conflict"):
            play(match, action)
    # Anyone supports during a group conflict, panorama card or not.
    play(match, ("test", {"agent": "Amy", "value": 1, "difficulty": 5, "support": {"Doug": 1}, "destiny": 0}))
    with pytest.raises(IllegalAction, match="Amy already tested this turn"):
        play(match, ("test", {"agent": "Amy", "value": 1, "difficulty": 5, "destiny": 0}))
    play(match, ("test", {"agent": "Anton", "value": 1, "difficulty": 5, "destiny": 0}))
    events = play(match, ("test", {"agent": "Doug", "value": 1, "difficulty": 5, "destiny": 0}))
    assert "the turn ends" in by_kind(events, "conflict_turn").text
    play(match, ("test", {"agent": "Amy", "value": 1, "difficulty": 5, "destiny": 0}), ("end_conflict", {}))
    play(match, *[("standby", {"agent": n}) for n in PLAYED[3]], ("leave_location", {}))
    assert match.state["phase"] == "between"


def test_ending_a_group_conflict_needs_one():
    with pytest.raises(IllegalAction, match="Group conflict: none is under way"):
        at_location(2).push({"action": "end_conflict"})


# --- the scripted mission ------------------------------------------------------------------

LOG = Path(__file__).resolve().parent / "logs" / "cavendish.jsonl"


def test_the_scripted_mission_is_accepted_line_by_line_to_its_final_score():
    lines = [json.loads(line) for line in LOG.read_text().splitlines() if line.strip()]
    match, events, rejected = replay(lines)
    assert rejected == []
    assert (match.state["status"], match.state["score"]) == ("complete", 3)
    kinds = {e.kind for _, evs in events for e in evs}
    assert {"broken_link", "emergency_update", "lose_control", "standard_update", "fear_overflow",
            "conflict", "test", "score"} <= kinds


# --- the epilogue's questions, one at a time ---------------------------------------------

def test_the_epilogue_asks_each_question_once_and_the_last_answer_scores():
    match = at_location(4)
    with pytest.raises(IllegalAction, match="the questions come once a card says to read the epilogue"):
        match.push({"action": "answer", "question": "damien", "yes": True})
    play(match, ("lose", {"agent": "Amy", "n": 6}), ("emergency_update", {"agent": "Amy"}), ("epilogue", {}))
    play(match, ("answer", {"question": "anton_dead", "yes": True}))
    with pytest.raises(IllegalAction, match="'Is Anton dead\\?' is already answered"):
        match.push({"action": "answer", "question": "anton_dead", "yes": False})
    with pytest.raises(IllegalAction, match="answer the remaining questions"):
        match.push({"action": "explore", "agent": "Amy"})
    play(match, ("answer", {"question": "damien", "yes": True}), ("answer", {"question": "elixir", "yes": True}))
    assert match.state["status"] == "playing"
    events = play(match, ("answer", {"question": "anigimas", "yes": False}))
    assert "gives 1" in by_kind(events, "score").text    # 1 - 2 (never below 0) + 1
    assert (match.state["status"], match.state["score"], match.state["epilogue"]) == ("complete", 1, None)


def test_l504_second_emergency_update_on_an_empty_vortex_fails_the_mission():
    """l.302 and l.504: tester and supporter spend their last Azrak together; the first Emergency
    Update refills from the only crystal left in the Vortex, so the second finds it empty and the
    mission fails (it used to take the Vortex to -1 and crash)."""
    state = at_location(4).state
    play_state = {**state, "agents": {n: dict(a) for n, a in state["agents"].items()}}
    play_state["agents"]["Anton"]["azrak"] = play_state["agents"]["Amy"]["azrak"] = 1
    play_state["agents"]["Jennifer"]["azrak"] = play_state["agents"]["Doug"]["azrak"] = 0
    play_state["agents"]["Amy"]["standby"] = True
    play_state["box"] = CRYSTALS - 3  # two in the pools, one on location A
    play_state["vortex"] = 0
    play_state["locations"] = {"A": {"azrak": 1, "fear": 0}}
    assert sum(crystals_in_play(play_state).values()) == CRYSTALS
    for action in ({"action": "test", "agent": "Anton", "value": 3, "difficulty": 2, "support": {"Amy": 1},
                    "destiny": 0},
                   {"action": "emergency_update", "agent": "Anton"}):
        play_state = GAME.apply(play_state, action).state
    applied = GAME.apply(play_state, {"action": "emergency_update", "agent": "Amy"})
    assert applied.state["status"] == "failed"
    assert applied.state["vortex"] == 0
    assert "Vortex is empty" in by_kind(applied.events, "failed").text


def test_a_broken_crystal_count_refuses_the_action_with_one_sentence():
    """The 31-crystal check is an invariant: a state that breaks it refuses the move, unchanged."""
    state = at_location(4).state
    broken = {**state, "box": state["box"] + 1}
    with pytest.raises(IllegalAction, match="Azrak count broken") as refused:
        GAME.apply(broken, {"action": "lose", "agent": "Amy", "n": 1})
    assert refused.value.sentence.endswith("the action is refused.")
    assert broken["box"] == state["box"] + 1


def test_l251_254_a_boost_after_a_support_is_refused():
    """l.251-254: a test is initiated, boosted, then supported; no boost once support is given."""
    match = at_location(3)
    play(match, ("standby", {"agent": "Doug"}), ("test", {"agent": "Amy", "attribute": "dexterity"}),
         ("support", {"agent": "Doug"}))
    before = match.state
    with pytest.raises(IllegalAction, match="already supported; a test is initiated, boosted, then supported"):
        match.push({"action": "boost"})
    assert match.state == before


@pytest.mark.parametrize("removal", ["eject", "lose_control"])
def test_l276_l237_a_personal_conflict_ends_with_its_reader_leaving_the_location(removal):
    """l.276: the reader keeps the conflict card in front of them until its test; ejected (by a card or a
    loss of control) they no longer hold it, and l.237 stows the panorama: the next location starts clean."""
    match = start(4)
    play(match, ("choose_location", {"location": "A"}), ("read", {"agent": "Doug", "conflict": "personal"}))
    if removal == "eject":
        play(match, ("eject", {"agent": "Doug"}))
    else:
        play(match, ("lose", {"agent": "Doug", "n": 5}), ("lose_control", {"agent": "Doug"}))
    leave(match)
    if match.state["update_owed"]:
        play(match, ("standard_update", {}))
    play(match, ("next_captain", {}), ("choose_location", {"location": "B"}),
         *[("read", {"agent": name}) for name in PLAYED[4]], ("explore", {"agent": "Doug"}),
         ("standby", {"agent": "Doug"}))
    assert match.state["agents"]["Doug"]["standby"] and not match.state["agents"]["Doug"]["conflict"]


def test_l249_l498_a_test_needs_a_panorama_card_in_front_of_its_agent():
    """l.249: "If a player reads a card depicting a test, they can attempt the test"; l.211: an agent in
    stand by has returned their Panorama card, so there is no test in front of them."""
    match = at_location(3)
    play(match, ("standby", {"agent": "Anton"}))
    before = match.state
    for fields in ({}, {"free": True}):
        with pytest.raises(IllegalAction, match="Test: Anton has no panorama card in front of them, so there "
                                                "is no test to attempt"):
            match.push({"action": "test", "agent": "Anton", "attribute": "strength", "difficulty": 3, **fields})
    assert match.state == before
    play(match, ("test", {"agent": "Amy", "attribute": "strength", "difficulty": 3, "destiny": 0}))
    assert match.state["destiny_discard"] == [0]


def test_l249_an_agent_who_never_took_a_card_cannot_test():
    """l.193 then l.249: the recon card is the first card in front of an agent; before it there is no test."""
    match = start(2)
    play(match, ("choose_location", {"location": "A"}), ("read", {"agent": "Anton"}))
    with pytest.raises(IllegalAction, match="Test: Amy has no panorama card in front of them"):
        match.push({"action": "test", "agent": "Amy", "attribute": "strength", "difficulty": 3})


def test_l185_l193_the_actions_wait_until_every_agent_took_their_recon_card():
    """l.185: recon, telepathy and actions are "resolved one after the other and in the following order";
    l.193: each player takes a card in the recon. Exploring, standing by, a test and leaving wait for it."""
    match = start(4)
    play(match, ("choose_location", {"location": "A"}))
    with pytest.raises(IllegalAction, match="Leaving a location comes after location recon: Anton, Amy, Jennifer and "
                                            "Doug have not taken a recon card yet"):
        match.push({"action": "leave_location"})
    play(match, ("read", {"agent": "Anton"}), ("read", {"agent": "Amy"}), ("read", {"agent": "Jennifer"}))
    before = match.state
    for action, doing in {"explore": "Exploring", "standby": "Standing by", "test": "A test"}.items():
        fields = {"attribute": "strength"} if action == "test" else {}
        with pytest.raises(IllegalAction, match=f"{doing} comes after location recon: Doug has not taken a "
                                                "recon card yet"):
            match.push({"action": action, "agent": "Anton", **fields})
    assert match.state == before
    play(match, ("read", {"agent": "Doug"}), ("explore", {"agent": "Anton"}))
    assert pool(match, "Anton") == 4     # 1 for the location, 1 for exploring


def test_l185_a_conflict_on_a_recon_card_is_resolved_at_once_before_the_others_read():
    """l.276: a personal conflict is resolved "immediately"; l.278: a group conflict stops everyone, so its
    tests come before the recon is over."""
    match = start(3)
    play(match, ("choose_location", {"location": "A"}), ("read", {"agent": "Amy", "conflict": "personal"}),
         ("test", {"agent": "Amy", "attribute": "confidence", "difficulty": 2, "destiny": 0}),
         ("read", {"agent": "Anton", "conflict": "group"}),
         ("test", {"agent": "Doug", "value": 2, "difficulty": 2, "group": True, "destiny": 0}))
    assert match.state["destiny_discard"] == [0, 0]


def test_l185_ejected_agents_do_not_hold_up_the_actions():
    """l.312: an ejected agent cannot take actions, so the recon is complete without them."""
    match = start(2)
    play(match, ("choose_location", {"location": "A"}), ("eject", {"agent": "Amy"}), ("read", {"agent": "Anton"}),
         ("standby", {"agent": "Anton"}), ("leave_location", {}))
    assert match.state["phase"] == "between"


def test_l304_losing_control_after_paying_for_the_location_sends_that_azrak_to_the_vortex():
    """l.304: "The Azrak they just spent or lost is placed in the Vortex", also the one paid for the location."""
    match = start(2)
    play(match, ("choose_location", {"location": "A"}), ("lose", {"agent": "Anton", "n": 4}))
    leave(match)
    play(match, ("next_captain", {}), ("choose_location", {"location": "B"}))
    leave(match)
    play(match, ("next_captain", {}))
    vortex = match.state["vortex"]
    play(match, ("choose_location", {"location": "C"}))
    events = play(match, ("lose_control", {"agent": "Anton"}))
    assert match.state["locations"]["C"]["azrak"] == 0 and match.state["vortex"] == vortex + 1
    assert events[0].text == ("Lose receptacle control: Anton's last Azrak goes from location C to the Vortex and "
                              "they are ejected until the Between Locations phase.")


# --- the line-by-line check of 2026-12-02 -----------------------------------------------

def test_l312_an_ejected_agent_can_neither_support_nor_give_items():
    # l.312: "the agent cannot take actions, support other agents, swap items, etc."
    match = at_location(4)
    play(match, ("standby", {"agent": "Doug"}), ("standby", {"agent": "Anton"}), ("eject", {"agent": "Doug"}))
    for action, doing in ((("test", {"agent": "Amy", "value": 3, "difficulty": 4, "support": {"Doug": 1},
                                     "destiny": 0}), "support"),
                          (("give_items", {"agent": "Doug", "to": "Anton"}), "give items"),
                          (("give_items", {"agent": "Anton", "to": "Doug"}), "receive items")):
        before = json.dumps(match.state, sort_keys=True)
        with pytest.raises(IllegalAction, match=f"Doug is ejected from the location and cannot {doing}"):
            play(match, action)
        assert json.dumps(match.state, sort_keys=True) == before
    assert pool(match, "Doug") == 5


def test_l387_a_solo_player_plays_anton_and_amy_by_the_two_player_rules():
    # l.387: "A solo player will play as 2 receptacles, otherwise following the two player rules".
    match = at_location(1)
    play(match, ("explore", {"agent": "Anton", "free": True}), ("explore", {"agent": "Amy", "free": True}))
    assert (pool(match, "Anton"), pool(match, "Amy")) == (5, 6)
    play(match, ("standby", {"agent": "Amy"}))
    events = play(match, ("test", {"agent": "Anton", "value": 3, "difficulty": 9, "support": {"Amy": 3},
                                   "destiny": 0}))
    assert by_kind(events, "test").data["final"] == 6 and pool(match, "Amy") == 3
    assert match.state["free_updates"] == 2


def test_l328_an_item_bonus_raises_the_attribute_a_test_uses():
    # l.328: "an Item showing a Strength bonus of +1 increases the receptacle's Strength by 1."
    match = at_location(4)
    play(match, ("attribute", {"agent": "Doug", "attribute": "strength", "value": 4}))
    events = play(match, ("test", {"agent": "Doug", "attribute": "strength", "difficulty": 4, "destiny": 0}))
    assert by_kind(events, "test").data == {"agent": "Doug", "result": "critical", "final": 4, "destiny": 0,
                                            "difficulty": 4}


def test_l456_a_visited_location_is_visited_again_by_placing_one_more_azrak():
    # l.456: "If a location has already been visited ... it can be visited again by placing an Azrak there."
    match = at_location(2, "C")
    leave(match)
    play(match, ("next_captain", {}), ("choose_location", {"location": "C"}))
    assert match.state["locations"]["C"]["azrak"] == 2
    assert (pool(match, "Anton"), pool(match, "Amy")) == (5, 5)


@pytest.mark.parametrize("attribute, value", [("strength", 3), ("dexterity", 2)])
def test_l247_a_test_showing_several_attributes_uses_the_one_the_agent_chooses(attribute, value):
    # l.247: "Some tests may show several attributes; if so, you choose which one to use."
    match = at_location(4)
    events = play(match, ("test", {"agent": "Anton", "attribute": attribute, "difficulty": 3, "destiny": 0}))
    assert by_kind(events, "test").data["final"] == value


def test_l294_a_cards_update_at_no_cost_needs_no_allowance_and_uses_none():
    # l.294: "Certain game effects will allow you to perform an Update at no cost. If so, follow the instructions
    # above, but do not move any Azrak to the Mission Return card." The player count's allowance (l.375, l.382)
    # is another thing: with 4 players there is none, and a card's update does not use one up.
    match = at_location(4)
    play(match, ("lose", {"agent": "Doug", "n": 2}), ("lose", {"agent": "Amy", "n": 6}))
    events = play(match, ("emergency_update", {"agent": "Amy", "by_card": True}))
    assert "at no cost (a card's effect)" in by_kind(events, "emergency_update").text
    assert (pool(match, "Amy"), match.state["vortex"], match.state["mission_return"]) == (6, 2, 0)
    leave(match)
    play(match, ("standard_update", {"by_card": True}))
    assert (pool(match, "Doug"), pool(match, "Anton"), match.state["vortex"], match.state["mission_return"]) == \
        (4, 6, 0, 0)
    duo = at_location(2)
    play(duo, ("lose", {"agent": "Amy", "n": 6}), ("emergency_update", {"agent": "Amy", "by_card": True}))
    assert duo.state["free_updates"] == 2
    with pytest.raises(MalformedAction, match="either by the player count \\('free'\\) or by a card"):
        duo.push({"action": "standard_update", "free": True, "by_card": True})
