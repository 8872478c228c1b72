"""Seasons with their copy of the rules, and planning evenings."""
