"""The common core every game is written against.

A game is data (see :class:`Game`): a ``setup`` move that builds the first
state, and named moves that change it, each declared next to its function
(see :class:`Moves`). A move is a small function
``apply(state, args) -> list[Event]``: it receives a private deep copy of the
state to change and the action's fields already checked against its
:class:`Field` schema; it returns the events it caused, each with one sentence
that names the rule (``Riposte: 2 skulls against resistance 1, Blue loses 1
LP``). It raises :class:`IllegalAction` when the rules forbid the move now;
the caller's state is then untouched because only the copy was changed.

Everything here is standard library only: no I/O, no clock, no randomness.
Chance (dice, shuffles) arrives from outside as fields of an action.
"""

from __future__ import annotations

import copy
import inspect
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping, NamedTuple

from engine.text import t

# Keys an action may carry that belong to the log, not to the rules: the input
# that produced it and when. The engine ignores them; the log keeps them.
ENVELOPE_KEYS = frozenset({"action", "source", "at"})


class ActionError(Exception):
    """Root of the two ways an action is refused. ``str(err)`` is one sentence in
    English; :attr:`sentence` is the same as a :class:`~engine.text.Text` the kiosk
    can say in its own language."""

    @property
    def sentence(self) -> str:
        return self.args[0] if self.args and isinstance(self.args[0], str) else str(self)


class MalformedAction(ActionError):
    """The action cannot be understood: unknown name, missing or wrong-typed field."""


class IllegalAction(ActionError):
    """The action is well formed but the rules forbid it in the current state."""


class InvariantBroken(IllegalAction):
    """A game's own consistency check failed after a move (a count no longer adds up).

    It is refused like any illegal action, with one sentence, and the caller's
    state is untouched: a log that reaches an impossible state must not crash a
    replay, and the move that would have caused it is the one refused.
    """


@dataclass(frozen=True)
class Event:
    """Something an action caused, explained for the players.

    ``kind`` is a short machine tag (``"riposte"``), ``text`` the sentence the
    kiosk shows, ``data`` any numbers a caller may want (``{"result": "success"}``).
    """

    kind: str
    text: str
    data: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict:
        # The tag and the sentence come last so that no data key can overwrite them.
        return {**self.data, "kind": self.kind, "text": self.text}


class Applied(NamedTuple):
    """The outcome of one accepted action."""

    state: dict
    events: list[Event]


_TYPE_NAMES = {bool: t("true or false"), int: t("a whole number"), float: t("a number"),
               str: t("text"), list: t("a list"), dict: t("an object")}


@dataclass(frozen=True)
class Field:
    """The schema of one action field.

    ``of`` describes the items of a list (or the values of a dict): either a
    type or a mapping of sub-fields for a list of objects. ``min``/``max``
    bound numbers (and the length of lists and text).
    """

    type: type
    required: bool = True
    default: Any = None
    min: float | None = None
    max: float | None = None
    choices: tuple | None = None
    of: Any = None


def opt(type_: type, default: Any = None, **kw: Any) -> Field:
    """An optional field with a default."""
    return Field(type_, required=False, default=default, **kw)


def _is_type(value: Any, type_: type) -> bool:
    # bool is an int in Python; a log that says `"n": true` is still malformed.
    if type_ is bool:
        return isinstance(value, bool)
    if type_ is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if type_ is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, type_)


def _check_value(value: Any, spec: Field, where: str) -> Any:
    if not _is_type(value, spec.type):
        raise MalformedAction(t("{where} must be {kind}, not {value}.", where=where,
                                kind=_TYPE_NAMES.get(spec.type, spec.type.__name__), value=json_repr(value)))
    if spec.choices is not None and value not in spec.choices:
        raise MalformedAction(t("{where} must be one of {allowed}, not {value}.", where=where,
                                allowed=[str(c) for c in spec.choices], value=json_repr(value)))
    size = len(value) if isinstance(value, (list, dict, str)) else value
    if spec.min is not None and size < spec.min:
        raise MalformedAction(_size_error(value, where, spec.min, "at least"))
    if spec.max is not None and size > spec.max:
        raise MalformedAction(_size_error(value, where, spec.max, "at most"))
    if spec.of is None:
        return value
    if isinstance(value, list):
        return [_check_item(item, spec.of, t("{where}[{index}]", where=where, index=i)) for i, item in enumerate(value)]
    if isinstance(value, dict):
        return {k: _check_item(v, spec.of, t("{where}.{key}", where=where, key=k)) for k, v in value.items()}
    return value


def _size_error(value: Any, where: str, limit: float, bound: str) -> str:
    fields = {"where": where, "limit": limit, "value": json_repr(value)}
    if isinstance(value, str):
        return (t("{where} must have at least {limit:g} characters, not {value}.", **fields) if bound == "at least"
                else t("{where} must have at most {limit:g} characters, not {value}.", **fields))
    if isinstance(value, (list, dict)):
        return (t("{where} must have at least {limit:g} items, not {value}.", **fields) if bound == "at least"
                else t("{where} must have at most {limit:g} items, not {value}.", **fields))
    return (t("{where} must be at least {limit:g}, not {value}.", **fields) if bound == "at least"
            else t("{where} must be at most {limit:g}, not {value}.", **fields))


def _check_item(item: Any, of: Any, where: str) -> Any:
    if isinstance(of, Mapping):
        if not isinstance(item, dict):
            raise MalformedAction(t("{where} must be an object, not {value}.", where=where, value=json_repr(item)))
        return check_fields(item, of, where)
    if isinstance(of, Field):
        return _check_value(item, of, where)
    return _check_value(item, Field(of), where)


def check_fields(obj: Mapping[str, Any], fields: Mapping[str, Field], where: str,
                 ignore: frozenset = frozenset()) -> dict:
    """Check ``obj`` against ``fields`` and return it with defaults filled in.

    Unknown keys are malformed too: a typo must not be silently ignored.
    """
    for key in obj:
        if key not in fields and key not in ignore:
            raise MalformedAction(t("{where} has an unknown field '{key}' (known: {known}).", where=where,
                                    key=key, known=sorted(fields) or t("none")))
    out = {}
    for key, spec in fields.items():
        if key in obj and not (obj[key] is None and not spec.required):
            out[key] = _check_value(obj[key], spec, t("{where} field '{key}'", where=where, key=key))
        elif spec.required:
            raise MalformedAction(t("{where} is missing the field '{key}'.", where=where, key=key))
        else:
            out[key] = copy.deepcopy(spec.default)
    return out


def json_repr(value: Any) -> str:
    """A short JSON-ish rendering of a value for error sentences."""
    import json  # standard library; used only on the error path
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


@dataclass(frozen=True)
class Move:
    """One named action of a game: its fields and the function that applies it.

    ``after_end`` marks a move the rules allow once play has stopped (T.I.M.E
    Stories' next run after a failed one); every other move is refused then.
    """

    apply: Callable[[dict, dict], list[Event]]
    fields: Mapping[str, Field] = field(default_factory=dict)
    doc: str = ""
    after_end: bool = False


class Moves(Mapping[str, Move]):
    """A game's moves, each declared where its function is written::

        moves = Moves()

        @moves.move("spend_tu")
        def spend_tu(state, args):
            \"\"\"The Time Captain spends 1 TU...\"\"\"

    The function's docstring is the move's doc. The ``setup`` move is kept
    apart as :attr:`setup`; the mapping holds the moves a set-up game takes.
    ``frame(name, apply)``, if given, wraps each of those (a check every move
    of the game ends with).
    """

    def __init__(self, frame: Callable[[str, Callable], Callable] | None = None):
        self._frame = frame
        self._setup: Move | None = None
        self._moves: dict[str, Move] = {}

    def move(self, name: str, fields: Mapping[str, Field] | None = None, *, after_end: bool = False):
        """Declare the decorated function as the move ``name`` with these ``fields``."""
        def declare(apply: Callable[[dict, dict], list[Event]]) -> Callable[[dict, dict], list[Event]]:
            if name in self._moves or (name == "setup" and self._setup is not None):
                raise ValueError(f"the move '{name}' is declared twice")
            framed = self._frame(name, apply) if self._frame and name != "setup" else apply
            move = Move(framed, dict(fields or {}), inspect.getdoc(apply) or "", after_end)
            if name == "setup":
                self._setup = move
            else:
                self._moves[name] = move
            return apply
        return declare

    @property
    def setup(self) -> Move:
        """The move that builds the first state."""
        if self._setup is None:
            raise ValueError("no 'setup' move is declared")
        return self._setup

    def __getitem__(self, name: str) -> Move:
        return self._moves[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._moves)

    def __len__(self) -> int:
        return len(self._moves)


def _nobody(state: Mapping[str, Any]) -> None:
    return None


def _never(state: Mapping[str, Any]) -> bool:
    return False


@dataclass(frozen=True)
class Game:
    """A game declared as data.

    ``setup`` builds the first state from an empty dict; ``moves`` change it.
    Every game answers the same questions about a state:

    - ``over(state)``: True once the game is finished for good (a saved game
      that is over is not resumed at power-on);
    - ``current_player(state)``: the player whose turn it is (the turn clock
      times them), or None;
    - ``phase(state)``: a short id of the stretch of play (``"discovery"``), or None;
    - :meth:`ended`: why no move may be made now, or None while play goes on.
      ``end_sentence(state)`` gives that sentence when a game has its own (a
      run may end before the game does); by default it is a generic one once
      the game is over.

    :meth:`apply` refuses every move while the game has ended, except the
    moves declared ``after_end``. ``glossary`` maps the game's own terms to
    English (used by the UI and the docs). ``listed`` is the game's place on the
    start screen, lowest first; a game without one comes after.
    """

    id: str
    title: str
    setup: Move
    moves: Mapping[str, Move]
    over: Callable[[Mapping[str, Any]], bool] = _never
    current_player: Callable[[Mapping[str, Any]], str | None] = _nobody
    phase: Callable[[Mapping[str, Any]], str | None] = _nobody
    end_sentence: Callable[[Mapping[str, Any]], str | None] | None = None
    glossary: Mapping[str, str] = field(default_factory=dict)
    listed: int | None = None

    def ended(self, state: Mapping[str, Any]) -> str | None:
        """The sentence a move is refused with because play has stopped, or None."""
        if self.end_sentence is not None:
            return self.end_sentence(state)
        return t("The game is over; start a new game.") if self.over(state) else None

    def start(self, action: Mapping[str, Any]) -> Applied:
        """Apply the ``setup`` action to an empty state."""
        name = _action_name(action)
        if name != "setup":
            raise MalformedAction(t("A {title} game must start with a 'setup' action, not '{name}'.",
                                    title=self.title, name=name))
        game_id = action.get("game")
        if game_id != self.id:
            raise MalformedAction(t("This setup is for game '{game}', not '{this}'.", game=game_id, this=self.id))
        args = check_fields(action, self.setup.fields, "'setup'", ENVELOPE_KEYS | {"game"})
        return self._run(self.setup, {}, args)

    def apply(self, state: Mapping[str, Any], action: Mapping[str, Any]) -> Applied:
        """Apply one action to ``state`` (which is never modified)."""
        name = _action_name(action)
        move = self.moves.get(name)
        if move is None:
            if name == "setup":
                raise IllegalAction(t("The game is already set up; start a new game instead."))
            raise MalformedAction(t("'{name}' is not a {title} action (known: {known}).", name=name,
                                    title=self.title, known=sorted(self.moves)))
        args = check_fields(action, move.fields, f"'{name}'", ENVELOPE_KEYS)
        ended = None if move.after_end else self.ended(state)
        if ended is not None:
            raise IllegalAction(ended)
        return self._run(move, state, args)

    @staticmethod
    def _run(move: Move, state: Mapping[str, Any], args: dict) -> Applied:
        new_state = copy.deepcopy(dict(state))
        events = move.apply(new_state, args) or []
        return Applied(new_state, list(events))


def _action_name(action: Any) -> str:
    if not isinstance(action, Mapping):
        raise MalformedAction(t("An action must be a JSON object, not {value}.", value=json_repr(action)))
    name = action.get("action")
    if not isinstance(name, str) or not name:
        raise MalformedAction(t("The action has no 'action' name."))
    return name


def ensure(condition: bool, sentence: str) -> None:
    """Raise :class:`IllegalAction` with ``sentence`` unless ``condition`` holds."""
    if not condition:
        raise IllegalAction(sentence)


def ensure_form(condition: bool, sentence: str) -> None:
    """Raise :class:`MalformedAction` with ``sentence`` unless ``condition`` holds."""
    if not condition:
        raise MalformedAction(sentence)
