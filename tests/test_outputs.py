"""``-o`` and ``--snapshot`` write a regular file or a new path and nothing else: a
symlink, a FIFO or a device is refused in one sentence and left as it was, a failed
write leaves no temporary file, and a full or unwritable target is one sentence
(issue 19, findings 10 and 12)."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from device import outputs
from device.store import Store
from helpers import agency

SETUP = {"action": "setup", "game": "timestories", "tu": 20, "agents": [
    {"name": "Blue", "lp": 3, "resistance": 1, "dice": {"combat": 2, "deftness": 1, "magic": 0}}]}


@pytest.fixture
def game(isolated) -> int:
    with Store.open(isolated) as store:
        game_id = store.new_game(SETUP)
        store.append(game_id, 1, {"action": "enter", "location": "Day Room", "at": 5})
    return game_id


def special_targets(tmp_path: Path) -> dict[str, Path]:
    kept = tmp_path / "kept.png"
    kept.write_bytes(b"the owner's file")
    link = tmp_path / "link.png"
    link.symlink_to(kept)
    fifo = tmp_path / "fifo.png"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.png"
    folder.mkdir()
    return {"a symbolic link": link, "a named pipe (FIFO)": fifo, "a folder": folder, "a device": Path("/dev/full")}


def leftovers(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir() if ".tmp" in path.name)


@pytest.mark.parametrize("command", ["export", "report", "snapshot"])
def test_a_special_file_is_refused_and_left_as_it_was(game, tmp_path, command):
    for kind, target in special_targets(tmp_path).items():
        before = os.lstat(target)
        args = {"export": ["export", str(game), "-o", target], "report": ["report", str(game), "-o", target],
                "snapshot": ["run", "--headless", "--frames", "1", "--snapshot", target]}[command]
        done = agency(*args)
        assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
        assert done.stderr.strip().splitlines() == [f"agency {args[0]}: {target} is {kind}"
                                                    + (": name the file itself or a new path." if kind == "a symbolic link"
                                                       else ": name a regular file or a new path.")]
        after = os.lstat(target)
        assert stat.S_IFMT(after.st_mode) == stat.S_IFMT(before.st_mode) and after.st_ino == before.st_ino
    assert (tmp_path / "kept.png").read_bytes() == b"the owner's file"
    assert leftovers(tmp_path) == []


def test_export_replaces_a_regular_file_and_writes_a_new_path(game, tmp_path):
    old = tmp_path / "old.jsonl"
    old.write_text("old\n")
    for target in (old, tmp_path / "new" / "game.jsonl"):
        done = agency("export", str(game), "-o", target)
        assert done.returncode == 0, done.stderr
        assert [json.loads(line)["action"] for line in target.read_text().splitlines()] == ["setup", "enter"]
    assert leftovers(tmp_path) == [] and leftovers(tmp_path / "new") == []


def test_a_failed_write_leaves_no_temporary_file_and_the_old_file_whole(tmp_path):
    target = tmp_path / "game.jsonl"
    target.write_text("old\n")

    def fails(tmp: Path) -> None:
        tmp.write_text("half")
        raise OSError(28, "No space left on device")

    with pytest.raises(outputs.OutputError, match=f"Cannot write the export to {target}: No space left on device."):
        outputs.write_output(target, fails, "the export")
    assert target.read_text() == "old\n" and leftovers(tmp_path) == []


def test_the_temporary_file_of_a_killed_write_is_removed_by_the_next(tmp_path):
    target = tmp_path / "game.jsonl"
    (tmp_path / ".game.jsonl.k1ll3d.tmp.jsonl").write_text("half")
    (tmp_path / ".other.jsonl.k1ll3d.tmp.jsonl").write_text("another file's")
    outputs.write_text(target, "whole\n", "the export")
    assert target.read_text() == "whole\n" and leftovers(tmp_path) == [".other.jsonl.k1ll3d.tmp.jsonl"]


def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(os.readlink(f"/proc/self/fd/{fd}")), real_fsync(fd)))
    outputs.write_text(tmp_path / "game.jsonl", "whole\n", "the export")
    assert synced[-1] == str(tmp_path), synced


def test_an_unwritable_target_is_one_sentence(game, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where a folder should be")
    for args in (["export", str(game), "-o", blocker / "game.jsonl"], ["report", str(game), "-o", blocker / "r.png"],
                 ["run", "--headless", "--frames", "1", "--snapshot", blocker / "s.png"]):
        done = agency(*args)
        assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
        (line,) = done.stderr.strip().splitlines()
        assert line.startswith(f"agency {args[0]}: Cannot ") and str(blocker) in line, line


def test_report_and_snapshot_on_a_read_only_or_full_disk_are_one_sentence(game, tmp_path, monkeypatch, capsys):
    """As root a read-only folder is still writable, so the disk's refusal is played by
    the calls that meet it: the rename (read-only) and pygame's own write (full)."""
    import errno

    import pygame

    from device import cli

    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda *a: (_ for _ in ()).throw(OSError(errno.EROFS, "Read-only file system")))
    assert cli.main(["report", str(game), "-o", str(tmp_path / "r.png")]) == 2
    assert capsys.readouterr().err == f"agency report: Cannot write the report to {tmp_path / 'r.png'}: " \
                                      "Read-only file system.\n"
    monkeypatch.setattr(os, "replace", real_replace)
    monkeypatch.setattr(pygame.image, "save", lambda *a: (_ for _ in ()).throw(pygame.error("No space left on device")))
    assert cli.main(["run", "--headless", "--frames", "1", "--snapshot", str(tmp_path / "s.png")]) == 2
    err = capsys.readouterr().err
    assert err == f"agency run: Cannot write the snapshot to {tmp_path / 's.png'}: No space left on device.\n", err
    assert leftovers(tmp_path) == []
