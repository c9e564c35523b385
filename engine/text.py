"""Sentences that the kiosk can say in another language.

The engine and the table modules write every sentence in English through
:func:`t`. The result is an ordinary ``str`` (logs, the CLI and the tests read
English) that also remembers its template and fields. The kiosk looks the
template up in its catalogs (``ui/lang/``) and says the same thing in
Hungarian, Polish or French: the gettext way, with the English template as
the message id, so an untranslated sentence still reads in English.

A field may itself be a :class:`Text` (a phrase translated on its own) or a
list of values (said joined by commas).
"""

from __future__ import annotations

from functools import reduce
from typing import Any, Sequence


class Text(str):
    """An English sentence made from ``template`` and ``fields``."""

    template: str
    fields: dict[str, Any]

    def __new__(cls, template: str, fields: dict[str, Any]) -> "Text":
        self = super().__new__(cls, template.format(**{k: said(v) for k, v in fields.items()}))
        self.template = template
        self.fields = fields
        return self

    def __reduce__(self):  # copy and pickle keep the template, not only the English
        return Text, (self.template, self.fields)


def t(template: str, /, **fields: Any) -> Text:
    """``template`` with its ``{fields}`` filled in, remembered for translation."""
    return Text(template, fields)


def plural(n: int, one: str, many: str) -> Text:
    """``one`` or ``many`` (templates with ``{n}``) as English counts ``n``: "1 hit",
    "2 hits". Each is translated on its own, as each language counts its own way."""
    return Text(one if n == 1 else many, {"n": n})


def said(value: Any) -> Any:
    """A field value as the English sentence uses it: lists are joined by commas."""
    if isinstance(value, (list, tuple)):
        return ", ".join(str(said(item)) for item in value)
    return value



def and_list(items: Sequence) -> Any:
    """``a and b and c``: the items joined the way each language says it (names stay as
    they are); one item is itself, none is the empty string."""
    return _joined(items, lambda first, second: t("{first} and {second}", first=first, second=second))


def or_list(items: Sequence) -> Any:
    """``a or b or c``, as :func:`and_list` joins with "and"."""
    return _joined(items, lambda first, second: t("{first} or {second}", first=first, second=second))


def _joined(items: Sequence, join) -> Any:
    return reduce(join, items) if items else ""
