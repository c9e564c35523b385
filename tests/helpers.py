"""Helpers shared by the tests (import as `from helpers import ...`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"          # reference material beside the repo; absent for users
LOGS = Path(__file__).resolve().parent / "logs"


def agency(*args: str, input: str | None = None, timeout: float = 120, env: dict | None = None):
    """Run the real `agency` command in a child process; returns CompletedProcess."""
    return subprocess.run([sys.executable, "-m", "device.cli", *map(str, args)], input=input,
                          capture_output=True, text=True, timeout=timeout, cwd=REPO,
                          env={**os.environ, **(env or {})})


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]


def write_jsonl(path: Path, lines: list[dict]) -> Path:
    Path(path).write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return Path(path)
