"""The game store: every accepted action, durable before its effect is shown.

SQLite (standard library) in WAL mode with ``synchronous=FULL``: a commit
returns only after the log is on disk, so an action the screen shows survives
a SIGKILL or a pulled plug. One row per log line; a game is its ``setup`` line
plus the lines after it, exactly the JSON Lines that ``agency export`` writes.

The store lives in ``$AGENCY_DATA`` or ``~/.local/share/agency/``.
"""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from device.errors import UserError
from engine.text import t

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id      INTEGER PRIMARY KEY,
    game    TEXT NOT NULL,
    started TEXT NOT NULL,
    updated TEXT NOT NULL,
    status  TEXT NOT NULL DEFAULT 'playing'
);
CREATE TABLE IF NOT EXISTS actions (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq     INTEGER NOT NULL,
    line    TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
"""


class StoreError(UserError):
    """The store could not do what was asked (disk full, unknown game, unreadable file)."""


@dataclass(frozen=True)
class SavedGame:
    id: int
    game: str
    started: str
    updated: str
    status: str
    actions: int


def data_dir() -> Path:
    env = os.environ.get("AGENCY_DATA")
    if env:
        return Path(env)
    base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "agency"


def calibration_dir(data: Path | None = None) -> Path:
    """Where ``agency dice calibrate`` keeps what it learned of symbol faces."""
    return (data or data_dir()) / "dice"


def pictures_dir(game_id: int, data: Path | None = None) -> Path:
    """Where the pictures of a game's dice rolls are kept, beside its log."""
    return (data or data_dir()) / "rolls" / f"game-{game_id}"


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class Store:
    """Open with :meth:`open`; close with :meth:`close` (or use ``with``)."""

    FILE = "games.sqlite3"

    def __init__(self, connection: sqlite3.Connection, path: Path):
        self._db = connection
        self.path = path

    @classmethod
    def open(cls, directory: Path | None = None) -> "Store":
        directory = directory or data_dir()
        path = directory / cls.FILE
        try:
            directory.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
            db.execute("PRAGMA foreign_keys=ON")
            db.executescript(SCHEMA)
        except (OSError, sqlite3.Error) as err:
            raise StoreError(f"Cannot open the game store {path}: {err}.") from None
        return cls(db, path)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def new_game(self, setup: dict) -> int:
        """Store a new game from its setup line; returns its id."""
        now = _now()
        with self._write(t("start a new game")):
            cur = self._db.execute("INSERT INTO games (game, started, updated) VALUES (?, ?, ?)",
                                   (setup["game"], now, now))
            game_id = cur.lastrowid
            self._db.execute("INSERT INTO actions VALUES (?, 0, ?)", (game_id, _dumps(setup)))
        return game_id

    def append(self, game_id: int, seq: int, action: dict, status: str | None = None) -> None:
        """Commit log line number ``seq`` (setup is 0). Durable when this returns.

        ``seq`` is given by the caller, so a line written twice is refused by the
        primary key instead of being duplicated."""
        with self._write(t("save the action")):
            self._db.execute("INSERT INTO actions VALUES (?, ?, ?)", (game_id, seq, _dumps(action)))
            self._db.execute("UPDATE games SET updated = ?, status = COALESCE(?, status) WHERE id = ?",
                             (_now(), status, game_id))

    def lines(self, game_id: int) -> list[dict]:
        """The game's log, setup first."""
        rows = self._db.execute("SELECT line FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)).fetchall()
        if not rows:
            raise StoreError(f"There is no saved game {game_id} (see `agency games`).")
        return [json.loads(line) for (line,) in rows]

    def games(self) -> list[SavedGame]:
        rows = self._db.execute(
            "SELECT g.id, g.game, g.started, g.updated, g.status, COUNT(a.seq) - 1 FROM games g "
            "JOIN actions a ON a.game_id = g.id GROUP BY g.id ORDER BY g.id").fetchall()
        return [SavedGame(*row) for row in rows]

    def last_game(self, playing_only: bool = False) -> SavedGame | None:
        games = [g for g in self.games() if g.status == "playing" or not playing_only]
        return max(games, key=lambda g: (g.updated, g.id)) if games else None

    def export(self, game_id: int, path: Path) -> int:
        """Write the game's JSON Lines log to ``path`` atomically; returns the line count."""
        text = "".join(_dumps(line) + "\n" for line in self.lines(game_id))
        write_atomically(path, text)
        return text.count("\n")

    def integrity(self) -> str:
        """SQLite's own integrity check: ``"ok"`` when the file is sound."""
        return self._db.execute("PRAGMA integrity_check").fetchone()[0]

    def _write(self, what: str):
        return _Transaction(self._db, what)


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, turning SQLite failures into one sentence."""

    def __init__(self, db: sqlite3.Connection, what: str):
        self.db, self.what = db, what

    def __enter__(self):
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as err:
            raise StoreError(t("Could not {what}: {why}.", what=self.what, why=str(err))) from None

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            try:
                self.db.execute("COMMIT")
                return False
            except sqlite3.Error as err:
                exc = err
        try:
            self.db.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # the failed COMMIT already ended the transaction
        if isinstance(exc, sqlite3.IntegrityError):
            raise StoreError(t("Could not {what}: that log line is already stored.", what=self.what)) from None
        if isinstance(exc, sqlite3.Error):
            raise StoreError(t("Could not {what}: {why} (nothing stored before is lost).", what=self.what,
                               why=str(exc))) from None
        return False


def _dumps(obj: dict) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": "))


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and a rename, so a
    crash leaves either the old file or the new one, never half of either."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError as err:
        raise StoreError(t("Cannot write {path}: {why}.", path=str(path), why=err.strerror or str(err))) from None
