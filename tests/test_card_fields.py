"""Every printed attribute a table module reads is declared in its CARD_FIELDS and
checked when the catalog is read: an owner's card with a mistyped attribute is one
sentence naming the file, the line and the field, at load and so before enrolment or
play, never a crash when it is scanned (issue 19, finding 3). A card lacking a field its
game needs is kept, to be corrected on the kiosk (tests/test_cards_touch_required.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from device.catalog import Catalog, CatalogError
from device.tables import table_for
from engine import registry
from engine.enclave import CONDITIONS
from helpers import agency

BAD_CARDS = [
    ({"game": "cavendish", "kind": "location", "letter": 1}, "'letter'"),
    ({"game": "cavendish", "kind": "destiny", "modifier": "+2"}, "'modifier'"),
    ({"game": "cavendish", "kind": "receptacle", "agent": ["Amy"]}, "'agent'"),
    ({"game": "cavendish", "kind": "talisman", "agent": 3}, "'agent'"),
    ({"game": "enclave", "kind": "mission", "rewards": 5}, "'rewards'"),
    ({"game": "enclave", "kind": "mission", "rewards": "ab"}, "'rewards'"),
    ({"game": "enclave", "kind": "mission", "rewards": {"knowledge": "3"}}, "'rewards"),
    ({"game": "enclave", "kind": "mission", "traps": "2"}, "'traps'"),
    ({"game": "enclave", "kind": "trap", "physical": "4"}, "'physical'"),
    ({"game": "enclave", "kind": "enhancement", "type": "boat"}, "'type'"),
    ({"game": "enclave", "kind": "pryze", "use": "eating"}, "'use'"),
    ({"game": "enclave", "kind": "snatcher", "cells": {"track": "x"}}, "'cells'"),
    ({"game": "kivalasztottak", "kind": "roll", "roll": "dance", "high": 8}, "'roll'"),
    ({"game": "kivalasztottak", "kind": "roll", "roll": "proba", "high": "8"}, "'high'"),
    ({"game": "kivalasztottak", "kind": "akciolap", "mp": "abc"}, "'mp'"),
    ({"game": "kivalasztottak", "kind": "akciolap", "mp": True}, "'mp'"),
    ({"game": "timestories", "kind": "location", "red": "no"}, "'red'"),
    ({"game": "timestories", "kind": "receptacle", "lp": 3, "dice": {"combat": "2"}}, "'dice"),
    ({"game": "timestories", "kind": "item", "agency": "yes"}, "'agency'"),
    ({"game": "timestories", "kind": "test", "lock": 1}, "'lock'"),
]


def own_cards(data: Path, *cards: dict) -> Path:
    data.mkdir(parents=True, exist_ok=True)
    lines = ["# the owner's cards"] + [json.dumps({"id": f"{card['game']}/own/{n}", "name": f"Own card {n}"} | card)
                                       for n, card in enumerate(cards)]
    path = data / "cards.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("card, field", BAD_CARDS, ids=lambda value: json.dumps(value) if isinstance(value, dict) else "")
def test_a_card_with_a_mistyped_attribute_is_refused_at_load_naming_file_line_and_field(isolated, card, field):
    path = own_cards(isolated, {"game": card["game"], "kind": "note"}, card)
    with pytest.raises(CatalogError) as refused:
        Catalog.load(isolated)
    sentence = str(refused.value)
    assert sentence.startswith(f"{path} line 3: card '{card['game']}/own/1' ") and field in sentence, sentence
    assert "\n" not in sentence


def test_the_shipped_cards_load(isolated):
    catalog = Catalog.load(isolated, simulated=True)
    assert catalog.cards["cavendish/location/A"]["letter"] == "A"


def test_well_typed_owner_cards_load_with_their_printed_attributes(isolated):
    own_cards(isolated, {"game": "timestories", "kind": "location", "red": False, "art": "a red door"},
              {"game": "kivalasztottak", "kind": "akciolap", "mp": "X"},
              {"game": "enclave", "kind": "mission", "physical": 3, "rewards": {"money": 2}, "traps": 1},
              {"game": "cavendish", "kind": "receptacle", "agent": "Amy"})
    catalog = Catalog.load(isolated)
    assert catalog.cards["timestories/own/0"].get("art") == "a red door"
    assert catalog.cards["kivalasztottak/own/1"]["mp"] == "X"


def test_a_bad_card_stops_enrolment_and_the_kiosk_with_one_sentence(isolated):
    path = own_cards(isolated, {"game": "cavendish", "kind": "location", "letter": "Z"})
    for command in (["enroll", "cavendish", "--backend", "sim"], ["run", "--headless", "--frames", "1"]):
        done = agency(*command, input="q\n", timeout=60)
        assert done.returncode == 2, done.stderr
        assert done.stderr.strip().splitlines() == [
            f"agency {command[0]}: {path} line 2: card 'cavendish/own/0' field 'letter' must be one of "
            '"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K" or "L", not "Z".']


@pytest.mark.parametrize("game", registry.ids())
def test_every_card_attribute_a_table_module_reads_is_declared(game):
    """The check at load is only as good as the declarations: an attribute read by
    ``card["x"]`` or ``card.get("x")`` that is not in CARD_FIELDS fails here."""
    module = table_for(game)
    source = Path(module.__file__).read_text(encoding="utf-8")
    read = set(re.findall(r'card(?:\.get\(|\[)"(\w+)"', source))
    if game == "enclave":   # read through _numbers(card, *keys)
        read |= set(CONDITIONS) | {"sesame", "sarcophagus"}
    declared = {key for fields in getattr(module, "CARD_FIELDS", {}).values() for key in fields}
    assert read <= declared, f"{module.__file__}: undeclared card attributes {sorted(read - declared)}"
