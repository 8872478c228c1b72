"""Roles now differ: only the board manages organisers, settings and rules. A club whose
accounts were all organisers keeps someone who can: its earliest organiser joins the board."""

from django.db import migrations


def first_organiser_on_the_board(apps, schema_editor):  # type: ignore[no-untyped-def]
    Club = apps.get_model("clubs", "Club")
    Organiser = apps.get_model("clubs", "Organiser")
    for club in Club.objects.all():
        roles = Organiser.objects.filter(club=club)
        if roles.exists() and not roles.filter(role="BOARD").exists():
            first = roles.order_by("pk").first()
            first.role = "BOARD"
            first.save(update_fields=["role"])


class Migration(migrations.Migration):
    dependencies = [("clubs", "0003_invitations_and_activity_log")]

    operations = [
        migrations.RunPython(first_organiser_on_the_board, migrations.RunPython.noop),
    ]
