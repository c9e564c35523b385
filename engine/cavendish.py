"""T.I.M.E Stories Revolution: Cavendish, the Azrak clock.

Revolution has no Temporal Units: the clock is 31 Azrak crystals that move
between each receptacle's pool, the Vortex, the Mission Return card, the
locations of the House Plan and the box. This module moves every one of them
the way the rulebook (``../shared/rules/time-stories-revolution-cavendish.txt``)
says, and checks after every action that all 31 are still accounted for.

A round has three phases: ``captain`` (the Time Captain chooses a location and
pays 1 Azrak onto it), ``discovery`` (recon, explore, tests, stand by; leave
when everyone stands by) and ``between`` (Standard Update, swaps, the
captaincy passes left). Spent and lost Azrak go to the Vortex; gains come from
it. An agent whose pool reaches 0 has a broken link and nothing else may
happen until they choose ``emergency_update`` or ``lose_control``.

Players and receptacles: agents are named after their receptacles (Anton,
Amy, Jennifer, Doug). ``played`` lists them in seating order, clockwise, so
"the player on the left" is the next name. A solo player (``players: 1``)
plays Anton and Amy with the two-player rules.

The actions (every field is checked; each one's docstring documents it):

``setup {receptacles:[{name, azrak, strength, confidence, dexterity}] x4, played:[names], players?}``
``choose_location {location}``                 Time Captain phase
``read {agent, conflict?}``, ``explore {agent, free?, conflict?}``, ``standby {agent}``,
``test {agent, value|attribute, difficulty, boost, support:{name: n}, destiny?, group, free?}``,
``boost {n?}``, ``support {agent, n?}``, ``difficulty {value}``, ``destiny {value}`` (a waiting test),
``select {agent}`` (table focus: whom the buttons act for; no rule effect),
``give_items {agent, to?, free?}``, ``and_choice {agent, free?}``, ``eject {agent}``, ``end_conflict {}``,
``leave_location {}``                           Discovery phase
``standard_update {shares?, free?}``, ``next_captain {}``   Between Locations phase
``fear {agent, n}``, ``attribute {agent, attribute, value}``, ``lose {agent, n}``,
``gain {agent, n}``, ``reshuffle_destiny {}``   card effects, any phase
``emergency_update {agent, free?}``, ``lose_control {agent}``   after a broken link
``end_mission {damien, elixir, anigimas, anton_dead}`` (or ``epilogue {}`` then four
``answer {question, yes}``), ``abandon {}``
"""

from __future__ import annotations

from engine.core import Event, Field, Game, InvariantBroken, Moves, ensure, ensure_form, opt
from engine.text import Text, and_list, t

CRYSTALS = 31
RECEPTACLES = ("Anton", "Amy", "Jennifer", "Doug")
ATTRIBUTES = ("strength", "confidence", "dexterity")
ATTRIBUTE_NAMES = {"strength": t("Strength"), "confidence": t("Confidence"), "dexterity": t("Dexterity")}
ATTRIBUTE_SHORT = {"strength": t("STR"), "confidence": t("CON"), "dexterity": t("DEX")}
DESTINY_CARDS = 6
PHASE_NAMES = {"captain": t("Time Captain"), "discovery": t("Discovery"), "between": t("Between Locations")}
MISSION_STATUS = {"failed": t("failed"), "complete": t("complete")}
# What a player may do at no cost, as the refusal names it when there is no such free action.
FREE_ACTIONS = {"explore": t("explore"), "test": t("test"), "give_items": t("give items"),
                "and_choice": t("and choice")}
RESULTS = {"failure": t("failure (below)"), "critical": t("critical success (equal)"),
           "success": t("success (above)")}
# The end-of-mission questions in the rulebook's order: the question, a short form for the
# kiosk, and the Azrak a "yes" adds to (or removes from) the Mission Return card.
QUESTIONS = {
    "damien": (t("Did you rescue Damien?"), t("Damien rescued?"), -1),
    "elixir": (t("Did you find the elixir of eternal life?"), t("Elixir of eternal life found?"), -1),
    "anigimas": (t("Did you free Anigimas by giving him the emerald?"), t("Anigimas freed (emerald)?"), 2),
    "anton_dead": (t("Is Anton dead?"), t("Anton dead?"), 1),
}
# Updates at no cost for the whole mission, by player count (solo plays the 2-player rules).
FREE_UPDATES = {1: 2, 2: 2, 3: 1, 4: 0}


class CrystalCountError(InvariantBroken):
    """The 31 Azrak are no longer all accounted for: the move is refused rather than played on."""


# --- reading the state -------------------------------------------------------

def crystals_in_play(state: dict) -> dict:
    """Where the 31 Azrak are: pools, Vortex, Mission Return, locations, box."""
    return {
        "pools": sum(a["azrak"] for a in state["agents"].values()),
        "vortex": state["vortex"],
        "mission_return": state["mission_return"],
        "locations": sum(loc["azrak"] for loc in state["locations"].values()),
        "box": state["box"],
    }


def check_crystals(state: dict) -> None:
    """Raise :class:`CrystalCountError` unless every Azrak is accounted for exactly once."""
    where = crystals_in_play(state)
    if sum(where.values()) != CRYSTALS or min(where.values()) < 0:
        raise CrystalCountError(t("Azrak count broken: {where} does not add up to {total}; the action is refused.",
                                  where=where, total=CRYSTALS))
    for name, agent in state["agents"].items():
        if not 0 <= agent["azrak"] <= agent["start"]:
            raise CrystalCountError(t("Azrak count broken: {name}'s pool {n} is outside 0..{start}; "
                                      "the action is refused.", name=name, n=agent["azrak"], start=agent["start"]))


def _pool(state: dict, name: str) -> str:
    """``Amy 3/6``: names and numbers only, so it needs no translation."""
    agent = state["agents"][name]
    return f"{name} {agent['azrak']}/{agent['start']}"


def _two_player_rules(state: dict) -> bool:
    return state["players"] <= 2


# --- guards (each raises IllegalAction with the sentence a player reads) -------

def _no_broken_link(state: dict) -> None:
    ensure(not state["broken"], t("Broken link: {name} must first choose an Emergency Update or to lose control.",
                                  name=state["pending"]))


def _no_pending(state: dict) -> None:
    """Nothing else may happen while a link is broken, a test waits for its Destiny card or the
    end-of-mission questions are being answered."""
    _no_broken_link(state)
    ensure(state["epilogue"] is None, t("End of mission: answer the remaining questions (or undo)."))
    ensure(state["test"] is None, t("{name}'s test waits for its Destiny card first.",
                                    name=(state["test"] or {}).get("agent")))


def _phase(state: dict, phase: str, doing: Text) -> None:
    ensure(state["phase"] == phase, t("{doing} happens in the {phase} phase, not the {current} phase.",
                                      doing=doing, phase=PHASE_NAMES[phase], current=PHASE_NAMES[state["phase"]]))


def _free_to_act(state: dict, name: str, doing: Text) -> dict:
    """The named agent, who must also not be held by a conflict."""
    agent = _agent(state, name, doing)
    ensure(not agent["conflict"], t("{name} is in a personal conflict and must resolve its test before they "
                                    "can {doing}.", name=name, doing=doing))
    ensure(state["group_conflict"] is None, t("Group conflict: every agent tests until it is resolved, "
                                              "so {name} cannot {doing} now.", name=name, doing=doing))
    return agent


def _not_played(state: dict, name: str) -> Text:
    return t("{name} is not a played receptacle (played: {played}).", name=name, played=state["seats"])


def _agent(state: dict, name: str, doing: Text) -> dict:
    """The named agent, who must be played and not ejected."""
    ensure(name in state["agents"], _not_played(state, name))
    agent = state["agents"][name]
    ensure(not agent["ejected"], t("{name} is ejected from the location and cannot {doing}.", name=name, doing=doing))
    return agent


def _after_recon(state: dict, doing: Text) -> None:
    """The Actions step comes after every agent at the location took their recon card (l.185, l.193)."""
    missing = [n for n, a in state["agents"].items() if not a["ejected"] and not a["recon"]]
    ensure(not missing, t("{doing} comes after location recon: {names} has not taken a recon card yet.",
                          doing=doing, names=and_list(missing)) if len(missing) == 1 else
           t("{doing} comes after location recon: {names} have not taken a recon card yet.",
             doing=doing, names=and_list(missing)))


def _eject(agent: dict) -> None:
    """An ejected agent leaves their panorama card, and with it any personal conflict it held them in."""
    agent.update(ejected=True, standby=True, conflict=False)


# --- moving crystals -----------------------------------------------------------

def _spend(state: dict, name: str, n: int, why: Text, to_location: str | None = None) -> list[Event]:
    """Spend (or lose) ``n`` Azrak from a pool into the Vortex (or onto a location).

    Spending the last one breaks the link: the agent is queued to choose.
    """
    agent = state["agents"][name]
    ensure(agent["azrak"] >= n, t("{why}: {name} has only {has} Azrak, {n} are needed.",
                                  why=why, name=name, has=agent["azrak"], n=n))
    if n == 0:
        return []
    agent["azrak"] -= n
    if to_location is None:
        state["vortex"] += n
    else:
        state["locations"][to_location]["azrak"] += n
    if agent["azrak"] > 0:
        return []
    state["broken"].append({"agent": name, "spent_to": to_location})
    state["pending"] = state["broken"][0]["agent"]
    return [Event("broken_link", t("Broken link: {name} spent their last Azrak and must choose "
                                   "an Emergency Update or to lose control.", name=name), {"agent": name})]


def _refill(state: dict, name: str, wanted: int) -> int:
    """Move up to ``wanted`` Azrak from the Vortex to a pool, never above its start."""
    agent = state["agents"][name]
    n = min(wanted, agent["start"] - agent["azrak"], state["vortex"])
    agent["azrak"] += n
    state["vortex"] -= n
    return n


def _free_action(state: dict, name: str, kind: str) -> Text:
    """Use an action at no cost, or refuse; returns the rule's name for the event."""
    if kind == "explore" and _two_player_rules(state):
        agent = state["agents"][name]
        ensure(not agent["free_explore_used"], t("{name} already used this round's free explore.", name=name))
        agent["free_explore_used"] = True
        return t("2-player free explore")
    ensure(state["players"] == 3,
           t("With {n} player(s) there is no free {action}.", n=state["players"], action=FREE_ACTIONS[kind]))
    ensure(name == state["captain"], t("With 3 players only the Time Captain ({captain}) has a free action.",
                                       captain=state["captain"]))
    ensure(not state["captain_free_used"], t("The Time Captain already used this round's free action."))
    state["captain_free_used"] = True
    return t("3-player Time Captain free action")


def _paid_action(state: dict, name: str, kind: str, free: bool, why: Text) -> tuple[list[Event], Text]:
    """Pay 1 Azrak for an action (or use a free one); returns events and a cost phrase."""
    if free:
        return [], t("free ({rule})", rule=_free_action(state, name, kind))
    return _spend(state, name, 1, why), t("1 Azrak to the Vortex")


# --- setup ---------------------------------------------------------------------

RECEPTACLE = {
    "name": Field(str, choices=RECEPTACLES),
    "azrak": Field(int, min=1, max=CRYSTALS),
    "strength": Field(int, min=0, max=9),
    "confidence": Field(int, min=0, max=9),
    "dexterity": Field(int, min=0, max=9),
}


def _checked(apply):
    """Wrap a move so every accepted action is followed by the 31-crystal check, and record
    in ``moved`` how the counts changed (the kiosk shows it as the crystals' movement)."""
    def run(state: dict, args: dict) -> list[Event]:
        before = crystals_in_play(state)
        events = apply(state, args)
        check_crystals(state)
        after = crystals_in_play(state)
        state["moved"] = {k: after[k] - before[k] for k in after if after[k] != before[k]}
        return events
    return run


AGENT = Field(str, min=1, max=20)
N = Field(int, min=1, max=CRYSTALS)
FREE = opt(bool, False)
CONFLICT = opt(str, None, choices=("personal", "group"))

moves = Moves(frame=lambda name, apply: _checked(apply))


@moves.move("setup", {"receptacles": Field(list, min=4, max=4, of=RECEPTACLE),
                      "played": Field(list, min=2, max=4, of=Field(str, choices=RECEPTACLES)),
                      "players": opt(int, None, min=1, max=4)})
def setup(state: dict, args: dict) -> list[Event]:
    """Setup: the four receptacle cards (starting Azrak, Strength, Confidence, Dexterity) and the played ones in
    seating order; 'players: 1' is solo with Anton and Amy. Unplayed Azrak go to the Vortex, the rest of the 31 to
    the box; Anton captains."""
    cards = {r["name"]: r for r in args["receptacles"]}
    ensure_form(sorted(cards) == sorted(RECEPTACLES) and len(args["receptacles"]) == 4,
                t("'setup' field 'receptacles' must list Anton, Amy, Jennifer and Doug once each."))
    total = sum(r["azrak"] for r in cards.values())
    ensure_form(total <= CRYSTALS, t("'setup' receptacles start with {total} Azrak in all, "
                                     "more than the {box} in the box.", total=total, box=CRYSTALS))
    played = args["played"]
    ensure_form(len(set(played)) == len(played), t("'setup' field 'played' names a receptacle twice."))
    players = args["players"] or len(played)
    seats = len(played)
    if players == 1:
        ensure(seats == 2, t("Solo: one player plays two receptacles, Anton and Amy."))
    else:
        ensure(players == seats, t("{players} players play {players} receptacles, not {seats}.",
                                   players=players, seats=seats))
    ensure("Anton" in played and "Amy" in played,
           t("Setup: Anton and Amy must be played with any number of players."))
    unplayed = [name for name in RECEPTACLES if name not in played]
    state.update({
        "players": players,
        "seats": list(played),
        "round": 1,
        "phase": "captain",
        "captain": "Anton",
        "location": None,
        "vortex": sum(cards[name]["azrak"] for name in unplayed),
        "mission_return": 0,
        "box": CRYSTALS - total,
        "locations": {},
        "agents": {name: {
            "azrak": cards[name]["azrak"], "start": cards[name]["azrak"],
            "strength": cards[name]["strength"], "confidence": cards[name]["confidence"],
            "dexterity": cards[name]["dexterity"], "fear": 0,
            "standby": True, "ejected": False, "recon": False, "lost_control": False,
            "free_explore_used": False, "conflict": False,
        } for name in played},
        "free_updates": FREE_UPDATES[players],
        "update_owed": False,
        "updated": False,
        "captain_free_used": False,
        "test": None,
        "selected": "Anton",
        "group_conflict": None,
        "epilogue": None,
        "destiny_discard": [],
        "broken": [],
        "pending": None,
        "status": "playing",
        "score": None,
        "moved": {},
    })
    check_crystals(state)
    who = t("solo (two receptacles)") if players == 1 else t("{n} players", n=players)
    return [Event("setup", t("Setup: {who} as {played}; unplayed Azrak to the Vortex ({vortex}), "
                             "{box} back to the box; Anton is Time Captain.",
                             who=who, played=played, vortex=state["vortex"], box=state["box"]),
                  {"vortex": state["vortex"], "box": state["box"]})]


# --- Time Captain phase ----------------------------------------------------------

@moves.move("choose_location", {"location": Field(str, min=1, max=3)})
def choose_location(state: dict, args: dict) -> list[Event]:
    """Time Captain phase: the captain puts 1 Azrak on the chosen location (a letter); Discovery begins."""
    _no_pending(state)
    _phase(state, "captain", t("Choosing a location"))
    letter, captain = args["location"], state["captain"]
    _agent(state, captain, t("choose a location"))
    loc = state["locations"].setdefault(letter, {"azrak": 0, "fear": 0})
    state["location"], state["phase"] = letter, "discovery"
    for agent in state["agents"].values():
        agent.update(standby=True, recon=False, lost_control=False)
    events = [Event("location", t("Choose a location: Time Captain {captain} places 1 Azrak on "
                                  "location {location} (now {n} there).",
                                  captain=captain, location=letter, n=loc["azrak"] + 1),
                    {"location": letter, "agent": captain})]
    return events + _spend(state, captain, 1, t("Choose a location"), to_location=letter)


# --- Discovery phase ---------------------------------------------------------------

def _acting(state: dict, args: dict, step: Text, doing: Text) -> tuple[str, dict]:
    """The agent of a Discovery action: nothing pending, the right phase, free to act."""
    _no_pending(state)
    _phase(state, "discovery", step)
    return args["agent"], _free_to_act(state, args["agent"], doing)


@moves.move("read", {"agent": AGENT, "conflict": CONFLICT})
def read(state: dict, args: dict) -> list[Event]:
    """Location recon: the agent takes their first panorama card at no cost; 'conflict' (personal or group) if it
    shows a conflict icon."""
    name, agent = _acting(state, args, t("Location recon"), t("take a recon card"))
    ensure(not agent["recon"], t("{name} already took their recon card; another card costs 1 Azrak (explore).",
                                 name=name))
    agent.update(recon=True, standby=False)
    events = [Event("read", t("Location recon: {name} takes a panorama card at no cost.", name=name),
                    {"agent": name})]
    return events + _start_conflict(state, name, args["conflict"])


@moves.move("explore", {"agent": AGENT, "free": FREE, "conflict": CONFLICT})
def explore(state: dict, args: dict) -> list[Event]:
    """Explore, once every agent took their recon card: return the card, take another for 1 Azrak to the Vortex;
    'free' uses the 2-player free explore or the 3-player captain's free action; 'conflict' as for read."""
    name, agent = _acting(state, args, t("Exploring"), t("explore"))
    ensure(agent["recon"], t("{name} takes their recon card first (read), which is free.", name=name))
    _after_recon(state, t("Exploring"))
    agent["standby"] = False
    broken, cost = _paid_action(state, name, "explore", args["free"], t("Explore"))
    return ([Event("explore", t("Explore: {name} swaps panorama cards, {cost} ({pool}).",
                                name=name, cost=cost, pool=_pool(state, name)),
                   {"agent": name, "free": args["free"]})] + broken
            + _start_conflict(state, name, args["conflict"]))


def _start_conflict(state: dict, name: str, kind: str | None) -> list[Event]:
    """A card with a conflict icon: personal holds its reader, group holds everyone."""
    if kind == "personal":
        state["agents"][name]["conflict"] = True
        return [Event("conflict", t("Personal conflict: {name} must resolve the card's test before doing "
                                    "anything else.", name=name), {"agent": name, "conflict": kind})]
    if kind == "group":
        state["group_conflict"] = []
        return [Event("conflict", t("Group conflict: {name}'s card stops everyone; each agent attempts one "
                                    "test per turn until it is resolved.", name=name),
                      {"agent": name, "conflict": kind})]
    return []


@moves.move("end_conflict")
def end_conflict(state: dict, args: dict) -> list[Event]:
    """Group conflict resolved: the adversary is defeated."""
    _no_pending(state)
    ensure(state["group_conflict"] is not None, t("Group conflict: none is under way."))
    state["group_conflict"] = None
    return [Event("conflict_over", t("Group conflict resolved: the adversary is defeated and the adventure "
                                     "resumes."))]


@moves.move("standby", {"agent": AGENT})
def standby(state: dict, args: dict) -> list[Event]:
    """Stand by: the agent returns their panorama card and may support or give items."""
    name, agent = _acting(state, args, t("Standing by"), t("stand by"))
    ensure(not agent["standby"], t("{name} is already in stand by (no panorama card in front of them).", name=name))
    _after_recon(state, t("Standing by"))
    agent["standby"] = True
    return [Event("standby", t("Stand by: {name} returns their card to the panorama and can support.", name=name),
                  {"agent": name})]


def _support_limits(state: dict, support: dict, tester: str, group: bool) -> None:
    """Who may support and how much, for the whole test so far (``support`` is {agent: Azrak})."""
    for name in support:
        supporter = _agent(state, name, t("support"))
        ensure(name != tester, t("{name} cannot support their own test (boost it instead).", name=name))
        ensure(group or supporter["standby"],
               t("Support: {name} has a panorama card in front of them; only agents in stand by support "
                 "outside a group conflict.", name=name))
    spent = sorted((n for n in support.values() if n > 0), reverse=True)
    if _two_player_rules(state):
        ensure(all(n <= 3 for n in spent), t("Support: with 2 players the supporter spends at most 3 Azrak."))
    elif state["players"] == 3:
        ensure(all(n <= 2 for n in spent) and spent[1:2] in ([], [1]),
               t("Support: with 3 players one supporter may spend up to 2 Azrak, the others at most 1."))
    else:
        ensure(all(n <= 1 for n in spent), t("Support: each agent in stand by spends at most 1 Azrak."))


def test_total(running: dict) -> int:
    """A test's value so far: attribute + boost + support (the Destiny card comes last)."""
    return running["value"] + running["boost"] + sum(running["support"].values())


@moves.move("test", {"agent": AGENT, "attribute": opt(str, None, choices=ATTRIBUTES),
                     "value": opt(int, None, min=0, max=20), "difficulty": opt(int, None, min=0, max=30),
                     "boost": opt(int, 0, min=0, max=CRYSTALS), "support": opt(dict, {}, of=Field(int, min=0, max=3)),
                     "destiny": opt(int, None, min=-9, max=9), "group": opt(bool, False), "free": FREE})
def test(state: dict, args: dict) -> list[Event]:
    """Test on the card in front of the agent (or the group conflict card), after every agent's recon unless a
    conflict is being resolved: 1 Azrak to initiate (or 'free' for the 3-player captain), 'boost' Azrak +1 each,
    'support' {agent: Azrak} from agents in stand by (anyone during a group conflict, which 'group' asserts is under
    way), then the Destiny modifier; without 'destiny' the test waits (boost, support, difficulty, destiny actions).
    'value' overrides the attribute (item bonuses)."""
    _no_pending(state)
    _phase(state, "discovery", t("A test"))
    name = args["agent"]
    tester = _agent(state, name, t("attempt a test"))
    attribute, value = args["attribute"], args["value"]
    ensure_form(attribute is not None or value is not None,
                t("'test' needs the tested 'attribute' or its 'value'."))
    ensure_form(args["difficulty"] is not None or args["destiny"] is None,
                t("'test' with a 'destiny' needs its 'difficulty' too."))
    conflict = state["group_conflict"]
    ensure(conflict is not None or not args["group"],
           t("Group conflict: none is under way (a card read with conflict 'group' starts one)."))
    # A test is on the card in front of its agent (l.249, l.498), or on the group conflict card.
    ensure(conflict is not None or not tester["standby"],
           t("Test: {name} has no panorama card in front of them, so there is no test to attempt.", name=name))
    if conflict is None and not tester["conflict"]:
        _after_recon(state, t("A test"))
    ensure(conflict is None or name not in conflict,
           t("Group conflict: {name} already tested this turn; the others test first.", name=name))
    ensure(len(state["destiny_discard"]) < DESTINY_CARDS,
           t("Destiny: all {n} cards are in the discard; reshuffle them into a pile first.", n=DESTINY_CARDS))
    cost = args["boost"] + (0 if args["free"] else 1)
    ensure(tester["azrak"] >= cost, t("Test: {name} has {has} Azrak, {cost} needed to initiate and boost.",
                                      name=name, has=tester["azrak"], cost=cost))
    if args["free"]:
        _free_action(state, name, "test")
    state["test"] = {"agent": name, "attribute": attribute,
                     "value": tester[attribute] if value is None else value,
                     "difficulty": args["difficulty"], "boost": args["boost"], "support": {},
                     "group": conflict is not None}
    what = ATTRIBUTE_NAMES[attribute] if attribute else t("value")
    against = (t(" against difficulty {difficulty}", difficulty=args["difficulty"])
               if args["difficulty"] is not None else "")
    initiation = t(", initiation free,") if args["free"] else ""
    events = [Event("test_started", t("Test: {name} spends {cost} Azrak{initiation} to use {what} {value}, "
                                      "boost +{boost}{against}.", name=name, cost=cost, initiation=initiation,
                                      what=what, value=state["test"]["value"], boost=args["boost"],
                                      against=against),
                    {"agent": name, "cost": cost, "value": state["test"]["value"],
                     "difficulty": args["difficulty"]})]
    events += _spend(state, name, cost, t("Test")) + _conflict_turn(state, name)
    for helper, n in args["support"].items():
        events += _add_support(state, helper, n)
    if args["destiny"] is not None:
        events += _resolve_test(state, args["destiny"])
    return events


def _waiting_test(state: dict, doing: Text) -> dict:
    _no_broken_link(state)
    ensure(state["test"] is not None, t("{doing}: there is no test waiting for its Destiny card.", doing=doing))
    return state["test"]


@moves.move("boost", {"n": opt(int, 1, min=1, max=CRYSTALS)})
def boost(state: dict, args: dict) -> list[Event]:
    """Boost the waiting test: the tester spends n more Azrak, +1 each."""
    waiting = _waiting_test(state, t("Boost"))
    name, n = waiting["agent"], args["n"]
    _agent(state, name, t("boost"))
    ensure(not waiting["support"], t("Boost: {name}'s test is already supported; a test is initiated, "
                                     "boosted, then supported.", name=name))
    waiting["boost"] += n
    total = test_total(waiting)
    events = [Event("boost", t("Boost: {name} spends {n} more Azrak, +{n} (total {total}).",
                               name=name, n=n, total=total),
                    {"agent": name, "n": n, "total": total})]
    return events + _spend(state, name, n, t("Boost"))


@moves.move("support", {"agent": AGENT, "n": opt(int, 1, min=1, max=3)})
def support(state: dict, args: dict) -> list[Event]:
    """Support the waiting test: the agent spends n Azrak, +1 each, within the player-count limits."""
    _waiting_test(state, t("Support"))
    return _add_support(state, args["agent"], args["n"])


def _add_support(state: dict, name: str, n: int) -> list[Event]:
    waiting = state["test"]
    if n == 0:
        _agent(state, name, t("support"))
        return []
    given = dict(waiting["support"])
    given[name] = given.get(name, 0) + n
    _support_limits(state, given, waiting["agent"], waiting["group"])
    waiting["support"] = given
    total = test_total(waiting)
    events = [Event("support", t("Support: {name} spends {n} Azrak for +{n} to {tester}'s test (total {total}).",
                                 name=name, n=n, tester=waiting["agent"], total=total),
                    {"agent": name, "n": n, "total": total})]
    return events + _spend(state, name, n, t("Support"))


@moves.move("difficulty", {"value": Field(int, min=0, max=30)})
def difficulty(state: dict, args: dict) -> list[Event]:
    """Set the waiting test's difficulty (when it was started without one)."""
    waiting = _waiting_test(state, t("Difficulty"))
    waiting["difficulty"] = args["value"]
    return [Event("difficulty", t("Test: the difficulty of {tester}'s test is {value}.",
                                  tester=waiting["agent"], value=args["value"]),
                  {"difficulty": args["value"]})]


def _conflict_turn(state: dict, name: str) -> list[Event]:
    """Count a test towards the group conflict's turn, or settle the tester's personal conflict."""
    tested = state["group_conflict"]
    if tested is None:
        state["agents"][name]["conflict"] = False
        return []
    tested.append(name)
    if any(not a["ejected"] and n not in tested for n, a in state["agents"].items()):
        return []
    state["group_conflict"] = []
    return [Event("conflict_turn", t("Group conflict: every agent has tested, the turn ends and a new one begins "
                                     "unless the adversary is defeated."))]


@moves.move("destiny", {"value": Field(int, min=-9, max=9)})
def destiny(state: dict, args: dict) -> list[Event]:
    """Destiny: the revealed card's modifier completes the waiting test."""
    waiting = _waiting_test(state, t("Destiny"))
    ensure(waiting["difficulty"] is not None, t("Destiny: the difficulty of {tester}'s test is not set yet.",
                                                tester=waiting["agent"]))
    return _resolve_test(state, args["value"])


def _resolve_test(state: dict, modifier: int) -> list[Event]:
    """Reveal the Destiny card: final value against difficulty. The tester resolves it even if their
    link broke while paying: they complete the action they paid for."""
    done, state["test"] = state["test"], None
    state["destiny_discard"].append(modifier)
    final = test_total(done) + modifier
    result = "failure" if final < done["difficulty"] else "critical" if final == done["difficulty"] else "success"
    return [Event("test", t("Test resolution: {tester} reaches {value} +{boost} boost +{support} support "
                            "{destiny:+d} Destiny = {final} against {difficulty}, a {result}.",
                            tester=done["agent"], value=done["value"], boost=done["boost"],
                            support=sum(done["support"].values()), destiny=modifier, final=final,
                            difficulty=done["difficulty"], result=RESULTS[result]),
                  {"agent": done["agent"], "result": result, "final": final, "destiny": modifier,
                   "difficulty": done["difficulty"]})]


@moves.move("select", {"agent": AGENT})
def select(state: dict, args: dict) -> list[Event]:
    """Table focus: the agent whose receptacle card was scanned; the table's buttons act for them. No rule changes and
    no Azrak moves."""
    name = args["agent"]
    ensure(name in state["agents"], _not_played(state, name))
    state["selected"] = name
    return [Event("select", t("Table: {name}'s receptacle card was scanned; the buttons now act for {name}.",
                              name=name), {"agent": name})]


@moves.move("give_items", {"agent": AGENT, "to": opt(str, None, min=1, max=20), "free": FREE})
def give_items(state: dict, args: dict) -> list[Event]:
    """Swapping items during Discovery: an agent in stand by pays 1 Azrak to give one or more items (to another agent,
    optional)."""
    name, agent = _acting(state, args, t("Giving items"), t("give items"))
    to = args["to"]
    ensure(agent["standby"], t("Giving items: {name} must be in stand by (no panorama card) to give items.",
                               name=name))
    _after_recon(state, t("Giving items"))
    if to is not None:
        _agent(state, to, t("receive items"))
        ensure(to != name, t("{name} cannot give items to themselves.", name=name))
    broken, cost = _paid_action(state, name, "give_items", args["free"], t("Giving items"))
    target = t(" to {name}", name=to) if to else ""
    return [Event("give_items", t("Swapping items: {name} in stand by gives items{target}, {cost}.",
                                  name=name, target=target, cost=cost),
                  {"agent": name, "to": to})] + broken


@moves.move("and_choice", {"agent": AGENT, "free": FREE})
def and_choice(state: dict, args: dict) -> list[Event]:
    """OR/AND cost: the agent pays 1 Azrak to take both options."""
    _no_pending(state)
    name = args["agent"]
    _free_to_act(state, name, t("choose both options"))
    broken, cost = _paid_action(state, name, "and_choice", args["free"], t("OR/AND cost"))
    return [Event("and_choice", t("OR/AND cost: {name} takes both options for {cost} and removes the card.",
                                  name=name, cost=cost),
                  {"agent": name})] + broken


@moves.move("eject", {"agent": AGENT})
def eject(state: dict, args: dict) -> list[Event]:
    """Ejection by a card: the agent cannot act until the Between Locations phase."""
    _no_pending(state)
    _phase(state, "discovery", t("Ejection"))
    name = args["agent"]
    _eject(_agent(state, name, t("be ejected again")))
    return [Event("eject", t("Ejection: a card ejects {name}, who returns in the Between Locations phase.",
                             name=name), {"agent": name})]


@moves.move("leave_location")
def leave_location(state: dict, args: dict) -> list[Event]:
    """Leave the location once every agent took their recon card and stands by: Between Locations phase; ejected
    agents return."""
    _no_pending(state)
    _phase(state, "discovery", t("Leaving a location"))
    ensure(state["group_conflict"] is None, t("Leaving: the group conflict must be resolved first."))
    _after_recon(state, t("Leaving a location"))
    reading = [n for n, a in state["agents"].items() if not a["ejected"] and not a["standby"]]
    ensure(not reading,
           t("Leaving: every agent must be in stand by first ({names} still has a panorama card).",
             names=and_list(reading)) if len(reading) == 1 else
           t("Leaving: every agent must be in stand by first ({names} still have panorama cards).",
             names=and_list(reading)))
    state["phase"], state["updated"] = "between", False
    events = [Event("leave", t("Between Locations phase: the group leaves location {location}.",
                               location=state["location"]),
                    {"location": state["location"]})]
    returning = [n for n, a in state["agents"].items() if a["ejected"]]
    for name in returning:
        agent = state["agents"][name]
        state["update_owed"] = state["update_owed"] or agent["lost_control"]
        agent["ejected"] = False
    if returning:
        owed = t("; a Standard Update is owed") if state["update_owed"] else ""
        events.append(Event("return", t("Ejected agents return between locations: {names}{owed}.",
                                        names=returning, owed=owed),
                            {"agents": returning, "update_owed": state["update_owed"]}))
    return events


# --- Between Locations phase ------------------------------------------------------

def even_shares(state: dict, available: int) -> dict:
    """Share ``available`` Azrak as evenly as the caps allow.

    One crystal at a time to whoever has received the fewest so far (then the
    lowest pool, then seat order), skipping full pools.
    """
    shares = {name: 0 for name in state["seats"]}
    room = {name: a["start"] - a["azrak"] for name, a in state["agents"].items()}
    order = {name: i for i, name in enumerate(state["seats"])}
    for _ in range(available):
        open_ = [n for n in shares if shares[n] < room[n]]
        if not open_:
            break
        who = min(open_, key=lambda n: (shares[n], state["agents"][n]["azrak"] + shares[n], order[n]))
        shares[who] += 1
    return {name: n for name, n in shares.items() if n}


def _fail(state: dict, why: Text) -> list[Event]:
    state["status"] = "failed"
    return [Event("failed", t("Premature mission end: {why}.", why=why))]


def _use_free_update(state: dict, kind: Text, by_card: bool) -> Text:
    """An Update at no cost: a card's effect (l.294) or one of the player count's (l.375, l.382), which it
    leaves untouched."""
    if by_card:
        return t("at no cost (a card's effect)")
    ensure(state["free_updates"] > 0, t("{kind}: no update at no cost is left for this mission.", kind=kind))
    state["free_updates"] -= 1
    return t("at no cost ({left} left)", left=state["free_updates"])


@moves.move("standard_update", {"shares": opt(dict, None, of=Field(int, min=0, max=CRYSTALS)), "free": FREE,
                                 "by_card": FREE})
def standard_update(state: dict, args: dict) -> list[Event]:
    """Standard Update (once per Between Locations phase): 1 Azrak from the Vortex to the Mission Return card (none if
    'free', one of the player count's updates at no cost, or 'by_card', a card's), the rest shared as 'shares'
    {agent: n} or as evenly as the starting levels allow."""
    _no_pending(state)
    ensure_form(not (args["free"] and args["by_card"]),
                t("'standard_update' is at no cost either by the player count ('free') or by a card ('by_card'), "
                  "not both."))
    _phase(state, "between", t("A Standard Update"))
    ensure(not state["updated"], t("Standard Update: the group already updated in this Between Locations phase."))
    if state["vortex"] == 0:
        ensure(state["update_owed"], t("Standard Update: the Vortex is empty, there is nothing to share."))
        return _fail(state, t("an update is needed but the Vortex is empty"))
    if args["free"] or args["by_card"]:
        how = _use_free_update(state, t("Standard Update"), args["by_card"])
    else:
        state["vortex"] -= 1
        state["mission_return"] += 1
        how = t("1 Azrak to the Mission Return card (now {n})", n=state["mission_return"])
    shares = args["shares"]
    if shares is None:
        shares = even_shares(state, state["vortex"])
    _check_shares(state, shares)
    for name, n in shares.items():
        _refill(state, name, n)
    state["updated"], state["update_owed"] = True, False
    given = [t("{n} to {name}", n=n, name=name) for name, n in shares.items() if n] or t("nothing")
    events = [Event("standard_update", t("Standard Update: {how}, then the Vortex is shared out, {given}, "
                                         "{left} left in the Vortex.", how=how, given=given, left=state["vortex"]),
                    {"shares": shares, "vortex": state["vortex"], "mission_return": state["mission_return"]})]
    empty = [n for n, a in state["agents"].items() if a["azrak"] == 0]
    if empty:
        events += _fail(state, t("{names} still has no Azrak after the update and the Vortex is empty", names=empty))
    return events


def _check_shares(state: dict, shares: dict) -> None:
    """Shares as the rulebook allows: no pool above its start, every crystal that fits handed out,
    and an agent with an empty pool (back from losing control) gets at least one."""
    for name, n in shares.items():
        ensure(name in state["agents"], t("Standard Update: {name} is not a played receptacle.", name=name))
        agent = state["agents"][name]
        ensure(agent["azrak"] + n <= agent["start"],
               t("Standard Update: {name} would have {n} Azrak, above the starting level {start}.",
                 name=name, n=agent["azrak"] + n, start=agent["start"]))
    given = sum(shares.values())
    ensure(given <= state["vortex"], t("Standard Update: the shares add up to {given} Azrak but the "
                                       "Vortex holds {vortex}.", given=given, vortex=state["vortex"]))
    for name, agent in state["agents"].items():
        ensure(agent["azrak"] > 0 or shares.get(name, 0) > 0 or given == 0,
               t("Standard Update: {name} has no Azrak and must get at least 1 from the Vortex.", name=name))
    room = sum(a["start"] - a["azrak"] for a in state["agents"].values())
    ensure(given == min(state["vortex"], room),
           t("Standard Update: all {fit} Azrak that fit must be shared out, not {given}; "
             "only what no pool can take stays in the Vortex.", fit=min(state["vortex"], room), given=given))


@moves.move("next_captain")
def next_captain(state: dict, args: dict) -> list[Event]:
    """Change of Time Captain: the captaincy passes left; a new round begins."""
    _no_pending(state)
    _phase(state, "between", t("Changing the Time Captain"))
    ensure(not state["update_owed"], t("Ejected agents lost control: the group must perform a Standard "
                                       "Update before the captaincy passes."))
    seats = state["seats"]
    state["captain"] = seats[(seats.index(state["captain"]) + 1) % len(seats)]
    state["round"] += 1
    state["phase"], state["captain_free_used"] = "captain", False
    for agent in state["agents"].values():
        agent["free_explore_used"] = False
    return [Event("captain", t("Change of Time Captain: the deck passes left to {captain}; round {round} begins.",
                               captain=state["captain"], round=state["round"]),
                  {"captain": state["captain"], "round": state["round"]})]


# --- card effects (any phase) -------------------------------------------------------

def _fear_overflow(state: dict, name: str) -> list[Event]:
    agent = state["agents"][name]
    excess = agent["fear"] - agent["confidence"]
    if excess <= 0:
        return []
    ensure(state["location"] is not None,
           t("Fear: {name}'s {excess} excess Fear token(s) need a location, and none has been chosen yet.",
             name=name, excess=excess))
    agent["fear"] = agent["confidence"]
    state["locations"][state["location"]]["fear"] += excess
    return [Event("fear_overflow", t("Fear: {name} keeps {fear} (Confidence {confidence}) and {excess} go to "
                                     "location {location}.", name=name, fear=agent["fear"],
                                     confidence=agent["confidence"], excess=excess, location=state["location"]),
                  {"agent": name, "location": state["location"], "excess": excess})]


@moves.move("fear", {"agent": AGENT, "n": Field(int, min=1, max=20)})
def fear(state: dict, args: dict) -> list[Event]:
    """Fear tokens: the agent takes n; above Confidence they go to the location."""
    _no_pending(state)
    name, n = args["agent"], args["n"]
    agent = _agent(state, name, t("take Fear tokens"))
    agent["fear"] += n
    events = [Event("fear", t("Fear: {name} takes {n} Fear token(s).", name=name, n=n), {"agent": name, "n": n})]
    return events + _fear_overflow(state, name)


@moves.move("attribute", {"agent": AGENT, "attribute": Field(str, choices=ATTRIBUTES),
                          "value": Field(int, min=0, max=20)})
def attribute(state: dict, args: dict) -> list[Event]:
    """Set an attribute (an item bonus or a card effect); lowering Confidence moves excess Fear to the location at
    once."""
    _no_pending(state)
    name, which, value = args["agent"], args["attribute"], args["value"]
    agent = _agent(state, name, t("change attributes"))
    before, agent[which] = agent[which], value
    events = [Event("attribute", t("Attributes: {name}'s {attribute} goes from {before} to {value}.",
                                   name=name, attribute=ATTRIBUTE_NAMES[which], before=before, value=value),
                    {"agent": name, "attribute": which, "value": value})]
    return events + (_fear_overflow(state, name) if which == "confidence" else [])


@moves.move("lose", {"agent": AGENT, "n": N})
def lose(state: dict, args: dict) -> list[Event]:
    """Losing Azrak: n from the pool to the Vortex (at most what the pool holds)."""
    _no_pending(state)
    name = args["agent"]
    agent = _agent(state, name, t("lose Azrak"))
    n = min(args["n"], agent["azrak"])
    events = [Event("lose", t("Losing Azrak: {name} loses {n} to the Vortex ({left}/{start}).",
                              name=name, n=n, left=agent["azrak"] - n, start=agent["start"]),
                    {"agent": name, "n": n})]
    return events + _spend(state, name, n, t("Losing Azrak"))


@moves.move("gain", {"agent": AGENT, "n": N})
def gain(state: dict, args: dict) -> list[Event]:
    """Gaining Azrak: up to n from the Vortex, never above the starting level."""
    _no_pending(state)
    name = args["agent"]
    _agent(state, name, t("gain Azrak"))
    n = _refill(state, name, args["n"])
    return [Event("gain", t("Gaining Azrak: {name} takes {n} of {wanted} from the Vortex, never above "
                            "the starting level ({pool}).", name=name, n=n, wanted=args["n"],
                            pool=_pool(state, name)),
                  {"agent": name, "n": n})]


@moves.move("reshuffle_destiny")
def reshuffle_destiny(state: dict, args: dict) -> list[Event]:
    """Destiny: shuffle the discard back into the pile when a card says so."""
    _no_pending(state)
    n = len(state["destiny_discard"])
    state["destiny_discard"] = []
    return [Event("reshuffle", t("Destiny: the {n} discarded cards are shuffled back into the pile.", n=n),
                  {"n": n})]


# --- broken link ------------------------------------------------------------------------

def _broken_choice(state: dict, name: str) -> dict:
    ensure(state["broken"], t("Broken link: no agent's link is broken now."))
    ensure(state["broken"][0]["agent"] == name, t("Broken link: {first} chooses first, not {name}.",
                                                  first=state["broken"][0]["agent"], name=name))
    link = state["broken"].pop(0)
    state["pending"] = state["broken"][0]["agent"] if state["broken"] else None
    return link


@moves.move("emergency_update", {"agent": AGENT, "free": FREE, "by_card": FREE})
def emergency_update(state: dict, args: dict) -> list[Event]:
    """Broken link: the last Azrak goes to the Mission Return card (not if 'free', one of the player count's updates
    at no cost, or 'by_card', a card's) and the pool refills from the Vortex."""
    name = args["agent"]
    ensure_form(not (args["free"] and args["by_card"]),
                t("'emergency_update' is at no cost either by the player count ('free') or by a card ('by_card'), "
                  "not both."))
    link = _broken_choice(state, name)
    if args["free"] or args["by_card"]:
        how = _use_free_update(state, t("Emergency Update"), args["by_card"])
    else:
        # The very crystal just spent goes to the Mission Return card: from the Vortex, or from
        # the location when it paid for choosing it. An earlier Emergency Update may already have
        # refilled a pool with it: then the Vortex is empty and no update can be made (l.504).
        if link["spent_to"] is None and state["vortex"] == 0:
            return _fail(state, t("{name} needs an update but the Vortex is empty", name=name))
        if link["spent_to"] is None:
            state["vortex"] -= 1
        else:
            state["locations"][link["spent_to"]]["azrak"] -= 1
        state["mission_return"] += 1
        how = t("the last Azrak goes to the Mission Return card (now {n})", n=state["mission_return"])
    n = _refill(state, name, state["agents"][name]["start"])
    events = [Event("emergency_update", t("Emergency Update: {how} and {name} refills {n} from the Vortex ({pool}).",
                                          how=how, name=name, n=n, pool=_pool(state, name)),
                    {"agent": name, "refilled": n, "mission_return": state["mission_return"]})]
    if n == 0:
        events += _fail(state, t("{name} needs an update but the Vortex is empty", name=name))
    return events


@moves.move("lose_control", {"agent": AGENT})
def lose_control(state: dict, args: dict) -> list[Event]:
    """Broken link: the last Azrak goes to the Vortex (from the location when it paid for choosing it) and the agent
    is ejected; a Standard Update is owed when they return."""
    name = args["agent"]
    paid_for = _broken_choice(state, name)["spent_to"]
    agent = state["agents"][name]
    if paid_for is not None:
        state["locations"][paid_for]["azrak"] -= 1
        state["vortex"] += 1
    if state["phase"] == "between":
        # Ejected agents return in this very phase: they are back at once and owed an update.
        state["update_owed"], state["updated"] = True, False
        return [Event("lose_control", t("Lose receptacle control: {name} is back at once between locations "
                                        "and a Standard Update is owed.", name=name), {"agent": name})]
    _eject(agent)
    agent["lost_control"] = True
    where = (t("Lose receptacle control: {name}'s last Azrak goes from location {location} to the Vortex and they "
               "are ejected until the Between Locations phase.", name=name, location=paid_for) if paid_for else
             t("Lose receptacle control: {name}'s last Azrak stays in the Vortex and they are ejected until the "
               "Between Locations phase.", name=name))
    events = [Event("lose_control", where, {"agent": name})]
    if all(a["lost_control"] for a in state["agents"].values()):
        events += _fail(state, t("every agent lost control at location {location}", location=state["location"]))
    return events


# --- end of mission ---------------------------------------------------------------------

def _add_to_mission_return(state: dict, n: int) -> None:
    """Take ``n`` crystals for the Mission Return card from the box first, then the Vortex,
    the locations and the pools (the mission is over, so it no longer matters where)."""
    sources = [(state, "box"), (state, "vortex")]
    sources += [(loc, "azrak") for loc in state["locations"].values()]
    sources += [(agent, "azrak") for agent in state["agents"].values()]
    for holder, key in sources:
        take = min(n, holder[key])
        holder[key] -= take
        state["mission_return"] += take
        n -= take


def _final_score(state: dict, answers: dict) -> list[Event]:
    """Adjust the Mission Return card by the four questions, in the rulebook's order, and end."""
    before = state["mission_return"]
    changes = [QUESTIONS[key][2] for key in QUESTIONS if answers[key]]
    removed = min(before, -sum(n for n in changes if n < 0))
    state["mission_return"] -= removed
    state["box"] += removed
    _add_to_mission_return(state, sum(n for n in changes if n > 0))
    state["status"], state["score"], state["epilogue"] = "complete", state["mission_return"], None
    said = [t("{question} yes", question=short) if answers[key] else t("{question} no", question=short)
            for key, (_, short, _) in QUESTIONS.items()]
    return [Event("score", t("Final score: {before} Azrak on the Mission Return card adjusted by the four "
                             "questions ({answers}) gives {score}.", before=before, answers=said,
                             score=state["score"]),
                  {"score": state["score"], "before": before})]


@moves.move("end_mission", {"damien": Field(bool), "elixir": Field(bool), "anigimas": Field(bool),
                            "anton_dead": Field(bool)})
def end_mission(state: dict, args: dict) -> list[Event]:
    """Final score: the Mission Return count, -1 if Damien was rescued, -1 for the elixir, +2 if Anigimas was freed,
    +1 if Anton is dead."""
    _no_pending(state)
    return _final_score(state, args)


@moves.move("epilogue")
def epilogue(state: dict, args: dict) -> list[Event]:
    """End of mission (when a card says so): the four questions are asked one by one with 'answer'; the last answer
    scores the mission."""
    _no_pending(state)
    state["epilogue"] = {}
    return [Event("epilogue", t("End of mission: the group answers the four questions before the epilogue."))]


@moves.move("answer", {"question": Field(str, choices=tuple(QUESTIONS)), "yes": Field(bool)})
def answer(state: dict, args: dict) -> list[Event]:
    """End of mission: answer one question (damien, elixir, anigimas, anton_dead) yes or no."""
    _no_broken_link(state)
    ensure(state["epilogue"] is not None, t("End of mission: the questions come once a card says to read "
                                            "the epilogue (the 'epilogue' action)."))
    key = args["question"]
    ensure(key not in state["epilogue"], t("End of mission: '{question}' is already answered.",
                                           question=QUESTIONS[key][0]))
    state["epilogue"][key] = args["yes"]
    question, _, change = QUESTIONS[key]
    effect = t("{change:+d} Azrak on the Mission Return card", change=change) if args["yes"] else t("no change")
    events = [Event("answer", t("End of mission: {question} {answer}, {effect}.", question=question,
                                answer=t("Yes") if args["yes"] else t("No"), effect=effect),
                    {"question": key, "yes": args["yes"]})]
    if len(state["epilogue"]) == len(QUESTIONS):
        events += _final_score(state, state["epilogue"])
    return events


@moves.move("abandon")
def abandon(state: dict, args: dict) -> list[Event]:
    """Premature mission end: the group gives up this run."""
    return _fail(state, t("the group chose to end the mission to start a new run"))



# --- the game as data ---------------------------------------------------------------------

def _mission_over(state: dict) -> Text | None:
    """Why no move may be made: the mission is over (see :data:`GAME`)."""
    if state["status"] == "playing":
        return None
    return t("The mission is over ({status}); start a new mission to play on.", status=MISSION_STATUS[state["status"]])


GAME = Game(
    id="cavendish",
    title="T.I.M.E Stories Revolution: Cavendish",
    listed=2,
    setup=moves.setup,
    moves=moves,
    # A failed mission is final too: the rulebook starts it again from scratch.
    over=lambda state: state["status"] != "playing",
    current_player=lambda state: state["selected"],
    phase=lambda state: "over" if state["status"] != "playing" else state["phase"],
    end_sentence=_mission_over,
    glossary={"Azrak": "the crystals that link agents to receptacles (the game's clock)",
              "Vortex": "where spent and lost Azrak wait to be shared out by an update",
              "Mission Return": "the card whose Azrak count is the final score (lower is better)"},
)
