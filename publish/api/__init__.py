"""The read-only JSON interface, version 1 (django-ninja): a published club's seasons and
evenings, a season's standings, a closed evening's results and prize list.

``schemas`` says what each answer holds (and so the OpenAPI description), ``answers`` fills
them from the results' own reports, ``routes`` are the thin views, ``throttle`` the limit
per client address and ``urls`` mounts it under ``/api/v1/``.
"""
