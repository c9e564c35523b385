"""`agency replay` and its exit codes, run as a user runs it."""

import json

from helpers import agency, write_jsonl

SETUP = {"action": "setup", "game": "timestories", "tu": 10, "agents": [{"name": "Blue", "lp": 4}]}


def test_a_clean_log_prints_the_final_state_and_exits_0(tmp_path):
    log = write_jsonl(tmp_path / "g.jsonl", [SETUP, {"action": "enter", "location": "Lab"}, {"action": "spend_tu"}])
    result = agency("replay", log, "--json")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["game"] == "timestories" and out["state"]["tu"] == 9 and out["rejected"] == []
    assert [e["line"] for e in out["events"] if e["kind"] == "tu"] == [3]


def test_rejected_lines_are_listed_with_a_reason_and_exit_3(tmp_path):
    log = write_jsonl(tmp_path / "g.jsonl", [SETUP, {"action": "spend_tu"}, {"action": "enter", "location": "Lab"},
                                             {"action": "fly"}, {"action": "leave", "roll": "two"}])
    result = agency("replay", log, "--json")
    assert result.returncode == 3
    out = json.loads(result.stdout)
    assert [(r["line"], r["action"]) for r in out["rejected"]] == [(2, "spend_tu"), (4, "fly"), (5, "leave")]
    assert out["rejected"][2]["reason"] == "'leave' field 'roll' must be a whole number, not \"two\"."
    assert out["state"]["location"] == "Lab" and out["state"]["tu"] == 10


def test_a_line_that_is_not_json_is_exit_2_naming_the_line(tmp_path):
    log = tmp_path / "g.jsonl"
    log.write_text(json.dumps(SETUP) + "\n" + '{"action": "spend_tu"\n')
    result = agency("replay", log)
    assert result.returncode == 2
    assert result.stderr.startswith("agency replay: line 2: not JSON")
    assert "Traceback" not in result.stderr


def test_a_line_without_an_action_is_exit_2(tmp_path):
    log = tmp_path / "g.jsonl"
    log.write_text(json.dumps(SETUP) + "\n\n" + '{"roll": 2}\n')
    result = agency("replay", log)
    assert result.returncode == 2
    assert "line 3: a log line must be a JSON object with an \"action\" name." in result.stderr


def test_a_missing_file_and_a_bad_setup_are_one_sentence(tmp_path):
    missing = agency("replay", tmp_path / "nope.jsonl")
    assert missing.returncode == 2 and "There is no file" in missing.stderr
    bad = agency("replay", write_jsonl(tmp_path / "b.jsonl", [{"action": "setup", "game": "chess"}]))
    assert bad.returncode == 2 and "line 1: 'chess' is not a known game" in bad.stderr
    assert "Traceback" not in missing.stderr + bad.stderr
