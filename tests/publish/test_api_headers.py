"""What the interface says around its answers: CORS for reading only, how long an answer
may be kept and whether it changed, the limit per client address, and its description."""

from __future__ import annotations

import json
import sys
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from django.test import RequestFactory
from django.urls import resolve

from clubs.models import Member
from publish.api.throttle import PerAddress
from tests.factories import make_members, make_season
from tests.scoring.results.helpers import play_evening


@pytest.fixture
def season(club, organiser):
    season = make_season(club)
    play_evening(season, make_members(club, 8), 1, organiser)
    return season


def urls(season) -> dict[str, str]:
    slug, evening = season.club.slug, season.evenings.get()
    return {"club": f"/api/v1/clubs/{slug}/",
            "season": f"/api/v1/clubs/{slug}/seasons/{season.pk}/",
            "standings": f"/api/v1/clubs/{slug}/seasons/{season.pk}/standings/",
            "evening": f"/api/v1/clubs/{slug}/evenings/{evening.pk}/results/"}


def test_any_site_may_read_it_and_nothing_else(season, client):
    origin = {"HTTP_ORIGIN": "https://www.de-troefboer.nl"}
    for url in urls(season).values():
        read = client.get(url, **origin)
        assert read.status_code == 200 and read["Access-Control-Allow-Origin"] == "*"
        posted = client.post(url, {}, **origin)
        assert posted.status_code == 405
        assert "Access-Control-Allow-Origin" not in posted
        assert "Access-Control-Allow-Origin" not in client.delete(url, **origin)
    page = client.get(f"/club/{season.club.slug}/seizoen/{season.pk}/stand/", **origin)
    assert "Access-Control-Allow-Origin" not in page  # the site's own pages stay closed


def test_a_browser_asking_first_may_read_with_its_own_headers_and_not_write(season, client):
    url = urls(season)["standings"]
    reading = client.options(url, HTTP_ORIGIN="https://example.org",
                             HTTP_ACCESS_CONTROL_REQUEST_METHOD="GET",
                             HTTP_ACCESS_CONTROL_REQUEST_HEADERS="if-none-match")
    assert reading.status_code == 204 and reading["Access-Control-Allow-Origin"] == "*"
    assert reading["Access-Control-Allow-Methods"] == "GET"
    assert "If-None-Match" in reading["Access-Control-Allow-Headers"]
    writing = client.options(url, HTTP_ORIGIN="https://example.org",
                             HTTP_ACCESS_CONTROL_REQUEST_METHOD="PUT")
    assert "Access-Control-Allow-Origin" not in writing
    assert "Access-Control-Allow-Methods" not in writing


def test_results_may_be_kept_longer_than_lists_and_an_unchanged_answer_is_not_sent(season,
                                                                                  client):
    kept = {name: client.get(url)["Cache-Control"] for name, url in urls(season).items()}
    assert kept == {"club": "public, max-age=60", "season": "public, max-age=60",
                    "standings": "public, max-age=300", "evening": "public, max-age=300"}
    for url in urls(season).values():
        first = client.get(url)
        again = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
        assert again.status_code == 304 and again.content == b""
        assert again["ETag"] == first["ETag"] and again["Access-Control-Allow-Origin"] == "*"


def test_a_renamed_player_changes_the_etag_of_every_answer_that_names_them(season, client):
    url = urls(season)["evening"]
    before = client.get(url)
    member = Member.objects.get(pk=season.evenings.get().attendances.first().member_id)
    member.name = "Anders Genoemd"
    member.save()
    after = client.get(url, HTTP_IF_NONE_MATCH=before["ETag"])
    assert after.status_code == 200 and after["ETag"] != before["ETag"]
    assert "Anders Genoemd" in after.content.decode()


def test_an_address_over_the_limit_is_told_to_wait(season, client, settings):
    settings.API_RATE_LIMIT, settings.API_RATE_PERIOD = 3, 60
    url = urls(season)["club"]
    assert [client.get(url).status_code for _ in range(3)] == [200, 200, 200]
    refused = client.get(url)
    assert refused.status_code == 429
    assert refused.json() == {"detail": "Too many requests."}
    assert 1 <= int(refused["Retry-After"]) <= 60
    assert refused["Access-Control-Allow-Origin"] == "*"  # a page's script can read why
    assert client.get(urls(season)["season"]).status_code == 429  # per address, not per URL
    assert client.get(url, REMOTE_ADDR="192.0.2.7").status_code == 200


def test_an_ipv6_client_is_counted_by_its_network(season, client, settings):
    settings.API_RATE_LIMIT = 2
    url = urls(season)["club"]
    assert client.get(url, REMOTE_ADDR="2001:db8:1:2::10").status_code == 200
    assert client.get(url, REMOTE_ADDR="2001:db8:1:2::beef").status_code == 200
    assert client.get(url, REMOTE_ADDR="2001:db8:1:2:ffff::1").status_code == 429
    assert client.get(url, REMOTE_ADDR="2001:db8:1:3::10").status_code == 200


def test_the_x_forwarded_for_header_does_not_reset_the_count_without_a_proxy(season, client,
                                                                            settings):
    settings.API_RATE_LIMIT = 1
    url = urls(season)["club"]
    assert client.get(url, HTTP_X_FORWARDED_FOR="198.51.100.1").status_code == 200
    assert client.get(url, HTTP_X_FORWARDED_FOR="198.51.100.2").status_code == 429


@pytest.fixture
def threads_switching_often() -> Iterator[None]:
    """The interpreter switches threads as often as it can, so that a count read and then
    written back by one thread is read by another in between."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(before)


def test_simultaneous_requests_never_pass_the_limit_together(settings, threads_switching_often):
    """Many threads of one worker ask at once, from five addresses in turn: exactly the
    limit gets through each time."""
    settings.API_RATE_LIMIT, settings.API_RATE_PERIOD = 25, 3600
    throttle = PerAddress()
    for address in range(1, 6):
        request = RequestFactory().get("/api/v1/", REMOTE_ADDR=f"203.0.113.{address}")
        allowed: list[bool] = []
        start = threading.Barrier(10)

        def ask(request=request, allowed=allowed, start=start) -> None:
            start.wait()
            answers = [throttle.allow_request(request) for _ in range(10)]
            allowed.extend(answers)

        threads = [threading.Thread(target=ask) for _ in range(10)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert len(allowed) == 100 and allowed.count(True) == 25, address


def _resolved(schema: dict[str, Any], node: Any) -> Any:
    if isinstance(node, dict) and "$ref" in node:
        name = node["$ref"].removeprefix("#/components/schemas/")
        return schema["components"]["schemas"][name]
    return node


def test_the_openapi_description_is_valid_and_describes_every_answer(season, client):
    description = json.loads(client.get("/api/v1/openapi.json").content)
    assert description["openapi"].startswith("3.")
    refs = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            refs.update([node["$ref"]] if "$ref" in node else [])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(description)
    assert refs and all(ref.removeprefix("#/components/schemas/")
                        in description["components"]["schemas"] for ref in refs)
    documented = {}
    for path, operations in description["paths"].items():
        assert set(operations) == {"get"}, path
        documented[resolve(path.replace("{slug}", "x").replace("{pk}", "1")).url_name] = (
            operations["get"]["responses"]["200"]["content"]["application/json"]["schema"])
    assert set(documented) == set(urls(season))
    for name, url in urls(season).items():
        answer = client.get(url).json()
        schema = _resolved(description, documented[name])
        assert set(answer) == set(schema["properties"]), name
        assert set(schema.get("required", [])) <= set(answer), name


def test_the_description_declares_the_304_404_and_429_answers(season, client):
    description = json.loads(client.get("/api/v1/openapi.json").content)
    for path, operations in description["paths"].items():
        responses = operations["get"]["responses"]
        assert set(responses) == {"200", "304", "404", "429"}, path
        assert "content" not in responses["304"]  # a 304 has no body
        assert "Retry-After" in responses["429"]["headers"]
        for status in ("404", "429"):
            schema = responses[status]["content"]["application/json"]["schema"]
            assert schema["properties"] == {"detail": {"type": "string"}}
    missing = client.get("/api/v1/clubs/bestaat-niet/")  # as described: only a detail
    assert missing.status_code == 404 and set(missing.json()) == {"detail"}
