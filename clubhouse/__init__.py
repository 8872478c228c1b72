"""The site on the club's own computer, and a club's data kept safe: the club-house server
(``manage.py clubhouse``) with its automatic backups (``snapshots``), and the backup and
restore of a club or the whole site (``backup``, ``manage.py backup`` and ``restore``).
It knows the models of every other app, so it sits on top of them; nothing imports it."""
