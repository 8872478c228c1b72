from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class PublishConfig(AppConfig):
    name = "publish"
    verbose_name = _("Published results")

    def ready(self) -> None:
        from publish import signals  # noqa: F401  (connects the receivers)
