"""The command line counts in English plural forms: "1 log line", "2 log lines"."""

from __future__ import annotations

from helpers import LOGS, agency, read_jsonl, write_jsonl


def test_a_new_game_has_1_log_line(tmp_path):
    result = agency("run", "--new", "timestories", "--headless", "--frames", "1", "--snapshot", tmp_path / "s.png",
                    env={"SDL_VIDEODRIVER": "dummy"})
    assert result.returncode == 0, result.stderr
    assert "(timestories): 1 log line" in result.stdout + result.stderr
    assert "1 log lines" not in result.stdout + result.stderr


def test_replay_counts_one_line_and_many(tmp_path):
    setup = read_jsonl(LOGS / "timestories.jsonl")[:2]
    one, two = agency("replay", write_jsonl(tmp_path / "one.jsonl", setup[:1])), \
        agency("replay", write_jsonl(tmp_path / "two.jsonl", setup))
    assert ": 1 line applied, 0 rejected." in one.stdout
    assert ": 2 lines applied, 0 rejected." in two.stdout


def test_a_pack_of_one_card_says_1_card_and_1_tag(tmp_path):
    assert agency("cards", "add", "timestories", "item", "--name", "Lamp", "--id", "asylum/item/lamp",
                  "--set", "item=12", "--tag", "04A3C6CAE26180").returncode == 0
    result = agency("cards", "export", "timestories", "--scenario", "asylum", "-o", tmp_path / "pack.jsonl")
    assert "1 card and 1 tag written to" in result.stderr
    assert (tmp_path / "pack.jsonl").read_text().startswith("# Agency Table scenario pack: 1 timestories card, 1 tag ")
