from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from clubs import views as club_views

urlpatterns = [
    path("", club_views.home, name="home"),
    path("login/", auth_views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("health/", club_views.health, name="health"),
    path("admin/", admin.site.urls),
    path("club/", include("clubs.urls")),
    path("club/", include("tournament.urls")),
    path("", include("scoring.urls")),
]
