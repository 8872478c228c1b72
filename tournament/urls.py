from django.urls import path

from tournament.checkin import views as checkin
from tournament.evenings import views as evenings
from tournament.formats.fixed_pairs import views as pairs
from tournament.periods import views as periods
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
    path("<slug:slug>/seizoen/<int:pk>/perioden/", periods.periods, name="periods"),
    path("<slug:slug>/seizoen/<int:pk>/perioden/<int:period>/", periods.period_edit,
         name="period"),
    path("<slug:slug>/seizoen/<int:pk>/perioden/<int:period>/verwijderen/",
         periods.period_delete, name="period_delete"),
    path("<slug:slug>/seizoen/<int:pk>/paren/", pairs.pairs, name="pairs"),
    path("<slug:slug>/seizoen/<int:pk>/paren/<int:number>/naam/", pairs.pair_name,
         name="pair_name"),
    path("<slug:slug>/seizoen/<int:pk>/paren/<int:number>/stoppen/", pairs.pair_retire,
         name="pair_retire"),
    path("<slug:slug>/seizoen/<int:pk>/paren/<int:number>/verwijderen/", pairs.pair_delete,
         name="pair_delete"),
    path(evening, evenings.evening_detail, name="evening"),
    path(evening + "status/", evenings.evening_status, name="evening_status"),
    path(evening + "verwijderen/", evenings.evening_delete, name="evening_delete"),
    path(evening + "aanmelden/", checkin.checkin, name="checkin"),
    path(evening + "aanmelden/gast/", checkin.add_guest, name="add_guest"),
    path(evening + "aanmelden/paren/", pairs.pair_checkin, name="pair_checkin"),
    path(evening + "aanmelden/paren/invaller/", pairs.pair_substitute,
         name="pair_substitute"),
    path(evening + "aanmelden/paren/<int:number>/invaller/weg/", pairs.substitute_remove,
         name="substitute_remove"),
    path(evening + "aanmelden/<int:member>/", checkin.checkin_toggle, name="checkin_toggle"),
    path(evening + "aanmelden/<int:member>/betaald/", checkin.checkin_paid,
         name="checkin_paid"),
    path(evening + "aanmelden/<int:member>/bomen/", checkin.attendance_update,
         name="attendance_update"),
    path(evening + "boom/<int:number>/loten/", seating.draw_round, name="draw"),
    path(evening + "boom/<int:number>/wissel/", seating.swap_seats, name="swap"),
    path(evening + "boom/<int:number>/zitplaatsen.pdf", printing.seat_list,
         name="seat_list_pdf"),
]
