"""``agency cards``: a T.I.M.E Stories scenario's cards tagged and described from the command
line without editing a file, then played; every bad field refused in one sentence naming the
field and where; a scenario pack exported on one box and imported on another."""

from __future__ import annotations

import json

import pytest

from device import cli
from device.catalog import Catalog, check_card, record_of
from device.session import GameSession
from device.store import Store
from device.tables.timestories import DEFAULT_SETUP
from drivers.events import ButtonPressed, TagPlaced

# A small scenario: six cards of six kinds, as the owner types them from the printed cards.
SCENARIO = [
    ("receptacle", "Eliza", "asylum/receptacle/eliza", ["lp=4", "resistance=1", "dice.combat=2", "dice.deftness=1"],
     "04E1000000000001"),
    ("location", "Kitchen", "asylum/location/kitchen", ["red=true"], "04E1000000000002"),
    ("space", "Corridor B", "asylum/space/b", ["space=B"], "04E1000000000003"),
    ("test", "Orderly", "asylum/test/orderly", ["space=B", "shields.1.kind=normal", "shields.1.n=1",
                                                "shields.2.kind=skull", "shields.2.n=2", "trait=combat"],
     "04E1000000000004"),
    ("item", "Item 12", "asylum/item/12", ["item=12"], "04E1000000000005"),
    ("token", "Cross", "asylum/token/cross", ["token=cross"], "04E1000000000006"),
]


def agency(capsys, *args: str) -> tuple[int, str, str]:
    code = cli.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def author_scenario(capsys) -> None:
    for kind, name, card_id, fields, uid in SCENARIO:
        sets = [option for field in fields for option in ("--set", field)]
        code, out, err = agency(capsys, "cards", "add", "timestories", kind, "--name", name, "--id", card_id,
                                *sets, "--tag", uid)
        assert (code, err) == (0, ""), err
        assert f"Tag {uid} is now {name}." in out


def test_a_scenario_is_tagged_and_described_from_the_command_line_and_then_plays(isolated, capsys):
    author_scenario(capsys)
    catalog = Catalog.load(isolated)
    assert catalog.cards["asylum/test/orderly"].attrs == {
        "space": "B", "shields": [{"kind": "normal", "n": 1}, {"kind": "skull", "n": 2}], "trait": "combat"}
    code, out, _ = agency(capsys, "cards", "list", "timestories", "--kind", "test")
    assert code == 0 and "asylum/test/orderly" in out and "04E1000000000004" in out and "yours" in out

    with Store.open(isolated) as store:
        session = GameSession.new(store, catalog, DEFAULT_SETUP)

        def scan(index, reader="main"):
            outcome = session.handle(TagPlaced(reader, SCENARIO[index][4]))
            assert not outcome.refused, outcome.refused
            return outcome

        scan(0, reader="seat1")                     # Blue takes Eliza at the base
        scan(1)                                     # into the Kitchen, a red location
        scan(2), scan(2)                            # both pawns to space B
        session.handle(ButtonPressed("spend_tu", "touch"))
        scan(3)                                     # the Orderly's test on B
        scan(4)                                     # Item 12 to the agent at hand
        scan(5)                                     # the state token
        state = session.state
    blue = state["agents"]["Blue"]
    assert (blue["lp"], blue["dice"]) == (4, {"combat": 2, "deftness": 1})
    assert state["location"] == "Kitchen"
    assert [stack["n"] for stack in state["tests"]["B"]["shields"]] == [1, 2]
    assert any("12" in agent["items"] for agent in state["agents"].values())
    assert "cross" in state["tokens"]


@pytest.mark.parametrize(("args", "sentence"), [
    (["add", "timestories", "test", "--name", "T", "--set", "shields.1.n=0"],
     "the command line: card 'timestories/test/1' field 'shields.1.n' must be a whole number from 1 to 20, not 0."),
    (["add", "timestories", "test", "--name", "T", "--set", "sheilds=2"],
     "card 'timestories/test/1' has the field 'sheilds', which a timestories test card does not have "
     "(its fields: space, shields, lock, trait)."),
    (["add", "timestories", "tst", "--name", "T"],
     "card 'timestories/tst/1' is of the kind 'tst'; timestories cards are location, space, receptacle"),
    (["add", "timestories", "space", "--name", "T", "--set", "space=Z"],
     "field 'space' must be one of \"B\", \"C\", \"D\", \"E\", \"F\", \"G\" or \"H\", not \"Z\"."),
    (["add", "kivalasztottak", "akciolap", "--name", "T", "--set", "mp=Y"],
     "field 'mp' must be a whole number from 0 to 20 or \"X\", not \"Y\"."),
    (["add", "timestories", "item", "--name", "T", "--set", "item"],
     "--set 'item' must be FIELD=VALUE (such as shields.1.n=2)."),
    (["add", "timestories", "item", "--name", "T", "--tag", "zz"], "--tag 'zz' is not a tag UID"),
    (["add", "chess", "item", "--name", "T"], "'chess' is not a known game"),
    (["edit", "timestories/location/6", "--set", "red=maybe"],
     "card 'timestories/location/6' field 'red' must be true or false, not \"maybe\"."),
    (["edit", "timestories/location/6", "--set", "name=x"], "'name' is not a printed field; use --name."),
    (["remove", "timestories/location/1"], "'timestories/location/1' is a shipped card, not one of yours"),
    (["edit", "nothing/here"], "There is no card 'nothing/here' in the catalog"),
])
def test_every_bad_field_is_one_sentence_and_nothing_is_saved(isolated, capsys, args, sentence):
    code, out, err = agency(capsys, "cards", *args)
    assert code == 2 and out == ""
    assert err.startswith("agency cards: ") and sentence in err and "Traceback" not in err
    assert err.count("\n") == 1
    assert not (isolated / "cards.jsonl").exists()


def test_a_scenario_pack_exported_on_one_box_imports_on_another(tmp_path, monkeypatch, capsys):
    first, second = tmp_path / "box1", tmp_path / "box2"
    monkeypatch.setenv("AGENCY_DATA", str(first))
    author_scenario(capsys)
    agency(capsys, "cards", "add", "timestories", "item", "--name", "Other scenario's item", "--id", "other/item/1")
    pack = tmp_path / "asylum.jsonl"
    code, _, err = agency(capsys, "cards", "export", "timestories", "--scenario", "asylum", "-o", str(pack))
    assert code == 0 and "6 cards and 6 tags written" in err

    monkeypatch.setenv("AGENCY_DATA", str(second))
    code, out, _ = agency(capsys, "cards", "import", str(pack))
    assert code == 0 and out.startswith("6 cards added, 0 replaced, 6 tags bound")
    there, here = Catalog.load(first), Catalog.load(second)
    for _, _, card_id, _, uid in SCENARIO:
        assert record_of(here.cards[card_id]) == record_of(there.cards[card_id])
        assert here.card_for(uid).id == card_id
    assert "other/item/1" not in here.cards
    code, out, _ = agency(capsys, "cards", "import", str(pack))    # again: an update, not a duplicate
    assert out.startswith("0 cards added, 6 replaced") and len(Catalog.load(second).own) == 6


@pytest.mark.parametrize(("line", "sentence"), [
    ('{"id": "a/test/1", "game": "timestories", "kind": "test", "name": "T", "lock": "yes"}',
     "pack.jsonl line 3: card 'a/test/1' field 'lock' must be true or false, not \"yes\"."),
    ('{"id": "a/test/1", "game": "timestories", "kind": "test"}', "pack.jsonl line 3: 'name' is missing or not text."),
    ('{"uid": "04AA", "card": "a/nowhere"}', "pack.jsonl line 3: 'card' names an unknown card 'a/nowhere'."),
    ('{"uid": "04E1000000000009", "card": "a/item/1"}',
     "pack.jsonl line 3: tag 04E1000000000009 is already bound to 'b/item/1'; unbind it first."),
    ('{"id": "a/item/1", "game": "timestories", "kind": "item", "name": "again"}',
     "pack.jsonl line 3: the card id 'a/item/1' is in the pack twice."),
    ("not json", "pack.jsonl line 3 is not JSON"),
])
def test_a_bad_pack_line_is_named_and_the_box_keeps_what_it_had(isolated, tmp_path, capsys, line, sentence):
    agency(capsys, "cards", "add", "timestories", "item", "--name", "B", "--id", "b/item/1", "--tag", "04E1000000000009")
    before = (isolated / "cards.jsonl").read_text(), (isolated / "tags.jsonl").read_text()
    pack = tmp_path / "pack.jsonl"
    pack.write_text("# a pack\n" + json.dumps({"id": "a/item/1", "game": "timestories", "kind": "item",
                                               "name": "I"}) + "\n" + line + "\n")
    code, out, err = agency(capsys, "cards", "import", str(pack))
    assert code == 2 and sentence in err and err.count("\n") == 1
    assert ((isolated / "cards.jsonl").read_text(), (isolated / "tags.jsonl").read_text()) == before


def test_removing_a_card_of_yours_unbinds_its_tag_and_an_edited_shipped_card_comes_back(isolated, capsys):
    author_scenario(capsys)
    assert agency(capsys, "cards", "remove", "asylum/item/12")[0] == 0
    catalog = Catalog.load(isolated)
    assert "asylum/item/12" not in catalog.cards and catalog.card_for("04E1000000000005") is None
    agency(capsys, "cards", "edit", "timestories/location/6", "--name", "Kitchen")
    assert Catalog.load(isolated).cards["timestories/location/6"].name == "Kitchen"
    agency(capsys, "cards", "remove", "timestories/location/6")
    assert Catalog.load(isolated).cards["timestories/location/6"].name == "Location 6"


def test_the_shipped_cards_fit_the_fields_their_table_modules_declare(isolated):
    for card in Catalog.load(isolated).cards.values():
        check_card(record_of(card), card.id)


def test_a_cavendish_receptacles_printed_numbers_entered_once_set_up_the_mission_it_is_scanned_into(isolated, capsys):
    from device.tables import cavendish

    code, _, err = agency(capsys, "cards", "edit", "cavendish/receptacle/amy", "--set", "azrak=7",
                          "--set", "strength=2", "--set", "dexterity=4")
    assert code == 0, err
    assert "field 'azrak' must be a whole number from 1 to 31, not 40" in agency(
        capsys, "cards", "edit", "cavendish/receptacle/anton", "--set", "azrak=40")[2]
    catalog = Catalog.load(isolated)
    seated = [(1, catalog.cards["cavendish/receptacle/anton"]), (2, catalog.cards["cavendish/receptacle/amy"])]
    options = cavendish.setup_options(catalog.cards_of("cavendish"))
    with Store.open(isolated) as store:
        state = GameSession.new(store, catalog, cavendish.scanned_setup(seated, options)).state
    amy, anton = state["agents"]["Amy"], state["agents"]["Anton"]
    assert (amy["azrak"], amy["start"]) == (7, 7)
    assert (amy["strength"], amy["confidence"], amy["dexterity"]) == (2, 3, 4)   # confidence: not entered
    assert anton["azrak"] == 6                                                 # Anton's card has no numbers


def test_cards_fields_lists_the_choices_inside_a_list_or_an_object_by_the_path_set_takes(isolated, capsys):
    code, out, err = agency(capsys, "cards", "fields", "timestories")
    assert (code, err) == (0, "")
    assert '  shields.N.kind: one of "normal", "skull", "time", "heart" or "special"\n' in out
    assert "  shields.N.n: a whole number from 1 to 20\n" in out
    assert "  dice.combat: a whole number from 0 to 10\n" in out
    # the path listed is the one --set takes, with N an entry's number
    code, _, err = agency(capsys, "cards", "add", "timestories", "test", "--name", "Guard", "--set", "space=C",
                          "--set", "shields.1.kind=heart", "--set", "shields.1.n=2")
    assert (code, err) == (0, "")
