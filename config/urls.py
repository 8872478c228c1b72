from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from clubs import views as club_views
from clubs.accounts import views as accounts
from publish.api import urls as api_v1
from publish.screen.views import screen
from tournament.seating import finder

urlpatterns = [
    path("", club_views.home, name="home"),
    path("login/", accounts.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("account/", accounts.account, name="account"),
    path("account/wachtwoord/", auth_views.PasswordChangeView.as_view(), name="password_change"),
    path("account/wachtwoord/klaar/", auth_views.PasswordChangeDoneView.as_view(),
         name="password_change_done"),
    path("wachtwoord-vergeten/", accounts.PasswordResetView.as_view(), name="password_reset"),
    path("wachtwoord-vergeten/verstuurd/", auth_views.PasswordResetDoneView.as_view(),
         name="password_reset_done"),
    path("wachtwoord-vergeten/<uidb64>/<token>/", auth_views.PasswordResetConfirmView.as_view(),
         name="password_reset_confirm"),
    path("wachtwoord-vergeten/klaar/", auth_views.PasswordResetCompleteView.as_view(),
         name="password_reset_complete"),
    path("uitnodiging/<str:token>/", accounts.invitation, name="invitation"),
    path("plaats/<str:token>/", finder.seat_finder, name="seat_finder"),
    path("scherm/<str:token>/", screen, name="screen"),
    path("i18n/", include("django.conf.urls.i18n")),
    # /health/ is answered by clubs.middleware.HealthCheck before any URL is resolved.
    path("admin/", admin.site.urls),
    path("club/", include("clubs.urls")),
    path("club/", include("tournament.urls")),
    path("", include("scoring.urls")),
    path("", include("publish.urls")),
    path("api/v1/", api_v1.urls),
]
