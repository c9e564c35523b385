"""The game store: every accepted action, durable before its effect is shown.

SQLite (standard library) in WAL mode with ``synchronous=FULL``: a commit
returns only after the log is on disk, so an action the screen shows survives
a SIGKILL or a pulled plug. One row per log line; a game is its ``setup`` line
plus the lines after it, exactly the JSON Lines that ``agency export`` writes.

Each row carries the CRC-32 of its line, so a byte the SD card rots is found
(SQLite's own integrity check only sees the pages, not what is in them): a
damaged line is named by its game and its line number in the export (setup is
line 1), and ``agency export GAME --salvage`` still writes every intact line.
``PRAGMA user_version`` holds the schema version; a store from before the
checksums is given them when the kiosk next opens it, and a store written by a
newer version is refused rather than half understood.

The store lives in ``$AGENCY_DATA`` or ``~/.local/share/agency/``.
"""

from __future__ import annotations

import errno
import fcntl
import itertools
import json
import os
import shutil
import sqlite3
import tempfile
import zlib
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from device.errors import UserError
from engine.text import t

# 1: lines without checksums (such stores never wrote a version, so they read 0);
# 2: each line with the CRC-32 of its UTF-8 text, and checkpoints of the games' states.
SCHEMA_VERSION = 2

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
    crc     INTEGER,
    PRIMARY KEY (game_id, seq)
);
CREATE TABLE IF NOT EXISTS checkpoints (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq     INTEGER NOT NULL,
    data    TEXT NOT NULL,
    crc     INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
);
"""

# A write that finds the store locked waits this long, then fails as a store error:
# well under the watchdog's 20 s, so a locked store never starves the frame loop.
BUSY_TIMEOUT_S = 1.0

# While salvaging a game whose index is unreadable, line numbers are tried one by one
# until this many in a row are missing.
SALVAGE_PROBE_GAP = 200


class StoreError(UserError):
    """The store could not do what was asked (disk full, unknown game, unreadable file)."""


class StoreDamaged(StoreError):
    """SQLite finds the file itself damaged: ``why`` is what it says."""

    def __init__(self, sentence: str, why: str):
        super().__init__(sentence)
        self.why = why


class StoreLocked(UserError):
    """Another kiosk holds the store (exit 1: nothing is wrong with this one's input)."""


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


def checksum(line: str) -> int:
    return zlib.crc32(line.encode("utf-8"))


def read_only_folder(directory: Path) -> bool:
    """Whether nothing can be written in ``directory`` (or the nearest folder that
    exists above it): a read-only mount, which is what a failing SD card becomes,
    or a folder this user may not write."""
    existing = next((p for p in (directory, *directory.parents) if p.exists()), None)
    if existing is None:
        return False
    try:
        if os.statvfs(existing).f_flag & os.ST_RDONLY:
            return True
    except OSError:
        pass
    return not os.access(existing, os.W_OK)


def read_only_sentence(directory: Path) -> str:
    return (f"The game store's folder {directory} is read-only, so no game can be saved; an SD card "
            f"that turns read-only is usually failing: copy the games off (`agency games`, then "
            f"`agency export GAME -o FILE` to another disk) and replace the card.")


def one_line(text: str) -> str:
    """SQLite's message as one printable line: a damaged file's bytes may be quoted in it."""
    return " ".join("".join(c if c.isprintable() else " " for c in text).split())


def damaged_sentence(path: Path, why: str) -> str:
    why = one_line(why)
    return (f"The game store {path} is damaged ({why}); `agency export GAME --salvage -o FILE` writes "
            f"every line of a game that can still be read (`agency doctor` says more), then move the "
            f"file aside so the next start makes a fresh one.")


def _is_damage(err: sqlite3.Error) -> bool:
    return getattr(err, "sqlite_errorname", "") in ("SQLITE_CORRUPT", "SQLITE_NOTADB") or \
        "malformed" in str(err) or "not a database" in str(err)


class DamagedLine(StoreError):
    """A stored line whose checksum does not match, which is no JSON object, or which is
    missing because the number it is stored under was damaged (the checksum covers the
    line's text, not its number)."""

    def __init__(self, game_id: int, number: int, why: str = "its checksum does not match what was stored"):
        super().__init__(f"Line {number} of saved game {game_id} is damaged ({why}); "
                         f"`agency export {game_id} --salvage -o FILE` writes every intact line of it.")
        self.game_id, self.number = game_id, number


class Store:
    """Open with :meth:`open`; close with :meth:`close` (or use ``with``)."""

    FILE = "games.sqlite3"

    def __init__(self, connection: sqlite3.Connection, path: Path, version: int):
        self._db = connection
        self.path = path
        self.version = version   # the schema as found: a read-only store is not migrated
        self._crc = "crc" if version >= 2 else "NULL"   # the checksum column, where there is one

    @classmethod
    def open(cls, directory: Path | None = None, readonly: bool = False) -> "Store":
        """The store in ``directory``, created or migrated when needed. ``readonly``
        opens it for reading only (listing, exporting, checking): nothing in the file
        or its folder is changed, so it works on a read-only card; with no file yet
        the store is empty."""
        directory = directory or data_dir()
        path = directory / cls.FILE
        if readonly:
            return cls._open_readonly(path)
        if read_only_folder(directory):
            raise StoreError(read_only_sentence(directory))
        try:
            directory.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_S)
        except (OSError, sqlite3.Error) as err:
            raise _open_error(path, err) from None
        try:
            version = _version(db, path)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
            db.execute("PRAGMA foreign_keys=ON")
            if version < SCHEMA_VERSION:
                _migrate(db, version)
        except (sqlite3.Error, UnicodeDecodeError) as err:
            db.close()
            raise _open_error(path, err) from None
        except StoreError:
            db.close()
            raise
        return cls(db, path, SCHEMA_VERSION)

    @classmethod
    def _open_readonly(cls, path: Path) -> "Store":
        if not path.exists():
            return cls._empty(path)
        uri = path.resolve().as_uri()
        try:
            db = sqlite3.connect(f"{uri}?mode=ro", uri=True, isolation_level=None, timeout=BUSY_TIMEOUT_S)
            try:
                db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
            except sqlite3.OperationalError:
                # SQLite cannot make its shared-memory file beside the store: a read-only card,
                # or a full one. Reading the file as immutable is then exact when nobody can
                # write there, or when every commit is already in it (no write-ahead log).
                wal = path.with_name(path.name + "-wal")
                if not read_only_folder(path.parent) and wal.exists() and wal.stat().st_size:
                    raise
                db.close()
                db = sqlite3.connect(f"{uri}?immutable=1", uri=True, isolation_level=None)
            version = _version(db, path)
            tables = _tables(db)
        except (sqlite3.Error, UnicodeDecodeError) as err:
            raise _open_error(path, err) from None
        if not tables:  # a file the kiosk created but never wrote a game to
            db.close()
            return cls._empty(path)
        return cls(db, path, version)

    @classmethod
    def _empty(cls, path: Path) -> "Store":
        """A store with no games, read-only, for a folder without one: in memory."""
        db = sqlite3.connect(":memory:", isolation_level=None)
        db.executescript(SCHEMA)
        return cls(db, path, SCHEMA_VERSION)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def new_game(self, setup: dict) -> int:
        """Store a new game from its setup line; returns its id."""
        now = _now()
        line = dumps(setup)
        with self._write(t("start a new game")):
            cur = self._db.execute("INSERT INTO games (game, started, updated) VALUES (?, ?, ?)",
                                   (setup["game"], now, now))
            game_id = cur.lastrowid
            self._db.execute("INSERT INTO actions VALUES (?, 0, ?, ?)", (game_id, line, checksum(line)))
        return game_id

    def append(self, game_id: int, seq: int, action: dict, status: str | None = None) -> None:
        """Commit log line number ``seq`` (setup is 0). Durable when this returns.

        ``seq`` is given by the caller, so a line written twice is refused by the
        primary key instead of being duplicated."""
        line = dumps(action)
        with self._write(t("save the action")):
            self._db.execute("INSERT INTO actions VALUES (?, ?, ?, ?)", (game_id, seq, line, checksum(line)))
            self._db.execute("UPDATE games SET updated = ?, status = COALESCE(?, status) WHERE id = ?",
                             (_now(), status, game_id))

    def save_checkpoint(self, game_id: int, seq: int, data: dict, keep_every: int = 0) -> None:
        """Keep what replaying the game's lines up to ``seq`` gives, so a resume
        starts from there. Of the older checkpoints of the game only those at a
        multiple of ``keep_every`` lines stay (none for 0): the history reads from them."""
        text = dumps(data)
        with self._write("save a checkpoint"):
            self._db.execute("INSERT OR REPLACE INTO checkpoints VALUES (?, ?, ?, ?)",
                             (game_id, seq, text, checksum(text)))
            self._db.execute("DELETE FROM checkpoints WHERE game_id = ? AND seq < ? AND (? = 0 OR seq % ? != 0)",
                             (game_id, seq, keep_every, keep_every))

    def checkpoint(self, game_id: int, at_most: int | None = None) -> tuple[int, dict] | None:
        """The game's newest checkpoint (at line ``at_most`` or before, if given) as
        ``(seq, data)``; None when there is none or it is damaged (the game is then
        replayed from its setup)."""
        try:
            row = self._db.execute("SELECT seq, data, crc FROM checkpoints WHERE game_id = ? AND seq <= ? "
                                   "ORDER BY seq DESC LIMIT 1",
                                   (game_id, at_most if at_most is not None else 2**62)).fetchone()
        except sqlite3.Error:   # a store from before checkpoints, read as it is, or a damaged page
            return None
        if row is None or row[2] != checksum(row[1]):
            return None
        try:
            return row[0], json.loads(row[1])
        except ValueError:
            return None

    def checkpoint_lines(self, game_id: int) -> list[int]:
        """The lines the game's kept checkpoints were taken after, oldest first (none
        when the store cannot say: the game is then replayed from its setup)."""
        try:
            return [seq for (seq,) in self._db.execute("SELECT seq FROM checkpoints WHERE game_id = ? ORDER BY seq",
                                                       (game_id,))]
        except sqlite3.Error:
            return []

    def lines(self, game_id: int) -> list[dict]:
        """The game's log, setup first; a damaged line is a :class:`DamagedLine`."""
        try:
            rows = self._db.execute(f"SELECT seq, line, {self._crc} FROM actions WHERE game_id = ? ORDER BY seq",
                                    (game_id,)).fetchall()
        except sqlite3.Error as err:
            raise self._error(err) from None
        if not rows:
            raise StoreError(f"There is no saved game {game_id} (see `agency games`).")
        lines = []
        for number, (seq, line, crc) in enumerate(rows):
            if seq != number:
                raise DamagedLine(game_id, number + 1, "it is missing: the number of a stored line was changed")
            action = self._decode(line, crc)
            if action is None:
                raise DamagedLine(game_id, seq + 1)
            lines.append(action)
        if lines[0].get("action") != "setup":
            raise DamagedLine(game_id, 1, "it is not the game's setup")
        return lines

    def salvage(self, game_id: int) -> tuple[list[dict], list[int]]:
        """Every intact line of the game, and the line numbers (setup is 1) of the
        damaged ones, read one line at a time so a damaged page loses only its own lines."""
        try:
            numbers = [seq for (seq,) in self._db.execute(
                "SELECT seq FROM actions WHERE game_id = ? ORDER BY seq", (game_id,))]
        except sqlite3.DatabaseError:
            numbers = None   # the index itself is damaged: try the line numbers one by one
        lines, damaged, last_intact, misses = [], [], -1, 0
        for seq in numbers if numbers is not None else itertools.count():
            if numbers is None and misses >= SALVAGE_PROBE_GAP:
                break
            try:
                row = self._db.execute(f"SELECT line, {self._crc} FROM actions WHERE game_id = ? AND seq = ?",
                                       (game_id, seq)).fetchone()
            except sqlite3.DatabaseError:
                row = False
            action = self._decode(*row) if row else None
            if action is not None:
                lines.append(action)
                last_intact, misses = seq, 0
                continue
            misses += 1
            if row is not None:
                damaged.append(seq + 1)
        if numbers is None:   # what failed past the last intact line were only probes past the end
            damaged = [number for number in damaged if number <= last_intact + 1]
        if not lines and not damaged:
            raise StoreError(f"There is no saved game {game_id} (see `agency games`).")
        return lines, damaged

    def damage(self) -> list[tuple[int, int]]:
        """(game, line number) of every stored line that fails its checksum, and of every
        line missing from a game (the number another line is stored under was changed)."""
        try:
            rows = self._db.execute(f"SELECT game_id, seq, line, {self._crc} FROM actions ORDER BY game_id, seq")
            found, expected = [], {}
            for game_id, seq, line, crc in rows:
                number = expected.get(game_id, 0)
                expected[game_id] = seq + 1
                found += [(game_id, missing + 1) for missing in range(number, seq)]
                if self._decode(line, crc) is None:
                    found.append((game_id, seq + 1))
            return found
        except sqlite3.Error as err:
            raise self._error(err) from None

    def games(self) -> list[SavedGame]:
        try:
            rows = self._db.execute(
                "SELECT g.id, g.game, g.started, g.updated, g.status, COUNT(a.seq) - 1 FROM games g "
                "JOIN actions a ON a.game_id = g.id GROUP BY g.id ORDER BY g.id").fetchall()
        except sqlite3.Error as err:
            raise self._error(err) from None
        return [SavedGame(*row) for row in rows]

    def last_game(self, playing_only: bool = False) -> SavedGame | None:
        games = [g for g in self.games() if g.status == "playing" or not playing_only]
        return max(games, key=lambda g: (g.updated, g.id)) if games else None

    def export(self, game_id: int, path: Path) -> int:
        """Write the game's JSON Lines log to ``path`` atomically; returns the line count."""
        text = "".join(dumps(line) + "\n" for line in self.lines(game_id))
        write_atomically(path, text)
        return text.count("\n")

    def integrity(self) -> str:
        """SQLite's own integrity check: ``"ok"`` when the file is sound."""
        return self.integrity_findings()[0]

    def integrity_findings(self) -> list[str]:
        """Every problem SQLite's integrity check finds in the pages, or ``["ok"]``."""
        try:
            return [row[0] for row in self._db.execute("PRAGMA integrity_check")]
        except sqlite3.DatabaseError as err:
            return [str(err)]

    def _decode(self, line, crc) -> dict | None:
        """The stored line as an action, or None when it is damaged. A store from
        before the checksums, read without migrating it, has only JSON to go by."""
        if not isinstance(line, str) or (self.version >= 2 and crc != checksum(line)):
            return None
        try:
            action = json.loads(line)
        except ValueError:
            return None
        return action if isinstance(action, dict) else None

    def _error(self, err: sqlite3.Error) -> StoreError:
        if _is_damage(err):
            return StoreDamaged(damaged_sentence(self.path, str(err)), str(err))
        return StoreError(f"Cannot read the game store {self.path}: {_reason(err, self.path.parent)}.")

    def _write(self, what: str):
        return _Transaction(self._db, what)


def _tables(db: sqlite3.Connection) -> set[str]:
    return {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def _version(db: sqlite3.Connection, path: Path) -> int:
    """The schema version of the open file; refuses one newer than this program knows."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise StoreError(f"The game store {path} was written by a newer Agency Table (schema {version}; "
                         f"this one reads up to {SCHEMA_VERSION}): update the software, or move the file "
                         f"aside to start a fresh store.")
    return version


def _migrate(db: sqlite3.Connection, version: int) -> None:
    """Bring an older store to :data:`SCHEMA_VERSION` in one transaction. A line that
    is already no JSON object keeps no checksum, so it stays reported as damaged."""
    db.execute("BEGIN IMMEDIATE")
    try:
        if version == 0 and "actions" in _tables(db):
            columns = {row[1] for row in db.execute("PRAGMA table_info(actions)")}
            if "crc" not in columns:
                db.execute("ALTER TABLE actions ADD COLUMN crc INTEGER")
            rows = db.execute("SELECT game_id, seq, line FROM actions").fetchall()
            db.executemany("UPDATE actions SET crc = ? WHERE game_id = ? AND seq = ?",
                           [(checksum(line), game_id, seq) for game_id, seq, line in rows if _is_object(line)])
        for statement in SCHEMA.split(";"):
            if statement.strip():
                db.execute(statement)
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise


def _nearly_full(directory: Path) -> bool:
    try:
        return shutil.disk_usage(directory).free < 1024 * 1024
    except OSError:
        return False


def _open_error(path: Path, err: Exception) -> StoreError:
    """A damaged schema can make SQLite's own message undecodable (UnicodeDecodeError), and
    its text can hold the damaged bytes: either way the sentence stays one printable line."""
    if isinstance(err, UnicodeDecodeError):
        why = "its table descriptions are unreadable"
        return StoreDamaged(f"Cannot open the game store {path}: {why}, so it is damaged beyond reading; keep "
                            f"a copy of it, then move it aside so the next start makes a fresh one.", why)
    if isinstance(err, sqlite3.Error) and _is_damage(err):
        why = one_line(str(err))
        return StoreDamaged(f"Cannot open the game store {path}: {why}, so it is damaged beyond reading; keep "
                            f"a copy of it, then move it aside so the next start makes a fresh one.", why)
    return StoreError(f"Cannot open the game store {path}: {_reason(err, path.parent)}.")


def _is_object(line) -> bool:
    try:
        return isinstance(json.loads(line), dict)
    except (TypeError, ValueError):
        return False


def _reason(err: Exception, directory: Path | None = None) -> str:
    """What went wrong, and what to do, for a sentence about the store in ``directory``."""
    name = getattr(err, "sqlite_errorname", "")
    if directory is not None and name.startswith("SQLITE_IOERR") and _nearly_full(directory):
        name = "SQLITE_FULL"   # SQLite calls a shared-memory file it cannot grow an I/O error
    if isinstance(err, OSError) and err.errno == errno.EROFS or name.startswith("SQLITE_READONLY"):
        return "the card is read-only (a failing SD card turns read-only): copy the games off and replace it"
    if isinstance(err, OSError) and err.errno == errno.ENOSPC or name == "SQLITE_FULL":
        return "the disk is full: free some space (`agency doctor` says where)"
    if name in ("SQLITE_BUSY", "SQLITE_LOCKED"):
        return "another program is writing to it; stop it (another `agency run`?)"
    return getattr(err, "strerror", None) or str(err)


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


class KioskLock:
    """One kiosk per store: an exclusive ``flock`` on a file beside it, held for the
    kiosk's life and let go by the kernel however the process ends (a kill included).
    The file holds the holder's process id, for the second kiosk's sentence."""

    FILE = "kiosk.lock"

    def __init__(self, directory: Path):
        self.path = directory / self.FILE
        self._fd: int | None = None

    def acquire(self) -> "KioskLock":
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        except OSError as err:
            if err.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
                raise StoreError(read_only_sentence(self.path.parent)) from None
            raise StoreError(f"Cannot open the kiosk's lock file {self.path}: {_reason(err)}.") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.pread(fd, 20, 0).decode("ascii", "replace").strip()
            os.close(fd)
            who = f" (process {holder})" if holder.isdigit() else ""
            raise StoreLocked(f"Another kiosk is already running on the game store in {self.path.parent}{who}; "
                              f"stop it first (sudo systemctl stop agency), then start this one.", 1) from None
        try:
            os.ftruncate(fd, 0)
            os.pwrite(fd, str(os.getpid()).encode("ascii"), 0)
        except OSError:
            pass  # a full disk: the lock holds all the same, only the second kiosk's sentence lacks the pid
        self._fd = fd
        return self

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)   # closing the file lets go of the lock
            self._fd = None


def dumps(obj: dict) -> str:
    """A log line as stored and exported."""
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
