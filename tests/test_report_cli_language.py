"""`agency report` draws its picture in the kiosk's language, or in the one --language
names; its own messages stay English."""

from __future__ import annotations

import pygame

from device.store import Store
from helpers import LOGS, agency, differing_fraction, read_jsonl
from ui.report import render_report, summarise


def stored_game(data) -> tuple[int, list[dict]]:
    log = read_jsonl(LOGS / "kivalasztottak.jsonl")
    with Store.open(data) as store:
        game_id = store.new_game(log[0])
        for seq, line in enumerate(log[1:], start=1):
            store.append(game_id, seq, line)
    return game_id, log


def drawn_in(language: str, log: list[dict], tmp_path) -> pygame.Surface:
    return pygame.image.load(str(render_report(log, tmp_path / f"{language}.png", language, (1280, 720),
                                               summary=summarise(log))))


def test_the_report_command_draws_in_the_language_asked_for_or_the_kiosks(isolated, tmp_path):
    game_id, log = stored_game(isolated)
    (tmp_path / "config.toml").write_text('[display]\nlanguage = "hu"\n', encoding="utf-8")
    default = agency("report", str(game_id), "-o", tmp_path / "default.png")
    assert default.returncode == 0, default.stderr
    assert default.stdout == f"report of game {game_id} written to {tmp_path / 'default.png'}\n"
    assert differing_fraction(pygame.image.load(str(tmp_path / "default.png")), drawn_in("hu", log, tmp_path)) == 0
    asked = agency("report", str(game_id), "-o", tmp_path / "asked.png", "--language", "en")
    assert asked.returncode == 0, asked.stderr
    english = drawn_in("en", log, tmp_path)
    assert differing_fraction(pygame.image.load(str(tmp_path / "asked.png")), english) == 0
    assert differing_fraction(english, drawn_in("hu", log, tmp_path)) > 0


def test_a_language_without_catalogs_is_one_sentence_naming_the_choices(isolated, tmp_path):
    game_id, _ = stored_game(isolated)
    wrong = agency("report", str(game_id), "--language", "de")
    assert wrong.returncode == 2 and "Traceback" not in wrong.stderr
    assert "invalid choice: 'de' (choose from 'en', 'hu', 'pl', 'fr')" in wrong.stderr
