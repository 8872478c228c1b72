"""What a game stores of one game beyond the columns every game shares (``Game.detail``).

Each game's package declares its keys in a ``DetailSchema``; shared code stores and reads
``detail`` whole and never looks inside. A key at its default is not stored, so a game
that stores nothing has ``{}``, and a stored detail reads back with every key of its schema
(``unpack``). A detail its schema refuses (an unknown key, a wrong type or choice) is a
broken invariant (``DetailError``), never a user's mistake: the sheet's forms check what is
typed before a game is built. A key may say how its value reads (``ValueWords``): shared pages
and the club's log write a game's own values out through its schema (``written``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from django_stubs_ext import StrOrPromise

from scoring.log_words import OwnValue


class DetailError(ValueError):
    """A game's stored detail that its game's schema refuses."""


def _is(value: object, kind: type) -> bool:
    # True is an int to Python; a count or a seat is never a boolean.
    return isinstance(value, kind) and (kind is bool or not isinstance(value, bool))


@dataclass(frozen=True)
class ValueWords:
    """How one of a game's own values reads where shared code writes a sheet's games out:
    in the sheet's history as ``label`` and ``text`` ("Troef \u2663");
    on the other side's check its ``text`` beside who played or, for a value that names a
    side (``side``), its ``label`` with that side's points; in the club's log as ``logged``
    (None: the label and the text)."""

    label: StrOrPromise
    text: Callable[[Any], str] = str
    logged: Callable[[Any], str] | None = None
    side: bool = False

    def of(self, value: Any) -> OwnValue:
        text = self.text(value)
        logged = self.logged(value) if self.logged else f"{self.label} {text}"
        return OwnValue(str(self.label), text, logged, value if self.side else "")


@dataclass(frozen=True)
class Key:
    """One value a game stores: its type (``list``: ``item`` is each item's type), the
    value a missing key means (None: the value may be None), its choices if limited, and
    how it reads where shared code writes it out (None: it is not written out)."""

    kind: type
    default: Any = None
    choices: tuple[Any, ...] = ()
    item: type | None = None
    item_may_be_none: bool = False
    words: ValueWords | None = None

    def refuses(self, value: object) -> bool:
        if value is None:
            return self.default is not None
        if not _is(value, self.kind) or (self.choices and value not in self.choices):
            return True
        if self.item is None or not isinstance(value, list):
            return False
        return any(not (v is None and self.item_may_be_none) and not _is(v, self.item)
                   for v in value)


class DetailSchema:
    """The keys of one game's ``detail``, in the order they are read back."""

    def __init__(self, **keys: Key) -> None:
        self.keys = keys

    def validate(self, detail: Mapping[str, Any]) -> None:
        """Raise ``DetailError`` for a key the game does not store or a wrong value."""
        for name, value in detail.items():
            key = self.keys.get(name)
            if key is None:
                raise DetailError(f"unknown key {name!r}")
            if key.refuses(value):
                raise DetailError(f"{name}: {value!r} is not a {key.kind.__name__}"
                                  + (f" of {key.choices}" if key.choices else ""))

    def pack(self, **values: Any) -> dict[str, Any]:
        """The detail to store: ``values`` checked, without the keys at their default."""
        self.validate(values)
        return {name: value for name, value in values.items()
                if value != self.keys[name].default}

    @property
    def defaults(self) -> dict[str, Any]:
        """Every key with the value a key not stored means."""
        return {name: key.default for name, key in self.keys.items()}

    def unpack(self, detail: Mapping[str, Any]) -> dict[str, Any]:
        """A stored detail with every key of the schema (its default where not stored)."""
        return {name: detail.get(name, key.default) for name, key in self.keys.items()}

    def written(self, game: Mapping[str, Any]) -> list[OwnValue]:
        """A game's own values in words (a game of a sheet's snapshot: ``unpack``'s keys
        beside the shared ones), in the schema's order: the keys with ``words`` whose value
        is set and not the default."""
        return [key.words.of(value) for name, key in self.keys.items()
                if key.words is not None
                and (value := game.get(name, key.default)) and value != key.default]


NO_DETAIL = DetailSchema()  # a game that stores nothing beyond the shared columns
