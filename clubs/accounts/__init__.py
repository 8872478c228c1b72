"""Accounts: accepting an invitation (with a new account if needed), the account page."""
