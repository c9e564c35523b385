"""Sentences that the kiosk can say in another language.

The engine and the table modules write every sentence in English through
:func:`t`. The result is an ordinary ``str`` (logs, the CLI and the tests read
English) that also remembers its template and fields. The kiosk looks the
template up in its gettext catalogs (``ui/lang/<domain>/<language>.po``) and
says the same thing in Hungarian, Polish or French: the English template is
the message id, so an untranslated sentence still reads in English.

A field may itself be a :class:`Text` (a phrase translated on its own) or a
list of values (said joined by commas).
"""

from __future__ import annotations

from functools import reduce
from typing import Any, Sequence


class Text(str):
    """An English sentence made from ``template`` and ``fields``.

    ``context`` is gettext's ``msgctxt``: it tells apart one English word that
    another language says two ways (the die face "skull" and a game's skull).
    ``plural`` is the English for a count other than one (``msgid_plural``):
    the count is the field ``n`` and each language picks its own form of it."""

    template: str
    fields: dict[str, Any]
    context: str | None
    plural: str | None

    def __new__(cls, template: str, fields: dict[str, Any], context: str | None = None,
                plural: str | None = None) -> "Text":
        english = plural if plural is not None and fields["n"] != 1 else template
        self = super().__new__(cls, english.format(**{k: said(v) for k, v in fields.items()}))
        self.template = template
        self.fields = fields
        self.context = context
        self.plural = plural
        return self

    def __reduce__(self):  # copy and pickle keep the template, not only the English
        return Text, (self.template, self.fields, self.context, self.plural)


def t(template: str, /, context: str | None = None, **fields: Any) -> Text:
    """``template`` with its ``{fields}`` filled in, remembered for translation; ``context``
    only where the same English needs another translation elsewhere."""
    return Text(template, fields, context)


def plural(n: int, one: str, many: str, **fields: Any) -> Text:
    """``one`` or ``many`` (templates with ``{n}``, and any other ``fields``) as English counts
    ``n``: "1 hit", "2 hits". Translated as one message with its plural, so each language counts
    its own way (Polish has three forms, French says "0 réussite")."""
    return Text(one, {"n": n, **fields}, plural=many)


def said(value: Any) -> Any:
    """A field value as the English sentence uses it: lists are joined by commas."""
    if isinstance(value, (list, tuple)):
        return ", ".join(str(said(item)) for item in value)
    return value


# Symbol faces of the dice profiles in the players' words; pips are said as their number.
DIE_FACES = {"blank": t("blank", context="die face"), "hit": t("hit", context="die face"),
             "double_hit": t("2 hits", context="die face"), "skull": t("skull", context="die face"),
             "hit_skull": t("hit + skull", context="die face"), "1tu": t("1 TU", context="die face"),
             "2tu": t("2 TU", context="die face"), "3tu": t("3 TU", context="die face")}


def die_face(name: str) -> str:
    """A die face as the players name it: a symbol face in words (a :class:`Text`), pips by their number."""
    return DIE_FACES.get(name, name)


def and_list(items: Sequence) -> Any:
    """``a, b and c``: the items joined the way each language says it (names stay as
    they are); one item is itself, none is the empty string."""
    return _joined(items, lambda first, second: t("{first} and {second}", first=first, second=second))


def or_list(items: Sequence) -> Any:
    """``a, b or c``, as :func:`and_list` joins with "and"."""
    return _joined(items, lambda first, second: t("{first} or {second}", first=first, second=second))


def _joined(items: Sequence, join) -> Any:
    """The last two items joined by ``join``, the ones before them by commas."""
    if len(items) < 2:
        return items[0] if items else ""
    return join(reduce(lambda first, second: t("{first}, {second}", first=first, second=second), items[:-1]),
                items[-1])
