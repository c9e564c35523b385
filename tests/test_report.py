"""The end-of-game report: what it sums up from a stored log (times from the "at" stamps with
pauses left out, TU per location and run, track curves, dice against the expected distribution)
and `agency report GAME_ID` writing it as a PNG."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from device.store import Store
from engine import replay
from helpers import LOGS, agency, read_jsonl
from ui.report import chi_square, summarise

SETUP = {"action": "setup", "game": "timestories", "tu": 25, "captain": "Blue",
         "agents": [{"name": "Blue", "lp": 4, "resistance": 1}, {"name": "Red", "lp": 4, "resistance": 1}]}


def timed_game() -> list[dict]:
    camera = {"kind": "dice", "origin": "camera", "confidence": 0.97}
    return [SETUP,
            {"action": "enter", "location": "Attic", "red": False, "at": 60},
            {"action": "spend_tu", "at": 120},
            {"action": "pause", "at": 150},
            {"action": "resume", "at": 750},                        # a ten-minute break
            {"action": "spend_tu", "at": 780},
            {"action": "leave", "roll": 2, "at": 800, "source": camera | {"faces": ["2tu"]}},
            {"action": "enter", "location": "Cellar", "red": True, "at": 830},
            {"action": "spend_tu", "at": 900},
            {"action": "undo", "at": 905},
            {"action": "leave", "roll": 3, "at": 960, "source": camera | {"faces": ["3tu"]}}]


def test_the_summary_counts_play_time_without_pauses_and_tu_per_location():
    log = timed_game()
    assert replay(log)[2] == []
    summary = summarise(log)
    assert summary.duration == pytest.approx(960 - 600)
    assert summary.phases == {("place", "Attic"): pytest.approx(800 - 60 - 600),
                              ("place", "Cellar"): pytest.approx(960 - 830)}
    assert summary.unit == "TU"
    assert summary.spent == {"1: Attic": 1 + 1 + 2, "1: Cellar": 3 + 2}   # the red location adds 2 to leave
    counts, faces = summary.dice["time_captain"]
    assert counts == Counter({"2tu": 1, "3tu": 1}) and faces == ["1tu", "2tu", "3tu"]


def test_chi_square_against_fair_faces():
    assert chi_square(Counter({"1": 10, "2": 10, "3": 10}), ["1", "2", "3"]) == 0
    # 30 rolls, all on one face of three: (30-10)^2/10 + 2 * 10^2/10 = 60
    assert chi_square(Counter({"1": 30}), ["1", "2", "3"]) == pytest.approx(60)


def test_tracks_follow_the_game():
    enclave = summarise(read_jsonl(LOGS / "enclave.jsonl"))
    final = replay(read_jsonl(LOGS / "enclave.jsonl"))[0].state["players"]
    assert {name: enclave.tracks[(name, "VP")][-1] for name in final} == {n: p["vp"] for n, p in final.items()}
    duel = summarise(read_jsonl(LOGS / "kivalasztottak.jsonl"))
    assert duel.tracks[("Bela", "DP")][-1] == 12 and len(duel.tracks[("Anna", "DP")]) == len(read_jsonl(LOGS / "kivalasztottak.jsonl")) - 1


def test_agency_report_writes_the_png_of_a_stored_game(isolated, tmp_path):
    log = timed_game()
    with Store.open(isolated) as store:
        game_id = store.new_game(log[0])
        for seq, line in enumerate(log[1:], start=1):
            store.append(game_id, seq, line)
    out = tmp_path / "report.png"
    done = agency("report", str(game_id), "-o", out, "--size", "1024x600")
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(out)).get_size() == (1024, 600)
    default = agency("report", str(game_id))
    assert default.returncode == 0 and (isolated / "reports" / f"game-{game_id}.png").exists()


def test_agency_report_refuses_bad_input_in_one_sentence(isolated, tmp_path):
    missing = agency("report", "7", "-o", tmp_path / "r.png")
    assert missing.returncode == 2 and "no saved game 7" in missing.stderr and "Traceback" not in missing.stderr
    with Store.open(isolated) as store:
        store.new_game(SETUP)
    size = agency("report", "1", "--size", "big")
    assert size.returncode == 2 and "--size must be WIDTHxHEIGHT" in size.stderr
    suffix = agency("report", "1", "-o", tmp_path / "r.jpg")
    assert suffix.returncode == 2 and "name the output file .png" in suffix.stderr
    with Store.open(isolated) as store:
        store.append(1, 1, {"action": "spend_tu"})           # refused by today's rules: not at a location
    stale = agency("report", "1", "-o", tmp_path / "r.png")
    assert stale.returncode == 2 and "no longer replays" in stale.stderr and "Traceback" not in stale.stderr


def test_agency_report_does_not_make_a_mistyped_folder(isolated, tmp_path):
    with Store.open(isolated) as store:
        store.new_game(SETUP)
    missing = tmp_path / "nonexistent" / "dir"
    result = agency("report", "1", "-o", missing / "x.png")
    assert result.returncode == 2
    assert result.stderr == (f"agency report: There is no folder {missing} to write the report into; "
                             "make it first or name another.\n")
    assert not missing.parent.exists()
