"""The members of a club: list, add, edit, archive, and import from Excel or CSV."""
