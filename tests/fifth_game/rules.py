"""Tally's rules: see :mod:`fifth_game`."""

from __future__ import annotations

from operator import itemgetter

from engine.core import Event, Field, Game, Moves, ensure
from engine.text import t

moves = Moves()


@moves.move("setup", {"players": Field(list, min=2, max=4, of=Field(str, min=1, max=12)),
                      "target": Field(int, min=1, max=99)})
def setup(state: dict, args: dict) -> list[Event]:
    """The players in seat order and the score that wins."""
    names = args["players"]
    ensure(len(set(names)) == len(names), t("Every player needs a name of their own."))
    state.update(players={name: {"score": 0} for name in names}, order=names, active=names[0], round=1,
                 target=args["target"], winner=None)
    return [Event("setup", t("{name} starts; the first to {target} wins.", name=names[0], target=args["target"]))]


@moves.move("score", {"points": Field(int, min=1, max=6)})
def score(state: dict, args: dict) -> list[Event]:
    """The player on turn adds the points they rolled; the turn passes on."""
    name = state["active"]
    player = state["players"][name]
    player["score"] += args["points"]
    if player["score"] >= state["target"]:
        state["winner"] = name
        return [Event("won", t("{name} scores {points} and reaches {score}: {name} wins.", name=name,
                               points=args["points"], score=player["score"]))]
    events = [Event("scored", t("{name} scores {points}, {score} in all.", name=name, points=args["points"],
                                score=player["score"]))]
    seat = state["order"].index(name) + 1
    if seat == len(state["order"]):      # the last seat has played: a new round
        seat, state["round"] = 0, state["round"] + 1
        leader = max(state["order"], key=lambda player_name: state["players"][player_name]["score"])
        events.append(Event("round", t("Round {n}: {name} leads.", n=state["round"], name=leader)))
    state["active"] = state["order"][seat]
    return events


GAME = Game(
    id="tally",
    title="Tally",
    setup=moves.setup,
    moves=moves,
    over=lambda state: state["winner"] is not None,
    current_player=itemgetter("active"),
    phase=lambda state: "over" if state["winner"] is not None else "scoring",
)
