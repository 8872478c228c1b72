"""Accepting an invitation to a club, and the account page (e-mail, password, roles)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import get_user_model, login
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import urlencode
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache

from clubs import actors
from clubs.accounts.forms import EmailForm, SignupForm
from clubs.board import roles
from clubs.constraints import unique_field, violated
from clubs.errors import UserError
from clubs.models import Club, Invitation, Organiser

BACKEND = "django.contrib.auth.backends.ModelBackend"


class LoginView(auth_views.LoginView):
    """Django's login page. Without a (safe) ``next`` address, an organiser of one club
    lands on that club's page; anyone else on the home page, the list of clubs."""

    def get_default_redirect_url(self) -> str:
        clubs = list(Club.objects.filter(organisers__user=actors.account(self.request.user))[:2])
        if len(clubs) == 1:
            return clubs[0].get_absolute_url()
        return super().get_default_redirect_url()


@never_cache
def invitation(request: HttpRequest, token: str) -> HttpResponse:
    """The page behind an invitation link: accept with your account, or make one."""
    found = Invitation.objects.select_related("club").filter(token=token).first()
    if found is None or not roles.usable(found):
        return render(request, "accounts/invitation_invalid.html", status=404)
    signup = SignupForm(request.POST if "signup" in request.POST else None)
    if request.method == "POST":
        try:
            with transaction.atomic():
                if request.user.is_authenticated:
                    roles.accept(found, user=request.user)
                elif signup.is_valid():
                    user = signup.save()
                    roles.accept(found, user=user)
                    login(request, user, backend=BACKEND)
                else:
                    raise UserError("signup_invalid", _("Correct the marked fields."))
        except UserError as error:
            messages.error(request, error.message)
        except IntegrityError as error:  # the same name signed up twice at once
            if violated(error) != unique_field(get_user_model(), "username"):
                raise
            signup.add_error("username", _("This user name is taken now; choose another or "
                                           "log in with it."))
            messages.error(request, _("Correct the marked fields."))
        else:
            messages.success(request, _("Welcome: you are now %(role)s of %(club)s.")
                             % {"role": found.get_role_display().lower(),
                                "club": found.club.name})
            return redirect(found.club)
    login_url = f"{reverse('login')}?{urlencode({'next': request.get_full_path()})}"
    return render(request, "accounts/invitation.html",
                  {"invitation": found, "signup": signup, "login_url": login_url})


@login_required
def account(request: HttpRequest) -> HttpResponse:
    user = actors.account(request.user)
    assert user is not None  # login_required
    form = EmailForm(request.POST or None, instance=user)
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(request, _("Your e-mail address is saved."))
        return redirect("account")
    return render(request, "accounts/account.html", {
        "form": form,
        "roles": Organiser.objects.filter(user=user).select_related("club")
        .order_by("club__name"),
    })
