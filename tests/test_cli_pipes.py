"""`agency ... | head`: when the reader of the output goes away early, every command
stops quietly with the shell's exit code for a closed pipe, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from helpers import LOGS, REPO


def run_into_closed_pipe(*args: str, env: dict) -> subprocess.CompletedProcess:
    """Run `agency ARGS` with stdout a pipe whose reading end is already closed, as
    `head` leaves it after its lines (deterministic: the first write fails)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run([sys.executable, "-m", "device.cli", *args], stdout=write_end, stderr=subprocess.PIPE,
                              text=True, cwd=REPO, timeout=120, env={**os.environ, **env})
    finally:
        os.close(write_end)


@pytest.mark.parametrize("args", [["config"], ["games"], ["replay", str(LOGS / "timestories.jsonl")],
                                  ["replay", str(LOGS / "cavendish.jsonl"), "--json"], ["doctor"]])
def test_a_closed_pipe_ends_the_command_silently(args, tmp_path):
    result = run_into_closed_pipe(*args, env={"AGENCY_DATA": str(tmp_path), "AGENCY_CONFIG": str(tmp_path / "c.toml")})
    assert result.stderr == ""
    assert result.returncode == 141


def test_a_usage_error_still_says_what_is_wrong_when_stdout_is_closed(tmp_path):
    result = run_into_closed_pipe("replay", env={"AGENCY_DATA": str(tmp_path)})
    assert result.returncode == 2 and "the following arguments are required: log" in result.stderr
    assert "Traceback" not in result.stderr
