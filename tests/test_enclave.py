"""Enclave rules: the rulebook's examples, conditions, boardings, the Tree, setup and errors."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction, MalformedAction
from enclave_helpers import act, after_tree_card, goto, start
from ui.i18n import say

RAPHAEL_BOARDING = {
    # The rulebook's boarding example: a fixed physical trap of 4 on the mission, traps 3 and 4 physical
    # (one also 3 mental), two protection items and a preparation token: 9 physical and 5 mental protection.
    "mission": {"physical": 4, "rewards": {"knowledge": 3, "pryzes": 2}, "traps": 2},
    "traps": [{"physical": 3}, {"physical": 4, "mental": 3}],
    "protection": [{"physical": 5}, {"physical": 3, "mental": 3}],
    "prep": {"physical": 1, "mental": 2},
}


def player(match, name):
    return match.state["players"][name]


def condition(match, name):
    p = player(match, name)
    return p["physical"]["cur"], p["mental"]["cur"]


def prepared(count: int, player: str, now_round: int = 2):
    """A game where ``player`` took a preparation token in round 1; now round ``now_round``'s Action Phase."""
    match = start(count)
    goto(match, 1, "action")
    act(match, "prepare", player=player)
    goto(match, now_round, "action")
    return match


def test_rulebook_boarding_example_11_physical_against_9_and_3_mental_against_5():
    match = prepared(3, "Raphael")
    [event] = act(match, "board", player="Raphael", **RAPHAEL_BOARDING)
    data = event.to_json()
    assert data["success"] is True
    assert data["damage"]["Raphael"] == {"physical": 11, "mental": 3}
    assert data["protection"] == {"physical": 9, "mental": 5}
    assert data["wounds"]["Raphael"] == {"physical": 2, "mental": 0}
    assert data["rewards"]["knowledge"] == 3 and data["rewards"]["pryzes"] == 2
    assert "physical 11 against 9 protection gives 2 wounds" in event.text
    assert "succeeds" in event.text
    assert condition(match, "Raphael") == (-2, 0)
    assert player(match, "Raphael")["knowledge"] == 3
    assert player(match, "Raphael")["pending"]["pryzes"] == 2


def test_rulebook_tree_example_marker_9_5_2_0():
    match = start()
    for name, n in (("Raphael", 4), ("Miriam", 3), ("Matthias", 5)):
        act(match, "knowledge", player=name, n=n)
    goto(match, 1, "tree")
    act(match, "tree_exchange", player="Raphael", n=4)
    assert match.state["tree"]["remaining"] == 5
    act(match, "tree_exchange", player="Miriam", n=3)
    assert match.state["tree"]["remaining"] == 2
    [event] = act(match, "tree_exchange", player="Matthias", n=5)
    assert match.state["tree"]["remaining"] == 0
    assert "only 2 of 5 Knowledge" in event.text and "takes it" in event.text
    vp = {n: player(match, n)["vp"] for n in ("Raphael", "Miriam", "Matthias")}
    assert vp == {"Raphael": 4, "Miriam": 3, "Matthias": 2}
    assert player(match, "Matthias")["knowledge"] == 3      # kept until the next turn
    assert player(match, "Matthias")["tree_markers"] == 1
    assert player(match, "Raphael")["tree_markers"] == 0


def test_tree_level_reach_depends_on_tree_tokens_and_round_six_allows_any_level():
    match = start(2)
    act(match, "knowledge", player="Matthias", n=5)
    goto(match, 1, "tree")
    with pytest.raises(IllegalAction, match="level 2 is 1 away from level 1 and Matthias holds 0 Tree tokens"):
        act(match, "tree_exchange", player="Matthias", n=1, level=2)
    act(match, "tree_token", player="Matthias", keep=True)
    act(match, "tree_exchange", player="Matthias", n=1, level=2)
    assert match.state["tree"]["levels"] == [9, 8, 9, 9, 9]
    with pytest.raises(IllegalAction, match="already used the Tree this round"):
        act(match, "tree_exchange", player="Matthias", n=1)
    goto(match, 6, "tree")
    assert match.state["tree"]["level"] is None
    with pytest.raises(IllegalAction, match="Round 6: name the Tree level"):
        act(match, "tree_exchange", player="Matthias", n=1)
    act(match, "tree_exchange", player="Matthias", n=2, level=5)
    assert match.state["tree"]["levels"][4] == 7


# ----------------------------------------------------------------- conditions and enhancements

def test_enhancement_moves_current_and_maximum_together_and_stops_at_the_track_end():
    match = start(2)
    act(match, "wound", player="Miriam", physical=2)
    act(match, "enhance", player="Miriam", kind="snatcher", physical=3, mental=1)
    assert player(match, "Miriam")["physical"] == {"cur": 1, "max": 3}
    assert player(match, "Miriam")["mental"] == {"cur": 1, "max": 1}
    act(match, "enhance", player="Miriam", kind="snatcher", physical=4)
    assert player(match, "Miriam")["physical"] == {"cur": 5, "max": 5}   # 3 + 4 stops at +5


def test_third_enhancement_must_replace_one_and_the_markers_move_back():
    match = start(2)
    act(match, "enhance", player="Matthias", kind="snatcher", physical=2)
    act(match, "enhance", player="Matthias", kind="snatcher", mental=2)
    with pytest.raises(IllegalAction, match="Both of Matthias's snatcher enhancement slots are full"):
        act(match, "enhance", player="Matthias", kind="snatcher", physical=1)
    events = act(match, "enhance", player="Matthias", kind="snatcher", physical=1, replace=1)
    assert "discarded without compensation" in events[0].text
    assert player(match, "Matthias")["physical"] == {"cur": 1, "max": 1}
    assert player(match, "Matthias")["mental"] == {"cur": 2, "max": 2}
    assert len(player(match, "Matthias")["enhancements"]["snatcher"]) == 2
    with pytest.raises(IllegalAction, match="still has a free machine enhancement slot"):
        act(match, "enhance", player="Matthias", kind="machine", sesame=1, replace=2)


def test_machine_enhancements_are_bounded_sesame_0_to_6_and_sarcophagus_2_to_5():
    match = start(2)
    act(match, "enhance", player="Miriam", kind="machine", sesame=4, sarcophagus=2)
    act(match, "enhance", player="Miriam", kind="machine", sesame=4, sarcophagus=2)
    assert (player(match, "Miriam")["sesame"], player(match, "Miriam")["sarcophagus"]) == (6, 5)
    with pytest.raises(MalformedAction, match="changes sesame and sarcophagus only, not physical or mental"):
        act(match, "enhance", player="Miriam", kind="machine", physical=1, replace=1)


def test_healing_never_exceeds_the_maximum_as_in_the_healing_talisman_example():
    match = start(2)
    act(match, "enhance", player="Miriam", kind="snatcher", physical=2)
    act(match, "wound", player="Miriam", physical=5)
    assert condition(match, "Miriam") == (-3, 0)
    [event] = act(match, "heal", player="Miriam", physical=6)
    assert condition(match, "Miriam") == (2, 0)     # moved 5 spaces, to the maximum 2
    assert "physical -3 to 2" in event.text and "never above the maximum" in event.text


def test_wounds_stop_at_minus_five():
    match = start(2)
    act(match, "wound", player="Miriam", physical=9, mental=3)
    assert condition(match, "Miriam") == (-5, -3)


# ----------------------------------------------------------------- boarding conditions

def board(match, who, physical=0, mental=0, traps=(), protection=(), **extra):
    [event] = act(match, "board", player=who, mission={"physical": physical, "mental": mental,
                                                         "rewards": {"knowledge": 2, "money": 3}},
                  traps=list(traps), protection=list(protection), **extra)
    return event.to_json()


def test_ending_on_a_red_cell_fails_and_pays_one_knowledge():
    match = start(2)
    goto(match, 1, "action")
    result = board(match, "Matthias", physical=3)           # 0 - 3 = -3, a red cell
    assert result["success"] is False and result["rewards"] == {"knowledge": 1}
    assert player(match, "Matthias")["knowledge"] == 1 and player(match, "Matthias")["money"] == 8
    result = board(match, "Miriam", physical=2)              # 0 - 2 = -2, not red
    assert result["success"] is True
    assert player(match, "Miriam")["knowledge"] == 2 and player(match, "Miriam")["money"] == 12


def test_critical_condition_adds_its_number_and_any_wound_of_that_type_fails():
    match = start(2)
    act(match, "wound", player="Matthias", physical=3)        # -3: red cell printed 1
    act(match, "wound", player="Miriam", physical=4)          # -4: red cell printed 2
    goto(match, 1, "action")
    result = board(match, "Matthias", protection=[{"physical": 1}])
    assert result["damage"]["Matthias"]["physical"] == 1       # even with no trap damage
    assert result["success"] is True                          # fully protected: no critical wound
    assert condition(match, "Matthias") == (-3, 0)
    result = board(match, "Miriam", protection=[{"physical": 1}])
    assert result["damage"]["Miriam"]["physical"] == 2 and result["wounds"]["Miriam"]["physical"] == 1
    assert result["success"] is False
    assert condition(match, "Miriam") == (-5, 0)


def test_super_condition_subtracts_its_number_from_trap_damage_not_below_zero():
    match = start(2)
    act(match, "enhance", player="Matthias", kind="snatcher", physical=3, mental=5)   # super 1 and 2
    goto(match, 1, "action")
    result = board(match, "Matthias", physical=2, mental=1, traps=[{"physical": 2}])
    assert result["damage"]["Matthias"] == {"physical": 3, "mental": 0}
    assert condition(match, "Matthias") == (0, 5)


def test_akunen_token_fails_a_mission_only_beyond_the_red_cells():
    match = after_tree_card(2, "akunen", "Matthias")
    act(match, "wound", player="Matthias", physical=4)
    result = board(match, "Matthias")                          # no critical penalty
    assert result["damage"]["Matthias"]["physical"] == 0 and result["success"] is True
    act(match, "wound", player="Miriam", physical=1)
    result = board(match, "Miriam", physical=1)
    assert result["success"] is True                           # the nullification token is Matthias's only
    goto(match, 6, "action")
    result = board(match, "Matthias", physical=1)              # -4 to -5: on a red cell, still in
    assert result["success"] is True and condition(match, "Matthias") == (-5, 0)


def test_akunen_token_fails_when_the_wounds_go_past_minus_five():
    match = after_tree_card(2, "akunen", "Miriam")
    assert board(match, "Miriam", physical=6)["success"] is False


def test_sarcophagus_limits_protection_cards_but_not_the_preparation_token():
    match = prepared(2, "Miriam")
    with pytest.raises(IllegalAction, match="Sarcophagus: Matthias may take 2 protection cards on a mission, not 3"):
        board(match, "Matthias", protection=[{"physical": 1}] * 3)
    result = board(match, "Miriam", physical=5, protection=[{"physical": 2}] * 2, prep={"physical": 1})
    assert result["protection"]["physical"] == 5 and result["wounds"]["Miriam"]["physical"] == 0


def test_preparation_token_lapses_when_not_used_in_the_following_round():
    match = prepared(2, "Miriam", now_round=3)
    with pytest.raises(IllegalAction, match="Preparation: Miriam has no preparation token to use this round"):
        board(match, "Miriam", prep={"physical": 1})


def test_one_boarding_action_per_player_per_round():
    match = start(2)
    goto(match, 1, "action")
    board(match, "Miriam")
    with pytest.raises(IllegalAction, match="Miriam has already acted at Boarding into the Enclave this round"):
        board(match, "Miriam")
    goto(match, 2, "action")
    board(match, "Miriam")


def test_mission_printed_trap_count_must_match_the_revealed_traps():
    match = start(2)
    goto(match, 1, "action")
    with pytest.raises(IllegalAction, match="the mission shows 2 trap cards, so reveal 2, not 1"):
        act(match, "board", player="Miriam", mission={"physical": 1, "traps": 2}, traps=[{"mental": 4}])


def in_sync_game():
    """Round 4's Action Phase; Raphael took the In Sync token in round 3 and declared Miriam."""
    match = after_tree_card(3, "in_sync", "Raphael")
    act(match, "declare_sync", player="Raphael", partner="Miriam")
    return match


def test_in_sync_boarding_shares_protection_damage_and_full_rewards():
    match = in_sync_game()
    mission = {"physical": 2, "mental": 1, "traps": 1, "rewards": {"knowledge": 3, "tree_tokens": 1}}
    with pytest.raises(IllegalAction, match="1 trap card plus 1 for In Sync, so reveal 2, not 1"):
        act(match, "board", player="Miriam", in_sync="Raphael", mission=mission, traps=[{"physical": 4}])
    [event] = act(match, "board", player="Miriam", in_sync="Raphael", mission=mission,
                  traps=[{"physical": 4}, {"mental": 5}],
                  protection=[{"physical": 2}, {"physical": 2}, {"mental": 3}, {"mental": 1}])  # 4 = 2 + 2
    data = event.to_json()
    assert data["success"] is True and data["players"] == ["Miriam", "Raphael"]
    assert data["wounds"] == {"Miriam": {"physical": 2, "mental": 2}, "Raphael": {"physical": 2, "mental": 2}}
    for name in ("Miriam", "Raphael"):
        assert condition(match, name) == (-2, -2)
        assert player(match, name)["knowledge"] == 3 and player(match, name)["pending"]["tree_tokens"] == 1
    assert player(match, "Raphael")["in_sync_round"] is None
    with pytest.raises(IllegalAction, match="Miriam must first keep or trade the Tree token"):
        act(match, "money", player="Matthias", n=1)
    act(match, "tree_token", player="Miriam", keep=True)
    act(match, "tree_token", player="Raphael", keep=False)
    assert player(match, "Miriam")["tree_tokens"] == 1
    assert player(match, "Raphael")["tree_tokens"] == 0 and player(match, "Raphael")["knowledge"] == 5


def test_in_sync_boarding_fails_for_both_when_either_reaches_critical():
    match = in_sync_game()
    act(match, "wound", player="Raphael", physical=2)
    result = board(match, "Miriam", physical=1, in_sync="Raphael", traps=[{"mental": 1}])
    assert result["success"] is False
    assert player(match, "Miriam")["knowledge"] == 1 and player(match, "Raphael")["knowledge"] == 1
    assert condition(match, "Miriam") == (-1, -1)


def test_in_sync_needs_the_token_for_this_round_and_the_declaration_before_the_first_boarding():
    match = start(3)
    goto(match, 1, "action")
    with pytest.raises(IllegalAction, match="In Sync: Raphael holds no In Sync token for this round"):
        act(match, "declare_sync", player="Raphael", partner="Miriam")
    with pytest.raises(IllegalAction, match="In Sync: Raphael did not declare a mission with Miriam"):
        board(match, "Miriam", in_sync="Raphael")
    late = after_tree_card(3, "in_sync", "Raphael")
    board(late, "Matthias")
    with pytest.raises(IllegalAction, match="the partner is declared before the first boarding of the round"):
        act(late, "declare_sync", player="Raphael", partner="Miriam")
    with pytest.raises(IllegalAction, match="cannot go on a mission in sync with themself"):
        act(after_tree_card(3, "in_sync", "Raphael"), "declare_sync", player="Raphael", partner="Raphael")


def test_l398_in_sync_partners_whose_own_condition_changes_the_damage_are_each_named_in_the_sentence():
    """l.398: the partners "are damaged equally by the trap cards"; l.278: Raphael's super condition still takes 1
    off the physical damage he takes, so the sentence gives each partner's own arithmetic."""
    match = in_sync_game()
    act(match, "enhance", player="Raphael", kind="snatcher", physical=3)     # +3 is a green cell printed 1
    [event] = act(match, "board", player="Miriam", mission={"physical": 1, "traps": 0, "rewards": {"knowledge": 1}},
                  traps=[{"physical": 1}])
    assert event.text == ("Boarding into the Enclave (Miriam and Raphael): Miriam: physical 2 against 0 protection "
                          "gives 2 wounds, mental 0 against 0 protection gives 0 wounds; Raphael: physical 1 against 0 "
                          "protection gives 1 wound, mental 0 against 0 protection gives 0 wounds; nobody reaches "
                          "critical condition, so the boarding succeeds and pays 1 Knowledge token.")
    assert event.to_json()["wounds"] == {"Miriam": {"physical": 2, "mental": 0}, "Raphael": {"physical": 1, "mental": 0}}
    assert condition(match, "Miriam") == (-2, 0) and condition(match, "Raphael") == (2, 0)
    for language in ("hu", "pl", "fr"):
        said = say(language, event.text)
        assert said.count("Miriam") == said.count("Raphael") == 2, said     # the team, then each one's sums


def test_the_declared_partner_boarding_takes_the_holder_along_even_unnamed():
    match = in_sync_game()
    result = board(match, "Miriam", physical=1)
    assert result["players"] == ["Miriam", "Raphael"]
    assert match.state["players"]["Raphael"]["in_sync_round"] is None


# ----------------------------------------------------------------- money, pryzes, Tree tokens

def test_pryze_decision_sell_for_price_plus_sesame_or_keep():
    match = start(2)
    act(match, "enhance", player="Miriam", kind="machine", sesame=2)
    goto(match, 1, "action")
    act(match, "board", player="Miriam", mission={"rewards": {"pryzes": 3}})
    with pytest.raises(IllegalAction, match="Miriam must first keep or sell the pryze just gained"):
        act(match, "next_phase")
    [event] = act(match, "sell_pryze", player="Miriam", price=4)
    assert player(match, "Miriam")["money"] == 9 + 6 and "price 4 + sesame 2" in event.text
    act(match, "keep_pryze", player="Miriam", knowledge=2)
    act(match, "keep_pryze", player="Miriam")
    assert player(match, "Miriam")["pryzes"] == 1 and player(match, "Miriam")["knowledge"] == 2
    with pytest.raises(IllegalAction, match="Miriam has no pryze just gained to sell"):
        act(match, "sell_pryze", player="Miriam", price=4)
    act(match, "enhance", player="Miriam", kind="snatcher", physical=1, pryze=True)
    assert player(match, "Miriam")["pryzes"] == 1          # a pryze enhancement still counts
    with pytest.raises(IllegalAction, match="no pryze card in hand"):
        act(match, "heal", player="Miriam", physical=1, pryze=True)


def test_buying_cannot_go_below_zero_money():
    match = start(2)
    goto(match, 1, "action")
    act(match, "buy", player="Matthias", cost=5)
    with pytest.raises(IllegalAction, match="Buying a card: Matthias has 3 money, not the 4 it costs"):
        act(match, "buy", player="Matthias", cost=4)
    with pytest.raises(IllegalAction, match="Money: Matthias has only 3 money and cannot give up 4"):
        act(match, "money", player="Matthias", n=-4)


def test_tree_token_traded_for_two_knowledge():
    match = start(2)
    [event] = act(match, "tree_token", player="Miriam", keep=False)
    assert player(match, "Miriam")["knowledge"] == 2 and player(match, "Miriam")["tree_tokens"] == 0
    assert "trades it for 2 Knowledge" in event.text


def test_tree_cards_alba_tertius_tyllo_woo_loki_foxes():
    cards = {"1": "loki", "2": "alba_chryzostom", "3": "doctor_tertius", "5": "jacob_tyllo"}
    match = start(2, tree_cards=cards)
    act(match, "knowledge", player="Miriam", n=2)
    act(match, "tree_token", player="Miriam", keep=True)
    goto(match, 2, "tree")
    act(match, "tree_exchange", player="Miriam", n=0)
    act(match, "tree_card", player="Miriam", card="alba_chryzostom", n=2)
    assert player(match, "Miriam")["money"] == 9 + 14 and player(match, "Miriam")["knowledge"] == 0
    with pytest.raises(IllegalAction, match="Miriam has already used the Tree card this round"):
        act(match, "tree_card", player="Miriam", card="alba_chryzostom", n=1)
    with pytest.raises(IllegalAction, match="Matthias must first visit the Tree"):
        act(match, "tree_card", player="Matthias", card="alba_chryzostom", n=1)
    act(match, "enhance", player="Matthias", kind="snatcher", physical=2, mental=1)
    act(match, "wound", player="Matthias", physical=4, mental=4)
    goto(match, 3, "tree")
    act(match, "tree_exchange", player="Matthias", n=0)
    with pytest.raises(IllegalAction, match="Level 3 holds the Tree card doctor_tertius, not in_sync"):
        act(match, "tree_card", player="Matthias", card="in_sync")
    act(match, "tree_card", player="Matthias", card="doctor_tertius")
    assert condition(match, "Matthias") == (2, 1)
    goto(match, 5, "tree")
    act(match, "tree_exchange", player="Miriam", n=0)
    act(match, "tree_card", player="Miriam", card="jacob_tyllo")
    assert player(match, "Miriam")["tree_tokens"] == 0 and player(match, "Miriam")["knowledge"] == 4
    act(match, "tree_exchange", player="Matthias", n=0)
    with pytest.raises(IllegalAction, match="Jacob Tyllo: Matthias holds no Tree token"):
        act(match, "tree_card", player="Matthias", card="jacob_tyllo")


def test_mr_woo_sells_a_snatcher_enhancement_for_double_and_loki_steals_a_pryze():
    match = start(2, tree_cards={"1": "loki", "2": "mr_woos_curiosities"})
    goto(match, 1, "action")
    act(match, "board", player="Matthias", mission={"rewards": {"pryzes": 1}})
    act(match, "keep_pryze", player="Matthias")
    goto(match, 1, "tree")
    act(match, "tree_exchange", player="Miriam", n=0)
    act(match, "tree_card", player="Miriam", card="loki", victim="Matthias", pryze=True)
    assert player(match, "Miriam")["pryzes"] == 1 and player(match, "Matthias")["pryzes"] == 0
    act(match, "enhance", player="Miriam", kind="snatcher", physical=2, pryze=True)
    goto(match, 2, "tree")
    act(match, "tree_exchange", player="Miriam", n=0)
    act(match, "tree_card", player="Miriam", card="mr_woos_curiosities", slot=1, value=3)
    assert player(match, "Miriam")["physical"] == {"cur": 0, "max": 0}
    assert player(match, "Miriam")["money"] == 9 + 6 and player(match, "Miriam")["pryzes"] == 0


# ----------------------------------------------------------------- setup and order

def test_drawing_gives_starting_money_8_9_10_11_by_position():
    match = start(4, order=["Ada", "Raphael", "Miriam", "Matthias"])
    money = {n: p["money"] for n, p in match.state["players"].items()}
    assert money == {"Ada": 8, "Raphael": 9, "Miriam": 10, "Matthias": 11}
    assert match.state["order"] == ["Ada", "Raphael", "Miriam", "Matthias"]
    p = player(match, "Ada")
    assert (p["physical"], p["mental"], p["sesame"], p["sarcophagus"]) == ({"cur": 0, "max": 0},) * 2 + (0, 2)


def test_bidding_orders_by_bid_pays_it_and_puts_zero_bids_last_in_bidding_order():
    bids = [{"player": "Miriam", "bid": 0}, {"player": "Matthias", "bid": 3},
            {"player": "Ada", "bid": 0}, {"player": "Raphael", "bid": 5}]
    match = start(4, method="bid", bids=bids)
    assert match.state["order"] == ["Raphael", "Matthias", "Miriam", "Ada"]
    money = {n: p["money"] for n, p in match.state["players"].items()}
    assert money == {"Raphael": 6, "Matthias": 8, "Miriam": 11, "Ada": 11}


def test_bidding_refuses_equal_non_zero_bids():
    bids = [{"player": "Miriam", "bid": 2}, {"player": "Matthias", "bid": 2}]
    with pytest.raises(IllegalAction, match="no two players may declare the same sum, unless it is 0"):
        start(2, method="bid", bids=bids)


def test_oracle_visitors_play_first_next_round():
    match = start(4)
    goto(match, 1, "action")
    act(match, "oracle", players=["Ada", "Miriam"])
    assert match.state["order"] == ["Matthias", "Miriam", "Raphael", "Ada"]
    goto(match, 2, "initiative")
    assert match.state["order"] == ["Ada", "Miriam", "Matthias", "Raphael"]


@pytest.mark.parametrize("setup, error, words", [
    ({"players": [{"name": "A", "snatcher": "X"}]}, MalformedAction, "field 'players' must have at least 2 items"),
    ({"players": [{"name": "A", "snatcher": "X"}, {"name": "A", "snatcher": "Y"}]}, IllegalAction,
     "each player needs a different name"),
    ({"method": "auction"}, MalformedAction, "field 'method' must be one of draw, bid"),
    ({"method": "bid"}, IllegalAction, "the bidding method needs the bids"),
    ({"order": ["Matthias"]}, IllegalAction, "the drawn order must name every player exactly once"),
    ({"tree_cards": {"2": "loki"}}, IllegalAction, "the Tree card loki belongs on level 1, not 2"),
    ({"tree_cards": {"6": "loki"}}, MalformedAction, "levels are 1 to 5"),
    ({"players": [{"name": "A", "snatcher": "X", "cells": [{"track": "physical", "value": -4, "kind": "critical",
                                                            "number": 1}]},
                  {"name": "B", "snatcher": "Y"}]}, IllegalAction, "A's red physical cells must run from -5"),
    ({"players": [{"name": "A", "snatcher": "X", "seat": 5}, {"name": "B", "snatcher": "Y"}]}, MalformedAction,
     r"'players'\[0\] field 'seat' must be at most 4, not 5"),
    ({"players": [{"name": "A", "snatcher": "X"}, {"name": "B", "snatcher": "Y", "seat": 1}]}, MalformedAction,
     r"each player needs a different seat \(seats given: 1, 1\)"),
])
def test_setup_errors_name_the_problem(setup, error, words):
    with pytest.raises(error, match=words):
        start(2, **setup)


def test_each_player_keeps_its_seat_number_defaulting_to_its_place_in_the_list():
    assert [p["seat"] for p in start(3).state["players"].values()] == [1, 2, 3]
    seated = start(2, players=[{"name": "A", "snatcher": "X", "seat": 3}, {"name": "B", "snatcher": "Y"}]).state
    assert {name: p["seat"] for name, p in seated["players"].items()} == {"A": 3, "B": 2}


def test_snatcher_cells_given_in_setup_replace_the_default():
    cells = [{"track": "physical", "value": -5, "kind": "critical", "number": 2},
             {"track": "physical", "value": 2, "kind": "super", "number": 1},
             {"track": "physical", "value": 3, "kind": "super", "number": 1},
             {"track": "physical", "value": 4, "kind": "super", "number": 2},
             {"track": "physical", "value": 5, "kind": "super", "number": 2}]
    match = start(2, players=[{"name": "A", "snatcher": "X", "cells": cells}, {"name": "B", "snatcher": "Y"}])
    act(match, "wound", player="A", physical=4)
    goto(match, 1, "action")
    assert board(match, "A")["success"] is True            # -4 is not red on this card
    assert player(match, "A")["cells"]["mental"] == {"critical": {}, "super": {}}


# ----------------------------------------------------------------- refused actions

@pytest.mark.parametrize("action, error, words", [
    ({"action": "board", "player": "Miriam", "mission": {"physical": 1}}, IllegalAction,
     "That belongs to the Action Phase or the Tree Phase; it is the Initiative Phase now"),
    ({"action": "heal", "player": "Zed", "physical": 1}, IllegalAction, "'Zed' is not playing"),
    ({"action": "heal", "player": "Miriam", "physical": -1}, MalformedAction, "field 'physical' must be at least 0"),
    ({"action": "heal", "player": "Miriam", "physical": "2"}, MalformedAction,
     "field 'physical' must be a whole number"),
    ({"action": "enhance", "player": "Miriam", "kind": "armour"}, MalformedAction, "field 'kind' must be one of"),
    ({"action": "tree_exchange", "player": "Miriam", "n": 1}, IllegalAction, "That belongs to the Tree Phase"),
    ({"action": "end_round"}, IllegalAction, "it is the Initiative Phase now"),
    ({"action": "fly", "player": "Miriam"}, MalformedAction, "'fly' is not a Enclave action"),
    ({"action": "money", "player": "Miriam"}, MalformedAction, "'money' is missing the field 'n'"),
    ({"action": "sell_pryze", "player": "Miriam", "price": 2}, IllegalAction, "no pryze just gained to sell"),
])
def test_refused_actions_name_the_problem(action, error, words):
    match = start(2)
    before = match.state
    with pytest.raises(error, match=words):
        match.push(action)
    assert match.state == before


@pytest.mark.parametrize("fields, error, words", [
    ({"mission": {"physical": "lots"}}, MalformedAction, "'board' field 'mission' field 'physical' must be a whole"),
    ({"mission": {"rewards": {"gold": 2}}}, MalformedAction, "'mission.rewards' has an unknown field 'gold'"),
    ({"mission": {}, "prep": {"physical": 1}}, IllegalAction, "Miriam has no preparation token"),
    ({"mission": {}, "traps": [{"physical": 1, "poison": 2}]}, MalformedAction, "has an unknown field 'poison'"),
    ({"mission": {}, "protection": [{"physical": 1, "pryze": True}]}, IllegalAction,
     "Miriam has no pryze card in hand to use as a protection item"),
    ({"mission": {}, "in_sync": "Miriam"}, IllegalAction, "Miriam did not declare a mission with Miriam"),
])
def test_refused_boardings_name_the_problem(fields, error, words):
    match = start(2)
    goto(match, 1, "action")
    with pytest.raises(error, match=words):
        act(match, "board", player="Miriam", **fields)


def test_nothing_is_accepted_after_the_game_is_over():
    match = start(2)
    for _ in range(4):
        act(match, "tree_token", player="Miriam", keep=True)
    goto(match, 1, "tree")
    act(match, "end_round")
    with pytest.raises(IllegalAction, match="The game is over"):
        act(match, "money", player="Miriam", n=1)


# ----------------------------------------------------------------- a boarding built card by card

def test_a_boarding_built_card_by_card_ends_exactly_like_the_same_board_line():
    one_shot, by_cards = prepared(3, "Raphael"), prepared(3, "Raphael")
    act(one_shot, "board", player="Raphael", **RAPHAEL_BOARDING)
    act(by_cards, "boarding", player="Raphael", mission=RAPHAEL_BOARDING["mission"])
    for trap in RAPHAEL_BOARDING["traps"]:
        act(by_cards, "trap", **trap)
    for card in RAPHAEL_BOARDING["protection"]:
        act(by_cards, "protect", **card)
    act(by_cards, "protect", prep=True, **RAPHAEL_BOARDING["prep"])
    act(by_cards, "confirm_board")
    assert by_cards.state == one_shot.state


def test_a_cancelled_boarding_changes_nothing_else():
    match = start(2)
    goto(match, 1, "action")
    before = match.state
    act(match, "boarding", player="Miriam", mission={"physical": 3})
    act(match, "trap", physical=4)
    [event] = act(match, "cancel_board")
    assert match.state == before and "cancelled" in event.text


@pytest.mark.parametrize("action, words", [
    ({"action": "trap", "physical": 2}, "No boarding is being prepared: scan the mission card first"),
    ({"action": "confirm_board"}, "No boarding is being prepared"),
    ({"action": "cancel_board"}, "No boarding is being prepared"),
])
def test_boarding_steps_need_a_mission_card_first(action, words):
    match = start(3)
    goto(match, 1, "action")
    with pytest.raises(IllegalAction, match=words):
        match.push(action)


def test_an_in_sync_boarding_built_card_by_card_shares_the_protection_limit():
    match = in_sync_game()
    act(match, "boarding", player="Matthias", mission={"physical": 1})
    with pytest.raises(IllegalAction, match="Protection: Raphael is not on this mission"):
        act(match, "protect", physical=2, owner="Raphael")
    act(match, "cancel_board")
    act(match, "boarding", player="Miriam", mission={"physical": 6, "traps": 0})
    assert match.state["draft"]["in_sync"] == "Raphael"
    act(match, "trap", physical=1)
    for _ in range(4):
        act(match, "protect", physical=1, owner="Raphael")
    act(match, "protect", prep=False, physical=1)
    with pytest.raises(IllegalAction, match="Miriam and Raphael may take 4 protection cards on a mission, not 5"):
        act(match, "confirm_board")


def test_bought_cards_are_held_and_used_from_the_hand_and_enhancements_can_be_paid_for():
    match = start(2)
    goto(match, 1, "action")
    act(match, "buy", player="Miriam", cost=3, card="Armour")
    with pytest.raises(IllegalAction, match="Miriam holds no Talisman to use"):
        act(match, "heal", player="Miriam", physical=2, card="Talisman")
    act(match, "board", player="Miriam", mission={"physical": 5},
        protection=[{"physical": 5, "card": "Armour"}])
    assert match.state["players"]["Miriam"]["hand"] == []
    with pytest.raises(IllegalAction, match="Miriam has 6 money, not the 7 it costs"):
        act(match, "enhance", player="Miriam", kind="machine", sarcophagus=1, cost=7)
    act(match, "enhance", player="Miriam", kind="machine", sarcophagus=1, cost=6)
    assert match.state["players"]["Miriam"]["money"] == 0
    assert match.state["players"]["Miriam"]["sarcophagus"] == 3


def test_a_shown_pryze_sets_the_numbers_of_the_decision():
    match = start(2)
    act(match, "enhance", player="Miriam", kind="machine", sesame=1)
    goto(match, 1, "action")
    act(match, "board", player="Miriam", mission={"rewards": {"pryzes": 1}})
    [event] = act(match, "pryze", player="Miriam", price=5, knowledge=2)
    assert "price 5 + sesame 1" in event.text
    act(match, "sell_pryze", player="Miriam")
    assert match.state["players"]["Miriam"]["money"] == 9 + 6
    assert match.state["players"]["Miriam"]["offer"] is None


def test_healing_is_allowed_in_a_mission_only_before_its_traps_are_revealed():
    match = start(2)
    goto(match, 1, "action")
    act(match, "wound", player="Miriam", physical=2)
    act(match, "boarding", player="Miriam", mission={"physical": 1})
    act(match, "heal", player="Miriam", physical=1)
    act(match, "trap", physical=2)
    with pytest.raises(IllegalAction, match="Healing items cannot be used in a mission once its traps are revealed"):
        act(match, "heal", player="Miriam", physical=1)


def test_selling_a_pryze_needs_its_price_given_or_shown():
    match = start(2)
    goto(match, 1, "action")
    act(match, "board", player="Matthias", mission={"rewards": {"pryzes": 1}})
    with pytest.raises(MalformedAction, match="'sell_pryze' needs the pryze's 'price'"):
        act(match, "sell_pryze", player="Matthias")


def test_boarding_for_angelos_is_a_tree_phase_boarding_through_the_level_3_card():
    match = start(2, tree_cards={"3": "boarding_for_angelos"})
    goto(match, 3, "tree")
    with pytest.raises(IllegalAction, match="Miriam must first visit the Tree this round"):
        board(match, "Miriam", physical=1)
    act(match, "tree_exchange", player="Miriam", n=0)
    [event] = act(match, "board", player="Miriam", mission={"physical": 1, "rewards": {"knowledge": 2}})
    assert event.text.startswith("Boarding for Angelos (Miriam)") and event.to_json()["success"] is True
    assert match.state["players"]["Miriam"]["knowledge"] == 2
    with pytest.raises(IllegalAction, match="Miriam has already used the Tree card this round"):
        board(match, "Miriam")


def test_talking_foxes_turn_a_healing_card_into_two_knowledge():
    """l.412: "Discard one healing card to receive two Knowledge tokens": no card, no Knowledge."""
    match = start(2, tree_cards={"5": "talking_foxes"})
    goto(match, 5, "action")
    act(match, "buy", player="Matthias", cost=2, card="Bandage")
    goto(match, 5, "tree")
    act(match, "tree_exchange", player="Matthias", n=0)
    with pytest.raises(IllegalAction, match="Talking Foxes: name the healing card discarded"):
        act(match, "tree_card", player="Matthias", card="talking_foxes")
    act(match, "tree_card", player="Matthias", card="talking_foxes", held="Bandage")
    assert match.state["players"]["Matthias"]["knowledge"] == 2
    with pytest.raises(IllegalAction, match="Matthias holds no Bandage to use"):
        act(match, "heal", player="Matthias", physical=1, card="Bandage")
    goto(match, 6, "tree")
    with pytest.raises(IllegalAction, match="Towards the Tree: Miriam has 0 Knowledge, not 1"):
        act(match, "tree_exchange", player="Miriam", n=1, level=1)
