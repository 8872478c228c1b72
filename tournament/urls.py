from django.urls import path

from tournament import views

app_name = "tournament"

urlpatterns = [
    path("<slug:slug>/seizoen/<int:pk>/", views.season_detail, name="season"),
    path("<slug:slug>/avond/<int:pk>/", views.evening_detail, name="evening"),
]
