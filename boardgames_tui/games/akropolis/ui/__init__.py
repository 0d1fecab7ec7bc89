"""The Akropolis screen and its widgets (Textual)."""
