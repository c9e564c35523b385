"""The store keeps every acknowledged action, refuses what it cannot keep, and
never leaves a half-written export."""

import json
import sqlite3

import pytest

from device.catalog import Catalog
from device.session import GameSession
from device.store import Store, StoreError
from helpers import agency, read_jsonl

SETUP = {"action": "setup", "game": "timestories", "tu": 10, "agents": [{"name": "Blue", "lp": 4}]}


def play(data_dir, actions):
    with Store.open(data_dir) as store:
        session = GameSession.new(store, Catalog.load(data_dir), SETUP)
        for action in actions:
            session.submit(action)
        return session.game_id


def test_the_store_uses_wal_and_full_sync(isolated):
    with Store.open(isolated) as store:
        db = sqlite3.connect(store.path)
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert store._db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_games_export_and_resume(isolated, tmp_path):
    game = play(isolated, [{"action": "enter", "location": "Lab"}, {"action": "spend_tu"}, {"action": "undo"}])
    listing = agency("games")
    assert listing.returncode == 0
    assert f"{game:4d}  timestories     playing      3 actions" in listing.stdout
    out = tmp_path / "export.jsonl"
    result = agency("export", game, "-o", out)
    assert result.returncode == 0, result.stderr
    assert [line["action"] for line in read_jsonl(out)] == ["setup", "enter", "spend_tu", "undo"]
    assert not list(tmp_path.glob(".export.jsonl.*")), "no temporary file is left behind"
    with Store.open(isolated) as store:
        resumed = GameSession.resume(store, Catalog.load(isolated), game)
        assert resumed.state["tu"] == 10 and resumed.state["location"] == "Lab"


def test_exporting_an_unknown_game_is_one_sentence():
    result = agency("export", "42")
    assert result.returncode == 2
    assert result.stderr.strip() == "agency export: There is no saved game 42 (see `agency games`)."


def test_a_full_disk_refuses_the_action_and_loses_nothing(isolated):
    with Store.open(isolated) as store:
        session = GameSession.new(store, Catalog.load(isolated), SETUP)
        session.submit({"action": "enter", "location": "Lab"})
        pages = store._db.execute("PRAGMA page_count").fetchone()[0]
        store._db.execute(f"PRAGMA max_page_count = {pages}")  # the disk is now full
        big = {"action": "spend_tu", "source": {"kind": "button", "name": "x" * 20000}}
        with pytest.raises(StoreError, match="Could not save the action: database or disk is full"):
            session.submit(big)
        assert session.state["tu"] == 10, "the engine's change was taken back"
        assert len(session.match.log) == 2
        assert [line["action"] for line in store.lines(session.game_id)] == ["setup", "enter"]
        assert store.integrity() == "ok"
        store._db.execute("PRAGMA max_page_count = 1073741823")  # space again: play goes on
        session.submit({"action": "spend_tu"})
        assert session.state["tu"] == 9


def test_a_line_number_is_stored_once(isolated):
    with Store.open(isolated) as store:
        game = store.new_game(SETUP)
        store.append(game, 1, {"action": "enter", "location": "Lab"})
        with pytest.raises(StoreError, match="already stored"):
            store.append(game, 1, {"action": "enter", "location": "Lab"})
        assert len(store.lines(game)) == 2


def test_an_unreadable_store_is_one_sentence(isolated):
    isolated.mkdir(parents=True)
    (isolated / Store.FILE).write_bytes(b"this is not a database" * 100)
    result = agency("games")
    assert result.returncode == 2
    assert "Cannot open the game store" in result.stderr and "Traceback" not in result.stderr
    assert (isolated / Store.FILE).read_bytes().startswith(b"this is not a database"), "nothing overwritten"


def test_export_is_a_faithful_jsonl_copy(isolated, tmp_path):
    source = {"kind": "nfc", "reader": "seat1", "uid": "04A3C6CAE26180"}
    game = play(isolated, [{"action": "enter", "location": "Salle à manger", "source": source}])
    out = tmp_path / "e.jsonl"
    with Store.open(isolated) as store:
        assert store.export(game, out) == 2
    assert json.loads(out.read_text(encoding="utf-8").splitlines()[1])["source"] == source
