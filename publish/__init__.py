"""The club's results for other sites and devices: a read-only JSON interface
(``publish.api``), the standings in a frame for the club's own web site, and the calendar of
a season's evenings that players subscribe to on their phone.

It sits on top of ``clubs`` <- ``tournament`` <- ``scoring`` and computes nothing itself:
every number comes from the functions the results pages use. Only a club that publishes
its standings is shown, to everybody alike: a private club answers as if it did not exist.
"""
