"""Each game's own rules (its row in ``clubs.games``): on the rules page, in their fieldset,
with their help, as their row declares them."""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser

from django.test import Client
from django.utils import translation

from clubs.games import GAME_SPECS, GameRules, OwnRule
from clubs.models import Club
from clubs.models.rules import RULE_FIELDSETS, RuleFields
from clubs.rule_choices import PlayRules


@dataclass
class _Fieldset:
    legend: str = ""
    shown_for: str | None = None
    names: list[str] = field(default_factory=list)


class _RulesPage(HTMLParser):
    """The page's fieldsets (``fieldset.group``): each one's legend, its data-shown-for and
    the rules in it in order; each rule's input types and help."""

    def __init__(self) -> None:
        super().__init__()
        self.fieldsets: list[_Fieldset] = []
        self.inputs: dict[str, set[str]] = {}
        self.helps: dict[str, str] = {}
        self._depth = 0  # fieldsets open inside the current group
        self._legend: list[str] | None = None
        self._help: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attr = dict(attrs)
        if tag == "fieldset":
            if "group" in (attr.get("class") or "").split():
                self.fieldsets.append(_Fieldset(shown_for=attr.get("data-shown-for")))
                self._depth = 0
            self._depth += 1
        elif tag == "legend" and self._depth == 1:
            self._legend = []
        elif tag in ("input", "select", "textarea") and self.fieldsets and attr.get("name"):
            name = str(attr["name"])
            if name not in self.fieldsets[-1].names:
                self.fieldsets[-1].names.append(name)
            self.inputs.setdefault(name, set()).add(attr.get("type") or tag)
        elif tag == "span" and (attr.get("id") or "").endswith("_helptext"):
            self._help = str(attr["id"]).removeprefix("id_").removesuffix("_helptext")
            self.helps[self._help] = ""

    def handle_endtag(self, tag: str) -> None:
        if tag == "fieldset":
            self._depth -= 1
        elif tag == "legend" and self._legend is not None:
            self.fieldsets[-1].legend = "".join(self._legend).strip()
            self._legend = None
        elif tag == "span":
            self._help = None

    def handle_data(self, data: str) -> None:
        if self._legend is not None:
            self._legend.append(data)
        if self._help is not None:
            self.helps[self._help] += data


def _page(client: Client, club: Club) -> _RulesPage:
    page = _RulesPage()
    page.feed(client.get(f"/club/{club.slug}/regels/").content.decode())
    return page


def _own_rules() -> list[tuple[str, OwnRule]]:
    return [(code, rule) for code, spec in GAME_SPECS.items() for rule in spec.own_rules]


def test_every_games_own_rule_is_on_the_page_in_its_fieldset_with_its_help(
        organiser_client: Client, club: Club):
    page = _page(organiser_client, club)
    declared = _own_rules()
    # Both kinds are declared, so that neither check below is left without a case.
    assert any(rule.after for _code, rule in declared)
    assert any(not rule.after for _code, rule in declared)
    with translation.override("nl"):
        for code, rule in declared:
            holding = [fs for fs in page.fieldsets if rule.name in fs.names]
            assert len(holding) == 1, rule.name
            names = holding[0].names
            if rule.after:
                # Right after the rule every game has that it follows, in that one's fieldset.
                assert names[names.index(rule.after) + 1] == rule.name
            else:
                # In the game's own fieldset, under its heading, shown only for that game.
                assert holding[0].legend == str(GAME_SPECS[code].rules_heading)
                assert holding[0].shown_for == f"game_system={code}"
            assert page.helps[rule.name] == str(rule.help_text)
            assert ("radio" in page.inputs[rule.name]) == rule.radio, rule.name


def test_every_own_rule_field_is_declared_by_one_game():
    """A field added to a game's model without its row's ``OwnRule`` would be on no page."""
    play = {field.name for field in PlayRules._meta.local_fields}
    fields = [field.name for field in GameRules._meta.local_fields if field.name not in play]
    declared = [rule.name for _code, rule in _own_rules()]
    assert fields
    assert sorted(declared) == sorted(fields)
    # The rules' fields keep their order (the admin's columns, a backup's keys): the rules of
    # play, each game's own, then the others (clubs.rule_choices).
    order = [field.name for field in RuleFields._meta.local_fields]
    assert order[:len(play) + len(fields)] == [
        *(field.name for field in PlayRules._meta.local_fields), *fields]
    # The page lists them as the rules do: each game's own after the rules of play.
    assert [name for name in RuleFields.RULE_FIELD_NAMES if name in fields] == fields
    assert sorted(name for _title, names in RULE_FIELDSETS for name in names
                  if name in fields) == sorted(fields)
