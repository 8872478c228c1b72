from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TournamentConfig(AppConfig):
    name = "tournament"
    verbose_name = _("Seasons and evenings")

    def ready(self) -> None:
        from django.db.models.signals import post_migrate

        from tournament.log_words import describe_tournament_values
        from tournament.memo import forget_everything

        describe_tournament_values()
        post_migrate.connect(forget_everything, sender=self,
                             dispatch_uid="tournament.memo.forget_everything")
