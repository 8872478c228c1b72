"""The site for the club house: what ``python3 dev.py clubhouse`` runs once it has set the
environment (DEBUG off, the key from its file, SITE_URL the phones' address).

Applies the migrations, collects the static files (whitenoise serves them), writes a backup
of the data as it was at this start and one after every closing of an evening from then on
(``clubhouse.snapshots``: the last ``--keep-backups`` are kept), says in the club's language
where phones go, and serves with waitress until Ctrl+C. The demo club is loaded only when
asked and the database holds no club: a club's own data is never touched.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from typing import Any

import segno
import waitress  # type: ignore[import-untyped]  # no stubs shipped
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.core.wsgi import get_wsgi_application
from django.utils.translation import gettext as _

from clubhouse import snapshots
from clubs.links import is_loopback
from clubs.models import Club

THREADS = 8  # a room of phones reloading after a draw, and a few waiting on SQLite's lock


class Command(BaseCommand):
    help = "Serve the site to the club house's network (started by python3 dev.py clubhouse)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--listen", action="append", required=True,
                            metavar="ADDRESS:PORT", help="where to serve (more than once)")
        parser.add_argument("--backups", type=Path, required=True,
                            help="folder for the backups written at every start and after "
                                 "every closing of an evening")
        parser.add_argument("--keep-backups", type=int, metavar="N",
                            default=int(os.environ.get("BACKUP_KEEP") or 20),
                            help="how many of those backups to keep, the newest (default: "
                                 "BACKUP_KEEP or 20)")
        parser.add_argument("--demo", action="store_true",
                            help="load the demo club when the database has no club yet")

    def handle(self, *args: Any, **options: Any) -> None:
        call_command("migrate", interactive=False, verbosity=0)
        call_command("collectstatic", interactive=False, verbosity=0)
        automatic = snapshots.start_automatic(options["backups"], options["keep_backups"])
        self.prepare_data(automatic, demo=options["demo"])
        self.announce(options["listen"])
        listen = " ".join(options["listen"])
        # Ctrl+C stops the club house, also when it was started from something that ignores
        # it (a shortcut or a background job): Python then leaves Ctrl+C ignored.
        signal.signal(signal.SIGINT, signal.default_int_handler)
        try:
            waitress.serve(get_wsgi_application(), listen=listen, threads=THREADS)
        except OSError as error:  # the port is taken, or the address is not this computer's
            raise CommandError(_(
                "The site cannot start on {listen}: {error}. Is it running already in another "
                "window? Stop that one, or start with another port: python3 dev.py clubhouse "
                "--port 8001. With --address, give an address of this computer."
            ).format(listen=listen, error=error)) from error
        self.stdout.write(_("The site has stopped."))

    def prepare_data(self, automatic: snapshots.Automatic, *, demo: bool) -> None:
        if not Club.objects.exists():
            if not demo:
                self.stdout.write(_('There is no club yet. Make one with: python3 dev.py manage '
                                    'new_club "Club name"'))
                return
            call_command("load_demo")  # then backed up like any club's data
        elif demo:
            self.stdout.write(_("The database holds a club's data: the demo is not loaded."))
        path = automatic.write("start")
        self.stdout.write(_("Backup of all data at this start: {path}").format(path=path))
        self.stdout.write(_("After every closing of an evening another one is written there; "
                            "the newest {keep} are kept.").format(keep=automatic.keep))

    def announce(self, listen: list[str]) -> None:
        address = settings.SITE_URL + "/"
        local = next((a for a in listen if a.startswith("127.")), listen[0])
        self.stdout.write("\n" + _("The site is running for the club house."))
        if is_loopback(address):
            self.stdout.write(self.style.WARNING(_(
                "No network found: phones cannot reach this computer. Connect it to the club "
                "house's WiFi and start again, or give its address: python3 dev.py clubhouse "
                "--address 192.168.1.20")))
        else:
            self.stdout.write(_("Phones open: {address}").format(address=address))
            self.stdout.write(_("Phones must be on the same WiFi as this computer; no internet "
                                "is needed. Every printed QR code carries this address."))
            if sys.stdout.isatty():
                segno.make_qr(address).terminal(border=2)
        self.stdout.write(_("On this computer itself: {address}").format(
            address=f"http://{local}/"))
        self.stdout.write(_("The data: {database}").format(
            database=settings.DATABASES["default"]["NAME"]))
        self.stdout.write(_("Stop the site: press Ctrl+C (or close this window)."))
        self.stdout.flush()
