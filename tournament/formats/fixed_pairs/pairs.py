"""The pairs of a season: make, name and retire them, and which pairs are present tonight.

A member is in at most one active pair of a season; the database keeps it so
(``pair_member_one_active_pair_per_season``), and a clash becomes a Dutch message at the
field, nothing saved.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.db.models import Max, Prefetch, QuerySet
from django.utils.translation import gettext as _

from clubs.actors import Actor
from clubs.constraints import violated
from clubs.errors import UserError
from clubs.log import record
from clubs.models import Action, Member
from tournament.lock import lock_evening
from tournament.models import (
    Attendance,
    Evening,
    EveningStatus,
    Pair,
    PairMember,
    Season,
    Seat,
    Substitute,
)

ONE_PAIR = "pair_member_one_active_pair_per_season"


def label(pair: Pair) -> str:
    """"Paar 4: Jan & Piet", or with its name "Paar 4 (De Kanjers): Jan & Piet"."""
    names = " & ".join(place.member.name for place in pair.members.all())
    if pair.name:
        return _("Pair %(number)s (%(name)s): %(names)s") % {
            "number": pair.number, "name": pair.name, "names": names}
    return _("Pair %(number)s: %(names)s") % {"number": pair.number, "names": names}


def short_label(pair: Pair) -> str:
    """"Paar 4", or with its name "Paar 4 (De Kanjers)": where the members are named beside it."""
    if pair.name:
        return _("Pair %(number)s (%(name)s)") % {"number": pair.number, "name": pair.name}
    return _("Pair %(number)s") % {"number": pair.number}


def substitute_label(substitute: Substitute) -> str:
    """The pair as it played with a substitute: "Paar 4: Jan & Kees (invaller)"."""
    pair = substitute.pair
    values = {"number": pair.number, "name": pair.name, "partner": substitute.partner.name,
              "substitute": substitute.substitute.name}
    if pair.name:
        return _("Pair %(number)s (%(name)s): %(partner)s & %(substitute)s (substitute)"
                 ) % values
    return _("Pair %(number)s: %(partner)s & %(substitute)s (substitute)") % values


def with_members(path: str = "members") -> Prefetch[str, QuerySet[PairMember], str]:
    """A pair's two places with their members, in one query joined to the members: a
    prefetch of ``members__member`` asks the members by 200 ``id = ... OR`` terms for 100
    pairs on SQLite, which took Django longer to write than the page to render."""
    return Prefetch(path, queryset=PairMember.objects.select_related("member"))


def pairs_of(season: Season) -> list[Pair]:
    """The season's pairs, retired ones too, by number, with their members."""
    return list(season.pairs.prefetch_related(with_members()))


def _in_pair(season: Season, members: Iterable[Member]) -> UserError | None:
    """The refusal when one of ``members`` is already in an active pair of ``season``."""
    for place in PairMember.objects.filter(season=season, active=True, member__in=list(members)
                                           ).select_related("member", "pair"):
        return UserError(ONE_PAIR, _("%(member)s is already in pair %(number)s of this "
                                     "season.") % {"member": place.member.name,
                                                   "number": place.pair.number})
    return None


@transaction.atomic
def make_pair(season: Season, first: Member, second: Member, name: str = "", *,
              user: Actor | None = None) -> Pair:
    """A new pair with the next number of the season. The season's row is locked first, so
    two organisers making pairs at the same moment get the next two numbers, one after the
    other (Max + 1 read by both would break ``pair_number_unique_per_season``)."""
    if first.pk == second.pk:
        raise UserError("same_member", _("Choose two different members."))
    Season.objects.select_for_update().get(pk=season.pk)  # one number at a time
    if refusal := _in_pair(season, (first, second)):
        raise refusal
    number = (season.pairs.aggregate(top=Max("number"))["top"] or 0) + 1
    try:
        with transaction.atomic():
            pair = Pair.objects.create(season=season, number=number, name=name)
            PairMember.objects.bulk_create(
                PairMember(pair=pair, season=season, member=member) for member in (first, second))
    except IntegrityError as error:  # two organisers putting one member in a pair at once
        if violated(error) != ONE_PAIR:
            raise
        raise UserError(ONE_PAIR, _("One of these members was put in another pair at the "
                                    "same moment; nothing is saved.")) from error
    record(season.club_id, user, Action.PAIR_MADE, label(pair))
    return pair


@transaction.atomic
def rename_pair(pair: Pair, name: str, *, user: Actor | None = None) -> None:
    old = pair.name
    pair.name = name
    pair.save(update_fields=["name"])
    if old != name:
        record(pair.season.club_id, user, Action.PAIR_RENAMED, label(pair),
               old={"name": old}, new={"name": name})


@transaction.atomic
def retire_pair(pair: Pair, *, user: Actor | None = None) -> None:
    """The pair plays no more this season; its members may join another pair."""
    pair.retired = True
    pair.save(update_fields=["retired"])
    pair.members.update(active=False)
    record(pair.season.club_id, user, Action.PAIR_RETIRED, label(pair))


def has_played(pair: Pair) -> bool:
    """Whether the pair sat at a table together in a round of its season, or played an
    evening with a substitute (its evenings are then its own: it can retire, not go)."""
    if pair.substitutes.exists():
        return True
    first, second = (place.member_id for place in pair.members.all())
    rounds = Seat.objects.filter(round__evening__season=pair.season_id, member_id=first
                                 ).values("round")
    return Seat.objects.filter(round__in=rounds, member_id=second).exists()


@transaction.atomic
def delete_pair(pair: Pair, *, user: Actor | None = None) -> None:
    """A pair made by mistake goes; one that played is refused (it can retire)."""
    if has_played(pair):
        raise UserError("pair_played", _(
            "Pair %(number)s has played and cannot be deleted, so its results stay "
            "correct. Retire it instead: its evenings stay its own and its members can "
            "join another pair.") % {"number": pair.number})
    text = label(pair)
    pair.delete()
    record(pair.season.club_id, user, Action.PAIR_DELETED, text)


def lineup(pair: Pair, substitutes: Mapping[int, Substitute]) -> tuple[int, int]:
    """Who plays for ``pair`` tonight (member ids): its partners, or the partner who came
    and the substitute (``substitutes``: the evening's, by pair pk)."""
    if (substitute := substitutes.get(pair.pk)) is not None:
        return substitute.partner_id, substitute.substitute_id
    first, second = (place.member_id for place in pair.members.all())
    return first, second


def present_pairs(evening: Evening, players: Iterable[int]) -> list[tuple[int, int]]:
    """The active pairs of which both players tonight (the partners, or a partner and his
    substitute) are among ``players`` (member ids), as the draw takes them; refused with a
    Dutch message naming the pair when only one partner is present, naming the player when a
    present player is in no pair."""
    present = set(players)
    pairs = [pair for pair in pairs_of(evening.season) if not pair.retired]
    substitutes = {s.pair_id: s for s in evening.substitutes.select_related(
        "substitute").prefetch_related(with_members("pair__members"))}
    found: list[tuple[int, int]] = []
    for pair in pairs:
        first, second = lineup(pair, substitutes)
        if first in present and second in present:
            found.append((first, second))
        elif first in present or second in present:
            raise UserError("pair_incomplete", _(
                "%(pair)s: only one partner is present. Tick both partners present, or "
                "neither.") % {"pair": label(pair)})
    paired = {player for pair in found for player in pair}
    for substitute in substitutes.values():  # a partner who came after all
        away = next((place.member for place in substitute.pair.members.all()
                     if place.member_id != substitute.partner_id), None)
        if away is not None and away.pk in present - paired:
            raise UserError("away_present", _(
                "%(name)s is present, but pair %(number)s plays tonight with substitute "
                "%(substitute)s. Untick %(name)s, or take the substitute back on the check-in "
                "by pairs.") % {"name": away.name, "number": substitute.pair.number,
                                "substitute": substitute.substitute.name})
    if alone := sorted(Member.objects.filter(pk__in=present - paired).values_list(
            "name", flat=True)):
        raise UserError("not_in_pair", _(
            "%(names)s: present but in no pair of this season. Make a pair on the pairs "
            "page, or untick the player.") % {"names": ", ".join(alone)})
    if len(found) < 2:
        raise UserError("too_few_pairs", _("At least two present pairs are needed for a "
                                           "draw."))
    return found


@dataclass(frozen=True)
class PairTonight:
    """A pair on the check-in page: whether it plays tonight, and with which substitute."""

    pair: Pair
    label: str
    present: bool
    substitute: Substitute | None


def pairs_tonight(evening: Evening) -> list[PairTonight]:
    """The season's active pairs for the check-in: each with its label, whether both its
    players tonight are present, and its substitute, if any."""
    present = set(evening.attendances.values_list("member_id", flat=True))
    substitutes = {s.pair_id: s for s in evening.substitutes.select_related("substitute")}
    return [PairTonight(pair, label(pair), all(m in present for m in lineup(pair, substitutes)),
                        substitutes.get(pair.pk))
            for pair in pairs_of(evening.season) if not pair.retired]


def find_pairs(rows: list[PairTonight], query: str) -> list[PairTonight]:
    """The pairs a door volunteer's search finds: a number finds that pair only ("7" is
    pair 7, not 17 or 70), also as the lists write it ("Paar 7"; "paar" alone: every
    pair); words find the pairs whose name or a member's name holds them."""
    query = query.strip()
    word = (_("Pair %(number)s") % {"number": ""}).strip()  # "Paar"
    if written := re.fullmatch(rf"{re.escape(word)}\s*(\d*)", query, re.IGNORECASE):
        query = written.group(1)
    if not query:
        return rows
    if query.isdigit():
        return [row for row in rows if row.pair.number == int(query)]
    needle = query.casefold()
    return [row for row in rows if needle in " ".join(
        [row.pair.name, *(place.member.name for place in row.pair.members.all())]).casefold()]


@transaction.atomic
def check_in_pair(evening: Evening, pair: Pair, *, user: Actor | None = None) -> None:
    """Both partners present in one tap (a partner already present stays as he is); a pair
    already present, or playing with a substitute tonight, is refused with a message. Under
    the evening's lock, as every tick (``tournament.checkin``): two organisers ticking the
    same pair at once are taken one after the other."""
    evening = lock_evening(evening.pk)
    if evening.status == EveningStatus.CLOSED:
        raise UserError("evening_closed", _("This evening is closed."))
    if pair.retired:
        raise UserError("pair_retired", _("Pair %(number)s is retired.") % {
            "number": pair.number})
    substitute = Substitute.objects.filter(evening=evening, pair=pair).select_related(
        "substitute").first()
    if substitute is not None:
        raise UserError("pair_has_substitute", _(
            "Pair %(number)s already plays with substitute %(name)s tonight.") % {
            "number": pair.number, "name": substitute.substitute.name})
    places = list(pair.members.select_related("member"))
    present = set(Attendance.objects.filter(evening=evening, member__in=[
        p.member_id for p in places]).values_list("member_id", flat=True))
    if len(present) == len(places):
        raise UserError("pair_present", _("Pair %(number)s is already present.") % {
            "number": pair.number})
    for place in places:
        if place.member_id not in present:
            Attendance.objects.create(evening=evening, member_id=place.member_id)
    record(evening.club.pk, user, Action.PAIR_CHECKED_IN, label(pair), evening_id=evening.pk)
