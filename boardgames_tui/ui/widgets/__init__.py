"""Widgets every game screen shares."""
