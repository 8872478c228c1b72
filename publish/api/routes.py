"""The operations of the interface: find what is asked for (404 for whatever is not
published), say how long the answer may be kept, answer. ETag and 304 are the
middleware's (``publish.middleware``), from the answer's content."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.utils.cache import patch_cache_control
from django.views.decorators.http import require_safe
from ninja import NinjaAPI

from publish.access import NOT_FOUND, closed_evening, published_club, published_season
from publish.api import answers
from publish.api.schemas import ClubAnswer, EveningAnswer, SeasonAnswer, StandingsAnswer
from publish.api.throttle import PerAddress

DESCRIPTION = """The results of klaverjas clubs that publish their standings, read-only.

* Only clubs that publish their standings are here; any other club answers 404, the same as
  a club that does not exist.
* An evening's results are published when the organisers close the evening; until then
  the evening is listed with its status and has no results (404).
* Every answer has an ETag: send it back in If-None-Match to get 304 when nothing changed.
* Requests are limited per client address (429 with Retry-After when over the limit).
* Any web page may read these answers (CORS, GET only).
"""

api = NinjaAPI(
    title="Klaverjassen", version="1", description=DESCRIPTION, urls_namespace="api-v1",
    openapi_url="openapi.json", docs_url="docs/", docs_decorator=require_safe,
    throttle=[PerAddress()],
)

# Seconds an answer may be kept without asking again. The lists change whenever an evening
# is planned or changes status; standings and results only when an evening is closed or
# reopened, so a few minutes of an old copy after a reopening are the price of caching.
LISTS, RESULTS = 60, 300


@api.exception_handler(Http404)
def not_found(request: HttpRequest, exc: Http404) -> HttpResponse:
    """The same answer for every 404, in debug mode too: it must not tell a private club
    from one that does not exist."""
    return api.create_response(request, {"detail": NOT_FOUND}, status=404)


def keep_for(response: HttpResponse, seconds: int) -> None:
    patch_cache_control(response, public=True, max_age=seconds)


TAG_SEASONS, TAG_RESULTS = ["Clubs and seasons"], ["Results"]  # headings of the docs

_DETAIL = {"application/json": {"schema": {
    "type": "object", "required": ["detail"], "properties": {"detail": {"type": "string"}}}}}
# The answers besides 200 that every operation may give, for the description (they come
# from the middleware, the 404 handler and the throttle, not from the operation's schema).
OTHER_ANSWERS = {"responses": {
    "304": {"description": "Not modified: the If-None-Match sent is the answer's ETag; no "
                           "body.", "headers": {"ETag": {"schema": {"type": "string"}}}},
    "404": {"description": "Not found, or not published (a club that does not publish its "
                           "standings answers the same as one that does not exist).",
            "content": _DETAIL},
    "429": {"description": "Too many requests from this address; ask again after "
                           "Retry-After seconds.",
            "headers": {"Retry-After": {"schema": {"type": "integer"},
                                        "description": "Seconds to wait."}},
            "content": _DETAIL},
}}


@api.get("clubs/{slug}/", response=ClubAnswer, url_name="club", summary="A club",
         tags=TAG_SEASONS, openapi_extra=OTHER_ANSWERS)
def club(request: HttpRequest, slug: str, response: HttpResponse) -> ClubAnswer:
    """The club with its seasons."""
    keep_for(response, LISTS)
    return answers.club_answer(request, published_club(slug))


@api.get("clubs/{slug}/seasons/{int:pk}/", response=SeasonAnswer, url_name="season",
         summary="A season", tags=TAG_SEASONS, openapi_extra=OTHER_ANSWERS)
def season(request: HttpRequest, slug: str, pk: int, response: HttpResponse) -> SeasonAnswer:
    """The season with every evening, its status and, when closed, where its results are."""
    keep_for(response, LISTS)
    return answers.season_answer(request, published_season(slug, pk))


@api.get("clubs/{slug}/seasons/{int:pk}/standings/", response=StandingsAnswer,
         url_name="standings", summary="Season standings", tags=TAG_RESULTS,
         openapi_extra=OTHER_ANSWERS)
def standings(request: HttpRequest, slug: str, pk: int,
              response: HttpResponse) -> StandingsAnswer:
    """The standings over the closed evenings, ranked by the season's rules."""
    keep_for(response, RESULTS)
    return answers.standings_answer(request, published_season(slug, pk))


@api.get("clubs/{slug}/evenings/{int:pk}/results/", response=EveningAnswer,
         url_name="evening", summary="Evening results and prize list", tags=TAG_RESULTS,
         openapi_extra=OTHER_ANSWERS)
def evening(request: HttpRequest, slug: str, pk: int, response: HttpResponse) -> EveningAnswer:
    """A closed evening's results and prize list; 404 while the evening is not closed."""
    keep_for(response, RESULTS)
    return answers.evening_answer(request, closed_evening(slug, pk))
