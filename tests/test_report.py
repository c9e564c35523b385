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
from ui.report import chi_square, render_report, summarise

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
    assert summary.phases == {("place", "Attic", 1): pytest.approx(800 - 60 - 600),
                              ("place", "Cellar", 1): pytest.approx(960 - 830)}
    assert summary.unit == "TU"
    assert summary.spent == {(1, "Attic"): 1 + 1 + 2, (1, "Cellar"): 3 + 2}   # the red location adds 2 to leave
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


# -- what the report says about each game (issue 17, fault 10) -------------------------------------

def texts_drawn(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every text the report draws, with the box it took."""
    from ui import widgets

    drawn: list[tuple[str, pygame.Rect]] = []
    real = widgets.text

    def recording(surface, value, rect, theme, size, *args, **kwargs):
        box = real(surface, value, rect, theme, size, *args, **kwargs)
        drawn.append((value, box))
        return box

    monkeypatch.setattr(widgets, "text", recording)
    return drawn


def recorded(game: str) -> list[dict]:
    return read_jsonl(LOGS / f"{game}.jsonl")


def test_enclave_curves_are_in_each_snatchers_colour_and_show_both_condition_tracks(tmp_path):
    from ui.theme import PALETTES

    log = recorded("enclave")
    summary = summarise(log)
    # Matthias plays the Red snatcher, Miriam the Blue, Raphael the Green (the setup line).
    assert summary.colours == {"Matthias": "bad", "Miriam": "accent", "Raphael": "good"}
    final = replay(log)[0].state["players"]
    for track in ("physical", "mental"):
        assert {name: summary.tracks[(name, track)][-1] for name in final} == \
               {name: player[track]["cur"] for name, player in final.items()}
    picture = pygame.image.load(str(render_report(log, tmp_path / "r.png")))
    red = PALETTES["standard"].bad
    assert sum(picture.get_at((x, y))[:3] == red for x in range(0, 1280, 2) for y in range(0, 720, 2)) > 200


def test_a_log_without_time_stamps_says_so_instead_of_0_00(monkeypatch, tmp_path):
    drawn = texts_drawn(monkeypatch)
    log = recorded("cavendish")
    assert not any("at" in line for line in log)
    assert summarise(log).timed is False
    render_report(log, tmp_path / "r.png")
    shown = [text for text, _ in drawn]
    assert "Duration not recorded" in shown and "Duration 0:00" not in shown
    assert not any(text == "0:00" for text in shown)
    assert summarise(timed_game()).timed is True


@pytest.mark.parametrize("game, result", [
    ("enclave", "End of the game: Miriam wins with 19 points."),
    ("cavendish", "Final score: 3"),
    ("timestories", "Mission successful: the game sent the team to the Mission Successful card in run 2 with 17 TU left."),
    ("kivalasztottak", "End of round: Bela wins with 12 DP (at least 11 and the most)."),
])
def test_the_report_heads_with_how_the_game_ended(game, result, monkeypatch, tmp_path):
    drawn = texts_drawn(monkeypatch)
    assert str(summarise(recorded(game)).result) == result
    render_report(recorded(game), tmp_path / "r.png")
    assert result in " ".join(text for text, _ in drawn)        # wrapped over up to two rows
    assert summarise(recorded(game)[:-1]).result is None       # one line before the end: no result yet


def test_an_undone_end_has_no_result():
    log = recorded("kivalasztottak")
    assert summarise(log + [{"action": "undo"}]).result is None


def test_cavendish_has_no_dice_even_when_a_difficulty_was_typed_on_the_dice_pad(monkeypatch, tmp_path):
    """Cavendish tests compare a receptacle's value with the difficulty printed on the card (rulebook:
    "compare the result to the test's difficulty level"); a typed 5 is that number, not a roll."""
    drawn = texts_drawn(monkeypatch)
    log = [dict(line, source={"kind": "dice", "faces": [str(line["value"])], "origin": "keyboard"})
           if line["action"] == "difficulty" else line for line in recorded("cavendish")]
    assert summarise(log).dice is None
    render_report(log, tmp_path / "r.png")
    assert not any(text.startswith(("Dice:", "No dice")) for text, _ in drawn)


def test_the_time_captain_die_is_tested_against_its_three_faces_from_the_rolls_in_the_log():
    """"The Time Captain rolls their die and gets a result that ranges from 1 to 3 TU" (rulebook):
    the typed rolls of the log count, against 1-3 TU equally likely, not a fair d6."""
    log = recorded("timestories")
    rolls = [line["roll"] for line in log if line["action"] == "leave"]
    counts, faces = summarise(log).dice["time_captain"]
    assert faces == ["1tu", "2tu", "3tu"] and sum(counts.values()) == len(rolls)
    assert counts == Counter(f"{roll}tu" for roll in rolls)
    assert "d6" not in summarise(log).dice


def test_kivalasztottak_rolls_in_the_log_are_counted_as_six_sided_dice():
    log = recorded("kivalasztottak")
    rolled = [value for line in log if line["action"] == "roll" for value in line.get("dice", [])]
    rolled += [line["value"] for line in log if line["action"] == "die"]
    counts, faces = summarise(log).dice["d6"]
    assert faces == ["1", "2", "3", "4", "5", "6"] and counts == Counter(str(value) for value in rolled)


@pytest.mark.parametrize("game", ["enclave", "cavendish", "timestories", "kivalasztottak"])
def test_no_text_runs_into_another_at_320x240(game, monkeypatch, tmp_path):
    drawn = texts_drawn(monkeypatch)
    path = render_report(recorded(game), tmp_path / "r.png", size=(320, 240))
    assert pygame.image.load(str(path)).get_size() == (320, 240)
    boxes = [(text, box) for text, box in drawn if text]
    overlaps = [(a, b) for i, (a, box) in enumerate(boxes) for b, other in boxes[i + 1:] if box.colliderect(other)]
    assert not overlaps


# -- what the report says is true (issue 17, the report) -------------------------------------------

def test_typed_dice_are_counted_as_rolled_not_as_read(monkeypatch, tmp_path):
    """The T.I.M.E Stories log's Time Captain rolls were typed, not read by the camera."""
    drawn = texts_drawn(monkeypatch)
    render_report(recorded("timestories"), tmp_path / "r.png")
    shown = [text for text, _ in drawn]
    rolls = sum(line["action"] == "leave" for line in recorded("timestories"))
    assert any(text.startswith(f"Dice: {rolls} rolled, chi-square") for text in shown)
    assert "bar: rolled, line: expected" in shown and not any(" read" in text for text in shown)


def test_a_game_with_no_dice_rolled_yet_says_rolled(monkeypatch, tmp_path):
    drawn = texts_drawn(monkeypatch)
    render_report(timed_game()[:3], tmp_path / "r.png")
    assert "No dice were rolled." in [text for text, _ in drawn]


def test_an_unfinished_game_says_so_where_the_result_would_be(monkeypatch, tmp_path):
    drawn = texts_drawn(monkeypatch)
    render_report(recorded("enclave")[:-1], tmp_path / "r.png")
    heading = [box for text, box in drawn if text == "Not finished yet"]
    assert heading and heading[0].top < 720 // 8, "under the title, where the result would be"
    drawn.clear()
    render_report(recorded("enclave"), tmp_path / "r.png")
    assert "Not finished yet" not in [text for text, _ in drawn]


def test_rounds_of_a_script_played_at_full_speed_show_their_tenths_not_0_00(monkeypatch, tmp_path):
    """`agency run --script` stamps each line with the play time, to the tenth of a second: a
    Cavendish round then lasts under a second, and each bar's time must say how long."""
    drawn = texts_drawn(monkeypatch)
    log = recorded("cavendish")
    log = log[:1] + [dict(line, at=round(number * 0.033, 1)) for number, line in enumerate(log[1:], start=1)]
    phases = summarise(log).phases
    assert len(phases) > 1 and all(seconds < 1 for seconds in phases.values())
    render_report(log, tmp_path / "r.png")
    shown = [text for text, _ in drawn]
    assert not any(text == "0:00" for text in shown)
    assert [f"0:{seconds:04.1f}" for seconds in phases.values()] == \
           [text for text in shown if text.startswith("0:0") and text[-2] == "."]
    assert f"Duration 0:{summarise(log).duration:04.1f}" in shown
