"""Kiválasztottak: the three 2k6 roll kinds at their thresholds, and deck checks at their limits."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction, MalformedAction
from engine.match import Match

SETUP = {"action": "setup", "game": "kivalasztottak", "players": ["Anna", "Bela"], "first": "Anna",
         "future": {"Anna": 40, "Bela": 40}, "towers": {"Anna": 2, "Bela": 2}}


def judged(kind: str, dice: list, high: int, low: int | None = None):
    match, _ = Match.start(SETUP)
    action = {"action": "roll", "kind": kind, "dice": dice, "high": high}
    if low is not None:
        action["low"] = low
    (event,) = match.push(action)
    assert match.state["last_roll"]["sum"] == event.data["sum"]
    return event


def dice_for(total: int) -> list:
    return [min(6, total - 1), total - min(6, total - 1)]


# --------------------------------------------------------------------------- rolls

@pytest.mark.parametrize("total, success, edge", [
    (4, False, False),   # equal to the lower threshold is not above it
    (5, True, False),
    (8, True, False),
    (9, True, True),     # the upper threshold itself: határsiker
    (10, False, False),
])
def test_check_roll_succeeds_above_the_lower_and_at_most_the_upper_threshold(total, success, edge):
    event = judged("proba", dice_for(total), high=9, low=4)
    assert (event.data["sum"], event.data["success"], event.data["edge"]) == (total, success, edge)


@pytest.mark.parametrize("total, success", [(2, True), (7, True), (8, False)])
def test_check_roll_without_a_lower_threshold_has_no_floor(total, success):
    event = judged("proba", dice_for(total), high=7)
    assert event.data["success"] is success
    assert event.data["edge"] is (total == 7)


@pytest.mark.parametrize("total, success, edge", [(2, True, False), (6, True, False), (7, True, True),
                                                  (8, False, False), (12, False, False)])
def test_saving_roll_succeeds_at_most_its_upper_threshold(total, success, edge):
    event = judged("mento", dice_for(total), high=7)
    assert (event.data["success"], event.data["edge"]) == (success, edge)


@pytest.mark.parametrize("total, success, edge", [(8, True, False), (9, True, True), (10, False, False)])
def test_attack_roll_succeeds_at_most_its_attack_threshold(total, success, edge):
    event = judged("tamadas", dice_for(total), high=9)
    assert (event.data["success"], event.data["edge"]) == (success, edge)


def test_edge_success_is_named_in_hungarian():
    event = judged("mento", [3, 4], high=7)
    assert event.text == "Határsiker: Mentődobás (saving roll) 2d6 3+4 = 7 equals the upper threshold 7."


def test_a_failed_roll_says_what_it_needed():
    event = judged("proba", [6, 5], high=9, low=4)
    assert event.text == "Próbadobás (check roll): 2d6 6+5 = 11, needs above 4 and at most 9: failure."


def test_an_impossible_check_never_succeeds_even_on_the_upper_threshold():
    event = judged("proba", [2, 3], high=5, low=6)
    assert (event.data["success"], event.data["edge"]) == (False, False)


@pytest.mark.parametrize("fields, words", [
    ({"kind": "mento", "dice": [3, 4], "high": 7, "low": 2}, "A Mentődobás (saving roll) has no lower threshold"),
    ({"kind": "tamadas", "dice": [3, 4], "high": 7, "low": 2}, "A Támadásdobás (attack roll) has no lower threshold"),
    ({"kind": "proba", "dice": [3, 7], "high": 7}, "'roll' field 'dice'[1] must be at most 6"),
    ({"kind": "proba", "dice": [0, 3], "high": 7}, "'roll' field 'dice'[0] must be at least 1"),
    ({"kind": "proba", "dice": [3, 3, 3], "high": 7}, "'roll' field 'dice' must have at most 2 items"),
    ({"kind": "proba", "dice": [3], "high": 7}, "'roll' field 'dice' must have at least 2 items"),
    ({"kind": "dobas", "dice": [3, 3], "high": 7}, "'roll' field 'kind' must be one of proba, mento, tamadas"),
    ({"kind": "proba", "dice": [3, 3]}, "A Próbadobás (check roll) needs its upper threshold 'high'"),
    ({"dice": [3, 3], "high": 7}, "'roll' takes thresholds only together with 'kind'"),
])
def test_malformed_rolls_are_refused_naming_the_field(fields, words):
    match, _ = Match.start(SETUP)
    with pytest.raises(MalformedAction) as err:
        match.push({"action": "roll", **fields})
    assert words in str(err.value)
    assert match.state["last_roll"] is None


def test_a_roll_for_someone_not_playing_is_refused():
    match, _ = Match.start(SETUP)
    with pytest.raises(IllegalAction, match="'Cili' is not playing"):
        match.push({"action": "roll", "kind": "mento", "dice": [1, 1], "high": 7, "player": "Cili"})


# --------------------------------------------------------------------------- deck checks

def deck(size: int, copies: int = 1, name: str = "Tűzgolyó") -> dict:
    """A deck of ``size`` cards: ``copies`` of ``name`` and singletons for the rest."""
    cards = {name: copies} if copies else {}
    cards.update({f"Lap {i}": 1 for i in range(size - copies)})
    return cards


def checked(deck_list: dict, swap: dict | None = None):
    match, _ = Match.start(SETUP)
    action = {"action": "deck_check", "deck": deck_list}
    if swap is not None:
        action["swap"] = swap
    (event,) = match.push(action)
    assert match.state["last_deck_check"]["ok"] is event.data["ok"]
    return event


def test_39_cards_are_too_few():
    event = checked(deck(39))
    assert event.data["ok"] is False
    assert event.data["problems"] == ["Jövő: 39 cards is too few; a deck needs at least 40 (laplimit 3) "
                                      "or 60 (laplimit 4)."]


def test_40_cards_are_enough():
    event = checked(deck(40))
    assert (event.data["ok"], event.data["problems"], event.data["limit"]) == (True, [], 3)
    assert event.text == "Pakli: 40 cards in the Jövő, 0 in the Cserepakli, laplimit 3: legal."


@pytest.mark.parametrize("size, copies, ok", [
    (40, 3, True), (40, 4, False), (59, 3, True), (59, 4, False),
    (60, 4, True), (60, 5, False), (61, 4, True),
])
def test_the_copy_limit_is_three_below_60_cards_and_four_from_60(size, copies, ok):
    event = checked(deck(size, copies))
    assert event.data["ok"] is ok
    if not ok:
        limit = 4 if size >= 60 else 3
        assert event.data["problems"] == [f"Laplimit: 'Tűzgolyó' has {copies} copies in the Jövő and Cserepakli "
                                          f"together; a {size}-card Jövő allows {limit}."]


@pytest.mark.parametrize("swap_size, ok", [(0, True), (14, False), (15, True), (16, False)])
def test_the_cserepakli_holds_exactly_15_cards_or_none(swap_size, ok):
    event = checked(deck(40), {f"Csere {i}": 1 for i in range(swap_size)})
    assert (event.data["ok"], event.data["swap"]) == (ok, swap_size)
    if not ok:
        assert event.data["problems"] == [f"Cserepakli: {swap_size} cards; it must hold exactly 15 or none."]


def test_the_copy_limit_counts_the_deck_and_cserepakli_together():
    swap = {"Tűzgolyó": 2, **{f"Csere {i}": 1 for i in range(13)}}
    event = checked(deck(45, 2), swap)
    assert event.data["problems"] == ["Laplimit: 'Tűzgolyó' has 4 copies in the Jövő and Cserepakli together; "
                                      "a 45-card Jövő allows 3."]


def test_every_problem_is_listed_at_once():
    event = checked({**deck(30, 5), "Zombi": 1}, {"Csere": 5})
    assert event.data["ok"] is False
    assert len(event.data["problems"]) == 5   # the 5 "Csere" break the laplimit too
    assert "Jelző: 'Zombi' is a token card and may not be in a deck." in event.data["problems"]
    assert event.text.endswith("not legal (5 problems).")


@pytest.mark.parametrize("fields, words", [
    ({"deck": {"Kard": 0}}, "'deck_check' field 'deck'.Kard must be at least 1"),
    ({"deck": {"Kard": "3"}}, "'deck_check' field 'deck'.Kard must be a whole number"),
    ({"deck": ["Kard"]}, "'deck_check' field 'deck' must be an object"),
    ({"deck": {" ": 40}}, "'deck_check' field 'deck' has a card without a name"),
    ({"swap": {"Kard": 15}}, "'deck_check' takes 'swap' only together with 'deck'"),
])
def test_malformed_deck_lists_are_refused_naming_the_problem(fields, words):
    match, _ = Match.start(SETUP)
    with pytest.raises(MalformedAction) as err:
        match.push({"action": "deck_check", **fields})
    assert words in str(err.value)


# --------------------------------------------------------------------------- the pending roll and single dice

def test_a_pending_roll_is_judged_from_the_dice_alone():
    match, _ = Match.start(SETUP)
    (asked,) = match.push({"action": "ask_roll", "kind": "tamadas", "high": 8, "player": "Bela"})
    assert asked.text == "Támadásdobás (attack roll) for Bela: roll 2d6, it needs at most 8."
    (event,) = match.push({"action": "roll", "dice": [5, 3]})
    assert (event.data["sum"], event.data["success"], event.data["edge"]) == (8, True, True)
    assert match.state["pending_roll"] is None
    assert match.state["last_roll"]["player"] == "Bela"


def test_two_single_dice_complete_the_pending_roll():
    match, _ = Match.start(SETUP)
    match.push({"action": "ask_roll", "kind": "proba", "low": 5, "high": 9})
    (first,) = match.push({"action": "die", "value": 4})
    assert "first die 4" in first.text and match.state["last_roll"] is None
    with pytest.raises(IllegalAction, match="One die of the pending roll is already read"):
        match.push({"action": "roll", "dice": [1, 1]})
    (event,) = match.push({"action": "die", "value": 1})
    assert (event.data["sum"], event.data["success"]) == (5, False)   # not above the lower threshold 5


def test_dice_without_a_pending_roll_are_refused():
    match, _ = Match.start(SETUP)
    with pytest.raises(IllegalAction, match="no roll is pending"):
        match.push({"action": "die", "value": 3})
    with pytest.raises(IllegalAction, match="No roll is pending"):
        match.push({"action": "roll", "dice": [3, 3]})


def test_a_saving_roll_cannot_be_asked_with_a_lower_threshold():
    match, _ = Match.start(SETUP)
    with pytest.raises(MalformedAction, match="Mentődobás \\(saving roll\\) has no lower threshold"):
        match.push({"action": "ask_roll", "kind": "mento", "low": 3, "high": 8})


# --------------------------------------------------------------------------- scanning a deck card by card

def test_a_scanned_deck_is_checked_and_counts_the_jovo():
    match, _ = Match.start(SETUP)
    for i in range(41):
        match.push({"action": "scan", "card": f"Lap {i % 20}"})   # 21 cards appear 2x, one 3x
    match.push({"action": "scan_pile", "pile": "swap"})
    for i in range(15):
        match.push({"action": "scan", "card": "Lap 0" if i == 0 else f"Csere {i}"})
    events = match.push({"action": "deck_check", "player": "Bela"})
    assert events[0].data["problems"] == ["Laplimit: 'Lap 0' has 4 copies in the Jövő and Cserepakli together; "
                                          "a 41-card Jövő allows 3."]
    assert events[1].text == "Jövő: Bela's deck is counted, 41 cards."
    assert match.state["players"]["Bela"]["future"] == 41
    assert match.state["scan"] == {"pile": "deck", "deck": {}, "swap": {}}


def test_a_scanned_deck_below_forty_cards_is_not_counted_as_the_jovo():
    # l.15: at the first draw the Jövő holds at least 40 cards beyond the starting cards.
    match, _ = Match.start(SETUP)
    for i in range(30):
        match.push({"action": "scan", "card": f"Lap {i}"})
    with pytest.raises(IllegalAction, match="Bela's Jövő has 30 cards; at the first draw it needs at least 40"):
        match.push({"action": "deck_check", "player": "Bela"})
    assert match.state["players"]["Bela"]["future"] == 40 and len(match.state["scan"]["deck"]) == 30
    for i in range(30, 40):
        match.push({"action": "scan", "card": f"Lap {i}"})
    match.push({"action": "deck_check", "player": "Bela"})
    assert match.state["players"]["Bela"]["future"] == 40 and match.state["scan"]["deck"] == {}


def test_checking_with_nothing_scanned_is_refused():
    match, _ = Match.start(SETUP)
    with pytest.raises(IllegalAction, match="Nothing is scanned"):
        match.push({"action": "deck_check"})


def test_the_jovo_is_counted_only_before_the_first_draw():
    match, _ = Match.start(SETUP)
    match.push({"action": "resource"})
    with pytest.raises(IllegalAction, match="Anna's Jövő can only be counted before the first draw"):
        match.push({"action": "deck_check", "deck": {"Kard": 3}, "player": "Anna"})
