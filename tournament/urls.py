from django.urls import path

from tournament.checkin import views as checkin
from tournament.evenings import views as evenings
from tournament.printing import views as printing
from tournament.seasons import views as seasons
from tournament.seating import views as seating

app_name = "tournament"

evening = "<slug:slug>/avond/<int:pk>/"

urlpatterns = [
    path("<slug:slug>/seizoen/nieuw/", seasons.season_create, name="season_create"),
    path("<slug:slug>/seizoen/<int:pk>/", seasons.season_detail, name="season"),
    path("<slug:slug>/seizoen/<int:pk>/regels/", seasons.season_rules, name="season_rules"),
    path("<slug:slug>/seizoen/<int:pk>/avond/nieuw/", seasons.evening_create,
         name="evening_create"),
    path(evening, evenings.evening_detail, name="evening"),
    path(evening + "status/", evenings.evening_status, name="evening_status"),
    path(evening + "verwijderen/", evenings.evening_delete, name="evening_delete"),
    path(evening + "aanmelden/", checkin.checkin, name="checkin"),
    path(evening + "aanmelden/gast/", checkin.add_guest, name="add_guest"),
    path(evening + "aanmelden/<int:member>/", checkin.checkin_toggle, name="checkin_toggle"),
    path(evening + "aanmelden/<int:member>/bomen/", checkin.attendance_update,
         name="attendance_update"),
    path(evening + "boom/<int:number>/loten/", seating.draw_round, name="draw"),
    path(evening + "boom/<int:number>/wissel/", seating.swap_seats, name="swap"),
    path(evening + "boom/<int:number>/zitplaatsen.pdf", printing.seat_list,
         name="seat_list_pdf"),
]
