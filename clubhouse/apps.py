from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ClubhouseConfig(AppConfig):
    name = "clubhouse"
    verbose_name = _("Club house and backups")
