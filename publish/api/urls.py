"""The interface's addresses under /api/v1/ (namespace ``api-v1``)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, JsonResponse
from django.urls import reverse
from django.views.decorators.http import require_safe

from publish.api.routes import api


@require_safe
def index(request: HttpRequest, **kwargs: Any) -> JsonResponse:
    """What /api/v1/ answers: where the description and its documentation page are."""
    return JsonResponse({"openapi": request.build_absolute_uri(reverse("api-v1:openapi-json")),
                         "docs": request.build_absolute_uri(reverse("api-v1:openapi-view"))})


patterns, app_name, namespace = api.urls
# django-ninja keeps a root address (named "api-root") only to find its own prefix; it
# answers 404 to any method. Here it says where the documentation is, and GET only.
for pattern in patterns:
    if getattr(pattern, "name", None) == "api-root":
        pattern.callback = index
urls = (patterns, app_name, namespace)
