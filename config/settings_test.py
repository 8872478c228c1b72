"""Settings for the test suite: the real settings with a test key and fast hashing."""

import os

os.environ.setdefault("SECRET_KEY", "test-only-key-" + "x" * 50)
os.environ.setdefault("DEBUG", "0")
os.environ.setdefault("SECURE_SSL_REDIRECT", "0")

from config.settings import *  # noqa: F403
from config.settings import STORAGES

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# Tests render templates without running collectstatic first.
STORAGES = {
    **STORAGES,
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
ALLOWED_HOSTS = ["testserver", "localhost", "127.0.0.1"]
# Serve static files straight from the app folders (no collectstatic in tests).
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = True
AXES_VERBOSE = False  # no log line for every login of the test suite
LOGGING = {**LOGGING, "loggers": {"axes": {"level": "WARNING"}}}  # noqa: F405

if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":  # noqa: F405
    # Emptied after each committing test by DELETE, not TRUNCATE (config.test_postgresql).
    DATABASES["default"]["ENGINE"] = "config.test_postgresql"  # noqa: F405
    # A test database need not wait for each commit to reach the disk (the tests that save
    # in a browser commit after every request); what a commit makes visible is unchanged.
    DATABASES["default"].setdefault("OPTIONS", {})["options"] = (  # noqa: F405
        "-c synchronous_commit=off")
