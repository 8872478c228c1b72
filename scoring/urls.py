from django.urls import path

from scoring.closing import views as closing
from scoring.exports import views as exports
from scoring.results import report_views
from scoring.results import views as results
from scoring.systems import views as sheets

app_name = "scoring"

evening = "club/<slug:slug>/avond/<int:pk>/"
season = "club/<slug:slug>/seizoen/<int:pk>/"

urlpatterns = [
    # Sheets: the organiser's entry, and a table's own by its QR code.
    path(evening + "boom/<int:number>/tafel/<int:table>/", sheets.sheet, name="sheet"),
    path("kaart/<str:token>/", sheets.table_sheet, name="table_sheet"),
    path("kaart/<str:token>/klaar/", sheets.table_sheet_done, name="table_sheet_done"),
    # The other pair's check: by the code on their slip, or its number on the same phone.
    path("kaart/<str:token>/controle/", sheets.table_check_number, name="table_check_number"),
    path("controle/<str:token>/", sheets.table_check, name="table_check"),
    path("controle/<str:token>/klaar/", sheets.table_check_done, name="table_check_done"),
    # Closing: the scores dashboard, approving a round, closing and reopening.
    path(evening + "scores/", closing.dashboard, name="dashboard"),
    path(evening + "scores/geschiedenis/", closing.history, name="history"),
    path(evening + "boom/<int:number>/goedkeuren/", closing.approve_round, name="approve"),
    path(evening + "boom/<int:number>/invoer/", closing.round_entry, name="round_entry"),
    path(evening + "afsluiten/", closing.close, name="close"),
    path(evening + "heropenen/", closing.reopen, name="reopen"),
    # Results: the evening, the season, a player.
    path(evening + "uitslag/", results.evening_results, name="evening_results"),
    path(evening + "uitslag/verslag/", report_views.report_note, name="report_note"),
    path(season + "stand/", results.season_standings, name="standings"),
    path(season + "periode/<int:period>/stand/", results.period_standings,
         name="period_standings"),
    path("club/<slug:slug>/speler/<int:member>/", results.player, name="player"),
    path("club/<slug:slug>/records/", results.records, name="records"),
    # Exports: PDF and Excel downloads, and the blank score sheets to print.
    path(evening + "uitslag/prijslijst.pdf", exports.evening_pdf, name="evening_pdf"),
    path(evening + "uitslag/uitslag.xlsx", exports.evening_xlsx, name="evening_xlsx"),
    path(season + "stand.pdf", exports.standings_pdf, name="standings_pdf"),
    path(season + "stand.xlsx", exports.standings_xlsx, name="standings_xlsx"),
    path(season + "periode/<int:period>/stand.pdf", exports.period_pdf, name="period_pdf"),
    path(season + "periode/<int:period>/stand.xlsx", exports.period_xlsx, name="period_xlsx"),
    path(season + "geld.xlsx", exports.season_money_xlsx, name="season_money_xlsx"),
    path(evening + "boom/<int:number>/scorekaarten.pdf", exports.score_sheets,
         name="score_sheets_pdf"),
]
