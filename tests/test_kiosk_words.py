"""The kiosk's screens say things whole where there is room: a sentence is wrapped onto
the rows its box holds, and only cut ("…" or "...") when even the smallest text cannot hold it."""

from __future__ import annotations

import time

import pygame
import pytest

from engine import replay
from engine.enclave import PHASE_NAMES
from engine.text import or_list, t
from helpers import LOGS, read_jsonl
from ui import screens, widgets
from ui.i18n import say
from ui.kiosk import Kiosk
from ui.model import Screen, StripLine
from ui.theme import MIN_TEXT_PX


def drawn_texts(monkeypatch) -> list[str]:
    """Every text the widgets draw from now on, as drawn (a cut one ends with '...' or '…')."""
    drawn: list[str] = []
    real_text = widgets.text

    def text(surface, value, rect, theme, size, *args, **kwargs):
        drawn.append(widgets._fit(value, rect, max(MIN_TEXT_PX, theme.px(size)))[1])
        return real_text(surface, value, rect, theme, size, *args, **kwargs)

    monkeypatch.setattr(widgets, "text", text)
    return drawn


def cut(texts: list[str]) -> list[str]:
    return [value for value in texts if value.endswith(("...", "…"))]


@pytest.fixture(scope="module")
def enclave_state():
    pygame.font.init()
    return replay(read_jsonl(LOGS / "enclave.jsonl")[:12])[0].state


@pytest.mark.parametrize("language", ["en", "hu", "pl", "fr"])
def test_a_long_refusal_in_the_strip_is_said_whole_at_800x480(monkeypatch, enclave_state, language):
    refusal = t("That belongs to {wanted}; it is {now} now.", wanted=or_list([PHASE_NAMES["action"], PHASE_NAMES["tree"]]),
                now=PHASE_NAMES["planning"])
    line = StripLine("Card Sesame on reader main", (refusal,), refused=True, shown_at=time.monotonic())
    drawn = drawn_texts(monkeypatch)
    Kiosk(800, 480, headless=True).draw(pygame.Surface((800, 480)),
                                        Screen("enclave", "Enclave", enclave_state, (line,), language=language,
                                               started=float("inf")))
    assert not cut(drawn)


def test_the_history_gives_a_long_last_entry_the_rows_left_on_its_page(monkeypatch):
    pygame.font.init()
    kiosk = Kiosk(800, 480, headless=True)
    long = "Blue rolls against the test on C: " + "one hit, one shield taken down, " * 6 + "two left."
    entries = [screens.history_entry("en", n, "Button next", ("Action round: 1 TU spent.",)) for n in (1, 2, 3)]
    entries.append(screens.history_entry("en", 4, "Dice 5", (long,)))
    overlay = screens.history("en", entries, 0, kiosk.history_page())
    drawn = drawn_texts(monkeypatch)
    kiosk.draw(pygame.Surface((800, 480)), Screen("timestories", "T.I.M.E Stories", {}, overlay=overlay))
    assert "two left." in " ".join(drawn)
    assert not cut(drawn)


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_enclave_writes_its_counts_out_and_gives_the_cells_a_legend(monkeypatch, enclave_state, size):
    drawn = drawn_texts(monkeypatch)
    Kiosk(*size, headless=True).draw(pygame.Surface(size), Screen("enclave", "Enclave", enclave_state,
                                                                  started=float("inf")))
    rows = [value for value in drawn if value.startswith(("Money", "Tree", "Sesame"))]
    assert rows and all(" Kn " not in value and " tok " not in value and "Sarc " not in value for value in rows)
    assert {"critical: +n damage", "super: -n damage"} <= set(drawn)


@pytest.mark.parametrize("language", ["hu", "pl", "fr"])
def test_the_enclave_legend_is_said_in_the_kiosk_language(monkeypatch, enclave_state, language):
    drawn = drawn_texts(monkeypatch)
    Kiosk(800, 480, headless=True).draw(pygame.Surface((800, 480)), Screen("enclave", "Enclave", enclave_state,
                                                                           language=language, started=float("inf")))
    legend = {say(language, t("critical: +n damage")), say(language, t("super: -n damage"))}
    assert legend <= set(drawn) and "critical: +n damage" not in legend


@pytest.mark.parametrize("language, one", [("en", "History: 1 line"), ("hu", "Előzmények: 1 sor"),
                                           ("pl", "Historia: 1 wpis"), ("fr", "Historique : 1 ligne")])
def test_the_history_title_counts_its_lines_in_the_language(language, one):
    assert screens.history(language, ["1. something"], 0).title == one


@pytest.mark.parametrize("language, kinds", [("en", "Locations and receptacles"), ("hu", "Helyszínek és gazdatestek"),
                                             ("pl", "Lokacje i nosiciele"), ("fr", "Lieux et réceptacles")])
def test_choose_card_names_the_kinds_on_its_page_in_the_players_words(language, kinds):
    overlay = screens.choose_card(language, [("c1", "location", "Basement"), ("c2", "receptacle", "Blue")], 0)
    assert overlay.lines[0].startswith(kinds)


@pytest.mark.parametrize("language, kinds", [("en", "Missions, receptacles and tests"),
                                             ("hu", "Küldetések, gazdatestek és próbák"),
                                             ("pl", "Misje, nosiciele i testy"), ("fr", "Missions, réceptacles et tests")])
def test_choose_card_names_three_kinds_with_commas_and_one_and(language, kinds):
    cards = [("c1", "mission", "Mission Failed"), ("c2", "receptacle", "Receptacle 1"), ("c3", "test", "Orderly")]
    assert screens.choose_card(language, cards, 0).lines[0].startswith(kinds)


def test_enclave_counts_a_single_reward_in_the_singular():
    from ui.views.enclave import REWARD_LABELS
    assert [say("en", REWARD_LABELS[kind](1)) for kind in ("pryzes", "tree_tokens", "money")] == [
        "1 pryze", "1 Tree token", "1 coin"]
    assert say("pl", REWARD_LABELS["pryzes"](5)) == "5 pryzów"
