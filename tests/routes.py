"""Every named URL of the site (Django's admin aside): what the access rules and the
browser journeys' registry must each account for."""

from __future__ import annotations

from typing import Any

from django.urls import URLPattern, URLResolver, get_resolver


def named_urls() -> set[str]:
    names: set[str] = set()

    def walk(patterns: list[Any], namespace: str = "") -> None:
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                if pattern.app_name == "admin":  # Django's own, staff only
                    continue
                walk(pattern.url_patterns, pattern.namespace or namespace)
            elif isinstance(pattern, URLPattern) and pattern.name:
                names.add(f"{namespace}:{pattern.name}" if namespace else pattern.name)

    walk(get_resolver().url_patterns)
    return names
