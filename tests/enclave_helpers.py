"""Small helpers shared by the Enclave tests: start a game, act, move through phases."""

from __future__ import annotations

from engine.enclave import PHASES, TREE_CARD_LEVELS
from engine.match import Match

NAMES = ("Matthias", "Miriam", "Raphael", "Ada")


def start(count: int = 3, **setup) -> Match:
    """A game for ``count`` snatchers, drawn in seat order unless ``setup`` says otherwise."""
    line = {"action": "setup", "game": "enclave", "method": "draw", "tree_points": 9,
            "players": [{"name": n, "snatcher": f"Snatcher {i + 1}"} for i, n in enumerate(NAMES[:count])]}
    line.update(setup)
    match, _ = Match.start(line)
    return match


def act(match: Match, action: str, **fields) -> list:
    """Push one action; returns its events."""
    return match.push({"action": action, **fields})


def goto(match: Match, round_: int, phase: str) -> None:
    """Advance with next_phase / end_round until ``round_`` and ``phase``."""
    while (match.state["round"], PHASES.index(match.state["phase"])) < (round_, PHASES.index(phase)):
        if match.state["phase"] == "rotation":
            act(match, "end_round")
        else:
            act(match, "next_phase")


def after_tree_card(count: int, card: str, player: str) -> Match:
    """A game where ``player`` used ``card`` in the Tree Phase of its level's round; now the next Action Phase."""
    level = TREE_CARD_LEVELS[card]
    match = start(count, tree_cards={str(level): card})
    goto(match, level, "tree")
    act(match, "tree_exchange", player=player, n=0)
    act(match, "tree_card", player=player, card=card)
    goto(match, level + 1, "action")
    return match
