"""A store that survives damage, against a real SQLite file with its bytes flipped:
a rotten line is named by game and line and every intact line can still be
exported; a damaged page is one sentence with the salvage command; the schema
version is written, a newer store refused and an older one migrated."""

from __future__ import annotations

import io
import json
import sqlite3
from contextlib import redirect_stderr, redirect_stdout

from hypothesis import HealthCheck, example, given, settings, strategies as st

from device import cli
from device.catalog import Catalog
from device.commands import doctor
from device.errors import UserError
from device.session import GameSession
from device.store import SCHEMA_VERSION, Store, dumps
from helpers import LOGS, agency, read_jsonl

SETUP = {"action": "setup", "game": "timestories", "tu": 10, "agents": [{"name": "Blue", "lp": 4}]}


def store_log(data_dir, lines: list[dict]) -> int:
    """Store ``lines`` (setup first) as one game, as the kiosk writes them; the
    store is closed afterwards, so everything is in the main file."""
    with Store.open(data_dir) as store:
        game = store.new_game(lines[0])
        for seq, line in enumerate(lines[1:], start=1):
            store.append(game, seq, line)
    return game


def flip(path, needle: bytes, offset: int = 0, to: bytes = b"}") -> None:
    """Overwrite one byte of the file where ``needle`` is stored (it must be there once)."""
    data = bytearray(path.read_bytes())
    at = data.find(needle)
    assert at >= 0 and data.find(needle, at + 1) < 0, "the needle must be stored exactly once"
    data[at + offset:at + offset + len(to)] = to
    path.write_bytes(bytes(data))


def one_sentence(result, *parts: str) -> None:
    assert "Traceback" not in result.stderr, result.stderr
    text = result.stderr.strip()
    assert len(text.splitlines()) == 1, text
    for part in parts:
        assert part in text, text


def test_a_line_stored_under_a_damaged_number_is_named_missing_and_the_rest_salvaged(isolated, tmp_path):
    """The checksum covers a line's text, not the number it is stored under: a changed
    number leaves a gap (or a game with no setup), which is named like a rotten line."""
    log = read_jsonl(LOGS / "timestories.jsonl")[:20]
    game = store_log(isolated, log)
    with sqlite3.connect(isolated / Store.FILE) as db:
        db.execute("UPDATE actions SET seq = 900 WHERE game_id = ? AND seq = 6", (game,))
    ok, message, fix = doctor.check_store(isolated / Store.FILE)
    assert ok is False and f"line 7 of game {game} is damaged" in message
    for command in (["export", str(game)], ["run", "--resume", "--headless", "--frames", "1"]):
        one_sentence(agency(*command), f"Line 7 of saved game {game} is damaged (it is missing")
    out = tmp_path / "salvaged.jsonl"
    assert agency("export", game, "--salvage", "-o", out).returncode == 0
    assert read_jsonl(out) == log[:6] + log[7:] + [log[6]], "every intact line, the moved one last"


def test_a_flipped_brace_in_one_line_is_named_and_every_other_line_is_salvaged(isolated, tmp_path):
    log = read_jsonl(LOGS / "timestories.jsonl")[:30]
    game = store_log(isolated, log)
    stored = [dumps(line) for line in log]
    target = next(n for n in range(12, 30) if stored.count(stored[n - 1]) == 1)  # its number in the export
    flip(isolated / Store.FILE, dumps(log[target - 1]).encode())  # the line's opening '{'
    with sqlite3.connect(isolated / Store.FILE) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok", "SQLite sees no damage"

    ok, message, fix = doctor.check_store(isolated / Store.FILE)
    assert ok is False
    assert message == (f"Game store: line {target} of game {game} is damaged (its checksum does not match, "
                       "or it is missing).")
    assert f"agency export {game} --salvage -o FILE" in fix

    exported = agency("export", game)
    assert exported.returncode == 2 and exported.stdout == ""
    one_sentence(exported, f"Line {target} of saved game {game} is damaged", f"agency export {game} --salvage")

    resumed = agency("run", "--resume", "--headless", "--frames", "1")
    assert resumed.returncode == 2
    one_sentence(resumed, f"Line {target} of saved game {game} is damaged")

    out = tmp_path / "salvaged.jsonl"
    salvaged = agency("export", game, "--salvage", "-o", out)
    assert salvaged.returncode == 0, salvaged.stderr
    assert read_jsonl(out) == log[:target - 1] + log[target:], "every intact line, in order"
    assert f"Left out 1 damaged line of game {game}: {target} (line 1 is the setup)." in salvaged.stderr
    assert agency("games").returncode == 0, "the list of games still reads"


def test_a_damaged_page_is_one_sentence_and_salvage_keeps_the_other_pages(isolated, tmp_path):
    lines = [SETUP] + [{"action": "spend_tu", "note": f"marker-{n:04d}-" + "x" * 300} for n in range(1, 401)]
    game = store_log(isolated, lines)
    path = isolated / Store.FILE
    data = bytearray(path.read_bytes())
    page_size = 4096
    page = data.find(b"marker-0200-") // page_size
    data[page * page_size:page * page_size + 8] = b"\xff" * 8   # the page's header: no b-tree page any more
    path.write_bytes(bytes(data))

    exported = agency("export", game)
    assert exported.returncode == 2
    one_sentence(exported, "is damaged", "agency export GAME --salvage -o FILE")
    run = agency("run", "--resume", "--headless", "--frames", "1")
    assert run.returncode == 2
    one_sentence(run, "is damaged")
    listing = agency("games")
    assert "Traceback" not in listing.stderr

    out = tmp_path / "salvaged.jsonl"
    salvaged = agency("export", game, "--salvage", "-o", out)
    assert salvaged.returncode == 0, salvaged.stderr
    kept = read_jsonl(out)
    assert kept[0] == SETUP and "marker-0200-" not in out.read_text()
    assert all(line in lines for line in kept) and kept == sorted(kept, key=lines.index), "in order, unchanged"
    assert len(kept) >= len(lines) - 20, "only the lines of the damaged page are lost"
    assert f"damaged line{'s' if len(lines) - len(kept) > 1 else ''} of game {game}" in salvaged.stderr

    ok, message, fix = doctor.check_store(path)
    assert ok is False and message.startswith(f"Game store: damaged ({path}: ")
    assert "agency export GAME --salvage -o FILE" in fix


def test_a_new_store_writes_its_schema_version_and_a_newer_one_is_refused(isolated):
    store_log(isolated, [SETUP, {"action": "spend_tu"}])
    path = isolated / Store.FILE
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    before = path.read_bytes()
    expected = f"was written by a newer Agency Table (schema 99; this one reads up to {SCHEMA_VERSION})"
    for command in (["games"], ["export", "1"], ["run", "--resume", "--headless", "--frames", "1"]):
        result = agency(*command)
        assert result.returncode == 2, command
        one_sentence(result, expected, "update the software")
    assert path.read_bytes() == before, "a store this version does not understand is left as it is"
    ok, message, _ = doctor.check_store(path)
    assert ok is False and expected in message


OLD_SCHEMA = """
CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, started TEXT NOT NULL,
                    updated TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'playing');
CREATE TABLE actions (game_id INTEGER NOT NULL REFERENCES games(id), seq INTEGER NOT NULL,
                      line TEXT NOT NULL, PRIMARY KEY (game_id, seq));
"""


def old_store(data_dir, lines: list[str]) -> None:
    """A store as the versions before the checksums wrote it (no user_version)."""
    data_dir.mkdir(parents=True)
    with sqlite3.connect(data_dir / Store.FILE) as db:
        db.executescript(OLD_SCHEMA)
        db.execute("INSERT INTO games VALUES (1, 'timestories', 'then', 'then', 'playing')")
        db.executemany("INSERT INTO actions VALUES (1, ?, ?)", list(enumerate(lines)))
    db.close()


def test_an_older_store_is_read_as_it_is_and_migrated_by_the_kiosk(isolated):
    lines = [SETUP, {"action": "enter", "location": "Lab"}, {"action": "spend_tu"}]
    old_store(isolated, [dumps(line) for line in lines])
    ok, message, _ = doctor.check_store(isolated / Store.FILE)
    assert ok is True and "from before line checksums" in message
    assert json.loads(agency("export", "1").stdout.splitlines()[2]) == {"action": "spend_tu"}

    with Store.open(isolated) as store:           # what `agency run` opens: migrated here
        session = GameSession.resume(store, Catalog.load(isolated), 1)
        assert session.state["tu"] == 9
        session.submit({"action": "spend_tu"})
    with sqlite3.connect(isolated / Store.FILE) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert db.execute("SELECT COUNT(*) FROM actions WHERE crc IS NULL").fetchone()[0] == 0
    assert doctor.check_store(isolated / Store.FILE) == (True, f"Game store: intact ({isolated / Store.FILE}).", "")
    assert [line["action"] for line in read_jsonl_text(agency("export", "1").stdout)] == \
        ["setup", "enter", "spend_tu", "spend_tu"]


def test_a_line_already_damaged_before_the_migration_stays_reported(isolated):
    old_store(isolated, [dumps(SETUP), '}"action": "spend_tu"}', dumps({"action": "spend_tu"})])
    with Store.open(isolated):
        pass
    ok, message, _ = doctor.check_store(isolated / Store.FILE)
    assert ok is False and message.startswith("Game store: line 2 of game 1 is damaged")


def read_jsonl_text(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


PRISTINE: dict[str, bytes] = {}


def pristine_store(tmp_path_factory) -> bytes:
    """The bytes of a store holding two played games (made once)."""
    if "store" not in PRISTINE:
        data = tmp_path_factory.mktemp("pristine")
        store_log(data, read_jsonl(LOGS / "timestories.jsonl"))
        store_log(data, read_jsonl(LOGS / "cavendish.jsonl"))
        PRISTINE["store"] = (data / Store.FILE).read_bytes()
    return PRISTINE["store"]


@settings(max_examples=100, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(flips=st.lists(st.tuples(st.floats(0, 1, exclude_max=True), st.integers(0, 255)), min_size=1, max_size=6))
@example(flips=[(0.09765625, 128)])   # found in CI: a schema byte SQLite's own message cannot be decoded with
@example(flips=[(0.09765625, 10)])    # found in CI: a newline in the schema, quoted by SQLite's message
@example(flips=[(0.33523302042536574, 1)])   # found: a line's stored number changed, so game 1 began with no setup
def test_bytes_flipped_anywhere_give_sentences_never_a_traceback(tmp_path_factory, monkeypatch, flips):
    data = tmp_path_factory.mktemp("flipped") / "agency"
    data.mkdir()
    damaged = bytearray(pristine_store(tmp_path_factory))
    for where, value in flips:
        damaged[int(where * len(damaged))] = value
    (data / Store.FILE).write_bytes(bytes(damaged))
    monkeypatch.setenv("AGENCY_DATA", str(data))
    for command in (["games"], ["export", "1"], ["export", "2", "--salvage"], ["report", "1", "-o",
                                                                             str(data / "r.png")]):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = cli.main(command)
        assert code in (0, 2), (command, err.getvalue())
        assert code == 0 or len(err.getvalue().strip().splitlines()) == 1, err.getvalue()
    ok, message, fix = doctor.check_store(data / Store.FILE)
    assert "check itself failed" not in message
    try:
        with Store.open(data) as store:              # what the kiosk does at its start
            GameSession.resume(store, Catalog.load(data), 1)
    except UserError:
        pass
