"""The Textual app shell: screens and widgets shared by every game."""
