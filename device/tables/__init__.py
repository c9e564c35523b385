"""Per-game table inputs: how a scanned card, a roll or a button becomes an
engine action in the current state of the game.

Each game has one table module, found through :func:`engine.registry.table_module`
(``device/tables/<game>.py`` unless the game registered another), with:

* ``DEFAULT_SETUP`` - the setup line of a game started without scanning, or
  ``default_setup(cards)`` (optional) to make it from the catalog's ``cards`` of the game
  (Cavendish: the owner's receptacle numbers); see :func:`default_setup`;
* ``map_event(event, state, catalog)`` - a driver event (already known to be
  for this game, which is not over) to an action dict, a :class:`Notice`, or
  None to ignore it;
* ``touch_buttons(state)`` - the on-screen buttons that make sense now (while
  the game is not over);
* ``CARD_FIELDS`` - every printed card attribute ``map_event`` and the setup read:
  card kind (or :data:`device.catalog.EVERY_KIND`) -> attribute -> what it takes (a type,
  a range, a tuple of choices, a dict or a list: :func:`device.catalog.card_fields`; marked
  :class:`~device.catalog.Required` where a scan reads it), checked when a cards file is read
  and when a card is authored;
* ``dice_profile(state)`` (optional) - which dice the camera should read now
  (a profile name of :mod:`drivers.dice.profiles`; ``d6`` when absent);
* ``dice_counts(state)`` (optional) - how many dice a throw may have now (the
  counts the dice entry offers; empty while no roll is expected; 1-6 when absent);
* ``dice_wait(state)`` (optional) - while a roll is awaited but cannot be taken yet, the one
  sentence saying what to do first (the dice entry shows it instead of "no roll is expected",
  or above the one roll it offers instead); None otherwise;
* ``number_entry(state)`` (optional) - the whole numbers the game waits for now as one
  number rather than as dice (Cavendish's difficulty), entered by touch as its digits; None
  while it waits for none; then ``NUMBER_NAME`` is what the number is ("Difficulty"), which
  titles the entry and names the number entered on the strip;
* ``prompt(state)`` (optional) - what the action strip invites the players to do
  while nothing new is shown (a sentence, or None for the kiosk's own);
* ``spoken_cue(action, state)`` (optional) - a sentence (written with
  :func:`engine.text.t`) to speak after an accepted action, besides the roll;
  none when absent;
* ``BANNER_EVENTS`` (optional) - the kinds of the game's events that change the game
  (a test's result, a boarding, a mission's end): their sentences stay whole on a banner
  until the next input instead of fading with the strip. The game's end always has the
  banner; when absent, nothing else does.

The generic part (undo, unknown tags, device notices, the end of the game,
the ``source`` of each action) is in :mod:`device.mapping`. What the report draws and whom the turn
clock times are hooks of the game's view module instead (:mod:`ui.views`):
``ui/`` draws them and never imports ``device/``.

How a new game is set up on the kiosk (:mod:`device.screens.setup`, which names
no game) is the table module's too:

* ``touch_setup(players, options)`` - the setup line for that many players chosen
  by touch (the setup screen offers each count 1-4 whose line the engine accepts);
* ``SCAN_SETUP`` (optional) - a :class:`ScanSetup`: the players join by scanning a
  card of that kind at their seat (readers ``seat1``..``seat4``), and then
  ``seat_player(seat, card)`` is the name a player scanned at a seat plays under
  and ``scanned_setup(seated, options)`` the setup line of the cards ``seated``
  (``(seat, catalog card)`` in seat order); without it the game is set up by touch;
* ``SETUP_OPTIONS`` (optional) - the game's own setup choices, their starting
  values (T.I.M.E Stories' starting TU and Time Captain, Enclave's order of play), or
  ``setup_options(cards)`` to start them from the catalog's ``cards`` of the game
  (Cavendish: the owner's receptacle cards, whose printed numbers a touch setup plays),
  passed as ``options`` to the functions above and to
  ``seated(options, seat)`` (the options once a card joins at ``seat``),
  ``unseated(options, seat, seats)`` (once the card at ``seat`` is removed, ``seats``
  left; without it the options start over for the seats left),
  ``setup_view(options, seated, names)`` (the lines and ``(press, label)`` choices the
  setup screen shows for them, ``names`` by seat) and ``SETUP_CHOICES`` (a choice's
  word -> ``handler(options, arg, seats)`` returning the new options, or
  :class:`AskBids` to let the players bid, whose bids ``with_bids(options, bids)``
  takes).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType

from engine import registry


@dataclass(frozen=True)
class Notice:
    """Something to tell the players instead of (or besides) an action.

    ``attention`` notices stay on screen until the next accepted action and
    light the status LED; ``kind`` lets the kiosk offer a fix (``unknown_tag``
    offers enrolment, ``dice_check`` a correction)."""

    text: str
    attention: bool = False
    kind: str = "info"
    data: dict = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class ScanSetup:
    """A game whose players join by scanning a card each: the catalog ``kind`` of that
    card, and the word the setup screen names it by (``t("receptacle")``)."""

    kind: str
    word: str


@dataclass(frozen=True)
class AskBids:
    """A setup choice asking the players to bid for the order of play: ``bidders`` are
    seats in bidding order, each declaring a sum of their ``coins``."""

    bidders: list[int]
    coins: int


@dataclass(frozen=True)
class TouchButton:
    """An on-screen button: pressing it sends ``ButtonPressed(name, "touch")``. A
    ``confirm`` button (a tower, a life or an agent lost) asks for a second tap."""

    name: str
    label: str
    confirm: bool = False


def default_setup(game_id: str, cards: list) -> dict:
    """The setup line of a game started with no setup screen (``agency run --new``)."""
    table = table_for(game_id)
    from_cards = getattr(table, "default_setup", None)
    return from_cards(cards) if from_cards else dict(table.DEFAULT_SETUP)


def table_for(game_id: str) -> ModuleType:
    return importlib.import_module(registry.table_module(game_id))


def dice_profile(game_id: str, state: dict) -> str:
    """The dice the camera should read in this state of the game."""
    choose = getattr(table_for(game_id), "dice_profile", None)
    return choose(state) if choose else "d6"


def dice_counts(game_id: str, state: dict) -> tuple[int, ...]:
    """How many dice a throw may have in this state of the game (none: no roll is expected)."""
    counts = getattr(table_for(game_id), "dice_counts", None)
    return tuple(counts(state)) if counts else tuple(range(1, 7))


def dice_wait(game_id: str, state: dict) -> str | None:
    """What to do before the awaited roll can be entered (None: nothing, or no roll is awaited)."""
    wait = getattr(table_for(game_id), "dice_wait", None)
    return wait(state) if wait else None


def number_entry(game_id: str, state: dict) -> range | None:
    """The number the game waits for now, entered by touch as its digits (None: dice, if any)."""
    numbers = getattr(table_for(game_id), "number_entry", None)
    return numbers(state) if numbers else None


def number_name(game_id: str) -> str:
    """What the number of :func:`number_entry` is, in the game's words."""
    return table_for(game_id).NUMBER_NAME


def prompt(game_id: str, state: dict) -> str | None:
    """What the strip invites the players to do now, if the game says more than the kiosk's prompt."""
    says = getattr(table_for(game_id), "prompt", None)
    return says(state) if says else None


def banner_events(game_id: str) -> frozenset[str]:
    """The kinds of events whose sentences the banner keeps (see ``BANNER_EVENTS``)."""
    return frozenset(getattr(table_for(game_id), "BANNER_EVENTS", ()))


def spoken_cue(game_id: str, action: dict, state: dict) -> str | None:
    """What to say after this accepted action, besides the roll (None: nothing)."""
    cue = getattr(table_for(game_id), "spoken_cue", None)
    return cue(action, state) if cue else None
