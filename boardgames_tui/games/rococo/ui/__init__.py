"""Rococo's Textual screen and its renderers."""
