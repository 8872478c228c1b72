from django.urls import path

from clubs import log_views, views
from clubs.board import views as board
from clubs.members import import_views as imports
from clubs.members import views as members

app_name = "clubs"

urlpatterns = [
    path("<slug:slug>/leden/", members.member_list, name="members"),
    path("<slug:slug>/leden/nieuw/", members.member_add, name="member_add"),
    path("<slug:slug>/leden/<int:pk>/", members.member_edit, name="member_edit"),
    path("<slug:slug>/leden/<int:pk>/archiveren/", members.member_archive,
         name="member_archive"),
    path("<slug:slug>/leden/<int:pk>/verwijderen/", members.member_delete,
         name="member_delete"),
    path("<slug:slug>/leden/import/", imports.member_import, name="member_import"),
    path("<slug:slug>/leden/import/controle/", imports.member_import_preview,
         name="member_import_preview"),
    path("<slug:slug>/leden/import/bevestigen/", imports.member_import_confirm,
         name="member_import_confirm"),
    path("<slug:slug>/leden/import/annuleren/", imports.member_import_cancel,
         name="member_import_cancel"),
    path("<slug:slug>/regels/", board.club_rules, name="rules"),
    path("<slug:slug>/instellingen/", board.club_settings, name="settings"),
    path("<slug:slug>/instellingen/scherm/", board.screen_link_make, name="screen_link_make"),
    path("<slug:slug>/instellingen/scherm/intrekken/", board.screen_link_withdraw,
         name="screen_link_withdraw"),
    path("<slug:slug>/wedstrijdleiding/", board.organisers, name="organisers"),
    path("<slug:slug>/wedstrijdleiding/<int:pk>/verwijderen/", board.organiser_remove,
         name="organiser_remove"),
    path("<slug:slug>/wedstrijdleiding/<int:pk>/rol/", board.organiser_role,
         name="organiser_role"),
    path("<slug:slug>/uitnodiging/<int:pk>/intrekken/", board.invitation_revoke,
         name="invitation_revoke"),
    path("<slug:slug>/logboek/", log_views.club_log, name="log"),
    path("<slug:slug>/", views.club_detail, name="detail"),
]
