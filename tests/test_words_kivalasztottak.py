"""Kiválasztottak's sentences count the way each language counts: English writes 2d6 and
"1 card", Hungarian keeps the game's own "2k6", Polish says "3 karty" and "5 kart"."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.match import Match
from ui.i18n import say

SETUP = {"action": "setup", "game": "kivalasztottak", "players": ["Anna", "Bela"], "first": "Anna",
         "future": {"Anna": 40, "Bela": 40}, "towers": {"Anna": 2, "Bela": 2}}


def mulligans(times: int) -> tuple[Match, str]:
    """Anna mulligans ``times`` times in round 1 and then keeps her hand: the sentence saying so."""
    match, _ = Match.start(SETUP)
    match.push({"action": "resource"})
    for _ in range(times):
        match.push({"action": "mulligan", "player": "Anna"})
    events = match.push({"action": "mp", "player": "Anna", "n": -1})
    return match, next(event.text for event in events if event.kind == "mulligan")


@pytest.mark.parametrize("times, english, polish", [(3, "keeps 1 card and", "zatrzymuje 1 kartę"),
                                                    (2, "keeps 3 cards and", "zatrzymuje 3 karty"),
                                                    (1, "keeps 5 cards and", "zatrzymuje 5 kart")])
def test_a_kept_hand_is_counted_in_each_languages_plural(times, english, polish):
    _, kept = mulligans(times)
    assert english in kept
    assert polish in say("pl", kept)


def test_a_mulligan_refused_at_one_card_says_1_card():
    match, _ = Match.start(SETUP)
    match.push({"action": "resource"})
    for _ in range(3):
        match.push({"action": "mulligan", "player": "Anna"})
    with pytest.raises(IllegalAction) as refused:
        match.push({"action": "mulligan", "player": "Anna"})
    assert "drew only 1 card," in refused.value.sentence


def test_english_writes_2d6_and_hungarian_keeps_2k6():
    match, _ = Match.start(SETUP)
    (asked,) = match.push({"action": "ask_roll", "kind": "proba", "high": 9, "player": "Bela"})
    (judged,) = match.push({"action": "roll", "dice": [2, 3]})
    for said in (asked.text, judged.text):
        assert "2d6" in said and "2k6" not in said
        assert "2k6" in say("hu", said) and "2k6" in say("pl", said) and "2d6" in say("fr", said)


@pytest.mark.parametrize("size, swap, english, polish", [
    (1, {"Csere": 1}, "Pakli: 1 card in the Jövő, 1 in the Cserepakli", "Jövő: 1 karta"),
    (3, None, "Pakli: 3 cards in the Jövő", "Jövő: 3 karty"),
    (40, None, "Pakli: 40 cards in the Jövő", "Jövő: 40 kart")])
def test_a_deck_check_counts_its_cards(size, swap, english, polish):
    match, _ = Match.start(SETUP)
    action = {"action": "deck_check", "deck": {f"Lap {i}": 1 for i in range(size)}}
    if swap:
        action["swap"] = swap
    (checked,) = match.push(action)
    assert checked.text.startswith(english)
    assert polish in say("pl", checked.text)
    assert "1 cards" not in " ".join([checked.text, *checked.data["problems"]])
