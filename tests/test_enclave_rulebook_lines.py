"""Enclave rules the line-by-line reading of the rulebook found the engine getting wrong, each named by its line."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from enclave_helpers import act, after_tree_card, goto, start


def player(match, name):
    return match.state["players"][name]


def test_l122_replacing_an_enhancement_capped_at_the_track_end_leaves_what_the_other_slot_gives():
    """l.122/126: removing an enhancement moves the markers back; the card's part beyond +5 was never added."""
    match = start(2)
    act(match, "enhance", player="Miriam", kind="snatcher", physical=3)
    act(match, "enhance", player="Miriam", kind="snatcher", physical=3)        # 6 stops at +5
    act(match, "enhance", player="Miriam", kind="snatcher", replace=2)
    assert player(match, "Miriam")["physical"] == {"cur": 3, "max": 3}


def test_l138_a_replaced_sarcophagus_enhancement_keeps_the_other_slots_protection():
    """l.138: sarcophagus 2..5; a capped machine enhancement replaced leaves what the remaining slot gives."""
    match = start(2)
    act(match, "enhance", player="Miriam", kind="machine", sarcophagus=2, sesame=4)
    act(match, "enhance", player="Miriam", kind="machine", sarcophagus=2, sesame=4)   # 6 stops at 5, 8 at 6
    act(match, "enhance", player="Miriam", kind="machine", replace=1)
    assert (player(match, "Miriam")["sarcophagus"], player(match, "Miriam")["sesame"]) == (4, 4)


def test_l373_loki_steals_a_bought_card_into_the_thiefs_hand():
    """l.373: "Steal a random card from any player's hand": the card changes hands."""
    match = start(2)
    goto(match, 1, "action")
    act(match, "buy", player="Matthias", cost=2, card="Medkit")
    goto(match, 1, "tree")
    act(match, "tree_exchange", player="Miriam", n=0)
    act(match, "tree_card", player="Miriam", card="loki", victim="Matthias", held="Medkit")
    assert player(match, "Matthias")["hand"] == [] and player(match, "Miriam")["hand"] == ["Medkit"]
    with pytest.raises(IllegalAction, match="Matthias holds no Medkit to use"):
        act(match, "heal", player="Matthias", physical=1, card="Medkit")


def test_l312_a_tree_card_ability_comes_before_the_next_players_action():
    """l.312: "After exchanging the Knowledge tokens but before the following player's action"."""
    match = start(2)
    goto(match, 1, "tree")
    act(match, "tree_exchange", player="Miriam", n=0)
    act(match, "tree_exchange", player="Matthias", n=0)
    with pytest.raises(IllegalAction, match="Miriam's Tree card ability comes before the next player's action, "
                                            "and Matthias has acted since"):
        act(match, "tree_card", player="Miriam", card="loki", victim="Matthias", pryze=False)


def test_l306_the_tree_is_visited_from_the_lowest_level_up():
    """l.306: "The actions in this location are considered from the lowest level of the Tree"."""
    match = start(3)
    for name in ("Matthias", "Miriam", "Raphael"):
        act(match, "knowledge", player=name, n=3)
    goto(match, 6, "tree")                                      # round 6: any level may be used
    act(match, "tree_exchange", player="Raphael", n=1, level=3)
    before = match.state
    with pytest.raises(IllegalAction, match="Towards the Tree: actions go from the lowest level up, and Raphael "
                                            "has acted on level 3, so level 2 is too late this round"):
        act(match, "tree_exchange", player="Miriam", n=1, level=2)
    assert match.state == before
    act(match, "tree_exchange", player="Miriam", n=1, level=3)  # the same level: in the order of the markers
    act(match, "tree_exchange", player="Matthias", n=1, level=5)
    assert match.state["tree"]["levels"] == [9, 9, 7, 9, 8]


def test_l393_the_in_sync_partner_may_be_declared_after_a_preparation():
    """l.393: the partner is declared "before the first boarding"; a Preparation is no boarding."""
    match = after_tree_card(3, "in_sync", "Raphael")
    act(match, "prepare", player="Matthias")
    act(match, "declare_sync", player="Raphael", partner="Miriam")
    assert player(match, "Raphael")["sync_partner"] == "Miriam"


def test_l416_order_of_the_edge_places_a_knowledge_token_on_any_level():
    """l.416: "You can place 1 Knowledge token on any level of the Tree" (traded there, the rule map's reading)."""
    match = start(2, tree_cards={"5": "order_of_the_edge"})
    act(match, "knowledge", player="Miriam", n=2)
    goto(match, 5, "tree")
    act(match, "tree_exchange", player="Miriam", n=0)
    events = act(match, "tree_card", player="Miriam", card="order_of_the_edge", level=2)
    assert events[0].text == "Order of the Edge of the World: Miriam places a Knowledge token on level 2."
    assert match.state["tree"]["levels"][1] == 8
    assert (player(match, "Miriam")["knowledge"], player(match, "Miriam")["vp"]) == (1, 1)


def test_l408_akunen_success_on_a_red_cell_does_not_say_nobody_reaches_critical_condition():
    """l.408: with the nullification token a snatcher may end on a red cell and still succeed."""
    match = after_tree_card(2, "akunen", "Matthias")
    [event] = act(match, "board", player="Matthias", mission={"physical": 4, "rewards": {"knowledge": 1}})
    assert event.to_json()["success"] is True
    assert "nobody reaches critical condition" not in event.text
    assert "the critical nullification token cancels Matthias's red cells" in event.text


def test_l339_one_point_is_said_in_the_singular_and_a_shared_victory_names_no_deciding_tie_break():
    """l.339: the tie-breaks are Tree tokens then Knowledge; when they decide nothing the victory is shared."""
    match = start(2, method="bid", bids=[{"player": "Matthias", "bid": 0}, {"player": "Miriam", "bid": 0}])
    goto(match, 6, "rotation")                                # 11 money each: 1 bonus point each
    events = act(match, "end_round")
    assert events[-1].text == ("End of the game: Matthias and Miriam share the victory with 1 point; they are tied "
                               "on points, Tree tokens and Knowledge.")


def test_an_events_own_tag_is_never_overwritten_by_its_data():
    """The enhance event says it is an enhance event; what was enhanced is its own field."""
    match = start(2)
    [event] = act(match, "enhance", player="Miriam", kind="snatcher", physical=1)
    assert event.to_json()["kind"] == "enhance" and event.to_json()["enhancement"] == "snatcher"


def test_l264_protection_cards_left_at_home_stay_in_the_hand():
    """l.264: "Discard all used mission, trap, and protection cards ... Keep the protection items you did not use"."""
    match = start(2)
    goto(match, 1, "action")
    act(match, "buy", player="Miriam", cost=3, card="Armour")
    act(match, "buy", player="Miriam", cost=2, card="Helmet")
    act(match, "board", player="Miriam", mission={"physical": 5}, protection=[{"physical": 5, "card": "Armour"}])
    assert player(match, "Miriam")["hand"] == ["Helmet"]


def test_l326_two_players_reaching_four_tree_tokens_in_one_round_go_to_the_tie_break_of_l339():
    """l.326: "If one of the players collects 4 Tree tokens, the game ends"; two at once: most tokens, then
    Knowledge (l.339), and a shared win is said of both."""
    match = start(2)
    goto(match, 1, "action")
    for name in ("Matthias", "Miriam"):
        for _ in range(4):
            act(match, "tree_token", player=name, keep=True)
    act(match, "knowledge", player="Miriam", n=1)
    goto(match, 1, "tree")
    [event] = act(match, "end_round")
    assert match.state["winners"] == ["Miriam"] and "Miriam holds 4 Tree tokens and wins" in event.text

    match = start(2)
    goto(match, 1, "action")
    for name in ("Matthias", "Miriam"):
        for _ in range(4):
            act(match, "tree_token", player=name, keep=True)
    goto(match, 1, "tree")
    [event] = act(match, "end_round")
    assert match.state["winners"] == ["Matthias", "Miriam"] and match.state["winner"] is None
    assert event.text == ("End of the game: Matthias and Miriam share the victory with 4 Tree tokens and equal "
                          "Knowledge each.")


def test_l326_four_tree_tokens_must_still_be_held_at_the_end_of_the_round():
    """l.326: "If one of the players collects 4 Tree tokens, the game ends ... with the end of that round": one
    exchanged at Jacob Tyllo (l.414) before the round ends leaves 3, and the game goes on."""
    match = start(2, tree_cards={"5": "jacob_tyllo"})
    goto(match, 5, "action")
    for _ in range(4):
        act(match, "tree_token", player="Miriam", keep=True)
    goto(match, 5, "tree")
    act(match, "tree_exchange", player="Miriam", n=0)
    act(match, "tree_card", player="Miriam", card="jacob_tyllo")
    act(match, "end_round")
    assert match.state["over"] is False and match.state["round"] == 6
    assert (player(match, "Miriam")["tree_tokens"], player(match, "Miriam")["knowledge"]) == (3, 4)
