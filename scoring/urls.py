from django.urls import path

from scoring import views, views_evening, views_exports, views_print, views_results

app_name = "scoring"

evening = "club/<slug:slug>/avond/<int:pk>/"

urlpatterns = [
    path(evening + "scores/", views_evening.dashboard, name="dashboard"),
    path(evening + "scores/geschiedenis/", views_evening.history, name="history"),
    path(evening + "afsluiten/", views_evening.close, name="close"),
    path(evening + "heropenen/", views_evening.reopen, name="reopen"),
    path(evening + "boom/<int:number>/goedkeuren/", views_evening.approve_round,
         name="approve"),
    path(evening + "boom/<int:number>/tafel/<int:table>/", views.sheet, name="sheet"),
    path(evening + "boom/<int:number>/scorekaarten.pdf", views_print.score_sheets,
         name="score_sheets_pdf"),
    path(evening + "uitslag/", views_results.evening_results, name="evening_results"),
    path("club/<slug:slug>/seizoen/<int:pk>/stand/", views_results.season_standings,
         name="standings"),
    path("club/<slug:slug>/speler/<int:member>/", views_results.player, name="player"),
    path(evening + "uitslag/prijslijst.pdf", views_exports.evening_pdf, name="evening_pdf"),
    path(evening + "uitslag/uitslag.xlsx", views_exports.evening_xlsx, name="evening_xlsx"),
    path("club/<slug:slug>/seizoen/<int:pk>/stand.pdf", views_exports.standings_pdf,
         name="standings_pdf"),
    path("club/<slug:slug>/seizoen/<int:pk>/stand.xlsx", views_exports.standings_xlsx,
         name="standings_xlsx"),
    path("kaart/<str:token>/", views.table_sheet, name="table_sheet"),
    path("kaart/<str:token>/klaar/", views.table_sheet_done, name="table_sheet_done"),
]
