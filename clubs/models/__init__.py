"""Clubs, their members, who runs them, their rules, invitations and the activity log."""

from clubs.models.activity import Action, Activity
from clubs.models.club import (
    Club,
    ClubRules,
    Invitation,
    Member,
    MemberQuerySet,
    Organiser,
    Role,
)
from clubs.models.rules import (
    ByeScoreRule,
    DeclarerRule,
    EntryMode,
    GameSystem,
    KrakenTie,
    LeftoverPlayers,
    NatCredit,
    PrizeTies,
    RevokePolicy,
    RuleFields,
    SeasonAggregate,
    SeasonCounting,
    TieBreak,
    Variant,
)

__all__ = [
    "Action",
    "Activity",
    "ByeScoreRule",
    "Club",
    "ClubRules",
    "DeclarerRule",
    "EntryMode",
    "GameSystem",
    "Invitation",
    "KrakenTie",
    "LeftoverPlayers",
    "Member",
    "MemberQuerySet",
    "NatCredit",
    "Organiser",
    "PrizeTies",
    "RevokePolicy",
    "Role",
    "RuleFields",
    "SeasonAggregate",
    "SeasonCounting",
    "TieBreak",
    "Variant",
]
