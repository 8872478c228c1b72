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
from clubs.models.rules import RuleFields
from clubs.rule_choices import (
    AbsentScore,
    ByeScoreRule,
    DeclarerRule,
    EntryMode,
    GameSystem,
    PlayFormat,
    PrizeTies,
    RevokePolicy,
    SeasonAggregate,
    SeasonCounting,
    TieBreak,
    Variant,
)

__all__ = [
    "AbsentScore",
    "Action",
    "Activity",
    "ByeScoreRule",
    "Club",
    "ClubRules",
    "DeclarerRule",
    "EntryMode",
    "GameSystem",
    "Invitation",
    "Member",
    "MemberQuerySet",
    "Organiser",
    "PlayFormat",
    "PrizeTies",
    "RevokePolicy",
    "Role",
    "RuleFields",
    "SeasonAggregate",
    "SeasonCounting",
    "TieBreak",
    "Variant",
]
