"""Kiválasztottak (the M.A.G.U.S. collectible card game): MP, DP, towers, 2d6 rolls, deck checks.

The rulebook (``../shared/rules/kivalasztottak-hu.txt``, Hungarian) is the
authority; event sentences keep its terms (``Határsiker``, ``Jövő``) so a
Hungarian table recognises them, with English alongside, and :data:`GLOSSARY`
explains every term. The engine keeps the numbers the rules act on, not the
cards: each player's MP (manőverpont), DP (dicsőségpont), tower levels
(toronyszint), Jövő (Future deck), Kéz (hand) and Múlt (Past) counts, and the
positions of their figures in the Jelen (Present).

A duel runs like this (every action is documented in the docstring of its function):

* ``setup``: two players, the starting player (the higher roll chooses), each
  Jövő size and starting towers. Round 1 opens: both get 6 MP.
* ``resource``: the Erőforrás fázis: +4 MP each (MP never expire), hands
  refilled or discarded to the Kézméret 7, rested and wounded figures turn back
  one step. In round 1 the draw is the opening hand, and ``mulligan`` is open.
* The manőverek fázisa: ``mp``/``play`` spend MP (only the aktív játékos
  acts), ``pass`` hands over, two passes in a row close it.
* The forduló zárása: each player may ``discard`` one card (the active player
  first) or ``pass``; ``end_round`` checks the end-of-round victory.
* At any time: ``dp``, ``tower``, ``draw``, ``discard``, ``effect`` (several
  changes at one instant) as card effects; ``ask_roll`` then ``roll``/``die``
  for a 2k6 roll; ``scan``/``scan_pile``/``deck_check`` to list and check a deck.

The aktív játékos is recomputed after every action: more MP; on equal MP the
one who spent MP on a manoeuvre longest ago (the starting player while neither
has); after a ``pass`` the other player until something else happens. Victory
is checked after every action: a player with tower levels against one with none
wins at once, as does a player at 19+ DP with the most DP while both have
towers; losing both last towers at once, or two wins at once, is a draw
(döntetlen). Chance never comes from here: dice arrive in ``roll`` actions, and
shuffles change no count this engine keeps.
"""

from __future__ import annotations

from functools import reduce

from engine.core import Event, Field, Game, Moves, ensure, ensure_form, opt
from engine.text import Text, plural, t

HAND_SIZE = 7            # Kézméret
FIRST_ROUND_MP = 6       # both players, at the opening of round 1
RESOURCE_MP = 4          # MP-nyerés in every resource phase
MULLIGAN_STEP = 2        # each lekeverés draws 2 fewer
INSTANT_DP = 19          # DP that wins at once (with the most DP, both having towers)
ROUND_END_DP = 11        # DP that wins at the end of a round (with the most DP)
DECK_MIN = {3: 40, 4: 60}  # laplimit -> the Jövő size that allows it
TOWER_MP = 4               # a toronyszint card's MP-érték
SWAP_SIZE = 15           # a Cserepakli holds exactly this many cards, or none
# The jelző (token) cards the rulebook names; a deck may not hold them.
TOKENS = ("Gaug", "Zombi", "Rabszolga", "Gólem", "Lovag", "Laikus testvér", "Wicca")
ROLL_NAMES = {"proba": t("Próbadobás (check roll)"), "mento": t("Mentődobás (saving roll)"),
              "tamadas": t("Támadásdobás (attack roll)")}
PHASE_NAMES = {"opening": t("Forduló nyitása (opening)"), "resource": t("Erőforrás fázis (resource)"),
               "manoeuvres": t("Manőverek fázisa (manoeuvres)"), "closing": t("Forduló zárása (closing)"),
               "over": t("Vége (game over)")}
PILE_NAMES = {"deck": "Jövő", "swap": "Cserepakli"}
POSITIONS = ("eber", "piheno", "serult")   # éber (ready), pihenő (resting), sérült (wounded)

GLOSSARY = {
    "Kiválasztottak": "the Chosen: the M.A.G.U.S. collectible card game",
    "MP (manőverpont)": "manoeuvre points: pay for cards and decide who acts; they never expire",
    "DP (dicsőségpont)": "glory points: 11 with the most wins at a round's end, 19 with the most at once; may be negative",
    "toronyszint": "tower level: a player left without any while the other has one loses at once",
    "Jövő": "Future: the draw deck; empty at a round's end without a win means losing",
    "Cserepakli": "swap deck: exactly 15 cards or none, beside the Jövő",
    "Pakli": "deck: the Jövő and the Cserepakli together",
    "Kéz": "hand",
    "Kézméret": "hand size: 7",
    "Múlt": "Past: the discard pile",
    "Mélység": "Depth: where spent named cards go",
    "Jelen": "Present: the cards in play",
    "időfonal": "time thread: the order effects resolve in",
    "aktív játékos": "active player: the one with more MP acts",
    "passz": "pass: the other player becomes active",
    "forduló": "round",
    "Forduló nyitása": "opening phase",
    "Erőforrás fázis": "resource phase: MP-nyerés, lapkiigazítás, visszaforgatás",
    "MP-nyerés": "MP gain: +4 MP each",
    "lapkiigazítás": "hand adjustment: draw or discard to the hand size",
    "visszaforgatás": "turning back: rested figures become ready, wounded ones rested",
    "Manőverek fázisa": "manoeuvres phase: where most things happen",
    "Forduló zárása": "closing phase: one optional discard each, then the victory check",
    "lekeverés": "mulligan: set the opening hand aside and draw 2 fewer",
    "kalandozó": "adventurer: a figure card",
    "éber": "ready (upright)",
    "pihenő": "resting (turned)",
    "sérült": "wounded",
    "2k6": "2d6: two six-sided dice, summed",
    "próbadobás": "check roll: above the lower threshold (if any) and at most the upper one",
    "mentődobás": "saving roll: at most the upper threshold",
    "támadásdobás": "attack roll: at most the attack threshold, no lower threshold",
    "alsó küszöb": "lower threshold",
    "felső küszöb": "upper threshold",
    "támadóküszöb": "attack threshold",
    "határsiker": "edge success: the roll equals the upper threshold",
    "laplimit": "copy limit: 3 per card with a 40+ card Jövő, 4 with 60+",
    "jelző": "token: may never be in a deck",
    "döntetlen": "draw (tied result)",
    "győzelem": "victory",
}


# --------------------------------------------------------------------------- state helpers

def _other(state: dict, name: str) -> str:
    first, second = state["order"]
    return second if name == first else first


def _player(state: dict, name: str) -> dict:
    ensure(name in state["players"], t("'{name}' is not playing (players: {players}).", name=name,
                                       players=state["order"]))
    return state["players"][name]


def _by_mp(state: dict) -> str:
    """Rule 4./A-B: more MP acts; on a tie, who spent MP on a manoeuvre longest ago."""
    a, b = state["order"]
    pa, pb = state["players"][a], state["players"][b]
    if pa["mp"] != pb["mp"]:
        return a if pa["mp"] > pb["mp"] else b
    spent_a, spent_b = pa["spent_at"], pb["spent_at"]
    if spent_a is None and spent_b is None:
        return state["first"]
    if spent_a is None or spent_b is None:
        return a if spent_a is None else b
    return a if spent_a < spent_b else b


def _check_jovo_size(name: str, size: int) -> None:
    """Rule B./ of the deck limits: at the first draw a Jövő holds at least 40 cards beyond the starting toronyszint
    and the other cards brought into play at the start (60 for laplimit 4, which the deck check judges)."""
    ensure(size >= DECK_MIN[3], t("Pakli: {name}'s Jövő has {cards}; at the first draw it needs at least {least} "
                                  "beyond the starting toronyszint and other starting cards.",
                                  name=name, cards=plural(size, "{n} card", "{n} cards"), least=DECK_MIN[3]))


def _draw(player: dict, n: int) -> int:
    drawn = min(n, player["future"])
    player["future"] -= drawn
    player["hand"] += drawn
    return drawn


def _spend(state: dict, name: str, n: int, why: Text) -> Event:
    """An MP-bound manoeuvre: pay ``n`` MP and move the player's spending clock."""
    player = state["players"][name]
    ensure(player["mp"] >= n, t("{name} has only {mp} MP and cannot pay {n} MP {why}.",
                                name=name, mp=player["mp"], n=n, why=why))
    player["mp"] -= n
    state["clock"] += 1
    player["spent_at"] = state["clock"]
    return Event("mp", t("{name} pays {n} MP {why}: {left} MP left.", name=name, n=n, why=why, left=player["mp"]),
                 {"player": name, "mp": player["mp"], "n": -n})


def _enter_manoeuvres(state: dict) -> list[Event]:
    """The first manoeuvre of a round ends the resource phase (its steps are already done)."""
    if state["phase"] != "resource":
        return []
    state["phase"] = "manoeuvres"
    return [Event("phase", t("{phase} begins.", phase=PHASE_NAMES["manoeuvres"]), {"phase": "manoeuvres"})]


def _close_mulligans(state: dict, names: list[str]) -> list[Event]:
    """A player who keeps their hand shuffles the set-aside cards back into the Jövő."""
    events = []
    for name in names:
        state["mulligan"].pop(name, None)
        player = state["players"][name]
        if player["aside"]:
            back, player["aside"] = player["aside"], 0
            player["future"] += back
            events.append(Event("mulligan", plural(player["hand"], "Lekeverés vége: {name} keeps {n} card and shuffles the "
                                                     "{back} set-aside cards back into the Jövő ({future}).",
                                                     "Lekeverés vége: {name} keeps {n} cards and shuffles the "
                                                     "{back} set-aside cards back into the Jövő ({future}).",
                                                     name=name, back=back, future=player["future"]),
                                {"player": name, "future": player["future"]}))
    return events


# --------------------------------------------------------------------------- victory

def _instant_result(state: dict, declared: list[str]) -> dict | None:
    """Rule A./ (the game ends at once), with ``declared`` wins from a card effect."""
    towered = [n for n in state["order"] if state["players"][n]["towers"] > 0]
    if not towered:
        return {"draw": True, "why": t("Döntetlen: both players lost their last toronyszint at the same time.")}
    winners = {}
    if len(towered) == 1:
        loser = _other(state, towered[0])
        winners[towered[0]] = t("{winner} wins: {loser} has no toronyszint left.", winner=towered[0], loser=loser)
    else:
        leader = _dp_leader(state)
        if leader and state["players"][leader]["dp"] >= INSTANT_DP:
            winners.setdefault(leader, t("{winner} wins at once with {dp} DP (at least {least} and the most).",
                                         winner=leader, dp=state["players"][leader]["dp"], least=INSTANT_DP))
    for name in declared:
        winners.setdefault(name, t("{winner} wins by a card effect.", winner=name))
    if len(winners) == 2:
        return {"draw": True, "why": t("Döntetlen: both players would win at the same time.")}
    if winners:
        (name, why), = winners.items()
        return {"winner": name, "why": why}
    return None


def _dp_leader(state: dict) -> str | None:
    a, b = state["order"]
    dp_a, dp_b = state["players"][a]["dp"], state["players"][b]["dp"]
    return None if dp_a == dp_b else (a if dp_a > dp_b else b)


def _finish(state: dict, result: dict) -> Event:
    state["result"] = result
    state["phase"] = "over"
    return Event("result", result["why"], {k: v for k, v in result.items() if k != "why"})


# --------------------------------------------------------------------------- the common frame of every move

# Actions that leave the pass streak and the mulligan window alone.
_NEUTRAL = {"ask_roll", "roll", "die", "scan", "scan_pile", "deck_check", "mulligan", "figures"}


def _refereed(name: str, apply):
    """Wrap a move: close the mulligan window, then re-settle who is active and judge victory."""

    def run(state: dict, args: dict) -> list[Event]:
        events = []
        if name not in _NEUTRAL:
            events += _close_mulligans(state, list(state["mulligan"]))
        before = state["active"]
        events += apply(state, args)
        if state["phase"] == "over":      # a deck check after the game was decided
            return events
        if name not in _NEUTRAL and name != "pass":
            state["passes"] = []
            if not (state["phase"] == "closing" and state["closing_discards"]):
                state["active"] = _by_mp(state)
        result = _instant_result(state, args.get("wins", []) if name == "effect" else [])
        if result:
            events.append(_finish(state, result))
        elif state["active"] != before and name != "pass" and not state["closing_discards"]:
            # During the closing discards the turn is the discard order, not the MP (rule: the aktív játékos
            # discards first), so no "Aktív játékos" sentence names someone holding fewer MP.
            events.append(Event("active", t("Aktív játékos: {active} ({mp} MP).", active=state["active"],
                                            mp=state["players"][state["active"]]["mp"]),
                                {"active": state["active"]}))
        return events

    return run


PLAYER = Field(str, min=1, max=20)
COUNT = Field(int, min=1, max=99)
COPIES = Field(int, min=1, max=99)
DIE = Field(int, min=1, max=6)
ROLL_FIELDS = {"kind": Field(str, choices=tuple(ROLL_NAMES)), "low": opt(int, None, min=-50, max=50),
               "high": Field(int, min=-50, max=50), "player": opt(str)}

moves = Moves(frame=_refereed)


# --------------------------------------------------------------------------- moves

@moves.move("setup", {
    "players": Field(list, min=2, max=2, of=PLAYER),
    "first": PLAYER,
    "future": Field(dict, of=Field(int, min=0, max=200)),
    "towers": Field(dict, of=Field(int, min=1, max=20)),
    "rolls": opt(dict, {}, of=Field(int, min=2, max=12)),
})
def setup(state: dict, args: dict) -> list[Event]:
    """Start a duel: the two players, the starting player 'first' (chosen by the higher of the optional 'rolls'), each
    Jövő size after the starting cards (at least 40), each player's starting toronyszint. Round 1 opens with 6 MP
    each; the starting player is active."""
    names = args["players"]
    ensure_form(names[0] != names[1], t("The two players need different names."))
    first = args["first"]
    ensure(first in names, t("The starting player '{first}' is not one of the players ({players}).",
                             first=first, players=names))
    for key in ("future", "towers"):
        given = sorted(args[key])
        ensure_form(given == sorted(names),
                    t("'setup' field '{key}' must give a number for each player ({players}), not for {given}.",
                      key=key, players=names, given=given) if given else
                    t("'setup' field '{key}' must give a number for each player ({players}), not for nobody.",
                      key=key, players=names))
    for name in names:
        _check_jovo_size(name, args["future"][name])
    state.update({
        "round": 1,
        "phase": "opening",
        "order": list(names),
        "first": first,
        "active": first,
        "clock": 0,                 # counts MP-bound manoeuvres, for the tie rule
        "passes": [],               # players who passed in a row (rule 4./C)
        "mulligan": {},             # player -> size of their last opening draw, while they may mulligan
        "closing_discards": [],     # players still to decide their closing discard, in order
        "pending_roll": None,       # a roll a card asked for, waiting for the dice
        "last_roll": None,
        "scan": {"pile": "deck", "deck": {}, "swap": {}},   # a deck being scanned card by card
        "last_deck_check": None,
        "result": None,
        "players": {n: {"mp": FIRST_ROUND_MP, "dp": 0, "dp_value": 0, "towers": args["towers"][n],
                        "future": args["future"][n], "hand": 0, "past": 0, "aside": 0,
                        "figures": {p: 0 for p in POSITIONS}, "spent_at": None} for n in names},
    })
    events = []
    rolls = args["rolls"]
    if rolls:
        ensure_form(sorted(rolls) == sorted(names),
                    t("'setup' field 'rolls' must give a roll for each player ({players}).", players=names))
        ensure(rolls[names[0]] != rolls[names[1]],
               t("Kezdés: both rolled {roll}; roll again to decide who chooses the starting player.",
                 roll=rolls[names[0]]))
        chooser = max(names, key=rolls.get)
        events.append(Event("start_roll", t("Kezdés: {chooser} rolled higher ({roll} against {other}) and chose "
                                            "{first} to start.", chooser=chooser, roll=rolls[chooser],
                                            other=rolls[_other(state, chooser)], first=first),
                            {"chooser": chooser}))
    towers = [f"{n} {args['towers'][n]}" for n in names]
    future = [f"{n} {args['future'][n]}" for n in names]
    events.append(Event("setup", t("Round 1, {phase}: {first} is the aktív játékos, both get {mp} MP; "
                                   "toronyszint {towers}; Jövő {future}.", phase=PHASE_NAMES["opening"],
                                   first=first, mp=FIRST_ROUND_MP, towers=towers, future=future),
                        {"round": 1, "active": first}))
    return events


@moves.move("resource")
def resource(state: dict, args: dict) -> list[Event]:
    """Erőforrás fázis: each player gains 4 MP (MP never expire), then draws up to the Kézméret 7 (all the Jövő has if
    fewer) or discards down to 7 into the Múlt, and turns back every pihenő figure to éber and every sérült one to
    pihenő. Only after the round's opening. In round 1 this draws the opening hands and opens the mulligan."""
    ensure(state["phase"] == "opening", t("The Erőforrás fázis follows the round's opening; it is now the {phase}.",
                                          phase=PHASE_NAMES[state["phase"]]))
    state["phase"] = "resource"
    events = [Event("phase", t("Round {round}, {phase}: MP-nyerés, lapkiigazítás, visszaforgatás.",
                               round=state["round"], phase=PHASE_NAMES["resource"]),
                    {"phase": "resource", "round": state["round"]})]
    active = state["active"]
    for name in (active, _other(state, active)):
        player = state["players"][name]
        player["mp"] += RESOURCE_MP
        parts = [t("+{n} MP ({mp})", n=RESOURCE_MP, mp=player["mp"])]
        if player["hand"] < HAND_SIZE:
            wanted = HAND_SIZE - player["hand"]
            drawn = _draw(player, wanted)
            hand, future = player["hand"], player["future"]
            parts.append(t("draws {drawn} (hand {hand}, Jövő {future})", drawn=drawn, hand=hand, future=future)
                         if drawn == wanted else
                         t("draws {drawn}, all the Jövő had (hand {hand}, Jövő {future})", drawn=drawn, hand=hand,
                           future=future))
        elif player["hand"] > HAND_SIZE:
            extra = player["hand"] - HAND_SIZE
            player["hand"], player["past"] = HAND_SIZE, player["past"] + extra
            parts.append(t("discards {extra} to the Múlt (hand {hand})", extra=extra, hand=HAND_SIZE))
        figures = player["figures"]
        if figures["piheno"] or figures["serult"]:
            parts.append(t("turns back {piheno} pihenő and {serult} sérült figures",
                           piheno=figures["piheno"], serult=figures["serult"]))
            figures["eber"] += figures["piheno"]
            figures["piheno"], figures["serult"] = figures["serult"], 0
        events.append(Event("resource", t("{name}: {parts}.", name=name, parts=parts),
                            {"player": name, "mp": player["mp"], "hand": player["hand"],
                             "future": player["future"]}))
        if state["round"] == 1:
            state["mulligan"][name] = player["hand"]
    if state["round"] == 1:
        events.append(Event("mulligan_open", t("Lekeverés: {active} decides first whether to mulligan "
                                               "(set the hand aside and draw {step} fewer).",
                                               active=active, step=MULLIGAN_STEP)))
    return events


@moves.move("mulligan", {"player": PLAYER})
def mulligan(state: dict, args: dict) -> list[Event]:
    """Lekeverés (round 1, before the first manoeuvre): the player sets the hand aside and draws 2 fewer (7, 5, 3, 1).
    Repeatable while it draws at least 1. The aktív játékos decides first; once the other mulligans, or any
    manoeuvre happens, a player's set-aside cards go back into the Jövő, shuffled (the shuffle changes no count
    here)."""
    name = args["player"]
    player = _player(state, name)
    ensure(state["round"] == 1 and state["phase"] == "resource",
           t("Lekeverés is only possible in round 1, between the opening draw and the first manoeuvre."))
    ensure(name in state["mulligan"], t("{name} already kept their opening hand and cannot mulligan any more.",
                                        name=name))
    size = state["mulligan"][name] - MULLIGAN_STEP
    ensure(size >= 1, plural(state["mulligan"][name],
                               "Lekeverés: {name} drew only {n} card, so a further mulligan would draw none.",
                               "Lekeverés: {name} drew only {n} cards, so a further mulligan would draw none.",
                               name=name))
    events = []
    if name != state["active"]:
        # The aktív játékos decides first (rule 1./C); the other's decision ends theirs.
        events += _close_mulligans(state, [state["active"]])
    player["aside"] += player["hand"]
    player["hand"] = 0
    drawn = _draw(player, size)
    state["mulligan"][name] = size
    events.append(Event("mulligan", t("Lekeverés: {name} sets {aside} cards aside and draws {drawn} "
                                      "(hand {drawn}, Jövő {future}).", name=name, aside=player["aside"],
                                      drawn=drawn, future=player["future"]),
                        {"player": name, "hand": drawn, "aside": player["aside"], "future": player["future"]}))
    return events


def _quick_outside_manoeuvres(state: dict, quick: bool) -> None:
    """Outside the manőverek fázisa only quick effects (gyors hatás) may be used; a first manoeuvre in the resource
    phase starts the manőverek fázisa instead."""
    ensure(quick or state["phase"] in ("resource", "manoeuvres"),
           t("Only quick effects outside the {manoeuvres}: it is the {phase} now (quick true if the effect is quick).",
             manoeuvres=PHASE_NAMES["manoeuvres"], phase=PHASE_NAMES[state["phase"]]))


@moves.move("mp", {"player": PLAYER, "n": Field(int, min=-99, max=99), "effect": opt(bool, False),
                   "quick": opt(bool, False)})
def mp(state: dict, args: dict) -> list[Event]:
    """MP change. Positive n: MP gained (MP-nyerés). Negative n: MP spent on a manoeuvre: only the aktív játékos,
    never more than they have, and it restarts their clock for the equal-MP rule. With effect true, a negative n is
    MP lost to a card effect (MP-vesztés): anyone, at most what they have, no clock. MP spent outside the manőverek
    fázisa must be for a quick effect, `quick` true."""
    name, n = args["player"], args["n"]
    player = _player(state, name)
    ensure_form(n != 0, t("'mp' field 'n' must not be 0."))
    if n > 0:
        player["mp"] += n
        return [Event("mp", t("MP-nyerés: {name} gains {n} MP ({mp}).", name=name, n=n, mp=player["mp"]),
                      {"player": name, "mp": player["mp"], "n": n})]
    if args["effect"]:
        lost = min(-n, player["mp"])
        player["mp"] -= lost
        return [Event("mp", t("MP-vesztés: {name} loses {lost} MP by a card effect ({mp}).", name=name, lost=lost,
                              mp=player["mp"]),
                      {"player": name, "mp": player["mp"], "n": -lost})]
    _quick_outside_manoeuvres(state, args["quick"])
    events = _enter_manoeuvres(state)
    ensure(state["active"] == name, t("Aktív játékos: only {active} may act now, so {name} cannot spend MP.",
                                      active=state["active"], name=name))
    return events + [_spend(state, name, -n, t("for a manoeuvre"))]


@moves.move("play", {"player": PLAYER, "mp": opt(int, None, min=0, max=99), "tower": opt(bool, False),
                     "quick": opt(bool, False)})
def play(state: dict, args: dict) -> list[Event]:
    """Leidézés: the aktív játékos plays one card from the hand, paying its MP-igény 'mp' (an MP-bound manoeuvre when
    above 0); with tower true the card is a toronyszint and adds a tower level, its MP-érték 4 unless 'mp' says
    otherwise. Outside the manőverek fázisa only a quick card, `quick` true."""
    name = args["player"]
    cost = args["mp"] if args["mp"] is not None else (TOWER_MP if args["tower"] else 0)
    player = _player(state, name)
    _quick_outside_manoeuvres(state, args["quick"])
    events = _enter_manoeuvres(state)
    ensure(state["active"] == name, t("Aktív játékos: only {active} may act now, so {name} cannot play a card.",
                                      active=state["active"], name=name))
    ensure(player["hand"] >= 1, t("{name} has no card in hand to play.", name=name))
    if cost:
        events.append(_spend(state, name, cost, t("to play a card")))
    player["hand"] -= 1
    events.append(Event("play", t("Leidézés: {name} plays a card from the Kéz (hand {hand}).", name=name,
                                  hand=player["hand"]),
                        {"player": name, "hand": player["hand"]}))
    if args["tower"]:
        player["towers"] += 1
        events.append(Event("tower", t("Toronyszint: {name} builds {n}, {towers} now.", name=name, n=1,
                                       towers=player["towers"]),
                            {"player": name, "towers": player["towers"], "n": 1}))
    return events


@moves.move("pass", {"player": PLAYER})
def pass_(state: dict, args: dict) -> list[Event]:
    """Passz: the aktív játékos passes and the other becomes active until something else happens. Two passes in a row
    end the manőverek fázisa and open the forduló zárása. In the closing phase, a pass declines the one optional
    discard (the aktív játékos decides first)."""
    name = args["player"]
    _player(state, name)
    ensure(state["phase"] in ("resource", "manoeuvres", "closing"),
           t("Nobody passes in the {phase}; continue with 'resource'.", phase=PHASE_NAMES[state["phase"]]))
    events = _enter_manoeuvres(state)
    other = _other(state, name)
    if state["phase"] == "closing" and state["closing_discards"]:
        ensure(state["closing_discards"][0] == name,
               t("Forduló zárása: {first} decides on their discard first.", first=state["closing_discards"][0]))
        _closing_decided(state, name)
        return [Event("closing_discard", t("Forduló zárása: {name} keeps their hand instead of discarding.",
                                           name=name),
                      {"player": name, "discarded": 0})]
    ensure(state["active"] == name, t("Aktív játékos: only {active} may act now, so {name} cannot pass.",
                                      active=state["active"], name=name))
    state["passes"].append(name)
    state["active"] = other
    if state["phase"] == "manoeuvres" and len(state["passes"]) >= 2:
        return events + _start_closing(state, t("Passz: {name} passes after {other}", name=name, other=other))
    return events + [Event("pass", t("Passz: {name} passes, {other} is the aktív játékos.", name=name, other=other),
                           {"player": name, "active": other})]


def _closing_decided(state: dict, name: str) -> None:
    """One closing discard decided: the other player decides next, then MP decide who is active again."""
    state["closing_discards"].pop(0)
    state["active"] = _other(state, name) if state["closing_discards"] else _by_mp(state)


def _start_closing(state: dict, why: Text) -> list[Event]:
    state["phase"] = "closing"
    state["passes"] = []
    state["active"] = _by_mp(state)
    state["closing_discards"] = [state["active"], _other(state, state["active"])]
    return [Event("phase", t("{why}: the manőverek fázisa ends; {phase}, {active} may discard one card first.",
                             why=why, phase=PHASE_NAMES["closing"], active=state["active"]),
                  {"phase": "closing", "active": state["active"]})]


@moves.move("dp", {"player": PLAYER, "n": Field(int, min=-99, max=99)})
def dp(state: dict, args: dict) -> list[Event]:
    """DP change by n (either sign); DP may go negative. 19+ DP with the most, both having towers, wins at once."""
    name, n = args["player"], args["n"]
    player = _player(state, name)
    ensure_form(n != 0, t("'dp' field 'n' must not be 0."))
    player["dp"] += n
    player["dp_value"] = max(0, player["dp"])
    return [Event("dp", t("DP: {name} gains {n} DP ({dp}).", name=name, n=n, dp=player["dp"]) if n > 0 else
                  t("DP: {name} loses {n} DP ({dp}).", name=name, n=-n, dp=player["dp"]),
                  {"player": name, "dp": player["dp"], "n": n})]


@moves.move("tower", {"player": PLAYER, "n": Field(int, min=-20, max=20)})
def tower(state: dict, args: dict) -> list[Event]:
    """Toronyszint change by n: built (+) or lost (-). A player left with none while the other has some loses at once.
    Toronyszint change by n: built (+) or lost (-). A player left with none while the other has some loses at once."""
    name, n = args["player"], args["n"]
    player = _player(state, name)
    ensure_form(n != 0, t("'tower' field 'n' must not be 0."))
    ensure(player["towers"] + n >= 0, t("{name} has only {towers} toronyszint and cannot lose {n}.",
                                        name=name, towers=player["towers"], n=-n))
    player["towers"] += n
    return [Event("tower", t("Toronyszint: {name} builds {n}, {towers} now.", name=name, n=n,
                             towers=player["towers"]) if n > 0 else
                  t("Toronyszint: {name} loses {n}, {towers} now.", name=name, n=-n, towers=player["towers"]),
                  {"player": name, "towers": player["towers"], "n": n})]


@moves.move("effect", {"towers": opt(dict, {}, of=Field(int, min=-20, max=20)),
                       "dp": opt(dict, {}, of=Field(int, min=-99, max=99)),
                       "mp": opt(dict, {}, of=Field(int, min=-99, max=99)),
                       "wins": opt(list, [], max=2, of=PLAYER)})
def effect(state: dict, args: dict) -> list[Event]:
    """Laphatás: one card effect changing several players' toronyszint, DP or MP (MP-vesztés takes at most what there
    is; an MP-átadás is a loss and a gain) and/or declaring winners, all at the same instant: victory is judged
    once, after all of it (both last towers lost together, or two wins, is a draw)."""
    changes = [(key, name, n) for key in ("towers", "dp", "mp") for name, n in args[key].items()]
    ensure_form(changes or args["wins"], t("'effect' changes nothing: give towers, dp, mp or wins."))
    for key, name, n in changes:
        player = _player(state, name)
        if key == "towers":
            ensure(player["towers"] + n >= 0, t("{name} has only {towers} toronyszint and cannot lose {n}.",
                                                name=name, towers=player["towers"], n=-n))
    for name in args["wins"]:
        _player(state, name)
    parts = []
    for key, name, n in changes:
        player = state["players"][name]
        if key == "mp":
            n = max(n, -player["mp"])   # MP-vesztés takes at most what there is
        player[key] += n
        player["dp_value"] = max(0, player["dp"])
        parts.append(t("{name} {n:+d} {term} ({total})", name=name, n=n, total=player[key],
                       term="toronyszint" if key == "towers" else key.upper()))
    parts += [t("{name} is declared the winner", name=name) for name in args["wins"]]
    # "; " between the changes, as a list field would join them with commas.
    changed = reduce(lambda said, part: t("{said}; {part}", said=said, part=part), parts)
    return [Event("effect", t("Laphatás: {changes}.", changes=changed), {"wins": list(args["wins"])})]


@moves.move("draw", {"player": PLAYER, "n": COUNT})
def draw(state: dict, args: dict) -> list[Event]:
    """The player draws n cards from the Jövő into the hand (all it has if fewer)."""
    name, n = args["player"], args["n"]
    player = _player(state, name)
    drawn = _draw(player, n)
    hand, future = player["hand"], player["future"]
    return [Event("draw", t("{name} draws {drawn} from the Jövő: hand {hand}, Jövő {future}.", name=name,
                            drawn=drawn, hand=hand, future=future) if drawn == n else
                  t("{name} draws {drawn} from the Jövő (the Jövő had only {drawn}): hand {hand}, Jövő {future}.",
                    name=name, drawn=drawn, hand=hand, future=future),
                  {"player": name, "drawn": drawn, "hand": player["hand"], "future": player["future"]})]


@moves.move("discard", {"player": PLAYER, "n": COUNT, "pile": opt(str, "hand", choices=("hand", "future"))})
def discard(state: dict, args: dict) -> list[Event]:
    """The player discards n cards from the hand (or from the Jövő with pile 'future') to the Múlt. At the start of
    the forduló zárása this is the one optional closing discard: one card, the aktív játékos first."""
    name, n, pile = args["player"], args["n"], args["pile"]
    player = _player(state, name)
    ensure(player[pile] >= n,
           plural(player[pile], "{name} has only {n} card in the Kéz and cannot discard {wanted}.",
                  "{name} has only {n} cards in the Kéz and cannot discard {wanted}.", name=name, wanted=n)
           if pile == "hand" else
           plural(player[pile], "{name} has only {n} card in the Jövő and cannot discard {wanted}.",
                  "{name} has only {n} cards in the Jövő and cannot discard {wanted}.", name=name, wanted=n))
    closing = state["phase"] == "closing" and bool(state["closing_discards"]) and pile == "hand"
    if closing:
        pending = state["closing_discards"]
        ensure(pending[0] == name, t("Forduló zárása: {first} (the aktív játékos) decides on their discard "
                                     "before {name}.", first=pending[0], name=name))
        ensure(n == 1, t("Forduló zárása: each player may discard only one card, not {n}.", n=n))
        _closing_decided(state, name)
    player[pile] -= n
    player["past"] += n
    if closing:
        return [Event("closing_discard", t("Forduló zárása: {name} discards one card from the Kéz to the Múlt "
                                           "(Kéz {left}).", name=name, left=player[pile]),
                      {"player": name, "discarded": 1, pile: player[pile]})]
    return [Event("discard", t("{name} discards {n} from the Kéz to the Múlt (Kéz {left}).", name=name, n=n,
                               left=player[pile]) if pile == "hand" else
                  t("{name} discards {n} from the Jövő to the Múlt (Jövő {left}).", name=name, n=n,
                    left=player[pile]),
                  {"player": name, "n": n, "pile": pile, pile: player[pile]})]


@moves.move("figures", {"player": PLAYER, "eber": opt(int, None, min=0, max=50),
                        "piheno": opt(int, None, min=0, max=50), "serult": opt(int, None, min=0, max=50)})
def figures(state: dict, args: dict) -> list[Event]:
    """How many of the player's kalandozók in the Jelen are éber, pihenő and sérült (those given are set); the
    resource phase turns them back one step."""
    name = args["player"]
    player = _player(state, name)
    given = {p: args[p] for p in POSITIONS if args[p] is not None}
    ensure_form(given, t("'figures' needs at least one of eber, piheno, serult."))
    player["figures"].update(given)
    f = player["figures"]
    return [Event("figures", t("{name}'s kalandozók: {eber} éber, {piheno} pihenő, {serult} sérült.", name=name,
                               eber=f["eber"], piheno=f["piheno"], serult=f["serult"]),
                  {"player": name, **f})]


def _roll_bounds(kind: str, low: int | None, high: int) -> Text:
    ensure_form(kind == "proba" or low is None,
                t("A {roll} has no lower threshold; leave out 'low'.", roll=ROLL_NAMES[kind]))
    if low is None:
        return t("at most {high}", high=high)
    return t("above {low} and at most {high}", low=low, high=high)


@moves.move("ask_roll", ROLL_FIELDS)
def ask_roll(state: dict, args: dict) -> list[Event]:
    """A card or rule calls for a 2k6 roll: its kind and thresholds (as for 'roll') wait in pending_roll until the
    dice are read ('roll' without kind, or two 'die')."""
    kind, low, high, who = args["kind"], args["low"], args["high"], args["player"]
    bounds = _roll_bounds(kind, low, high)
    if who is not None:
        _player(state, who)
    state["pending_roll"] = {"kind": kind, "low": low, "high": high, "player": who, "dice": []}
    return [Event("ask_roll", t("{roll} for {player}: roll 2d6, it needs {bounds}.", roll=ROLL_NAMES[kind],
                                player=who, bounds=bounds) if who else
                  t("{roll}: roll 2d6, it needs {bounds}.", roll=ROLL_NAMES[kind], bounds=bounds),
                  {"roll": kind, "low": low, "high": high})]


@moves.move("roll", {**ROLL_FIELDS, "kind": opt(str, None, choices=tuple(ROLL_NAMES)),
                     "high": opt(int, None, min=-50, max=50),
                     "dice": Field(list, min=2, max=2, of=DIE)})
def roll(state: dict, args: dict) -> list[Event]:
    """A 2k6 roll judged by kind: proba (check) succeeds above 'low' (if given) and at most 'high'; mento (saving) and
    tamadas (attack, 'high' is the támadóküszöb) succeed at most 'high' and take no 'low'. A sum equal to 'high' is
    a határsiker (edge success). Without 'kind' the pending roll is judged. The event carries sum, success, edge."""
    kind, low, high, who = args["kind"], args["low"], args["high"], args["player"]
    if kind is None:
        pending = state["pending_roll"]
        ensure_form(low is None and high is None, t("'roll' takes thresholds only together with 'kind'."))
        ensure(pending is not None, t("No roll is pending: give 'kind' and 'high', or ask for the roll first."))
        ensure(not pending["dice"], t("One die of the pending roll is already read; give the other with 'die'."))
        kind, low, high, who = pending["kind"], pending["low"], pending["high"], pending["player"]
        state["pending_roll"] = None
    else:
        ensure_form(high is not None, t("A {roll} needs its upper threshold 'high'.", roll=ROLL_NAMES[kind]))
        if who is not None:
            _player(state, who)
    return [_judge(state, kind, args["dice"], low, high, who)]


@moves.move("die", {"value": DIE})
def die(state: dict, args: dict) -> list[Event]:
    """One die of the pending roll read on its own (typed, or the camera saw one): the second one judges the roll as
    'roll' does."""
    pending = state["pending_roll"]
    ensure(pending is not None, t("A die ({value}) was read, but no roll is pending; ask for the roll first.",
                                  value=args["value"]))
    pending["dice"].append(args["value"])
    if len(pending["dice"]) < 2:
        return [Event("die", t("{roll}: first die {value}, roll or type the second.",
                               roll=ROLL_NAMES[pending["kind"]], value=args["value"]),
                      {"dice": list(pending["dice"])})]
    state["pending_roll"] = None
    return [_judge(state, pending["kind"], pending["dice"], pending["low"], pending["high"], pending["player"])]


def _judge(state: dict, kind: str, dice: list, low: int | None, high: int, who: str | None) -> Event:
    """Rule 2k6 B-E: judge one roll, remember it for the screen, and say why."""
    a, b = dice
    bounds = _roll_bounds(kind, low, high)
    total = a + b
    success = total <= high and (low is None or total > low)
    edge = success and total == high
    if edge:
        text = t("Határsiker: {roll} 2d6 {a}+{b} = {sum} equals the upper threshold {high}.",
                 roll=ROLL_NAMES[kind], a=a, b=b, sum=total, high=high)
    elif success:
        text = t("{roll}: 2d6 {a}+{b} = {sum}, needs {bounds}: success.", roll=ROLL_NAMES[kind], a=a, b=b,
                 sum=total, bounds=bounds)
    else:
        text = t("{roll}: 2d6 {a}+{b} = {sum}, needs {bounds}: failure.", roll=ROLL_NAMES[kind], a=a, b=b,
                 sum=total, bounds=bounds)
    state["last_roll"] = {"kind": kind, "dice": [a, b], "sum": total, "low": low, "high": high,
                          "success": success, "edge": edge, "player": who}
    return Event("roll", text, {"sum": total, "success": success, "edge": edge})


@moves.move("scan", {"card": Field(str, min=1, max=60), "pile": opt(str, None, choices=tuple(PILE_NAMES))})
def scan(state: dict, args: dict) -> list[Event]:
    """One card of a deck being scanned: adds a copy to the scanned Jövő list (or the Cserepakli list, per 'pile' or
    the last 'scan_pile'), for a 'deck_check' without a list."""
    card = args["card"].strip()
    ensure_form(card, t("'scan' field 'card' needs a card name."))
    pile = args["pile"] or state["scan"]["pile"]
    cards = state["scan"][pile]
    cards[card] = cards.get(card, 0) + 1
    return [Event("scan", plural(sum(cards.values()), "Pakli: {card} into the {pile} ({copies} of it, {n} card).",
                                 "Pakli: {card} into the {pile} ({copies} of it, {n} cards).", card=card,
                                 pile=PILE_NAMES[pile], copies=cards[card]),
                  {"card": card, "pile": pile, "copies": cards[card], "cards": sum(cards.values())})]


@moves.move("scan_pile", {"pile": Field(str, choices=tuple(PILE_NAMES))})
def scan_pile(state: dict, args: dict) -> list[Event]:
    """Which list the next scanned cards go into: deck (the Jövő) or swap (the Cserepakli)."""
    state["scan"]["pile"] = args["pile"]
    return [Event("scan_pile", t("Pakli: the next scanned cards go into the {pile}.", pile=PILE_NAMES[args["pile"]]),
                  {"pile": args["pile"]})]


@moves.move("deck_check", {"deck": opt(dict, None, of=COPIES), "swap": opt(dict, {}, of=COPIES),
                           "player": opt(str)}, after_end=True)
def deck_check(state: dict, args: dict) -> list[Event]:
    """Checks a deck list (card name -> copies; the scanned lists when left out) and its Cserepakli: at least 40
    cards, laplimit 3 (4 from 60 cards) counted over both, a Cserepakli of exactly 15 or none, no jelző cards. The
    event carries ok and problems (one sentence each). Allowed at any time; with 'player', in round 1 before
    'resource', the deck size becomes that player's Jövő count; a deck below 40 is refused then, its scanned list kept
    for the missing cards."""
    deck, swap, who = args["deck"], args["swap"], args["player"]
    if deck is None:
        ensure_form(not swap, t("'deck_check' takes 'swap' only together with 'deck'."))
        deck, swap = state["scan"]["deck"], state["scan"]["swap"]
        ensure(deck, t("Nothing is scanned: scan the deck card by card, or give the list as 'deck'."))
        state["scan"] = {"pile": "deck", "deck": {}, "swap": {}}
    for where, cards in (("deck", deck), ("swap", swap)):
        ensure_form(all(name.strip() for name in cards),
                    t("'deck_check' field '{where}' has a card without a name.", where=where))
    size, swap_size = sum(deck.values()), sum(swap.values())
    limit = 4 if size >= DECK_MIN[4] else 3
    problems = []
    if size < DECK_MIN[3]:
        problems.append(plural(size, "Jövő: {n} card is too few; a deck needs at least {three} (laplimit 3) or {four} "
                               "(laplimit 4).", "Jövő: {n} cards is too few; a deck needs at least {three} "
                               "(laplimit 3) or {four} (laplimit 4).", three=DECK_MIN[3], four=DECK_MIN[4]))
    if swap_size not in (0, SWAP_SIZE):
        problems.append(plural(swap_size, "Cserepakli: {n} card; it must hold exactly {exact} or none.",
                               "Cserepakli: {n} cards; it must hold exactly {exact} or none.", exact=SWAP_SIZE))
    for card in sorted(set(deck) | set(swap)):
        copies = deck.get(card, 0) + swap.get(card, 0)
        if copies > limit:
            problems.append(t("Laplimit: '{card}' has {copies} copies in the Jövő and Cserepakli together; "
                              "a {size}-card Jövő allows {limit}.", card=card, copies=copies, size=size, limit=limit))
        if card.strip().casefold() in {token.casefold() for token in TOKENS}:
            problems.append(t("Jelző: '{card}' is a token card and may not be in a deck.", card=card))
    ok = not problems
    state["last_deck_check"] = {"ok": ok, "problems": problems, "cards": size, "swap": swap_size, "limit": limit,
                                "player": who}
    counts = {"swap": swap_size, "limit": limit}
    if ok:
        summary = plural(size, "Pakli: {n} card in the Jövő, {swap} in the Cserepakli, laplimit {limit}: legal.",
                         "Pakli: {n} cards in the Jövő, {swap} in the Cserepakli, laplimit {limit}: legal.", **counts)
    elif len(problems) == 1:
        summary = plural(size, "Pakli: {n} card in the Jövő, {swap} in the Cserepakli, laplimit {limit}: not legal "
                         "(1 problem).", "Pakli: {n} cards in the Jövő, {swap} in the Cserepakli, laplimit {limit}: "
                         "not legal (1 problem).", **counts)
    else:
        summary = plural(size, "Pakli: {n} card in the Jövő, {swap} in the Cserepakli, laplimit {limit}: not legal "
                         "({problems} problems).", "Pakli: {n} cards in the Jövő, {swap} in the Cserepakli, laplimit "
                         "{limit}: not legal ({problems} problems).", problems=len(problems), **counts)
    events = [Event("deck_check", summary,
                    {"ok": ok, "problems": problems, "cards": size, "swap": swap_size, "limit": limit})]
    if who is not None:
        player = _player(state, who)
        ensure(state["round"] == 1 and state["phase"] == "opening",
               t("{player}'s Jövő can only be counted before the first draw (round 1, before 'resource').",
                 player=who))
        _check_jovo_size(who, size)
        player["future"] = size
        events.append(Event("future", plural(size, "Jövő: {player}'s deck is counted, {n} card.",
                                               "Jövő: {player}'s deck is counted, {n} cards.", player=who),
                            {"player": who, "future": size}))
    return events


@moves.move("end_round")
def end_round(state: dict, args: dict) -> list[Event]:
    """Ends the round (closing the manőverek fázisa if still open): 11+ DP with the most wins; else a player with an
    empty Jövő loses (both empty: a draw); else the next round opens (also when both have the same 11+ DP)."""
    ensure(state["phase"] in ("resource", "manoeuvres", "closing"),
           t("A round ends after its manőverek fázisa; it is now the {phase}.", phase=PHASE_NAMES[state["phase"]]))
    events = []
    if state["phase"] != "closing":
        events.append(Event("phase", t("{phase}: the manőverek fázisa ends and nobody discards.",
                                       phase=PHASE_NAMES["closing"]),
                            {"phase": "closing"}))
    result = _round_end_result(state)
    if result:
        events.append(_finish(state, result))
        return events
    a, b = state["order"]
    dp_a, dp_b = state["players"][a]["dp"], state["players"][b]["dp"]
    ended = state["round"]
    state["round"] += 1
    state["phase"] = "opening"
    state["closing_discards"] = []
    if dp_a == dp_b >= ROUND_END_DP:
        text = t("No winner at the end of round {ended} (equal {dp} DP: nobody has the most); round {round} begins.",
                 ended=ended, dp=dp_a, round=state["round"])
    else:
        text = t("No winner at the end of round {ended}; round {round} begins.", ended=ended, round=state["round"])
    events.append(Event("round", text, {"round": state["round"]}))
    return events


def _round_end_result(state: dict) -> dict | None:
    """Rule B./ (the game ends at the end of the round)."""
    leader = _dp_leader(state)
    if leader and state["players"][leader]["dp"] >= ROUND_END_DP:
        return {"winner": leader, "why": t("End of round: {winner} wins with {dp} DP (at least {least} and the most).",
                                           winner=leader, dp=state["players"][leader]["dp"], least=ROUND_END_DP)}
    empty = [n for n in state["order"] if state["players"][n]["future"] == 0]
    if len(empty) == 2:
        return {"draw": True,
                "why": t("Döntetlen: both Jövő decks are empty at the end of the round and nobody won.")}
    if empty:
        winner = _other(state, empty[0])
        return {"winner": winner, "why": t("End of round: {loser} has no card left in the Jövő, so {winner} wins.",
                                           loser=empty[0], winner=winner)}
    return None


def _decided(state: dict) -> Text | None:
    """Why no move but a deck check may be made: the duel is decided (see :data:`GAME`)."""
    if state["result"] is None:
        return None
    return t("The game is over ({why}); start a new game.", why=state["result"]["why"])


GAME = Game(
    id="kivalasztottak",
    title="Kiválasztottak",
    listed=4,
    setup=moves.setup,
    moves=moves,
    over=lambda state: state["result"] is not None,
    current_player=lambda state: state["active"],
    phase=lambda state: state["phase"],
    end_sentence=_decided,
    glossary=GLOSSARY,
)
