from django.urls import path

from publish import views

app_name = "publish"

urlpatterns = [
    path("club/<slug:slug>/stand/ingebed/", views.embedded_standings, name="embedded_standings"),
    path("club/<slug:slug>/seizoen/<int:pk>/agenda.ics", views.season_calendar, name="calendar"),
]
