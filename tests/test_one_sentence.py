"""Bad input the owner hands the appliance is one sentence naming what and where, never
a traceback: a script whose setup the engine refuses (as `agency replay` already said)
and a config file nested thousands deep (issue 19, finding 12)."""

from __future__ import annotations

import json

import pytest

from helpers import agency

AGENTS = [{"name": "Blue", "lp": 3}]
REFUSED_SETUPS = [
    ({"action": "setup", "game": "nope"}, "'nope' is not a known game"),
    ({"action": "setup", "game": "timestories", "tu": float("nan"), "agents": AGENTS}, "'tu' must be a whole number"),
    ({"action": "setup", "game": "timestories", "tu": float("inf"), "agents": AGENTS}, "'tu' must be a whole number"),
    ({"action": "setup", "game": "timestories", "tu": 10 ** 6, "agents": AGENTS}, "'tu' must be at most 99"),
    ({"action": "setup", "game": "timestories", "tu": 20, "agents": [{"name": f"A{n}", "lp": 3} for n in range(5000)]},
     "'agents' must have at most 4 items"),
    ({"action": "enter", "location": "Day Room"}, "The first action must be 'setup'"),
]


@pytest.mark.parametrize("setup, why", REFUSED_SETUPS, ids=[why for _, why in REFUSED_SETUPS])
def test_run_with_a_script_whose_setup_is_refused_says_so_in_one_sentence(isolated, tmp_path, setup, why):
    script = tmp_path / "script.jsonl"
    script.write_text(json.dumps(setup) + "\n" + json.dumps({"action": "spend_tu"}) + "\n")
    done = agency("run", "--headless", "--script", script)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith(f"agency run: {script} line 1: ") and why in line, line
    assert agency("games").stdout.startswith("No saved games"), "no game was started"


@pytest.mark.parametrize("text, why", [
    (".".join(["a"] * 5000) + " = 1\n", "'a.a' is not a setting"),
    ("[display]\nwidth = " + "[" * 2000 + "]" * 2000 + "\n", "nests arrays or tables too deeply"),
    ("[display]\nwidth = " + "[" * 200 + "]" * 200 + "\n", "'display.width' must be a whole number, not [[[...]]]"),
], ids=["5000-level key", "2000-deep array", "200-deep value"])
def test_a_config_nested_thousands_deep_is_one_sentence(tmp_path, monkeypatch, text, why):
    config = tmp_path / "config.toml"
    config.write_text(text)
    monkeypatch.setenv("AGENCY_CONFIG", str(config))
    done = agency("config")
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    (line,) = done.stderr.strip().splitlines()
    assert why in line and str(config) in line and len(line) < 200, line
