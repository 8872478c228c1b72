from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ScoringConfig(AppConfig):
    name = "scoring"
    verbose_name = _("Scores")

    def ready(self) -> None:
        from scoring.log_words import describe_scoring_values

        describe_scoring_values()
