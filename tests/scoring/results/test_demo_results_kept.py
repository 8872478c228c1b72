"""Seasons made before the inleg, the prize worths and the rule for a missed evening keep
exactly their results: every closed evening and every season of the demo, as the interface,
the prize list PDF and Excel give them, equal what the code before those rules gave. The
file ``demo_results_before_money.json`` holds a digest of each (season standings, evening
answer, PDF strings, Excel prize rows), written by this test with ``WRITE_BEFORE=1`` on the
commit before the money rules (dd3fecd); a difference names the season and evening."""

from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path
from typing import Any

from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from tests.documents import pdf_strings, workbook_rows
from tournament.formats.fixed_pairs.demo import PAIRS_SEASON
from tournament.models import Evening, EveningStatus, Season

BEFORE = Path(__file__).with_name("demo_results_before_money.json")


def _plain(value: Any) -> Any:
    """An answer without its database ids and addresses (a fresh database numbers anew)."""
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()
                if key not in ("id", "url", "results", "standings")}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value


def _no_empty_worth(answer: dict[str, Any]) -> dict[str, Any]:
    """The interface names a prize's worth now; a prize that names none says "". And it
    gives the evening's report (new text, not a result: its facts are the answer's), and
    the side prizes won ([]: the club has none, as before; any other is a change)."""
    answer.pop("report", None)
    if answer.get("side_prizes") == []:
        del answer["side_prizes"]
    for prize in answer.get("prizes", []):
        if prize.get("worth") == "":
            del prize["worth"]
    return answer


def demo_results(client: Client) -> dict[str, Any]:
    call_command("load_demo")
    results: dict[str, Any] = {}
    for season in Season.objects.order_by("club__slug", "start_date"):
        slug = season.club.slug
        key = f"{slug} {season.name}"
        standings = _plain(client.get(
            f"/api/v1/clubs/{slug}/seasons/{season.pk}/standings/").json())
        # A rule the code before did not have: as before, an absence counts 0.
        if standings["rules"].pop("absent_score", "ZERO") != "ZERO":
            standings["rules"]["absent_score"] = "changed"
        if standings.pop("prizes", []):  # no season prizes before either
            standings["prizes"] = "changed"
        results[key] = {"standings": standings, "evenings": {}}
        for evening in Evening.objects.filter(season=season, status=EveningStatus.CLOSED):
            answer = client.get(f"/api/v1/clubs/{slug}/evenings/{evening.pk}/results/").json()
            pdf = client.get(reverse("scoring:evening_pdf", args=[slug, evening.pk])).content
            xlsx = client.get(reverse("scoring:evening_xlsx", args=[slug, evening.pk])).content
            results[key]["evenings"][str(evening.date)] = {
                "answer": _no_empty_worth(_plain(answer)),
                "pdf": [re.sub(r"\s+", " ", text) for text in pdf_strings(pdf)],
                "prizes": [[str(cell) for cell in row]
                           for row in workbook_rows(xlsx, "Prijzen")],
            }
    return results


def _digests(value: Any) -> Any:
    """Each season's standings and each evening's outputs as a SHA-256 of their JSON."""
    if isinstance(value, dict) and set(value) == {"standings", "evenings"}:
        return {"standings": _digest(value["standings"]),
                "evenings": {day: {name: _digest(item) for name, item in outputs.items()}
                             for day, outputs in value["evenings"].items()}}
    return {key: _digests(item) for key, item in value.items()}


def _digest(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


def test_the_demo_seasons_keep_their_results(db: None, client: Client):
    got = _digests(demo_results(client))
    if os.environ.get("WRITE_BEFORE"):  # run once on the commit before the money rules
        BEFORE.write_text(json.dumps(got, indent=1, sort_keys=True) + "\n")
    before = json.loads(BEFORE.read_text())
    closed = sum(len(season["evenings"]) for season in before.values())
    assert closed >= 8  # the demo's closed evenings are all compared
    # Seasons the demo gained since (the pairs season) are new, not changed.
    assert sorted(set(got) - set(before)) == [f"troefboer {PAIRS_SEASON}"]
    assert {key: got[key] for key in before} == before
