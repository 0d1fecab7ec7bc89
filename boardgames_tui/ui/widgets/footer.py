"""Textual's footer, with each key's description and tooltip in the player's language.

Bindings are class attributes written in English; their descriptions are message ids of
the domain of the class that declares them (a game screen's keys in the game's catalog,
the shell's in `boardgames`), translated here when the footer is drawn, so a language
chosen at run time shows in every footer drawn after it.
"""

from __future__ import annotations

from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from ...engine import i18n


def key_text(screen, text: str) -> str:
    """A binding's description or tooltip, from the first domain of the screen's active
    bindings' nodes that translates it (then the shell's)."""
    if not text:
        return text
    seen = []
    for node, *_ in screen.active_bindings.values():
        name = i18n.domain_of(node)
        if name not in seen:
            seen.append(name)
    return i18n.translate_any([*seen, i18n.SHELL], text)


def key_display(text: str) -> str:
    """A key as the footer shows it ("Ctrl+S", "Space"), as a keyboard of the player's
    language prints it ("Strg+S", "Leertaste")."""
    *mods, base = text.split("+")
    return "+".join([i18n.translate_context(i18n.SHELL, "key", part) for part in mods]
                    + [i18n.translate_context(i18n.SHELL, "key", base) if base else base])


class Footer(TextualFooter):
    def compose(self):
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                widget.key_display = key_display(widget.key_display)
                widget.description = key_text(self.screen, widget.description)
                if widget.tooltip:
                    widget.tooltip = key_text(self.screen, str(widget.tooltip))
            yield widget
