"""T.I.M.E Stories: Temporal Units, locations, tests, life points and runs.

The rulebook (``../shared/rules/time-stories.txt``) is the authority; every
event sentence names the rule it applies. The game-log vocabulary is declared
move by move (``@moves.move``): each action's docstring is its documentation.

How the table is modelled
- A run starts with ``tu`` Temporal Units; within a run the time marker only
  moves towards 0, and at 0 the mission fails (Mission Failed TU).
- The team is at one ``location`` (``None`` at the base and while changing
  location). Each agent's pawn stands on a ``space`` of it (the letter of the
  card above which it stands, such as ``"B"``) or is off the board (``None``).
- An action round: the Time Captain spends 1 TU (``spend_tu``), then each
  living agent does at most one of ``roll``, ``move`` or ``idle``. An agent who
  did none of them when the round closes (the next ``spend_tu`` or ``leave``)
  did nothing, with the same consequence as ``idle``.
- A test lives on a space as up to three shield stacks, left to right. It is
  reset (its shields taken away) as soon as no living agent stands on its
  space, and completed when its last shield is eliminated; a completed test's
  card stays out of the game until the next run.
- Seat order is the order of ``agents`` at setup; "to the left" is the next
  seat in that list. An agent's ``seat`` (1-4, default its place in the list)
  numbers the seat it sits at, so a table with empty seats keeps their numbers.
  Receptacles can be changed at the base (``receptacle``), before a run's first
  location; Agency-stamped items stay with the agent. Two agents never possess one
  receptacle.
- A dead agent's items handed to another agent are lent (``lent``: item ->
  owner): they go back to the owner when the owner returns, or at the next run.
- ``tu_by_location`` counts the TU each location cost this run: its action
  rounds, its time-shield penalties and the Time Captain die for leaving it.
"""

from __future__ import annotations

from engine.core import Event, Field, Game, Moves, ensure, ensure_form, opt
from engine.text import Text, plural, t

SHIELD_KINDS = ("normal", "skull", "time", "heart", "special")
MAX_STACKS = 3
RETURN_DELAY_TU = 7          # a dead agent's small pawn goes 7 TU from the time marker
RED_LOCATION_EXTRA_TU = 2    # leaving a location whose name is red
ACTION_DICE = 6              # the box holds 6 action dice: no receptacle rolls more
# The shields in the box; normal and skull are the two faces of the same 40 tokens.
SHIELD_SUPPLY = {("normal", "skull"): 40, ("time",): 7, ("heart",): 7, ("special",): 7}

# The actions an agent chose this TU (``acted``), as the refusals name them.
ACTIONS = {"move": t("move"), "idle": t("idle"), "roll": t("roll")}
# The shield kinds as the kiosk and the sentences name them.
SHIELD_NAMES = {"normal": t("normal"), "skull": t("skull"), "time": t("time"), "heart": t("heart"),
                "special": t("special")}
# What a stack of n shields still standing does to each roll against it (the kiosk shows this).
SHIELD_COST = {
    "normal": lambda n: t("no penalty"),
    "skull": lambda n: t("riposte +{n}", n=n),
    "time": lambda n: t("-{n} TU a roll", n=n),
    "heart": lambda n: t("-{n} LP a roll", n=n),
    "special": lambda n: t("scenario"),
}

NAME = Field(str, min=1, max=20)
SPACE = Field(str, min=1, max=20)
ITEM = Field(str, min=1, max=20)

AGENT = {
    "name": NAME,
    "lp": Field(int, min=1, max=20),
    "resistance": opt(int, 0, min=0, max=20),
    "dice": opt(dict, {}, of=Field(int, min=0, max=10)),
    "receptacle": opt(str, None, min=1, max=30),
    "seat": opt(int, None, min=1, max=4),   # the seat reader (seat1..seat4); default: position + 1
}
SHIELD_STACK = {
    "kind": Field(str, choices=SHIELD_KINDS),
    "n": Field(int, min=1, max=20),
}

moves = Moves()


# --- setup and runs -------------------------------------------------------------------------------

@moves.move("setup", {
    "tu": Field(int, min=1, max=99),
    "agents": Field(list, min=1, max=4, of=AGENT),
    "captain": opt(str),
})
def setup(state: dict, args: dict) -> list[Event]:
    """Start run 1: the starting TU, 1-4 agents in seat order, each with a receptacle (lp = its maximum LP,
    resistance, dice per characteristic such as {"combat": 2}, optional receptacle name) and an optional seat 1-4
    (the seat reader; default: position in the list), and the first Time Captain (default: the first seat)."""
    names = [a["name"] for a in args["agents"]]
    ensure(len(set(names)) == len(names), t("Setup: each agent needs a different name."))
    seats = [a["seat"] or i + 1 for i, a in enumerate(args["agents"])]
    ensure_form(len(set(seats)) == len(seats),
                t("Setup: each agent needs a different seat (seats given: {seats}).", seats=seats))
    receptacles = [a["receptacle"] or a["name"] for a in args["agents"]]
    shared = sorted({r for r in receptacles if receptacles.count(r) > 1})
    ensure(not shared, t("Setup: two agents cannot possess the same receptacle ({receptacles}).",
                         receptacles=shared))
    for agent in args["agents"]:
        _check_dice(agent["name"], agent["dice"], t("Setup"))
    captain = args["captain"] or names[0]
    ensure(captain in names, t("Setup: the Time Captain '{captain}' is not one of the agents ({agents}).",
                               captain=captain, agents=names))
    state.update({
        "tu_start": args["tu"],
        "run": 1,
        "seats": names,
        "captain": captain,
        "agency_items": [],
        "agents": {a["name"]: {"receptacle": a["receptacle"] or a["name"], "lp_max": a["lp"],
                               "resistance": a["resistance"], "dice": a["dice"], "items": [], "seat": seat}
                   for a, seat in zip(args["agents"], seats)},
    })
    _start_run(state)
    return [Event("setup", t("Setup: {count} agents, {tu} TU, {captain} is Time Captain.",
                             count=len(names), tu=args["tu"], captain=captain),
                  {"tu": args["tu"], "agents": names, "captain": captain})]


@moves.move("new_run", {"tu": opt(int, None, min=1, max=99), "captain": opt(str)}, after_end=True)
def new_run(state: dict, args: dict) -> list[Event]:
    """Start the next run: everything resets to its starting value except the Agency-stamped items; tu and captain
    optionally change the starting TU and Time Captain."""
    ensure(state["status"] != "success", t("New run: the mission is already successful."))
    ensure(state["status"] != "playing",
           t("New run: the run goes on with {tu} TU left and {agents} alive; it ends only at 0 TU, when every "
             "receptacle is dead, or on a Mission Failed card.", tu=state["tu"],
             agents=[name for name, _ in _living(state)]))
    if args["tu"] is not None:
        state["tu_start"] = args["tu"]
    if args["captain"] is not None:
        ensure(args["captain"] in state["seats"],
               t("New run: the Time Captain '{captain}' is not one of the agents ({agents}).",
                 captain=args["captain"], agents=state["seats"]))
        state["captain"] = args["captain"]
    state["run"] += 1
    _start_run(state)
    kept = sum(len(a["items"]) for a in state["agents"].values())
    said = (t("New run {run}: everything is reset to {tu} TU except {kept}.", run=state["run"], tu=state["tu"],
              kept=plural(kept, "{n} Agency-stamped item", "{n} Agency-stamped items")) if kept else
            t("New run {run}: everything is reset to {tu} TU; no agent holds an Agency-stamped item to keep.",
              run=state["run"], tu=state["tu"]))
    return [Event("new_run", said,
                  {"run": state["run"], "tu": state["tu"], "agency_items_kept": kept})]


def _start_run(state: dict) -> None:
    """Reset everything a run owns; only the Agency-stamped items survive."""
    stamped = set(state["agency_items"])
    for item_id, owner in list(state.get("lent", {}).items()):   # every agent is back in a receptacle
        _hand_back(state, item_id, owner)
    state.update({
        "tu": state["tu_start"],
        "status": "playing",
        "ended_by": None,
        "at_base": True,
        "location": None,
        "red": False,
        "last_left": None,
        "round_open": False,
        "tokens": [],
        "tests": {},
        "cleared": {},
        "tu_by_location": {},
        "used_items": {},
        "lent": {},
    })
    for agent in state["agents"].values():
        agent.update({"lp": agent["lp_max"], "alive": True, "returns_at_tu": None, "space": None,
                      "acted": None, "rejoining": False,
                      "items": [item for item in agent["items"] if item in stamped]})


@moves.move("receptacle", {"agent": NAME, **{k: v for k, v in AGENT.items() if k != "name"},
                           "receptacle": Field(str, min=1, max=30)})
def receptacle(state: dict, args: dict) -> list[Event]:
    """At the base, before a run's first location, an agent chooses a receptacle: its name, maximum LP, resistance and
    dice per characteristic (LP start full)."""
    name = args["agent"]
    ensure(name in state["agents"],
           t("Receptacle: '{name}' is not one of the agents ({agents}).", name=name, agents=state["seats"]))
    ensure(state["at_base"], t("Receptacle: receptacles are chosen at the base, before the run's first location."))
    holder = next((other for other, agent in state["agents"].items()
                   if other != name and agent["receptacle"] == args["receptacle"]), None)
    ensure(holder is None, t("Receptacle: {holder} already possesses {receptacle}; two agents cannot possess the "
                             "same receptacle, so {holder} chooses another one first.",
                             holder=holder, receptacle=args["receptacle"]))
    _check_dice(name, args["dice"], t("Receptacle"))
    state["agents"][name].update({"receptacle": args["receptacle"], "lp": args["lp"], "lp_max": args["lp"],
                                  "resistance": args["resistance"], "dice": args["dice"]})
    return [Event("receptacle", t("Receptacle: {name} takes possession of {receptacle} "
                                  "({lp} LP, resistance {resistance}).", name=name, receptacle=args["receptacle"],
                                  lp=args["lp"], resistance=args["resistance"]),
                  {"agent": name, "receptacle": args["receptacle"], "lp": args["lp"]})]


@moves.move("success")
def success(state: dict, args: dict) -> list[Event]:
    """The game sends the team to the Mission Successful card."""
    state["status"], state["ended_by"] = "success", "Mission Successful"
    return [Event("success", t("Mission successful: the game sent the team to the Mission Successful card "
                               "in run {run} with {tu} TU left.", run=state["run"], tu=state["tu"]),
                  {"run": state["run"], "tu": state["tu"]})]


@moves.move("fail", {"card": Field(str, min=1, max=40)})
def fail(state: dict, args: dict) -> list[Event]:
    """A scenario situation sends the team to a specific Mission Failed card."""
    state["status"], state["ended_by"] = "failed", args["card"]
    return [Event("failed", t("Mission failed: the scenario sends the team to the {card} card.", card=args["card"]),
                  {"card": args["card"]})]


# --- locations ------------------------------------------------------------------------------------

@moves.move("enter", {"location": Field(str, min=1, max=40), "red": opt(bool, False)})
def enter(state: dict, args: dict) -> list[Event]:
    """The team enters a location (free); red marks a location whose name is red. The location just left cannot be
    entered again immediately."""
    location = args["location"]
    ensure(state["location"] is None, t("Enter: the team is at {location}; leave it first (roll the Time Captain "
                                        "die).", location=state["location"]))
    ensure(location != state["last_left"], t("Changing location: the team just left {location} and may not "
                                             "re-enter it immediately; choose a different location.",
                                             location=location))
    state["location"], state["red"], state["at_base"] = location, args["red"], False
    state["tu_by_location"].setdefault(location, 0)
    entered = (t("Entering a location is free: the team is at {location} (a red location).", location=location)
               if args["red"] else t("Entering a location is free: the team is at {location}.", location=location))
    return [Event("enter", entered, {"location": location, "red": args["red"]})]


@moves.move("leave", {"roll": Field(int, min=1, max=3)})
def leave(state: dict, args: dict) -> list[Event]:
    """Leave the location: tests there reset, pawns leave the board, the Time Captain die (1-3) is spent in TU, +2 if
    the location was red, and the captaincy passes to the left."""
    ensure(state["location"] is not None, t("Leave: the team is not at a location."))
    locked = held_by_a_lock(state)
    ensure(not locked, t("Lock: {agents} cannot leave the card before its test is defeated.", agents=locked))
    events = _close_round(state)
    if state["status"] != "playing":
        return events
    left, red = state["location"], state["red"]
    for space in list(state["tests"]):
        events.append(_reset_test(state, space, t("the team leaves {location}", location=left)))
    for agent in state["agents"].values():
        agent.update({"space": None, "acted": None, "rejoining": False})
    state.update({"location": None, "red": False, "last_left": left, "used_items": {}})
    cost = args["roll"] + (RED_LOCATION_EXTRA_TU if red else 0)
    spent = min(cost, state["tu"])   # less than the cost only when it takes the marker to 0
    die = args["roll"]
    if red and spent == cost:
        why = t("Changing location: Time Captain die {roll} +{extra} for leaving the red location {location} "
                "costs {cost} TU", roll=die, extra=RED_LOCATION_EXTRA_TU, location=left, cost=cost)
    elif red:
        why = t("Changing location: Time Captain die {roll} +{extra} for leaving the red location {location} "
                "would cost {cost} TU; the party spends the last {spent}", roll=die, extra=RED_LOCATION_EXTRA_TU,
                location=left, cost=cost, spent=spent)
    elif spent == cost:
        why = t("Changing location: Time Captain die {roll} costs {cost} TU", roll=die, cost=cost)
    else:
        why = t("Changing location: Time Captain die {roll} would cost {cost} TU; the party spends the last "
                "{spent}", roll=die, cost=cost, spent=spent)
    events += _lose_tu(state, cost, why, at=left)
    if state["status"] == "playing":
        seats = state["seats"]
        state["captain"] = seats[(seats.index(state["captain"]) + 1) % len(seats)]
        events.append(Event("captain", t("The team left {location}; the captaincy passes left to {captain}.",
                                         location=left, captain=state["captain"]),
                            {"captain": state["captain"], "left": left}))
    return events


# --- action rounds --------------------------------------------------------------------------------

@moves.move("spend_tu")
def spend_tu(state: dict, args: dict) -> list[Event]:
    """The Time Captain spends 1 TU and opens an action round; each living agent may then do one of roll, move or
    idle. Agents who did not act in the previous round did nothing."""
    ensure(state["location"] is not None, t("Enter a location before spending TU."))
    placed = [name for name, agent in _living(state) if agent["space"] is not None]
    waiting = [name for name, agent in _living(state) if agent["space"] is None and not agent["rejoining"]]
    ensure(not placed or not waiting, t("Entering a location: if one agent enters, all must; place {agents} on a "
                                        "space first.", agents=waiting))
    events = _close_round(state)
    if state["status"] != "playing":
        return events
    events += _lose_tu(state, 1, t("Action round: the Time Captain spends 1 TU"), at=state["location"])
    if state["status"] == "playing":
        state["round_open"], state["used_items"] = True, {}
        for agent in state["agents"].values():
            agent["acted"] = None
    return events


@moves.move("move", {"agent": NAME, "space": SPACE, "sealed": opt(str, None, min=1, max=20)})
def move(state: dict, args: dict) -> list[Event]:
    """An agent's pawn goes to a space (a card letter). Off the board this is free (entering the location, or
    returning from the vortex onto a space with another agent); otherwise it is the agent's action for the TU.
    sealed: the state token a sealed card demands."""
    ensure(state["location"] is not None, t("Move: the team is not at a location; enter one first."))
    name, space = args["agent"], args["space"]
    agent = _living_agent(state, name, t("Move"))
    if args["sealed"] is not None:
        ensure(args["sealed"] in state["tokens"], t("Sealed card: space {space} needs the state token '{token}', "
                                                    "which the team does not have.",
                                                    space=space, token=args["sealed"]))
    data = {"agent": name, "space": space}
    if agent["space"] is None:
        return [_place(state, name, space, data)]
    old = agent["space"]
    ensure(space != old, t("Move: {name} is already on space {space}.", name=name, space=space))
    ensure(not state["tests"].get(old, {}).get("lock"),
           t("Lock: {name} cannot leave space {space} before its test is defeated.", name=name, space=old))
    _take_action(state, name, "move")
    agent["space"] = space
    events = [Event("move", t("Action for 1 TU: {name} moves from space {old} to space {space}.",
                              name=name, old=old, space=space),
                    {**data, "from": old})]
    return events + _reset_abandoned_tests(state)


def _place(state: dict, name: str, space: str, data: dict) -> Event:
    """A pawn off the board goes onto a space for free: entering, or returning from the vortex."""
    agent = state["agents"][name]
    if agent["rejoining"]:
        occupied = sorted({other["space"] for other_name, other in _living(state)
                           if other_name != name and other["space"] is not None})
        ensure(not occupied or space in occupied, t("Return from the vortex: {name} must enter a space with "
                                                    "another agent ({spaces}), not {space}.",
                                                    name=name, spaces=occupied, space=space))
        agent.update({"space": space, "rejoining": False})
        return Event("rejoin", t("Return from the vortex: {name} enters space {space} for free.",
                                 name=name, space=space), data)
    agent["space"] = space
    placed = {"name": name, "space": space, "location": state["location"]}
    # Entering is no action (l.164-166, 201-207): a pawn placed after the TU is spent still leaves its action.
    text = (t("Entering {location} costs no TU: {name} places their pawn on space {space}, and still has their "
              "action for the TU the team spent.", **placed) if state["round_open"] else
            t("Entering {location} costs no TU: {name} places their pawn on space {space}.", **placed))
    return Event("place", text, data)


@moves.move("idle", {"agent": NAME})
def idle(state: dict, args: dict) -> list[Event]:
    """An agent does nothing this TU (their action); on a test with a skull shield that costs 1 LP."""
    name = args["agent"]
    agent = _living_agent(state, name, t("Idle"))
    _take_action(state, name, "idle")
    if _count(state["tests"].get(agent["space"]), "skull"):
        events = _lose_lp(state, name, 1, "idle",
                          t("Doing nothing on a test with a skull shield: {name} loses 1 LP", name=name))
        return events + _reset_abandoned_tests(state)   # a test ends when its agent dies
    return [Event("idle", t("Action for 1 TU: {name} does nothing.", name=name), {"agent": name})]


def _close_round(state: dict) -> list[Event]:
    """End the open action round: an agent who did not act did nothing (``idle``)."""
    if not state["round_open"]:
        return []
    state["round_open"] = False
    events = []
    for name, agent in _living(state):
        if agent["acted"] is None and _count(state["tests"].get(agent["space"]), "skull"):
            events += _lose_lp(state, name, 1, "idle", t("Doing nothing on a test with a skull shield: "
                                                         "{name} did not act that TU and loses 1 LP", name=name))
            if state["status"] != "playing":
                break
    return events + _reset_abandoned_tests(state)


def _take_action(state: dict, name: str, action: str) -> None:
    ensure(state["round_open"], t("Action rounds: the Time Captain must spend 1 TU before {name} can {action}.",
                                  name=name, action=ACTIONS[action]))
    done = state["agents"][name]["acted"]
    ensure(done is None, t("One action per TU: {name} already chose to {action} this TU.",
                           name=name, action=ACTIONS.get(done)))
    state["agents"][name]["acted"] = action


# --- tests ----------------------------------------------------------------------------------------

@moves.move("test", {"space": SPACE,
                     "shields": Field(list, min=1, max=MAX_STACKS, of=SHIELD_STACK),
                     "lock": opt(bool, False),
                     "trait": opt(str, None, min=1, max=20)})
def start_test(state: dict, args: dict) -> list[Event]:
    """Place a test on a space with an agent: up to three shield stacks left to right, each {kind:
    normal|skull|time|heart|special, n}; lock keeps its agents on the card until it is defeated; trait names the
    characteristic whose dice are rolled."""
    ensure(state["location"] is not None, t("Test: the team is not at a location."))
    space = args["space"]
    ensure(any(agent["space"] == space for _, agent in _living(state)),
           t("Test: no agent stands on space {space}, so nobody can face its test.", space=space))
    ensure(space not in state["tests"], t("Test: space {space} already has a test in progress.", space=space))
    ensure(space not in state["cleared"].get(state["location"], []),
           t("Test: the test on space {space} was completed this run; its card stays out of the game.", space=space))
    shields = [dict(stack) for stack in args["shields"]]
    _check_shield_supply(state, shields)
    state["tests"][space] = {"shields": shields, "lock": args["lock"], "trait": args["trait"]}
    described = [t("{n} {kind}", n=s["n"], kind=SHIELD_NAMES[s["kind"]]) for s in shields]
    started = (t("Test on space {space}: shields left to right {shields}, with a lock.", space=space, shields=described)
               if args["lock"] else
               t("Test on space {space}: shields left to right {shields}.", space=space, shields=described))
    return [Event("test", started,
                  {"space": space, "shields": shields, "lock": args["lock"], "trait": args["trait"]})]


@moves.move("roll", {"agent": NAME, "space": SPACE,
                     "hits": Field(int, min=0, max=30), "skulls": Field(int, min=0, max=30)})
def roll(state: dict, args: dict) -> list[Event]:
    """An agent's characteristic roll against the test on their space (their action for the TU): hits remove shields
    from the left, then riposte, then heart/time/special penalties."""
    name, space = args["agent"], args["space"]
    agent = _living_agent(state, name, t("Roll"))
    ensure(agent["space"] == space, t("Roll: {name} is not on space {space}; only the agents on a test's "
                                      "space roll against it.", name=name, space=space))
    test_here = state["tests"].get(space)
    ensure(test_here is not None, t("Roll: there is no test on space {space}.", space=space))
    trait = test_here["trait"]
    ensure(trait is None or agent["dice"].get(trait, 0) > 0,
           t("Roll: {name}'s receptacle has no {trait} dice for this locked test; {name} can only do nothing "
             "until it is defeated.", name=name, trait=trait) if test_here.get("lock") else
           t("Roll: {name}'s receptacle has no {trait} dice for this test; {name} can only move or do nothing.",
             name=name, trait=trait))
    _take_action(state, name, "roll")
    return _resolve_roll(state, name, space, args["hits"], args["skulls"])


def _resolve_roll(state: dict, name: str, space: str, hits: int, skulls: int) -> list[Event]:
    """The four steps of a die roll: roll, hits, riposte, automatic penalties."""
    agent, test_here = state["agents"][name], state["tests"][space]
    removed = _remove_shields(test_here["shields"], hits)
    left = _count(test_here)
    data = {"agent": name, "space": space, "hits": hits, "skulls": skulls, "removed": removed, "left": left}
    events = [Event("hits", t("Hits remove shields from the left: {name} rolls {hits} on space {space}, "
                              "{removed} removed, {left} left.", name=name, hits=plural(hits, "{n} hit", "{n} hits"),
                              space=space, removed=plural(removed, "{n} shield", "{n} shields"), left=left), data)]
    if not left:
        del state["tests"][space]
        state["cleared"].setdefault(state["location"], []).append(space)
        return events + [Event("completed", t("Test completed: {name} eliminates the last shield on space {space}.",
                                              name=name, space=space), {"agent": name, "space": space})]
    skull_shields = _count(test_here, "skull")
    if skulls and skull_shields:
        strength = skulls + skull_shields
        riposte = {"agent": name, "strength": strength, "resistance": agent["resistance"]}
        against = {"name": name, "skulls": plural(strength, "{n} skull", "{n} skulls"),
                   "resistance": agent["resistance"]}
        if agent["resistance"] < strength:
            events += _lose_lp(state, name, 1, "riposte",
                               t("Riposte: {skulls} against resistance {resistance}, {name} loses 1 LP", **against),
                               riposte)
        else:
            events.append(Event("riposte", t("Riposte: {skulls} against resistance {resistance}, {name} brushes it "
                                             "off.", **against), {**riposte, "lost": 0}))
    hearts, times, specials = (_count(test_here, kind) for kind in ("heart", "time", "special"))
    if hearts and agent["alive"] and state["status"] == "playing":
        events += _lose_lp(state, name, hearts, "heart_penalty",
                           t("Automatic penalty: {shields} left, {name} loses {n} LP",
                             shields=plural(hearts, "{n} heart shield", "{n} heart shields"), name=name, n=hearts))
    if times and state["status"] == "playing":
        shields = plural(times, "{n} time shield", "{n} time shields")
        spent = min(times, state["tu"])
        why = (t("Automatic penalty: {shields} left, the party loses {n} TU", shields=shields, n=times)
               if spent == times else
               t("Automatic penalty: {shields} left would cost {n} TU; the party loses the last {spent}",
                 shields=shields, n=times, spent=spent))
        events += _lose_tu(state, times, why, at=state["location"])
    if specials and state["status"] == "playing":
        shields = plural(specials, "{n} special shield", "{n} special shields")
        events.append(Event("special", t("Automatic penalty: {shields} left on space {space}; apply the scenario's "
                                         "special effect.", shields=shields, space=space),
                            {"space": space, "n": specials}))
    return events + _reset_abandoned_tests(state)


def _remove_shields(stacks: list[dict], hits: int) -> int:
    """Each hit eliminates one shield, always from the leftmost stack; empty stacks go away."""
    removed = 0
    while hits and stacks:
        taken = min(hits, stacks[0]["n"])
        stacks[0]["n"] -= taken
        hits, removed = hits - taken, removed + taken
        if not stacks[0]["n"]:
            stacks.pop(0)
    return removed


def _count(test_here: dict | None, kind: str | None = None) -> int:
    if not test_here:
        return 0
    return sum(s["n"] for s in test_here["shields"] if kind is None or s["kind"] == kind)


def _reset_test(state: dict, space: str, why: Text) -> Event:
    del state["tests"][space]
    return Event("test_reset", t("Test reset: {why}, so the test on space {space} starts over next time.",
                                 why=why, space=space),
                 {"space": space})


def _reset_abandoned_tests(state: dict) -> list[Event]:
    if state["status"] != "playing":
        return []    # the run is over: the board stays as it ended
    faced = {agent["space"] for _, agent in _living(state)}
    return [_reset_test(state, space, t("nobody faces it any more"))
            for space in list(state["tests"]) if space not in faced]


@moves.move("special_roll", {"agent": NAME, "hits": Field(int, min=0, max=30),
                             "skulls": Field(int, min=0, max=30),
                             "note": opt(str, None, max=60)})
def special_roll(state: dict, args: dict) -> list[Event]:
    """A die roll a location's own rule asks for: it costs no TU and no action; the card says what it does (apply that
    with damage, heal, token or item)."""
    name = args["agent"]
    _living_agent(state, name, t("Special roll"))
    rolled = {"name": name, "hits": plural(args["hits"], "{n} hit", "{n} hits"),
              "skulls": plural(args["skulls"], "{n} skull", "{n} skulls")}
    text = (t("Special roll, no TU: {name} rolls {hits} and {skulls} ({note}); the location's card says what "
              "follows.", **rolled, note=args["note"]) if args["note"] else
            t("Special roll, no TU: {name} rolls {hits} and {skulls}; the location's card says what follows.",
              **rolled))
    return [Event("special_roll", text,
                  {"agent": name, "hits": args["hits"], "skulls": args["skulls"], "note": args["note"]})]


# --- life points, death and return ----------------------------------------------------------------

@moves.move("damage", {"agent": NAME, "n": Field(int, min=1, max=20)})
def damage(state: dict, args: dict) -> list[Event]:
    """A card makes an agent lose n LP; at 0 LP the receptacle dies."""
    name = args["agent"]
    _living_agent(state, name, t("Damage"))
    events = _lose_lp(state, name, args["n"], "damage", t("Card effect: {name} loses {n} LP", name=name, n=args["n"]))
    return events + _reset_abandoned_tests(state)


@moves.move("heal", {"agent": NAME, "n": Field(int, min=1, max=20)})
def heal(state: dict, args: dict) -> list[Event]:
    """A card gives an agent n LP, never above the receptacle's maximum."""
    name = args["agent"]
    agent = _living_agent(state, name, t("Heal"))
    gained = min(args["n"], agent["lp_max"] - agent["lp"])
    agent["lp"] += gained
    healed = {"name": name, "gained": gained, "lp": agent["lp"]}
    text = (t("Life points never exceed the receptacle's maximum: {name} gains {gained} LP (capped at the "
              "receptacle's maximum {most}), now {lp}.", **healed, most=agent["lp_max"]) if gained < args["n"] else
            t("Life points never exceed the receptacle's maximum: {name} gains {gained} LP, now {lp}.", **healed))
    return [Event("heal", text, {"agent": name, "gained": gained, "lp": agent["lp"]})]


def _lose_lp(state: dict, name: str, n: int, kind: str, text: Text, data: dict | None = None) -> list[Event]:
    agent = state["agents"][name]
    lost = min(n, agent["lp"])
    agent["lp"] -= lost
    events = [Event(kind, t("{lost} ({left} left).", lost=text, left=agent["lp"]),
                    {**(data or {}), "agent": name, "lost": lost, "lp": agent["lp"]})]
    if agent["lp"] == 0:
        events += _die(state, name)
    return events


def _die(state: dict, name: str) -> list[Event]:
    agent = state["agents"][name]
    tu = state["tu"]
    returns = tu - RETURN_DELAY_TU if tu > RETURN_DELAY_TU else None
    agent.update({"alive": False, "space": None, "acted": None, "rejoining": False, "returns_at_tu": returns})
    text = (t("Death of a receptacle: {name} lost their last LP; {name} returns when the time marker reaches "
              "{returns} TU.", name=name, returns=returns) if returns is not None else
            t("Death of a receptacle: {name} lost their last LP; with {tu} TU left (7 or fewer), {name} cannot "
              "return this run.", name=name, tu=tu))
    events = [Event("death", text, {"agent": name, "returns_at_tu": returns})]
    if not any(True for _ in _living(state)):
        state["status"], state["ended_by"] = "failed", "Mission Failed (TU)"
        events.append(Event("failed", t("Mission failed: all receptacles are dead, the run ends; "
                                        "read the Mission Failed (TU) card."), {"reason": "all dead"}))
    return events


def _lose_tu(state: dict, n: int, why: Text, at: str | None) -> list[Event]:
    """Move the time marker ``n`` towards 0 (``why`` names the rule and the amount); 0 fails the
    mission; dead agents whose small pawn the marker reaches return."""
    spent = min(n, state["tu"])
    state["tu"] -= spent
    if at is not None:
        state["tu_by_location"][at] = state["tu_by_location"].get(at, 0) + spent
    events = [Event("tu", t("{why}, {left} TU left.", why=why, left=state["tu"]), {"tu": state["tu"], "spent": spent})]
    if state["tu"] == 0:
        state["status"], state["ended_by"] = "failed", "Mission Failed (TU)"
        return events + [Event("failed", t("Mission failed: the time marker reached 0; read the Mission Failed (TU) "
                                           "card."), {"reason": "tu"})]
    for name, agent in state["agents"].items():
        if not agent["alive"] and agent["returns_at_tu"] is not None and state["tu"] <= agent["returns_at_tu"]:
            agent.update({"alive": True, "lp": agent["lp_max"], "returns_at_tu": None, "rejoining": True})
            events.append(Event("return", t("Return from the vortex: the time marker reached {name}'s pawn; {name} "
                                            "is back with all {lp} LP and enters a space with another agent for "
                                            "free.", name=name, lp=agent["lp_max"]),
                                {"agent": name, "lp": agent["lp"]}))
            events += [_hand_back(state, item_id, owner) for item_id, owner in list(state["lent"].items())
                       if owner == name]
    return events


# --- items and state tokens -----------------------------------------------------------------------

@moves.move("item", {"agent": NAME, "item": ITEM, "agency": opt(bool, False)})
def item(state: dict, args: dict) -> list[Event]:
    """An agent takes an item card by its number; agency marks an Agency-stamped item, which survives new runs."""
    name, item_id = args["agent"], args["item"]
    _living_agent(state, name, t("Item"))
    holder = _holder(state, item_id)
    ensure(holder is None, t("Item {item}: {holder} already holds it.", item=item_id, holder=holder))
    state["agents"][name]["items"].append(item_id)
    if args["agency"] and item_id not in state["agency_items"]:
        state["agency_items"].append(item_id)
    taken = (t("Item {item}: {name} takes it. It bears the Agency logo and stays with the receptacle in later "
               "runs.", item=item_id, name=name) if args["agency"] else
             t("Item {item}: {name} takes it.", item=item_id, name=name))
    return [Event("item", taken, {"agent": name, "item": item_id, "agency": args["agency"]})]


@moves.move("give", {"from": NAME, "to": NAME, "item": ITEM})
def give(state: dict, args: dict) -> list[Event]:
    """Hand an item to another agent on the same space or with both pawns off the board; a dead agent's items can go
    to anyone."""
    giver, taker, item_id = args["from"], args["to"], args["item"]
    ensure(giver in state["agents"], t("Give: '{name}' is not one of the agents ({agents}).",
                                       name=giver, agents=state["seats"]))
    ensure(item_id in state["agents"][giver]["items"],
           t("Give: {giver} does not hold item {item}.", giver=giver, item=item_id))
    ensure(taker != giver, t("Give: {giver} already holds item {item}.", giver=giver, item=item_id))
    receiver = _living_agent(state, taker, t("Give"))
    source = state["agents"][giver]
    if source["alive"]:
        ensure(source["space"] == receiver["space"],
               t("Giving an item: {giver} and {taker} must be on the same space or both off the board.",
                 giver=giver, taker=taker))
    state["agents"][giver]["items"].remove(item_id)
    receiver["items"].append(item_id)
    if not source["alive"]:
        state["lent"].setdefault(item_id, giver)    # lent until its owner returns, even if passed on
    handed = {"giver": giver, "item": item_id, "taker": taker}
    text = (t("Giving an item: {giver} hands item {item} to {taker}.", **handed) if source["alive"] else
            t("Giving an item: {giver} hands item {item} to {taker} from the vortex, where its owner's possessions "
              "are the team's.", **handed))
    return [Event("give", text,
                  {"from": giver, "to": taker, "item": item_id})]


@moves.move("use", {"agent": NAME, "item": ITEM, "discard": opt(bool, False)})
def use(state: dict, args: dict) -> list[Event]:
    """An agent uses an item (their own, or a dead agent's); no two receptacles use one item in the same TU; discard
    removes it."""
    name, item_id = args["agent"], args["item"]
    _living_agent(state, name, t("Use"))
    holder = _holder(state, item_id)
    ensure(holder is not None, t("Use: nobody holds item {item}.", item=item_id))
    ensure(holder == name or not state["agents"][holder]["alive"],
           t("Use: item {item} belongs to {holder}; give it to {name} first.", item=item_id, holder=holder, name=name))
    user = state["used_items"].get(item_id)
    ensure(user in (None, name), t("Items: item {item} was already used by {user} this TU; two receptacles "
                                   "cannot use one item in the same TU.", item=item_id, user=user))
    state["used_items"][item_id] = name
    if args["discard"]:
        state["agents"][holder]["items"].remove(item_id)
        if item_id in state["agency_items"]:
            state["agency_items"].remove(item_id)
        state["lent"].pop(item_id, None)
    used = (t("Items: {name} uses item {item} and discards it.", name=name, item=item_id) if args["discard"] else
            t("Items: {name} uses item {item}.", name=name, item=item_id))
    return [Event("use", used,
                  {"agent": name, "item": item_id, "discard": args["discard"]})]


@moves.move("token", {"token": Field(str, min=1, max=30)})
def token(state: dict, args: dict) -> list[Event]:
    """The team gains a state token (shared, kept after use, lost at a new run)."""
    name = args["token"]
    ensure(name not in state["tokens"], t("State token: the team already has '{token}'.", token=name))
    state["tokens"].append(name)
    return [Event("token", t("State token: the team gains '{token}'; it serves everyone and is kept after use.",
                             token=name),
                  {"token": name})]


def _holder(state: dict, item_id: str) -> str | None:
    return next((name for name, agent in state["agents"].items() if item_id in agent["items"]), None)


def _hand_back(state: dict, item_id: str, owner: str) -> Event:
    """A lent item goes back to its owner, who is back in their receptacle (rule l.405)."""
    del state["lent"][item_id]
    holder = _holder(state, item_id)
    state["agents"][holder]["items"].remove(item_id)
    state["agents"][owner]["items"].append(item_id)
    return Event("item_back", t("Possessions of an agent in the vortex serve the others until they return: "
                                "{holder} hands item {item} back to {owner}.", holder=holder, item=item_id,
                                owner=owner),
                 {"from": holder, "to": owner, "item": item_id})


# --- shared checks --------------------------------------------------------------------------------

def _check_dice(name: str, dice: dict, what: Text) -> None:
    """A receptacle rolls at most the box's action dice for any characteristic."""
    for trait, n in sorted(dice.items()):
        ensure(n <= ACTION_DICE, t("{what}: the game has {most} action dice, so {name}'s receptacle cannot roll "
                                   "{n} for {trait}.", what=what, most=ACTION_DICE, name=name, n=n, trait=trait))


def _check_shield_supply(state: dict, shields: list[dict]) -> None:
    """The shields of every test on the board, this one included, come from the box's supply."""
    stacks = [s for test_here in state["tests"].values() for s in test_here["shields"]] + shields
    for kinds, most in SHIELD_SUPPLY.items():
        needed = sum(s["n"] for s in stacks if s["kind"] in kinds)
        ensure(needed <= most,
               t("Components: the game has {most} normal and skull shields (two faces of the same tokens), and "
                 "the tests on the board would need {needed}.", most=most, needed=needed) if len(kinds) > 1 else
               t("Components: the game has {most} {kind} shields, and the tests on the board would need {needed}.",
                 most=most, kind=SHIELD_NAMES[kinds[0]], needed=needed))

def _run_over(state: dict) -> Text | None:
    """Why no move but ``new_run`` may be made: the run ended (see :data:`GAME`)."""
    if state["status"] == "playing":
        return None
    return (t("The run is over (success); start a new run.") if state["status"] == "success"
            else t("The run is over (failed); start a new run."))


def held_by_a_lock(state: dict) -> list[str]:
    """The living agents (sorted) on a card whose test has a lock: until it is defeated they cannot
    leave it, so neither can the team leave the location."""
    return sorted(name for name, agent in _living(state) if state["tests"].get(agent["space"], {}).get("lock"))


def _living(state: dict):
    return ((name, agent) for name, agent in state["agents"].items() if agent["alive"])


def _living_agent(state: dict, name: str, what: Text) -> dict:
    """The living agent ``name``; ``what`` names the action refused otherwise."""
    agent = state["agents"].get(name)
    ensure(agent is not None, t("{what}: '{name}' is not one of the agents ({agents}).",
                                what=what, name=name, agents=state["seats"]))
    back = agent["returns_at_tu"]
    ensure(agent["alive"], t("{what}: {name} is dead, in the inter-temporal vortex until {back} TU.",
                             what=what, name=name, back=back) if back is not None else
           t("{what}: {name} is dead, in the inter-temporal vortex for the rest of this run.", what=what, name=name))
    return agent


def next_to_act(state: dict) -> str | None:
    """The agent the table's dice and idle button act for: in seat order, the first living agent
    on the board who has not yet acted in the open action round (None outside a round)."""
    if state["status"] != "playing" or not state["round_open"]:
        return None
    return next((name for name in state["seats"] if state["agents"][name]["alive"]
                 and state["agents"][name]["space"] is not None and state["agents"][name]["acted"] is None), None)


def phase(state: dict) -> str:
    """The stretch of the run: ``base`` before its first location, ``travel`` between locations,
    ``location`` at one, ``round`` while an action round is open; ``success`` or ``failed`` once
    it ended."""
    if state["status"] != "playing":
        return state["status"]
    if state["location"] is None:
        return "base" if state["at_base"] else "travel"
    return "round" if state["round_open"] else "location"


def shield_costs(test_here: dict) -> list[dict]:
    """Each remaining stack, left to right, with what it costs every roll that leaves it standing."""
    return [{"kind": s["kind"], "n": s["n"], "name": SHIELD_NAMES[s["kind"]], "cost": SHIELD_COST[s["kind"]](s["n"])}
            for s in test_here["shields"]]


GAME = Game(
    id="timestories",
    title="T.I.M.E Stories",
    listed=1,
    setup=moves.setup,
    moves=moves,
    # A failed run is not the end: the team starts the next run (new_run).
    over=lambda state: state["status"] == "success",
    current_player=next_to_act,
    phase=phase,
    end_sentence=_run_over,
    glossary={"TU": "Temporal Units", "LP": "life points", "receptacle": "the character an agent possesses",
              "Time Captain": "the player who spends TU and rolls the Time Captain die"},
)
