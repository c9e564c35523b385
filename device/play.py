"""The game on the table: the session being played, what the action strip and the
attention line say about it, and its clocks.

The appliance hands it each input the kiosk's own screens did not take
(:meth:`Play.handle`) and then what came of it (:meth:`Play.record`). It never
opens a screen: a doubtful roll, an unknown tag or the end of the game comes back
in the :class:`~device.session.Outcome`, and the appliance opens the screen that
deals with it. Texts stay in English (:func:`engine.text.t`); the kiosk says them in
its language when it draws, so a language switch says the strip again.
"""

from __future__ import annotations

import math
import time
from collections import deque
from dataclasses import replace
from typing import Callable

from device.catalog import Catalog
from device.errors import UserError
from device.indicators import Indicators
from device.mapping import touch_buttons
from device.screens.dice import profile_faces
from device.session import GameSession, Outcome
from device.store import StoreError
from device.tables import Notice, banner_events, dice_counts, dice_wait, number_entry, number_name
from drivers.dice.confidence import UNREADABLE_FACE
from drivers.events import ButtonPressed, DiceRolled, TagPlaced, TagRemoved
from drivers.nfc.names import reader_word
from engine import ActionError
from engine.text import Text, t
from ui import screens
from ui.model import StripLine
from ui.timers import Timeline

# The source of the clock lines the kiosk writes itself when it closes mid-game and opens it again.
CLOSED = {"kind": "kiosk", "event": "closed"}
STRIP_LINES = 6     # the newest outcomes the strip keeps


class Play:
    def __init__(self, catalog: Catalog, indicators: Indicators, min_confidence: float,
                 now: Callable[[], float], on_action: Callable[[Outcome], None]):
        self.catalog = catalog
        self.indicators = indicators
        self.min_confidence = min_confidence   # a camera roll below it is checked by the players first
        self.now = now                         # the appliance's clock (the benchmark runs it faster)
        self.on_action = on_action             # told of every action that went through
        self.session: GameSession | None = None
        self.strip: deque[StripLine] = deque(maxlen=STRIP_LINES)
        self.attention: Text | str | None = None
        self.banner: StripLine | None = None   # an outcome that changed the game, until the next input
        self.waiting: dict[str, str] = {}      # reader -> a tag left there that the game was not ready for
        self._retried: set[tuple[str, str]] = set()
        self.timeline: Timeline | None = None
        self._play_base = self._play_opened = 0.0

    def open_game(self, session: GameSession) -> None:
        """Play ``session`` from now on (started or resumed): rebuild its clocks from
        its log and stamp every live action with the play time."""
        self.session = session
        self.timeline = session.timeline
        self._play_base, self._play_opened = self.timeline.last_at, self.now()
        session.clock = self.play_time
        self.strip.clear()
        self.attention = self.banner = None
        self.waiting, self._retried = {}, set()

    def pause_on_close(self) -> None:
        """The kiosk closes mid-game: a pause line at this moment keeps the clocks' time since
        the last action, and the next start resumes from it (:func:`resume_after_close`)."""
        session = self.session
        if session is not None and not session.over and not session.match.paused:
            self.apply_line("", {"action": "pause", "at": round(self.play_time(), 1), "source": CLOSED})

    def play_time(self) -> float:
        """Seconds of play since the game started (time the appliance was off does not count)."""
        return self._play_base + (self.now() - self._play_opened)

    def turn_seconds(self) -> float:
        return self.timeline.at(self.play_time()).turn_seconds

    def describe(self, event, state: dict | None = None) -> Text | str:
        """What was read, for the strip and the history: a card by its name, a button
        touched by its label in ``state`` (the game's state when it was touched; now, if not given)."""
        card = None
        if isinstance(event, TagPlaced):
            card = self.catalog.cards.get(event.uid) if event.reader == "touch" else self.catalog.card_for(event.uid)
        label = number = None
        if isinstance(event, ButtonPressed) and event.origin == "touch" and self.session is not None:
            labels = {b.name: b.label for b in touch_buttons(self.session.game, state or self.session.state)}
            label = labels.get(event.name)
        if isinstance(event, DiceRolled) and self.session is not None \
                and number_entry(self.session.game, state or self.session.state) is not None:
            number = number_name(self.session.game)
        return screens.describe(event, card.name if card else None, label, number)

    def handle(self, event, read: Text | str) -> Outcome:
        """One input for the game (map -> engine -> store). A camera roll read with too
        little confidence is not applied: its outcome is a ``dice_check`` notice whose
        roll may be kept as read (``can_keep``), unlike a roll the game does not expect.
        A doubtful roll the game would not take at any values (a count it does not expect,
        or no roll awaited) goes to the game instead, whose refusal says what to do."""
        if isinstance(event, (TagPlaced, DiceRolled)):
            self.indicators.flash_reading()
        if (isinstance(event, DiceRolled) and event.origin == "camera"
                and (event.confidence < self.min_confidence or UNREADABLE_FACE in event.faces)
                and self._count_taken(len(event.faces))):
            # Rounded down, so a roll just under dice.min_confidence never shows as sure as it.
            why = t("The camera is only {pct} sure it read {faces}.", pct=f"{math.floor(event.confidence * 100)}%",
                    faces=screens.faces(event.faces) or "-")
            wait = dice_wait(self.session.game, self.session.state)
            if wait:   # the roll the game waits for cannot be taken yet: perhaps that was thrown too soon
                why = t("{said} {then}", said=why, then=wait)
            # A die read as "?" has no value to keep: the players say what it shows.
            return Outcome(read, notice=Notice(why, attention=True, kind="dice_check",
                                               data={"can_keep": UNREADABLE_FACE not in event.faces}))
        if isinstance(event, DiceRolled) and event.origin == "keyboard":
            faces = profile_faces(event.profile)
            if event.faces[0] not in dict(faces):
                shown = ", ".join(dict.fromkeys(str(value) for _, value in faces if value is not None))
                why = t("{value} is not on this die: its faces are {faces}.", value=event.values[0], faces=shown)
                return Outcome(read, notice=Notice(why, attention=True, kind="dice_check"))
        outcome = self.session.handle(event, read)
        self._note_waiting(event, outcome)
        if outcome.notice and outcome.notice.kind == "unknown_tag":
            uid, reader = outcome.notice.data["uid"], outcome.notice.data["reader"]
            text = t("Unknown card {uid} on {reader}: enrol it to use it.", uid=uid, reader=reader_word(reader))
            outcome = replace(outcome, notice=replace(outcome.notice, text=text))
        return outcome

    def _count_taken(self, count: int) -> bool:
        """Whether the game takes a throw of ``count`` dice now (none, when it awaits no roll)."""
        return count in dice_counts(self.session.game, self.session.state)

    def _note_waiting(self, event, outcome: Outcome) -> None:
        """A card the game was not ready for (the next location while the team is still at
        one) is tried again after the next action, once, if it still lies on its reader; a
        card chosen by touch is held the same way, until another card is chosen."""
        if isinstance(event, TagRemoved):
            self.waiting.pop(event.reader, None)
        elif isinstance(event, TagPlaced):
            retry = (event.reader, event.uid) in self._retried
            self._retried.discard((event.reader, event.uid))
            if outcome.notice and outcome.notice.kind == "info" and not retry:
                self.waiting[event.reader] = event.uid
            else:
                self.waiting.pop(event.reader, None)

    def take_waiting(self) -> list[TagPlaced]:
        """The cards to try again now that an action went through (see :meth:`_note_waiting`)."""
        waiting, self.waiting = self.waiting, {}
        self._retried |= set(waiting.items())
        return [TagPlaced(reader, uid) for reader, uid in waiting.items()]

    def apply_line(self, read: Text | str, action: dict) -> Outcome:
        """A log line applied as it is (a script line, a clock pause from the menu);
        a refused line is skipped, as replay does, but one the store could not keep
        comes back ``unsaved``, to be tried again before any later line."""
        try:
            return Outcome(read, action, self.session.submit(action))
        except StoreError as err:
            return Outcome(read, action, unsaved=err.sentence)
        except (ActionError, UserError) as err:
            return Outcome(read, action, refused=err.sentence)

    def record(self, outcome: Outcome) -> bool:
        """Put what an input did on the action strip, the attention line and the
        indicators. True when there was something to show."""
        now = time.monotonic()
        if outcome.unsaved:
            why = t("Not saved, so play is stopped until it can be: {why}", why=outcome.unsaved)
            self.strip.append(StripLine(outcome.read, (why,), True, now))
            self.attention = why
            self.indicators.beep(2)
        elif outcome.notice:
            line = StripLine(outcome.read, (outcome.notice.text,), outcome.notice.attention, now)
            latest = self.strip[-1] if self.strip else None
            if outcome.notice.kind == "unknown_tag" and latest and latest.outshines(self.attention, now):
                # a stray tag waits its turn: the refusal or outcome on the strip stays until it fades
                self.strip.pop()
                self.strip.extend((line, latest))
            else:
                self.strip.append(line)
            if outcome.notice.attention:
                self.attention = outcome.notice.text
                self.indicators.beep(2)
        elif outcome.refused:
            self.attention = None   # an older warning must not hide why this input did nothing
            self.strip.append(StripLine(outcome.read, (t("Refused: {reason}", reason=outcome.refused),), True, now))
        elif outcome.action:
            self.attention = None
            did = tuple(e.text for e in outcome.events) or (outcome.action["action"],)
            self.strip.append(StripLine(outcome.read, did, False, now))
            # the game's end, and the outcomes the game says change it, stay whole until the next input
            kept = banner_events(self.session.game)
            if self.session.over or any(event.kind in kept for event in outcome.events):
                self.banner = self.strip[-1]
            self.indicators.action_applied(outcome, self.session.game, self.session.state, self.session.over)
            self.on_action(outcome)
        else:
            return False
        self.indicators.settle_led(bool(self.attention))
        return True

    def clear_attention(self) -> None:
        """A kiosk screen was closed: what the attention line said is dealt with."""
        self.attention = None
        self.indicators.set_led("idle")


def resume_after_close(session: GameSession) -> None:
    """A game the kiosk paused when it closed (:meth:`Play.pause_on_close`) runs again from
    that moment, before its clocks are rebuilt from its log."""
    closed = session.match.log[-1]
    if closed.get("action") == "pause" and closed.get("source") == CLOSED:
        session.submit({"action": "resume", "at": closed.get("at", 0), "source": CLOSED})
