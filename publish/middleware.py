"""Headers of the JSON interface (``/api/`` only): other sites' pages may read it, and a
client that has an answer is told when it is still the same.

CORS is a few lines here rather than django-cors-headers: the interface is public, read-only
and without cookies, so it needs one fixed answer (any origin, GET, no credentials)
on one path, and must not add it to a POST (which that package does for every method).
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.middleware.http import ConditionalGetMiddleware

Handler = Callable[[HttpRequest], HttpResponseBase]
PREFIX = "/api/"
_CONDITIONAL = ConditionalGetMiddleware(lambda request: HttpResponse())


def conditional_get(request: HttpRequest, response: HttpResponseBase) -> HttpResponseBase:
    """Django's conditional GET for one answer: an ETag from its content, and 304 (without
    the content) when the client's If-None-Match names it."""
    return _CONDITIONAL.process_response(request, response)


class PublicApi:
    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        if not request.path.startswith(PREFIX):
            return self.get_response(request)
        if request.method == "OPTIONS" and "HTTP_ACCESS_CONTROL_REQUEST_METHOD" in request.META:
            return self.preflight(request)
        response = conditional_get(request, self.get_response(request))
        if request.method == "GET":
            response["Access-Control-Allow-Origin"] = "*"
            response["Access-Control-Expose-Headers"] = "ETag, Retry-After"
        return response

    def preflight(self, request: HttpRequest) -> HttpResponse:
        """A browser asks before a GET with headers of its own (If-None-Match): yes for
        reading, no answer it can use for anything else."""
        response = HttpResponse(status=204)
        if request.META["HTTP_ACCESS_CONTROL_REQUEST_METHOD"] == "GET":
            response["Access-Control-Allow-Origin"] = "*"
            response["Access-Control-Allow-Methods"] = "GET"
            response["Access-Control-Allow-Headers"] = "If-None-Match, If-Modified-Since"
            response["Access-Control-Max-Age"] = "86400"
        return response
