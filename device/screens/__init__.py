"""The kiosk's own screens: start, setup (by touch or by scanning), bidding, menu,
history, dice correction and entry, enrolment, choosing a card, report.

Each screen is a small class (:class:`base.Screen`) whose dataclass fields are its
state; it says what it shows in a language (``view``) and handles the choices of
its own table (``handlers``), returning effects (:mod:`effects`) instead of
acting. :class:`controller.Screens` holds the open one and carries the effects
out against the appliance's parts. A module each, in the order players meet them:
:mod:`setup`, :mod:`play`, :mod:`dice`, :mod:`cards`.
"""
