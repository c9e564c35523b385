"""The kiosk's own screens as :class:`ui.model.Overlay` values (no pygame).

Each builder takes plain data from the device and the language, and returns
what to show and which choices to offer, said in that language: the device's
screens (:mod:`device.screens`) build their overlay again whenever the screen
is drawn anew, so a language switch re-renders them. The sentences the device
hands over (a notice, why a roll is asked for, a game's setup options) are
English ``engine.text.t`` values and are said here. A choice named ``ui:...``
is the kiosk's own (the device handles it); any other name is pressed in the
game like a button (``undo``).
"""

from __future__ import annotations

from drivers.nfc.names import reader_word
from engine.text import Text, and_list, die_face, plural, t
from ui.i18n import face_name, language_name, say, theme_name
from ui.model import Overlay

HISTORY_PAGE = 4        # entries per history page that 800x480 shows whole (each wraps to two rows at most)
ENROL_PAGE = 8          # cards per enrolment page
RESUMABLE = 4           # the newest unfinished games the start screen offers to resume, the last one first
KEYBOARD_KEYS = 12      # the on-screen keyboard's keys a page, and the places of a field's values and Back
# The physical buttons by their config name.
BUTTONS = {"next": t("next"), "confirm": t("confirm"), "undo": t("undo"), "menu": t("menu")}
ORIGINS = {"keyboard": t("typed"), "corrected": t("corrected"), "touch": t("tapped")}
# The words of the cards' kinds, printed fields and values (the table modules' CARD_FIELDS), as the
# enrolment names them; a word not here (a letter, an agent, a colour) is shown as it is written.
CARD_WORDS = {
    "location": t("location", context="card field"),
    "red": t("red", context="card field"),
    "space": t("space", context="card field"),
    "sealed": t("sealed by token", context="card field"),
    "receptacle": t("receptacle", context="card field"),
    "lp": t("LP", context="card field"),
    "resistance": t("resistance", context="card field"),
    "dice": t("dice", context="card field"),
    "combat": t("combat", context="card field"),
    "deftness": t("deftness", context="card field"),
    "magic": t("magic", context="card field"),
    "item": t("item", context="card field"),
    "agency": t("agency item", context="card field"),
    "token": t("token", context="card field"),
    "test": t("test", context="card field"),
    "shields": t("shields", context="card field"),
    "kind": t("kind", context="card field"),
    "normal": t("normal", context="card field"),
    "skull": t("skull", context="card field"),
    "time": t("time", context="card field"),
    "heart": t("heart", context="card field"),
    "special": t("special", context="card field"),
    "n": t("number", context="card field"),
    "lock": t("lock", context="card field"),
    "trait": t("trait", context="card field"),
    "mission": t("mission", context="card field"),
    "result": t("result", context="card field"),
    "success": t("success", context="card field"),
    "failed": t("failed", context="card field"),
    "letter": t("letter", context="card field"),
    "agent": t("agent", context="card field"),
    "talisman": t("talisman", context="card field"),
    "destiny": t("Destiny", context="card field"),
    "modifier": t("modifier", context="card field"),
    "epilogue": t("Epilogue", context="card field"),
    "physical": t("physical", context="card field"),
    "mental": t("mental", context="card field"),
    "traps": t("traps", context="card field"),
    "rewards": t("rewards", context="card field"),
    "knowledge": t("knowledge", context="card field"),
    "money": t("money", context="card field"),
    "pryzes": t("pryzes", context="card field"),
    "tree_tokens": t("tree tokens", context="card field"),
    "trap": t("trap", context="card field"),
    "preparation": t("preparation", context="card field"),
    "protection": t("protection", context="card field"),
    "price": t("price", context="card field"),
    "healing": t("healing", context="card field"),
    "enhancement": t("enhancement", context="card field"),
    "type": t("type", context="card field"),
    "snatcher": t("snatcher", context="card field"),
    "machine": t("machine", context="card field"),
    "sesame": t("sesame", context="card field"),
    "sarcophagus": t("sarcophagus", context="card field"),
    "pryze": t("pryze", context="card field"),
    "use": t("use", context="card field"),
    "colour": t("colour", context="card field"),
    "cells": t("cells", context="card field"),
    "track": t("track", context="card field"),
    "value": t("value", context="card field"),
    "critical": t("critical", context="card field"),
    "super": t("super", context="card field"),
    "number": t("number", context="card field"),
    "toronyszint": t("Toronyszint", context="card field"),
    "mp": t("MP", context="card field"),
    "kalandozo": t("Kalandozó", context="card field"),
    "akciolap": t("Akciólap", context="card field"),
    "epitmeny": t("Építmény", context="card field"),
    "roll": t("roll", context="card field"),
    "proba": t("Próbadobás", context="card field"),
    "mento": t("Mentődobás", context="card field"),
    "tamadas": t("Támadásdobás", context="card field"),
    "low": t("lower threshold", context="card field"),
    "high": t("upper threshold", context="card field"),
}
# The cards of each kind, as Choose card names the kinds on its page (a kind not here by its own word).
KIND_GROUPS = {
    "location": t("locations", context="card kinds"), "space": t("spaces", context="card kinds"),
    "receptacle": t("receptacles", context="card kinds"), "item": t("items", context="card kinds"),
    "token": t("tokens", context="card kinds"), "test": t("tests", context="card kinds"),
    "mission": t("missions", context="card kinds"), "talisman": t("talismans", context="card kinds"),
    "destiny": t("Destiny cards", context="card kinds"), "epilogue": t("Epilogues", context="card kinds"),
    "trap": t("traps", context="card kinds"), "preparation": t("preparations", context="card kinds"),
    "protection": t("protections", context="card kinds"), "healing": t("healings", context="card kinds"),
    "enhancement": t("enhancements", context="card kinds"), "pryze": t("pryzes", context="card kinds"),
    "snatcher": t("snatchers", context="card kinds"), "toronyszint": t("Toronyszintek", context="card kinds"),
    "kalandozo": t("Kalandozók", context="card kinds"), "akciolap": t("Akciólapok", context="card kinds"),
    "epitmeny": t("Építmények", context="card kinds"), "roll": t("rolls", context="card kinds"),
}
# An empty place in a grid of choices: it keeps the choices after it where they were when
# a choice is not offered on this page (taken, or no page that way), so no button moves.
GAP = ("", "")


def placed(choices: list, places: int, last: list = ()) -> list:
    """``choices`` in the first of ``places`` places and ``last`` in the last ones, the places
    between them empty: the pages of a screen built with the same ``places`` have one grid, so
    ``last`` (Back, Shift, the page turns) and the place of each choice stay where they are
    whatever number of choices a page has."""
    return [*choices, *[GAP] * (places - len(choices) - len(last)), *last]


def describe(event, card: str | None = None, button: str | None = None, number: str | None = None) -> Text | str:
    """What was read, in a few English words (said by the kiosk when it draws the strip);
    ``card`` is the name of the card placed or chosen, ``button`` the label of a button touched,
    ``number`` what a roll is when the game waits for one number instead of dice ("Difficulty")."""
    from drivers.events import ButtonPressed, DeviceNotice, DiceRolled, TagPlaced, TagRemoved

    if isinstance(event, DeviceNotice):    # nothing was read: a device speaks, its sentence says it all
        return ""
    if isinstance(event, TagPlaced) and event.reader == "touch":
        return t("Card {card} chosen by touch", card=card or event.uid)
    if isinstance(event, TagPlaced):
        return t("Card {uid} on {reader}", uid=card or event.uid, reader=reader_word(event.reader))
    if isinstance(event, TagRemoved):
        return t("Card lifted from {reader}", reader=reader_word(event.reader))
    if isinstance(event, DiceRolled):
        how = ORIGINS.get(event.origin) or t("{pct} sure", pct=f"{event.confidence:.0%}")
        if number:
            return t("{number} {value} ({how})", number=number, value=" ".join(event.faces) or "-", how=how)
        return t("Dice {faces} ({how})", faces=faces(event.faces) or "-", how=how)
    if isinstance(event, ButtonPressed) and button:
        return t("{name} touched", name=button)
    if isinstance(event, ButtonPressed):
        return button_word(event.name)
    return type(event).__name__


def button_word(name: str) -> Text:
    """A button pressed, when its label is not known: a physical one by its name, any other
    as an on-screen button (its name is the code's word, not the players')."""
    return t("Button {name}", name=BUTTONS[name]) if name in BUTTONS else t("On-screen button")


def faces(names) -> list:
    """The faces of a roll as the strip names them."""
    return [die_face(name) for name in names]


def start(language: str, games: list[tuple[str, str]], resumable: tuple[int, str] | None,
          older: list[tuple[int, str]] = (), notice: str | None = None) -> Overlay:
    """Resume the last unfinished game (``(id, title)``) or an ``older`` one, or choose one of
    ``games`` (``(id, title)``); ``notice`` says why a saved game could not be resumed. The
    last game's resume button is the one after the games."""
    resume = [("ui:resume", say(language, t("Resume game {id}", id=resumable[0])))] if resumable else []
    resume += [(f"ui:resume:{game_id}", say(language, t("Resume game {id}", id=game_id))) for game_id, _ in older]
    # the games first and the resume buttons after them, in places of their own, so each game's
    # button is in one place however many games there are to resume
    choices = [(f"ui:game:{game}", title) for game, title in games] + placed(resume, RESUMABLE)
    lines = (say(language, t("Resume the last game or choose a new one.")), resumable[1]) if resumable else (say(language, t("Choose a game.")),)
    if older:
        lines = (say(language, t("Resume an unfinished game or choose a new one.")),
                 ", ".join(f"{game_id}: {title}" for game_id, title in [resumable, *older]))
    lines = ((say(language, notice),) if notice else ()) + lines
    return Overlay("start", say(language, t("Agency Table")), lines, tuple(choices))


def setup(language: str, title: str, counts: list[int], scanned: tuple[str, ...] = (), *,
          kind: str | None = None, option_lines: tuple = (), option_choices: tuple = (),
          notice: str | None = None, simulated: tuple[str, ...] = ()) -> Overlay:
    """Choose the number of players, or (for a game set up by scanning the ``kind`` of card
    its players hold) scan their cards.

    ``scanned`` describes the players scanned so far (starting with them is offered once
    their number is one of ``counts``, and the counts are no longer offered); ``option_lines`` and ``option_choices`` (``(press
    name, label)``) are the game's own setup options, from its table module; ``notice`` says
    why the last scan or start was not taken; ``simulated`` lists the simulated table's
    cards by key ("A Receptacle 1")."""
    help_line = (say(language, t("Scan a {kind} card at each seat, or choose the number of players.", kind=say(language, kind))) if kind
                 else say(language, t("How many players?")))
    lines = (say(language, notice),) if notice else ()
    if kind and scanned:   # the counts are no longer offered
        help_line = say(language, t("Scan a {kind} card at each seat.", kind=say(language, kind)))
    lines += () if scanned else (help_line,)
    choices = []
    if scanned:
        lines += (say(language, t("Scanned: {names}", names=", ".join(scanned))),)
        if len(scanned) in counts:
            choices.append(("ui:scanned", say(language, t("Start with these {n}", n=len(scanned)))))
    lines += tuple(say(language, line) for line in option_lines)
    choices += [(name, say(language, label)) for name, label in option_choices]
    lines += (help_line,) if scanned else ()
    lines += (say(language, t("Simulated table, keys: {cards}", cards=", ".join(simulated))),) if simulated else ()
    # Once cards are scanned a count would start a game without them: the counts go.
    choices += [(f"ui:players:{n}", say(language, t("1 player") if n == 1 else t("{n} players", context="setup choice", n=n)))
                for n in (() if scanned else counts)]
    return Overlay("setup", say(language, t("New game: {game}", game=title)), lines,
                   tuple(choices + [("ui:start", say(language, t("Previous")))]))


def bidding(language: str, bidder: str, bids: list[tuple[str, int]], coins: int) -> Overlay:
    """Bidding for the order of play: ``bidder`` declares a sum of their ``coins``;
    ``bids`` are the ``(player, sum)`` declared so far, whose sums are not offered
    again (except 0, which anyone may bid)."""
    taken = {bid for _, bid in bids if bid}
    lines = (say(language, t("Everyone has {coins} coins. How many does {name} bid? The highest bid plays first; a sum already bid is taken, except 0.", coins=coins, name=bidder)),)
    if bids:
        lines += (say(language, t("Bids so far: {bids}", bids=", ".join(f"{name} {bid}" for name, bid in bids))),)
    choices = [GAP if n in taken else (f"ui:bid:{n}", str(n)) for n in range(coins + 1)]
    return Overlay("bid", say(language, t("Bidding: {name}", name=bidder)), lines,
                   tuple(choices + [("ui:bid_cancel", say(language, t("Previous")))]))


def menu(language: str, theme: str, paused: bool, camera: bool = False) -> Overlay:
    """The menu; ``camera``: the table has a dice camera, whose picture of the empty tray can be taken."""
    # Undo is not first: the frame starts on the first choice, and a confirm pressed by
    # habit must not take a move back.
    choices = [("ui:history", say(language, t("History"))), ("ui:enter_dice", say(language, t("Enter dice"))),
               ("ui:choose_card", say(language, t("Choose card"))), ("undo", say(language, t("Undo"))),
               ("ui:correct_card", say(language, t("Correct a card"))),
               ("ui:resume_clock" if paused else "ui:pause", say(language, t("Restart clock") if paused else t("Pause clock"))),
               ("ui:report", say(language, t("Game report"))), ("ui:start", say(language, t("New game"))),
                ("ui:language", say(language, t("Language: {name}", name=language_name(language)))),
                ("ui:theme", say(language, t("Theme: {name}", name=theme_name(language, theme))))]
    if camera:
        choices.append(("ui:empty_tray", say(language, t("Empty tray: take picture"))))
    choices.append(("ui:close", say(language, t("Close"))))
    return Overlay("menu", say(language, t("Menu")), (say(language, t("Next moves the frame, Confirm chooses, Undo closes.")),), tuple(choices))


def input_said(language: str, read: str, said: tuple[str, ...]) -> str:
    """What was read and the sentences it produced, in ``language`` (the action strip); only
    the sentences when nothing was read."""
    sentences = " ".join(say(language, sentence) for sentence in said)
    return f"{say(language, read)}: {sentences}" if read else sentences


def history_entry(language: str, number: int, read: str, said: tuple[str, ...]) -> str:
    """One history entry: the log line's number, what was read and the sentences it produced."""
    return f"{number}. {input_said(language, read, said)}"


def history(language: str, entries: list[str], page: int, per_page: int = HISTORY_PAGE) -> Overlay:
    """``entries`` oldest first; page 0 is the newest ``per_page`` of them (as many as the
    kiosk shows whole: :meth:`ui.kiosk.Kiosk.history_page`)."""
    end = max(0, len(entries) - page * per_page)
    shown = entries[max(0, end - per_page):end] or [say(language, t("Nothing has happened yet."))]
    choices = [("ui:history_older", say(language, t("Previous"))) if end > per_page else GAP,
               ("ui:history_newer", say(language, t("More"))) if page > 0 else GAP]
    return Overlay("history", say(language, plural(len(entries), "History: {n} line", "History: {n} lines")), tuple(shown),
                   tuple(choices + [("undo", say(language, t("Undo"))), ("ui:close", say(language, t("Close")))]))


def correction(language: str, why: str, faces: list[str], count: int, picked: list[str],
               picture: str | None, can_keep: bool) -> Overlay:
    """Ask for the value of each die in turn (one tap for a single die); ``why`` says why."""
    lines = (say(language, why), say(language, t("Tap the value of die {n} of {count}.", n=len(picked) + 1, count=count)))
    if picked:
        lines += (", ".join(face_name(language, name) for name in picked),)
    choices = [(f"ui:die:{name}", face_name(language, name)) for name in faces]
    choices += [("ui:keep", say(language, t("Keep as read")))] if can_keep else []
    return Overlay("correct", say(language, t("Check the dice")), lines,
                   tuple(choices + [("ui:close", say(language, t("Ignore")))]), picture=picture or "")


def dice_count(language: str, counts: tuple[int, ...] = tuple(range(1, 7)), wait: str | None = None) -> Overlay:
    """How many dice were thrown, one tap among the ``counts`` the game allows now (dice
    entered by touch, with no camera reading); none while the game expects no roll, or
    while the roll it awaits cannot be taken yet (``wait`` says what to do first)."""
    choices = [(f"ui:dice_count:{n}", say(language, t("Dice: {n}", n=n))) for n in counts]
    line = t("How many dice were thrown?") if counts else wait or t("No roll is expected now: nothing to enter.")
    return Overlay("enter_dice", say(language, t("Enter dice")), (say(language, line),),
                   tuple(choices + [("ui:close", say(language, t("Close")))]))


def number_entry(language: str, name: str, values: range, typed: str, digits: list[str]) -> Overlay:
    """One number of ``values`` (what it is: ``name``, the title) tapped as its digits: the ``digits``
    that go on from ``typed`` (the others keep their places empty), **Enter** once ``typed`` is a
    value, and **Clear** (or, with nothing typed, **Close**)."""
    choices = [(f"ui:digit:{digit}", digit) if digit in digits else GAP for digit in "1234567890"]
    choices.append(("ui:enter", say(language, t("Enter {n}", n=typed))) if typed and int(typed) in values else GAP)
    choices.append(("ui:clear", say(language, t("Clear"))) if typed else ("ui:close", say(language, t("Close"))))
    line = t("Tap the number, {low} to {high}, one digit at a time.", low=values[0], high=values[-1])
    return Overlay("enter_number", say(language, name) + (f": {typed}" if typed else ""),
                   (say(language, line),), tuple(choices))


def _card_page(language: str, cards: list, page: int, pick: str) -> tuple[list, int, int]:
    """One page of ``cards`` (``(card id, label)``) as choices ``pick + card id``, with the
    page turns (``ui:page:previous``, ``ui:page:more``); returns them, the page shown and the pages."""
    pages = max(1, -(-len(cards) // ENROL_PAGE))
    page = min(page, pages - 1)
    shown = cards[page * ENROL_PAGE:(page + 1) * ENROL_PAGE]
    choices = [(f"{pick}{card_id}", label) for card_id, label in shown]
    if pages > 1:   # every page has the same slots: the page turns stay where they are
        choices = placed(choices, ENROL_PAGE + 2,
                         [("ui:page:previous", say(language, t("Previous"))) if page > 0 else GAP,
                          ("ui:page:more", say(language, t("More"))) if page < pages - 1 else GAP])
    return choices, page, pages


def enrol(language: str, uid: str, cards: list[tuple[str, str]], page: int, can_add: bool = False) -> Overlay:
    """Offer the game's cards (``(card id, name)``) for an unknown tag, a page at a time, and
    (``can_add``) a new card; a card tapped shows its printed fields before the tag is bound."""
    choices, page, pages = _card_page(language, cards, page, "ui:card:")
    new = [("ui:new_card", say(language, t("New card")))] if can_add else []
    return Overlay("enrol", say(language, t("Unknown card {uid}", uid=uid)),
                   (say(language, t("Tap the card this tag is on, or New card; its printed numbers come next "
                                    "(page {page} of {pages}).", page=page + 1, pages=pages)),),
                   tuple(new + choices + [("ui:close", say(language, t("Ignore")))]))


def card_kinds(language: str, uid: str, kinds: list[str]) -> Overlay:
    """What kind of card the new card for tag ``uid`` is."""
    return Overlay("card_kind", say(language, t("New card for tag {uid}", uid=uid)),
                   (say(language, t("What kind of card is it?")),),
                   tuple(placed([(f"ui:kind:{kind}", capitalised(card_word(language, kind))) for kind in kinds],
                                KEYBOARD_KEYS, [("ui:back", say(language, t("Back")))])))


def card_fields(language: str, uid: str | None, name: str, shown: list[tuple[tuple, object]], new: bool,
                notice: str | None = None) -> Overlay:
    """A card's name and printed fields (``(path, value)``), a button each ("name: Test 1", "LP: 4",
    "trait: -"); Save binds tag ``uid`` (None: a card corrected, saved without binding a tag).
    Save, Back and the name come first, so the fields' buttons keep their places as entries are added.
    ``notice`` says why the last Save did not save."""
    title = t("New card: {name}", name=name) if new else t("{name}: printed numbers", name=name)
    save = t("Save and bind") if uid else t("Save")
    choices = [("ui:save", say(language, save)), ("ui:back", say(language, t("Back"))),
               ("ui:name", f"{say(language, t('name', context='card field'))}: {name}")]
    choices += [(f"ui:field:{index}", f"{field_label(language, path)}: {value_label(language, value, short=True)}")
                for index, (path, value) in enumerate(shown)]
    line = (t("Tap a field to enter what is printed on the card; Save binds tag {uid} to it.", uid=uid) if uid
            else t("Tap a field to correct what is printed on the card; Save keeps it."))
    lines = ((say(language, notice),) if notice else ()) + (say(language, line),)
    return Overlay("card_fields", say(language, title), lines, tuple(choices))


def correct_card(language: str, cards: list[tuple[str, str]], page: int, notice: str | None = None) -> Overlay:
    """Correct one of the game's cards (``(card id, name)``): scan its tag or tap it, a page at a
    time; ``notice`` says why the last scan opened nothing."""
    choices, page, pages = _card_page(language, cards, page, "ui:card:")
    lines = (say(language, notice),) if notice else ()
    lines += (say(language, t("Scan the card's tag, or tap the card, to correct its name and printed numbers "
                              "(page {page} of {pages}).", page=page + 1, pages=pages)),)
    return Overlay("correct_card", say(language, t("Correct a card")), lines,
                   tuple(choices + [("ui:close", say(language, t("Close")))]))


def card_field(language: str, name: str, path: tuple, value, values: list | None, steps: tuple[int, ...]) -> Overlay:
    """One printed field, its value in the title: a button per value it takes (``values``), or
    steppers of ``steps`` places and Done for a long range (``values`` None)."""
    if values is not None:
        lines = (say(language, t("Tap the value printed on the card.")),)
        choices = placed([(f"ui:value:{index}", value_label(language, option)) for index, option in enumerate(values)],
                         KEYBOARD_KEYS, [("ui:back", say(language, t("Back")))])   # Back where the keyboard's is
    else:
        lines = (say(language, t("Step to the value printed on the card, then Done.")),)
        choices = [(f"ui:step:{step}", f"{step:+d}") for step in steps] + [("ui:done", say(language, t("Done")))]
    return Overlay("card_field", f"{name}: {field_label(language, path)}: {value_label(language, value)}", lines,
                   tuple(choices))


def keyboard(language: str, name: str, path: tuple, text: str, fresh: bool, keys: list, last: list = ()) -> Overlay:
    """The on-screen keyboard for card ``name``'s field at ``path`` (``("name",)``: its name),
    ``text`` in the title (``fresh``: the field's own text, which the first key replaces).
    ``keys`` are ``(press, label)`` (a label a letter as it is, or a sentence to say) or None,
    a key not offered, whose place stays empty; ``last`` are the keys in the page's last places
    (Shift and Back, in the same places on every page of letters)."""
    field = say(language, t("name", context="card field")) if path == ("name",) else field_label(language, path)

    def said(keys):
        return [GAP if key is None else (key[0], say(language, key[1]) if isinstance(key[1], Text) else key[1])
                for key in keys]

    choices = placed(said(keys), KEYBOARD_KEYS, said(last))
    line = (t("Tap a key to replace this text, or Done to keep it; accented letters are with their letter.")
            if fresh else t("Tap the letters; accented letters are with their letter. Done keeps the text."))
    return Overlay("keyboard", f"{name}: {field}: {text}" + ("" if fresh else "_"), (say(language, line),),
                   tuple(choices))


def capitalised(words: str) -> str:
    """A label as a button or a heading starts: its first letter a capital, the rest as written."""
    return words[:1].upper() + words[1:]


def card_word(language: str, word: str) -> str:
    """A kind, field or value of a card in ``language`` (as written when it is a name or letter)."""
    return say(language, CARD_WORDS[word]) if word in CARD_WORDS else word


def field_label(language: str, path: tuple) -> str:
    """A printed field by its path: ``dice combat``, ``shields 2 kind`` (entries counted from 1)."""
    return " ".join(str(key + 1) if isinstance(key, int) else card_word(language, key) for key in path)


def value_label(language: str, value, short: bool = False) -> str:
    """A field's value; one not printed is a dash on a field's button (``short``), where room is scarce."""
    if value is None:
        return "-" if short else say(language, t("not printed"))
    if isinstance(value, bool):
        return say(language, t("yes", context="card field") if value else t("no", context="card field"))
    return card_word(language, value) if isinstance(value, str) else str(value)


def choose_card(language: str, cards: list[tuple[str, str, str]], page: int) -> Overlay:
    """Play one of the game's cards (``(card id, kind, name)``) by touch, as if scanned: the
    cards are grouped by kind, and the help line names the kinds on the page shown ("Spaces and
    missions")."""
    kinds = list(dict.fromkeys(kind for _, kind, _ in cards))
    grouped = sorted(cards, key=lambda card: kinds.index(card[1]))
    choices, page, pages = _card_page(language, [(card_id, name) for card_id, _, name in grouped], page,
                                      "ui:play_card:")
    shown = dict.fromkeys(kind for _, kind, _ in grouped[page * ENROL_PAGE:(page + 1) * ENROL_PAGE])
    on_page = capitalised(say(language, and_list([KIND_GROUPS.get(kind, kind) for kind in shown])))
    return Overlay("choose_card", say(language, t("Choose card")),
                   (say(language, t("{kinds}: tap a card to play it as if scanned (page {page} of {pages}).", kinds=on_page or "-", page=page + 1, pages=pages)),),
                   tuple(choices + [("ui:close", say(language, t("Close")))]))


def report(language: str, title: str, picture: str) -> Overlay:
    return Overlay("report", say(language, t("Game report: {game}", game=title)), (), (("ui:close", say(language, t("Close"))),),
                   picture=picture)
