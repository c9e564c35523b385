"""Files the owner names on the command line (``agency export -o``, ``agency report -o``,
``agency run --snapshot``): written whole or not at all, and only ever as a regular file.

A symlink, a FIFO, a device (``/dev/full``) or a folder is refused before anything
is written: replacing it would silently change what the name was (as root, the
system's own ``/dev/full``). The file is written beside its target under a
temporary name, synced, renamed over the target and the folder synced, so a crash
or a pulled plug leaves the old file or the new one. A failed write removes its
temporary file; one left by a killed run is removed by the next write to that name.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path
from typing import Callable

from device.errors import UserError

_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISCHR, "a device"),
          (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"))


class OutputError(UserError):
    """The named output cannot be written; one sentence."""


def check_target(path: Path) -> None:
    """Refuse ``path`` unless it is a regular file or does not exist yet."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as err:
        raise OutputError(f"Cannot use {path}: {err.strerror or err}.") from None
    if stat.S_ISLNK(mode):
        raise OutputError(f"{path} is a symbolic link: name the file itself or a new path.")
    if not stat.S_ISREG(mode):
        kind = next((name for is_kind, name in _KINDS if is_kind(mode)), "not a regular file")
        raise OutputError(f"{path} is {kind}: name a regular file or a new path.")


def write_output(path: Path, write: Callable[[Path], None], what: str) -> None:
    """Write ``what`` (for the sentence: "the report") to ``path`` by calling
    ``write(temporary_path)``; the temporary name keeps ``path``'s suffix, so a
    writer that picks the format by it (pygame) writes the right one."""
    path = Path(path)
    check_target(path)
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _remove_leftovers(path)
        fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=f".tmp{path.suffix}")
        os.close(fd)
        tmp = Path(name)
        write(tmp)
        _fsync(tmp, os.O_RDONLY)
        os.replace(tmp, path)
        tmp = None
        _fsync(path.parent, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))   # the rename itself is durable
    except (OSError, RuntimeError) as err:   # pygame.error is a RuntimeError
        raise OutputError(f"Cannot write {what} to {path}: {getattr(err, 'strerror', None) or err}.") from None
    finally:
        if tmp is not None:
            tmp.unlink(missing_ok=True)


def write_text(path: Path, text: str, what: str) -> None:
    write_output(path, lambda tmp: tmp.write_text(text, encoding="utf-8"), what)


def _fsync(path: Path, flags: int) -> None:
    fd = os.open(path, flags)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _remove_leftovers(path: Path) -> None:
    """Temporary files of an earlier write to ``path`` that was killed before its rename."""
    for leftover in path.parent.glob(f".{_glob_escape(path.name)}.*.tmp{_glob_escape(path.suffix)}"):
        if leftover.is_file() and not leftover.is_symlink():
            leftover.unlink(missing_ok=True)


def _glob_escape(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in text)
