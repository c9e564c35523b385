"""Cards by touch: an unknown tag enrolled as one of the game's cards (or as a new card),
with the numbers printed on it entered or corrected by touch; or a card played from a list
as if scanned (when a reader fails).

Enrolment is three screens: the game's cards a page at a time, with **New card**
(:class:`EnrolScreen`); the kinds a new card may be (:class:`CardKindScreen`); and the
card's printed fields (:class:`CardEditScreen`), one button each, which open the values
the field takes (one button per value, or steppers for a long range). **Save** saves the
card (as ``agency cards`` does) and binds the tag, which then counts as scanned. Which
fields a kind has, and what each takes, is the table module's ``CARD_FIELDS``.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from device.catalog import EVERY_KEY, EVERY_KIND, new_card_id, record_of
from device.screens.base import Screen
from device.screens.effects import Close, Enrol, OpenScreen, PutEvent
from drivers.events import TagPlaced
from ui import screens

STEPS = (-5, -1, 1, 5)      # a stepper's buttons, for a field of more values than fit as buttons
MOST_VALUE_BUTTONS = 8      # a field of up to this many values offers one button each
MOST_LIST_ENTRIES_SHOWN = 3  # a list of up to this many entries shows them all, filled or not


@dataclass
class EnrolScreen(Screen):
    """The unknown tag ``uid`` (seen on ``reader``) is one of ``cards`` (the game's
    :class:`~device.catalog.Card` values), shown a page at a time, or a new card of the
    ``game`` of one of the ``kinds`` (kind -> its fields)."""

    uid: str
    reader: str
    cards: list
    game: str = ""
    kinds: dict[str, dict] = field(default_factory=dict)
    page: int = 0

    def handlers(self):
        return {"page": self._turn, "card": self._open_card, "new_card": self._choose_kind}

    def view(self, language):
        return screens.enrol(language, self.uid, [(card.id, card.name) for card in self.cards], self.page,
                             can_add=bool(self.new_kinds()))

    def new_kinds(self) -> list[str]:
        """The kinds a new card may be: those the table module names."""
        return [kind for kind in self.kinds if kind != EVERY_KIND]

    def _turn(self, turn):
        self.page = turn_page(self.page, turn)
        return []

    def _open_card(self, card_id):
        """The card's printed fields, to check or correct before the tag is bound."""
        card = next(card for card in self.cards if card.id == card_id)
        record = copy.deepcopy(record_of(card))
        fields = self.kinds.get(card.kind, self.kinds.get(EVERY_KIND, {}))
        return [OpenScreen(CardEditScreen(self, record, fields, new=False))]

    def _choose_kind(self, _arg):
        return [OpenScreen(CardKindScreen(self))]


@dataclass
class CardKindScreen(Screen):
    """What kind of card a new card is (the table module's kinds)."""

    enrolment: EnrolScreen

    def handlers(self):
        return {"kind": self._kind, "back": lambda _arg: [OpenScreen(self.enrolment)]}

    def view(self, language):
        return screens.card_kinds(language, self.enrolment.uid, self.enrolment.new_kinds())

    def _kind(self, kind):
        enrolment = self.enrolment
        card_id, name = new_card_id({card.id for card in enrolment.cards}, enrolment.game, kind)
        record = {"id": card_id, "game": enrolment.game, "kind": kind, "name": name}
        return [OpenScreen(CardEditScreen(enrolment, record, enrolment.kinds[kind], new=True))]


@dataclass
class CardEditScreen(Screen):
    """The fields printed on a card (``record``, as in ``cards.jsonl``), each a button that
    opens the values it takes; **Save** saves the card (when new or changed) and binds the tag.
    ``fields`` is the kind's entry of the table module's ``CARD_FIELDS``; ``editing`` is the
    field whose values are shown (its path), or None."""

    enrolment: EnrolScreen
    record: dict
    fields: dict
    new: bool
    editing: tuple | None = None

    def __post_init__(self):
        self.original = copy.deepcopy(self.record)

    def handlers(self):
        return {"field": self._edit, "value": self._set_value, "step": self._step, "done": self._done,
                "save": self._save, "back": self._back}

    KEEPS_FOCUS = frozenset({"step"})    # the same stepper button steps on

    def view(self, language):
        shown = [(path, shown_value(spec, get_path(self.record, path))) for path, spec in leaves(self.fields, self.record)]
        if self.editing is None:
            return screens.card_fields(language, self.enrolment.uid, self.record["name"], shown, self.new)
        spec = dict(leaves(self.fields, self.record))[self.editing]
        value = shown_value(spec, get_path(self.record, self.editing))
        values = options(spec)
        return screens.card_field(language, self.record["name"], self.editing, value,
                                  values if len(values) <= MOST_VALUE_BUTTONS else None, STEPS)

    def _edit(self, index):
        self.editing = leaves(self.fields, self.record)[int(index)][0]
        return []

    def _set_value(self, index):
        spec = dict(leaves(self.fields, self.record))[self.editing]
        self._put(options(spec)[int(index)])
        self.editing = None
        return []

    def _step(self, step):
        """Move the field's value ``step`` places along its values (from the first, if not set)."""
        spec = dict(leaves(self.fields, self.record))[self.editing]
        values = options(spec)
        now = get_path(self.record, self.editing)
        start = values.index(now) if now in values else 0
        self._put(values[max(0, min(len(values) - 1, start + int(step)))])
        return []

    def _done(self, _arg):
        self.editing = None
        return []

    def _put(self, value):
        set_path(self.record, self.editing, value, self.fields)
        if get_path(self.record, self.editing) != value:   # the entry went to another place, or away
            self.editing = None

    def _save(self, _arg):
        changed = self.new or self.record != self.original
        return [Enrol(self.enrolment.uid, self.enrolment.reader, self.record["id"],
                      record=self.record if changed else None)]

    def _back(self, _arg):
        if self.editing is not None:
            self.editing = None
            return []
        return [OpenScreen(self.enrolment)]


@dataclass
class CardChooserScreen(Screen):
    """Play one of ``cards`` (``(card id, kind, name)``) by touch: it goes the way of a
    scanned one, on the reader ``touch`` (the catalog takes a card id for a uid)."""

    cards: list[tuple[str, str, str]]
    page: int = 0

    def handlers(self):
        return {"page": self._turn, "play_card": self._play}

    def view(self, language):
        return screens.choose_card(language, self.cards, self.page)

    def _turn(self, turn):
        self.page = turn_page(self.page, turn)
        return []

    def _play(self, card_id):
        return [Close(), PutEvent(TagPlaced("touch", card_id))]


# -- a card's fields as the buttons of the editor -----------------------------------------------------

def leaves(fields: dict, record: dict, prefix: tuple = ()) -> list[tuple[tuple, Any]]:
    """Each single field of a card, ``(path, field)``, in the order the table module writes
    them. A short list (a test's three shield stacks) shows every entry it may have, so the
    buttons keep their places as entries are filled; a long one (a snatcher's cells) its
    entries and the first field of one more."""
    found = []
    for key, spec in fields.items():
        path = prefix + (key,)
        if key == EVERY_KEY:              # any key: the owner names them with agency cards
            continue
        if isinstance(spec, dict):
            found += leaves(spec, record, path)
        elif isinstance(spec, list):
            entries = get_path(record, path) or []
            whole = len(spec) <= MOST_LIST_ENTRIES_SHOWN
            for index, entry_spec in enumerate(spec if whole else spec[:len(entries) + 1]):
                entry = leaves(entry_spec, record, path + (index,))
                found += entry if whole or index < len(entries) else entry[:1]
        else:
            found.append((path, spec))
    return found


def options(spec) -> list:
    """The values a single field takes, as the editor offers them; None is "not printed"
    (the field is left out), offered first except for yes/no."""
    if spec is bool:
        return [False, True]
    if spec is str:       # a text field by touch: the number printed on the card (item 12)
        return [None] + [str(number) for number in range(1, 1000)]
    return [None] + list(spec)


def shown_value(spec, value) -> Any:
    """A yes/no field left out is no (the table reads it so)."""
    return False if spec is bool and value is None else value


def get_path(record: dict, path: tuple) -> Any:
    """The value at a path (the record itself at ``()``), None where there is none."""
    value: Any = record
    for key in path:
        if isinstance(value, dict):
            value = value.get(key)
        elif isinstance(value, list) and isinstance(key, int) and key < len(value):
            value = value[key]
        else:
            return None
    return value


def set_path(record: dict, path: tuple, value: Any, fields: dict) -> None:
    """Set one field; None leaves it out. A list entry given a value starts with its other
    fields at their first values (a shield stack of 1), after the entries there are; a list
    entry with a field left out is removed (the engine needs them all)."""
    if value is None and get_path(record, path[:-1]) is None:
        return                            # an entry not there yet stays away
    holder: Any = record
    spec: Any = fields
    for key in path[:-1]:
        child = spec[key]
        if isinstance(holder, list):
            if key >= len(holder):        # a new entry goes next to the others, left to right
                holder.append({name: first_value(entry) for name, entry in child.items()})
                key = len(holder) - 1
            holder = holder[key]
        else:
            holder = holder.setdefault(key, [] if isinstance(child, list) else {})
        spec = child
    if value is not None:
        holder[path[-1]] = value
        return
    holder.pop(path[-1], None)
    if len(path) > 2 and isinstance(path[-2], int):
        entries = get_path(record, path[:-2])
        if path[-2] < len(entries):
            del entries[path[-2]]
        if not entries:                   # no entry left: the list goes too
            get_path(record, path[:-3]).pop(path[-3])


def first_value(spec) -> Any:
    """A field's value when a list entry starts: no, or the first value it takes."""
    return False if spec is bool else options(spec)[1]


def turn_page(page: int, turn: str) -> int:
    """The ``more`` or ``previous`` page of a list of cards."""
    return page + 1 if turn == "more" else max(0, page - 1)
