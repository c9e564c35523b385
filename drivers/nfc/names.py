"""The card readers as the players know them, for the sentences that name one."""

from __future__ import annotations

from engine.text import Text, t


def reader_word(reader: str) -> Text:
    """A card reader as the players know it: the table's main reader, a seat's, or one the
    owner named in the config (``nfc.readers``), by that name."""
    if reader == "main":
        return t("the main reader")
    seat = reader.removeprefix("seat")
    if seat != reader and seat.isdigit():
        return t("the seat {n} reader", n=int(seat))
    return t("reader '{name}'", name=reader)
