"""Nothing listens on the network, no secret is needed, the service is unprivileged.

The kiosk runs as a child process with a bare environment (no home folder
of ours, no tokens, no keys), plays a scripted game, and while it runs every
socket it holds is looked up in its own ``/proc/<pid>/net`` tables: none may
be a listening TCP socket, a bound UDP socket or a listening Unix socket."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from device.play import CLOSED
from device.store import Store
from helpers import LOGS, REPO, read_jsonl, write_jsonl

TCP_LISTEN, UDP_UNCONNECTED, UNIX_ACCEPTING = "0A", "07", 0x10000


def socket_inodes(pid: int) -> set[str]:
    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:                        # closed while we looked
            continue
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    return inodes


def listening(pid: int, inodes: set[str]) -> list[str]:
    """The process's sockets that wait for someone to connect, described."""
    found = []
    for table in ("tcp", "tcp6", "udp", "udp6", "raw", "raw6"):
        rows = Path(f"/proc/{pid}/net/{table}").read_text().splitlines()[1:]
        for row in rows:
            cols = row.split()
            if cols[9] in inodes and (table.startswith("raw") or cols[3] in (TCP_LISTEN, UDP_UNCONNECTED)):
                found.append(f"{table} {cols[1]}")
    for row in Path(f"/proc/{pid}/net/unix").read_text().splitlines()[1:]:
        cols = row.split()
        if cols[6] in inodes and int(cols[3], 16) & UNIX_ACCEPTING:
            found.append(f"unix {cols[7] if len(cols) > 7 else '(abstract)'}")
    return found


def test_the_running_kiosk_listens_on_nothing_and_needs_no_secret(tmp_path):
    lines = read_jsonl(LOGS / "timestories.jsonl")[:25]
    script = write_jsonl(tmp_path / "script.jsonl", lines)
    bare = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path / "home"), "AGENCY_DATA": str(tmp_path / "data"),
            "AGENCY_CONFIG": str(tmp_path / "config.toml"), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "PYTHONPATH": str(REPO)}
    child = subprocess.Popen([sys.executable, "-m", "device.cli", "run", "--headless", "--frames", "1000000",
                              "--script", str(script), "--delay", "0.05"],
                             cwd=REPO, env=bare, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seen, looked = [], 0
    try:
        for line in child.stdout:
            if line.startswith("shown "):          # running, drivers and kiosk up: look at its sockets
                seen += listening(child.pid, socket_inodes(child.pid))
                looked += 1
            if line.startswith("script done"):
                break
        assert child.poll() is None, child.stderr.read()
    finally:
        child.terminate()
        child.wait(timeout=30)
    assert looked >= 20 and seen == [], seen
    assert "Traceback" not in child.stderr.read()
    with Store.open(tmp_path / "data") as store:
        played = [{key: value for key, value in line.items() if key != "at"}        # as scripted, less the
                  for line in store.lines(store.last_game().id) if line.get("source") != CLOSED]   # kiosk's clock
        assert played == lines, "the game was played without any secret"


def test_the_service_runs_unprivileged_without_network_access():
    unit = (REPO / "systemd" / "agency.service").read_text()
    settings = dict(line.split("=", 1) for line in unit.splitlines() if "=" in line and not line.startswith("#"))
    assert settings["User"] not in ("root", "0") and settings["NoNewPrivileges"] == "yes"
    assert settings["CapabilityBoundingSet"] == "" and settings["IPAddressDeny"] == "any"
    assert "AF_INET" not in settings["RestrictAddressFamilies"]
    assert not any(k.startswith(("LoadCredential", "SetCredential", "EnvironmentFile")) for k in settings)
