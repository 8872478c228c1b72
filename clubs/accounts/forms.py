"""A new account made by the person it is for, and the e-mail address of an account."""

from __future__ import annotations

from django import forms
from django.contrib.auth.forms import UserCreationForm, UsernameField
from django.contrib.auth.models import User
from django.utils.translation import gettext_lazy as _


class SignupForm(UserCreationForm[User]):
    """Django's own form: its user-name and password validation, plus an e-mail address
    for resetting a forgotten password."""

    email = forms.EmailField(
        label=_("E-mail address"), required=False,
        help_text=_("Optional. Only used to send you a link when you forget your password."))

    class Meta:
        model = User
        fields = ("username", "email")
        field_classes = {"username": UsernameField}


class EmailForm(forms.ModelForm[User]):
    class Meta:
        model = User
        fields = ("email",)
        labels = {"email": _("E-mail address")}
        help_texts = {"email": _("Only used to send you a link when you forget your password.")}
