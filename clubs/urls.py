from django.urls import path

from clubs import views, views_import, views_members, views_organisers, views_rules

app_name = "clubs"

urlpatterns = [
    path("<slug:slug>/leden/", views_members.member_list, name="members"),
    path("<slug:slug>/leden/nieuw/", views_members.member_add, name="member_add"),
    path("<slug:slug>/leden/<int:pk>/", views_members.member_edit, name="member_edit"),
    path(
        "<slug:slug>/leden/<int:pk>/archiveren/", views_members.member_archive,
        name="member_archive",
    ),
    path(
        "<slug:slug>/leden/<int:pk>/verwijderen/", views_members.member_delete,
        name="member_delete",
    ),
    path("<slug:slug>/leden/import/", views_import.member_import, name="member_import"),
    path(
        "<slug:slug>/leden/import/controle/", views_import.member_import_preview,
        name="member_import_preview",
    ),
    path(
        "<slug:slug>/leden/import/bevestigen/", views_import.member_import_confirm,
        name="member_import_confirm",
    ),
    path(
        "<slug:slug>/leden/import/annuleren/", views_import.member_import_cancel,
        name="member_import_cancel",
    ),
    path("<slug:slug>/regels/", views_rules.club_rules, name="rules"),
    path("<slug:slug>/instellingen/", views_rules.club_settings, name="settings"),
    path("<slug:slug>/wedstrijdleiding/", views_organisers.organisers, name="organisers"),
    path(
        "<slug:slug>/wedstrijdleiding/<int:pk>/verwijderen/", views_organisers.organiser_remove,
        name="organiser_remove",
    ),
    path("<slug:slug>/", views.club_detail, name="detail"),
]
