"""The rule maps in engine/rules/: every rule row names tests that exist, and every game has a map."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MAPS = sorted((ROOT / "engine" / "rules").glob("*.md"))
BUILT_IN = ("timestories", "cavendish", "enclave", "kivalasztottak")
ROW = re.compile(r"^\|\s*(?P<line>[^|]+?)\s*\|\s*(?P<rule>[^|]+?)\s*\|\s*(?P<tests>[^|]*?)\s*\|\s*$")


def rule_rows(path: Path) -> list[tuple[str, str, str]]:
    """(line, rule, tests) of every table row that is neither the header nor its rule line."""
    rows = []
    for text in path.read_text(encoding="utf-8").splitlines():
        match = ROW.match(text)
        if match and match["line"] != "line" and not set(match["line"]) <= set("-: "):
            rows.append((match["line"], match["rule"], match["tests"]))
    return rows


def functions_in(test_file: Path) -> set[str]:
    tree = ast.parse(test_file.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}


@pytest.mark.parametrize("path", MAPS, ids=[p.stem for p in MAPS])
def test_every_rule_names_existing_tests(path):
    rows = rule_rows(path)
    assert rows, f"{path.name} has no rule rows"
    missing = []
    for line, rule, tests in rows:
        names = [name.strip().strip("`") for name in tests.split(",") if name.strip()]
        assert names, f"{path.name} l.{line} '{rule}' names no test"
        for name in names:
            file, _, function = name.partition("::")
            test_file = ROOT / file
            if not test_file.is_file() or function not in functions_in(test_file):
                missing.append(f"l.{line}: {name}")
    assert not missing, f"{path.name} names tests that do not exist: {missing}"


@pytest.mark.parametrize("path", MAPS, ids=[p.stem for p in MAPS])
def test_every_map_keeps_its_readings(path):
    assert "## Readings" in path.read_text(encoding="utf-8"), f"{path.name} has no 'Readings' section"


@pytest.mark.parametrize("game_id", BUILT_IN)
def test_every_built_in_game_has_a_rule_map(game_id):
    path = ROOT / "engine" / "rules" / f"{game_id}.md"
    assert path.is_file(), f"{game_id} has no rule map in engine/rules/"
