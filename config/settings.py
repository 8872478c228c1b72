"""Settings, read from the environment.

SQLite is the default so a fresh checkout runs; set DATABASE_URL for PostgreSQL.
With DEBUG off the site refuses to start without a SECRET_KEY.
"""

import os
from datetime import timedelta
from pathlib import Path
from urllib.parse import urlsplit

import dj_database_url
import django_stubs_ext
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent
django_stubs_ext.monkeypatch()


TRUE_WORDS, FALSE_WORDS = {"1", "true", "yes", "on"}, {"0", "false", "no", "off"}


def envbool(name: str, default: bool) -> bool:
    """A yes/no setting; a value that is neither (``SECURE_COOKIES=ture``) stops the start
    instead of silently counting as no."""
    value = os.environ.get(name, "").strip().lower()
    if not value:
        return default
    if value not in TRUE_WORDS | FALSE_WORDS:
        raise ImproperlyConfigured(
            f"{name}={os.environ[name]!r}: use one of {', '.join(sorted(TRUE_WORDS))} or "
            f"{', '.join(sorted(FALSE_WORDS))}.")
    return value in TRUE_WORDS


def envint(name: str, default: int) -> int:
    value = os.environ.get(name, "")
    return int(value) if value.strip() else default


def envlist(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


DEBUG = envbool("DEBUG", False)

SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "Set SECRET_KEY in the environment (or DEBUG=1 for development)."
        )
    SECRET_KEY = "django-insecure-development-only-key-never-use-in-production"
# Earlier keys still accepted for signed codes and logins (dev.py lists them in the key file
# after the key: the development key of a site that the earlier release's dev.py run served).
SECRET_KEY_FALLBACKS = envlist("SECRET_KEY_FALLBACKS", "")

ALLOWED_HOSTS = envlist("ALLOWED_HOSTS", "127.0.0.1,localhost" if DEBUG else "")
CSRF_TRUSTED_ORIGINS = envlist("CSRF_TRUSTED_ORIGINS", "")
# The address phones and other devices open the site by (clubs.links): every printed QR code
# and every link meant for another device carries it. Empty: the address of the request.
SITE_URL = os.environ.get("SITE_URL", "").strip().rstrip("/")
if SITE_URL and not SITE_URL.startswith(("http://", "https://")):
    raise ImproperlyConfigured(f"SITE_URL must start with http:// or https:// (is {SITE_URL!r}).")
# The phones open the site by SITE_URL's host name (a club-house name on the club's own
# network, say), so Django must accept it as well as the hosts listed.
_SITE_HOST = urlsplit(SITE_URL).hostname if SITE_URL else None
if _SITE_HOST and "*" not in ALLOWED_HOSTS and _SITE_HOST not in ALLOWED_HOSTS:
    ALLOWED_HOSTS.append(_SITE_HOST)

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "django_tables2",
    "django_filters",
    "axes",
    "clubs",
    "tournament",
    "scoring",
    # The club's own web site: the JSON interface (django-ninja), the standings to frame,
    # the players' calendar. "ninja" serves its documentation page's files (no CDN).
    "ninja",
    "publish",
    # The club house's server, its automatic backups, and backups and restores.
    "clubhouse",
]

MIDDLEWARE = [
    # First: answers /health/ on plain HTTP and any host name (a load balancer's check).
    "clubs.middleware.HealthCheck",
    "django.middleware.security.SecurityMiddleware",
    "csp.middleware.CSPMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Pages and JSON compressed for a browser that asks (with Django's BREACH mitigation:
    # random bytes in every compressed answer, and the CSRF token masked anew each time),
    # then an ETag from the content and 304 for a reload of an unchanged page.
    "django.middleware.gzip.GZipMiddleware",
    "clubs.middleware.ConditionalPages",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    # /api/ only: CORS for GET, and ETag / 304 from the answer's content.
    "publish.middleware.PublicApi",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "clubs.middleware.RejectNulBytes",
    "clubs.middleware.PrivatePages",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Last, as django-axes asks: turns a locked-out login into its lockout page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "config.urls"

# Inputs and select boxes written without a template per attribute list and option: a score
# sheet has 70 to 100 of them (clubs.form_renderer).
FORM_RENDERER = "clubs.form_renderer.QuickWidgets"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "config.wsgi.application"

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL") or f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=envint("CONN_MAX_AGE", 60),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Every transaction takes SQLite's write lock when it starts (BEGIN IMMEDIATE), so a
    # transaction that reads the evening and then writes is serialised as a whole: the
    # SQLite counterpart of select_for_update on the evening row (see tournament.lock).
    # Write-ahead logging: a page read never waits for a save, nor a save for the readers
    # (SQLITE_JOURNAL_MODE=DELETE, SQLite's default, is there for the benchmark's "before").
    # synchronous=FULL: a save answered as stored survives the laptop losing power too, at
    # one flush of the log per save.
    SQLITE_JOURNAL_MODE = os.environ.get("SQLITE_JOURNAL_MODE", "WAL").upper()
    if SQLITE_JOURNAL_MODE not in {"WAL", "DELETE"}:
        raise ImproperlyConfigured("SQLITE_JOURNAL_MODE must be WAL or DELETE.")
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE", "timeout": 20,
        "init_command": f"PRAGMA journal_mode={SQLITE_JOURNAL_MODE}; PRAGMA synchronous=FULL",
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
AUTHENTICATION_BACKENDS = [
    # django-axes first: it refuses a login after too many failures (see below).
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# Login throttling (django-axes): after AXES_FAILURE_LIMIT wrong passwords for one user name
# from one address, that pair is locked out for the cool-off time; a right password
# meanwhile is refused too. Counting the pair, not the address alone, keeps a club house
# behind one internet address from locking out everyone; the attempts are kept in the
# database, so every worker sees them without a shared cache.
AXES_FAILURE_LIMIT = envint("LOGIN_FAILURE_LIMIT", 5)
AXES_COOLOFF_TIME = timedelta(minutes=envint("LOGIN_LOCKOUT_MINUTES", 15))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
AXES_RESET_ON_SUCCESS = True
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = os.environ.get("LANGUAGE_CODE", "nl")
LANGUAGES = [("nl", _("Dutch")), ("en", _("English"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = os.environ.get("TIME_ZONE", "Europe/Amsterdam")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT") or BASE_DIR / "staticfiles")
STATICFILES_DIRS = [BASE_DIR / "static"]
# Files a browser asks for at the site's root (favicon.ico, when a page names no icon, as
# the browser's PDF viewer does), served by whitenoise.
WHITENOISE_ROOT = BASE_DIR / "static" / "root"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}

# Caches (tournament.memo). Each worker remembers season reports and seatings in its own
# memory (MEMO_SEASONS, MEMO_SEATINGS entries) and rendered result pages in Django's cache:
# local memory per worker by default, or Redis shared by all workers with REDIS_URL
# (optional: nothing needs it to be correct). CACHE=none turns the page cache off (the
# load benchmark's "computed" figures).
REDIS_URL = os.environ.get("REDIS_URL", "")
CACHES: dict[str, dict[str, object]]
if REDIS_URL:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache",
                          "LOCATION": REDIS_URL, "KEY_PREFIX": "klaverjas"}}
elif os.environ.get("CACHE") == "none":
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}}
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                          "OPTIONS": {"MAX_ENTRIES": envint("CACHE_MAX_ENTRIES", 300)}}}
# The JSON interface's rate limit per client address (publish.api.throttle): counted in
# Redis when there is one, so across all workers; else in each worker's memory, so with N
# workers an address gets at most N times the limit (the club house runs one process).
CACHES["ratelimit"] = (
    {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL,
     "KEY_PREFIX": "klaverjas-rate"} if REDIS_URL else
    {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "ratelimit",
     "OPTIONS": {"MAX_ENTRIES": 10_000}})
API_RATE_LIMIT = envint("API_RATE_LIMIT", 120)
API_RATE_PERIOD = envint("API_RATE_PERIOD", 60)
# The client address is REMOTE_ADDR; behind N proxies of your own, TRUSTED_PROXIES=N reads
# it from X-Forwarded-For (never trust that header without a proxy that sets it).
NINJA_NUM_PROXIES = envint("TRUSTED_PROXIES", 0)
REMEMBERED_HTML_SECONDS = envint("REMEMBERED_HTML_SECONDS", 7 * 24 * 3600)
MEMO_SEASONS = envint("MEMO_SEASONS", 20)
MEMO_SEATINGS = envint("MEMO_SEATINGS", 50)

DJANGO_TABLES2_TEMPLATE = "django_tables2/table.html"

# Security: strict by default once DEBUG is off; a club-house LAN without TLS can turn
# the HTTPS parts off with SECURE_SSL_REDIRECT=0 SECURE_COOKIES=0 SECURE_HSTS_SECONDS=0.
SECURE_SSL_REDIRECT = envbool("SECURE_SSL_REDIRECT", not DEBUG)
SESSION_COOKIE_SECURE = envbool("SECURE_COOKIES", not DEBUG)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
SECURE_HSTS_SECONDS = envint("SECURE_HSTS_SECONDS", 0 if DEBUG else 31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = SECURE_HSTS_SECONDS > 0
# Preloading is a promise to browsers that is hard to take back: only when asked for.
SECURE_HSTS_PRELOAD = envbool("SECURE_HSTS_PRELOAD", False)
if envbool("SECURE_PROXY_SSL_HEADER", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
# Browsers honour Cross-Origin-Opener-Policy only over HTTPS and log an error for it on a
# plain-HTTP address such as the club house's (http://192.168.1.20:8000): sent only when
# the site is served over HTTPS.
SECURE_CROSS_ORIGIN_OPENER_POLICY = (
    "same-origin" if SECURE_SSL_REDIRECT or envbool("SECURE_PROXY_SSL_HEADER", False)
    else None)
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"
# security.W021 asks for HSTS preloading, which stays off unless SECURE_HSTS_PRELOAD=1.
SILENCED_SYSTEM_CHECKS = envlist(
    "SILENCED_SYSTEM_CHECKS", "" if SECURE_HSTS_PRELOAD else "security.W021")

# Content-Security-Policy (django-csp): only this site's own scripts, styles and images;
# the pages need no inline script or style. Permissions-Policy: clubs.middleware.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF, "data:"],
        "connect-src": [SELF],
        "font-src": [SELF],
        "object-src": [NONE],
        "base-uri": [NONE],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    },
}

# E-mail, for password reset links: printed on the console unless a server is configured.
EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = envint("EMAIL_PORT", 25)
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = envbool("EMAIL_USE_TLS", False)
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "webmaster@localhost")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    # The lines about single requests: Django's "Not Found: /x" and "Conflict: /y" for every
    # 4xx answer (a 5xx is ERROR), and waitress's "Task queue depth". The club house sets
    # ERROR: its window is for the volunteer, in Dutch, with real trouble only.
    "loggers": {name: {"level": os.environ.get("REQUEST_LOG_LEVEL", "WARNING")}
                for name in ("django.request", "waitress.queue")},
}
