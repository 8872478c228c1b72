"""Drawn seats in the database: ``store`` loads and saves draws, ``overview`` names them
for the page and for print, ``views`` are the draw and swap buttons."""
