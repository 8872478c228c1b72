"""Python run in a fresh process with the real settings, for the settings' tests."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STRONG_KEY = "k3y-" + "Zq9!xR2@mV7#pL4$wT8%nB1^cY6&" * 2


OWN_SETTINGS = {
    "DEBUG", "SECRET_KEY", "DATABASE_URL", "SECURE_SSL_REDIRECT", "ALLOWED_HOSTS",
    "DJANGO_ALLOW_ASYNC_UNSAFE",
}


def environment(**env: str) -> dict[str, str]:
    """This process's environment without the settings the test suite itself sets."""
    clean = {k: v for k, v in os.environ.items() if k not in OWN_SETTINGS}
    clean.update(env)
    return clean


def run_python(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = environment(**env)
    clean["DJANGO_SETTINGS_MODULE"] = "config.settings"
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT, env=clean, capture_output=True, text=True, timeout=120,
    )
