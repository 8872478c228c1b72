from django.urls import path

from tournament import views, views_checkin, views_print

app_name = "tournament"

evening = "<slug:slug>/avond/<int:pk>/"

urlpatterns = [
    path("<slug:slug>/seizoen/nieuw/", views.season_create, name="season_create"),
    path("<slug:slug>/seizoen/<int:pk>/", views.season_detail, name="season"),
    path("<slug:slug>/seizoen/<int:pk>/regels/", views.season_rules, name="season_rules"),
    path("<slug:slug>/seizoen/<int:pk>/avond/nieuw/", views.evening_create,
         name="evening_create"),
    path(evening, views.evening_detail, name="evening"),
    path(evening + "status/", views.evening_status, name="evening_status"),
    path(evening + "boom/<int:number>/loten/", views.draw_round, name="draw"),
    path(evening + "boom/<int:number>/wissel/", views.swap_seats, name="swap"),
    path(evening + "aanmelden/", views_checkin.checkin, name="checkin"),
    path(evening + "aanmelden/gast/", views_checkin.add_guest, name="add_guest"),
    path(evening + "aanmelden/<int:member>/", views_checkin.checkin_toggle,
         name="checkin_toggle"),
    path(evening + "aanmelden/<int:member>/bomen/", views_checkin.attendance_update,
         name="attendance_update"),
]

urlpatterns += [
    path(evening + "boom/<int:number>/zitplaatsen.pdf", views_print.seat_list,
         name="seat_list_pdf"),
]
