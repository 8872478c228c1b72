from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TournamentConfig(AppConfig):
    name = "tournament"
    verbose_name = _("Seasons and evenings")

    def ready(self) -> None:
        from tournament.log_words import describe_tournament_values

        describe_tournament_values()
