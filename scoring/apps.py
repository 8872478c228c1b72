from typing import Any

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


def fill_missing_figures(sender: AppConfig, using: str, plan: Any = None, **kwargs: Any) -> None:
    """After a ``migrate`` that leaves the database at the code's tables, the figures of
    evenings closed before they were stored (an earlier release): the site's own code counts
    them, so it runs once every table is as that code reads it. A ``flush`` sends no plan."""
    from django.db import connections
    from django.db.migrations.executor import MigrationExecutor

    from scoring.results.stored import store_missing_figures

    if plan is None:
        return
    executor = MigrationExecutor(connections[using])
    if executor.migration_plan(executor.loader.graph.leaf_nodes()):
        return  # a partial or backward migrate: the tables are not yet the code's
    store_missing_figures()


class ScoringConfig(AppConfig):
    name = "scoring"
    verbose_name = _("Scores")

    def ready(self) -> None:
        from django.db.models.signals import post_migrate

        from scoring.log_words import describe_scoring_values
        from scoring.systems import WRITTEN

        describe_scoring_values(WRITTEN.written)
        post_migrate.connect(fill_missing_figures, sender=self,
                             dispatch_uid="scoring.apps.fill_missing_figures")
