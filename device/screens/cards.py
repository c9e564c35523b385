"""Cards by touch: an unknown tag enrolled as one of the game's cards (or as a new card),
with the numbers printed on it entered or corrected by touch; or a card played from a list
as if scanned (when a reader fails).

Enrolment is three screens: the game's cards a page at a time, with **New card**
(:class:`EnrolScreen`); the kinds a new card may be (:class:`CardKindScreen`); and the
card's name and printed fields (:class:`CardEditScreen`), one button each, which open the
values the field takes (one button per value, or steppers for a long range; the name and a
text field a keyboard, :class:`TextScreen`). **Save** saves the card (as ``agency cards``
does, through :meth:`device.catalog.Catalog.save_card`) and binds the tag, which then counts
as scanned. A card already tagged is corrected the same way from **Menu > Correct a card**
(:class:`CorrectCardScreen`: scan its tag or tap it), saved without binding anything. Which
fields a kind has, and what each takes, is the table module's ``CARD_FIELDS``.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from device.catalog import EVERY_KEY, EVERY_KIND, missing_field, new_card_id, record_of
from device.screens.base import Screen
from device.screens.effects import Close, Enrol, OpenScreen, PutEvent, SaveCard
from drivers.events import TagPlaced
from engine.text import t
from ui import screens

STEPS = (-5, -1, 1, 5)      # a stepper's buttons, for a field of more values than fit as buttons
MOST_VALUE_BUTTONS = 8      # a field of up to this many values offers one button each
MOST_LIST_ENTRIES_SHOWN = 3  # a list of up to this many entries shows them all, filled or not


class _CardList:
    """A screen listing the game's ``cards`` a page at a time, each opening its printed fields."""

    def _turn(self, turn):
        self.page = turn_page(self.page, turn)
        return []

    def _open_card(self, card_id):
        """The card's printed fields, to check or correct."""
        card = next(card for card in self.cards if card.id == card_id)
        record = copy.deepcopy(record_of(card))
        fields = self.kinds.get(card.kind, self.kinds.get(EVERY_KIND, {}))
        return [OpenScreen(CardEditScreen(self, record, fields, new=False))]


@dataclass
class EnrolScreen(_CardList, Screen):
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

    def _choose_kind(self, _arg):
        return [OpenScreen(CardKindScreen(self))]

    def saved(self, record: dict, changed: bool) -> list:
        """Save (when new or changed) and bind the tag, which then counts as scanned."""
        return [Enrol(self.uid, self.reader, record["id"], record=record if changed else None)]


@dataclass
class CorrectCardScreen(_CardList, Screen):
    """A card already tagged (or any of the game's ``cards``) corrected: scan its tag or tap it;
    its name and printed fields open filled in, and **Save** rewrites it where ``agency cards``
    keeps it (a shipped card becomes the owner's copy). ``notice`` says why a scan opened nothing."""

    cards: list
    game: str
    kinds: dict[str, dict]
    page: int = 0
    notice: str | None = None
    uid = None      # nothing is bound: the card keeps its tag

    def handlers(self):
        return {"page": self._turn, "card": self._open_card}

    def view(self, language):
        return screens.correct_card(language, [(card.id, card.name) for card in self.cards], self.page, self.notice)

    def scan(self, uid: str, reader: str, card) -> list:
        """A tag scanned while the list shows: its card's fields open."""
        if card is None or card.game != self.game:
            self.notice = t("Tag {uid} is no card of this game: scan another, or tap the card.", uid=uid)
            return []
        self.notice = None
        return self._open_card(card.id)

    def saved(self, record: dict, changed: bool) -> list:
        return [SaveCard(record)] if changed else [Close()]


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
    """The name and fields printed on a card (``record``, as in ``cards.jsonl``), each a button
    that opens the values it takes (a keyboard for the name and a text field); **Save** hands the
    card to the screen it was opened from (``enrolment``: an :class:`EnrolScreen` saves it when
    new or changed and binds the tag, a :class:`CorrectCardScreen` saves it). ``fields`` is the
    kind's entry of the table module's ``CARD_FIELDS``; ``editing`` is the field whose values are
    shown (its path), or None; ``lacking`` is the field Save did not save without (its path: one
    the game needs, or one of a list entry's), which the screen names."""

    enrolment: EnrolScreen | CorrectCardScreen
    record: dict
    fields: dict
    new: bool
    editing: tuple | None = None
    lacking: tuple | None = None

    def __post_init__(self):
        self.original = copy.deepcopy(self.record)

    def handlers(self):
        return {"field": self._edit, "name": self._edit_name, "value": self._set_value, "step": self._step,
                "done": self._done, "save": self._save, "back": self._back}

    KEEPS_FOCUS = frozenset({"step"})    # the same stepper button steps on

    def view(self, language):
        shown = [(path, shown_value(spec, get_path(self.record, path))) for path, spec in leaves(self.fields, self.record)]
        if self.editing is None:
            kind = self.record["kind"]
            notice = self.lacking and t("Enter its {field} first: a {kind} card cannot be played without it.",
                                        field=screens.field_label(language, self.lacking),
                                        kind=screens.CARD_WORDS.get(kind, kind))
            return screens.card_fields(language, self.enrolment.uid, self.record["name"], shown, self.new, notice)
        spec = dict(leaves(self.fields, self.record))[self.editing]
        value = shown_value(spec, get_path(self.record, self.editing))
        values = options(spec)
        return screens.card_field(language, self.record["name"], self.editing, value,
                                  values if len(values) <= MOST_VALUE_BUTTONS else None, STEPS)

    def _edit(self, index):
        self.lacking = None
        path, spec = leaves(self.fields, self.record)[int(index)]
        if spec is str:
            return [OpenScreen(TextScreen(self, path, get_path(self.record, path) or ""))]
        self.editing = path
        return []

    def _edit_name(self, _arg):
        return [OpenScreen(TextScreen(self, ("name",), self.record["name"]))]

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
        record = self.record
        missing = missing_field(record["game"], record["kind"], record)
        self.lacking = (missing,) if missing else entry_lacking(self.fields, record)
        if self.lacking:   # saved so, the card could not be played
            return []
        return self.enrolment.saved(record, self.new or record != self.original)

    def _back(self, _arg):
        if self.editing is not None:
            self.editing = None
            return []
        return [OpenScreen(self.enrolment)]


# The on-screen keyboard's letters, a group a button (as a phone's keypad groups them), each
# letter with the accented ones Hungarian, Polish and French write with it; a group's page shows
# them all, so every key keeps today's button size.
LETTER_GROUPS = ("aáàâąæbcćç", "deéèêëęf", "ghiíîï", "jklł", "mnńoóöőôœ", "pqrsś", "tuúüűùûv", "wxyÿzźż")
DIGITS_GROUP = "1234567890"
PUNCTUATION = ".'-,&()/!?"     # Shift on the digits' page: "O'Hara", "Dr. Who", "Room 2-3"
MOST_TEXT = 30     # a text field's longest text (device.catalog.fits)


@dataclass
class TextScreen(Screen):
    """The on-screen keyboard for the card's name or a text field (``path`` in ``editor``'s
    record), starting from ``text``. The text shown at first is replaced by the first key (so
    **Done** alone keeps it); a word starts with a capital unless **Shift** says otherwise, and
    **Shift** on the digits' page shows the punctuation marks instead, for one mark. A page
    closes after a letter or a mark, the digits' page stays for the next digit. Done with
    nothing typed keeps the name, or leaves a text field not printed."""

    editor: CardEditScreen
    path: tuple
    text: str
    fresh: bool = True          # the text shown is the field's own, not typed yet
    group: str | None = None    # the letters shown, or None for the groups
    shift: bool = False         # the next letter's case the other way round, or punctuation for digits

    def handlers(self):
        return {"group": self._open_group, "key": self._key, "space": lambda _: self._type(" "),
                "delete": self._delete, "shift": self._shift, "keys_back": self._back, "done": self._done}

    def view(self, language):
        full = len(self._typed()) >= MOST_TEXT
        if self.group is None:
            keys = [None if full else (f"ui:group:{index}", "".join(c for c in group if c.isascii()).upper())
                    for index, group in enumerate(LETTER_GROUPS)]
            keys += [None if full else ("ui:group:digits", "0-9 .'"), None if full else ("ui:space", t("Space"))]
            keys += [("ui:delete", t("Delete")), ("ui:done", t("Done"))]
            last = []
        else:
            keys = [None if full else (f"ui:key:{key}", self._case(key)) for key in self._keys()]
            last = [("ui:shift", t("Shift", context="keyboard key")), ("ui:keys_back", t("Back"))]
        return screens.keyboard(language, self.editor.record["name"], self.path, self.text, self.fresh, keys, last)

    def _keys(self) -> str:
        """The keys of the page shown: a letter group's, or the digits (punctuation after Shift)."""
        if self.group == DIGITS_GROUP and self.shift:
            return PUNCTUATION
        return self.group

    def _typed(self) -> str:
        return "" if self.fresh else self.text

    def _case(self, letters: str) -> str:
        typed = self._typed()
        capital = (not typed or typed.endswith(" ")) != self.shift
        return letters.upper() if capital else letters

    def _open_group(self, which):
        self.group = DIGITS_GROUP if which == "digits" else LETTER_GROUPS[int(which)]
        self.shift = False     # Shift acts on the page it was tapped on
        return []

    def _key(self, letter):
        if self.group is None or letter not in self._keys():   # a late tap on a page no longer shown
            return []
        self._type(self._case(letter))
        if letter not in DIGITS_GROUP:   # a letter or a mark is mostly followed by a letter or a space
            self.group = None
        return []

    def _type(self, key: str):
        if len(self._typed()) < MOST_TEXT:
            self.text, self.fresh, self.shift = self._typed() + key, False, False
        return []

    def _delete(self, _arg):
        self.text, self.fresh = self._typed()[:-1], False
        return []

    def _shift(self, _arg):
        self.shift = not self.shift
        return []

    def _back(self, _arg):
        self.group = None
        return []

    def _done(self, _arg):
        text = self.text.strip()
        if self.path == ("name",):
            self.editor.record["name"] = text or self.editor.record["name"]
        else:
            set_path(self.editor.record, self.path, text or None, self.editor.fields)
        return [OpenScreen(self.editor)]


# The screens of a card being entered or corrected: a tag placed meanwhile waits for them to close
# (device.screens.controller), so that it is neither lost nor played unseen behind them.
CARD_FORMS = (EnrolScreen, CardKindScreen, CardEditScreen, TextScreen)


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


def entry_lacking(fields: dict, record: dict) -> tuple | None:
    """The first field a list entry of the card lacks (a shield stack's number), by its path."""
    return next((path for path, spec in leaves(fields, record)
                 if len(path) > 2 and isinstance(path[-2], int) and spec is not bool
                 and get_path(record, path[:-1]) is not None and get_path(record, path) is None), None)


def options(spec) -> list:
    """The values a single field takes, as the editor offers them; None is "not printed"
    (the field is left out), offered first except for yes/no. (Text is typed: :class:`TextScreen`.)"""
    if spec is bool:
        return [False, True]
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
    fields empty, after the entries there are (Save asks for them: the engine needs them all); a
    list entry with a field left out is removed."""
    if value is None and get_path(record, path[:-1]) is None:
        return                            # an entry not there yet stays away
    holder: Any = record
    spec: Any = fields
    for key in path[:-1]:
        child = spec[key]
        if isinstance(holder, list):
            if key >= len(holder):        # a new entry goes next to the others, left to right
                holder.append({})
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


def turn_page(page: int, turn: str) -> int:
    """The ``more`` or ``previous`` page of a list of cards."""
    return page + 1 if turn == "more" else max(0, page - 1)
